"""Belote declarations, as in ``rules/belote.txt``: what each hand may declare, and how declarations
compare (whose is highest after the "How high?" dialogue, and who scores, is ``games.belote.ranking``).

* Four of a kind: "Four jacks score 200 points, four nines score 150, and four of either aces, 10s, kings,
  or queens score 100 points. You cannot declare four of a kind in 8s or 7s."
* Sequences: three or more cards of one suit in the order A K Q J 10 9 8 7; "A run of five or more scores
  100 points, a run of four scores 50 points, and a run of three scores 20 points." Each unbroken run is one
  declaration (a run of eight is one run of 100).
* Belote and rebelote: the king and queen of trumps, 20 points, "always scored" by the team holding them.
* "Only the team holding the highest declaration may score for the other declarations": that team scores
  every four of a kind and sequence of both partners; the other team scores none.

The dialogue starts with the player to the dealer's left (play passes to the left) and goes round once.
Each player names the type of their highest declaration; a higher type takes over, the same type brings
"How high?", and a player who "cannot beat a declaration" says "good".

Choices where the text is open:

* Order of types: run of three < run of four < run of five < run of six ... < four of a kind. Runs of five
  or more are worth the same 100, but "longer sequences rank higher than shorter ones"; a four of a kind
  (100 to 200 points) ranks above every run.
* "How high?": runs by their highest card, then a trump run above a plain one; fours "by the rank of the
  cards", read in the order of their values: jacks, 9s, then aces, 10s, kings, queens (Belote's ranking).
* Two identical plain runs: the later speaker "cannot beat" the first and says "good", so the player who
  spoke first (nearer the dealer's left) holds the highest declaration.
* A card may count in a four of a kind and in a run, and the king and queen of trumps also count in a run.
* ``allowed``: ``"all"`` (the default); ``"belote"`` for tables that "allow only belote and rebelote";
  ``"none"`` for tables that "choose not to allow declarations".

Tables that say their declarations by type rather than show their hands build them with
``four_of_a_kind``, ``sequence`` and ``belote``, check that real hands could hold them together with
``check_held_together`` and settle them with ``belote_ranking.settle_declarations`` (the same dialogue
and scoring).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import pairwise
from typing import Any

from scorekeeper.cards import (
    ACE_HIGH,
    AnyCard,
    Card,
    CardError,
    Rank,
    Suit,
    check_cards,
    parse_cards,
    piquet_32,
)
from scorekeeper.core import joined, plural

SEATS = 4
HAND_SIZE = 8
ALLOWED = ("all", "belote", "none")
#: Sequence order for runs: "(high) A, K, Q, J, 10, 9, 8, 7 (low)".
SEQUENCE_ORDER: tuple[Rank, ...] = ACE_HIGH[:8]
#: "Four jacks score 200 points, four nines score 150, and four of either aces, 10s, kings, or queens score
#: 100 points." Listed from the highest four down.
FOUR_POINTS = {Rank.JACK: 200, Rank.NINE: 150, Rank.ACE: 100, Rank.TEN: 100, Rank.KING: 100, Rank.QUEEN: 100}
MIN_RUN = 3
BELOTE_POINTS = 20
_FOUR_ORDER = tuple(reversed(FOUR_POINTS))  # queens lowest ... jacks highest
_NUMBER_WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
_FOUR_TYPE = 99  # above any run length


def run_points(length: int) -> int:
    """20 for a run of three, 50 for four, 100 for five or more."""
    return 100 if length >= 5 else 50 if length == 4 else 20


class Kind(StrEnum):
    FOUR = "four_of_a_kind"
    RUN = "run"
    BELOTE = "belote"


@dataclass(frozen=True, slots=True)
class Declaration:
    """One declaration. ``rank`` is the four's rank or the run's highest card; ``trump`` marks a run in
    trumps (and belote)."""

    kind: Kind
    cards: tuple[str, ...]
    points: int
    rank: Rank | None = None
    suit: Suit | None = None
    trump: bool = False

    @property
    def length(self) -> int:
        return len(self.cards)

    @property
    def type_order(self) -> int:
        """The type named first in the dialogue: a run's length, or above every run for a four."""
        return _FOUR_TYPE if self.kind is Kind.FOUR else self.length

    @property
    def height(self) -> tuple[int, bool]:
        """What "How high?" compares within a type: the rank, then trump over plain."""
        if self.kind is Kind.FOUR:
            return _FOUR_ORDER.index(self.rank), False
        return len(SEQUENCE_ORDER) - SEQUENCE_ORDER.index(self.rank), self.trump

    @property
    def type_name(self) -> str:
        """What the player says first: 'a run of four', 'four of a kind'."""
        if self.kind is Kind.FOUR:
            return "four of a kind"
        if self.kind is Kind.RUN:
            return f"a run of {_NUMBER_WORDS[self.length]}"
        return "belote and rebelote"

    @property
    def height_name(self) -> str:
        """The answer to "How high?": 'jacks', 'to the king, in trumps'."""
        if self.kind is Kind.FOUR:
            return f"{self.rank.word}s"
        return f"to the {self.rank.word}" + (", in trumps" if self.trump else "")

    @property
    def name(self) -> str:
        """'four jacks', 'a run of four to the king of hearts', 'belote and rebelote'."""
        if self.kind is Kind.FOUR:
            return f"four {self.rank.word}s"
        if self.kind is Kind.RUN:
            return f"{self.type_name} to the {self.rank.word} of {self.suit.plural}"
        return self.type_name

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "name": self.name,
            "cards": list(self.cards),
            "points": self.points,
            "trump": self.trump,
        }


