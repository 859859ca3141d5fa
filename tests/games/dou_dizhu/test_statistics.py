"""Dou Dizhu's own statistics, counted by hand from a short game (Ann deals first)."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.dou_dizhu.test_rules import BOMB, GAME, ROCKET, call, contract, out, play, start


def test_landlord_and_peasant_wins_and_bombs_counted_by_hand():
    match = start()
    # Deal 1: Ann is landlord on 2, a bomb and the rocket are played, Ann goes out first: Ann wins.
    match = play(match, contract(0, 2), BOMB, ROCKET, out(0))
    # Deal 2: all three pass: thrown in, not played.
    match = play(match, call(1, "pass"), call(2, "pass"), call(0, "pass"))
    # Deal 3: Bob is landlord on 3, no doubling, Cid goes out first: the peasants (Ann, Cid) win.
    match = play(match, contract(1, 3), out(2))
    # Deal 4: Ann is landlord on 1, two bombs counted at the end, Bob goes out first: the peasants win.
    match = play(match, contract(0, 1), out(1, bombs=2))
    ann, bob, cid = GAME.tallies(match)
    # 3 deals played, 2 + 0 + 2 bombs and rockets in them.
    assert [mine["bombs"] for mine in (ann, bob, cid)] == [Count(4, 3)] * 3
    # Ann: landlord twice of 3, won once; a peasant once (deal 3), her side won.
    assert (ann["landlord"], ann["landlord_won"], ann["peasant_won"]) == (
        Count(2, 3),
        Count(1, 2),
        Count(1, 1),
    )
    # Bob: landlord once, lost; a peasant twice, lost deal 1, won deal 4.
    assert (bob["landlord"], bob["landlord_won"], bob["peasant_won"]) == (
        Count(1, 3),
        Count(0, 1),
        Count(1, 2),
    )
    # Cid: never landlord; a peasant 3 times, won deals 3 and 4.
    assert (cid["landlord"], cid["landlord_won"], cid["peasant_won"]) == (
        Count(0, 3),
        Count(0, 0),
        Count(2, 3),
    )
    result = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["landlord_won"] for s in result.seats] == [Count(1, 2), Count(0, 1), Count(0, 0)]
