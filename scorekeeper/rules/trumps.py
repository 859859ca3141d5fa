"""The trump part of the trick-and-bid family: reading a trump suit from an entry, and a trump kept hidden
until it is revealed (Twenty-Nine), with the trick it was revealed at."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import CardError, Suit, parse_suit
from scorekeeper.core import RuleError


def read_suit(
    payload: Mapping[str, Any], key: str, label: str = "Trumps", *, required: bool = True
) -> Suit | None:
    """``payload[key]`` as a suit (``S``, ``♥``, ``hearts``); blank is ``None`` unless ``required``."""
    value = payload.get(key)
    try:
        suit = parse_suit(value if isinstance(value, str | Suit) or value is None else str(value))
    except CardError as exc:
        raise RuleError(f"{label}: {exc}", key) from exc
    if suit is None and required:
        raise RuleError(f"{label}: choose a suit.", key)
    return suit


def suit_words(suit: Suit | None) -> str:
    """'♥ hearts', or 'no trumps'."""
    return f"{suit.symbol} {suit.plural}" if suit else "no trumps"


@dataclass(frozen=True, slots=True)
class HiddenTrump:
    """A trump chosen in secret: the record knows it only once it is revealed, and at which trick."""

    suit: Suit | None = None
    revealed_at: int | None = None

    @property
    def revealed(self) -> bool:
        return self.revealed_at is not None

    def reveal(self, suit: Suit, trick: int, tricks: int) -> HiddenTrump:
        if self.revealed:
            raise RuleError(f"The trump was already shown at trick {self.revealed_at}.")
        if not 1 <= trick <= tricks:
            raise RuleError(f"The trump is shown during one of the {tricks} tricks: 1 to {tricks}.", "trick")
        return HiddenTrump(suit, trick)

    def words(self) -> str:
        if not self.revealed:
            return "trump hidden"
        return f"{suit_words(self.suit)}, shown at trick {self.revealed_at}"
