"""Malilla's entries in words: "Ann turns up the 7 of hearts", "Misdeal: the next player deals", "Ann & Cid
foul and lose the game", and a deal's result: "Ann & Cid take 38 points", "Bob & Dee take every trick:
capote", or, for cards entered, the tricks they make ("Ann & Cid count their cards: 3 tricks")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import parse_cards
from scorekeeper.core import as_int, filled, plural
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import card_words

#: Cards in a trick: four players.
TRICK = 4


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    payload, sides = event.payload, Sides.partnerships(setup)
    if event.type == "turnup":
        card = payload["card"] if filled(payload.get("card")) else f"{payload['rank']}{payload['suit']}"
        dealer = setup.players[actor] if actor is not None else "The dealer"
        return f"{dealer} turns up the {card_words(str(parse_cards(card)[0]))}"
    if event.type == "misdeal":
        return "Misdeal: the next player deals"
    if event.type == "foul":
        return f"{_side(sides, payload['side'])} foul and lose the game"
    if event.type == "result":
        return _result(sides, payload)
    return None


def _side(sides: Sides, value: Any) -> str:
    """The partnership a payload names (``0`` or ``1``)."""
    side = as_int(value, "The side")
    if side not in (0, 1):
        raise ValueError(f"No side {side}: 0 or 1.")
    return sides.names[side]


def _result(sides: Sides, payload: Mapping[str, Any]) -> str:
    """Every trick to one side, or one side's points or captured cards (the dealer's side if unnamed)."""
    if filled(payload.get("all_tricks")) and payload["all_tricks"] != "none":
        return f"{_side(sides, payload['all_tricks'])} take every trick: capote"
    who = _side(sides, payload["side"]) if filled(payload.get("side")) else "The dealer and partner"
    if filled(payload.get("cards")):
        tricks = len(parse_cards(payload["cards"])) // TRICK
        return f"{who} count their cards: {plural(tricks, 'trick')}"
    return f"{who} take {plural(as_int(payload['points'], 'The points'), 'point')}"
