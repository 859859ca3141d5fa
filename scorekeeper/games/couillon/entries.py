"""Couillon's entries read and checked: a call, the card points of both sides (keyed in, or counted from the
won-trick piles tapped in), and the side that collected more points. Pure functions of a payload, below the
ruleset (rules/couillon.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import CardError, Rank, Suit, check_cards, piquet_32
from scorekeeper.core import RuleError, filled, read_cards, read_int, read_int_list
from scorekeeper.families.card_points import PointSchedule, count_points
from scorekeeper.families.deal.loop import Sides
from scorekeeper.families.deal.result import whole_tricks
from scorekeeper.families.trumps import read_suit

#: "Aces are worth four points, kings are worth three, queens are worth two, and jacks are worth one":
#: 16 cards in play (four each, four tricks) hold at most the 40 points of the whole pack.
MOST_POINTS = 40

#: A 4, K 3, Q 2, J 1. Four cards each are dealt and four tricks played, so 16 cards are in play (the text's
#: "eight-card stub" does not add up to 32; the deal of four each is taken as right).
CARD_POINTS = PointSchedule(
    "couillon",
    "Couillon",
    tuple(piquet_32()),
    plain={Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1},
    in_play=16,
    expected_total=40,  # 4 suits x (4 + 3 + 2 + 1)
)
SLUG, TRICKS = "couillon", 4  # "After all four tricks have been played"
PASS = "pass"
BLANK = (None, "")
NOBODY = ("none", "nobody")
TIE = "tie"


def read_call(payload: Mapping[str, Any]) -> Suit | None:
    """A call: the upcard's suit (accept it as trumps), or ``None`` to decline."""
    value = payload.get("call")
    if isinstance(value, str) and value.strip().lower() == PASS:
        return None
    if value in BLANK:
        raise RuleError("Tap Decline, or the upcard's suit to accept it.", "call")
    return read_suit(payload, "call", "Accept")


def count_piles(payload: Mapping[str, Any], sides: Sides) -> tuple[int, int]:
    """Both sides' won-trick piles tapped in and counted ("Aces are worth four points, kings are worth three,
    queens are worth two, and jacks are worth one"): whole tricks, four tricks in all at most."""
    if filled(payload.get("points")):
        raise RuleError("Enter the card points or the cards, not both.", "cards")
    piles = payload.get("cards")
    if not isinstance(piles, list | tuple) or len(piles) != len(sides.names):
        raise RuleError("Enter the cards of both sides' won-trick piles.", "cards")
    cards = [
        read_cards(pile or "", piquet_32(), field_name=f"cards.{side}", who=sides.names[side])
        for side, pile in enumerate(piles)
    ]
    tricks = [
        whole_tricks(len(pile), f"cards.{side}", whose=f"{sides.names[side]}'s ")
        for side, pile in enumerate(cards)
    ]
    if sum(tricks) > TRICKS:
        raise RuleError(f"Only {TRICKS} tricks are played, not {sum(tricks)}.", "cards")
    try:
        check_cards([card for pile in cards for card in pile], piquet_32())
    except CardError as exc:
        raise RuleError(str(exc), "cards") from exc
    points = [count_points(CARD_POINTS, pile).total for pile in cards]
    return points[0], points[1]


def read_points(payload: Mapping[str, Any], sides: Sides) -> tuple[int, int] | None:
    """Each side's card points, if entered: at most 40 between them."""
    entered = payload.get("points")
    if not isinstance(entered, list | tuple) or all(value in BLANK for value in entered):
        return None
    labels = [f"{name}'s card points" for name in sides.names]
    points = read_int_list(payload, "points", labels, minimum=0, maximum=MOST_POINTS)
    if len(points) != 2:
        raise RuleError("Enter the card points of both sides.", "points")
    if sum(points) > MOST_POINTS:
        # "Aces are worth four points, kings are worth three, queens are worth two, and jacks are worth one"
        raise RuleError(
            f"The cards hold {MOST_POINTS} points at most: {points[0]} + {points[1]} is {sum(points)}.",
            "points",
        )
    return points[0], points[1]


def read_winner(payload: Mapping[str, Any], sides: Sides, points: tuple[int, int] | None) -> int | None:
    """The side that "collected more points", or ``None`` at equal points; from the tap or the points."""
    decided = None if points is None else (None if points[0] == points[1] else int(points[1] > points[0]))
    tapped = payload.get("winner")
    if tapped in BLANK:
        if points is None:
            raise RuleError("Tap the side that collected more points, or Equal.", "winner")
        return decided
    if str(tapped).strip().lower() == TIE:
        winner = None
    else:
        winner = read_int(payload, "winner", "The side with more points", minimum=0, maximum=1)
    if points is not None and winner != decided:
        raise RuleError("The points and the side tapped disagree: enter them once.", "winner")
    return winner
