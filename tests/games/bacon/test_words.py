"""Bacon's entries in words: each entry type as the table says it, and every entry of random games said."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.bacon.rules import BaconOptions
from scorekeeper.games.registry import get_ruleset
from tests.games.words_check import assert_every_entry_said

GAME = get_ruleset("bacon")
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), BaconOptions())


def said(event_type: str, payload: dict, actor: int | None = None) -> str:
    return GAME.describe(SETUP, Event(event_type, payload), actor)


@pytest.mark.parametrize(
    ("event_type", "payload", "words"),
    [
        ("call", {"player": 1, "call": "pass"}, "Bob passes"),
        ("call", {"player": 2, "call": "H"}, "Cid picks up the upcard: hearts are trumps"),
        (
            "call",
            {"player": 3, "call": "S", "alone": True},
            "Dee picks up the upcard, alone: spades are trumps",
        ),
        (
            "contract",
            {"declarer": 0, "trump": "D", "upcard": 3},
            "Ann picks up the third upcard: diamonds are trumps",
        ),
        (
            "contract",
            {"declarer": 1, "trump": "C", "alone": "on"},
            "Bob picks up the upcard, alone: clubs are trumps",
        ),
        ("thrown_in", {}, "All four upcards passed: thrown in, and the same dealer deals again"),
        ("veto", {}, "The partner vetoes the pick-up"),
        ("veto_alone", {}, "The partner vetoes going alone"),
        ("result", {"declarers": 3}, "The side that picked up takes 3 tricks of 5"),
        ("result", {"declarers": "1"}, "The side that picked up takes 1 trick of 5"),
        ("result", {"tricks": [1, 4]}, "Ann & Cid take 1 trick, Bob & Dee 4"),
    ],
)
def test_each_entry_type_is_said_as_the_table_says_it(event_type, payload, words):
    assert said(event_type, payload) == words


def test_the_partnerships_are_named_as_the_table_sat():
    setup = GameSetup(SETUP.players, BaconOptions(), teams=((0, 2), (1, 3)))
    event = Event("result", {"tricks": [5, 0]})
    assert GAME.describe(setup, event) == "Ann & Cid take 5 tricks, Bob & Dee 0"


def test_a_payload_the_words_do_not_read_is_said_plainly():
    assert said("call", {"call": "pass"}) == "call of pass"


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_bacons_words(seed):
    assert_every_entry_said("bacon", 4, seed)
