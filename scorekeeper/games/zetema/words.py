"""Zetema's entries as the table says them: "Bob discards the 7 of hearts", "Cid forms a zetema of jacks",
"Ann melds a flush sequence: 50 points", "Bob declares a single marriage: 10 points, taking back the queen
of spades", "The hand is over". Melds and marriages are named and counted by the app's calculators, as the
sheet scores them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import parse_cards
from scorekeeper.core import filled, read_flag
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import cards_words, name_of, points
from scorekeeper.games.zetema.cards import is_marriages, meld_options, read_rank, read_zetema
from scorekeeper.games.zetema.melds import zetema_marriages, zetema_meld


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type Zetema does not word (undo, redo). A discard, a meld
    and marriages in turn name no player: the player is named when the caller knows whose turn it was."""
    payload = event.payload
    player = setup.players[actor] if actor is not None and 0 <= actor < setup.size else "The player"
    match event.type:
        case "discard":
            return _discard(player, payload)
        case "declare":
            return _declaration(setup, payload)
        case "meld":
            return _shown(setup, player, payload)
        case "marriage":
            return _shown(setup, player, payload)
        case "hand_over":
            return "The hand is over"
    return None


def _discard(player: str, payload: Mapping[str, Any]) -> str:
    """The card discarded (by rank alone in older records); the fifth of its rank forms a zetema."""
    if filled(payload.get("card")):
        said = f"{player} discards the {cards_words(payload['card'])}"
        rank = parse_cards(payload["card"])[0].rank
    else:
        rank = read_rank(payload["rank"])
        said = f"{player} discards {_a(rank.word)}"
    return f"{said}, forming a zetema of {rank.word}s" if read_flag(payload, "zetema", "zetema") else said


def _declaration(setup: GameSetup, payload: Mapping[str, Any]) -> str:
    """A zetema by its player and rank, or the cards a player shows: a meld, or marriages."""
    zetema = read_zetema(payload, setup.players)
    if zetema:
        seat, rank = zetema
        return f"{setup.players[seat]} forms a zetema of {rank.word}s"
    return _shown(setup, name_of(setup.players, payload["seat"]), payload)


def _shown(setup: GameSetup, player: str, payload: Mapping[str, Any]) -> str:
    """A meld or marriages by what they score ("a flush sequence: 50 points"), and any card taken back."""
    cards = [str(card) for card in parse_cards(payload["cards"])]
    if not is_marriages(cards):
        line = zetema_meld(cards, options=meld_options(setup))
        return f"{player} melds {_a(line.label)}: {points(line.points)}"
    line = zetema_marriages(cards, options=meld_options(setup))
    pulled = payload.get("pulled")
    back = f", taking back the {cards_words(pulled)}" if filled(pulled) else ""
    return f"{player} declares {_a(line.label)}: {points(line.points)}{back}"


def _a(words: str) -> str:
    """Words with their article: "an ace", "an 8", "a jack", "a flush sequence"; "all five marriages"."""
    if words.startswith("all "):
        return words
    return f"{'an' if words[:1] in 'aeiou8' else 'a'} {words}"
