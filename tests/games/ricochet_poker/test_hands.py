"""Ricochet Poker hand ranking (rules/ricochet-poker.txt)."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from treys import Card as TreysCard
from treys import Evaluator

from scorekeeper.cards import CardError, standard_52
from scorekeeper.games.ricochet_poker.hands import Category, compare, rank_hand

DECK = [str(c) for c in standard_52()]


def winner(*hands: str, **options: object) -> list[int]:
    return compare(hands, **options).winners  # type: ignore[arg-type]


def lowest(*hands: str, **options: object) -> int:
    return compare(hands, **options).lowest  # type: ignore[arg-type]


def name(hand: str, **options: object) -> str:
    return rank_hand(hand, **options).name  # type: ignore[arg-type]


# --- The deal and the turn -------------------------------------------------------------------------


def test_lowest_card_acts_first():
    # "The lowest card will act first": 7 < 8 < J < K.
    assert lowest("KS", "JH", "8D", "7C") == 3


def test_lowest_card_ties_broken_by_suit_clubs_lowest():
    # "Suits are ranked in alphabetical order, with Clubs lowest, then Diamonds, Hearts, and Spades."
    assert lowest("8S", "8H", "8D", "8C") == 3
    assert lowest("8S", "8H", "8D") == 2
    assert lowest("8S", "8H") == 1
    # At the end suits no longer count: four lone 8s are identical hands and split the pot.
    assert winner("8S", "8H", "8D", "8C") == (0, 1, 2, 3)


class TestExampleOfPlay:
    """The text's four-player example; its suit symbols are read as [=S, ]=H, {=D, }=C."""

    def test_player_4_lowest_with_the_7(self):
        assert lowest("KS", "JH", "8D", "7C") == 3

    def test_dealer_keeps_dealing_while_player_4_is_lowest(self):
        # After the 2D he holds 7-2, still below the 8D, so the dealer goes on.
        assert lowest("KS", "JH", "8D", "7C 2D") == 3
        # After the 9H, 9-7-2 beats the 8D: "Player 4's hand is no longer the lowest".
        assert lowest("KS", "JH", "8D", "7C 2D 9H") == 2

    def test_after_player_3_folds_player_4_must_beat_the_jack(self):
        assert lowest("KS", "JH", "7C 2D 9H") == 2  # 9-7-2 < jack (indexes of the three left)

    def test_the_2s_gives_player_4_a_pair_and_the_jack_is_low(self):
        result = compare([["KS"], ["JH"], "7C 2D 9H 2S"])
        assert result.names[2] == "pair of 2s"
        assert result.lowest == 1

    def test_queen_jack_nine_does_not_beat_the_king(self):
        # "This is not enough to beat the next-lowest hand, the K[, so Player 2 is out."
        assert lowest("KS", "JH 9D QS") == 1

    def test_player_1_stops_after_the_second_8(self):
        four = "7C 2D 9H 2S"
        assert lowest("KS 5D", four) == 0  # king-5 high < pair of 2s
        assert lowest("KS 5D 8S", four) == 0  # king-8-5 high < pair of 2s
        assert lowest("KS 5D 8S 8C", four) == 1  # pair of 8s > pair of 2s: she got three of four cards

    @pytest.mark.parametrize("catch", ["2H", "9D", "7S"])
    def test_player_4_needs_a_2_9_or_7(self, catch):
        # Three 2s, or two pair (9s and 2s, 7s and 2s), beat the pair of 8s.
        assert winner("KS 5D 8S 8C", f"7C 2D 9H 2S {catch}") == (1,)

    @pytest.mark.parametrize("catch", ["AS", "KH", "8D", "3C"])
    def test_player_4_other_catches_lose(self, catch):
        # 8D gives no pair for him; the rest leave a pair of 2s below the pair of 8s.
        assert winner("KS 5D 8S 8C", f"7C 2D 9H 2S {catch}") == (0,)


# --- Kickers and suits -----------------------------------------------------------------------------


def test_kicker_beats_the_same_hand_without_kicker():
    # "an Ace-8 is higher than Ace alone", even when the lone ace has the higher suit.
    assert winner("AC 8D", "AS") == (0,)
    assert winner("2C 2D 3H", "2S 2H") == (0,)
    assert winner("KS KH 6S 6H 2C", "KC KD 6C 6D") == (0,)


