"""Dou Dizhu's entries in words: the bidding or the landlord at once, the bombs and the rocket, who went
out first (with the doublings where the result counts them)."""

from __future__ import annotations

import pytest

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.dou_dizhu.rules import DouDizhuOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("dou-dizhu")
SETUP = GameSetup(("Ann", "Bob", "Cid"), DouDizhuOptions())


def said(event_type: str, payload: dict) -> str:
    return GAME.describe(SETUP, Event(event_type, payload))


def test_the_bidding():
    assert said("bid", {"player": 1, "bid": 2}) == "Bob bids 2"
    assert said("bid", {"player": 0, "bid": "pass"}) == "Ann passes"
    assert said("contract", {"landlord": 2, "bid": "3"}) == "Cid is the landlord at 3"


def test_the_doublings_as_played():
    assert said("bomb", {}) == "A bomb: the stake doubles"
    assert said("rocket", {}) == "The rocket: the stake doubles"


@pytest.mark.parametrize(
    ("payload", "words"),
    [
        ({"out": 2}, "Cid goes out first"),
        ({"out": 0, "bombs": 2, "rocket": True}, "Ann goes out first; played: 2 bombs and the rocket"),
        ({"out": 1, "bombs": "0", "rocket": "no"}, "Bob goes out first; played: no bomb and no rocket"),
        ({"out": 1, "bombs": 1}, "Bob goes out first; played: 1 bomb"),
    ],
)
def test_the_result_says_who_went_out_first(payload, words):
    assert said("result", payload) == words


def test_an_entry_the_words_do_not_fit_is_said_plainly():
    assert said("result", {"out": 3}) == "result (out 3)"
