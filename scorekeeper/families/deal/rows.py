"""Rows of the score sheet for games on the deal loop (``deal_loop``), and the totals they add up to.

``add_row`` adds a row to the totals; ``column_row``, ``count_row``, ``bonus_row`` and ``standing_row``
build the usual shapes of row (some columns only, a count times a value, one bonus, a standing kept from
deal to deal); ``Score`` and ``parts_row`` serve games that peg as they go (Cribbage), with
``winning_score`` and ``latest_points``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from scorekeeper.core import ScoreLine, plural
from scorekeeper.families.ruleset import HandRow


def add_row(totals: Sequence[int], row: HandRow) -> tuple[int, ...]:
    """The totals with a row's points added (a column's ``None`` adds nothing)."""
    return tuple(t + (p or 0) for t, p in zip(totals, row.points, strict=True))


def column_row(
    label: str,
    columns: int,
    summary: str = "",
    *,
    points: Mapping[int, int | None] | None = None,
    notes: Mapping[int, str] | None = None,
    lines: Mapping[int, Sequence[ScoreLine]] | None = None,
) -> HandRow:
    """A row where only some columns score or have a note (a bonus to the winner, one player's hand): the
    maps give those columns' entries; every other column has no points (``None``), no note and no lines."""
    points, notes, lines = points or {}, notes or {}, lines or {}
    return HandRow(
        label,
        tuple(points.get(c) for c in range(columns)),
        tuple(notes.get(c, "") for c in range(columns)),
        tuple(tuple(lines.get(c, ())) for c in range(columns)),
        summary,
    )


def count_row(label: str, counts: Sequence[int], each: int, unit: tuple[str, str], summary: str) -> HandRow:
    """A row paying ``each`` per thing counted in each column (Gin Rummy's boxes: 20 per hand won), with a
    note ('3 boxes') and a line ('3 boxes × 20'); ``unit`` is the thing's name, one and many."""
    words = {column: plural(count, *unit) for column, count in enumerate(counts) if count}
    return column_row(
        label,
        len(counts),
        summary,
        points={c: counts[c] * each for c in words},
        notes=words,
        lines={c: (ScoreLine(f"{w} × {each}", counts[c] * each),) for c, w in words.items()},
    )


def bonus_row(
    label: str, columns: int, column: int, points: int, *, note: str, reason: str, summary: str
) -> HandRow:
    """A row that gives one column a bonus (a game bonus, a shutout), with its note and its reason."""
    lines = {column: (ScoreLine(reason, points),)}
    return column_row(label, columns, summary, points={column: points}, notes={column: note}, lines=lines)


def standing_row(
    label: str,
    standing: Sequence[Sequence[ScoreLine]],
    before: Sequence[int],
    *,
    since: str,
    notes: Sequence[str] = (),
    summary: str = "",
) -> HandRow:
    """A deal's row in a game scored once, at the end, from what lies on the table (Calypso's calypsos and
    won-tricks piles, kept from deal to deal), shown as a standing after each deal: a column scores the
    change in its standing, and its lines are the whole standing now less the standing ``before`` (the
    line ``since``: 'less the standing after deal 1'). The running totals are then the standings."""
    pairs = list(zip(standing, before, strict=True))
    points = tuple(sum(line.points for line in now) - then for now, then in pairs)
    lines = tuple((*now, ScoreLine(since, -then)) if then else tuple(now) for now, then in pairs)
    return HandRow(label, points, tuple(notes), lines, summary)


# --- Scores made as a deal goes ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Score:
    """One score made during a deal, for games that peg as they go (Cribbage): the column it goes to, the
    part of the deal it belongs to ("pegging", "hand"), its reasons, and how it wins the game when it
    reaches the target ("pegging out with thirty-one")."""

    column: int
    part: str
    lines: tuple[ScoreLine, ...]
    how: str = ""

    @property
    def points(self) -> int:
        return sum(line.points for line in self.lines)


def parts_row(
    label: str,
    columns: int,
    scores: Sequence[Score],
    parts: Sequence[str],
    summary: str = "",
    *,
    entered: Mapping[int, Sequence[str]] | None = None,
) -> HandRow:
    """A deal's row from its scores: each column's points, a note per part in the order of ``parts``
    ('pegging 5 · hand 4'; a part ``entered`` for a column is noted even at 0), the lines as scored."""
    points, notes, lines = [], [], []
    for column in range(columns):
        mine = [score for score in scores if score.column == column]
        by_part = dict.fromkeys((entered or {}).get(column, ()), 0)
        for score in mine:
            by_part[score.part] = by_part.get(score.part, 0) + score.points
        points.append(sum(score.points for score in mine))
        notes.append(" · ".join(f"{part} {by_part[part]}" for part in parts if part in by_part))
        lines.append(tuple(line for score in mine for line in score.lines))
    return HandRow(label, tuple(points), tuple(notes), tuple(lines), summary)


def winning_score(totals: Sequence[int], scores: Iterable[Score], target: int) -> Score | None:
    """The score that first took a column from ``totals`` to ``target``, or ``None``."""
    running = list(totals)
    for score in scores:
        running[score.column] += score.points
        if running[score.column] >= target:
            return score
    return None


def latest_points(scores: Iterable[Score], columns: int) -> list[int]:
    """Each column's latest score that was not 0 (0 if none): how far a pegboard's rear peg trails."""
    latest = [0] * columns
    for score in scores:
        if score.points:
            latest[score.column] = score.points
    return latest
