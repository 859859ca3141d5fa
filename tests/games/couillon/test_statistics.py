"""Couillon's own statistics, counted by hand from a short game (Ann & Cid, side 0, against Bob & Dee)."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.couillon.test_rules import GAME, deals, play, start, won


def test_trumps_accepted_and_deals_won_counted_by_hand():
    # Deal 1: Ann accepts, Ann & Cid win. Deal 2: Bob accepts, a tie (won by no one). Deal 3: Cid accepts,
    # Bob & Dee win (doubled).
    match = deals(start(), (0, 0), (1, "tie"), (2, 1))
    # Deal 4: all four decline, the bottom card makes clubs; Ann & Cid win.
    match = play(match, ("contract", {"taker": "none", "trump": "C"}), won(0))
    ann, bob, cid, dee = GAME.tallies(match)
    # Ann: accepted 1 of 4 deals and won it; her side won deals 1 and 4.
    assert (ann["accepts"], ann["accepted_won"], ann["deals_won"]) == (Count(1, 4), Count(1, 1), Count(2, 4))
    # Bob: accepted deal 2, a tie: not won; his side won deal 3.
    assert (bob["accepts"], bob["accepted_won"], bob["deals_won"]) == (Count(1, 4), Count(0, 1), Count(1, 4))
    # Cid: accepted deal 3 and lost it.
    assert (cid["accepts"], cid["accepted_won"], cid["deals_won"]) == (Count(1, 4), Count(0, 1), Count(2, 4))
    # Dee never accepted.
    assert (dee["accepts"], dee["accepted_won"], dee["deals_won"]) == (Count(0, 4), Count(0, 0), Count(1, 4))
    result = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["accepted_won"] for s in result.seats] == [Count(1, 1), Count(0, 1), Count(0, 1), Count()]
