"""Twenty-Nine's own statistics, counted by hand from a short game (Ann deals first; Ann & Cid against
Bob & Dee)."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.twenty_nine.test_rules import GAME, call, contract, play, start


def result(points):
    return ("result", {"points": points})


def test_bids_made_by_height_counted_by_hand():
    match = start()
    # Deal 1, Ann deals: Bob's contract 18, Bob & Dee take 18: made.
    match = play(match, contract(1, 18), result(18))
    # Deal 2, Bob deals: Cid's contract 21, Ann & Cid take 20: down.
    match = play(match, contract(2, 21), result(20))
    # Deal 3, Cid deals: Bob's contract 24; Dee, his partner, shows the royals: 20 to make; they take 22:
    # made (the bid of 24 counts at its height, made against the contract of 20).
    match = play(match, contract(1, 24), ("reveal", {"suit": "S", "trick": 2}), ("royals", {"player": 3}))
    match = play(match, result(22))
    # Deal 4, Dee deals: Ann, Bob and Cid pass, Dee must bid 15; Bob & Dee take 10: down.
    match = play(match, call(0, "pass"), call(1, "pass"), call(2, "pass"), call(3, 15), result(10))
    assert match.totals == (-1, 1)
    ann, bob, cid, dee = GAME.tallies(match)
    assert ann == {key: Count() for key in ann}
    # Bob: 2 bids, both made, one of 15–19 and one of 24–28; average bid (18 + 24) / 2.
    assert (bob["made"], bob["made_15_19"], bob["made_20_23"], bob["made_24_28"]) == (
        Count(2, 2),
        Count(1, 1),
        Count(0, 0),
        Count(1, 1),
    )
    assert bob["bid"] == Count(42, 2)
    # Cid: one bid of 21, down. Dee: the forced 15, down.
    assert (cid["made"], cid["made_20_23"], cid["bid"]) == (Count(0, 1), Count(0, 1), Count(21, 1))
    assert (dee["made"], dee["made_15_19"], dee["bid"]) == (Count(0, 1), Count(0, 1), Count(15, 1))
    summary = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["made"] for s in summary.seats] == [Count(), Count(2, 2), Count(0, 1), Count(0, 1)]
