"""Skull & Roses's entries as the table says them: "Bob places a card", "Cid challenges to flip 3", "Dee bids
4", "Ann passes", "All roses: the bet is won", "Bob's skull stops the challenger", "Dee plays first"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import as_int, filled, plural, read_flag
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import call_words, name_of


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type Skull & Roses does not word (undo, redo)."""
    payload, players = event.payload, setup.players
    match event.type:
        case "place":
            return f"{name_of(players, payload['player'])} places a card"
        case "challenge":
            return _challenge(players, payload)
        case "bid":
            return call_words(players, payload)
        case "reveal" if read_flag(payload, "won", "won"):
            return "All roses: the bet is won"  # "flips number of Roses equal to his bid, the bet is won"
        case "reveal":
            return f"{name_of(players, payload['skull'])}'s skull stops the challenger"
        case "first_player":
            return f"{name_of(players, payload['player'])} plays first"
    return None


def _challenge(players: tuple[str, ...], payload: Mapping[str, Any]) -> str:
    """The challenge in turn, or the challenge of a round placed aloud, with the challenger's cards down."""
    bid = as_int(payload["bid"], "bid")
    if filled(payload.get("challenger")):
        down = plural(as_int(payload["mat"], "mat"), "card")
        return f"{name_of(players, payload['challenger'])} challenges to flip {bid}, with {down} down"
    return f"{name_of(players, payload['player'])} challenges to flip {bid}"
