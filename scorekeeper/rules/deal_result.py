"""The deal's result for the trick-and-bid family: card points of one side with the other side's derived
from the deck's total, all the tricks to one side (capot), tricks counted per seat or side, and the
captured cards counted by ``calc.card_points``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.calc import card_points
from scorekeeper.cards import CardError, Suit, parse_cards
from scorekeeper.core import RuleError, read_flag, read_int, read_int_list
from scorekeeper.rules.deal_loop import Sides


@dataclass(frozen=True, slots=True)
class SidePoints:
    """Card points per side of a two-sided deal, and the side that took every trick, if one did."""

    points: tuple[int, int]
    all_tricks: int | None = None

    def of(self, side: int) -> int:
        return self.points[side]


def split_points(side: int, points: int, total: int, *, all_tricks: int | None = None) -> SidePoints:
    """One side's card points; the other side has the rest of ``total``."""
    both = [total - points, total - points]
    both[side] = points
    return SidePoints((both[0], both[1]), all_tricks)


def read_side_points(
    payload: Mapping[str, Any],
    side: int,
    sides: Sides,
    total: int,
    *,
    key: str = "points",
    all_key: str = "all_tricks",
) -> SidePoints:
    """Card points entered for ``side`` (the other side's derived), or all tricks to one side.

    ``payload[all_key]`` names the side (0 or 1) that took every trick: it then has all ``total`` points
    and ``payload[key]`` may be left out.
    """
    taker = payload.get(all_key)
    if taker not in (None, "", "none"):
        who = read_int({all_key: taker}, all_key, "The side that took every trick", minimum=0, maximum=1)
        entered = payload.get(key)
        if entered not in (None, ""):
            points = read_int(payload, key, f"{sides.names[side]}'s card points", minimum=0, maximum=total)
            expected = total if who == side else 0
            if points != expected:
                raise RuleError(
                    f"{sides.names[who]} took every trick, so {sides.names[side]} have {expected} points,"
                    f" not {points}.",
                    key,
                )
        return split_points(who, total, total, all_tricks=who)
    points = read_int(payload, key, f"{sides.names[side]}'s card points", minimum=0, maximum=total)
    return split_points(side, points, total)


def read_tricks(payload: Mapping[str, Any], key: str, labels: Sequence[str], tricks: int) -> tuple[int, ...]:
    """Tricks taken per seat or side; they must add up to the tricks played."""
    taken = read_int_list(payload, key, [f"{label}'s tricks" for label in labels], minimum=0, maximum=tricks)
    if sum(taken) != tricks:
        raise RuleError(f"The tricks taken add up to {sum(taken)}, but {tricks} were played.", key)
    return taken


def captured_points(
    payload: Mapping[str, Any],
    key: str,
    game: str,
    trump: Suit | None,
    *,
    options: Mapping[str, Any] | None = None,
    last_trick: bool = False,
) -> int:
    """The card points of the cards one side captured, counted by the game's schedule."""
    cards = payload.get(key)
    if not isinstance(cards, str | list | tuple):
        raise RuleError("Enter the cards as a list such as 10H QS JK.", key)
    try:
        result = card_points.count_points(game, cards, trump=trump, last_trick=last_trick, options=options)
    except (RuleError, CardError) as exc:
        raise RuleError(str(exc), key) from exc
    return result.total


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


@dataclass(frozen=True, slots=True)
class Pile:
    """One side's captured cards as entered: their card points, the tricks they make, the last trick."""

    points: int
    tricks: int
    last_trick: bool


def read_pile(
    payload: Mapping[str, Any],
    game: str,
    trump: Suit | None,
    *,
    tricks: int,
    trick_size: int = 4,
    last_trick_counts: bool = True,
    options: Mapping[str, Any] | None = None,
    key: str = "cards",
    last_key: str = "last_trick",
    who: str = "This side",
) -> Pile:
    """A side's captured cards: whole tricks, with the last trick ticked where it scores (always when the
    side took every trick, never when it took none), counted by the game's card-point schedule."""
    cards = payload.get(key)
    count = len(parse_cards(cards) if isinstance(cards, str) else cards if isinstance(cards, list) else ())
    if count % trick_size:
        size = _NUMBER_WORDS.get(trick_size, str(trick_size))
        raise RuleError(f"Tricks have {size} cards, so {count} cards are not whole tricks.", key)
    taken = count // trick_size
    last = last_trick_counts and read_flag(payload, last_key, "The last trick")
    if last_trick_counts and taken == tricks and not last:
        raise RuleError(f"{who} took every trick, so they took the last one too.", last_key)
    if last and taken == 0:
        raise RuleError(f"{who} took no trick, so not the last one either.", last_key)
    points = captured_points(payload, key, game, trump, options=options, last_trick=last)
    return Pile(points, taken, last)
