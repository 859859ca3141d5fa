"""Egyptian Ratscrew's entries in words: the deal, each card turned by its rank, the pile picked up, a slap,
a recount, and a game's result entered at once."""

from __future__ import annotations

import pytest

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.egyptian_ratscrew.rules import RatscrewOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("egyptian-ratscrew")
SETUP = GameSetup(("Ann", "Bob", "Cid"), RatscrewOptions())


def said(event_type: str, payload: dict, actor: int | None = None) -> str:
    return GAME.describe(SETUP, Event(event_type, payload), actor)


def test_the_deal():
    assert said("deal", {}) == "The pack is dealt"
    assert said("deal", {"counts": [26, 26, 0]}) == "Dealt: Ann gets 26 cards, Bob 26, Cid 0"


@pytest.mark.parametrize(
    ("card", "words"),
    [("Q", "Bob turns a queen"), ("8", "Bob turns an 8"), ("A", "Bob turns an ace"), ("7H", "Bob turns a 7")],
)
def test_a_card_turned_is_said_by_its_rank(card, words):
    assert said("play", {"card": card}, actor=1) == words


def test_a_card_turned_without_knowing_by_whom():
    assert said("play", {"card": "JK"}) == "Turned: a joker"


def test_the_pile_a_slap_and_a_recount():
    assert said("take", {}) == "The pile is picked up"
    assert said("slap", {"player": 2}) == "Cid slaps the pile"
    assert said("counts", {"counts": [20, 30, 2]}) == "Recount: Ann has 20 cards, Bob 30, Cid 2"


def test_a_games_result():
    assert said("result", {"winner": 1}) == "Bob wins the game"
    assert said("result", {"winner": "everyone_loses"}) == "Triple sixes: everyone loses"


def test_an_entry_the_words_do_not_fit_is_said_plainly():
    assert said("play", {"card": "ZZ"}, actor=1) == "Bob's play (card ZZ)"
