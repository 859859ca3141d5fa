"""Oh Hell!'s entries in words: each entry type as the table says it; another shape is said plainly."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.oh_hell.rules import OhHell
from tests.games.words_check import assert_every_entry_said

RULESET = OhHell()
PLAYERS = ("Ann", "Bob", "Cid", "Dee")


def said(event_type: str, payload: dict, **options) -> str:
    setup = GameSetup(PLAYERS, parse_options(RULESET.Options, options))
    return RULESET.describe(setup, Event(event_type, payload))


@pytest.mark.parametrize(
    ("event_type", "payload", "options", "words"),
    [
        ("trump", {"card": "JS"}, {}, "Jack of spades turned: spades are trumps"),
        ("trump", {"card": "4H"}, {"trump": "coulon"}, "4 of hearts turned: no trumps"),
        ("trump", {"card": "JK"}, {"deck": "jokers"}, "A joker turned: the other joker is the only trump"),
        ("bid", {"player": 1, "bid": 2}, {}, "Bob bids 2"),
        ("bid", {"player": "2", "bid": "0"}, {}, "Cid bids 0"),  # as the play page's form sends it
        ("bids", {"bids": [3, 4, 1, 0]}, {"bidding": "simultaneous"}, "Ann bids 3, Bob 4, Cid 1, Dee 0"),
        ("bids", {"bids": [3, "", 1, 11]}, {"bidding": "simultaneous"}, "Ann bids 3, Cid 1, Dee 11"),
        ("tricks", {"taken": [2, 0, 4, 4]}, {}, "Ann takes 2 tricks, Bob 0, Cid 4, Dee 4"),
        ("tricks", {"taken": [1, 0, 0, 0]}, {}, "Ann takes 1 trick, Bob 0, Cid 0, Dee 0"),
    ],
)
def test_each_entry_is_said_as_the_table_says_it(event_type, payload, options, words):
    assert said(event_type, payload, **options) == words


@pytest.mark.parametrize(
    ("event_type", "payload", "words"),
    [
        ("bid", {"player": 7, "bid": 2}, "bid (player 7; bid 2)"),  # no such seat
        ("tricks", {"taken": [2, 0]}, "tricks (taken 2, 0)"),  # not one number per player
        ("trump", {}, "trump"),
        ("undo", {}, "undo"),
    ],
)
def test_an_entry_of_another_shape_is_said_plainly(event_type, payload, words):
    assert said(event_type, payload) == words


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_oh_hell_words(seed):
    assert_every_entry_said("oh-hell", 4, seed)
