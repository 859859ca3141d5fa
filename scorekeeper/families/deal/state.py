"""The state of a game on the deal loop (``deal_loop``): the ``Match``, its ``Deal`` in progress and the
``DealRecord`` of each deal played.

Games extend ``Deal`` with their own facts (a frozen dataclass, every field with a default); the deal loop
replaces the deal as entries come in and adds a record when a deal is scored.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from scorekeeper.families.ruleset import GameSetup, HandRow, running_totals


@dataclass(frozen=True)
class Deal:
    """A deal in progress: its number (from 1) and dealer. Games extend it with their own facts."""

    number: int
    dealer: int


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A deal played: its line on the score sheet, who dealt, and the game's own facts about it."""

    row: HandRow
    dealer: int
    facts: Mapping[str, Any] = field(default_factory=dict)


DealT = TypeVar("DealT", bound=Deal)


@dataclass(frozen=True)
class Match(Generic[DealT]):
    """A game in progress or over, for every game on the deal loop."""

    setup: GameSetup
    totals: tuple[int, ...]
    deal: DealT | None = None
    played: tuple[DealRecord, ...] = ()
    #: Deals thrown in (all passed) so far: they score nothing but use up a deal number.
    thrown_in: int = 0
    #: The winning columns once the game is over; ``None`` while it goes on.
    winners: tuple[int, ...] | None = None
    #: Rows added when the game ends (``DealGame.closing_rows``), already counted in ``totals``.
    closing: tuple[HandRow, ...] = ()

    @property
    def options(self) -> Any:
        return self.setup.options

    @property
    def names(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def is_over(self) -> bool:
        return self.winners is not None

    @property
    def deal_number(self) -> int:
        """The number of the next deal to open."""
        return len(self.played) + self.thrown_in + 1

    @property
    def deal_totals(self) -> tuple[int, ...]:
        """The totals of the deals played, without the closing rows: what counts toward the target."""
        return running_totals((record.row for record in self.played), len(self.totals))

    def fact_totals(self, key: str) -> tuple[int, ...]:
        """A count per column kept in each deal's facts (Gin Rummy's boxes), summed over the deals."""
        per_deal = [record.facts[key] for record in self.played]
        return tuple(map(sum, zip(*per_deal, strict=True))) if per_deal else (0,) * len(self.totals)
