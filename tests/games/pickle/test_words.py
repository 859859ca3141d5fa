"""Pickle's entries in words: each entry type as the table says it, per player or per partnership."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.pickle.rules import Pickle
from tests.games.words_check import assert_every_entry_said

RULESET = Pickle()
THREE = GameSetup(("Ann", "Bob", "Cid"), parse_options(RULESET.Options, {}))
PARTNERS = GameSetup(("Ann", "Bob", "Cid", "Dee"), parse_options(RULESET.Options, {"partnerships": True}))


@pytest.mark.parametrize(
    ("setup", "event_type", "payload", "words"),
    [
        (THREE, "bid", {"player": 1, "bid": 5, "suit": "H"}, "Bob bids 5 hearts"),
        (THREE, "bid", {"player": "2", "bid": "pass", "suit": ""}, "Cid passes"),
        (THREE, "contract", {"bidder": 0, "bid": 6, "suit": "S"}, "Ann wins the bidding with 6 spades"),
        (THREE, "tricks", {"tricks": [4, 3, 3]}, "Ann takes 4 tricks, Bob 3, Cid 3"),
        (
            THREE,
            "tricks",
            {"tricks": ["1", "", "2"]},
            "Ann takes 1 trick, Bob 7, Cid 2",
        ),  # the blank has the rest
        (PARTNERS, "tricks", {"tricks": [6, 4]}, "Ann & Cid take 6 tricks, Bob & Dee 4"),
        (THREE, "card_points", {"points": [40, 25, 0]}, "Card points: Ann 40, Bob 25, Cid 0"),
        (PARTNERS, "card_points", {"points": [40, 25]}, "Card points: Ann & Cid 40, Bob & Dee 25"),
        (
            THREE,
            "card_points",
            {"cards": [["5H", "10S"], [], ["JK"]], "lowest_trump": "2H"},
            "Card points counted from the cards each took; the lowest trump: 2 of hearts",
        ),
        (
            THREE,
            "tricks",
            {"tricks": [4, 4, 4]},
            "tricks (tricks Ann 4, Bob 4, Cid 4)",
        ),  # not ten: said plainly
    ],
)
def test_each_entry_is_said_as_the_table_says_it(setup, event_type, payload, words):
    assert RULESET.describe(setup, Event(event_type, payload)) == words


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_pickle_words(seed):
    assert_every_entry_said("pickle", 3, seed)
