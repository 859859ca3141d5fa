"""Playing cards: the notation used everywhere (forms, API, exports) and deck builders.

Notation: rank ``A K Q J 10 9 8 7 6 5 4 3 2`` (``T`` accepted for 10) followed by a suit
``S H D C`` (the symbols ``♠ ♥ ♦ ♣`` accepted), case-insensitive: ``10H``, ``QS``, ``as``, ``7♦``.
Jokers are ``JK`` (plain), ``BJ`` and ``RJ`` (black and red, where the colour matters).
Canonical output is upper case with ``10`` for ten: ``10H``, ``QS``, ``BJ``.

>>> parse_card("t♥")
Card(rank=<Rank.TEN: '10'>, suit=<Suit.HEARTS: 'H'>)
>>> str(parse_card("as"))
'AS'
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache


class CardError(ValueError):
    """A card could not be read, or is not in the deck being used. The message is for players."""


class Suit(StrEnum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def plural(self) -> str:
        """The suit's name as players say it: 'hearts'."""
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}


class Rank(StrEnum):
    """Ranks in the conventional order, ace high. Games impose their own orders via ``rank_order``."""

    ACE = "A"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"
    TEN = "10"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"
    SIX = "6"
    FIVE = "5"
    FOUR = "4"
    THREE = "3"
    TWO = "2"

    @property
    def number(self) -> int:
        """Position in a sequence with ace low: A=1, 2..10, J=11, Q=12, K=13 (cribbage runs)."""
        return _RANK_NUMBERS[self]

    @property
    def pip_value(self) -> int:
        """Counting value with ace 1 and court cards 10 (cribbage fifteens, gin deadwood)."""
        return min(self.number, 10)

    @property
    def word(self) -> str:
        """The rank's name as players say it: 'queen', '7'."""
        return _RANK_WORDS.get(self, self.value)


_RANK_NUMBERS = {
    Rank.ACE: 1,
    Rank.TWO: 2,
    Rank.THREE: 3,
    Rank.FOUR: 4,
    Rank.FIVE: 5,
    Rank.SIX: 6,
    Rank.SEVEN: 7,
    Rank.EIGHT: 8,
    Rank.NINE: 9,
    Rank.TEN: 10,
    Rank.JACK: 11,
    Rank.QUEEN: 12,
    Rank.KING: 13,
}
_RANK_WORDS = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack"}

#: Every rank, ace high down to two.
ACE_HIGH: tuple[Rank, ...] = tuple(Rank)
#: Every rank, king high down to ace.
ACE_LOW: tuple[Rank, ...] = (*ACE_HIGH[1:], Rank.ACE)
SUITS: tuple[Suit, ...] = tuple(Suit)


@dataclass(frozen=True, slots=True)
class Card:
    rank: Rank
    suit: Suit

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.value}"

    @property
    def is_joker(self) -> bool:
        return False

    @property
    def name(self) -> str:
        """Readable name: '10H' -> '10♥'."""
        return f"{self.rank.value}{self.suit.symbol}"


@dataclass(frozen=True, slots=True)
class Joker:
    """A joker; ``colour`` is ``"B"`` or ``"R"`` where a game tells them apart, else ``None``."""

    colour: str | None = None

    def __str__(self) -> str:
        return f"{self.colour}J" if self.colour else "JK"

    @property
    def is_joker(self) -> bool:
        return True

    @property
    def name(self) -> str:
        return {"B": "black joker", "R": "red joker"}.get(self.colour or "", "joker")

    # Jokers have no rank or suit; these make generic code (``card.suit``) safe to write.
    @property
    def suit(self) -> None:
        return None

    @property
    def rank(self) -> None:
        return None


AnyCard = Card | Joker

_SUIT_ALIASES = {
    "S": Suit.SPADES,
    "♠": Suit.SPADES,
    "♤": Suit.SPADES,
    "H": Suit.HEARTS,
    "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "D": Suit.DIAMONDS,
    "♦": Suit.DIAMONDS,
    "♢": Suit.DIAMONDS,
    "C": Suit.CLUBS,
    "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
}
_RANK_ALIASES = {r.value: r for r in Rank} | {"T": Rank.TEN}
_JOKERS = {"JK": Joker(), "JOKER": Joker(), "BJ": Joker("B"), "RJ": Joker("R")}
_MAX_CARD_TEXT = 12
_SPLIT = re.compile(r"[\s,;]+")


def parse_card(text: str | AnyCard) -> AnyCard:
    """Read one card in the project's notation (a card object passes through); raise ``CardError``."""
    if isinstance(text, Card | Joker):
        return text
    if not isinstance(text, str):
        raise CardError(f"A card must be written as text such as 10H or QS, not {text!r}.")
    raw = text.strip()
    cleaned = raw.upper().replace("\ufe0f", "")
    if not cleaned:
        raise CardError("A card is missing: write it like 10H, QS or JK.")
    if len(cleaned) > _MAX_CARD_TEXT:
        raise CardError(f"“{raw[:_MAX_CARD_TEXT]}…” is too long to be a card.")
    if cleaned in _JOKERS:
        return _JOKERS[cleaned]
    rank_text, suit_text = cleaned[:-1], cleaned[-1]
    suit = _SUIT_ALIASES.get(suit_text)
    rank = _RANK_ALIASES.get(rank_text)
    if suit is None:
        raise CardError(f"“{raw}” is not a card: the suit must be S, H, D or C (♠ ♥ ♦ ♣).")
    if rank is None:
        raise CardError(f"“{raw}” is not a card: the rank must be one of A K Q J 10 9 8 7 6 5 4 3 2.")
    return Card(rank, suit)


