"""Cribbage entries: who deals first from the cut (``read_cut``), and a hand or the crib in the show as
the table enters it, by its cards or its points (``read_show``, ``Shown``), checked against the play.

Variant and choices: see ``games.cribbage.calculators``. "The player cutting the lower card deals"; equal
ranks cut again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import Card, Rank
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    capitalized,
    filled,
    joined,
    read_card,
    read_cards,
    read_int,
    read_seat,
)
from scorekeeper.games.cribbage.pegging import Pegging
from scorekeeper.games.cribbage.show import (
    DECK,
    MOST_SHOWN,
    SHOW_SIZES,
    ShowResult,
    line_dict,
    number_words,
    show,
)


def read_cut(payload: Mapping[str, Any], names: Sequence[str]) -> tuple[int, tuple[Card, ...]]:
    """Who deals first, as entered (``dealer``) or from the card each player cut (``cards``), and the
    cards cut, if entered."""
    has_cards, has_dealer = filled(payload.get("cards")), filled(payload.get("dealer"))
    if has_cards and has_dealer:
        raise RuleError("Enter the cards cut or who deals, not both.", "dealer")
    if has_dealer:
        return read_seat(payload, "dealer", names, "The first dealer"), ()
    if not has_cards:
        raise RuleError("Enter the card each player cut, or who deals first.", "cards")
    cut = _read_cut_cards(payload.get("cards"), names)
    # "The player cutting the lower card deals" (cards rank ... A(low)).
    return (0 if cut[0].rank.number < cut[1].rank.number else 1), cut


def _read_cut_cards(value: Any, names: Sequence[str]) -> tuple[Card, Card]:
    """The card each of the two players cut (``cards.0``, ``cards.1``); equal ranks cut again."""
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise RuleError("Enter the card each of the two players cut.", "cards")
    first, second = (
        read_card(v, DECK, field_name=f"cards.{i}", what=f"the card {names[i]} cut")
        for i, v in enumerate(value)
    )
    if first == second:
        raise RuleError(f"{names[0]} and {names[1]} cannot both cut {first}: the pack has one.", "cards.1")
    if first.rank == second.rank:
        raise RuleError(f"Both cut {_rank_with_article(first.rank)}: cut again.", "cards")
    return first, second


def _rank_with_article(rank: Rank) -> str:
    """'an ace', 'a seven', 'an eight', 'a king': as in "Both cut a seven"."""
    word = rank.word if rank.word.isalpha() else number_words(rank.number)
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def shown_what(names: Sequence[str], seat: int, crib: bool) -> str:
    """'the crib', or 'Ann's hand'."""
    return "the crib" if crib else f"{names[seat]}'s hand"


@dataclass(frozen=True, slots=True)
class Shown:
    """A hand or the crib counted in the show: whose it is (``seat``), its cards and their count, or the
    points counted at the table (``result`` is then ``None``)."""

    seat: int
    crib: bool
    cards: tuple[str, ...]
    result: ShowResult | None
    points: int

    @property
    def part(self) -> str:
        return "crib" if self.crib else "hand"

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        """The count's lines labelled with the part ('hand: fifteen'), or one line saying how it counted."""
        if self.result is None:
            return (ScoreLine(f"{self.part}: counted at the table", self.points),)
        if self.result.lines:
            return tuple(ScoreLine(f"{self.part}: {x.label}", x.points, x.cards) for x in self.result.lines)
        return (ScoreLine(f"{self.part}: {self.result.said}", 0, self.cards),)

    def as_dict(self, names: Sequence[str]) -> dict[str, Any]:
        """What was counted, for the table to check: whose, the cards, the points, the words."""
        return {
            "what": shown_what(names, self.seat, self.crib),
            "cards": list(self.cards),
            "points": self.points,
            "said": self.result.said if self.result else "counted at the table",
            "lines": [line_dict(line) for line in (self.result.lines if self.result else ())],
        }


def read_show(
    payload: Mapping[str, Any],
    variant: str,
    seat: int,
    crib: bool,
    names: Sequence[str],
    *,
    starter: str | None,
    play: Pegging,
    shown: Sequence[Shown],
) -> Shown:
    """``seat``'s hand or the crib in the show, entered as its ``cards`` and counted with the start card, or
    as the ``points`` counted at the table. Refused: the start card, a card in a hand ``shown`` before, a
    card someone else played (``play``), and a hand without the cards its player played."""
    what, owner = shown_what(names, seat, crib), names[seat]
    elsewhere = {card: shown_what(names, other.seat, other.crib) for other in shown for card in other.cards}
    played = {card: names[s] for s, card in play.cards_played if crib or s != seat}
    must_hold = [card for s, card in play.cards_played if s == seat and not crib]
    has_cards, has_points = filled(payload.get("cards")), filled(payload.get("points"))
    size, subject = SHOW_SIZES[variant, crib], capitalized(what)
    if has_cards == has_points:
        which = "not both" if has_cards else "one or the other"
        raise RuleError(f"Enter the {size} cards of {what} or the points it counts, {which}.", "cards")
    if has_points:
        points = read_int(payload, "points", subject, minimum=0, maximum=MOST_SHOWN[variant, crib])
        return Shown(seat, crib, (), None, points)
    cards = read_cards(payload.get("cards"), DECK, field_name="cards", who=subject)
    if len(cards) != size:
        raise RuleError(f"{subject} has {size} cards besides the start card, not {len(cards)}.", "cards")
    texts = tuple(str(c) for c in cards)
    for text in texts:
        if text == starter:
            raise RuleError(f"{subject} cannot hold {text}: it is the start card.", "cards")
        if text in elsewhere:
            raise RuleError(f"{subject} cannot hold {text}: it is in {elsewhere[text]}.", "cards")
        if text in played:
            raise RuleError(f"{subject} cannot hold {text}: {played[text]} played it.", "cards")
    missing = [card for card in must_hold if card not in texts]
    if missing:
        raise RuleError(f"{subject} must hold {joined(missing)}, which {owner} played.", "cards")
    # "The start card also counts as part of the hand when scoring combinations."
    result = show(cards, starter, crib=crib, variant=variant)
    return Shown(seat, crib, texts, result, result.total)
