"""Hand and Foot's entries in words: an exact deal, a side's first melds, a penalty, the end of a hand."""

from __future__ import annotations

import pytest

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.hand_and_foot.rules import HandAndFootOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("hand-and-foot")
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), HandAndFootOptions())


def said(event_type: str, payload: dict) -> str:
    return GAME.describe(SETUP, Event(event_type, payload))


def test_an_exact_deal_and_a_penalty():
    assert said("exact_deal", {"player": 2}) == "Cid pulls exactly 22 cards"
    assert said("penalty", {"player": 1, "penalty": "bad_discard_draw"}) == (
        "Bob: −50 points for drawing from the discards without using the upcard"
    )


@pytest.mark.parametrize(
    ("payload", "words"),
    [
        ({"side": 0, "points": 90}, "Ann & Cid lay their first melds for 90"),
        ({"side": "1", "cards": "KS KH KD"}, "Bob & Dee lay their first melds for 30"),
        ({"side": 1, "melds": ["AS AH AD", "KS KH KD"]}, "Bob & Dee lay their first melds for 90"),
    ],
)
def test_a_sides_first_melds(payload, words):
    assert said("opening", payload) == words


def test_the_end_of_a_hand():
    payload = {
        "clean": [2, 1],
        "dirty": [2, 0],
        "wild": [1, 0],
        "red_threes": [1, 0],
        "melded": [1340, 905],
        "left": [0, 50, 20, 15],
        "went_out": 0,
    }
    assert said("result", payload) == (
        "Ann went out; Ann & Cid 2 clean, 2 dirty, 1 wild, 1 red 3, melded 1340; "
        "Bob & Dee 1 clean, melded 905"
    )


def test_the_end_of_a_hand_nobody_out_melded_as_cards():
    payload = {"melded_cards": ["KS KH KD", ""], "left": [5, 5, 5, 5]}
    assert said("result", payload) == "Nobody went out; Ann & Cid melded 30; Bob & Dee melded 0"


def test_an_entry_the_words_do_not_fit_is_said_plainly():
    assert said("penalty", {"player": 1, "penalty": "cheating"}) == "Bob's penalty of cheating"