CardsLike = str | Iterable[str | AnyCard]


_SUIT_WORDS = (
    {s.value: s for s in Suit}
    | {s.symbol: s for s in Suit}
    | {s.plural.upper(): s for s in Suit}
    | {s.plural[:-1].upper(): s for s in Suit}
)


def parse_suit(text: Suit | str | None) -> Suit | None:
    """A suit from ``"H"``, ``"♥"``, ``"hearts"`` or ``"heart"`` in any case; ``None`` if empty."""
    if text is None or isinstance(text, Suit):
        return text
    if not isinstance(text, str):
        raise CardError("Give the suit as S, H, D or C.")
    cleaned = text.strip().upper().replace("\ufe0f", "")
    if not cleaned:
        return None
    if cleaned not in _SUIT_WORDS:
        raise CardError(f"“{text.strip()[:12]}” is not a suit: write S, H, D or C (♠ ♥ ♦ ♣).")
    return _SUIT_WORDS[cleaned]


def parse_cards(cards: CardsLike) -> list[AnyCard]:
    """Read a list of cards, or one string of cards separated by spaces or commas."""
    items = [c for c in _SPLIT.split(cards) if c] if isinstance(cards, str) else list(cards)
    return [parse_card(c) for c in items]


def format_cards(cards: Iterable[AnyCard]) -> list[str]:
    """Canonical text of each card."""
    return [str(c) for c in cards]


# --- Decks -------------------------------------------------------------------------------------


def make_deck(
    ranks: Sequence[Rank] = ACE_HIGH,
    *,
    jokers: int | Sequence[Joker] = 0,
    copies: int = 1,
) -> list[AnyCard]:
    """A deck of every suit in ``ranks``, plus jokers, repeated ``copies`` times.

    ``jokers`` is either a count of plain jokers or a sequence of specific jokers (e.g. black and red).
    """
    extra = (Joker(),) * jokers if isinstance(jokers, int) else tuple(jokers)
    return list(_deck(tuple(ranks), extra, copies))


@lru_cache(maxsize=64)
def _deck(ranks: tuple[Rank, ...], extra: tuple[Joker, ...], copies: int) -> tuple[AnyCard, ...]:
    """The cards of a deck, built once per shape: games check entries against their deck at every step."""
    return (*(Card(r, s) for s in SUITS for r in ranks), *extra) * copies


def standard_52(jokers: int = 0, copies: int = 1) -> list[AnyCard]:
    """The standard 52-card pack (optionally with plain jokers, optionally several packs)."""
    return make_deck(ACE_HIGH, jokers=jokers, copies=copies)


def piquet_32() -> list[AnyCard]:
    """The 32-card pack, A K Q J 10 9 8 7 of each suit (Belote, Couillon, Twenty-Nine)."""
    return make_deck(ACE_HIGH[:8])


def italian_40() -> list[AnyCard]:
    """The 40-card pack without 8s, 9s and 10s (Briscola, Malilla-style games)."""
    return make_deck([r for r in ACE_HIGH if r not in (Rank.TEN, Rank.NINE, Rank.EIGHT)])


def with_coloured_jokers(deck: list[AnyCard]) -> list[AnyCard]:
    """Add one black and one red joker (Dou Dizhu's jokers)."""
    return [*deck, Joker("B"), Joker("R")]


def check_cards(
    cards: Sequence[AnyCard],
    deck: Sequence[AnyCard],
    *,
    count: int | None = None,
    what: str = "cards",
) -> None:
    """Raise ``CardError`` unless ``cards`` could all come from ``deck`` (and there are ``count``).

    A plain joker ``JK`` matches any joker of the deck and a coloured one matches itself, so tables
    that do not tell jokers apart are never refused for it.
    """
    if count is not None and len(cards) != count:
        raise CardError(f"Expected {count} {what}, got {len(cards)}.")
    available = Counter(deck)
    # Plain jokers last, so "JK BJ" with one black and one red joker leaves the black one for BJ.
    for card in sorted(cards, key=lambda c: isinstance(c, Joker) and c.colour is None):
        key = _deck_key(card, available)
        if key is None:
            raise CardError(f"{card} is not in the deck used for this game.")
        if available[key] == 0:
            copies = Counter(deck)[key]
            if copies == 1:
                raise CardError(f"{card} appears twice, but the deck has only one.")
            raise CardError(f"{card} appears more than {copies} times, but the deck has {copies}.")
        available[key] -= 1


def read_from_deck(cards: CardsLike, deck: Sequence[AnyCard], *, count: int | None = None) -> list[AnyCard]:
    """Read cards (text or card objects) and check they could all come from ``deck``."""
    parsed = parse_cards(cards)
    check_cards(parsed, deck, count=count)
    return parsed


def _deck_key(card: AnyCard, available: Counter) -> AnyCard | None:
    if card in available:
        return card
    if isinstance(card, Joker) and card.colour is None:
        coloured = [j for j in available if isinstance(j, Joker) and available[j] > 0]
        return coloured[0] if coloured else next((j for j in available if isinstance(j, Joker)), None)
    return None
