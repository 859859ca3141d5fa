"""Cribbage pegging: the play scored card by card (``peg``), and a play still under way (``peg_progress``).

Variant and choices: see ``games.cribbage.calculators``. Each card scores 2 for a count of 15, 2 for 31,
2/6/12 for a pair, pair royal and double pair royal with the cards just before it, and a run of three or more
made of the latest cards in any order. Five-card: "you only play up to 31 once". Six-card: after 31, or after
a go, the count restarts from 0. ``"go"`` in ``plays`` marks the moment neither player can play on.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import Card, CardError
from scorekeeper.core import ScoreLine
from scorekeeper.games.cribbage.show import (
    FIFTEEN,
    FIVE_CARD,
    GO,
    MAX_PLAYS,
    PLAY_LIMIT,
    card_texts,
    check_variant,
    is_run,
    line_dict,
    pair_line,
    read_pack,
    run_line,
)


@dataclass(frozen=True, slots=True)
class PegPlay:
    """One card of the play, the count it made, and what its player pegged for it."""

    card: Card
    count: int
    lines: tuple[ScoreLine, ...]

    @property
    def points(self) -> int:
        return sum(line.points for line in self.lines)


@dataclass(frozen=True, slots=True)
class PeggingResult:
    """The play card by card, plus the point for the last card (``last_line``, if any)."""

    plays: tuple[PegPlay, ...]
    last_line: ScoreLine | None = None

    @property
    def last(self) -> int:
        return self.last_line.points if self.last_line else 0

    @property
    def total(self) -> int:
        return sum(p.points for p in self.plays) + self.last

    def as_dict(self) -> dict[str, Any]:
        """Each line also says which play (0-based index into ``points``) earned it."""
        lines = [{**line_dict(line), "play": i} for i, play in enumerate(self.plays) for line in play.lines]
        if self.last_line:
            lines.append({**line_dict(self.last_line), "play": len(self.plays) - 1})
        return {
            "points": [p.points for p in self.plays],
            "total": self.total,
            "last": self.last,
            "counts": [p.count for p in self.plays],
            "lines": lines,
        }


def peg(plays: Sequence[str | Card], *, variant: str = FIVE_CARD, finished: bool = True) -> PeggingResult:
    """Score the play: ``plays`` are the cards in the order played, with ``"go"`` markers (see above).

    ``finished=False`` scores a play still under way: nobody has the last card yet.
    """
    return _played(plays, variant).result(finished=finished)


@dataclass(frozen=True, slots=True)
class PlayProgress:
    """The play as it stands between two entries, for scoring it card by card as the table plays.

    ``result`` holds every card's points so far (no last card yet); a go that ends a count is scored at
    once, since "neither player can play on" is settled when it is called: six-card pegs the go point
    on the card before it, five-card ends the play (``over``). ``count`` is the count now, 0 after a
    six-card restart.
    """

    result: PeggingResult
    count: int
    over: str = ""


def peg_progress(plays: Sequence[str | Card], *, variant: str = FIVE_CARD) -> PlayProgress:
    """The play so far (same notation as ``peg``): its points, the count now, and whether it is over."""
    table = _played(plays, variant)
    if table.go_called:
        table.settle_go()
    return PlayProgress(table.result(finished=False), _count(table.sequence), table.stopped)


def _played(plays: Sequence[str | Card], variant: str) -> _Play:
    """The play after ``plays``: cards read and checked, each scored, go markers applied."""
    check_variant(variant)
    tokens = [GO if is_go(p) else p for p in plays]
    cards = read_pack([t for t in tokens if t != GO])
    if len(cards) > MAX_PLAYS[variant]:
        raise CardError(
            f"The play in {variant} cribbage has at most {MAX_PLAYS[variant]} cards, not {len(cards)}."
        )
    table, next_card = _Play(variant), iter(cards)
    for token in tokens:
        if token == GO:
            table.go()
        else:
            table.play(next(next_card))
    return table


class _Play:
    """The play as it unfolds: the count, the cards since it last started from 0, what each card pegged."""

    def __init__(self, variant: str) -> None:
        self.variant = variant
        self.scored: list[tuple[Card, int, list[ScoreLine]]] = []
        self.sequence: list[Card] = []
        self.stopped = ""  # five-card: why the play is over
        self.go_called = False

    def go(self) -> None:
        """Neither player can play on (a go at count 0 changes nothing)."""
        self.go_called = bool(self.sequence)

    def play(self, card: Card) -> None:
        if self.go_called:
            self.settle_go()
        if self.stopped:
            raise CardError(f"{card} cannot be played: the play ended when {self.stopped}.")
        before = _count(self.sequence)
        count = before + card.rank.pip_value
        if count > PLAY_LIMIT:
            raise CardError(
                f"{card} cannot be played: it would take the count from {before} to {count}, past 31."
            )
        self.sequence.append(card)
        self.scored.append((card, count, _pegging_lines(self.sequence, count)))
        if count == PLAY_LIMIT:
            self.sequence = []
            # Five-card: "you only play up to 31 once".
            self.stopped = "the count reached 31" if self.variant == FIVE_CARD else ""

    def settle_go(self) -> None:
        """Apply a go called when neither player could play on: end the play, or score it and restart."""
        self.go_called = False
        if self.variant == FIVE_CARD:
            self.stopped = "neither player could play on"
            return
        # Six-card: "starting again at zero each time 31 is reached or both players say go".
        last_card, _, lines = self.scored[-1]
        lines.append(ScoreLine("go", 1, (str(last_card),)))
        self.sequence = []

    def result(self, *, finished: bool) -> PeggingResult:
        # "If the play ends with a total lower than 31, whichever player was the last to play a card
        # pegs 1 point for last card."
        last = ScoreLine("last card", 1, (str(self.scored[-1][0]),)) if finished and self.sequence else None
        return PeggingResult(
            tuple(PegPlay(card, count, tuple(lines)) for card, count, lines in self.scored), last
        )


def is_go(token: Any) -> bool:
    """Whether an entry is the word "go" (any case, spaces around)."""
    return isinstance(token, str) and token.strip().lower() == GO


def _count(cards: Iterable[Card]) -> int:
    return sum(c.rank.pip_value for c in cards)


def _pegging_lines(sequence: Sequence[Card], count: int) -> list[ScoreLine]:
    """What the latest card of ``sequence`` scores with the cards played before it since the count began."""
    lines = []
    if count == FIFTEEN:
        lines.append(ScoreLine("fifteen", 2, card_texts(sequence)))
    if count == PLAY_LIMIT:
        lines.append(ScoreLine("thirty-one", 2, card_texts(sequence)))
    same = _latest_same_rank(sequence)
    if len(same) >= 2:
        lines.append(pair_line(same))
    run = _latest_run(sequence)
    if run:
        lines.append(run_line(run))
    return lines


def _latest_same_rank(sequence: Sequence[Card]) -> Sequence[Card]:
    """The latest card and those of its rank played immediately before it."""
    size = 1
    while size < len(sequence) and sequence[-size - 1].rank == sequence[-1].rank:
        size += 1
    return sequence[-size:]


def _latest_run(sequence: Sequence[Card]) -> Sequence[Card]:
    """The longest run made of the latest cards: "no other cards must intervene"."""
    for size in range(len(sequence), 2, -1):
        if is_run(sequence[-size:]):
            return sequence[-size:]
    return ()
