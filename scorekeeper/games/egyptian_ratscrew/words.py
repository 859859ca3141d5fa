"""Egyptian Ratscrew's entries in words: "Dealt: Ann gets 18 cards, Bob 17, Cid 17", "Bob turns a queen",
"The pile is picked up", "Cid slaps the pile", "Recount: Ann has 20 cards, …", "Ann wins the game".
Suits never matter here, so a card turned is said by its rank, as it is entered."""

from __future__ import annotations

from typing import Any

from scorekeeper.cards import Joker, parse_card
from scorekeeper.core import filled
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import each_number, name_of


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    payload, players = event.payload, setup.players
    if event.type == "deal":
        if filled(payload.get("counts")):
            return f"Dealt: {each_number(players, payload['counts'], 'gets', 'card')}"
        return "The pack is dealt"
    if event.type == "play":
        turned = _rank_with_article(payload["card"])
        return f"{players[actor]} turns {turned}" if actor is not None else f"Turned: {turned}"
    if event.type == "take":
        return "The pile is picked up"
    if event.type == "slap":
        return f"{name_of(players, payload['player'])} slaps the pile"
    if event.type == "counts":
        return f"Recount: {each_number(players, payload['counts'], 'has', 'card')}"
    if event.type == "result":
        if payload["winner"] == "everyone_loses":
            return "Triple sixes: everyone loses"
        return f"{name_of(players, payload['winner'])} wins the game"
    return None


def _rank_with_article(value: Any) -> str:
    """A card turned, by its rank: "a queen", "an 8", "a joker" (``7``, ``7H`` and ``10`` all read)."""
    text = str(value).strip().upper()
    card = parse_card(text if len(text) > 1 and not text.isdigit() else text + "S")
    word = "joker" if isinstance(card, Joker) else card.rank.word
    return f"{'an' if word in ('ace', '8') else 'a'} {word}"
