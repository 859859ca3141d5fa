"""Malilla's own statistics, counted by hand from a short game (Ann deals first; Ann & Cid against Bob &
Dee; 70 points a deal, by default)."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.malilla.test_rules import GAME, play, result, start, turn


def test_card_points_deals_capotes_and_the_dealers_bonus_counted_by_hand():
    match = start()
    # Deal 1, Ann deals and turns 7H: a bonus of 5. Ann & Cid take 40, Bob & Dee 30: Ann & Cid win it.
    match = play(match, turn("7H"), result(0, 40))
    # Deal 2, Bob misdeals: the cards pass to Cid, nothing dealt.
    match = play(match, ("misdeal", {}))
    # Deal 3, Cid deals and turns 5D: no bonus. 35 each: nobody wins it.
    match = play(match, turn("5D"), result(1, 35))
    # Deal 4, Dee deals and turns KS: a bonus of 3. Bob & Dee take all ten tricks: a capote, 35, the game.
    match = play(match, turn("KS"), ("result", {"all_tricks": 1}))
    assert match.winners == (1,) and match.totals == (10, 38)
    ann, bob, cid, dee = GAME.tallies(match)
    # Ann & Cid: 40 + 35 + 0 in 3 deals, one won; Ann's bonus 5 in one deal, Cid's 0 in one.
    assert (ann["points"], ann["deals_won"], ann["capotes"]) == (Count(75, 3), Count(1, 3), Count(0, 3))
    assert (ann["bonus"], cid["bonus"]) == (Count(5, 1), Count(0, 1))
    assert (cid["points"], cid["deals_won"]) == (Count(75, 3), Count(1, 3))
    # Bob & Dee: 30 + 35 + 70 in 3 deals, one won, a capote; Bob dealt none (his misdeal), Dee's bonus 3.
    assert (bob["points"], bob["deals_won"], bob["capotes"]) == (Count(135, 3), Count(1, 3), Count(1, 3))
    assert (bob["bonus"], dee["bonus"]) == (Count(0, 0), Count(3, 1))
    result_ = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["capotes"] for s in result_.seats] == [Count(0, 3), Count(1, 3), Count(0, 3), Count(1, 3)]


def test_a_foul_counts_the_dealers_bonus_and_no_card_points():
    # Ann turns 7H (bonus 5), then Ann & Cid foul: the deal has no card points.
    ann, bob, _cid, _dee = GAME.tallies(play(start(), turn("7H"), ("foul", {"side": 0})))
    assert (ann["bonus"], ann["points"], ann["deals_won"]) == (Count(5, 1), Count(), Count())
    assert bob["points"] == Count()
