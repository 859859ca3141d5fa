"""Six-card Golf's own statistics, counted by hand from a short game."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.golf.test_rules import FILLER, RULES, play, start


def counts(tally) -> tuple[Count, ...]:
    return tally["best_rounds"], tally["paired_columns"]


def test_best_rounds_and_paired_columns_counted_by_hand():
    # Round 1, cards entered (columns are card i over card i + 3):
    #   Ann  KS 5H 9C / KH 5D 2C: K-K pair, 5-5 pair, 9 + 2 = 11 -> 11, 2 pairs;
    #   Bob  2S 3S 4S / 5S 6S 7S: 7 + 9 + 11 = 27, no pair;
    #   Cid  QH JD 8H / QC JS 8D: three pairs -> 0, the best round.
    state = play(start(), cards=["KS 5H 9C KH 5D 2C", FILLER[0], "QH JD 8H QC JS 8D"])
    assert state.played[0].facts["player_points"] == [11, 27, 0]
    # Round 2, scores entered: 5, 5, 9 -> Ann and Bob share the best; no columns known.
    state = play(state, scores=[5, 5, 9])
    ann, bob, cid = RULES.tallies(state)
    assert counts(ann) == (Count(1, 2), Count(2, 3))
    assert counts(bob) == (Count(1, 2), Count(0, 3))
    assert counts(cid) == (Count(1, 2), Count(3, 3))
    result = game_result(RULES, state.setup, state, RULES.score_sheet(state))
    assert [counts(seat.tally) for seat in result.seats] == [counts(t) for t in (ann, bob, cid)]


def test_two_jokers_pair_only_when_they_score_zero():
    # Two jokers in a column are a pair by default (0), not with minus_four (−4: −2 each).
    layouts = ["JK 3S 4S JK 6S 7S", *FILLER[1:3]]
    zero = play(start(jokers_per_deck=2), cards=layouts)
    minus_four = play(start(jokers_per_deck=2, joker_pair="minus_four"), cards=layouts)
    assert zero.played[0].facts["paired_columns"] == [1, 0, 0]
    assert minus_four.played[0].facts["paired_columns"] == [0, 0, 0]
