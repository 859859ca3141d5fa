"""Calypso's entries in words: "Count: Ann 1 calypso + 5 cards, Bob 3 cards, …; piles Ann & Cid 40, Bob &
Dee 36" (what lies on the table after a deal), or "Not counted: the next count covers this deal"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.cards import parse_cards
from scorekeeper.core import plural
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    if event.type == "count_later":
        return "Not counted: the next count covers this deal"
    if event.type == "count":
        piles = _piles(Sides.partnerships(setup), event.payload["won"])
        return f"Count: {_calypsos(setup.players, event.payload)}; piles {piles}"
    return None


def _calypsos(players: Sequence[str], payload: Mapping[str, Any]) -> str:
    """Each player's completed calypsos and cards of the calypso in progress: "Ann 1 calypso + 5 cards"."""
    if "cards" in payload:
        building = [len(parse_cards(cards or "")) for cards in payload["cards"]]
    else:
        building = [int(count) for count in payload["incomplete"]]
    said = []
    for name, made, cards in zip(players, map(int, payload["calypsos"]), building, strict=True):
        parts = [plural(made, "calypso")] * bool(made) + [plural(cards, "card")] * bool(cards or not made)
        said.append(f"{name} {' + '.join(parts)}")
    return ", ".join(said)


def _piles(sides: Sides, won: Sequence[Any]) -> str:
    """Each side's won-tricks pile: "Ann & Cid 40, Bob & Dee 36"."""
    return ", ".join(f"{name} {int(cards)}" for name, cards in zip(sides.names, won, strict=True))
