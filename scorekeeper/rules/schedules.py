"""Contract-outcome schedules of the exact-bid games: what a player scores for a bid made or missed.

Each schedule is a function of the bid, the tricks taken and the cards dealt that returns the score's
reasons as ``ScoreLine``s ("exact bid bonus 10", "missed by 2, squared -4"), so every score on a sheet
can say why. They are Oh Hell!'s scoring systems (``oh-hell.txt``, quoted at each); other bidding games
add theirs here and pick one with an option.
"""

from __future__ import annotations

from scorekeeper.core import ScoreLine, plural


def _kept(*lines: ScoreLine, missed: bool) -> tuple[ScoreLine, ...]:
    """The lines worth showing; one zero line when nothing scored, so every score has a reason."""
    shown = tuple(line for line in lines if line.points)
    return shown or (ScoreLine("missed bid" if missed else "no tricks", 0),)


def _tricks(taken: int) -> ScoreLine:
    return ScoreLine("tricks", taken)


def _score_trick_plus_ten(bid: int, taken: int, cards: int, zero_bonus: int = 10) -> tuple[ScoreLine, ...]:
    if bid != taken:
        return _kept(_tricks(taken), missed=True)
    if bid == 0:
        return _kept(ScoreLine("exact zero bonus", zero_bonus), missed=False)
    return _kept(_tricks(taken), ScoreLine("exact bid bonus", 10), missed=False)


def _score_zero_five(bid: int, taken: int, cards: int) -> tuple[ScoreLine, ...]:
    # "only 5 points for a successful bid of zero"
    return _score_trick_plus_ten(bid, taken, cards, zero_bonus=5)


def _score_zero_five_plus_cards(bid: int, taken: int, cards: int) -> tuple[ScoreLine, ...]:
    # "5 plus the number of cards dealt to each player for a successful zero bid"
    if bid == taken == 0:
        return _kept(ScoreLine("exact zero bonus", 5), ScoreLine("cards dealt", cards), missed=False)
    return _score_trick_plus_ten(bid, taken, cards)


def _score_ten_plus_bid(bid: int, taken: int, cards: int) -> tuple[ScoreLine, ...]:
    # "scores 10 plus the number of tricks bid ... more or fewer tricks than they bid score nothing"
    if bid != taken:
        return _kept(missed=True)
    return _kept(ScoreLine("exact bid bonus", 10), ScoreLine("tricks bid", bid), missed=False)


def _score_ten_per_trick(bid: int, taken: int, cards: int) -> tuple[ScoreLine, ...]:
    # "10 points for each trick bid and won ... zero bid wins 10 ... loses 10 points times the difference"
    if bid != taken:
        off = abs(bid - taken)
        return _kept(ScoreLine(f"missed by {off}: 10 per trick", -10 * off), missed=True)
    if bid == 0:
        return _kept(ScoreLine("exact zero", 10), missed=False)
    return _kept(ScoreLine("10 per trick bid", 10 * bid), missed=False)


def _score_five_ten(bid: int, taken: int, cards: int) -> tuple[ScoreLine, ...]:
    # "win 5 points if you are right plus 10 for each trick taken, and you lose 5 points if you are
    # wrong plus an extra 5 for each trick difference from your bid"
    if bid != taken:
        off = abs(bid - taken)
        return _kept(ScoreLine("wrong", -5), ScoreLine(f"missed by {off}: 5 each", -5 * off), missed=True)
    return _kept(ScoreLine("right", 5), ScoreLine("10 per trick", 10 * taken), missed=False)


def _score_squares(bid: int, taken: int, cards: int) -> tuple[ScoreLine, ...]:
    # "10 points plus the square of the number of tricks you bid ... lose the square of the difference"
    if bid != taken:
        off = abs(bid - taken)
        return _kept(ScoreLine(f"missed by {off}, squared", -(off * off)), missed=True)
    return _kept(ScoreLine("exact bid bonus", 10), ScoreLine(f"{bid} squared", bid * bid), missed=False)


def _score_boerenbridge(bid: int, taken: int, cards: int) -> tuple[ScoreLine, ...]:
    # "1 point for each trick won, plus a bonus of 10 ... If you bid and make zero you score 20 points."
    return _score_trick_plus_ten(bid, taken, cards, zero_bonus=20)


def _score_seven_truf(bid: int, taken: int, cards: int) -> tuple[ScoreLine, ...]:
    # "10 times the bid, or 5 times the total number of tricks played for a successful zero bid.
    # Unsuccessful players score 1 point per trick won."
    if bid != taken:
        return _kept(_tricks(taken), missed=True)
    if bid == 0:
        return _kept(ScoreLine(f"exact zero: 5 × {plural(cards, 'trick')}", 5 * cards), missed=False)
    return _kept(ScoreLine("10 per trick bid", 10 * bid), missed=False)


SCORERS = {
    "trick_plus_ten": _score_trick_plus_ten,
    "ten_plus_bid": _score_ten_plus_bid,
    "zero_five": _score_zero_five,
    "zero_five_plus_cards": _score_zero_five_plus_cards,
    "ten_per_trick": _score_ten_per_trick,
    "five_ten": _score_five_ten,
    "squares": _score_squares,
    "boerenbridge": _score_boerenbridge,
    "seven_truf": _score_seven_truf,
    "op_en_neer": _score_ten_plus_bid,
}


def hand_score(scoring: str, bid: int | None, taken: int, cards: int) -> tuple[ScoreLine, ...]:
    """Why one player scores what they score for a hand (before any bounce).

    ``bid`` is ``None`` for a Boerenbridge player on 80 or more, who "just score 1 for each trick".
    """
    if bid is None:
        return _kept(ScoreLine("tricks (no bid)", taken), missed=False)
    return SCORERS[scoring](bid, taken, cards)


def bounced_total(total: int, points: int, target: int) -> int:
    """An exact target (Boerenbridge): "if you go over 100 you bounce back – your excess over 100 is
    subtracted from 100"."""
    reached = total + points
    return reached if reached <= target else target - (reached - target)
