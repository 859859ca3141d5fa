"""Contract-outcome schedules of the exact-bid games: what a player scores for a bid made or missed.

Each schedule is a function of the bid, the tricks taken and the cards dealt that returns the score's
reasons as ``ScoreLine``s ("exact bid bonus 10", "missed by 2, squared -4"), so every score on a sheet
can say why. They are Oh Hell!'s scoring systems (``oh-hell.txt``, quoted at each); other bidding games
add theirs here and pick one with an option (``SCHEDULE_CHOICES``). ``contract_row`` writes a deal's row:
every player's score and its reasons, the bounce back of an exact target (``bounced``) and the notes. The
family's hand-size schedules are here too: how many cards each deal has (``hand_sequence``).
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.core import ScoreLine, plural
from scorekeeper.families.ruleset import HandRow


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


#: The schedules as an option's choices.
SCHEDULE_CHOICES = (
    ("trick_plus_ten", "1 per trick + 10 for an exact bid"),
    ("ten_plus_bid", "Exact: 10 + bid, else 0 (Blackout)"),
    ("zero_five", "1 per trick + 10 exact; exact zero scores 5"),
    ("zero_five_plus_cards", "1 per trick + 10 exact; exact zero scores 5 + cards dealt"),
    ("ten_per_trick", "Exact: 10 per trick (zero: 10); miss: -10 per trick off"),
    ("five_ten", "Right: 5 + 10 per trick; wrong: -5 - 5 per trick off"),
    ("squares", "Exact: 10 + bid²; miss: -(difference²)"),
    ("boerenbridge", "Boerenbridge: 1 per trick + 10, zero 20, exactly 100 wins"),
    ("seven_truf", "7-truf: exact 10 × bid, zero 5 × tricks; miss 1 per trick"),
    ("op_en_neer", "10 op en neer: exact 10 + bid, else 0"),
)
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


def bounced(lines: tuple[ScoreLine, ...], total: int, target: int) -> tuple[ScoreLine, ...]:
    """A deal's ``lines`` for a player on ``total``, with the bounce back if they pass an exact target."""
    points = sum(line.points for line in lines)
    back = bounced_total(total, points, target) - (total + points)
    return (*lines, ScoreLine(f"bounce back from {target}", back)) if back else lines


#: The sheet's mark for a missed bid.
MISS_MARK = "✗"


def bid_note(bid: int | None, taken: int) -> str:
    """A player's note on the sheet: 'bid 2 · took 2', 'bid 2 · took 3 ✗', or 'no bid · took 1'."""
    if bid is None:
        return f"no bid · took {taken}"
    return f"bid {bid} · took {taken}" + ("" if bid == taken else f" {MISS_MARK}")


def contract_row(
    label: str,
    scoring: str,
    bids: Sequence[int | None],
    taken: Sequence[int],
    cards: int,
    summary: str = "",
    *,
    totals: Sequence[int] = (),
    bounce_at: int | None = None,
) -> HandRow:
    """A deal's row on the sheet: each player's score by the ``scoring`` schedule with its reasons (bounced
    back off an exact target ``bounce_at`` from their ``totals``), noted 'bid 2 · took 3 ✗'."""
    lines = [hand_score(scoring, bid, took, cards) for bid, took in zip(bids, taken, strict=True)]
    if bounce_at is not None:
        lines = [bounced(seat, total, bounce_at) for seat, total in zip(lines, totals, strict=True)]
    points = tuple(sum(line.points for line in seat) for seat in lines)
    notes = tuple(bid_note(bid, took) for bid, took in zip(bids, taken, strict=True))
    return HandRow(label, points, notes, tuple(lines), summary)


# --- Hand sizes: how many cards each deal has --------------------------------------------------------------

#: The sequences of hand sizes as an option's choices.
SEQUENCE_CHOICES = (
    ("down_up", "Down to 1 and back up (one 1-card hand)"),
    ("up_down", "Up from 1 and back down (one top hand)"),
    ("down", "Down from the maximum to 1"),
    ("up", "Up from 1 to the maximum"),
    ("down_up_double", "Down to 1, then 1 up (two 1-card hands)"),
    ("up_down_double", "Up to the maximum, then down (two top hands)"),
    ("fixed", "Always the maximum (Blackout)"),
    ("seven_truf", "7-truf: 1-7, 4 × 8, 7-1, 4 × 8 (4 players, 32 cards)"),
)
#: 7-truf: "4 deals with all cards dealt" after each run of turned-trump deals.
SEVEN_TRUF_NO_TRUMP_DEALS = 4


def hand_sequence(sequence: str, top: int, fixed_hands: int) -> tuple[int, ...]:
    """Cards dealt to each player in each deal: one card fewer each deal down to 1 and back up ("Up and Down
    the River"), the other way round, one way only, the turning hand twice, ``fixed_hands`` deals of ``top``
    cards (Blackout), or 7-truf's "7 deals increasing ... 4 deals with all cards dealt ... 7 deals
    decreasing ... 4 more deals" (``top`` is then the whole pack's share)."""
    up = tuple(range(1, top + 1))
    down = up[::-1]
    if sequence == "seven_truf":
        dealt_out = (top,) * SEVEN_TRUF_NO_TRUMP_DEALS
        return up[:-1] + dealt_out + down[1:] + dealt_out
    if sequence == "fixed":
        return (top,) * fixed_hands
    return {
        "down_up": down + up[1:],
        "up_down": up + down[1:],
        "down": down,
        "up": up,
        "down_up_double": down + up,
        "up_down_double": up + down,
    }[sequence]


# --- Stakes in bands: a contract's payoff by its size ------------------------------------------------------


def band_number(value: int, starts: Sequence[int]) -> int:
    """Which band ``value`` falls in, from 1; ``starts`` are each band's lowest value, ascending, the last
    band open-ended (Briscola Chiamata's "71-80 ... 81-90 ... 101+" are ``(61, 71, 81, 91, 101)``). A
    value below the first band is in band 1."""
    return max(1, sum(1 for start in starts if value >= start))
