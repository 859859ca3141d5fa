"""The melding family's parts: what a melding game reads at the end of a hand, and how it shows the score.

Rummy-like games (Hand and Foot, Canasta, Zetema) end a hand with each side's melds on the table and some
cards still in hand. A table either counts them ("our melds are worth 385") or taps the cards in and lets
the app add them up. The parts here read either form, per side or per player, and write the breakdown:

* ``read_card_total`` / ``read_card_totals``: a card-value total given as a number (``melded.0 = 385``) or
  as cards (``melded_cards.0 = "KS KH KD 2C"``), checked (a game may refuse a card, e.g. "black 3s cannot
  be melded") and added up with the game's card values; the cards are kept for the breakdown.
* ``read_side_counts``: a count per side (piles, books, canastas, red 3s), blank read as none.
* ``read_penalty``: a penalty entered by name from the game's own table of ``Penalty`` entries.
* ``count_line``, ``side_row``: the per-side breakdown as ``ScoreLine``s ("2 clean piles
  × 500") and the sheet row whose points are the sum of each side's lines.
* ``DrawTurns``, ``RankPiles``: a hand kept by counts as it is played (Zetema): the stock, each player's
  cards and whose turn it is, players out of cards passed by; one discard pile per rank and a general pile.

Game-specific values (what a pile is worth, the opening minimums) stay in the game module or in
``scorekeeper.games.hand_and_foot.melds`` (Hand and Foot) and ``scorekeeper.games.zetema.melds``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scorekeeper.cards import AnyCard, Rank
from scorekeeper.core import RuleError, ScoreLine, as_int, capitalized, filled, plural, read_cards
from scorekeeper.families.ruleset import HandRow

#: Says why a card cannot be part of an entry ("3S cannot be melded: black 3s never are."), or ``None``.
CardCheck = Callable[[AnyCard], str | None]


# --- Card-value totals, as a number or as cards ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardTotal:
    """A total of card values: the points, and the cards behind them when they were tapped in."""

    points: int
    cards: tuple[str, ...] = ()

    def line(self, label: str, *, sign: int = 1) -> ScoreLine:
        """The total as one line of a breakdown (``sign=-1`` for cards counted against a side)."""
        return ScoreLine(label, sign * self.points, self.cards)


@dataclass(frozen=True, slots=True)
class CardValues:
    """How a game values cards for a total: the deck (with its copies), each card's value, a check that
    refuses cards that cannot be entered, and the step all values come in (5 in Hand and Foot)."""

    deck: Sequence[AnyCard]
    value_of: Callable[[AnyCard], int]
    refuse: CardCheck | None = None
    step: int = 1


def read_card_total(
    payload: Mapping[str, Any],
    key: str,
    cards_key: str,
    values: CardValues,
    *,
    label: str,
    maximum: int | None = None,
    index: int | None = None,
) -> CardTotal:
    """``payload[key]`` as points, or ``payload[cards_key]`` as cards added up; blank is 0.

    With ``index``, both keys hold lists (one entry per side or player) and the ``index``-th is read; the
    fields at fault are then ``key.<index>`` and ``cards_key.<index>``.
    """
    number, cards = _item(payload.get(key), index), _item(payload.get(cards_key), index)
    number_field, cards_field = _field(key, index), _field(cards_key, index)
    if filled(number) and filled(cards):
        raise RuleError(f"Enter {label} as points or as cards, not both.", number_field)
    if filled(cards):
        read = read_cards(cards, values.deck, field_name=cards_field, who=capitalized(label))
        for card in read:
            why = values.refuse(card) if values.refuse else None
            if why:
                raise RuleError(why, cards_field)
        return CardTotal(sum(values.value_of(c) for c in read), tuple(str(c) for c in read))
    points = as_int(number, capitalized(label), number_field) if filled(number) else 0
    check_points(points, values.step, label=label, field_name=number_field, maximum=maximum)
    return CardTotal(points)


def read_card_totals(
    payload: Mapping[str, Any],
    key: str,
    cards_key: str,
    values: CardValues,
    labels: Sequence[str],
    *,
    maximum: int | None = None,
) -> tuple[CardTotal, ...]:
    """One ``read_card_total`` per label (per side, or per player): lists under ``key`` or ``cards_key``; a
    list may stop short (a form leaves out the fields of the mode not chosen), the rest read as blank."""
    for name in (key, cards_key):
        given = payload.get(name)
        if given is not None and not (isinstance(given, list | tuple) and len(given) <= len(labels)):
            raise RuleError(f"Enter at most one entry for each of {plural(len(labels), 'column')}.", name)
    return tuple(
        read_card_total(payload, key, cards_key, values, label=label, maximum=maximum, index=i)
        for i, label in enumerate(labels)
    )


def check_points(
    points: int, step: int, *, label: str, field_name: str | None, maximum: int | None = None
) -> None:
    """Refuse a card total no cards could make: below zero, above ``maximum``, or off the cards' step."""
    if points < 0:
        raise RuleError(f"{capitalized(label)} cannot be less than 0.", field_name)
    if maximum is not None and points > maximum:
        raise RuleError(f"{capitalized(label)} cannot be more than {maximum}.", field_name)
    if step > 1 and points % step:
        raise RuleError(
            f"{capitalized(label)} cannot be {points}: every card is worth a multiple of {step}.", field_name
        )


