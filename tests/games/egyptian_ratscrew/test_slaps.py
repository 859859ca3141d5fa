"""Egyptian Ratscrew's slaps (rules/egyptian-ratscrew.txt): ``games/egyptian_ratscrew/slaps.py``."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import CardError, parse_cards, standard_52
from scorekeeper.core import RuleError
from scorekeeper.games.egyptian_ratscrew.slaps import (
    Outcome,
    SlapKind,
    SlapOptions,
    judge_slap,
    slap_kind,
    slappable,
)

A, B, C = 0, 1, 2


# --- Slaps ----------------------------------------------------------------------------------------


def test_pair_on_top_is_slappable():
    # "if the two top-most cards form a pair ... anyone may attempt to be the first to slap the pile"
    assert slappable(["3S", "7S", "7H"]) == (True, "A pair of 7s: the first to slap takes the pile.")


def test_pair_not_on_top_is_not_slappable():
    ok, reason = slappable(["7S", "7H", "3C"])
    assert not ok
    assert reason == "3C on top makes no pair, triple or four in a row: slapping now is a mistake."


def test_triple_wins_the_game():
    # "triples ... which will result in you instantly winning the game"
    assert slappable(["7S", "7H", "7D"]) == (True, "A triple of 7s: the first to slap wins the game.")


def test_triple_sixes_everyone_loses():
    # "triple sixes ... results in everyone losing"
    ok, reason = slappable(["6S", "6H", "6D"])
    assert ok and reason.startswith("Triple sixes: everyone loses")


@pytest.mark.parametrize(
    ("pile", "corner"),
    [
        ("5S 6H 7D 8C", True),  # up
        ("8S 7H 6D 5C", True),  # down
        ("AS 2H 3D 4C", True),  # ace low
        ("JS QH KD AC", True),  # ace high
        ("QS KH AD 2C", False),  # "sequences that go around the corner"
        ("KS AH 2D 3C", False),
        ("3S 2H AD KC", False),
    ],
)
def test_four_in_a_row(pile, corner):
    cards = pile.split()
    assert slappable(cards)[0]
    assert slappable(cards, SlapOptions(round_the_corner=False))[0] is corner
    assert not slappable(cards, SlapOptions(four_in_a_row=False))[0]


@pytest.mark.parametrize("pile", ["5S 6H 8D 9C", "5S 6H 7D 6C", "2S 3H 4D", "9S 10H JD KC"])
def test_not_four_in_a_row(pile):
    assert not slappable(pile.split())[0]


def test_joker_can_always_be_slapped():
    # "If the game is played with jokers ... jokers can always be slapped."
    assert slappable(["3S", "JK"], SlapOptions(jokers=True)) == (
        True,
        "JK is on top, and jokers can always be slapped.",
    )
    with pytest.raises(CardError, match="without jokers"):
        slappable(["3S", "JK"])


def test_triple_options_off_leave_a_pair():
    options = SlapOptions(triple_wins=False, triple_sixes=False)
    assert slap_kind(parse_cards("7S 7H 7D"), options) is SlapKind.PAIR
    assert slap_kind(parse_cards("6S 6H 6D"), options) is SlapKind.PAIR
    assert slap_kind(parse_cards("6S 6H 6D"), SlapOptions(triple_sixes=False)) is SlapKind.TRIPLE


def test_empty_pile():
    assert slappable([]) == (False, "The pile is empty: there is nothing to slap.")


# --- Settling a slap ------------------------------------------------------------------------------


def test_good_slap_takes_the_pile_and_restarts_play():
    verdict = judge_slap([(A, "7S"), (B, "7H")], C, players=3)
    assert (verdict.correct, verdict.outcome, verdict.taker) == (True, Outcome.TAKE_PILE, C)


def test_good_slap_by_someone_not_in_the_game_enters_them():
    # "If they were not previously in the game, they now enter the game"
    verdict = judge_slap([(A, "7S"), (B, "7H")], None, players=2)
    assert verdict.correct and verdict.enters_game and verdict.taker is None
    assert judge_slap([(A, "7S"), (B, "7H")], C, players=3, out=[C]).enters_game


def test_wrong_slap_gives_the_pile_to_the_last_player():
    # The text's example: a pair, a 3 played on it, then a slap: "the player who played the 3 in this case
    # would get to pick up the pile".
    verdict = judge_slap([(A, "7S"), (B, "7H"), (C, "3C")], A, players=3)
    assert (verdict.correct, verdict.outcome, verdict.taker) == (False, Outcome.PENALTY, C)
    assert verdict.reason.endswith("Player 3 picks up the pile.")


def test_wrong_slap_on_your_own_card_gives_the_pile_to_the_player_before():
    # "unless a player slaps his own card, in which case the player before him picks up the pile"
    assert judge_slap([(A, "7S"), (B, "7H"), (C, "3C")], C, players=3).taker == B
    assert judge_slap([(C, "3C")], C, players=3, out=[B]).taker == A
    assert judge_slap([(A, "3C")], A, players=3, counter_clockwise=True).taker == B


def test_wrong_slap_by_someone_not_in_the_game_is_ignored():
    # "if someone who is not in the game slaps something that is not a pair ... they are ignored"
    verdict = judge_slap([(A, "7S"), (B, "3C")], None, players=2)
    assert (verdict.outcome, verdict.taker) == (Outcome.IGNORED, None)


def test_more_than_five_wrong_slaps_in_a_row_puts_a_player_out():
    # "If a player incorrectly slaps more than five consecutive cards, they are out of the game."
    assert not judge_slap([(A, "3C")], B, players=2, earlier_wrong_slaps=4).out_of_game  # 5th
    assert judge_slap([(A, "3C")], B, players=2, earlier_wrong_slaps=5).out_of_game  # 6th


def test_slap_from_an_unknown_seat_is_refused():
    with pytest.raises(RuleError, match="unknown seat"):
        judge_slap([(A, "7S")], 4, players=2)


def test_triple_and_triple_sixes_outcomes():
    assert judge_slap([(A, "7S"), (B, "7H"), (A, "7D")], B, players=2).outcome is Outcome.WIN_GAME
    sixes = judge_slap([(A, "6S"), (B, "6H"), (A, "6D")], B, players=2)
    assert sixes.as_dict()["outcome"] == "everyone_loses"


# --- Properties -----------------------------------------------------------------------------------

DECK = [str(c) for c in standard_52()]
piles = st.lists(st.sampled_from(DECK), max_size=12, unique=True)


@given(piles, st.lists(st.sampled_from(DECK), max_size=6, unique=True))
def test_only_the_top_four_cards_matter(pile, below):
    below = [c for c in below if c not in pile]
    assert slappable(below + pile[-4:]) == slappable(pile[-4:]) or len(pile) < 4


@given(piles)
def test_slappable_iff_a_slap_is_correct(pile):
    seated = [(i % 2, c) for i, c in enumerate(pile)]
    assert slappable(pile)[0] == judge_slap(seated, 0, players=2).correct
