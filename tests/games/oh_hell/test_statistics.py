"""Oh Hell!'s own statistics, counted by hand from a short game."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.oh_hell.test_rules import RULES, play_hand, start


def test_bids_made_over_and_under_counted_by_hand():
    state = start(players=3, sequence="up_down")
    # Hand 1 (one card): bids 0 1 1, tricks 0 1 0 -> Ann made, Bob made, Cid under.
    state = play_hand(state, [0, 1, 1], [0, 1, 0])
    # Hand 2 (two cards): bids 1 0 0, tricks 2 0 0 -> Ann over, Bob made, Cid made.
    state = play_hand(state, [1, 0, 0], [2, 0, 0])
    ann, bob, cid = RULES.tallies(state)
    assert (ann["bids_made"], ann["over"], ann["under"]) == (Count(1, 2), Count(1, 2), Count(0, 2))
    assert (bob["bids_made"], bob["over"], bob["under"]) == (Count(2, 2), Count(0, 2), Count(0, 2))
    assert (cid["bids_made"], cid["over"], cid["under"]) == (Count(1, 2), Count(0, 2), Count(1, 2))
    # The result every game has, with these counts in each seat's tally.
    result = game_result(RULES, state.setup, state, RULES.score_sheet(state))
    assert [s.tally["bids_made"] for s in result.seats] == [Count(1, 2), Count(2, 2), Count(1, 2)]
    assert len(result.progress) == 2 and result.progress[-1] == RULES.score_sheet(state).totals
