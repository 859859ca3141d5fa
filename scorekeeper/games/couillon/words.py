"""Couillon's entries in words: "Ann declines", "Bob accepts hearts", "The bottom card makes spades trumps",
"Ann & Cid collect more points" (or each side's card points: "Ann & Cid 24 points, Bob & Dee 16")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import filled
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.trumps import read_suit
from scorekeeper.families.words import name_of
from scorekeeper.games.couillon.entries import NOBODY, PASS, count_piles, read_points, read_winner


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    payload, players = event.payload, setup.players
    if event.type == "call":
        caller = name_of(players, payload["player"])
        if str(payload["call"]).strip().lower() == PASS:
            return f"{caller} declines"
        return f"{caller} accepts {_suit(payload, 'call')}"
    if event.type == "contract":
        if str(payload["taker"]).strip().lower() in NOBODY:
            return f"All decline: the bottom card makes {_suit(payload, 'trump')} trumps"
        return f"{name_of(players, payload['taker'])} accepts {_suit(payload, 'trump')}"
    if event.type == "bottom":
        return f"The bottom card makes {_suit(payload, 'trump')} trumps"
    if event.type == "result":
        return _result(Sides.partnerships(setup), payload)
    return None


def _suit(payload: Mapping[str, Any], key: str) -> str:
    """The suit a payload names, as players say it ("hearts"); a blank is refused, so never ``None``."""
    return read_suit(payload, key).plural


def _result(sides: Sides, payload: Mapping[str, Any]) -> str:
    """The side with more card points, or each side's points where they were entered or counted."""
    points = count_piles(payload, sides) if filled(payload.get("cards")) else read_points(payload, sides)
    winner = read_winner(payload, sides, points)
    if points is not None:
        (first, second), (a, b) = sides.names, points
        return f"{first} {a} points, {second} {b}"
    return "Equal points" if winner is None else f"{sides.names[winner]} collect more points"