# --- Public API ------------------------------------------------------------------------------------


def find_declarations(
    cards: str | Iterable[str], trump: Suit | str, *, allowed: str = "all"
) -> list[Declaration]:
    """Every declaration in one hand of eight cards: fours, runs (highest first), then belote."""
    hand = read_hand(cards)
    return declarations_in(hand, read_trump(trump), read_allowed(allowed))


def four_of_a_kind(rank: Rank) -> Declaration:
    """Four cards of ``rank``: jacks 200, 9s 150, aces, 10s, kings or queens 100.

    Raises ``CardError`` with a sentence for players: "You cannot declare four of a kind in 8s or 7s."
    """
    if rank in (Rank.EIGHT, Rank.SEVEN):
        raise CardError("You cannot declare four of a kind in 8s or 7s.")
    if rank not in FOUR_POINTS:
        raise CardError(f"Belote is played with aces down to 7s: there are no {rank.word}s.")
    return Declaration(Kind.FOUR, tuple(str(Card(rank, suit)) for suit in Suit), FOUR_POINTS[rank], rank=rank)


def sequence(high: Rank, suit: Suit, length: int, trump: Suit) -> Declaration:
    """The run of ``length`` cards of ``suit`` from ``high`` down, in the order A K Q J 10 9 8 7.

    Raises ``CardError`` for a run no hand can hold ("a run of four cannot be to the 9").
    """
    if high not in SEQUENCE_ORDER:
        raise CardError(f"Belote is played with aces down to 7s: there are no {high.word}s.")
    if not MIN_RUN <= length <= HAND_SIZE:
        raise CardError(f"A run is {MIN_RUN} to {HAND_SIZE} cards long, not {length}.")
    top = SEQUENCE_ORDER.index(high)
    below = SEQUENCE_ORDER[top:]
    if length > len(below):
        ranks, word = joined([rank.value for rank in below]), _NUMBER_WORDS[length]
        raise CardError(f"A run of {word} cannot be to the {high.word}: {ranks} are only {len(below)} cards.")
    cards = tuple(str(Card(rank, suit)) for rank in SEQUENCE_ORDER[top : top + length])
    return Declaration(Kind.RUN, cards, run_points(length), rank=high, suit=suit, trump=suit is trump)


