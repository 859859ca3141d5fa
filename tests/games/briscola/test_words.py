"""Briscola's entries in words: each entry type as the table says it, and every entry of random games said."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.briscola.rules import BriscolaOptions
from scorekeeper.games.registry import get_ruleset
from tests.games.words_check import assert_every_entry_said

GAME = get_ruleset("briscola")
TWO = GameSetup(("Ann", "Bob"), BriscolaOptions())
THREE = GameSetup(("Ann", "Bob", "Cid"), BriscolaOptions())
FOUR = GameSetup(("Ann", "Bob", "Cid", "Dee"), BriscolaOptions())


@pytest.mark.parametrize(
    ("setup", "event_type", "payload", "words"),
    [
        (TWO, "trump", {"suit": "D"}, "Diamonds are trumps"),
        (TWO, "result", {"side": 0, "points": 70}, "Ann takes 70 card points, Bob the rest"),
        (TWO, "result", {"side": "1", "points": "64"}, "Bob takes 64 card points, Ann the rest"),
        (
            TWO,
            "result",
            {"side": 1, "cards": "AS 3S KS QS"},
            "Bob's cards are counted: 4 cards; Ann the rest",
        ),
        (TWO, "result", {"side": 0, "all_tricks": 1}, "Bob takes every trick"),
        (FOUR, "result", {"side": 1, "points": 50}, "Bob & Dee take 50 card points, Ann & Cid the rest"),
        (FOUR, "result", {"all_tricks": 0}, "Ann & Cid take every trick"),
        (THREE, "result", {"points": [40, "35", ""]}, "Card points: Ann 40, Bob 35, Cid the rest"),
        (THREE, "result", {"points": [40, 35, 45]}, "Card points: Ann 40, Bob 35, Cid 45"),
        (
            THREE,
            "result",
            {"cards": ["", "AS 3S KS", "QS JS 7S"]},
            "Cards counted: Ann the rest, Bob 3 cards, Cid 3 cards",
        ),
    ],
)
def test_each_entry_type_is_said_as_the_table_says_it(setup, event_type, payload, words):
    assert GAME.describe(setup, Event(event_type, payload)) == words


def test_a_payload_the_words_do_not_read_is_said_plainly():
    assert GAME.describe(THREE, Event("result", {"points": [40, 80]})) == "result (points 40, 80)"


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([2, 3, 4]))
def test_every_entry_of_a_random_game_is_said_in_briscolas_words(seed, players):
    assert_every_entry_said("briscola", players, seed)
