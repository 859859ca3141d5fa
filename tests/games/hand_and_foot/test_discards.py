"""Hand and Foot: may I take the discard pile? (games.hand_and_foot.discards), each test quoting the
sentence of hand-and-foot.txt it checks; the opening value is held against a brute force by hypothesis."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.families.tools import ToolError
from scorekeeper.games.hand_and_foot.discards import may_take_pile
from scorekeeper.games.hand_and_foot.melds import hand_and_foot_meld
from scorekeeper.tools import run_tool


def test_a_black_three_on_top_never():
    # "Because black 3s cannot be melded, a player may never draw from the discard pile if the upcard is a
    # black 3."
    answer = may_take_pile("3S", "3C 3S 8H", opened=True)
    assert not answer.may_take and "black 3" in answer.said and "costs 50" in answer.said


@pytest.mark.parametrize(
    ("top", "hand", "meld"),
    [
        ("8H", "8S 8D 5C", ("8S", "8D")),  # two of its rank
        ("8H", "8S 2D 5C", ("8S", "2D")),  # one of its rank and one wild card: a meld of three
        ("8H", "8S JK 2D", ("8S", "2D")),  # the cheaper wild card is named
        ("JK", "JK JK 2C", ("JK", "JK")),
        ("2H", "2S 2D JK", ("2S", "2D")),
    ],
)
def test_the_top_card_melded_with_two_of_the_hand(top, hand, meld):
    # "the player must be able to immediately meld the top card of the discard pile with two cards from
    # their hand"
    answer = may_take_pile(top, hand, opened=True)
    assert answer.may_take and answer.meld == meld
    hand_and_foot_meld([top, *meld])  # a legal meld indeed


@pytest.mark.parametrize(
    ("top", "hand", "needs"),
    [
        ("8H", "2S 2D 5C", "two 8s from the hand, or one 8 and one wild card"),  # two wilds in three: no
        ("8H", "8S 5C 5D", "two 8s"),
        # "if there is a joker on the discard pile, you need two other jokers to draw from it, you cannot
        # substitute twos for the jokers"
        ("JK", "JK 2D 2C", "two other jokers"),
        ("2C", "JK JK 2D", "two other 2s"),
    ],
)
def test_not_without_the_two_cards(top, hand, needs):
    answer = may_take_pile(top, hand, opened=True)
    assert not answer.may_take and needs in answer.said
    # "Attempting to draw from the discard pile when unable to use the upcard: –50 points."
    assert answer.said.endswith("Taking it anyway costs 50.")


def test_a_sides_first_meld_must_reach_the_rounds_minimum():
    # "If this is the partnership's first meld for the hand, additional cards from the hand may be melded
    # alongside it in order to satisfy the opening-meld requirement." First round: 50 points.
    alone = may_take_pile("8H", "8S 8D 5C", opened=False, round_number=1)
    assert not alone.may_take and (alone.opening, alone.minimum) == (30, 50)  # three 8s: 30
    assert "short of the round's minimum of 50" in alone.said
    helped = may_take_pile("8H", "8S 8D KC KS KD", opened=False, round_number=1)
    assert helped.may_take and helped.opening == 60  # three 8s and three kings
    # Second round: 90, which the same hand does not reach; a wild card added to the 8s does.
    assert not may_take_pile("8H", "8S 8D KC KS KD", opened=False, round_number=2).may_take
    assert may_take_pile("8H", "8S 8D KC KS KD JK", opened=False, round_number=2).opening == 110
    # Once the side has melded, the minimum no longer applies ("not subject to the minimums").
    assert may_take_pile("8H", "8S 8D 5C", opened=True).may_take


def test_wild_cards_left_over_make_a_meld_of_their_own():
    # "A player can also make a meld that consists of all wild cards": 2H on top, 2S 2D JK in hand, and
    # three aces: 20 x 3 + 50 + 60 = 170 against the fourth round's 150.
    answer = may_take_pile("2H", "2S 2D JK AS AD AC", opened=False, round_number=4)
    assert answer.may_take and answer.opening == 170


def test_red_threes_are_never_on_the_pile_nor_held():
    with pytest.raises(RuleError, match="never on the discard pile"):
        may_take_pile("3H", "8S 8D", opened=True)
    with pytest.raises(RuleError, match="red 3s are laid out"):
        may_take_pile("8H", "8S 8D 3D", opened=True)


def test_the_calculator_page_and_api():
    answer = run_tool("hand-and-foot/pile", {"top": "KS", "hand": "KH 2C 5D", "opened": "true"})
    assert answer["may_take"] is True and answer["meld"] == ["KH", "2C"]
    assert answer["said"] == "Yes: meld K♠ with K♥ and 2♣."
    first = run_tool("hand-and-foot/pile", {"top": "KS", "hand": ["KH", "KD"], "round": "3"})
    assert first["may_take"] is False and (first["opening"], first["minimum"]) == (30, 120)
    with pytest.raises(ToolError, match="one card"):
        run_tool("hand-and-foot/pile", {"top": "KS KD", "hand": "KH KC"})


# --- The opening value against a brute force --------------------------------------------------------------

HAND_CARDS = ("AS", "AH", "AD", "KS", "KH", "KD", "KC", "9S", "9H", "5S", "5H", "2S", "2H", "JK", "JK", "3C")


def _brute_best(top: str, hand: list[str]) -> int:
    """Every way of making legal melds of the top card and some of the hand (one incomplete meld a rank),
    the top card in one of them (of wild cards only when it is wild): the most they are worth."""
    best = 0
    wild_top = top == "JK" or top.startswith("2")

    def search(left: list[str], melds: list, top_meld) -> None:
        nonlocal best
        ranks = [m.rank for m in melds if m.rank is not None and m.kind.value == "meld"]
        if len(ranks) != len(set(ranks)):
            return
        if top_meld is not None and (top_meld.rank is None or not wild_top):
            best = max(best, sum(m.value for m in melds))
        if not left:
            return
        first, rest = left[0], left[1:]
        is_top = top_meld is None and len(left) == len(hand) + 1
        if not is_top:
            search(rest, melds, top_meld)  # the first card left unmelded
        for size in range(2, 7):  # a new meld of the first card and 2 to 6 more
            for others in combinations(range(len(rest)), size):
                try:
                    meld = hand_and_foot_meld([first, *(rest[i] for i in others)])
                except (RuleError, ValueError):
                    continue
                remaining = [c for i, c in enumerate(rest) if i not in others]
                search(remaining, [*melds, meld], meld if is_top else top_meld)

    search([top, *hand], [], None)
    return best


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["AC", "KS", "9C", "5D", "2D", "JK"]),
    st.lists(st.integers(0, len(HAND_CARDS) - 1), unique=True, max_size=7),
)
def test_the_opening_value_is_the_best_melds_can_do(top, picked):
    hand = [HAND_CARDS[i] for i in picked]
    answer = may_take_pile(top, hand, opened=False, round_number=1)
    if answer.meld:
        assert answer.opening == _brute_best(top, hand)
