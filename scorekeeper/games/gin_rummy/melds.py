"""Gin rummy melds and deadwood: reading a hand, sets and runs, and the least-deadwood arrangement of a hand
(``deadwood``, ``arrange``), the search every other gin calculator builds on.

Variant and choices: see ``games.gin_rummy.calculators``. "A set is 3 or 4 cards of one rank; a run is 3 or
more consecutive cards of one suit", "the Ace is always low"; a card belongs to one meld at a time. Deadwood:
ace 1, number cards their spot value, K Q J 10. A search returns one best arrangement; ties are broken in a
fixed order.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any, cast

from scorekeeper.cards import (
    Card,
    CardError,
    Rank,
    Suit,
    format_cards,
    read_from_deck,
    standard_52,
)

HAND_SIZE = 10
KNOCK_LIMIT = 10
NO_ARRANGEMENT = 1 << 30  # "no arrangement": larger than any deadwood

Cards = str | Iterable[str | Card]
DECK = tuple(standard_52())


def read_pack(cards: Cards) -> list[Card]:
    """Cards from text or ``Card`` objects, each at most once and from the 52-card pack."""
    return cast(list[Card], read_from_deck(cards, DECK))


def card_value(card: Card) -> int:
    """Deadwood value: ace 1, number cards their spot value, court cards 10."""
    return card.rank.pip_value


_SUITS = tuple(Suit)


def card_key(card: Card) -> tuple[int, int]:
    """Ace low to king, then spades, hearts, diamonds, clubs: the order cards and melds are listed in."""
    return card.rank.number, _SUITS.index(card.suit)


def in_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=card_key))


def is_set(cards: Sequence[Card]) -> bool:
    """ "Three or four cards of the same rank." """
    return len(cards) in (3, 4) and len({c.rank for c in cards}) == 1 and len(set(cards)) == len(cards)


def is_run(cards: Sequence[Card]) -> bool:
    """ "Three or more cards of the same suit in consecutive order", ace low."""
    numbers = sorted(c.rank.number for c in cards)
    return (
        len(cards) >= 3
        and len({c.suit for c in cards}) == 1
        and numbers == list(range(numbers[0], numbers[0] + len(cards)))
    )


def is_meld(cards: Sequence[Card]) -> bool:
    return is_set(cards) or is_run(cards)


def meld_masks(cards: Sequence[Card]) -> list[int]:
    """Every meld the cards can form, each as a bit mask over the positions in ``cards``."""
    by_rank: dict[Rank, list[int]] = {}
    by_suit: dict[Suit, dict[int, int]] = {}
    for i, card in enumerate(cards):
        by_rank.setdefault(card.rank, []).append(i)
        by_suit.setdefault(card.suit, {})[card.rank.number] = i
    masks = [
        mask_of(combo) for same in by_rank.values() for size in (3, 4) for combo in combinations(same, size)
    ]
    for positions in by_suit.values():
        for start in positions:
            if start - 1 in positions:
                continue  # not the low end of a stretch of consecutive cards
            stretch = []
            while start + len(stretch) in positions:
                stretch.append(positions[start + len(stretch)])
            masks += [
                mask_of(stretch[a:b]) for a in range(len(stretch)) for b in range(a + 3, len(stretch) + 1)
            ]
    return masks


def mask_of(positions: Iterable[int]) -> int:
    return sum(1 << i for i in positions)


def positions_of(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


class DeadwoodSearch:
    """Least deadwood of some cards given the groups they may form, with up to one card thrown away.

    A group is a meld, or (for a defender) cards laid off together on one of the knocker's melds. The
    search settles the lowest card still open first: it stays unmatched, is the discard, or goes into a
    group with cards above it. Results are memoised on (open cards, discard still to make).
    """

    def __init__(self, cards: Sequence[Card], groups: Iterable[int]) -> None:
        self.values = [card_value(c) for c in cards]
        self.by_low: list[list[int]] = [[] for _ in cards]
        for group in groups:
            self.by_low[(group & -group).bit_length() - 1].append(group)
        self.least = cache(self._least)

    def _least(self, open_cards: int, discards: int) -> int:
        if not open_cards:
            return 0 if discards == 0 else NO_ARRANGEMENT
        low_bit = open_cards & -open_cards
        low, rest = low_bit.bit_length() - 1, open_cards ^ low_bit
        best = self.values[low] + self.least(rest, discards)
        if discards:
            best = min(best, self.least(rest, discards - 1))
        for group in self.by_low[low]:
            if group & open_cards == group:
                best = min(best, self.least(open_cards ^ group, discards))
        return best

    def choices(self, open_cards: int, discards: int) -> Iterator[tuple[str, int]]:
        """Each best way to settle the lowest open card: as a ``group``, the ``discard`` or ``unmatched``."""
        target = self.least(open_cards, discards)
        low_bit = open_cards & -open_cards
        rest = open_cards ^ low_bit
        for group in self.by_low[low_bit.bit_length() - 1]:
            if group & open_cards == group and self.least(open_cards ^ group, discards) == target:
                yield "group", group
        if discards and self.least(rest, discards - 1) == target:
            yield "discard", low_bit
        if self.values[low_bit.bit_length() - 1] + self.least(rest, discards) == target:
            yield "unmatched", low_bit

    def arrangements(self, open_cards: int, discards: int) -> Iterator[list[tuple[str, int]]]:
        """Every best arrangement, as the list of choices that builds it."""
        if not open_cards:
            yield []
            return
        for kind, mask in self.choices(open_cards, discards):
            left = discards - (kind == "discard")
            for tail in self.arrangements(open_cards ^ mask, left):
                yield [(kind, mask), *tail]

    def first(self, open_cards: int, discards: int) -> list[tuple[str, int]]:
        return next(self.arrangements(open_cards, discards))


@dataclass(frozen=True, slots=True)
class DeadwoodResult:
    """A hand spread into melds and unmatched cards (after ``discard``, when there was one to make)."""

    melds: tuple[tuple[Card, ...], ...]
    unmatched: tuple[Card, ...]
    discard: Card | None = None

    @property
    def deadwood(self) -> int:
        return sum(card_value(c) for c in self.unmatched)

    @property
    def is_gin(self) -> bool:
        return not self.unmatched

    def as_dict(self) -> dict[str, Any]:
        return {
            "deadwood": self.deadwood,
            "melds": [format_cards(m) for m in self.melds],
            "unmatched": format_cards(self.unmatched),
            "discard": str(self.discard) if self.discard else None,
        }


def spread_of(cards: Sequence[Card], steps: Iterable[tuple[str, int]]) -> DeadwoodResult:
    melds, unmatched, discard = [], [], None
    for kind, mask in steps:
        picked = [cards[i] for i in positions_of(mask)]
        if kind == "group":
            melds.append(in_order(picked))
        elif kind == "discard":
            discard = picked[0]
        else:
            unmatched += picked
    melds.sort(key=lambda m: card_key(m[0]))
    return DeadwoodResult(tuple(melds), in_order(unmatched), discard)


def arrange(cards: Cards) -> DeadwoodResult:
    """The least-deadwood spread of any number of cards (no discard)."""
    hand = list(in_order(read_pack(cards)))
    search = DeadwoodSearch(hand, meld_masks(hand))
    return spread_of(hand, search.first(mask_of(range(len(hand))), 0))


def deadwood(cards: Cards) -> DeadwoodResult:
    """Least deadwood of a 10-card hand; for 11 cards (after the draw), also the discard that achieves it."""
    hand = list(in_order(read_pack(cards)))
    if len(hand) not in (HAND_SIZE, HAND_SIZE + 1):
        raise CardError(f"A gin rummy hand has 10 cards, or 11 before the discard, not {len(hand)}.")
    search = DeadwoodSearch(hand, meld_masks(hand))
    return spread_of(hand, search.first(mask_of(range(len(hand))), len(hand) - HAND_SIZE))


def best_arrangements(hand: Sequence[Card]) -> Iterator[DeadwoodResult]:
    search = DeadwoodSearch(hand, meld_masks(hand))
    for steps in search.arrangements(mask_of(range(len(hand))), 0):
        yield spread_of(hand, steps)


def card_texts(cards: Iterable[Card]) -> tuple[str, ...]:
    return tuple(format_cards(cards))


def spaced(cards: Iterable[Card]) -> str:
    """'7C 8C 9C'."""
    return " ".join(format_cards(cards))
