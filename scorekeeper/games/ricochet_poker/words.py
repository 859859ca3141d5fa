"""Ricochet Poker's entries as the table says them: "Bob is dealt the ace of spades", "Cid buys 2 cards",
"Dee folds", "The session ends". A card, a buy and a fold name no player (the app knows whose they are):
the player is named when the caller knows whose turn it was (``actor``), else the sentence goes without."""

from __future__ import annotations

from scorekeeper.cards import parse_card
from scorekeeper.core import as_int, capitalized, plural
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import card_words


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type Ricochet Poker does not word (undo, redo)."""
    player = setup.players[actor] if actor is not None and 0 <= actor < setup.size else None
    lowest = player or "The lowest hand"  # a buy and a fold are the lowest hand's
    match event.type:
        case "card":
            card = _card(event.payload["card"])
            return f"{player} is dealt {card}" if player else f"{capitalized(card)} dealt"
        case "buy":
            return f"{lowest} buys {plural(as_int(event.payload['count'], 'count'), 'card')}"
        case "fold":
            return f"{lowest} folds"
        case "end":
            return "The session ends"
    return None


def _card(text: str) -> str:
    """A card dealt, "the ace of spades"; a joker is a bug ("use them as bugs")."""
    card = parse_card(text)
    return "a bug" if card.is_joker else f"the {card_words(str(card))}"