# --- Counts per side ----------------------------------------------------------------------------------


def read_side_counts(
    payload: Mapping[str, Any], key: str, labels: Sequence[str], what: str, *, maximum: int | None = None
) -> tuple[int, ...]:
    """A count per side (piles, books, red 3s) from a list under ``key``; blank or absent reads as 0."""
    given = payload.get(key)
    if given is None:
        return (0,) * len(labels)
    if not isinstance(given, list | tuple) or len(given) != len(labels):
        raise RuleError(f"Enter the {what} of each of {plural(len(labels), 'side')}.", key)
    counts = []
    for i, (value, label) in enumerate(zip(given, labels, strict=True)):
        name = f"{key}.{i}"
        count = as_int(value, f"{label}'s {what}", name) if filled(value) else 0
        if count < 0:
            raise RuleError(f"{label}'s {what} cannot be less than 0.", name)
        if maximum is not None and count > maximum:
            raise RuleError(f"{label}'s {what} cannot be more than {maximum}.", name)
        counts.append(count)
    return tuple(counts)


# --- Penalties ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Penalty:
    """A penalty of a game's text: its name in payloads, what happened (for the breakdown), its points."""

    name: str
    label: str
    points: int


def read_penalty(payload: Mapping[str, Any], key: str, table: Sequence[Penalty]) -> Penalty:
    """The penalty named by ``payload[key]``, from the game's ``table``."""
    value = payload.get(key)
    for penalty in table:
        if value == penalty.name:
            return penalty
    names = ", ".join(p.name for p in table)
    raise RuleError(f"Choose the penalty: one of {names}.", key)


# --- The breakdown ------------------------------------------------------------------------------------


def count_line(count: int, one: str, each: int, many: str | None = None) -> ScoreLine:
    """'2 clean piles × 500' worth 1000 (a count of things paid ``each``)."""
    return ScoreLine(f"{plural(count, one, many)} × {each}", count * each)


def side_row(
    label: str,
    lines: Sequence[Sequence[ScoreLine]],
    *,
    notes: Sequence[str] = (),
    summary: str = "",
) -> HandRow:
    """A hand's sheet row from each side's breakdown: a side scores the sum of its lines; lines worth 0
    are left out of the breakdown (a side with none shows nothing)."""
    kept = tuple(tuple(line for line in side if line.points) for side in lines)
    points = tuple(sum(line.points for line in side) for side in kept)
    return HandRow(label, points, tuple(notes) or ("",) * len(kept), kept, summary)


def _item(value: Any, index: int | None) -> Any:
    if index is None:
        return value
    return value[index] if isinstance(value, list | tuple) and index < len(value) else None


def _field(key: str, index: int | None) -> str:
    return key if index is None else f"{key}.{index}"


# --- A hand kept by counts: the stock, the hands, the turn, and one discard pile per rank ----------------


