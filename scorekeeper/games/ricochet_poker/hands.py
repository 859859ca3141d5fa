"""Ricochet Poker hand ranking, as in ``rules/ricochet-poker.txt``: who is lowest (acts next) and who wins.

The hands are played face up, so the table only needs the order of the hands on the table.

* A hand holds 1 to 7 cards (the base game stops at five; the text's variants allow six or seven, and
  ``hand_limit`` says which). With more than five cards only the best five play.
* Hands of five or more natural cards are evaluated by the ``treys`` library (best five of up to seven,
  straights with the ace high or low, royal flush as the top straight flush). What treys does not do is
  written here: hands of fewer than five cards, the suit tie-break, and bugs.
* Fewer than five cards: pairs, two pair, trips, quads and high cards compare as usual; straights and
  flushes need five cards. "A hand with a kicker beats the same hand without a kicker (so for example an
  Ace-8 is higher than Ace alone)": ranks are compared card by card, in the order they matter (sets first,
  then kickers high to low), and a hand that runs out of cards first is the lower one.
* "Suit is used to break ties between identical hands until the end, at which point identical winning hands
  split the pot": during the deal, equal ranks are separated by the suits of the cards in that same order,
  clubs < diamonds < hearts < spades (inside a pair or set its highest suit comes first), so exactly one hand
  is lowest and acts (``lowest``; ``key`` includes the suits). At the showdown suits no longer count: every
  hand of the best category and ranks wins, and ``winners`` lists them all (the pot is split).
* Jokers are bugs (``bugs=True``): a bug "can only be Aces, or ... complete a straight or flush" (straight
  flush included). For the suit tie-break a bug has no suit and counts below clubs, so a natural card beats
  a bug. "You must decide whether a bug can count as a fifth Ace": ``five_aces=True`` (the default) makes
  four aces and a bug, or three aces and two bugs, five aces, above a royal flush; with ``False`` a bug
  that can be neither an ace nor complete anything counts for nothing.
* ``lowest`` is the hand that acts next; were two hands identical (bugs only), the earlier one in the list.

Messages number hands from 1, as players do; the JSON indexes (``winners``, ``lowest``) count from 0.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import cache, lru_cache
from itertools import combinations
from typing import Any

from treys import Card as TreysCard
from treys import Evaluator

from scorekeeper.cards import (
    AnyCard,
    Card,
    CardError,
    Joker,
    Rank,
    Suit,
    check_cards,
    parse_cards,
    standard_52,
)

FIVE = 5
MIN_HAND_LIMIT, MAX_HAND_LIMIT = 5, 7
ACE, LOW_ACE = 14, 1
#: "Suits are ranked in alphabetical order, with Clubs lowest, then Diamonds, Hearts, and Spades."
SUIT_ORDER = {Suit.CLUBS: 1, Suit.DIAMONDS: 2, Suit.HEARTS: 3, Suit.SPADES: 4}
BUG_SUIT = 0
_WHEEL = frozenset({ACE, 2, 3, 4, 5})


class Category(IntEnum):
    """Poker hand categories, worst to best."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    FIVE_OF_A_KIND = 9

    @property
    def label(self) -> str:
        return self.name.lower().replace("_", " ")


#: treys' rank classes (0 royal flush, 1 straight flush, ... 9 high card) as our categories.
_TREYS_CLASSES = {
    0: Category.STRAIGHT_FLUSH,
    1: Category.STRAIGHT_FLUSH,
    2: Category.FOUR_OF_A_KIND,
    3: Category.FULL_HOUSE,
    4: Category.FLUSH,
    5: Category.STRAIGHT,
    6: Category.THREE_OF_A_KIND,
    7: Category.TWO_PAIR,
    8: Category.PAIR,
    9: Category.HIGH_CARD,
}
#: Categories a bug may complete without being an ace.
_BUG_COMPLETES = frozenset({Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH})
_STRAIGHTS = frozenset({Category.STRAIGHT, Category.STRAIGHT_FLUSH})
_NATURAL_DECK: tuple[Card, ...] = tuple(c for c in standard_52() if isinstance(c, Card))
_VALUE_RANKS = {(ACE if r is Rank.ACE else r.number): r for r in Rank}


def rank_value(rank: Rank) -> int:
    """2..10, jack 11, queen 12, king 13, ace 14."""
    return ACE if rank is Rank.ACE else rank.number


@dataclass(frozen=True, slots=True)
class _Slot:
    """A card as it counts in a hand: a natural card, or a bug standing for ``card``."""

    card: Card
    bug: Joker | None = None

    @property
    def value(self) -> int:
        return rank_value(self.card.rank)

    @property
    def suit_value(self) -> int:
        return BUG_SUIT if self.bug else SUIT_ORDER[self.card.suit]

    def __str__(self) -> str:
        return str(self.bug) if self.bug else str(self.card)


