"""Cramps' entries in words: "Ann bids 15", "Ann wins the bidding at 15 and names hearts", "Nobody bids:
the hand is played plain", "Bob takes a trick", "Cid takes a queen", and a hand at once: "Trick points: Ann
scores 5, Bob −2, …; queens: Bob 2, Dee 1"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import as_int
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.trumps import read_trump
from scorekeeper.families.words import call_words, each_number, name_of


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    payload, players = event.payload, setup.players
    if event.type == "bid":
        return call_words(players, payload)
    if event.type == "contract":
        bidder, bid = name_of(players, payload["bidder"]), as_int(payload["bid"], "The bid")
        return f"{bidder} wins the bidding at {bid} and names {_named(payload, 'trump')}"
    if event.type == "no_bid":
        return "Nobody bids: the hand is played plain"
    if event.type == "trump":
        named = _named(payload, "suit")
        return f"{players[actor]} names {named}" if actor is not None else f"Trumps: {named}"
    if event.type == "trick":
        return f"{name_of(players, payload['player'])} takes a trick"
    if event.type == "queen":
        return f"{name_of(players, payload['player'])} takes a queen"
    if event.type == "hand":
        return _hand(setup, payload)
    return None


def _named(payload: Mapping[str, Any], key: str) -> str:
    """The trumps the winning bidder names: "hearts", or "no trump"."""
    suit = read_trump(payload, key)
    return suit.plural if suit else "no trump"


def _hand(setup: GameSetup, payload: Mapping[str, Any]) -> str:
    """Each player's trick points, and who took the queens that score."""
    points = each_number(setup.players, payload["points"], "scores")
    queens = [as_int(n, "queens") for n in payload["queens"]]
    took = [f"{name} {n}" for name, n in zip(setup.players, queens, strict=True) if n]
    return f"Trick points: {points}; queens: {', '.join(took) or 'none'}"
