"""Gin rummy knocking and lay-offs, checked against rules/gin-rummy.txt."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.games.gin_rummy.knock import can_knock, lay_offs
from scorekeeper.games.gin_rummy.melds import arrange
from scorekeeper.games.gin_rummy.score import hand_result
from tests.games.gin_rummy.hands import KNOCKER_10, KNOCKER_GIN, OVER_THE_LIMIT, is_meld

# --- Knocking -------------------------------------------------------------------------------------


def test_knock_with_ten_deadwood_but_not_eleven():
    assert can_knock(KNOCKER_10) == (True, "You can knock with 10 deadwood (at most 10 allowed).")
    # A-4H and 7-10C melded, 5D + 6D = 11 unmatched: one too many
    ok, reason = can_knock(OVER_THE_LIMIT)
    assert not ok
    assert reason == "The least deadwood is 11, more than the 10 allowed to knock."


def test_knock_after_drawing_names_the_discard():
    # 11 cards: throw the 10D, keep 5S: deadwood 5
    assert can_knock(KNOCKER_10 + " 5S") == (
        True,
        "You can knock with 5 deadwood, discarding 10D (at most 10 allowed).",
    )


def test_knocking_with_no_deadwood_is_gin():
    assert can_knock(KNOCKER_GIN) == (True, "You can go gin.")


@pytest.mark.parametrize(
    ("upcard", "limit_reached"),
    [("7H", False), ("10H", True), ("QD", True)],  # "Pictures denote 10 as usual."
)
def test_oklahoma_upcard_sets_the_knock_limit(upcard, limit_reached):
    # "if a seven is turned up, in order to knock you must reduce your count to 7 or fewer": 10 > 7
    assert can_knock(KNOCKER_10, oklahoma_upcard=upcard)[0] is limit_reached


def test_oklahoma_seven_upcard_allows_seven():
    # 7D unmatched: 7 <= 7
    assert can_knock("AH 2H 3H 4S 4D 4C 7C 8C 9C 7D", oklahoma_upcard="7H")[0]


def test_oklahoma_ace_upcard_means_one_or_only_gin():
    hand = "AH 2H 3H 4S 4D 4C 7C 8C 9C AD"  # AD unmatched: 1
    assert can_knock(hand, oklahoma_upcard="AS")[0]
    # "Some play that if an ace is turned up you may only knock if you can go gin."
    assert can_knock(hand, oklahoma_upcard="AS", ace_means_gin=True) == (
        False,
        "Only gin allows a knock, and the least deadwood is 1.",
    )
    assert can_knock(KNOCKER_GIN, oklahoma_upcard="AS", ace_means_gin=True)[0]


# --- Lay-offs -------------------------------------------------------------------------------------


def test_lay_off_the_fourth_card_of_a_set():
    # "by adding a fourth card of the same rank to a group of three": 7C goes, KS (10) stays
    result = lay_offs([["7S", "7D", "7H"]], ["7C", "KS"])
    assert [lay.as_dict() for lay in result.lay_offs] == [{"cards": ["7C"], "meld": 0}]
    assert result.deadwood == 10


def test_lay_off_consecutive_cards_on_either_end_of_a_run():
    # "further consecutive cards of the same suit to either end of a sequence": 3H 4H below, 8H 9H above
    result = lay_offs([["5H", "6H", "7H"]], ["3H", "4H", "8H", "9H", "10S"])
    assert sorted(lay.as_dict()["cards"] for lay in result.lay_offs) == [["3H", "4H"], ["8H", "9H"]]
    assert result.deadwood == 10


def test_no_lay_off_on_the_knockers_deadwood():
    # "if the knocker has a pair of twos as deadwood and the opponent has a third two, this cannot be laid
    # off". Knocker: 5-8H, three kings, 2S 2D AC unmatched (5). Defender lays off 9H only: 2C + 3D + 5D +
    # 7S + 9S + JC + QC + 10D + 4S = 60; the knocker scores 60 - 5 = 55.
    result = hand_result("5H 6H 7H 8H KS KD KC 2S 2D AC", "2C 9H 3D 5D 7S 9S JC QC 10D 4S")
    assert "2C" in result.as_dict()["defender"]["unmatched"]
    assert result.as_dict()["defender"]["lay_offs"] == [{"cards": ["9H"], "meld": 0}]
    assert (result.winner, result.points) == ("knocker", 55)


def test_defender_melds_and_lays_off_together_for_least_deadwood():
    # four 8s and the 9H against 5-6-7H: keeping the four 8s leaves 9H (9); melding 8S 8D 8C and laying off
    # 8H then 9H leaves nothing
    result = lay_offs([["5H", "6H", "7H"]], ["8H", "8S", "8D", "8C", "9H"])
    assert result.deadwood == 0
    assert result.as_dict()["lay_offs"] == [{"cards": ["8H", "9H"], "meld": 0}]


def test_no_lay_offs_against_gin():
    # "If a player goes gin, the opponent is not allowed to lay off any cards." (melds hold all 10 cards)
    result = lay_offs([["AH", "2H", "3H"], ["4S", "4D", "4C"], ["7C", "8C", "9C", "10C"]], ["JC", "4H"])
    assert result.lay_offs == ()
    assert result.deadwood == 14


POOL_28 = [r + s for r in ["A", "2", "3", "4", "5", "6", "7"] for s in "SHDC"]


@settings(max_examples=100, deadline=None)
@given(st.permutations(POOL_28).map(lambda d: (d[:10], d[10:20])))
def test_lay_offs_only_extend_knocker_melds_and_never_raise_deadwood(hands):
    knocker, defender = hands
    melds = [list(map(str, m)) for m in arrange(knocker).melds]
    result = lay_offs(melds, defender)
    assert result.deadwood <= arrange(defender).deadwood
    extended = {i: list(m) for i, m in enumerate(melds)}
    for lay in result.lay_offs:
        extended[lay.meld] += map(str, lay.cards)
    assert all(is_meld(m) for m in extended.values())