def test_higher_kicker_beats_lower_kicker():
    assert winner("AC 8D", "AS 7S") == (0,)
    assert winner("AC 2D", "AH") == (0,)  # any kicker beats none


def test_fewer_cards_can_still_win_on_rank():
    # A pair of 3s (two cards) beats ace-king-queen-jack (four cards).
    assert winner("3C 3D", "AS KS QS JH") == (0,)


def test_suit_breaks_ties_between_identical_hands_during_the_deal():
    # Pair of 2s: 2H 2D is lower than 2S 2C, spades being compared first, so it acts next.
    assert lowest("2S 2C", "2H 2D") == 1
    # Same pair suits order aside, the tie-break goes on to the kickers.
    assert lowest("9S 9C 5D", "9H 9D 5H") == 1  # spades > hearts on the pair
    assert lowest("KC 7D", "KD 7C") == 0  # diamonds > clubs on the king
    # "...until the end, at which point identical winning hands split the pot"
    assert winner("2S 2C", "2H 2D") == winner("9S 9C 5D", "9H 9D 5H") == winner("KC 7D", "KD 7C") == (0, 1)


def test_suit_breaks_ties_between_identical_flushes_and_straights():
    assert lowest("2H 5H 8H JH KH", "2D 5D 8D JD KD") == 1
    assert lowest("5C 6D 7H 8S 9C", "5D 6C 7S 8H 9D") == 0  # 9D > 9C
    assert winner("2H 5H 8H JH KH", "2D 5D 8D JD KD") == (0, 1)  # split at the showdown


# --- The order of poker hands ---------------------------------------------------------------------


ORDER = [
    ("3C", "3 high"),
    ("AS", "ace high"),
    ("2C 2D", "pair of 2s"),
    ("AC AD", "pair of aces"),
    ("KS KH 6S 6H", "two pair, kings and 6s"),
    ("8S 8H 8D", "three 8s"),
    ("AH 2C 3D 4S 5H", "5-high straight"),
    ("8C 9D 10H JS QC", "queen-high straight"),
    ("10C JD QH KS AC", "ace-high straight"),
    ("2H 5H 8H JH KH", "king-high flush"),
    ("QC QD QH 3S 3H", "queens full of 3s"),
    ("JC JD JH JS", "four jacks"),
    ("3S 4S 5S 6S 7S", "7-high straight flush"),
    ("AH KH QH JH 10H", "royal flush"),
]


@pytest.mark.parametrize(("lower", "higher"), list(pairwise(ORDER)))
def test_order_of_poker_hands(lower, higher):
    assert winner(lower[0], higher[0]) == (1,)


@pytest.mark.parametrize(("hand", "expected"), ORDER)
def test_hand_names(hand, expected):
    assert name(hand) == expected


def test_full_house_compared_by_its_set_of_three():
    # "The set of three cards determines the rank": 4s full of 2s beat 3s full of aces.
    assert winner("4C 4D 4H 2S 2H", "3C 3D 3H AS AH") == (0,)


def test_ace_low_straight_is_five_high():
    # "A-2-3-4-5 is a 5-high straight", below 2-3-4-5-6.
    assert winner("AS 2C 3D 4S 5H", "2D 3H 4C 5D 6S") == (1,)
    assert rank_hand("AS 2C 3D 4S 5H").best == ("5H", "4S", "3D", "2C", "AS")


def test_no_wrap_around_straight():
    assert rank_hand("QS KD AC 2H 3S").category is Category.HIGH_CARD


def test_four_cards_make_no_straight_or_flush():
    assert rank_hand("2H 3H 4H 5H").category is Category.HIGH_CARD


def test_best_five_of_seven():
    # Seven cards: a flush in hearts beats the straight also held.
    value = rank_hand("4H 5C 6H 7D 8H JH QH")
    assert value.name == "queen-high flush"
    assert value.best == ("QH", "JH", "8H", "6H", "4H")


