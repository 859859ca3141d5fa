"""The tournament's vocabulary: movements, a round's seating, its results, scorings and standings.

Entrants are plain ``int`` ids (the store's player or partnership ids); nothing here knows names, Flask or
the database. Every value is frozen, so a round once seated or scored is a fact the layers above can keep.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from scorekeeper.core import RuleError


class SeatingError(RuleError):
    """A round cannot be seated as asked (too few entrants, no split into allowed table sizes, …).

    ``message`` is one sentence a tournament director understands.
    """


class Movement(StrEnum):
    """How entrants are brought together each round."""

    SWISS = "swiss"  # two sides a table (two players, or two fixed partnerships as one entrant each)
    PARTNERS = "partners"  # a partnership game entered as individuals: partners rotate, 2 sides of 2
    TABLES = "tables"  # multi-player games: tables of the game's allowed sizes, one entrant a seat


@dataclass(frozen=True)
class Table:
    """One table of a round: the entrant ids of each side, in seat order.

    SWISS: ``((a,), (b,))``; PARTNERS: ``((a, c), (b, d))``; TABLES: ``((a,), (b,), (c,), …)``.
    """

    sides: tuple[tuple[int, ...], ...]

    @property
    def entrants(self) -> tuple[int, ...]:
        """Everyone at the table, side by side."""
        return tuple(entrant for side in self.sides for entrant in side)

    def side_of(self, entrant: int) -> int:
        """The index of the side ``entrant`` sits on (ValueError when not at this table)."""
        for index, side in enumerate(self.sides):
            if entrant in side:
                return index
        raise ValueError(f"entrant {entrant} is not at this table")


@dataclass(frozen=True)
class RoundPlan:
    """A round's seating: its tables in table order (table 1 first) and who sits out."""

    number: int  # 1-based
    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()  # entrants sitting this round out

    @property
    def seated(self) -> tuple[int, ...]:
        """Everyone at a table, table by table."""
        return tuple(entrant for table in self.tables for entrant in table.entrants)


@dataclass(frozen=True)
class TableResult:
    """A finished table: each side's total and place (1 = best; tied sides share a place)."""

    table: Table
    points: tuple[int, ...]  # each side's total (the game's score; for a lower-wins game, as scored)
    places: tuple[int, ...]  # each side's place at the table, 1 = best, ties share (from the game)

    def __post_init__(self) -> None:
        sides = len(self.table.sides)
        if len(self.points) != sides or len(self.places) != sides:
            raise ValueError(
                f"A table of {sides} sides needs {sides} totals and places, "
                f"not {len(self.points)} and {len(self.places)}."
            )


@dataclass(frozen=True)
class RoundResult:
    """A round's seating and its finished tables (a round in progress may have fewer)."""

    plan: RoundPlan
    results: tuple[TableResult, ...] = ()


class Scoring(StrEnum):
    """What an entrant's tournament score is (docs/tournaments.md gives the exact rules)."""

    MATCH_POINTS = "match"  # 2 win / 1 draw / 0 loss (two sides); a bye scores a win
    TOTAL_POINTS = "total"  # sum of the entrant's side totals
    PLACEMENT = "placement"  # points by place: at a table of n sides, 1st scores n-1 … last 0
    DIFFERENCE = "difference"  # sum of (own side's total − the best other side's total)


class Tiebreak(StrEnum):
    """What separates entrants with equal scores, in the order the tournament chose."""

    BUCHHOLZ = "buchholz"  # sum of opponents' scores (a bye adds nothing)
    HEAD_TO_HEAD = "head-to-head"  # the score earned in games among the tied entrants only
    DIFFERENCE = "difference"  # point difference: sum of (own side's total − the best other side's total)
    TOTAL = "total"  # sum of own side's totals


@dataclass(frozen=True)
class Standing:
    """One line of the standings table."""

    entrant: int
    rank: int  # ties share a rank when the score and every tie-break are equal
    score: float  # by the tournament's Scoring
    tiebreaks: tuple[float, ...]  # in the order chosen
    played: int
    byes: int


def places_from_points(points: tuple[int, ...] | list[int], *, lower_wins: bool = False) -> tuple[int, ...]:
    """Each side's place from the sides' totals: 1 = best, tied sides share a place ("1, 1, 3")."""
    better = (lambda a, b: a < b) if lower_wins else (lambda a, b: a > b)
    return tuple(1 + sum(better(other, own) for other in points) for own in points)
