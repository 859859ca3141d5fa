"""New Eleusis's own statistics, counted by hand from a short game."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.new_eleusis.test_rules import GAME, right, rule, scored_round, wrong


def counts(tally) -> tuple[Count, ...]:
    return tally["right_plays"], tally["true_prophet"], tally["went_out"]


def test_right_cards_true_prophet_and_going_out_counted_by_hand():
    # Round 1 (Ann is God, hands of 6), the scoring test's round: Dee 5H right; Eve 6S wrong; Bob 7D right,
    # then prophet; Cid 8C wrong; Dee 9C 10C right; Eve JH QH KH right; Cid 2S 3S 4S right; Dee 5S 6S 7S
    # right and out. Bob is still prophet at the end: the True Prophet.
    match = scored_round()
    # Round 2 (Bob is God; the ace starter counts out Cid): Cid 7H 8H 9H 10H right, Dee JH wrong, Eve QH
    # right, Ann 2C 3C right, Cid JC QC right and out. No prophet.
    match = GAME.play(match, rule("AS"), right("7H 8H 9H 10H"), wrong("JH"), right("QH"), right("2C 3C"))
    match = GAME.play(match, right("JC QC"))
    assert len(match.played) == 2 and match.played[1].facts["held"][2] == 0
    ann, bob, cid, dee, eve = GAME.tallies(match)
    # Ann (a scientist in round 2 only): 2 of 2 cards right; not prophet, not out, in 1 round.
    assert counts(ann) == (Count(2, 2), Count(0, 1), Count(0, 1))
    # Bob (a scientist in round 1 only): 1 of 1 right; the True Prophet in 1 of 1 rounds.
    assert counts(bob) == (Count(1, 1), Count(1, 1), Count(0, 1))
    # Cid: 3 of 4 right in round 1, 6 of 6 in round 2: 9 of 10; out in round 2.
    assert counts(cid) == (Count(9, 10), Count(0, 2), Count(1, 2))
    # Dee: 6 of 6, then 0 of 1: 6 of 7; out in round 1.
    assert counts(dee) == (Count(6, 7), Count(0, 2), Count(1, 2))
    # Eve: 3 of 4, then 1 of 1: 4 of 5.
    assert counts(eve) == (Count(4, 5), Count(0, 2), Count(0, 2))
    result = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [counts(seat.tally) for seat in result.seats] == [counts(t) for t in (ann, bob, cid, dee, eve)]
