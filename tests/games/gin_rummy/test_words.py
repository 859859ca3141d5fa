"""Gin Rummy's entries in words: a knock by counts or by cards (gin, a knock, an undercut), the up-card of
Oklahoma Gin, a cancelled hand; the defender is named where two play."""

from __future__ import annotations

import pytest

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.gin_rummy.options import GinRummyOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("gin-rummy")
TWO = GameSetup(("Ann", "Bob"), GinRummyOptions())
FOUR = GameSetup(("Ann", "Bob", "Cid", "Dee"), GinRummyOptions())


def said(event_type: str, payload: dict, setup: GameSetup = TWO) -> str:
    return GAME.describe(setup, Event(event_type, payload))


@pytest.mark.parametrize(
    ("payload", "words"),
    [
        ({"knocker": 0, "knocker_count": 5, "defender_count": 14}, "Ann knocks with 5 against Bob's 14"),
        ({"knocker": 1, "gin": True, "defender_count": 24}, "Bob goes gin against Ann's 24"),
        ({"knocker": 0, "knocker_count": 8, "defender_count": 5}, "Ann knocks with 8; Bob undercuts with 5"),
        # the old records' shape
        (
            {"defender_count": 14, "gin": False, "knocker": 0, "knocker_count": 5},
            "Ann knocks with 5 against Bob's 14",
        ),
    ],
)
def test_a_knock_by_counts(payload, words):
    assert said("hand", payload) == words


def test_a_knock_by_cards_is_said_by_the_deadwood_they_count():
    payload = {
        "knocker": 0,
        "knocker_cards": "AS 2S 3S 4H 5H 6H 7C 8C 9C 2D",
        "defender_cards": "KD KH KC QD QH 9D 8H 7S 6D 5C",
    }
    assert said("hand", payload) == "Ann knocks with 2 against Bob's 55"


def test_with_four_players_the_defender_is_not_named():
    payload = {"knocker": 2, "knocker_count": 0, "gin": True, "defender_count": 30}
    assert said("hand", payload, FOUR) == "Cid goes gin against 30"
    payload = {"knocker": 3, "knocker_count": 9, "defender_count": 2}
    assert said("hand", payload, FOUR) == "Dee knocks with 9; the other player undercuts with 2"


def test_oklahoma_says_the_up_card():
    setup = GameSetup(TWO.players, GinRummyOptions(variant="oklahoma"))
    payload = {"knocker": 0, "upcard": "7D", "knocker_count": 6, "defender_count": 20}
    assert said("hand", payload, setup) == "Ann knocks with 6 against Bob's 20 (up-card 7 of diamonds)"


def test_a_cancelled_hand():
    assert said("cancelled", {}) == "Hand cancelled: the stock fell to two cards"
    assert said("cancelled", {"player": 1}, FOUR) == "Bob's game cancelled: the stock fell to two cards"


def test_an_entry_the_words_do_not_fit_is_said_plainly():
    assert said("hand", {"knocker": 0, "knocker_count": 50, "defender_count": 4}) == (
        "hand (knocker 0; knocker count 50; defender count 4)"
    )
