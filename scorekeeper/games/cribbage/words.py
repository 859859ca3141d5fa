"""Cribbage's entries in words: "Ann cuts the 3 of hearts, Bob the king of clubs: Ann deals", "Start card:
jack of spades, two for his heels", "Bob plays the 5 of hearts", "Ann says go", "Pegging: Ann pegs 5, Bob
3", and the show by whose turn it was to count ("Ann counts 8", "Ann shows 5 of hearts, …")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import Rank, parse_card, parse_cards
from scorekeeper.core import as_int, filled, joined
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import card_words, each_number, name_of
from scorekeeper.games.cribbage.entries import read_cut
from scorekeeper.games.cribbage.play import is_go


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    payload, players = event.payload, setup.players
    if event.type == "cut":
        return _cut(setup, payload)
    if event.type == "starter":
        return _starter(payload["card"])
    if event.type in ("play", "go"):
        player = name_of(players, payload["player"]) if filled(payload.get("player")) else players[actor]
        if event.type == "go" or is_go(payload["card"]):
            return f"{player} says go"
        return f"{player} plays the {card_words(str(parse_card(payload['card'])))}"
    if event.type == "pegging_points":
        return f"Pegging: {each_number(players, payload['points'], 'pegs')}"
    if event.type == "show":
        return _show(setup, payload, actor)
    return None


def _cut(setup: GameSetup, payload: Mapping[str, Any]) -> str:
    """Who deals first, with the cards cut where they were entered."""
    players = setup.players
    dealer, cut = read_cut(payload, players)
    if not cut:
        return f"{players[dealer]} deals first"
    (first, second), (a, b) = players, (card_words(str(card)) for card in cut)
    return f"{first} cuts the {a}, {second} the {b}: {players[dealer]} deals"


def _starter(card: Any) -> str:
    """The start card, and two for his heels when it is a jack."""
    start = parse_card(card)
    heels = ", two for his heels" if start.rank == Rank.JACK else ""
    return f"Start card: {card_words(str(start))}{heels}"


def _show(setup: GameSetup, payload: Mapping[str, Any], actor: int | None) -> str:
    """A hand or the crib counted, said by the player whose turn it was to count, where known."""
    who = setup.players[actor] if actor is not None else "Show:"
    if filled(payload.get("cards")):
        cards = joined([card_words(str(card)) for card in parse_cards(payload["cards"])])
        return f"{who} shows {cards}" if actor is not None else f"{who} {cards}"
    counted = as_int(payload["points"], "The points")
    return f"{who} counts {counted}" if actor is not None else f"{who} {counted} points"
