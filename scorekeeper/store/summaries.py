"""One summary per finished game of a group's table: what the group's statistics, charts and ratings add up.

A summary is a projection of the game's log, like the replay cache: written in the same transaction as the
entry that ends the game, removed by the one that reopens it (an undo), rewritten by a correction, and
rebuilt from the logs by ``flask rebuild-summaries``. Finishing a game costs one row whatever the group's
history; its pages read rows, never replay a log.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete
from sqlmodel import Session, select

from scorekeeper.families.log import Replay
from scorekeeper.families.results import GameResult, game_result
from scorekeeper.families.ruleset import OVER, GameSetup, Ruleset
from scorekeeper.store.models import Game, GameSummary, GameTable, Player, utcnow
from scorekeeper.store.tables import name_key


@dataclass(frozen=True, slots=True)
class Finished:
    """A summary as the statistics read it (plain data, no ORM object)."""

    game_id: int
    ruleset: str
    finished_at: datetime
    players: int
    result: dict[str, Any]


def after_entry(
    session: Session,
    game: Any,
    ruleset: Ruleset,
    setup: Callable[[], GameSetup],
    before: Replay | None,
    after: Replay,
) -> None:
    """Keep the game's summary in step with the entry just made (inside its transaction): written when the
    game is over after it, removed when it was over before and is not now. ``before`` None: not known.
    ``setup`` is read only when a summary is written."""
    ended = after.prompt.phase == OVER
    if not ended and before is not None and before.prompt.phase != OVER:
        return  # the usual entry: nothing to look up
    group_id = session.exec(select(GameTable.group_id).where(GameTable.id == game.table_id)).first()
    if group_id is None:
        return
    session.execute(delete(GameSummary).where(GameSummary.game_id == game.id))  # type: ignore[arg-type]
    if ended:
        session.add(summary_of(session, game, group_id, ruleset, setup(), after, utcnow()))


def summary_of(
    session: Session,
    game: Any,
    group_id: int,
    ruleset: Ruleset,
    setup: GameSetup,
    result: Replay,
    finished_at: datetime,
) -> GameSummary:
    members = seat_members(session, game.table_id, setup.players)
    played = game_result(ruleset, setup, result.state, result.sheet)
    return GameSummary(
        game_id=game.id,
        group_id=group_id,
        ruleset=ruleset.slug,
        finished_at=finished_at,
        players=setup.size,
        result=as_json(played, members),
    )


def seat_members(session: Session, table_id: int, names: Iterable[str]) -> list[int | None]:
    """The group's player in each seat of a game: the table's seat of that name, or a guest (None)."""
    seats = session.exec(select(Player.name, Player.member_id).where(Player.table_id == table_id))
    by_name = {name_key(name): member for name, member in seats}
    return [by_name.get(name_key(name)) for name in names]


def as_json(played: GameResult, members: list[int | None]) -> dict[str, Any]:
    return {
        "columns": list(played.columns),
        "lower_wins": played.lower_wins,
        "progress": [list(totals) for totals in played.progress],
        "seats": [
            {
                "seat": s.seat,
                "name": s.name,
                "member": members[s.seat],
                "column": s.column,
                "total": s.total,
                "place": s.place,
                "won": s.won,
                "tally": {key: count.as_list() for key, count in s.tally.items()},
            }
            for s in played.seats
        ],
    }


def rebuild(session: Session) -> int:
    """Every summary again from the logs (after a change in how a game counts, or to check them): the
    finished games of every group's table. Returns how many games are summarised."""
    from scorekeeper.store import repo  # the log's replay is the repository's

    made = 0
    with session.begin():
        session.execute(delete(GameSummary))
        groups = select(Game, GameTable.group_id).join(GameTable, Game.table_id == GameTable.id)
        for game, group_id in session.exec(groups.where(GameTable.group_id.is_not(None))):  # type: ignore[union-attr]
            if repo.get_ruleset(game.ruleset) is None:
                continue
            result = repo.current(session, game)
            if result.prompt.phase != OVER:
                continue
            ended_at = repo.last_entry_time(session, game.id) or utcnow()
            ruleset, setup = repo.ruleset_of(game), repo.setup_of(game)
            session.add(summary_of(session, game, group_id, ruleset, setup, result, ended_at))
            made += 1
    return made
