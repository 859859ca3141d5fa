"""Bacon's own statistics, counted by hand from a short game."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.bacon.test_rules import GAME, picked, play, start, tricks


def counts(tally) -> tuple[Count, ...]:
    return tally["made"], tally["loners_made"], tally["defended"]


def test_pick_ups_loners_and_defences_counted_by_hand():
    # Ann & Cid against Bob & Dee. Deal 1: Bob picks up, his side takes 3: made.
    # Deal 2: Cid picks up alone and takes all 5: a loner made.
    # Deal 3: Dee picks up alone and takes 2: Ann & Cid, defending, take 3.
    # Deal 4: Ann picks up, her side takes 4: made.
    match = play(start(), picked(1), tricks(3), picked(2, alone=True), tricks(5))
    match = play(match, picked(3, alone=True), tricks(2), picked(0), tricks(4))
    assert match.totals == (4 + 2 + 1, 1)  # Ann & Cid: the loner 4, defending 2, then 1
    ann, bob, cid, dee = GAME.tallies(match)
    # Ann: 1 of 1 pick-ups made, no loner; her side defended deals 1 and 3 and won deal 3: 1 of 2.
    assert counts(ann) == (Count(1, 1), Count(0, 0), Count(1, 2))
    # Bob: 1 of 1 made; his side defended deals 2 and 4 and won neither.
    assert counts(bob) == (Count(1, 1), Count(0, 0), Count(0, 2))
    # Cid: his loner made.
    assert counts(cid) == (Count(1, 1), Count(1, 1), Count(1, 2))
    # Dee: her loner beaten.
    assert counts(dee) == (Count(0, 1), Count(0, 1), Count(0, 2))
    result = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [counts(seat.tally) for seat in result.seats] == [counts(t) for t in (ann, bob, cid, dee)]


def test_a_vetoed_loner_is_no_loner():
    # Bob picks up alone, Dee vetoes the loner: Bob & Dee play together and take 4.
    match = play(start(), picked(1, alone=True), ("veto_alone", {}), tricks(4))
    bob = GAME.tallies(match)[1]
    assert (bob["made"], bob["loners_made"]) == (Count(1, 1), Count(0, 0))
