"""Zetema's entries in words: each entry type as the table says it, melds and marriages named and counted by
the calculators."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.zetema.rules import Zetema
from tests.games.words_check import assert_every_entry_said

RULESET = Zetema()
SETUP = GameSetup(("Ann", "Bob", "Cid"), parse_options(RULESET.Options, {}))  # spades doubled
FLUSH_SEQUENCE = ["7H", "8H", "9H", "10H", "JH", "QH"]


@pytest.mark.parametrize(
    ("event_type", "payload", "actor", "words"),
    [
        ("discard", {"card": "7H"}, 1, "Bob discards the 7 of hearts"),
        ("discard", {"rank": "8"}, None, "The player discards an 8"),  # by rank, as records before issue 23
        (
            "discard",
            {"card": "JC", "zetema": "on"},
            2,
            "Cid discards the jack of clubs, forming a zetema of jacks",
        ),
        ("declare", {"seat": 2, "zetema": "J"}, None, "Cid forms a zetema of jacks"),
        (
            "declare",
            {"zetema": ["", "Q", ""]},
            None,
            "Bob forms a zetema of queens",
        ),  # the form's row buttons
        ("declare", {"seat": 0, "cards": FLUSH_SEQUENCE}, None, "Ann melds a flush sequence: 50 points"),
        (
            "declare",
            {"seat": "0", "cards": "KS QS", "pulled": "QS"},
            None,
            "Ann declares a single marriage, 1 imperial: 20 points, taking back the queen of spades",
        ),
        ("meld", {"cards": ["7S", "7S", "7H", "7D", "7C"]}, 0, "Ann melds an assembly of 7s: 100 points"),
        ("marriage", {"cards": ["KH", "QH", "KD", "QD"]}, 0, "Ann declares a double marriage: 30 points"),
        (
            "marriage",
            {"cards": "KS QS KS QS KH QH KD QD KC QC"},
            1,
            "Bob declares all five marriages: 150 points",
        ),
        ("hand_over", {}, None, "The hand is over"),
        ("meld", {"cards": ["7H", "9S"]}, 0, "Ann's meld (cards 7H, 9S)"),  # no meld: said plainly
    ],
)
def test_each_entry_is_said_as_the_table_says_it(event_type, payload, actor, words):
    assert RULESET.describe(SETUP, Event(event_type, payload), actor) == words


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_zetemas_words(seed):
    assert_every_entry_said("zetema", 4, seed)
