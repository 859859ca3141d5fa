"""Belote's own statistics, counted by hand from a short game."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.belote.test_rules import ANN, ANN_CID, BOB, CID, DEE, GAME, apply, deal, start


def test_contracts_made_dedans_and_belote_counted_by_hand():
    match = start(tie_deal="litige")
    # Deal 1: Ann takes, holds belote-rebelote, her team 100 of 162: made.
    match = deal(match, taker=ANN, belote=ANN, points=100)
    # Deal 2: Bob takes, his team 60: dedans.
    match = deal(match, taker=BOB, points=60)
    # Deal 3: all pass twice: thrown in, not played.
    match = apply(match, "all_passed")
    # Deal 4: Ann takes and her team takes every trick: a capot, made.
    match = deal(match, taker=ANN, all_tricks=ANN_CID)
    # Deal 5: Cid takes, Dee holds belote-rebelote, 81 each: litige, neither made nor dedans.
    match = deal(match, taker=CID, belote=DEE, points=81)
    ann, bob, cid, dee = GAME.tallies(match)
    # Ann took twice and made both; belote once in the 4 deals played.
    assert (ann["made"], ann["dedans"], ann["belote"]) == (Count(2, 2), Count(0, 2), Count(1, 4))
    assert (bob["made"], bob["dedans"], bob["belote"]) == (Count(0, 1), Count(1, 1), Count(0, 4))
    assert (cid["made"], cid["dedans"], cid["belote"]) == (Count(0, 1), Count(0, 1), Count(0, 4))
    # Dee never took: no contracts, a percentage of none.
    assert (dee["made"], dee["dedans"], dee["belote"]) == (Count(0, 0), Count(0, 0), Count(1, 4))
    result = game_result(GAME, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["made"] for s in result.seats] == [Count(2, 2), Count(0, 1), Count(0, 1), Count(0, 0)]
