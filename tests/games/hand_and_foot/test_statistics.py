"""Hand and Foot's own statistics, counted by hand from a short game."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.hand_and_foot.test_rules import GAME, play, result, start


def counts(tally) -> tuple[Count, ...]:
    return tally["went_out"], tally["piles"], tally["penalties"]


def test_going_out_piles_and_penalties_counted_by_hand():
    # Hand 1: Dee pulls exactly 22 (a bonus, not a penalty); Bob draws from the discards wrongly (a
    # penalty); Ann goes out. Piles: Ann & Cid 2 clean + 2 dirty + 1 wild = 5, Bob & Dee 1 clean.
    match = play(
        start(), ("exact_deal", {"player": 3}), ("penalty", {"player": 1, "penalty": "bad_discard_draw"})
    )
    match = play(match, result())
    # Hand 2: nobody goes out; Ann & Cid 2 clean + 2 dirty = 4, Bob & Dee 1 clean.
    match = play(match, result(went_out="", feet=None, permission=None, wild=[0, 0]))
    ann, bob, cid, dee = GAME.tallies(match)
    # Ann out in 1 of 2 hands; her side 5 + 4 = 9 piles over 2 hands.
    assert counts(ann) == (Count(1, 2), Count(9, 2), Count(0, 2))
    # Bob: 1 + 1 = 2 piles; his one penalty.
    assert counts(bob) == (Count(0, 2), Count(2, 2), Count(1, 2))
    assert counts(cid) == (Count(0, 2), Count(9, 2), Count(0, 2))
    assert counts(dee) == (Count(0, 2), Count(2, 2), Count(0, 2))
    summary = game_result(GAME, match.setup, match, GAME.score_sheet(match))
    assert [counts(seat.tally) for seat in summary.seats] == [counts(t) for t in (ann, bob, cid, dee)]
