"""Cribbage's own statistics, counted by hand from a short game."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.cribbage.test_rules import BOB, RULES, at_58_and_59, dealt, plays, quick_deal


def test_hands_cribs_and_pegging_counted_by_hand():
    # Deal 1, Ann's crib: pegging 10 each; Bob's hand 20, Ann's 20, Ann's crib 28.
    # Deal 2, Bob's crib: pegging Ann 0, Bob 9; Ann's hand 0, Bob's 20, Bob's crib 0.
    # Deal 3, Ann's crib (start card 4D): Bob 7S, Ann 8H fifteen for 2 (60), Bob 8S a pair for 2: Bob 61
    # wins in the play, before any hand is shown.
    state = plays(at_58_and_59(), "7S", "8H", "8S")
    assert RULES.score_sheet(state).totals == (60, 61) and state.is_over
    ann, bob = RULES.tallies(state)
    # Ann: hands 20 + 0 in 2, one crib of 28, pegging 10 + 0 + 2 in 3 deals.
    assert (ann["hand"], ann["crib"], ann["pegging"]) == (Count(20, 2), Count(28, 1), Count(12, 3))
    # Bob: hands 20 + 20 in 2, one crib of 0, pegging 10 + 9 + 2 in 3 deals.
    assert (bob["hand"], bob["crib"], bob["pegging"]) == (Count(40, 2), Count(0, 1), Count(21, 3))
    result = game_result(RULES, state.setup, state, RULES.score_sheet(state))
    assert [s.tally["crib"] for s in result.seats] == [Count(28, 1), Count(0, 1)]
    assert [s.won for s in result.seats] == [False, True]


def test_three_for_last_and_his_heels_are_not_pegging():
    # Bob deals, a jack turned: Ann pegs 3 for last, Bob 2 for his heels; the play entered as 4 points each;
    # Ann's hand 5, Bob's 6, his crib 7.                                   Ann 3 + 4 + 5, Bob 2 + 4 + 6 + 7
    state = quick_deal(dealt(dealer=BOB, starter="JD"), [4, 4], 5, 6, 7)
    assert RULES.score_sheet(state).totals == (12, 19)
    ann, bob = RULES.tallies(state)
    assert (ann["hand"], ann["crib"], ann["pegging"]) == (Count(5, 1), Count(), Count(4, 1))
    assert (bob["hand"], bob["crib"], bob["pegging"]) == (Count(6, 1), Count(7, 1), Count(4, 1))
