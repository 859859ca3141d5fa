"""Zetema's own statistics, counted by hand from a short game (the declarations recording)."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.zetema.test_declarations import GAME, play, start, zetema


def counts(tally) -> tuple[Count, ...]:
    return tally["zetemas"], tally["meld_points"], tally["marriages"]


def test_zetemas_meld_points_and_marriages_counted_by_hand():
    # Hand 1: Bob melds a sequence (20), discards its 9S, the fifth 9: his zetema of 9s (5). Ann forms the
    # zetema of jacks (20). Bob marries spades and hearts (30 + 10 for the imperial: 40).
    match = play(start(), ("declare", {"seat": 1, "cards": "4H 5S 6D 7C 8H 9S"}))
    match = play(match, ("discard", {"card": "9S", "zetema": "yes"}), zetema(0, "J"))
    match = play(match, ("declare", {"seat": 1, "cards": "KS QS KH QH"}), ("hand_over", {}))
    # Hand 2: Ann forms the zetema of aces (15); the table ends the hand.
    match = play(match, zetema(0, "A"), ("hand_over", {}))
    assert GAME.score_sheet(match).totals == (35, 65)
    ann, bob = GAME.tallies(match)
    # Ann: 2 zetemas in 2 hands, no meld, no marriage. Bob: 1 zetema, 20 meld points, 1 marriage.
    assert counts(ann) == (Count(2, 2), Count(0, 2), Count(0, 2))
    assert counts(bob) == (Count(1, 2), Count(20, 2), Count(1, 2))
    result = game_result(GAME, match.setup, match, GAME.score_sheet(match))
    assert [counts(seat.tally) for seat in result.seats] == [counts(ann), counts(bob)]


def test_partners_each_count_their_own_declarations():
    # Ann and Cid against Bob and Dee: Ann's jacks, Cid's aces, Bob's 7s; then the hand ends.
    match = play(start(4), zetema(0, "J"), zetema(2, "A"), zetema(1, "7"), ("hand_over", {}))
    assert [t["zetemas"] for t in GAME.tallies(match)] == [Count(1, 1)] * 3 + [Count(0, 1)]
