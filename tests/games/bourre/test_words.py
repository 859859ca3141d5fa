"""Bourré's entries in words: each entry type as the table says it, and every entry of random games said."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.bourre.deal import BourreOptions
from scorekeeper.games.registry import get_ruleset
from tests.games.words_check import assert_every_entry_said

GAME = get_ruleset("bourre")
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), BourreOptions())


def said(event_type: str, payload: dict) -> str:
    return GAME.describe(SETUP, Event(event_type, payload))


@pytest.mark.parametrize(
    ("event_type", "payload", "words"),
    [
        ("trump", {"card": "AH"}, "The dealer turns up the ace of hearts: hearts are trumps"),
        ("trump", {"card": "", "suit": "C"}, "Clubs are trumps"),
        ("declare", {"player": 1, "call": "pass"}, "Bob passes"),
        ("declare", {"player": 0, "call": "play"}, "Ann plays"),
        ("declare", {"player": 2, "call": "2"}, "Cid plays, discarding 2"),
        ("players", {"playing": [2, 0]}, "Ann and Cid play"),
        ("players", {"playing": ["", "3", ""]}, "Dee plays"),
        ("players", {"playing": []}, "Everyone passes: the dealer plays alone"),
        ("draw", {"player": 2, "discard": 3}, "Cid draws 3 cards"),
        ("draw", {"player": 3, "discard": "0"}, "Dee keeps the hand"),
        ("premature", {"offender": 1}, "Bob spoke before their turn: Bob forfeits the next turn to deal"),
        ("renege", {"player": 1}, "Bob reneged: Bob matches the pot, as if bourré"),
        (
            "renege",
            {"player": 0, "corrected": "on"},
            "Ann reneged and took the card back: Ann cannot win the pot and loses the next deal",
        ),
        ("tricks", {"taken": [3, "", "2", 0]}, "Ann takes 3 tricks, Cid 2"),
        ("tricks", {"taken": [0, 5, 0, 0]}, "Bob takes 5 tricks"),
        ("end_session", {}, "The table calls the end of the session"),
    ],
)
def test_each_entry_type_is_said_as_the_table_says_it(event_type, payload, words):
    assert said(event_type, payload) == words


def test_a_payload_the_words_do_not_read_is_said_plainly():
    assert said("tricks", {"taken": [0, 0, 0, 0]}) == "tricks (taken Ann 0, Bob 0, Cid 0, Dee 0)"


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 8))
def test_every_entry_of_a_random_game_is_said_in_bourres_words(seed, players):
    assert_every_entry_said("bourre", players, seed)
