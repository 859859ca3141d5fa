"""A naive reference for a Gin Rummy hand's result, written from shared/rules/gin-rummy.txt alone: the
knocker's least deadwood, the defender's melds and lay-offs onto the knocker's melds, and the score of the
hand (knock, undercut, gin, Oklahoma's knock limit and spade doubling, extra boxes).

Everything is brute force over subsets of a hand of ten cards. Cards are plain strings ("10H", "QS").
Where the text is open the app's documented choice (docs/games/gin-rummy.md, calc/gin.py) is followed and
said so below.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

SUITS = "SHDC"
# "Cards in each suit rank, from low to high: Ace 2 3 4 5 6 7 8 9 10 Jack Queen King."
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
DECK = tuple(r + s for s in SUITS for r in RANKS)
HAND = 10
KNOCK_LIMIT = 10  # "the total value of your deadwood must be 10 points or less"

Hand = frozenset[str]
Meld = frozenset[str]


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def number(card: str) -> int:
    """Position in a suit, ace low: "in Gin Rummy the Ace is always low"."""
    return RANKS.index(rank(card)) + 1


def value(card: str) -> int:
    """ "Face cards (K,Q,J) 10 points", the ace "1 point", "Number cards are worth their spot value"."""
    return min(number(card), 10)


def is_set(cards: Sequence[str]) -> bool:
    """ "set or group is three or four cards of the same rank"."""
    return len(cards) in (3, 4) and len({rank(c) for c in cards}) == 1


def is_run(cards: Sequence[str]) -> bool:
    """ "run or sequence consists of three or more cards of the same suit in consecutive order"."""
    numbers = sorted(number(c) for c in cards)
    same_suit = len({suit(c) for c in cards}) == 1
    return len(cards) >= 3 and same_suit and numbers == list(range(numbers[0], numbers[0] + len(cards)))


def is_meld(cards: Sequence[str]) -> bool:
    return is_set(cards) or is_run(cards)


@lru_cache(maxsize=4096)
def melds_in(hand: Hand) -> tuple[Meld, ...]:
    """Every subset of the hand that is a set or a run."""
    cards = sorted(hand)
    return tuple(
        frozenset(group)
        for size in range(3, len(cards) + 1)
        for group in combinations(cards, size)
        if is_meld(group)
    )


def arrangements(hand: Hand) -> Iterator[tuple[Meld, ...]]:
    """Every way to lay down disjoint melds ("A card can belong to only one combination at a time"),
    including laying down none; each arrangement once (melds in the order of ``melds_in``)."""
    melds = melds_in(hand)

    def extend(start: int, used: frozenset[str], chosen: tuple[Meld, ...]) -> Iterator[tuple[Meld, ...]]:
        yield chosen
        for i in range(start, len(melds)):
            if not melds[i] & used:
                yield from extend(i + 1, used | melds[i], (*chosen, melds[i]))

    yield from extend(0, frozenset(), ())


def deadwood_of(hand: Hand, melds: Sequence[Meld]) -> int:
    melded = frozenset().union(*melds)
    return sum(value(c) for c in hand - melded)


@lru_cache(maxsize=65536)
def least_deadwood(hand: Hand) -> int:
    return min(deadwood_of(hand, m) for m in arrangements(hand))


def least_arrangements(hand: Hand) -> list[tuple[Meld, ...]]:
    best = least_deadwood(hand)
    return [m for m in arrangements(hand) if deadwood_of(hand, m) == best]


def layable(melds: Sequence[Meld], cards: frozenset[str]) -> frozenset[str]:
    """The ``cards`` that can be laid off on the knocker's melds together: "by adding a fourth card of the
    same rank to a group of three, or further consecutive cards of the same suit to either end of a
    sequence" (one after another: 8 then 9 onto 5-6-7). "Cards cannot be laid off on deadwood."
    """
    on_sets = {
        c for c in cards for m in melds if len(m) == 3 and is_set(sorted(m)) and rank(c) == rank(min(m))
    }
    grown = {c for m in melds if is_run(sorted(m)) for c in m}
    while reach := {c for c in cards - grown if any(_next_to(c, g) for g in grown)}:
        grown |= reach
    return frozenset(cards & (grown | on_sets))


def _next_to(card: str, other: str) -> bool:
    return suit(card) == suit(other) and abs(number(card) - number(other)) == 1


def defender_deadwood(knocker_melds: Sequence[Meld], defender: Hand, *, gin: bool) -> int:
    """The defender's least count: own melds, plus lay-offs unless the knocker went gin ("If a player goes
    gin, the opponent is not allowed to lay off any cards"). Any subset may be laid off if it fits."""
    if gin:
        return least_deadwood(defender)
    best = least_deadwood(defender)
    # Only cards that fit with the whole hand's help can be in a lay-off: try every subset of those.
    cards = sorted(layable(knocker_melds, defender))
    for size in range(1, len(cards) + 1):
        for laid in combinations(cards, size):
            laid_set = frozenset(laid)
            if layable(knocker_melds, laid_set) == laid_set:
                best = min(best, least_deadwood(defender - laid_set))
    return best


