"""Twenty-Nine's entries in words: each entry type as the table says it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.twenty_nine.rules import TwentyNine
from tests.games.words_check import assert_every_entry_said

RULESET = TwentyNine()
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), parse_options(RULESET.Options, {}), teams=((0, 2), (1, 3)))
TWO_TRICKS = ["JH", "9H", "AH", "10H", "7S", "8S", "QS", "KS"]


@pytest.mark.parametrize(
    ("event_type", "payload", "words"),
    [
        ("bid", {"player": 0, "bid": 16}, "Ann bids 16"),
        ("bid", {"player": "1", "bid": "pass"}, "Bob passes"),
        ("contract", {"bidder": 2, "bid": 18}, "Cid wins the bidding with 18"),
        ("reveal", {"suit": "H", "trick": 3}, "Hearts shown as trumps at trick 3"),
        ("royals", {"player": 3}, "Dee shows the royals"),
        ("result", {"points": 19}, "The declarers take 19 card points"),
        ("result", {"points": "1"}, "The declarers take 1 card point"),
        ("result", {"all_tricks": "1"}, "Bob & Dee take every trick"),
        ("result", {"cards": TWO_TRICKS}, "The declarers' 2 tricks, counted from their cards"),
        (
            "result",
            {"cards": " ".join(TWO_TRICKS), "last_trick": "on"},
            "The declarers' 2 tricks with the last, counted from their cards",
        ),
        ("reveal", {"suit": "H"}, "reveal (suit H)"),  # no trick: said plainly
    ],
)
def test_each_entry_is_said_as_the_table_says_it(event_type, payload, words):
    assert RULESET.describe(SETUP, Event(event_type, payload)) == words


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_twenty_nines_words(seed):
    assert_every_entry_said("twenty-nine", 4, seed)
