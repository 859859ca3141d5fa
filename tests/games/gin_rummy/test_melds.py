"""Gin rummy melds and the least-deadwood search, checked against rules/gin-rummy.txt."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import CardError
from scorekeeper.games.gin_rummy.melds import arrange, deadwood
from tests.games.gin_rummy.hands import (
    is_meld,
    value,
)

# --- Deadwood -------------------------------------------------------------------------------------


def test_deadwood_counts_ace_one_number_cards_their_value_courts_ten():
    # no meld: 1 + 3 + 5 + 7 + 9 + 10 + 10 + 2 + 4 + 6 = 57
    assert deadwood("AS 3D 5C 7H 9S JD KC 2H 4S 6D").deadwood == 57


def test_a_card_belongs_to_one_meld_only():
    # "you can use the 7H either to make a set of three sevens or a heart sequence, but not both": the run
    # 7-8-9H leaves 7D 7S (14) + QD 2C 4C 6S (22) = 36; the set would leave 8H 9H (17) + 22 = 39
    result = deadwood("7D 7S 7H 8H 9H KS QD 2C 4C 6S")
    assert [list(map(str, m)) for m in result.melds] == [["7H", "8H", "9H"]]
    assert result.deadwood == 7 + 7 + 10 + 10 + 2 + 4 + 6


@pytest.mark.parametrize("sixth", ["7C", "10H"])
def test_a_sixth_card_makes_both_the_set_and_the_run(sixth):
    # "To form a set and a sequence you would need a sixth card – either a club 7 or a heart 10":
    # six cards melded, QD 2C 4C 6S left: 10 + 2 + 4 + 6 = 22
    result = deadwood(f"7D 7S 7H 8H 9H {sixth} QD 2C 4C 6S")
    assert len(result.melds) == 2
    assert result.deadwood == 22


def test_ace_is_low_so_ace_two_three_is_a_run_and_queen_king_ace_is_not():
    assert deadwood("AH 2H 3H 4S 4D 4C 7C 8C 9C 10C").deadwood == 0
    # Q K A of hearts melds nothing: 10 + 10 + 1 and the rest as melded before
    assert deadwood("QH KH AH 4S 4D 4C 7C 8C 9C 10C").deadwood == 21


def test_gin_with_two_five_card_runs_is_legal():
    # "it is possible and perfectly legal to go gin with two 5-card sequences"
    result = deadwood("AH 2H 3H 4H 5H 6S 7S 8S 9S 10S")
    assert result.deadwood == 0
    assert result.is_gin


def test_eleven_cards_name_the_best_discard():
    # after drawing: discard the KC and the two runs are gin
    result = deadwood("AH 2H 3H 4H 5H 6S 7S 8S 9S 10S KC")
    assert str(result.discard) == "KC"
    assert result.as_dict() == {
        "deadwood": 0,
        "melds": [["AH", "2H", "3H", "4H", "5H"], ["6S", "7S", "8S", "9S", "10S"]],
        "unmatched": [],
        "discard": "KC",
    }


def test_eleven_melded_cards_discard_from_a_four_card_meld():
    # all 11 cards melded (4 + 3 + 4): throwing an end card of a 4-card run still leaves gin
    result = deadwood("AH 2H 3H 4H 5S 5D 5C 8S 9S 10S JS")
    assert result.deadwood == 0
    assert str(result.discard) in {"AH", "4H", "8S", "JS"}


@pytest.mark.parametrize("count", [9, 12])
def test_a_hand_needs_ten_or_eleven_cards(count):
    cards = ["AH", "2H", "3H", "4H", "5H", "6S", "7S", "8S", "9S", "10S", "KC", "QC"][:count]
    with pytest.raises(CardError, match=f"10 cards, or 11 before the discard, not {count}"):
        deadwood(cards)


def test_a_duplicate_card_is_refused():
    with pytest.raises(CardError, match="AH appears twice"):
        deadwood("AH AH 3H 4H 5H 6S 7S 8S 9S 10S")


# --- Invariants --------------------------------------------------------------------------------------


def partitions(cards: list[str]):
    """Every way to split the cards into blocks."""
    if not cards:
        yield []
        return
    first, rest = cards[0], cards[1:]
    for partition in partitions(rest):
        yield [[first], *partition]
        for i in range(len(partition)):
            yield [*partition[:i], [first, *partition[i]], *partition[i + 1 :]]


def brute_force_deadwood(cards: list[str]) -> int:
    """Least total value of the blocks that are not melds, over every partition."""
    return min(sum(value(c) for block in p if not is_meld(block) for c in block) for p in partitions(cards))


SMALL_POOL = [r + s for r in ["A", "2", "3", "4", "5", "6"] for s in "SHDC"]  # dense: melds are common
POOL_28 = [r + s for r in ["A", "2", "3", "4", "5", "6", "7"] for s in "SHDC"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(SMALL_POOL), min_size=1, max_size=8, unique=True))
def test_least_deadwood_equals_brute_force_over_all_partitions(cards):
    result = arrange(cards)
    assert result.deadwood == brute_force_deadwood(cards)
    spread = [list(map(str, m)) for m in result.melds]
    assert all(is_meld(m) for m in spread)
    assert sorted([c for m in spread for c in m] + [str(c) for c in result.unmatched]) == sorted(cards)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(POOL_28), min_size=11, max_size=11, unique=True))
def test_eleven_card_discard_is_the_best_of_the_eleven_removals(cards):
    result = deadwood(cards)
    removals = [deadwood([c for c in cards if c != out]).deadwood for out in cards]
    assert result.deadwood == min(removals)
    assert deadwood([c for c in cards if c != str(result.discard)]).deadwood == result.deadwood
