"""Malilla's entries in words: the dealer's face-up card, a misdeal, a foul, and a deal's result."""

from __future__ import annotations

import pytest

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.malilla.rules import MalillaOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("malilla")
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), MalillaOptions())


def said(event_type: str, payload: dict, actor: int | None = None) -> str:
    return GAME.describe(SETUP, Event(event_type, payload), actor)


def test_the_dealers_face_up_card_as_a_card_or_as_taps():
    assert said("turnup", {"card": "7H"}, actor=1) == "Bob turns up the 7 of hearts"
    assert said("turnup", {"rank": "K", "suit": "S"}) == "The dealer turns up the king of spades"


def test_a_misdeal_and_a_foul():
    assert said("misdeal", {}) == "Misdeal: the next player deals"
    assert said("foul", {"side": "1"}) == "Bob & Dee foul and lose the game"


@pytest.mark.parametrize(
    ("payload", "words"),
    [
        ({"side": 0, "points": 38}, "Ann & Cid take 38 points"),
        ({"points": 1}, "The dealer and partner take 1 point"),
        ({"all_tricks": 1}, "Bob & Dee take every trick: capote"),
        ({"side": 0, "cards": "7H AH KH QH 7S AS KS QS"}, "Ann & Cid count their cards: 2 tricks"),
    ],
)
def test_a_deals_result(payload, words):
    assert said("result", payload) == words


def test_an_entry_the_words_do_not_fit_is_said_plainly():
    assert said("foul", {"side": -1}) == "foul (side -1)"
