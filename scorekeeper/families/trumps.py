"""The trump part of the trick-and-bid family: reading a trump suit from an entry, where each deal's trump
comes from (a turned card, a rotation, one suit always: ``TrumpSource``), and a trump kept hidden until it
is revealed (Twenty-Nine), with the trick it was revealed at."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import AnyCard, CardError, Rank, Suit, parse_suit
from scorekeeper.core import RuleError, read_cards


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


#: What a table says for a contract without trumps.
NO_TRUMP_WORDS = frozenset({"none", "nt", "no trump", "no trumps", "notrump", "no-trump"})


def read_trump(payload: Mapping[str, Any], key: str, label: str = "Trumps") -> Suit | None:
    """A trump suit named by a bidder, or ``None`` for no trump ("none", "NT", "no trump")."""
    value = payload.get(key)
    if isinstance(value, str) and value.strip().lower() in NO_TRUMP_WORDS:
        return None
    if value in (None, ""):
        raise RuleError(f"{label}: choose a suit, or no trump.", key)
    return read_suit(payload, key, label)


def suit_words(suit: Suit | None) -> str:
    """'♥ hearts', or 'no trumps'."""
    return f"{suit.symbol} {suit.plural}" if suit else "no trumps"


def read_turned(payload: Mapping[str, Any], key: str, deck: Sequence[AnyCard]) -> AnyCard:
    """The card turned up for trumps (the upcard): one card of ``deck``."""
    cards = read_cards(payload.get(key), deck, field_name=key)
    if len(cards) != 1:
        raise RuleError("Enter the one card turned for trumps, such as 7H.", key)
    return cards[0]


def rotating_trump(cycle: Sequence[Suit], deal_index: int, *, no_trump: bool = False) -> Suit | None:
    """The trump of the ``deal_index``-th deal (from 0) when trumps rotate through ``cycle``; ``no_trump``
    closes each cycle with a deal without trumps (Kachuful: ♠ ♦ ♣ ♥, no trumps, ♠ ...)."""
    suits: tuple[Suit | None, ...] = (*cycle, None) if no_trump else tuple(cycle)
    return suits[deal_index % len(suits)]


@dataclass(frozen=True, slots=True)
class TrumpSource:
    """Where each deal's trump comes from: a card turned from what is left of the pack (``turned``; a turned
    rank in ``no_trump_ranks`` makes no trumps, as Coulon's 2 to 6), the suits in turn (``rotation``, with
    ``no_trump_deal`` closing each cycle), or one suit always (``suit``). None of them: no trumps."""

    turned: bool = False
    no_trump_ranks: frozenset[Rank] = frozenset()
    rotation: tuple[Suit, ...] = ()
    no_trump_deal: bool = False
    suit: Suit | None = None

    def turns_card(self, dealt: int, pack: int) -> bool:
        """Whether a card is turned after dealing ``dealt`` of ``pack`` cards: "hands in which all cards are
        dealt ... are played without trumps", since no card is left to turn."""
        return self.turned and dealt < pack

    def fixed(self, deal_index: int) -> Suit | None:
        """The trump of the ``deal_index``-th deal (from 0) when no card is turned."""
        if self.rotation:
            return rotating_trump(self.rotation, deal_index, no_trump=self.no_trump_deal)
        return self.suit

    def of_card(self, card: AnyCard) -> Suit | None:
        """The trump a turned card makes: its suit (none for a joker, or a rank that makes no trumps)."""
        return None if card.is_joker or card.rank in self.no_trump_ranks else card.suit


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