Key = tuple[Category, tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class _Reading:
    """One way to count a hand: its category and the counting cards in order of importance."""

    category: Category
    slots: tuple[_Slot, ...]
    ranks: tuple[int, ...]

    @property
    def key(self) -> Key:
        return (self.category, self.ranks, tuple(s.suit_value for s in self.slots))


@dataclass(frozen=True, slots=True)
class HandValue:
    """A ranked hand. ``key`` orders hands: a larger key is a better hand."""

    cards: tuple[str, ...]
    category: Category
    name: str
    best: tuple[str, ...]
    bugs: tuple[str, ...]
    key: Key

    @property
    def rank_key(self) -> tuple[Category, tuple[int, ...]]:
        """The key without the suits: what counts at the showdown."""
        return self.key[0], self.key[1]

    def as_dict(self) -> dict[str, Any]:
        return {
            "cards": list(self.cards),
            "category": self.category.label,
            "name": self.name,
            "best": list(self.best),
            "bugs": list(self.bugs),
        }


@dataclass(frozen=True, slots=True)
class CompareResult:
    """The hands ranked together: the winners at the showdown (several when their ranks are equal: a split
    pot) and the lowest hand during the deal, suits breaking its ties (that player acts next)."""

    hands: tuple[HandValue, ...]
    winners: tuple[int, ...]
    lowest: int

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(h.name for h in self.hands)

    def as_dict(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "lowest": self.lowest,
            "names": list(self.names),
            "hands": [h.as_dict() for h in self.hands],
        }


# --- Public API ------------------------------------------------------------------------------------


def rank_hand(
    cards: str | Iterable[str],
    *,
    bugs: bool = False,
    five_aces: bool = True,
    hand_limit: int = MAX_HAND_LIMIT,
) -> HandValue:
    """The value of one hand of 1 to ``hand_limit`` cards."""
    return compare([cards], bugs=bugs, five_aces=five_aces, hand_limit=hand_limit).hands[0]


def compare(
    hands: Sequence[str | Iterable[str]],
    *,
    bugs: bool = False,
    five_aces: bool = True,
    hand_limit: int = MAX_HAND_LIMIT,
) -> CompareResult:
    """Rank the hands on the table: who wins and whose hand is lowest (that player acts next)."""
    parsed = _read_hands(hands, bugs=bugs, hand_limit=hand_limit)
    values = tuple(_value(tuple(hand), five_aces=five_aces) for hand in parsed)
    best = max(v.rank_key for v in values)
    winners = tuple(i for i, v in enumerate(values) if v.rank_key == best)
    lowest = min(range(len(values)), key=lambda i: values[i].key)
    return CompareResult(values, winners, lowest)


# --- Reading the input -----------------------------------------------------------------------------


def _read_hands(hands: Sequence[str | Iterable[str]], *, bugs: bool, hand_limit: int) -> list[list[AnyCard]]:
    if not MIN_HAND_LIMIT <= hand_limit <= MAX_HAND_LIMIT:
        raise ValueError(f"The hand limit is 5, 6 or 7 cards, not {hand_limit}.")
    if not hands:
        raise CardError("Enter at least one hand.")
    parsed = [parse_cards(h) for h in hands]
    for number, hand in enumerate(parsed, start=1):
        if not 1 <= len(hand) <= hand_limit:
            raise CardError(f"Hand {number} has {len(hand)} cards: a hand holds 1 to {hand_limit}.")
        joker = next((c for c in hand if isinstance(c, Joker)), None)
        if joker and not bugs:
            raise CardError(f"Hand {number} holds {joker}: jokers are only used when playing with bugs.")
    # Bugs are plain jokers here, whatever their colour: the pack has two.
    plain = [Joker() if isinstance(c, Joker) else c for hand in parsed for c in hand]
    check_cards(plain, standard_52(jokers=2 if bugs else 0))
    return parsed


# --- Evaluation ------------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _value(hand: tuple[AnyCard, ...], *, five_aces: bool) -> HandValue:
    """A hand's value (cached: a hand on the table is ranked again after every card dealt to another)."""
    naturals = tuple(_Slot(c) for c in hand if isinstance(c, Card))
    jokers = [c for c in hand if isinstance(c, Joker)]
    reading = _five_aces(naturals, jokers) if five_aces else None
    if reading is None:
        reading = max(_readings(naturals, jokers), key=lambda r: r.key)
    return HandValue(
        cards=tuple(str(c) for c in hand),
        category=reading.category,
        name=_name(reading.category, reading.ranks),
        best=tuple(str(s) for s in reading.slots),
        bugs=_bug_uses(reading, jokers),
        key=reading.key,
    )


def _bug_uses(reading: _Reading, jokers: list[Joker]) -> tuple[str, ...]:
    """What each bug counts as: 'JK as A', 'JK as 9H' (in a flush, where its suit matters), 'JK unused'."""
    used = [s for s in reading.slots if s.bug]
    unused = Counter(jokers) - Counter(s.bug for s in used)
    suited = reading.category in (Category.FLUSH, Category.STRAIGHT_FLUSH)
    return tuple(
        [f"{s.bug} as {s.card if suited else s.card.rank.value}" for s in used]
        + [f"{j} unused" for j in unused.elements()]
    )


def _five_aces(naturals: tuple[_Slot, ...], jokers: list[Joker]) -> _Reading | None:
    """Five aces when the aces and bugs make five (only with ``five_aces``)."""
    aces = [s for s in naturals if s.value == ACE]
    if not jokers or len(aces) + len(jokers) < FIVE:
        return None
    fill = [_Slot(Card(Rank.ACE, Suit.SPADES), j) for j in jokers[: FIVE - len(aces)]]
    return _ordered(Category.FIVE_OF_A_KIND, (*aces, *fill))


def _readings(naturals: tuple[_Slot, ...], jokers: list[Joker]) -> Iterator[_Reading]:
    """The best reading of every allowed way to use the bugs (each an ace, a completing card, or unused)."""
    if not jokers:
        yield _best_reading(naturals)
        return
    held = {s.card for s in naturals}
    can_complete = len(naturals) + len(jokers) >= FIVE
    free = [c for c in _NATURAL_DECK if c not in held and (can_complete or c.rank is Rank.ACE)]
    for choice in combinations([*free, *([None] * len(jokers))], len(jokers)):
        stand_ins = [c for c in choice if c is not None]
        slots = naturals + tuple(_Slot(c, j) for c, j in zip(stand_ins, jokers, strict=False))
        reading = _best_reading(slots)
        # "use them as bugs, which can only be Aces, or to complete a straight or flush"
        if reading.category in _BUG_COMPLETES or all(c.rank is Rank.ACE for c in stand_ins):
            yield reading


def _best_reading(slots: tuple[_Slot, ...]) -> _Reading:
    """Best five of five or more cards (treys decides which and what), or all of a shorter hand."""
    if len(slots) < FIVE:
        return _ordered(_short_hand_category(slots), slots)
    scored = [(_treys_score(five), five) for five in combinations(slots, FIVE)]
    best = min(score for score, _ in scored)
    category = _TREYS_CLASSES[_evaluator().get_rank_class(best)]
    return max((_ordered(category, five) for score, five in scored if score == best), key=lambda r: r.key)


def _short_hand_category(slots: Sequence[_Slot]) -> Category:
    """Category of fewer than five cards: only sets count, straights and flushes need five."""
    shape = sorted(Counter(s.value for s in slots).values(), reverse=True) or [0]
    if shape[0] == 4:
        return Category.FOUR_OF_A_KIND
    if shape[0] == 3:
        return Category.THREE_OF_A_KIND
    if shape[:2] == [2, 2]:
        return Category.TWO_PAIR
    return Category.PAIR if shape[0] == 2 else Category.HIGH_CARD


def _ordered(category: Category, slots: Sequence[_Slot]) -> _Reading:
    """The cards in the order they are compared: bigger sets first, then higher ranks, then suits."""
    wheel = category in _STRAIGHTS and {s.value for s in slots} == _WHEEL
    counts = Counter(s.value for s in slots)

    def value(slot: _Slot) -> int:
        return LOW_ACE if wheel and slot.value == ACE else slot.value

    ordered = sorted(slots, key=lambda s: (counts[s.value], value(s), s.suit_value), reverse=True)
    return _Reading(category, tuple(ordered), tuple(value(s) for s in ordered))


@cache
def _evaluator() -> Evaluator:
    return Evaluator()


@cache
def _treys_card(card: Card) -> int:
    rank = "T" if card.rank is Rank.TEN else card.rank.value
    return TreysCard.new(rank + card.suit.value.lower())


def _treys_score(five: Sequence[_Slot]) -> int:
    """treys' rank of five distinct cards: 1 (royal flush) to 7462 (seven high), lower is better."""
    return _evaluator().evaluate([_treys_card(s.card) for s in five], [])


# --- Names -----------------------------------------------------------------------------------------


def _word(value: int) -> str:
    return _VALUE_RANKS[ACE if value == LOW_ACE else value].word


def _words(value: int) -> str:
    return _word(value) + "s"


def _name(category: Category, ranks: tuple[int, ...]) -> str:
    """What players call the hand: 'pair of 2s', 'queens full of 3s', 'royal flush'."""
    top = ranks[0]
    names = {
        Category.HIGH_CARD: lambda: f"{_word(top)} high",
        Category.PAIR: lambda: f"pair of {_words(top)}",
        Category.TWO_PAIR: lambda: f"two pair, {_words(top)} and {_words(ranks[2])}",
        Category.THREE_OF_A_KIND: lambda: f"three {_words(top)}",
        Category.STRAIGHT: lambda: f"{_word(top)}-high straight",
        Category.FLUSH: lambda: f"{_word(top)}-high flush",
        Category.FULL_HOUSE: lambda: f"{_words(top)} full of {_words(ranks[3])}",
        Category.FOUR_OF_A_KIND: lambda: f"four {_words(top)}",
        Category.STRAIGHT_FLUSH: lambda: "royal flush" if top == ACE else f"{_word(top)}-high straight flush",
        Category.FIVE_OF_A_KIND: lambda: f"five {_words(top)}",
    }
    return names[category]()