def check_held_together(found: Sequence[Sequence[Declaration]], names: Sequence[str] = ()) -> None:
    """Refuse declarations said by type that no deal could hold: the same four twice, two runs of one
    seat that meet (an unbroken run is one declaration), more than eight cards in a hand, or a card in two
    hands. A card may count in a four and a run of the same seat. ``names`` name the seats in sentences."""
    who = list(names) or [f"Seat {seat + 1}" for seat in range(len(found))]
    owner: dict[str, int] = {}
    for seat, declarations in enumerate(found):
        fours = [d.rank for d in declarations if d.kind is Kind.FOUR]
        if len(fours) != len(set(fours)):
            raise CardError(f"{who[seat]} declared the same four of a kind twice.")
        runs = sorted((d for d in declarations if d.kind is Kind.RUN), key=lambda d: (d.suit, d.height))
        for low, high in pairwise(runs):
            if (
                low.suit is high.suit
                and SEQUENCE_ORDER.index(low.rank) <= SEQUENCE_ORDER.index(high.rank) + high.length
            ):
                raise CardError(f"{who[seat]}'s runs in {high.suit.plural} meet: declare them as one run.")
        cards = {card for d in declarations for card in d.cards}
        if len(cards) > HAND_SIZE:
            raise CardError(
                f"{who[seat]}'s declarations need {len(cards)} cards, but a hand has {HAND_SIZE}."
            )
        for card in sorted(cards):
            other = owner.setdefault(card, seat)
            if other != seat:
                held = parse_cards(card)[0]
                fours = all(
                    any(d.kind is Kind.FOUR and card in d.cards for d in found[s]) for s in (seat, other)
                )
                what = f"four {held.rank.word}s" if fours else f"the {held.name}"
                raise CardError(f"{who[other]} and {who[seat]} cannot both hold {what}.")


def belote(trump: Suit) -> Declaration:
    """Belote and rebelote: the king and queen of trumps, 20."""
    cards = (str(Card(Rank.KING, trump)), str(Card(Rank.QUEEN, trump)))
    return Declaration(Kind.BELOTE, cards, BELOTE_POINTS, suit=trump, trump=True)


# --- Finding declarations --------------------------------------------------------------------------


def declarations_in(hand: list[Card], trump: Suit, allowed: str) -> list[Declaration]:
    if allowed == "none":
        return []
    found = [] if allowed == "belote" else [*_fours(hand), *_runs(hand, trump)]
    found.sort(key=lambda d: (d.type_order, d.height), reverse=True)
    # "Belote and rebelote: The king and queen of trump."
    if {Card(Rank.KING, trump), Card(Rank.QUEEN, trump)} <= set(hand):
        found.append(belote(trump))
    return found


def _fours(hand: list[Card]) -> list[Declaration]:
    return [four_of_a_kind(rank) for rank in FOUR_POINTS if sum(c.rank is rank for c in hand) == 4]


def _runs(hand: list[Card], trump: Suit) -> list[Declaration]:
    """Every unbroken run of three or more cards of one suit, in sequence order."""
    runs = []
    for suit in Suit:
        held = [r for r in SEQUENCE_ORDER if Card(r, suit) in hand]
        for run in _unbroken(held):
            if len(run) >= MIN_RUN:
                runs.append(sequence(run[0], suit, len(run), trump))
    return runs


def _unbroken(ranks: list[Rank]) -> list[list[Rank]]:
    """Split ranks (in sequence order) into runs of adjacent ranks."""
    runs: list[list[Rank]] = []
    for rank in ranks:
        if runs and SEQUENCE_ORDER.index(rank) == SEQUENCE_ORDER.index(runs[-1][-1]) + 1:
            runs[-1].append(rank)
        else:
            runs.append([rank])
    return runs


# --- Reading the input -----------------------------------------------------------------------------


_TRUMP_NAMES = {key: s for s in Suit for key in (s.value, s.symbol, s.plural, s.plural.rstrip("s"))}


def read_trump(trump: Suit | str) -> Suit:
    if isinstance(trump, Suit):
        return trump
    suit = _TRUMP_NAMES.get(str(trump).strip().lower()) or _TRUMP_NAMES.get(str(trump).strip().upper())
    if suit is None:
        raise CardError(f"Trumps must be a suit, S, H, D or C, not “{trump}”.")
    return suit


def read_allowed(allowed: str) -> str:
    if allowed not in ALLOWED:
        raise ValueError(f"Declarations allowed must be one of {', '.join(ALLOWED)}, not {allowed!r}.")
    return allowed


def read_hand(cards: str | Iterable[str], seat: int | None = None) -> list[Card]:
    hand: list[AnyCard] = parse_cards(cards)
    who = f"Seat {seat + 1}: " if seat is not None else ""
    if len(hand) != HAND_SIZE:
        raise CardError(
            f"{who}a Belote hand has {plural(HAND_SIZE, 'card')} when declaring, not {len(hand)}."
        )
    try:
        check_cards(hand, piquet_32())
    except CardError as exc:
        raise CardError(who + str(exc)) from exc
    return [c for c in hand if isinstance(c, Card)]
