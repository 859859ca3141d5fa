"""Calypso's own statistics, counted by hand from a whole game (Ann ♠ and Cid ♥ against Bob ♦ and Dee ♣)."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.calypso.test_rules import DEAL_1, GAME, LATER, count, play, start


def test_calypsos_cards_built_and_tricks_counted_by_hand():
    match = start()
    assert [t["calypsos"] for t in GAME.tallies(match)] == [Count()] * 4  # nothing counted yet
    # Deal 1: Ann 5 ♠, Bob 3 ♦, Cid 4 ♥, Dee 2 ♣ in progress; Ann & Cid 7 tricks, Bob & Dee 6.
    match = play(match, DEAL_1)
    # Deal 2 is left to the next count. After deal 3 (156 cards): Ann has completed a calypso and has 1 ♠
    # more, Bob 6 ♦; Ann & Cid hold 14 + 4 + 62 = 80 cards (20 tricks: 13 more), Bob & Dee 6 + 2 + 68 = 76
    # (19 tricks: 13 more).
    match = play(match, LATER, count(calypsos=(1, 0, 0, 0), incomplete=(1, 6, 4, 2), won=(62, 68)))
    # After deal 4 (208): Ann 3 ♠ in progress, Bob 8 ♦; Ann & Cid 16 + 4 + 92 = 112 (28 tricks: 8 more),
    # Bob & Dee 8 + 2 + 86 = 96 (24 tricks: 5 more).
    match = play(match, count(calypsos=(1, 0, 0, 0), incomplete=(3, 8, 4, 2), won=(92, 86)))
    assert match.is_over
    ann, bob, cid, dee = GAME.tallies(match)
    # Ann: 1 calypso, 13 + 3 cards built; her side 7 + 13 + 8 = 28 tricks in 4 deals.
    assert (ann["calypsos"], ann["built"], ann["tricks"]) == (Count(1, 1), Count(16, 1), Count(28, 4))
    assert (cid["calypsos"], cid["built"], cid["tricks"]) == (Count(0, 1), Count(4, 1), Count(28, 4))
    # Bob & Dee: 6 + 13 + 5 = 24 tricks.
    assert (bob["calypsos"], bob["built"], bob["tricks"]) == (Count(0, 1), Count(8, 1), Count(24, 4))
    assert (dee["built"], dee["tricks"]) == (Count(2, 1), Count(24, 4))
    result = game_result(GAME, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["built"] for s in result.seats] == [Count(16, 1), Count(8, 1), Count(4, 1), Count(2, 1)]
