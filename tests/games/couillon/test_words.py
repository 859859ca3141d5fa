"""Couillon's entries in words: the calls, the bottom card and the result, with the partnerships' names."""

from __future__ import annotations

import pytest

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.couillon.rules import CouillonOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("couillon")
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), CouillonOptions())


def said(event_type: str, payload: dict, setup: GameSetup = SETUP) -> str:
    return GAME.describe(setup, Event(event_type, payload))


@pytest.mark.parametrize(
    ("payload", "words"),
    [({"player": 1, "call": "pass"}, "Bob declines"), ({"player": "2", "call": "H"}, "Cid accepts hearts")],
)
def test_a_call_accepts_the_upcards_suit_or_declines(payload, words):
    assert said("call", payload) == words


def test_the_calls_entered_at_once_say_who_accepted():
    assert said("contract", {"taker": 3, "trump": "♠"}) == "Dee accepts spades"
    assert said("contract", {"taker": "nobody", "trump": "D"}) == (
        "All decline: the bottom card makes diamonds trumps"
    )


def test_the_bottom_card():
    assert said("bottom", {"trump": "C"}) == "The bottom card makes clubs trumps"


@pytest.mark.parametrize(
    ("payload", "words"),
    [
        ({"winner": 1}, "Bob & Dee collect more points"),
        ({"winner": "tie"}, "Equal points"),
        ({"points": [24, 16]}, "Ann & Cid 24 points, Bob & Dee 16"),
        ({"cards": ["AH KH QH JH", ""]}, "Ann & Cid 10 points, Bob & Dee 0"),
    ],
)
def test_the_result_says_the_side_with_more_points_or_each_sides_points(payload, words):
    assert said("result", payload) == words


def test_the_result_names_the_tables_partnerships():
    setup = GameSetup(SETUP.players, CouillonOptions(), teams=((0, 1), (2, 3)))
    assert said("result", {"winner": 0}, setup) == "Ann & Bob collect more points"


def test_an_entry_the_words_do_not_fit_is_said_plainly():
    assert said("call", {"player": 9, "call": "pass"}) == "call (player 9; call pass)"
    assert said("result", {"winner": 5}) == "result (winner 5)"
