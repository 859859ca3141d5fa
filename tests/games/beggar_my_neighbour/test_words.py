"""Beggar My Neighbour's entries in words: each entry type as the table says it, and every entry of random
games said."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.beggar_my_neighbour.rules import BeggarOptions
from scorekeeper.games.registry import get_ruleset
from tests.games.words_check import assert_every_entry_said

GAME = get_ruleset("beggar-my-neighbour")
SETUP = GameSetup(("Ann", "Bob", "Cid"), BeggarOptions())


def said(event_type: str, payload: dict, actor: int | None = None) -> str:
    return GAME.describe(SETUP, Event(event_type, payload), actor)


@pytest.mark.parametrize(
    ("event_type", "payload", "actor", "words"),
    [
        ("start", {}, None, "The game starts: the pack dealt as equally as possible"),
        ("start", {"counts": [18, 17, 17]}, None, "The game starts: Ann 18, Bob 17, Cid 17"),
        ("start", {"counts": ["20", "20", "12"]}, None, "The game starts: Ann 20, Bob 20, Cid 12"),
        (
            "playout",
            {"stacks": ["---K", "-AQJ", "--"]},
            None,
            "The 3 stacks entered and played out by the app",
        ),
        ("card", {"card": "K"}, 1, "Bob turns a king"),
        ("card", {"card": "A"}, 0, "Ann turns an ace"),
        ("card", {"card": "8"}, 2, "Cid turns an 8"),
        ("card", {"card": "QH"}, 2, "Cid turns the queen of hearts"),
        ("card", {"card": "10", "player": 0}, None, "Ann turns a 10"),
        ("card", {"card": "J"}, None, "Turned: a jack"),
        ("counts", {"counts": [30, 0, 22]}, None, "Cards counted: Ann 30, Bob 0, Cid 22"),
        ("result", {"winner": 1}, None, "Bob wins the game"),
        (
            "result",
            {"winner": 0, "cards": 412, "tricks": "57", "out_order": [2, 1]},
            None,
            "Ann wins the game (412 cards turned, 57 tricks); out first: Cid then Bob",
        ),
        (
            "result",
            {"winner": 2, "cards": 1, "out_order": ["", "0"]},
            None,
            "Cid wins the game (1 card turned); out first: Ann",
        ),
    ],
)
def test_each_entry_type_is_said_as_the_table_says_it(event_type, payload, actor, words):
    assert said(event_type, payload, actor) == words


def test_equal_counts_are_said_once():
    setup = GameSetup(("Ann", "Bob"), BeggarOptions())
    assert GAME.describe(setup, Event("start", {"counts": [26, 26]})) == "The game starts: 26 cards each"


def test_a_payload_the_words_do_not_read_is_said_plainly():
    assert said("counts", {"counts": [1, 2]}) == "counts (counts 1, 2)"


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([2, 3, 4]))
def test_every_entry_of_a_random_game_is_said_in_the_games_words(seed, players):
    assert_every_entry_said("beggar-my-neighbour", players, seed)
