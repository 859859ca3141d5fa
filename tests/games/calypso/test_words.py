"""Calypso's entries in words: a count says what lies on the table, with the partnerships' real names."""

from __future__ import annotations

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.calypso.rules import CalypsoOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("calypso")
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), CalypsoOptions())


def said(event_type: str, payload: dict, setup: GameSetup = SETUP) -> str:
    return GAME.describe(setup, Event(event_type, payload))


def test_a_count_by_numbers_says_each_players_calypsos_and_each_sides_pile():
    payload = {"calypsos": [1, 0, 0, 0], "incomplete": [5, 3, 0, 7], "won": [40, 36]}
    assert said("count", payload) == (
        "Count: Ann 1 calypso + 5 cards, Bob 3 cards, Cid 0 cards, Dee 7 cards; "
        "piles Ann & Cid 40, Bob & Dee 36"
    )


def test_a_count_by_cards_counts_the_cards_of_each_calypso_in_progress():
    payload = {"calypsos": [0, 2, 0, 0], "cards": ["AS KS", "", "2H", "3C, 4C"], "won": [10, 19]}
    assert said("count", payload) == (
        "Count: Ann 2 cards, Bob 2 calypsos, Cid 1 card, Dee 2 cards; piles Ann & Cid 10, Bob & Dee 19"
    )


def test_the_piles_are_named_by_the_tables_partnerships():
    setup = GameSetup(SETUP.players, CalypsoOptions(), teams=((0, 1), (2, 3)))
    payload = {"calypsos": [0] * 4, "incomplete": [0] * 4, "won": [24, 28]}
    assert said("count", payload, setup).endswith("piles Ann & Bob 24, Cid & Dee 28")


def test_a_deal_left_to_the_next_count():
    assert said("count_later", {}) == "Not counted: the next count covers this deal"


def test_a_count_missing_its_piles_is_said_plainly():
    assert said("count", {"calypsos": [0] * 4, "incomplete": [0] * 4}).startswith("count (")
