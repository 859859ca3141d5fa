"""Gin Rummy's own statistics, counted by hand from short games."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.gin_rummy.test_rules import FOUR, RULES, THREE, cancel, counts, start


def test_knocks_gins_and_undercuts_counted_by_hand():
    state = start(players=THREE, first_dealer=2)
    # Hand 1, Cid deals: Ann knocks with 7, Bob has 20: Ann's knock scores. Bob lost: he deals.
    state = counts(state, 0, 7, 20)
    # Hand 2, Bob deals: Ann knocks with 9, Cid has 5: Cid undercuts. Ann lost: she deals.
    state = counts(state, 0, 9, 5)
    # Hand 3, cancelled (counts for no one); Ann deals again.
    state = cancel(state)
    # Hand 4, Ann deals: Cid goes gin, Bob has 30. Bob deals.
    state = counts(state, 2, 0, 30)
    # Hand 5, Bob deals: Ann knocks with 3, Cid has 3: equal counts are an undercut.
    state = counts(state, 0, 3, 3)
    ann, bob, cid = RULES.tallies(state)
    # Ann knocked 3 times, one scored; no gin in her 3 hands; she never defended.
    assert (ann["knocks"], ann["gins"], ann["undercuts"]) == (Count(1, 3), Count(0, 3), Count(0, 0))
    # Bob defended twice (hands 1 and 4), undercut neither.
    assert (bob["knocks"], bob["gins"], bob["undercuts"]) == (Count(0, 0), Count(0, 2), Count(0, 2))
    # Cid knocked once (gin), and undercut Ann both times he defended.
    assert (cid["knocks"], cid["gins"], cid["undercuts"]) == (Count(1, 1), Count(1, 3), Count(2, 2))


def test_partners_count_their_own_hands():
    state = start(players=FOUR, first_dealer=0)
    # Deal 1: Ann v Bob, Ann goes gin; Cid v Dee, Dee knocks with 8 and Cid undercuts with 4.
    state = counts(counts(state, 0, 0, 12), 3, 8, 4)
    ann, bob, cid, dee = RULES.tallies(state)
    assert (ann["knocks"], ann["gins"]) == (Count(1, 1), Count(1, 1))
    assert (bob["gins"], bob["undercuts"]) == (Count(0, 1), Count(0, 1))
    assert (cid["knocks"], cid["undercuts"]) == (Count(0, 0), Count(1, 1))
    assert (dee["knocks"], dee["undercuts"]) == (Count(0, 1), Count(0, 0))
    result = game_result(RULES, state.setup, state, RULES.score_sheet(state))
    assert [s.tally["gins"] for s in result.seats] == [Count(1, 1), Count(0, 1), Count(0, 1), Count(0, 1)]
