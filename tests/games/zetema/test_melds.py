"""Zetema's melds, assemblies, marriages and zetemas (games.zetema.melds), per the rules text."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import ACE_HIGH, Card, CardError, Rank, Suit
from scorekeeper.core import RuleError
from scorekeeper.games.zetema.melds import (
    ZetemaOptions,
    zetema_deck,
    zetema_marriages,
    zetema_meld,
    zetema_points,
)


def _scored(line):
    return line.label, line.points


# --- Zetema: melds --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "label", "points"),
    [
        ("4H 5S 6D 7C 8H 9S", "sequence", 20),  # "Six cards of consecutive rank, not of the same suit"
        ("4H 5H 6H 7H 8H 9S", "sequence", 20),
        ("2H 5H 7H 9H JH KH", "flush", 30),  # "Six cards of the same suit, not in sequence"
        ("4H 5H 6H 7H 8H 9H", "flush sequence", 50),
        ("KS KS QS 9S 4S 2S", "flush", 30),  # the doubled suit (spades) has two kings
        ("9H 10S JD QC KH AS", "sequence", 20),  # ace high
        ("AH 2S 3D 4C 5H 6S", "sequence", 20),  # ace low
    ],
)
def test_zetema_sequences_and_flushes(cards, label, points):
    assert _scored(zetema_meld(cards)) == (label, points)


@pytest.mark.parametrize(
    ("rank", "points"),
    [("K", 130), ("Q", 130), ("J", 120), ("A", 110), ("5", 110), ("9", 100), ("2", 100), ("10", 100)],
)
def test_zetema_assembly_values(rank, points):
    cards = [f"{rank}{s}" for s in "SSHDC"]  # five of a rank needs the doubled suit's second card
    line = zetema_meld(cards)
    assert (line.label.startswith("assembly of"), line.points) == (True, points)


def test_zetema_assembly_needs_the_doubled_suit():
    with pytest.raises(CardError, match="KH appears twice"):
        zetema_meld("KH KH KS KD KC")
    assert zetema_meld("KH KH KS KD KC", options={"doubled_suit": "H"}).points == 130


def test_zetema_six_players_meld_five_cards():
    six = ZetemaOptions(players=6)
    assert _scored(zetema_meld("4H 5S 6D 7C 8H", options=six)) == ("sequence", 20)
    assert _scored(zetema_meld("2H 5H 7H 9H JH", options=six)) == ("flush", 30)
    with pytest.raises(RuleError, match="has 5 cards and an assembly 5, not 6"):
        zetema_meld("4H 5S 6D 7C 8H 9S", options=six)


@pytest.mark.parametrize(
    ("cards", "ace", "message"),
    [
        ("QH KS AD 2C 3H 4S", "either", "not a meld"),  # never round the corner
        ("9H 10S JD QC KH AS", "low", "not a meld"),
        ("AH 2S 3D 4C 5H 6S", "high", "not a meld"),
        ("4H 5S 6D 7C 8H 10S", "either", "not a meld"),
        ("4H 4S 5D 6C 7H 8S", "either", "not a meld"),
        ("4H 5S 6D 7C", "either", "has 6 cards and an assembly 5, not 4"),
    ],
)
def test_zetema_not_a_meld(cards, ace, message):
    with pytest.raises(RuleError, match=message):
        zetema_meld(cards, options={"ace_in_sequences": ace})


@given(start=st.integers(1, 8), suits=st.lists(st.sampled_from(["H", "D", "C"]), min_size=6, max_size=6))
def test_zetema_six_consecutive_ranks_score_by_suits(start, suits):
    ranks = [r for r in ACE_HIGH if start <= r.number < start + 6]
    cards = [f"{r.value}{s}" for r, s in zip(ranks, suits, strict=True)]
    assert zetema_meld(cards).points == (50 if len(set(suits)) == 1 else 20)


# --- Zetema: marriages and zetemas ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "label", "points"),
    [
        ("KH QH", "single marriage", 10),
        ("KH QH KD QD", "double marriage", 30),
        ("KH QH KD QD KC QC", "triple marriage", 60),
        ("KH QH KD QD KC QC KS QS", "quadruple marriage, 1 imperial", 110),  # 100 + 10 imperial
        ("KS QS", "single marriage, 1 imperial", 20),  # 10 + 10
        ("KS QS KS QS", "double marriage, 2 imperial", 50),  # 30 + 2 x 10
        ("KH QH KD QD KC QC KS QS KS QS", "all five marriages", 150),  # "all five ... 150 points"
    ],
)
def test_zetema_marriages_score_more_together(cards, label, points):
    assert _scored(zetema_marriages(cards)) == (label, points)


def test_zetema_marriage_without_imperial_when_another_suit_is_doubled():
    assert zetema_marriages("KH QH KD QD KC QC KS QS", options={"doubled_suit": "C"}).points == 110
    assert zetema_marriages("KH QH KD QD", options={"doubled_suit": "C"}).points == 30


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("KH QD", "A king of hearts has no queen of hearts to marry"),
        ("KH QH QS", "A queen of spades has no king of spades to marry"),
        ("KH QH JH", "JH cannot be part of a marriage"),
        ("", "A marriage is a king and queen"),
    ],
)
def test_zetema_marriage_errors(cards, message):
    with pytest.raises(RuleError, match=message):
        zetema_marriages(cards)


@pytest.mark.parametrize(
    ("rank", "points"),
    [("J", 20), ("A", 15), ("5", 15), ("K", 50), ("Q", 50), ("9", 5), ("10", 5), ("t", 5), (Rank.TWO, 5)],
)
def test_zetema_points_by_rank(rank, points):
    assert zetema_points(rank) == points


def test_zetema_points_needs_a_rank():
    with pytest.raises(RuleError, match="“Z” is not a rank"):
        zetema_points("z")


def test_zetema_deck_has_65_cards():
    deck = zetema_deck("H")
    assert len(deck) == 65
    assert deck.count(Card(Rank.KING, Suit.HEARTS)) == 2


def test_zetema_all_five_marriages_plus_imperial_option():
    # "an extra 10 points is scored for each of these declared": with the option, 150 + 2 x 10 = 170
    five = "KH QH KD QD KC QC KS QS KS QS"
    assert zetema_marriages(five, options={"all_five": "plus_imperial"}).points == 170
    assert zetema_marriages(five).points == 150
