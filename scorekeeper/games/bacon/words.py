"""Bacon's entries as the table says them: "Ann passes", "Bob picks up the upcard, alone: hearts are trumps",
"Cid picks up the third upcard: spades are trumps", "Dee vetoes the pick-up", "Ann & Cid take 3 tricks, Bob &
Dee 2"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import as_int, plural, read_flag, read_seat
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.trumps import read_suit

UPCARDS = ("upcard", "second upcard", "third upcard", "fourth upcard")


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type Bacon does not word."""
    payload, players = event.payload, setup.players
    match event.type:
        case "call":
            caller = players[read_seat(payload, "player", players, "The caller")]
            if str(payload.get("call", "")).strip().lower() == "pass":
                return f"{caller} passes"
            return f"{caller} picks up the upcard{_alone(payload)}: {_trumps(payload, 'call')}"
        case "contract":
            taker = players[read_seat(payload, "declarer", players, "The player who picked it up")]
            upcard = UPCARDS[as_int(payload.get("upcard") or 1, "The upcard") - 1]
            return f"{taker} picks up the {upcard}{_alone(payload)}: {_trumps(payload, 'trump')}"
        case "thrown_in":
            return "All four upcards passed: thrown in, and the same dealer deals again"
        case "veto":
            return "The partner vetoes the pick-up"
        case "veto_alone":
            return "The partner vetoes going alone"
        case "result":
            return _tricks(Sides.partnerships(setup), payload)
    return None


def _alone(payload: Mapping[str, Any]) -> str:
    return ", alone" if read_flag(payload, "alone", "Going alone") else ""


def _trumps(payload: Mapping[str, Any], key: str) -> str:
    return f"{read_suit(payload, key).plural} are trumps"


def _tricks(sides: Sides, payload: Mapping[str, Any]) -> str:
    """The tricks per side: the one-tap result counts those of the side that picked up (whose side is the
    state's, not the entry's), the full one names both partnerships."""
    if payload.get("declarers") not in (None, ""):
        taken = as_int(payload["declarers"], "The tricks")
        return f"The side that picked up takes {plural(taken, 'trick')} of 5"
    first, second = (as_int(count, "The tricks") for count in payload["tricks"])
    return f"{sides.names[0]} take {plural(first, 'trick')}, {sides.names[1]} {second}"
