"""Briscola's entries as the table says them: "Hearts are trumps", "Ann & Cid take 70 card points, Bob & Dee
the rest", "Bob takes every trick", "Ann's cards are counted: 14 cards; Bob the rest", "Card points: Ann
40, Bob 35, Cid the rest"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.cards import parse_cards
from scorekeeper.core import as_int, capitalized, plural
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.trumps import read_suit


def describe(setup: GameSetup, event: Event, actor: int | None = None, *, sides: Sides) -> str | None:
    """The entry in words, or ``None`` for an entry type Briscola does not word. ``sides``: the sheet's
    columns (two players, three, or two partnerships)."""
    payload = event.payload
    match event.type:
        case "trump":
            return f"{capitalized(read_suit(payload, 'suit').plural)} are trumps"
        case "result" if len(sides.names) == 2:
            return _one_side(sides, payload)
        case "result":
            return _each_player(sides.names, payload)
    return None


def _one_side(sides: Sides, payload: Mapping[str, Any]) -> str:
    """One side's card points, cards or all the tricks; the other side has the rest."""
    side = as_int(payload.get("side", 0), "The side")
    who, other = sides.names[side], sides.names[1 - side]
    if payload.get("all_tricks") not in (None, "", "none"):
        taker = as_int(payload["all_tricks"], "The side")
        return f"{sides.names[taker]} {_take(sides, taker)} every trick"
    if payload.get("cards") not in (None, "", []):
        return f"{who}'s cards are counted: {_cards(payload['cards'])}; {other} the rest"
    points = as_int(payload["points"], "Card points")
    return f"{who} {_take(sides, side)} {points} card points, {other} the rest"


def _take(sides: Sides, side: int) -> str:
    return "take" if sides.is_team(side) else "takes"


def _each_player(names: Sequence[str], payload: Mapping[str, Any]) -> str:
    """Three players: each one's card points or counted cards, at most one left blank for the rest."""
    by_cards = isinstance(payload.get("cards"), list | tuple) and any(payload["cards"])
    values = payload["cards" if by_cards else "points"]
    if len(values) != len(names):
        raise ValueError("not one value per player")
    said = [
        f"{name} the rest"
        if value in (None, "")
        else f"{name} {_cards(value) if by_cards else as_int(value, name)}"
        for name, value in zip(names, values, strict=True)
    ]
    return ("Cards counted: " if by_cards else "Card points: ") + ", ".join(said)


def _cards(cards: Any) -> str:
    return plural(len(parse_cards(cards)), "card")
