"""Briscola's own statistics, counted by hand from short games."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.briscola.test_rules import GAME, each, play, points, start


def test_card_points_and_deals_won_counted_by_hand_with_a_tie_breaker():
    # Deal 1: Ann 60, Bob 60 (level: won by no one). Deal 2: Ann 50, Bob 70. Totals 110 and 130: Bob wins.
    match = play(start(2), points(60), points(50))
    assert match.is_over
    ann, bob = GAME.tallies(match)
    assert (ann["points"], ann["deals_won"]) == (Count(110, 2), Count(0, 2))
    assert (bob["points"], bob["deals_won"]) == (Count(130, 2), Count(1, 2))
    # Level at 120 each after 2 deals (Ann 70 then 50): a tie-breaker deal, Ann 80: it counts like any deal.
    match = play(start(2), points(70), points(50), points(80))
    ann, bob = GAME.tallies(match)
    assert (ann["points"], ann["deals_won"]) == (Count(200, 3), Count(2, 3))
    assert (bob["points"], bob["deals_won"]) == (Count(160, 3), Count(1, 3))


def test_three_players_and_partners_sharing_a_pile():
    # Three: 50 40 30, 20 50 50 (Bob and Cid level at the top: no one), 40 40 40 (no one).
    ann, bob, cid = GAME.tallies(play(start(3), each(50, 40, 30), each(20, 50, 50), each(40, 40, 40)))
    assert (ann["points"], ann["deals_won"]) == (Count(110, 3), Count(1, 3))
    assert (bob["points"], bob["deals_won"]) == (Count(130, 3), Count(0, 3))
    assert (cid["points"], cid["deals_won"]) == (Count(120, 3), Count(0, 3))
    # Four: Ann & Cid 75 then 45, Bob & Dee 45 then 75 (level: a tie-breaker is still to come); each
    # partner counts the side's points.
    match = play(start(4), points(75), points(45))
    tallies = GAME.tallies(match)
    assert [t["points"] for t in tallies] == [Count(120, 2)] * 4
    assert [t["deals_won"] for t in tallies] == [Count(1, 2)] * 4
    result = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["deals_won"] for s in result.seats] == [Count(1, 2)] * 4