@dataclass(frozen=True)
class Result:
    outcome: str  # "knock", "undercut" or "gin"
    winner: str  # "knocker" or "defender"
    points: int
    boxes: int
    knocker_deadwood: int
    defender_deadwood: int


class Refused(ValueError):
    """The text forbids this knock."""


def knock_limit(upcard: str | None, limit: int = KNOCK_LIMIT, *, ace_means_gin: bool = False) -> int:
    """Oklahoma: "the value of the original face up card determines the maximum count of unmatched cards
    with which it is possible to knock. Pictures denote 10 as usual." "Some play that if an ace is turned up
    you may only knock if you can go gin." Without an up-card, the ``limit`` (10)."""
    if upcard is None:
        return limit
    if ace_means_gin and rank(upcard) == "A":
        return 0
    return min(limit, value(upcard))


def check_hands(knocker: Sequence[str], defender: Sequence[str]) -> None:
    for cards in (knocker, defender):
        if len(cards) != HAND or len(set(cards)) != HAND:
            raise Refused("ten different cards each")
        if not set(cards) <= set(DECK):
            raise Refused("a card not in the pack")
    if set(knocker) & set(defender):
        raise Refused("a card in both hands")


def hand_result(
    knocker: Sequence[str],
    defender: Sequence[str],
    *,
    upcard: str | None = None,
    gin_bonus: int = 20,
    undercut_bonus: int = 10,
    limit: int = KNOCK_LIMIT,
    ace_means_gin: bool = False,
    extra_boxes: bool = False,
) -> Result:
    check_hands(knocker, defender)
    k_hand, d_hand = frozenset(knocker), frozenset(defender)
    k_count = least_deadwood(k_hand)
    if k_count > knock_limit(upcard, limit, ace_means_gin=ace_means_gin):
        raise Refused("over the knock limit")
    gin = k_count == 0  # "Knocking with no unmatched cards at all is called going gin"
    # The app's documented choice (the text is open on which spread the knocker shows): a least-deadwood
    # arrangement, and among those the one that lets the defender lay off least, i.e. leaves the
    # defender the highest count.
    d_count = max(defender_deadwood(m, d_hand, gin=gin) for m in least_arrangements(k_hand))
    outcome, winner, points, extra = _score(k_count, d_count, gin, gin_bonus, undercut_bonus)
    # "If the original face up card is a spade, the final score for that deal (including any undercut or
    # gin bonus) is doubled." "If the up-card was a spade, you get two extra boxes for an undercut and four
    # extra boxes for going gin."
    spade = upcard is not None and suit(upcard) == "S"
    factor = 2 if spade else 1
    boxes = 1 + (extra * factor if extra_boxes else 0)
    return Result(outcome, winner, points * factor, boxes, k_count, d_count)


def _score(k: int, d: int, gin: bool, gin_bonus: int, undercut_bonus: int) -> tuple[str, str, int, int]:
    """(outcome, winner, points, extra boxes)."""
    if gin:
        # "A player who goes gin scores a bonus 20 points, plus the opponent's count in unmatched cards"
        # "A player who goes gin can never be undercut." Extra boxes: "a player who goes gin scores two".
        return "gin", "knocker", gin_bonus + d, 2
    if k < d:
        # "If the knocker's count is lower, the knocker scores the difference between the two counts."
        return "knock", "knocker", d - k, 0
    # "the counts are equal, or the knocker's count is greater ... the knocker's opponent scores the
    # difference between the counts plus a 10 point bonus." "a player who undercuts ... an extra box".
    return "undercut", "defender", k - d + undercut_bonus, 1
