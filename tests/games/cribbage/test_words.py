"""Cribbage's entries in words: the cut, the start card, the play card by card or as points, the show."""

from __future__ import annotations

import pytest

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.cribbage.deal import CribbageOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("cribbage")
SETUP = GameSetup(("Ann", "Bob"), CribbageOptions())


def said(event_type: str, payload: dict, actor: int | None = None) -> str:
    return GAME.describe(SETUP, Event(event_type, payload), actor)


def test_the_cut_says_who_deals_and_the_cards_cut():
    assert said("cut", {"dealer": 1}) == "Bob deals first"
    assert said("cut", {"cards": ["3H", "KC"]}) == (
        "Ann cuts the 3 of hearts, Bob the king of clubs: Ann deals"
    )


def test_the_start_card_and_his_heels():
    assert said("starter", {"card": "2H"}) == "Start card: 2 of hearts"
    assert said("starter", {"card": "JS"}) == "Start card: jack of spades, two for his heels"


@pytest.mark.parametrize(
    ("event_type", "payload", "words"),
    [
        ("play", {"card": "5H", "player": 1}, "Bob plays the 5 of hearts"),
        ("play", {"card": "QD"}, "Ann plays the queen of diamonds"),
        ("play", {"card": "go", "player": 0}, "Ann says go"),
        ("go", {"player": 1}, "Bob says go"),
        ("go", {}, "Ann says go"),
    ],
)
def test_the_play_card_by_card(event_type, payload, words):
    assert said(event_type, payload, actor=0) == words


def test_the_pegging_as_points():
    assert said("pegging_points", {"points": [1, 8]}) == "Pegging: Ann pegs 1, Bob 8"


def test_the_show_by_points_or_cards_is_said_by_whose_count_it_was():
    assert said("show", {"points": 11}, actor=1) == "Bob counts 11"
    assert said("show", {"cards": "5H 5D JS QS"}, actor=0) == (
        "Ann shows 5 of hearts, 5 of diamonds, jack of spades and queen of spades"
    )
    assert said("show", {"points": 4}) == "Show: 4 points"


def test_an_entry_the_words_do_not_fit_is_said_plainly():
    assert said("play", {"card": "5H"}) == "play (card 5H)"
