"""Ricochet Poker's own statistics, counted by hand from a short session."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.ricochet_poker.test_rules import FOLD, GAME, buy, example_so_far, play


def counts(tally) -> tuple[Count, ...]:
    return tally["pots_won"], tally["folds"], tally["chips_bought"]


def test_pots_won_folds_and_chips_for_cards_counted_by_hand():
    # Hand 1, the text's example to its end: Player 4 buys 3, 2, then 1 card (6 chips) and wins the pot;
    # Player 3 folds; Player 2 buys 2 and is out; Player 1 buys 4, then 1 (5 chips) and is out.
    match = play(example_so_far(), buy(1), "9C", buy(1), "3H")
    assert match.played[0].facts["out"] == ["out", "out", "folded", ""]
    # Hand 2 (Player 1 deals, Player 2 is dealt first): AS, AH, 2C, 3C. Player 4's 2C folds, then Player
    # 1's 3C: the two aces left are equal hands and split the pot, nobody bought a card.
    match = play(match, "AS", "AH", "2C", "3C", FOLD, FOLD)
    assert match.played[1].facts["winners"] == [1, 2]
    p1, p2, p3, p4 = GAME.tallies(match)
    assert counts(p1) == (Count(0, 2), Count(1, 2), Count(5, 2))
    assert counts(p2) == (Count(1, 2), Count(0, 2), Count(2, 2))
    assert counts(p3) == (Count(1, 2), Count(1, 2), Count(0, 2))
    assert counts(p4) == (Count(1, 2), Count(1, 2), Count(6, 2))
    result = game_result(GAME, match.setup, match, GAME.score_sheet(match))
    assert [counts(seat.tally) for seat in result.seats] == [counts(t) for t in (p1, p2, p3, p4)]