def test_best_five_of_six_picks_the_higher_suit_kicker():
    # Three pairs: two top pairs, and of the 5S/5C the spade plays as kicker.
    value = rank_hand("KS KH 9S 9H 5S 5C")
    assert value.best == ("KS", "KH", "9S", "9H", "5S")


def test_identical_hands_split_at_the_showdown_but_suits_decide_who_acts():
    # "suit is used to break ties between identical hands until the end, at which point identical winning
    # hands split the pot": A-K of spades and A-K of hearts are identical hands by rank.
    result = compare(["AS KS", "AH KH"])
    assert result.winners == (0, 1)  # both win: the pot is split
    assert result.lowest == 1  # during the deal the hearts are lower (clubs < diamonds < hearts < spades)
    # A higher kicker still wins alone.
    assert winner("AS KS", "AH KH QC") == (1,)
    # Two lone bugs are both an ace with no suit: the earlier hand acts first on a complete tie.
    split = compare([["JK"], ["RJ"]], bugs=True)
    assert split.winners == (0, 1)
    assert split.lowest == 0


def test_a_split_needs_equal_ranks_not_equal_categories():
    assert winner("9S 9H 4C", "9C 9D 3S") == (0,)  # the kicker 4 beats 3
    assert winner("9S 9H 4C", "9C 9D 4S") == (0, 1)  # pair of 9s, 4 kicker each: split


# --- Bugs -------------------------------------------------------------------------------------------


def test_bug_counts_as_an_ace():
    value = rank_hand(["AS", "JK"], bugs=True)
    assert value.name == "pair of aces"
    assert value.bugs == ("JK as A",)


def test_bug_completes_a_straight():
    value = rank_hand("5C 6D 8H 9S JK", bugs=True)
    assert value.name == "9-high straight"
    assert value.bugs == ("JK as 7",)


def test_bug_completes_a_flush_as_the_best_card_it_can_be():
    # Ace of hearts is held, so the bug is the king: ace-king-8-5-2 flush.
    value = rank_hand("AH 2H 5H 8H JK", bugs=True)
    assert value.name == "ace-high flush"
    assert value.bugs == ("JK as KH",)


def test_bug_completes_a_royal_flush():
    assert name("KS QS JS 10S JK", bugs=True) == "royal flush"


def test_bug_is_not_wild_for_pairs():
    # 7-7 + bug: the bug is an ace, not a third 7 ("a pure wild card ... becomes way too strong").
    value = rank_hand("7S 7H JK", bugs=True)
    assert value.name == "pair of 7s"
    assert value.key[1] == (7, 7, 14)


def test_bug_loses_suit_ties_to_natural_cards():
    # The bug has no suit: a natural ace of clubs beats a bug as an ace.
    assert lowest("AC", "JK", bugs=True) == 1
    assert winner("AC", "JK", bugs=True) == (0, 1)  # both an ace: identical at the showdown


def test_five_aces_option():
    # "you must decide whether a bug can count as a fifth Ace": by default it can, above a royal flush.
    assert name("AS AH AD AC JK", bugs=True) == "five aces"
    assert winner("AS AH AD JK RJ", "KC QC JC 10C 9C", bugs=True) == (0,)
    # Without it the bug is unused: four aces.
    value = rank_hand("AS AH AD AC JK", bugs=True, five_aces=False)
    assert value.name == "four aces"
    assert value.bugs == ("JK unused",)


def test_two_bugs():
    assert name("2C 7D 9H JK BJ", bugs=True) == "pair of aces"
    assert name("3C 4D 5H 7S JK 9D RJ", bugs=True) == "9-high straight"


# --- Bad input --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "options", "message"),
    [
        ([["XS"]], {}, "is not a card"),
        ([["AS"], ["AS"]], {}, "AS appears twice"),
        ([["JK"]], {}, "jokers are only used when playing with bugs"),
        ([["JK"], ["BJ"], ["RJ"]], {"bugs": True}, "JK appears more than 2 times"),
        ([[]], {}, "Hand 1 has 0 cards"),
        ([DECK[:6]], {"hand_limit": 5}, "Hand 1 has 6 cards: a hand holds 1 to 5"),
        ([DECK[:8]], {}, "Hand 1 has 8 cards: a hand holds 1 to 7"),
        ([], {}, "at least one hand"),
    ],
)
def test_bad_input_is_refused(hands, options, message):
    with pytest.raises(CardError, match=message):
        compare(hands, **options)


