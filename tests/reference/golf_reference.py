"""A naive reference for Six-card Golf's scoring, written from shared/rules/golf-six-card.txt alone: the
value of a card, a column, a layout, the lowest and highest layout, and which round's cards the decks in
play allow.

Cards are plain strings ("10H", "QS", jokers "JK"/"BJ"/"RJ"). Where the text is open the app's documented
choice (docs/games/golf.md) is followed and said so below.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from itertools import product

SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKERS = ("JK", "BJ", "RJ")
# "Cards are dealt as 2 rows of 3 cards (which will now be treated as 3 columns)": the docs' order, top
# row left to right then the bottom row, puts cards i and i + 3 in column i.
COLUMNS = ((0, 3), (1, 4), (2, 5))

# Point value per card: "Ace 1 | Two 2 | ... | Ten 10 | Jack 11 | Queen 12 | King 0 | Joker -2".
VALUES = {"A": 1, "J": 11, "Q": 12, "K": 0, "JOKER": -2} | {str(n): n for n in range(2, 11)}


def is_joker(card: str) -> bool:
    # Colour does not matter in Golf (docs: JK, BJ and RJ are all a joker).
    return card in JOKERS


def rank(card: str) -> str:
    return "JOKER" if is_joker(card) else card[:-1]


def value(card: str) -> int:
    return VALUES[rank(card)]


def column(top: str, bottom: str, joker_pair: str = "zero") -> int:
    """ "If both cards in column are same rank - column score is 0"; "If cards in column are different rank -
    column score is point value of the 2 cards". "Optional (House Rule) for handling 2 Jokers in column
    (Column score is 0 or -4)": ``zero`` (the default, docs) or ``minus_four``."""
    if is_joker(top) and is_joker(bottom):
        return 0 if joker_pair == "zero" else -4
    if rank(top) == rank(bottom):
        return 0
    return value(top) + value(bottom)


def layout(cards: Sequence[str], joker_pair: str = "zero") -> int:
    """ "Player score for round is the sum of the value of the 3 columns"."""
    assert len(cards) == 6
    return sum(column(cards[a], cards[b], joker_pair) for a, b in COLUMNS)


def bounds(jokers_in_play: int, joker_pair: str = "zero") -> tuple[int, int]:
    """The lowest and highest layout possible with at most ``jokers_in_play`` jokers: every column of two
    ranks (joker included) tried, three columns at a time (a deck holds four of each rank, enough for any
    three columns of one layout)."""
    kinds = [*RANKS, "JOKER"]
    columns = {
        (column(_card(a), _card(b, "H"), joker_pair), (a == "JOKER") + (b == "JOKER"))
        for a in kinds
        for b in kinds
    }
    totals = [
        sum(score for score, _ in three)
        for three in product(columns, repeat=3)
        if sum(jokers for _, jokers in three) <= jokers_in_play
    ]
    return min(totals), max(totals)


def _card(kind: str, suit: str = "S") -> str:
    return "JK" if kind == "JOKER" else kind + suit


def decks(players: int, players_per_deck: int) -> int:
    """ "Use 1 deck per every 2, 3, or 4 players"."""
    return math.ceil(players / players_per_deck)


def round_allowed(layouts: Sequence[Sequence[str]], jokers_per_deck: int, players_per_deck: int) -> bool:
    """Whether the round's cards can all come from the decks in play: each card at most once per deck,
    jokers at most ``jokers_per_deck`` ("House Rules: 0, 2, or 4 per deck") per deck; six cards each."""
    if any(len(cards) != 6 for cards in layouts):
        return False
    n = decks(len(layouts), players_per_deck)
    counts = Counter("JOKER" if is_joker(c) else c for cards in layouts for c in cards)
    jokers = counts.pop("JOKER", 0)
    return jokers <= jokers_per_deck * n and all(k <= n for k in counts.values())
