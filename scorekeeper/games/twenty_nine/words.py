"""Twenty-Nine's entries as the table says them: "Ann bids 16", "Bob passes", "Cid wins the bidding with 18",
"Hearts shown as trumps at trick 3", "Dee shows the royals", "The declarers take 19 card points"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import parse_cards
from scorekeeper.core import as_int, capitalized, filled, plural, read_flag
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.trumps import read_suit
from scorekeeper.families.words import call_words, name_of


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type Twenty-Nine does not word (undo, redo)."""
    payload, players = event.payload, setup.players
    match event.type:
        case "bid":
            return call_words(players, payload)
        case "contract":
            return (
                f"{name_of(players, payload['bidder'])} wins the bidding with {as_int(payload['bid'], 'bid')}"
            )
        case "reveal":
            suit, trick = read_suit(payload, "suit").plural, as_int(payload["trick"], "trick")
            return f"{capitalized(suit)} shown as trumps at trick {trick}"
        case "royals":
            return f"{name_of(players, payload['player'])} shows the royals"
        case "result":
            return _result(setup, payload)
    return None


def _result(setup: GameSetup, payload: Mapping[str, Any]) -> str:
    """The declarers' card points, every trick to one side, or the declarers' cards (counted by the app)."""
    if filled(payload.get("cards")):
        tricks = plural(len(parse_cards(payload["cards"])) // setup.size, "trick")
        last = " with the last" if read_flag(payload, "last_trick", "last_trick") else ""
        return f"The declarers' {tricks}{last}, counted from their cards"
    taker = payload.get("all_tricks")
    if taker not in (None, "", "none"):
        return f"{Sides.partnerships(setup).names[_side(taker)]} take every trick"
    return f"The declarers take {plural(as_int(payload['points'], 'points'), 'card point')}"


def _side(value: Any) -> int:
    side = as_int(value, "side")
    if side not in (0, 1):
        raise ValueError(f"No side {side}.")
    return side
