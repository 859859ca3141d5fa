"""A tournament's results, read from its tables' games: each table's state and result, each round's, the
standings, and a version that changes whenever any of them may have.

Nothing here is stored: a table's result is its game's score sheet (the log stays the truth), so a
correction at a table corrects the standings. Which hand rows count:

- a round played to the end: the whole game, once it is over (its totals, its own winners first);
- a round of so many deals: the totals after that many hand rows (rows entered beyond them do not count);
- a round with a time limit that ran out: the totals of the hand rows entered when the director ended the
  round (the deal in progress is finished and entered first). Ending a round fixes each table's count of
  rows (``RoundTable.counted``), so later entries at its table change nothing.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func
from sqlmodel import Session, select

from scorekeeper.families.log import Replay
from scorekeeper.families.results import column_of_seats, places, progress
from scorekeeper.families.ruleset import OVER
from scorekeeper.store import repo
from scorekeeper.store import tournaments as store
from scorekeeper.store.models import (
    Entrant,
    EventRecord,
    Game,
    GameTable,
    RoundTable,
    Tournament,
    TournamentRound,
)
from scorekeeper.tournaments import RoundResult, Scoring, Standing, Table, TableResult, Tiebreak, standings

PLAYING, FINISHED, TIME_UP = "playing", "finished", "time up"


@dataclass(frozen=True)
class TableState:
    """One table of a started round as the director and the standings see it."""

    link_id: int  # the RoundTable's
    number: int
    table: Table
    game_table: GameTable
    game: Game
    status: str  # PLAYING, FINISHED or TIME_UP
    rows: int  # hand rows entered
    counted: int  # hand rows that count
    points: tuple[int, ...]  # each side's total as it counts now
    result: TableResult | None  # what counts for the standings: a finished table's, or an ended round's
    lower_wins: bool


@dataclass(frozen=True)
class RoundState:
    """A round with its tables (none before it starts)."""

    round: TournamentRound
    tables: tuple[TableState, ...]

    @property
    def ended(self) -> bool:
        return self.round.ended_at is not None

    @property
    def ready_to_end(self) -> bool:
        """Every table finished, or the time is up."""
        return bool(self.tables) and (
            store.time_is_up(self.round) or all(t.status == FINISHED for t in self.tables)
        )

    def counted(self) -> dict[int, int]:
        """The hand rows of each table's game that count if the round ends now (by tournament table id)."""
        return {t.link_id: t.counted for t in self.tables}

    def as_result(self) -> RoundResult:
        """The round for the pure layer: its seating and the tables that count so far."""
        done = tuple(t.result for t in self.tables if t.result is not None)
        return RoundResult(store.plan_of(self.round), done)


def round_states(session: Session, tournament: Tournament, now: datetime | None = None) -> list[RoundState]:
    """Every round of the tournament with its tables' states."""
    rounds = store.rounds_of(session, tournament)
    links = _links(session, [r.id for r in rounds])  # type: ignore[misc]
    states = []
    for round_ in rounds:
        plan = store.plan_of(round_)
        tables = tuple(
            table_state(
                session, tournament, round_, link, game_table, game, plan.tables[link.number - 1], now
            )
            for link, game_table, game in links.get(round_.id, ())  # type: ignore[arg-type]
        )
        states.append(RoundState(round_, tables))
    return states


def table_state(
    session: Session,
    tournament: Tournament,
    round_: TournamentRound,
    link: RoundTable,
    game_table: GameTable,
    game: Game,
    table: Table,
    now: datetime | None = None,
) -> TableState:
    replay = repo.current(session, game)
    rows = len(replay.sheet.rows)
    over = replay.prompt.phase == OVER
    if link.counted is not None:
        counted, finished = link.counted, True
    else:
        counted = min(rows, tournament.deals) if tournament.deals else rows
        finished = over or (tournament.deals is not None and rows >= tournament.deals)
    points, placed = side_points(game, replay, table, counted)
    status = FINISHED if finished else TIME_UP if store.time_is_up(round_, now) else PLAYING
    result = TableResult(table, points, placed) if finished else None
    return TableState(
        link.id,  # type: ignore[arg-type]
        link.number,
        table,
        game_table,
        game,
        status,
        rows,
        counted,
        points,
        result,
        replay.sheet.lower_wins,
    )