def test_hand_limit_must_be_a_variant():
    with pytest.raises(ValueError, match="5, 6 or 7"):
        compare([["AS"]], hand_limit=4)


def test_as_dict_shape():
    data = compare([["KS"], "7C 2D 9H 2S"]).as_dict()
    assert data["winners"] == [1]
    assert data["lowest"] == 0
    assert data["names"] == ["king high", "pair of 2s"]
    assert data["hands"][1]["best"] == ["2S", "2D", "9H", "7C"]


# --- Properties -------------------------------------------------------------------------------------


hands = st.lists(st.sampled_from(DECK), min_size=1, max_size=7, unique=True)


def _cut(cards: list[str], sizes: list[int]) -> list[list[str]]:
    starts = [sum(sizes[:i]) for i in range(len(sizes))]
    return [cards[start : start + size] for start, size in zip(starts, sizes, strict=True)]


def disjoint_hands(count: int, min_size: int = 1, max_size: int = 7) -> st.SearchStrategy:
    """``count`` hands of ``min_size`` to ``max_size`` cards from one pack."""
    sizes = st.lists(st.integers(min_size, max_size), min_size=count, max_size=count)
    return sizes.flatmap(
        lambda ns: st.lists(st.sampled_from(DECK), min_size=sum(ns), max_size=sum(ns), unique=True).map(
            lambda cards: _cut(cards, ns)
        )
    )


@given(hands, st.randoms())
def test_ranking_is_independent_of_card_order(hand, rnd):
    shuffled = list(hand)
    rnd.shuffle(shuffled)
    assert rank_hand(shuffled).key == rank_hand(hand).key


@given(disjoint_hands(2))
def test_comparison_is_antisymmetric(pair):
    a, b = pair
    assert compare([a, b]).winners == tuple(sorted(1 - i for i in compare([b, a]).winners))
    assert compare([a, b]).lowest == 1 - compare([b, a]).lowest  # suits always separate who acts


@given(disjoint_hands(3))
def test_comparison_is_transitive(trio):
    a, b, c = trio

    def beats(x: list[str], y: list[str]) -> bool:
        return compare([x, y]).lowest == 1  # during the deal, suits breaking ties

    if beats(a, b) and beats(b, c):
        assert beats(a, c)
    assert compare([a, b, c]).lowest == min(range(3), key=lambda i: rank_hand(trio[i]).key)


@given(st.lists(st.sampled_from(DECK), min_size=2, max_size=7, unique=True))
def test_a_bought_card_never_lowers_a_hand(cards):
    # Buying cards can only help; below five cards each card strictly improves the hand.
    before, after = rank_hand(cards[:-1]).key, rank_hand(cards).key
    assert after > before if len(cards) <= 5 else after >= before


_TREYS = Evaluator()


@given(disjoint_hands(2, min_size=5))
@settings(max_examples=60)
def test_rank_order_agrees_with_treys_for_full_hands(pair):
    # Ignoring suits, our order of 5-7 card hands is treys' order (lower treys score is better).
    def treys_score(hand: list[str]) -> int:
        return _TREYS.evaluate([TreysCard.new(c.replace("10", "T")[0] + c[-1].lower()) for c in hand], [])

    a, b = pair
    ours = (rank_hand(a).key[:2] > rank_hand(b).key[:2]) - (rank_hand(a).key[:2] < rank_hand(b).key[:2])
    theirs = (treys_score(a) < treys_score(b)) - (treys_score(a) > treys_score(b))
    assert ours == theirs


@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=4, unique=True))
@settings(max_examples=40)
def test_a_bug_is_at_least_an_ace(cards):
    # A bug can always be an ace, and sometimes better (completing a straight or flush).
    ace = next((a for a in ("AS", "AH", "AD", "AC") if a not in cards), None)
    if ace is not None:
        assert rank_hand([*cards, "JK"], bugs=True).key[:2] >= rank_hand([*cards, ace]).key[:2]
