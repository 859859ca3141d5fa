"""New Eleusis's round (rules/new_eleusis_round.py) tested directly: the text's scoring steps and sudden
death, each with its arithmetic. Seats: God is seat 0; scientists 1-3."""

from __future__ import annotations

from scorekeeper.games.new_eleusis.round import Laid, Round, round_score


def points(lines) -> dict[int, int]:
    return {seat: sum(line.points for line in seat_lines) for seat, seat_lines in lines.items()}


def laid(right: int, wrong: int) -> tuple[Laid, ...]:
    """``right`` right cards then ``wrong`` wrong ones (which cards does not matter to the score)."""
    return (Laid("2H", True, 1),) * right + (Laid("3C", False, 2),) * wrong


def test_high_count_minus_cards_held_the_out_bonus_and_the_dealer_without_a_prophet():
    # "Find the high count ... Everyone except the dealer gets points equal to the high count minus the
    # number of cards in his/her hand." High count 9: seat 1 holds 9 → 0, seat 2 holds 4 → 5, seat 3 holds
    # 0 → 9 + the 4-point bonus "with no cards at all" = 13. Without a True Prophet the dealer scores the
    # highest player's score, 13.
    deal = Round(1, 0, laid=laid(20, 5), held=(0, 9, 4, 0))
    assert points(round_score(deal, 4)) == {1: 0, 2: 5, 3: 13, 0: 13}
    # The option: twice every card played instead (25 cards → 50), but never more than the highest: 13.
    assert points(round_score(deal, 4, without_prophet="all_cards"))[0] == 13


def test_the_true_prophet_and_the_dealers_smaller_figure():
    # The prophet (seat 2) took office after 6 cards (mark 6); after it 10 right and 3 wrong were played:
    # "1 point for each right card and 2 points for each wrong card" = 10 + 6 = 16 on top of high count 7
    # minus 2 held = 5: 21. The dealer: the smaller of the highest score (21) and twice the 6 cards played
    # before the prophet, 12.
    deal = Round(1, 0, laid=laid(6, 0) + laid(10, 3), held=(0, 7, 2, 3), prophet=2, mark=6)
    scores = points(round_score(deal, 4))
    assert scores == {1: 0, 2: 21, 3: 4, 0: 12}


def test_sudden_death_after_40_cards_or_30_after_the_prophets_marker():
    assert not Round(1, 0, laid=laid(39, 0)).sudden_death
    assert Round(1, 0, laid=laid(40, 0)).sudden_death
    assert Round(1, 0, laid=laid(39, 0)).to_sudden_death == 1
    # "When there is a prophet, sudden death is based only on the black markers": 30 after the mark.
    with_prophet = Round(1, 0, laid=laid(45, 0), prophet=1, mark=20)
    assert not with_prophet.sudden_death and with_prophet.to_sudden_death == 5
    assert Round(1, 0, laid=laid(50, 0), prophet=1, mark=20).sudden_death
