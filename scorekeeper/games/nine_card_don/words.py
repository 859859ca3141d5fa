"""Nine-Card Don's entries as the table says them: "Hearts are trumps", "Ann & Cid capture the 9 of hearts",
"Bob & Dee have more for game", "Ann & Cid count 24, Bob & Dee 18 for game"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import as_int, capitalized, filled
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.trumps import read_suit
from scorekeeper.families.words import cards_words, each_number

TIE = "tie"  # the form's tie button (``rules.TIE``)


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type Nine-Card Don does not word (undo, redo)."""
    payload, sides = event.payload, Sides.partnerships(setup).names
    match event.type:
        case "trump":
            return f"{capitalized(read_suit(payload, 'suit').plural)} are trumps"
        case "capture":
            return _capture(payload, sides)
        case "game":
            return _game(payload, sides)
    return None


def _capture(payload: Mapping[str, Any], sides: tuple[str, ...]) -> str:
    """The side and the card, also from the form's one tap ("0 AH"); the form's game buttons send a capture
    with the side that had more for game."""
    if filled(payload.get("higher")) and not filled(payload.get("capture") or payload.get("card")):
        return _game(payload, sides)
    side, card = payload.get("side"), payload.get("card")
    if filled(payload.get("capture")):
        side, _, card = str(payload["capture"]).strip().partition(" ")
    return f"{sides[_side(side)]} capture the {cards_words(card)}"


def _game(payload: Mapping[str, Any], sides: tuple[str, ...]) -> str:
    """Who had more for game, a tie, or both sides' points for game."""
    if filled(payload.get("points")):
        return f"{each_number(sides, payload['points'], 'count')} for game"
    higher = payload["higher"]
    if isinstance(higher, str) and higher.strip().lower() == TIE:
        return "A tie for game: nobody scores it"
    return f"{sides[_side(higher)]} have more for game"


def _side(value: Any) -> int:
    side = as_int(value, "side")
    if side not in (0, 1):
        raise ValueError(f"No side {side}.")
    return side
