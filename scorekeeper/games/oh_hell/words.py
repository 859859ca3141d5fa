"""Oh Hell!'s entries as the table says them: "Jack of spades turned: spades are trumps", "Bob bids 2",
"Ann bids 3, Bob 4, Cid 1, Dee 0", "Ann takes 2 tricks, Bob 0, Cid 4, Dee 4"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import parse_card
from scorekeeper.core import capitalized
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import call_words, card_words, each_number
from scorekeeper.games.oh_hell.hands import trump_source


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type Oh Hell! does not word (undo, redo)."""
    payload, players = event.payload, setup.players
    match event.type:
        case "trump":
            return _turned(setup, payload)
        case "bid":
            return call_words(players, payload)
        case "bids":
            return each_number(players, payload["bids"], "bids")  # a player sitting out is left blank
        case "tricks":
            return each_number(players, payload["taken"], "takes", "trick")
    return None


def _turned(setup: GameSetup, payload: Mapping[str, Any]) -> str:
    """The card turned after the deal and the trump it makes (Coulon's 2 to 6 and a joker make none)."""
    card = parse_card(payload["card"])
    if card.is_joker:  # "If a joker is turned up the other joker is the only trump."
        return "A joker turned: the other joker is the only trump"
    trump = trump_source(setup.options).of_card(card)
    made = f"{trump.plural} are trumps" if trump else "no trumps"
    return f"{capitalized(card_words(str(card)))} turned: {made}"
