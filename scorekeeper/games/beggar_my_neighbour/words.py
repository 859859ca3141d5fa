"""Beggar My Neighbour's entries as the table says them: "The game starts: 26 cards each", "Ann turns a king",
"Bob turns the queen of hearts", "Cards counted: Ann 30, Bob 22", "Ann wins the game (412 cards turned, 57
tricks); out first: Bob"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.cards import Rank
from scorekeeper.core import as_int, joined, plural, read_seat
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import card_words


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type the game does not word."""
    payload, players = event.payload, setup.players
    match event.type:
        case "start":
            return f"The game starts: {_counts(players, payload.get('counts'))}"
        case "playout":
            return f"The {plural(len(payload['stacks']), 'stack')} entered and played out by the app"
        case "card":
            return _turned(players, payload, actor)
        case "counts":
            return f"Cards counted: {_each(players, payload['counts'])}"
        case "result":
            return _result(players, payload)
    return None


def _counts(players: Sequence[str], counts: Any) -> str:
    if counts in (None, "", []):
        return "the pack dealt as equally as possible"
    numbers = [as_int(count, "A count") for count in counts]
    if len(set(numbers)) == 1 and len(numbers) == len(players):
        return f"{plural(numbers[0], 'card')} each"
    return _each(players, numbers)


def _each(players: Sequence[str], counts: Sequence[Any]) -> str:
    """ "Ann 30, Bob 22": one count per player."""
    if len(counts) != len(players):
        raise ValueError("not one count per player")
    return ", ".join(f"{name} {as_int(count, name)}" for name, count in zip(players, counts, strict=True))


def _turned(players: Sequence[str], payload: Mapping[str, Any], actor: int | None) -> str:
    """ "Ann turns a king" (a rank alone: suits never matter here) or "Ann turns the king of hearts"."""
    text = str(payload["card"]).strip().upper()
    rank = next((r for r in Rank if r.value == ("10" if text == "T" else text)), None)
    card = f"{_article(rank.word)} {rank.word}" if rank else f"the {card_words(text)}"
    if payload.get("player") not in (None, ""):
        actor = read_seat(payload, "player", players, "The player")
    return f"{players[actor]} turns {card}" if actor is not None else f"Turned: {card}"


def _article(word: str) -> str:
    return "an" if word[:1] in "a8" else "a"


def _result(players: Sequence[str], payload: Mapping[str, Any]) -> str:
    """ "Ann wins the game (412 cards turned, 57 tricks); out first: Bob, then Cid"."""
    winner = players[read_seat(payload, "winner", players, "The winner")]
    counted = [
        plural(as_int(payload[key], key), one, many)
        for key, one, many in (("cards", "card turned", "cards turned"), ("tricks", "trick", "tricks"))
        if payload.get(key) not in (None, "")
    ]
    words = f"{winner} wins the game" + (f" ({', '.join(counted)})" if counted else "")
    out = [
        players[read_seat({"out": seat}, "out", players, "A player out")]
        for seat in payload.get("out_order") or ()
        if seat not in (None, "")
    ]
    return words + (f"; out first: {joined(out, 'then')}" if out else "")