@dataclass(frozen=True, slots=True)
class DrawTurns:
    """Whose turn it is, the stock, and how many cards each player holds, where a player draws a card as
    the turn begins while the stock lasts. Once the stock is gone a player who runs out of cards drops out
    of the hand (the turn passes them by), and the hand is over when every hand is empty (Zetema)."""

    turn: int
    stock: int
    hands: tuple[int, ...]

    @classmethod
    def deal(cls, players: int, dealt: int, pack: int, first: int) -> DrawTurns:
        """``dealt`` cards each from a pack of ``pack``; ``first`` plays first (and draws)."""
        return cls(first, pack - players * dealt, (dealt,) * players).begin(first)

    @property
    def holding(self) -> int:
        """The cards in the hand of the player whose turn it is."""
        return self.hands[self.turn]

    @property
    def over(self) -> bool:
        return not self.stock and not any(self.hands)

    def begin(self, seat: int) -> DrawTurns:
        """``seat``'s turn begins: they draw one card from the stock, if there is one."""
        draw = min(1, self.stock)
        return DrawTurns(seat, self.stock - draw, _plus(self.hands, seat, draw))

    def play(self, cards: int) -> DrawTurns:
        """The player's ``cards`` leave the hand (a discard, cards laid down); negative: cards taken up."""
        return replace(self, hands=_plus(self.hands, self.turn, -cards))

    def draw_up_to(self, size: int) -> DrawTurns:
        """The player draws back up to ``size`` cards, as far as the stock goes."""
        draw = min(max(size - self.holding, 0), self.stock)
        return DrawTurns(self.turn, self.stock - draw, _plus(self.hands, self.turn, draw))

    def next(self) -> DrawTurns:
        """The next player to the left who still plays begins (call only while the hand is not over)."""
        players = len(self.hands)
        seats = ((self.turn + step) % players for step in range(1, players + 1))
        return self.begin(next(seat for seat in seats if self.stock or self.hands[seat]))


@dataclass(frozen=True, slots=True)
class RankPiles:
    """One discard pile per rank, kept by count, and the cards of each rank moved on to a general pile
    (Zetema's thirteen rank piles and its general wastepile). ``copies``: the cards of a rank in the pack;
    counts follow ``ranks``' order."""

    copies: int
    ranks: tuple[Rank, ...] = tuple(Rank)
    piles: tuple[int, ...] = (0,) * len(Rank)
    gone: tuple[int, ...] = (0,) * len(Rank)

    def on_pile(self, rank: Rank) -> int:
        return self.piles[self.ranks.index(rank)]

    def left(self, rank: Rank) -> int:
        """The cards of ``rank`` still in hands or the stock."""
        i = self.ranks.index(rank)
        return self.copies - self.piles[i] - self.gone[i]

    def discard(self, rank: Rank) -> RankPiles:
        """A card onto its rank's pile; a card of a rank all of whose cards are out is refused."""
        if not self.left(rank):
            every = f"All {self.copies} {rank.word}s are" if self.copies > 1 else f"The {rank.word} is"
            raise RuleError(f"{every} discarded already: there is no other to discard.", "rank")
        return replace(self, piles=_plus(self.piles, self.ranks.index(rank), 1))

    def to_general(self, ranks: Sequence[Rank], *, from_piles: Sequence[Rank] = ()) -> RankPiles:
        """Cards of ``ranks`` go to the general pile, those of ``from_piles`` taken off their rank piles."""
        piles, gone = list(self.piles), list(self.gone)
        for rank in from_piles:
            piles[self.ranks.index(rank)] -= 1
        for rank in ranks:
            gone[self.ranks.index(rank)] += 1
        return replace(self, piles=tuple(piles), gone=tuple(gone))

    def clear(self, rank: Rank) -> RankPiles:
        """A rank's whole pile moves to the general pile."""
        count = self.on_pile(rank)
        return self.to_general([rank] * count, from_piles=[rank] * count)


def _plus(values: tuple[int, ...], index: int, change: int) -> tuple[int, ...]:
    return (*values[:index], values[index] + change, *values[index + 1 :])
