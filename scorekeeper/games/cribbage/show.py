"""Cribbage: the show (a hand or the crib counted with the start card), and what the show and the play
share: the variants, reading cards from the pack, pairs and runs, and counts said in words.

Variant and choices: see ``games.cribbage.calculators``. The show, "Five Card Cribbage"
(``rules/cribbage-five-card.txt``) and the six-card differences: 3 hand cards or 4 crib cards (six-card: 4 of
either) plus the start card; fifteens 2 each; every pair 2; runs score their length, runs inside a longer run
do not count; a flush of the hand cards one per card, one more with the start card, a crib only with all five;
one for his nob. A show with no points is said "nineteen (no points)".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, cast

from scorekeeper.cards import Card, CardError, Rank, Suit, format_cards, read_from_deck, standard_52
from scorekeeper.core import RuleError, ScoreLine

FIVE_CARD = "five-card"
SIX_CARD = "six-card"
VARIANTS = (FIVE_CARD, SIX_CARD)

#: Cards shown besides the start card, by (variant, is the crib).
SHOW_SIZES = {(FIVE_CARD, False): 3, (FIVE_CARD, True): 4, (SIX_CARD, False): 4, (SIX_CARD, True): 4}
#: The most a hand (False) or the crib (True) can score with the start card: a five-card hand 20 (three
#: fives and the fourth as start card), a crib or a six-card hand 29.
MOST_SHOWN = {(FIVE_CARD, False): 20, (FIVE_CARD, True): 29, (SIX_CARD, False): 29, (SIX_CARD, True): 29}
#: Most cards the play can hold: two players with 3 (five-card) or 4 (six-card) cards each.
MAX_PLAYS = {FIVE_CARD: 6, SIX_CARD: 8}
PLAY_LIMIT = 31
FIFTEEN = 15
GO = "go"

CATEGORIES = ("fifteens", "pairs", "runs", "flush", "nobs")
_PAIR_NAMES = {2: "pair", 3: "pair royal", 4: "double pair royal"}
_NUMBER_WORDS = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"),
)
_TENS_WORDS = {2: "twenty", 3: "thirty"}
_NO_POINTS = "nineteen (no points)"

Cards = str | Iterable[str | Card]
DECK = tuple(standard_52())


# --- Reading cards ---------------------------------------------------------------------------------


def read_pack(cards: Cards) -> list[Card]:
    """Cards from text or ``Card`` objects, each at most once and from the 52-card pack."""
    return cast(list[Card], read_from_deck(cards, DECK))


def check_variant(variant: str) -> None:
    if variant not in VARIANTS:
        raise RuleError(f"Unknown cribbage variant “{variant}”: choose five-card or six-card.", "variant")


def card_texts(cards: Iterable[Card]) -> tuple[str, ...]:
    return tuple(format_cards(cards))


_SUITS = tuple(Suit)


def _card_key(card: Card) -> tuple[int, int]:
    """Ace low to king, then spades, hearts, diamonds, clubs: the order scoring cards are listed in."""
    return card.rank.number, _SUITS.index(card.suit)


def _in_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_card_key))


# --- Combinations both the show and the play score -------------------------------------------------


def pair_points(same_rank: int) -> int:
    """Every two cards of a rank are a pair worth 2: 2 cards -> 2, 3 -> 6 (pair royal), 4 -> 12."""
    return same_rank * (same_rank - 1)


def is_run(cards: Sequence[Card]) -> bool:
    """Three or more cards of consecutive ranks in any order and suit, ace low ("ace-king-queen is not")."""
    numbers = {c.rank.number for c in cards}
    return len(cards) >= 3 and len(numbers) == len(cards) and max(numbers) - min(numbers) == len(cards) - 1


def pair_line(cards: Sequence[Card]) -> ScoreLine:
    return ScoreLine(_PAIR_NAMES[len(cards)], pair_points(len(cards)), card_texts(cards))


def run_line(cards: Sequence[Card]) -> ScoreLine:
    return ScoreLine(f"run of {len(cards)}", len(cards), card_texts(cards))


# --- The show -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShowResult:
    """What a hand or crib scores in the show, category by category, and how a player counts it aloud."""

    fifteens: tuple[ScoreLine, ...]
    pairs: tuple[ScoreLine, ...]
    runs: tuple[ScoreLine, ...]
    flush: tuple[ScoreLine, ...]
    nobs: tuple[ScoreLine, ...]

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        return self.fifteens + self.pairs + self.runs + self.flush + self.nobs

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)

    @property
    def breakdown(self) -> dict[str, int]:
        return {name: sum(line.points for line in getattr(self, name)) for name in CATEGORIES}

    @property
    def said(self) -> str:
        """ "fifteen two, fifteen four, and a pair is six": the count as players say it."""
        running, phrases = 0, []
        for line in self.fifteens:
            running += line.points
            phrases.append(f"fifteen {number_words(running)}")
        for line in self.lines[len(self.fifteens) :]:
            running += line.points
            joiner = "and " if phrases else ""
            phrases.append(f"{joiner}{_spoken(line)} is {number_words(running)}")
        return ", ".join(phrases) or _NO_POINTS

    def as_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "breakdown": self.breakdown,
            "lines": [line_dict(line) for line in self.lines],
            "said": self.said,
        }


def show(hand: Cards, starter: str | Card, *, crib: bool = False, variant: str = FIVE_CARD) -> ShowResult:
    """Score a hand (or the crib, ``crib=True``) together with the start card."""
    check_variant(variant)
    held = read_pack(hand)
    size = SHOW_SIZES[variant, crib]
    if len(held) != size:
        what = "crib" if crib else f"{variant} cribbage hand"
        raise CardError(f"A {what} has {size} cards besides the start card, not {len(held)}.")
    (start,) = read_pack([str(starter)])
    read_pack([*held, start])  # the start card cannot also be in the hand
    every = _in_order((*held, start))  # so the lines never depend on the order the cards were entered
    return ShowResult(
        fifteens=_fifteens(every),
        pairs=_pairs(every),
        runs=_runs(every),
        flush=_flush(held, start, crib=crib),
        nobs=_nobs(held, start),
    )


def _fifteens(cards: Sequence[Card]) -> tuple[ScoreLine, ...]:
    """ "Any combination of cards adding up to 15 pips scores 2 points." """
    return tuple(
        ScoreLine("fifteen", 2, card_texts(combo))
        for size in range(2, len(cards) + 1)
        for combo in combinations(cards, size)
        if sum(c.rank.pip_value for c in combo) == FIFTEEN
    )


def _pairs(cards: Sequence[Card]) -> tuple[ScoreLine, ...]:
    by_rank: dict[Rank, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
    return tuple(pair_line(same) for same in by_rank.values() if len(same) >= 2)


def _runs(cards: Sequence[Card]) -> tuple[ScoreLine, ...]:
    """Every run of the greatest length found; "the runs of 3 within it don't count".

    With at most five cards there is room for only one stretch of consecutive ranks, so every shorter
    run lies inside a longest one.
    """
    for size in range(len(cards), 2, -1):
        found = [combo for combo in combinations(cards, size) if is_run(combo)]
        if found:
            return tuple(run_line(combo) for combo in found)
    return ()


def _flush(held: Sequence[Card], start: Card, *, crib: bool) -> tuple[ScoreLine, ...]:
    """Hand: all hand cards one suit, one more with the start card. Crib: only all five, for 5."""
    if len({c.suit for c in held}) != 1:
        return ()
    if start.suit == held[0].suit:
        cards = (*held, start)
    elif crib:
        return ()
    else:
        cards = tuple(held)
    return (ScoreLine("flush", len(cards), card_texts(_in_order(cards))),)


def _nobs(held: Sequence[Card], start: Card) -> tuple[ScoreLine, ...]:
    """ "If the hand contains the jack of the same suit as the start card, score 1 extra point." """
    jack = Card(Rank.JACK, start.suit)
    return (ScoreLine("his nob", 1, (str(jack), str(start))),) if jack in held else ()


def his_heels(starter: str | Card) -> int:
    """ "If the start card is a jack, the dealer immediately pegs 2 points." """
    (start,) = read_pack([str(starter)])
    return 2 if start.rank is Rank.JACK else 0


def _spoken(line: ScoreLine) -> str:
    if line.label.startswith("run"):
        return "a run" if line.points == 3 else f"a run of {number_words(line.points)}"
    if line.label == "his nob":
        return "one for his nob"
    return f"a {line.label}"


def number_words(n: int) -> str:
    """0 to 39 in words, as a count is said aloud: 'twenty-nine'."""
    if n < len(_NUMBER_WORDS):
        return _NUMBER_WORDS[n]
    tens, ones = divmod(n, 10)
    return _TENS_WORDS[tens] + (f"-{_NUMBER_WORDS[ones]}" if ones else "")


def line_dict(line: ScoreLine) -> dict[str, Any]:
    return {"label": line.label, "points": line.points, "cards": list(line.cards)}