def side_points(
    game: Game, replay: Replay, table: Table, counted: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Each side's total after the first ``counted`` hand rows, and its place at the table (the game's own
    winners first when the whole game counts and is over). Side ``i`` sits first in seat ``i``
    (``tournaments.seating``), so its column is seat ``i``'s."""
    sheet = replay.sheet
    whole = counted >= len(sheet.rows)
    if whole:
        totals = sheet.totals
    else:
        totals = progress(sheet)[counted - 1] if counted else tuple(0 for _ in sheet.columns)
    columns = column_of_seats(repo.ruleset_of(game), repo.setup_of(game), sheet)
    side_columns = [columns[side] for side in range(len(table.sides))]
    points = tuple(totals[c] for c in side_columns)
    won = sheet.winners if whole and replay.prompt.phase == OVER else ()
    winners = [side for side, column in enumerate(side_columns) if column in won]
    return points, places(points, lower_wins=sheet.lower_wins, winners=winners)


def standings_of(
    tournament: Tournament, entrants: Sequence[Entrant], states: Sequence[RoundState]
) -> list[Standing]:
    """The standings now: every ended round, and the finished tables of the round being played."""
    lower_wins = any(t.lower_wins for s in states for t in s.tables)
    return standings(
        [e.id for e in entrants],  # type: ignore[misc]
        [s.as_result() for s in states if s.round.started_at is not None],
        scoring=Scoring(tournament.scoring),
        tiebreaks=[Tiebreak(t) for t in tournament.tiebreaks],
        lower_wins=lower_wins,
    )


def history(states: Sequence[RoundState]) -> list[RoundResult]:
    """The rounds ended, with their results: what the next round is seated on."""
    return [s.as_result() for s in states if s.ended]


def version(session: Session, tournament: Tournament) -> str:
    """A short tag that changes whenever the standings or the rounds may have: an entry at any of its
    tables, a round seated, started or ended, an entrant added or withdrawn. Three small queries."""
    games = (
        select(RoundTable.game_id)
        .join(TournamentRound, RoundTable.round_id == TournamentRound.id)  # type: ignore[arg-type]
        .where(TournamentRound.tournament_id == tournament.id)
    )
    count, latest = session.exec(
        select(func.count(EventRecord.id), func.max(EventRecord.id)).where(EventRecord.game_id.in_(games))  # type: ignore[union-attr,attr-defined]
    ).one()
    rounds = session.exec(
        select(
            TournamentRound.number, TournamentRound.plan, TournamentRound.started_at, TournamentRound.ended_at
        )
        .where(TournamentRound.tournament_id == tournament.id)
        .order_by(TournamentRound.number)  # type: ignore[arg-type]
    ).all()
    entrants = session.exec(
        select(Entrant.id, Entrant.withdrawn_after).where(Entrant.tournament_id == tournament.id)
    ).all()
    text = repr((count, latest, [tuple(r) for r in rounds], [tuple(e) for e in entrants]))
    return hashlib.blake2s(text.encode(), digest_size=8).hexdigest()


def _links(session: Session, round_ids: list[int]) -> dict[int, list[tuple[RoundTable, GameTable, Game]]]:
    """Each round's tables with their group table and game, in one query."""
    if not round_ids:
        return {}
    query = (
        select(RoundTable, GameTable, Game)
        .join(GameTable, RoundTable.table_id == GameTable.id)  # type: ignore[arg-type]
        .join(Game, RoundTable.game_id == Game.id)  # type: ignore[arg-type]
        .where(RoundTable.round_id.in_(round_ids))  # type: ignore[attr-defined]
        .order_by(RoundTable.round_id, RoundTable.number)
    )
    found: dict[int, list[tuple[RoundTable, GameTable, Game]]] = {}
    for link, game_table, game in session.exec(query):
        found.setdefault(link.round_id, []).append((link, game_table, game))
    return found
