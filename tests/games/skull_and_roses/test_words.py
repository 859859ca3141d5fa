"""Skull & Roses's entries in words: each entry type as the table says it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.skull_and_roses.rules import SkullAndRoses
from tests.games.words_check import assert_every_entry_said

RULESET = SkullAndRoses()
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), parse_options(RULESET.Options, {}))


@pytest.mark.parametrize(
    ("event_type", "payload", "words"),
    [
        ("place", {"player": 1}, "Bob places a card"),
        ("challenge", {"player": 2, "bid": 3}, "Cid challenges to flip 3"),
        (
            "challenge",
            {"challenger": "2", "mat": "1", "bid": "2"},
            "Cid challenges to flip 2, with 1 card down",
        ),
        ("bid", {"player": 3, "bid": 4}, "Dee bids 4"),
        ("bid", {"player": 0, "bid": "pass"}, "Ann passes"),
        ("reveal", {"won": True}, "All roses: the bet is won"),
        ("reveal", {"skull": 1}, "Bob's skull stops the challenger"),
        ("first_player", {"player": 3}, "Dee plays first"),
        ("place", {"player": 9}, "place (player 9)"),  # no such seat: said plainly
    ],
)
def test_each_entry_is_said_as_the_table_says_it(event_type, payload, words):
    assert RULESET.describe(SETUP, Event(event_type, payload)) == words


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_skull_and_roses_words(seed):
    assert_every_entry_said("skull-and-roses", 4, seed)
