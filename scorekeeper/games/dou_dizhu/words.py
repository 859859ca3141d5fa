"""Dou Dizhu's entries in words: "Bob bids 2", "Ann passes", "Bob is the landlord at 2", "A bomb: the stake
doubles", "The rocket: the stake doubles", "Cid goes out first; played: 2 bombs and the rocket"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import as_int, filled, plural, read_flag
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import call_words, name_of


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    payload, players = event.payload, setup.players
    if event.type == "bid":
        return call_words(players, payload)
    if event.type == "contract":
        landlord, bid = name_of(players, payload["landlord"]), as_int(payload["bid"], "The bid")
        return f"{landlord} is the landlord at {bid}"
    if event.type == "bomb":
        return "A bomb: the stake doubles"
    if event.type == "rocket":
        return "The rocket: the stake doubles"
    if event.type == "result":
        return f"{name_of(players, payload['out'])} goes out first{_doublings(payload)}"
    return None


def _doublings(payload: Mapping[str, Any]) -> str:
    """The bombs and the rocket of the deal, where the result counts them: "; played: 2 bombs"."""
    counted = []
    if filled(payload.get("bombs")):
        bombs = as_int(payload["bombs"], "The bombs")
        counted.append(plural(bombs, "bomb") if bombs else "no bomb")
    if "rocket" in payload:
        counted.append("the rocket" if read_flag(payload, "rocket", "The rocket") else "no rocket")
    return f"; played: {' and '.join(counted)}" if counted else ""
