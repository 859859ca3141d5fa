"""Hand and Foot melds, piles and hand scores (games.hand_and_foot.melds), per the rules text."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import ACE_HIGH, Card, CardError, Rank, Suit
from scorekeeper.core import RuleError
from scorekeeper.games.card_points import card_value
from scorekeeper.games.hand_and_foot.melds import (
    PileKind,
    check_can_go_out,
    check_opening_melds,
    check_pack_counts,
    check_piles_to_go_out,
    hand_and_foot_meld,
    opening_minimum,
    score_hand_and_foot,
    score_hand_and_foot_counts,
)
from scorekeeper.tools import ToolError, run_tool

# --- Hand and Foot: melds and piles ----------------------------------------------------------------

CLEAN_KINGS = "KS KH KD KC KS KH KD"
DIRTY_QUEENS = "QS QH QD QC QS 2C JK"
WILD_PILE = "2S 2H 2D 2C JK JK JK"


def test_seven_naturals_make_a_clean_pile():
    meld = hand_and_foot_meld(CLEAN_KINGS)
    assert (meld.kind, meld.rank, meld.wilds) == (PileKind.CLEAN, Rank.KING, 0)
    assert (meld.value, meld.bonus) == (70, 500)  # 7 x 10; "Clean piles: 500 points each"


def test_naturals_and_wilds_make_a_dirty_pile():
    meld = hand_and_foot_meld(DIRTY_QUEENS)
    assert meld.kind == PileKind.DIRTY
    assert (meld.value, meld.bonus) == (120, 300)  # 5 x 10 + 20 + 50; "Dirty piles: 300 points each"


def test_wild_cards_only_make_a_wild_pile():
    meld = hand_and_foot_meld(WILD_PILE)
    assert (meld.kind, meld.rank) == (PileKind.WILD, None)
    assert (meld.value, meld.bonus) == (230, 1500)  # 4 x 20 + 3 x 50; "Wild piles: 1500 points each"


@pytest.mark.parametrize(
    "cards", ["AS AH 2C", "AS AH AD 2C", "AS AH AD AC JK", "2S JK 2H", "AS AH AD AC AS 2C JK"]
)
def test_meld_of_three_to_seven_with_allowed_wild_cards(cards):
    meld = hand_and_foot_meld(cards)
    assert meld.kind == (PileKind.DIRTY if len(cards.split()) == 7 else PileKind.MELD)


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("AS AH 2C JK", "A meld of 4 cards may hold at most 1 wild card, not 2"),
        ("AS AH AD 2C JK", "A meld of 5 cards may hold at most 1 wild card, not 2"),
        ("AS AH AD 2C 2S JK", "A meld of 6 cards may hold at most 2 wild cards, not 3"),
        ("AS AH", "at least 3 cards, not 2"),
        ("AS AH AD AC AS AH AD AC", "at most 7 cards, not 8: start a new meld"),
        ("AS AH KD", "one rank: AS and KD differ"),
        ("3S 3C 3S", "3S cannot be melded: black 3s never are"),
        ("3H 3D 3H", "3H cannot be melded: red 3s are laid out as bonuses"),
    ],
)
def test_meld_rules(cards, message):
    with pytest.raises(RuleError, match=message):
        hand_and_foot_meld(cards)


@pytest.mark.parametrize(("round_number", "minimum"), [(1, 50), (2, 90), (3, 120), (4, 150)])
def test_opening_minimum_by_round(round_number, minimum):
    assert opening_minimum(round_number) == minimum


def test_opening_melds_must_reach_the_minimum():
    assert check_opening_melds(["AS AH AD"], 1) == 60  # 3 x 20 >= 50
    assert check_opening_melds(["AS AH AD", "KS KH 2C"], 2) == 100  # 60 + 10 + 10 + 20 >= 90
    with pytest.raises(RuleError, match="round 2 must be worth at least 90 points; these are worth 60"):
        check_opening_melds(["AS AH AD"], 2)
    with pytest.raises(RuleError, match="no round 5"):
        opening_minimum(5)


def test_going_out_needs_two_clean_two_dirty_and_one_wild_pile():
    check_can_go_out([CLEAN_KINGS, CLEAN_KINGS, DIRTY_QUEENS, DIRTY_QUEENS, WILD_PILE, "AS AH AD"])
    with pytest.raises(RuleError, match="you have 2 clean piles, 1 dirty pile and 0 wild piles"):
        check_can_go_out([CLEAN_KINGS, CLEAN_KINGS, DIRTY_QUEENS, "AS AH AD"])


# --- Hand and Foot: the hand's score --------------------------------------------------------------


def test_hand_score_adds_melds_bonuses_and_subtracts_cards_held():
    result = score_hand_and_foot(
        [CLEAN_KINGS, DIRTY_QUEENS, "AS AH AD"],
        red_threes="3H 3D",
        left_in_hand="7S 8S",
        went_out=True,
        exact_deals=1,
        penalties=["bad_discard_draw"],
    )
    # cards 70 + 120 + 60 = 250, clean 500, dirty 300, red 3s 200, going out 100, exact deal 100,
    # held 7S 8S -15, drawing from the discards without using the upcard -50: 1385
    assert result.total == 1385
    assert [(ln.label, ln.points) for ln in result.lines] == [
        ("melded cards", 250),
        ("1 clean pile", 500),
        ("1 dirty pile", 300),
        ("2 red 3s", 200),
        ("going out", 100),
        ("1 exact deal", 100),
        ("cards left in hand", -15),
        ("drawing from the discards without using the upcard", -50),
    ]


def test_hand_score_penalties_for_going_out():
    result = score_hand_and_foot([], penalties=["went_out_after_no", "could_not_go_out"])
    assert result.total == -200  # -100 - 100


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"red_threes": "3S"}, "3S is not a red 3"),
        ({"penalties": ["talking"]}, "Unknown penalty “talking”"),
    ],
)
def test_hand_score_entries_are_checked(kwargs, message):
    with pytest.raises(RuleError, match=message):
        score_hand_and_foot([], **kwargs)


@given(
    rank=st.sampled_from([r for r in ACE_HIGH if r not in (Rank.TWO, Rank.THREE)]),
    size=st.integers(3, 7),
    data=st.data(),
)
def test_meld_value_is_its_cards_values_in_any_order(rank, size, data):
    wilds = data.draw(st.integers(0, 1 if size <= 5 else 2))
    first = data.draw(st.integers(0, 3))
    suits = [list(Suit)[(first + i) % 4] for i in range(size - wilds)]  # at most 2 of a card: 5 packs
    cards = [
        *(str(Card(rank, s)) for s in suits),
        *data.draw(st.lists(st.sampled_from(["2S", "JK"]), min_size=wilds, max_size=wilds)),
    ]
    meld = hand_and_foot_meld(data.draw(st.permutations(cards)))
    assert meld.value == sum(card_value("hand-and-foot", c) for c in cards)
    expected = PileKind.MELD if size < 7 else PileKind.CLEAN if wilds == 0 else PileKind.DIRTY
    assert meld.kind == expected


# --- Hand and Foot: the hand's score from what a table counts -------------------------------------


def test_hand_score_from_counts_matches_the_score_from_cards():
    by_cards = score_hand_and_foot(
        [CLEAN_KINGS, DIRTY_QUEENS, "AS AH AD"], red_threes="3H", left_in_hand="7S"
    )
    by_counts = score_hand_and_foot_counts(
        {PileKind.CLEAN: 1, PileKind.DIRTY: 1}, melded=250, red_threes=1, held=5
    )
    # 250 + 500 + 300 + 100 - 5 = 1145
    assert by_cards.total == by_counts.total == 1145


def test_red_threes_may_count_twice():
    assert score_hand_and_foot_counts({}, melded=0, red_threes=2, red_three_points=200).total == 400


def test_going_out_from_pile_counts_and_what_five_packs_hold():
    check_piles_to_go_out({PileKind.CLEAN: 2, PileKind.DIRTY: 3, PileKind.WILD: 1})
    with pytest.raises(RuleError, match="you have 2 clean piles, 2 dirty piles and 0 wild piles"):
        check_piles_to_go_out({PileKind.CLEAN: 2, PileKind.DIRTY: 2})
    check_pack_counts(10, 4, 2)  # 4 x 7 + 2 = 30 wild cards
    with pytest.raises(RuleError, match="need at least 31 wild cards"):
        check_pack_counts(0, 4, 3)
    with pytest.raises(RuleError, match="hold 10 red 3s, not 11"):
        check_pack_counts(11, 0, 0)


def test_two_incomplete_melds_of_one_rank_are_refused():
    # "Players cannot ... establish two separate incomplete melds of the same rank."
    with pytest.raises(RuleError, match="Two incomplete melds of aces"):
        check_opening_melds(["AS AH AD", "AC AS 2C"], 1)
    # Once a pile is complete, "a new meld of the same rank can be established": 7 x 10 + 30 = 100.
    assert check_opening_melds([CLEAN_KINGS, "KS KH KD"], 2) == 100


def test_a_sides_cards_together_fit_the_five_packs():
    # "five standard 52-card decks": each meld alone may hold five A♠, but a side's melds, red 3s and
    # cards held together cannot hold ten.
    aces = "AS AS AS AS AS AH AD"
    with pytest.raises(CardError, match="AS appears more than 5 times"):
        score_hand_and_foot([aces, aces])
    with pytest.raises(CardError, match="AS appears more than 5 times"):
        score_hand_and_foot([aces], left_in_hand="AS")
    with pytest.raises(CardError, match="AS appears more than 5 times"):
        check_opening_melds(["AS AS AS AS", "AS AS AH AD AC AC AC"], 1)


def test_red_threes_are_never_held():
    # "any red 3s encountered throughout the game are laid down and new cards drawn to replace them"
    with pytest.raises(RuleError, match="3H is not held"):
        score_hand_and_foot(["KS KH KD"], left_in_hand="3H")
    assert score_hand_and_foot(["KS KH KD"], left_in_hand="3S").total == 30 - 5  # a black 3 may be


def test_score_tool_checks_a_sides_cards_together():
    with pytest.raises(ToolError, match="AS appears more than 5 times"):
        run_tool("hand-and-foot/score", {"melded": "AS AS AS AS AS AH AD", "left_in_hand": "AS"})
    with pytest.raises(ToolError, match="3D is not held"):
        run_tool("hand-and-foot/score", {"melded": "KS KH KD", "left_in_hand": "3D"})
