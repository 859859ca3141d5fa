"""A game's result per seat (total, place, won, its own counts) and its score progression, read from the
game's final state and score sheet: what a finished game's summary keeps (``store/summaries.py``). Pure."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.families.ruleset import GameSetup, Ruleset, ScoreSheet
from scorekeeper.families.statistics import Count


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One player's result in a finished game."""

    seat: int
    name: str
    column: int
    total: int
    place: int
    won: bool
    tally: Mapping[str, Count] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class GameResult:
    """A finished game's result per seat, and the totals after each hand (its score progression)."""

    columns: tuple[str, ...]
    seats: tuple[SeatResult, ...]
    progress: tuple[tuple[int, ...], ...]
    lower_wins: bool


def column_of_seats(ruleset: Ruleset, setup: GameSetup, sheet: ScoreSheet) -> tuple[int, ...]:
    """The sheet column each seat scores in: its own, or its partnership's."""
    if len(sheet.columns) == setup.size:
        return tuple(range(setup.size))
    by_team = {seat: i for i, team in enumerate(setup.teams) for seat in team}
    return tuple(by_team.get(seat, 0) for seat in range(setup.size))


def places(totals: Sequence[int], *, lower_wins: bool, winners: Sequence[int] = ()) -> tuple[int, ...]:
    """Each column's finishing place, 1 the best, equal totals sharing a place (1, 2, 2, 4); the game's own
    winners (a game may end on something else than the totals, a bid made) come first whatever the totals."""

    def key(column: int) -> tuple[bool, int]:
        return (column not in winners, totals[column] if lower_wins else -totals[column])

    return tuple(
        1 + sum(key(other) < key(column) for other in range(len(totals))) for column in range(len(totals))
    )


def progress(sheet: ScoreSheet) -> tuple[tuple[int, ...], ...]:
    """The totals after each hand of the sheet, from the first hand to the last."""
    running = [0] * len(sheet.columns)
    after: list[tuple[int, ...]] = []
    for row in sheet.rows:
        for column, points in enumerate(row.points):
            running[column] += points or 0
        after.append(tuple(running))
    return tuple(after)


def game_result(ruleset: Ruleset, setup: GameSetup, state: Any, sheet: ScoreSheet) -> GameResult:
    """What a finished game says about each seat (also of a game not finished: its standing now)."""
    columns = column_of_seats(ruleset, setup, sheet)
    place = places(sheet.totals, lower_wins=sheet.lower_wins, winners=sheet.winners)
    tallies = ruleset.tallies(state) if ruleset.statistics else ()
    seats = tuple(
        SeatResult(
            seat=seat,
            name=setup.players[seat],
            column=column,
            total=sheet.totals[column],
            place=place[column],
            won=column in sheet.winners,
            tally=dict(tallies[seat]) if seat < len(tallies) else {},
        )
        for seat, column in enumerate(columns)
    )
    return GameResult(tuple(sheet.columns), seats, progress(sheet), sheet.lower_wins)
