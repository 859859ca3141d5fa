"""Six-card Golf calculators: card values, columns, a layout's bounds, and a round's layouts read and checked
against the decks in play (``golf-six-card.txt``)."""

from __future__ import annotations

import pytest

from scorekeeper.cards import parse_cards
from scorekeeper.core import RuleError
from scorekeeper.games.golf.layouts import (
    card_value,
    column_scores,
    decks_needed,
    is_pair,
    layout_bounds,
    layout_score,
    read_layouts,
)

NAMES = ("Ann", "Bob", "Cid")


def cards(text: str):
    return parse_cards(text)


def refusal(value, names=NAMES, jokers_per_deck=0, players_per_deck=4) -> RuleError:
    with pytest.raises(RuleError) as caught:
        read_layouts(value, names, jokers_per_deck, players_per_deck)
    return caught.value


def test_card_values():
    # "A 1, 2-10 face value, J 11, Q 12, K 0, joker -2"
    assert [card_value(c) for c in cards("AS 7H 10D JC QS KH JK")] == [1, 7, 10, 11, 12, 0, -2]


def test_a_column_pair_scores_nothing_and_two_jokers_pair_only_by_choice():
    # "If both cards in column are same rank - column score is 0"
    assert is_pair(*cards("7H 7S"))
    assert is_pair(*cards("BJ RJ")) and not is_pair(*cards("BJ RJ"), "minus_four")
    # KH over KS is a pair (0); 5D over 9C scores 5 + 9; QH over JD 12 + 11 = 23 -> 37
    lines = column_scores(cards("KH 5D QH KS 9C JD"))
    assert [line.points for line in lines] == [0, 14, 23]
    assert lines[0].label == "column 1: KH + KS pair" and lines[1].cards == ("5D", "9C")
    assert layout_score(cards("KH 5D QH KS 9C JD")) == 37


def test_layout_bounds_follow_the_jokers_in_play():
    # at most one saving joker per column (a pair of jokers scores 0), two with minus_four: 3 * 23 = 69 worst
    assert layout_bounds(0) == (0, 69)
    assert layout_bounds(8) == (-6, 69)
    assert layout_bounds(8, "minus_four") == (-12, 69)


def test_one_deck_for_every_two_three_or_four_players():
    # "Use 1 deck per every 2, 3, or 4 players"
    assert [decks_needed(players, 4) for players in (2, 4, 5, 6)] == [1, 1, 2, 2]
    assert decks_needed(5, 2) == 3


def test_layouts_read_from_lists_or_strings():
    layouts = read_layouts(
        ["AS 2S 3S 4S 5S 6S", ["AH", "2H", "3H", "4H", "5H", "6H"], "AD 2D 3D 4D 5D 6D"], NAMES, 0, 4
    )
    assert [str(layout[0]) for layout in layouts] == ["AS", "AH", "AD"]


def test_every_player_enters_six_cards():
    assert refusal("AS").message == "Enter six cards for each player."
    assert refusal(["AS 2S 3S 4S 5S 6S"]).message == "Enter six cards for each player: Bob and Cid have none."
    assert refusal(["AS 2S 3S 4S 5S 6S"]).field == "cards.1"
    assert (
        refusal(["AS 2S 3S 4S 5S 6S"] * 4).message == "There are 3 players, but 4 sets of cards were entered."
    )
    short = refusal(["AS 2S 3S 4S 5S 6S", "AH 2H", "AD 2D 3D 4D 5D 6D"])
    assert (short.message, short.field) == ("Bob: expected 6 cards, got 2.", "cards.1")


def test_the_cards_of_a_round_come_from_the_decks_in_play():
    twice = refusal(["AS 2S 3S 4S 5S 6S", "AS 2H 3H 4H 5H 6H", "AD 2D 3D 4D 5D 6D"])
    assert twice.message == "AS is entered 2 times this round (Ann and Bob), but 1 deck holds only 1."
    assert twice.field == "cards.1"
    joker = refusal(["JK 2S 3S 4S 5S 6S", "AH 2H 3H 4H 5H 6H", "AD 2D 3D 4D 5D 6D"])
    assert joker.message == "Ann: JK is a joker, but this game has no jokers."
    # two decks (5 players, one deck for every 4) hold each card twice; jokers of any colour count alike
    five = ("Ann", "Bob", "Cid", "Dee", "Eve")
    hands = [
        "BJ RJ JK 4S 5S 6S",
        "AH 2H 3H 4H 5H 6H",
        "AD 2D 3D 4D 5D 6D",
        "AC 2C 3C 4C 5C 6C",
        "JK RJ 8C 9C 10C JC",
    ]
    assert len(read_layouts([*hands[:4], "7C 8C 9C 10C JC QC"], five, 2, 4)) == 5
    too_many = refusal(hands, five, 2, 4)
    assert (
        too_many.message
        == "Jokers are entered 5 times this round (Ann ×3 and Eve ×2), but 2 decks hold only 4."
    )
