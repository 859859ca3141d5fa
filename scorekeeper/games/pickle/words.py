"""Pickle's entries as the table says them: "Bob bids 5 hearts", "Cid passes", "Ann wins the bidding with 6
spades", "Ann takes 4 tricks, Bob 3, Cid 3", "Card points: Ann 40, Bob 25, Cid 0"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import as_int, filled
from scorekeeper.families.deal.result import read_tricks
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.trumps import read_suit
from scorekeeper.families.words import call_words, card_words, each_number, name_of

TRICKS = 10  # "ten cards are dealt to each player" (``rules.TRICKS``)


def describe(setup: GameSetup, event: Event, actor: int | None = None, *, sides: Sides) -> str | None:
    """The entry in words, or ``None`` for an entry type Pickle does not word (undo, redo). ``sides``: the
    columns tricks and card points are entered per, players or partnerships (``Pickle.sides``)."""
    payload, columns = event.payload, sides.names
    match event.type:
        case "bid":
            call = call_words(setup.players, payload)
            return f"{call} {_suit(payload)}" if filled(payload.get("suit")) else call
        case "contract":
            bidder, bid = name_of(setup.players, payload["bidder"]), as_int(payload["bid"], "bid")
            return f"{bidder} wins the bidding with {bid} {_suit(payload)}"
        case "tricks":
            taken = read_tricks(payload, "tricks", columns, TRICKS, one_blank=True)  # the last has the rest
            return each_number(columns, taken, "take" if sides.is_team(0) else "takes", "trick")
        case "card_points" if filled(payload.get("cards")):
            return _cards_taken(payload)
        case "card_points":
            return f"Card points: {each_number(columns, payload['points'], '')}"
    return None


def _suit(payload: Mapping[str, Any]) -> str:
    return read_suit(payload, "suit").plural


def _cards_taken(payload: Mapping[str, Any]) -> str:
    """The counting cards each took, counted by the app: the lowest trump in play is what the line says."""
    lowest = payload.get("lowest_trump")
    return "Card points counted from the cards each took" + (
        f"; the lowest trump: {card_words(lowest)}" if filled(lowest) else ""
    )
