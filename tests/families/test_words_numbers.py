"""families.words: a number per player said in a line (bids, tricks, scores), and cards said."""

from __future__ import annotations

import pytest

from scorekeeper.families.words import cards_words, each_number, number

PLAYERS = ("Ann", "Bob", "Cy")


def test_a_negative_number_has_the_sheets_minus_sign():
    assert (number(7), number(0), number(-3)) == ("7", "0", "−3")


@pytest.mark.parametrize(
    ("values", "verb", "unit", "words"),
    [
        ([2, 0, 4], "takes", "trick", "Ann takes 2 tricks, Bob 0, Cy 4"),
        (["1", "3", "2"], "takes", "trick", "Ann takes 1 trick, Bob 3, Cy 2"),
        (["", 4, -2], "scores", "", "Bob scores 4, Cy −2"),
        ([None, -1, 2], "scores", "point", "Bob scores −1 point, Cy 2"),
        ([5, 0, 12], "", "", "Ann 5, Bob 0, Cy 12"),
    ],
)
def test_each_player_is_named_with_their_number(values, verb, unit, words):
    assert each_number(PLAYERS, values, verb, unit) == words


@pytest.mark.parametrize("values", [[1, 2], ["", "", ""], [1, "x", 2], "1 2 3"])
def test_values_not_one_number_per_player_are_refused(values):
    with pytest.raises(ValueError):
        each_number(PLAYERS, values, "takes")


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        ("QC", "queen of clubs"),
        ("7H 8S", "7 of hearts and 8 of spades"),
        (["10D", "AS", "JK"], "10 of diamonds, ace of spades and joker"),
    ],
)
def test_cards_are_said_as_players_say_them(cards, words):
    assert cards_words(cards) == words


@pytest.mark.parametrize("cards", ["", [], "7H ZZ", 5])
def test_what_is_not_cards_is_refused(cards):
    with pytest.raises((ValueError, TypeError)):
        cards_words(cards)
