"""Tables and their seats: the names checked, the tokens that reach a table, the seating changed.

A table is reached through one of two random tokens: the scorer's (may write) and the viewer's (reads
only). Names are cleaned to one line of printable text before they are stored.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any

from sqlalchemy import bindparam
from sqlmodel import Session, select

from scorekeeper.core import RuleError, one_line
from scorekeeper.store.models import NAME_MAX, TABLE_NAME_MAX, Game, GameTable, Member, Player
from scorekeeper.store.writes import Access, begin_write, write_transaction

MIN_PLAYERS = 2
MAX_PLAYERS = 12
TOKEN_BYTES = 24  # 192 bits, well above the 128 the brief asks for


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def clean_name(text: Any, what: str, limit: int) -> str:
    """A trimmed, non-empty name of at most ``limit`` characters, or a ``RuleError``."""
    name = one_line(text)
    if not name:
        raise RuleError(f"{what} cannot be empty.", what.lower().replace(" ", "_"))
    if len(name) > limit:
        raise RuleError(f"{what} is too long (at most {limit} characters).", what.lower().replace(" ", "_"))
    return name


def clean_players(names: Sequence[Any], *, seating: bool = False) -> list[str]:
    """Non-empty, distinct player names, at most ``MAX_PLAYERS``; a table's ``seating`` at least
    ``MIN_PLAYERS`` (every game is for two or more; a game's own count is its ruleset's to check)."""
    players = [clean_name(n, "Player name", NAME_MAX) for n in names if one_line(n)]
    if seating and len(players) < MIN_PLAYERS:
        said = "no player's name" if not players else f"only {players[0]}"
        raise RuleError(f"A table needs at least two players: there is {said}. Enter their names.", "players")
    if len(players) > MAX_PLAYERS:
        raise RuleError(f"A table seats at most {MAX_PLAYERS} players.", "players")
    lowered = [p.casefold() for p in players]
    duplicates = sorted({p for p, low in zip(players, lowered, strict=True) if lowered.count(low) > 1})
    if duplicates:
        raise RuleError(f"Two players are called {duplicates[0]}: give each a different name.", "players")
    return players


def name_key(name: str) -> str:
    """What two names must share to be the same player's: "Ann" and "ann" are one."""
    return name.casefold()


def link_seats(session: Session, table: GameTable) -> None:
    """At a group's table, each seat not yet linked whose name is a player's on the group's roster is that
    player's (a player now on the roster first, then one merged into another: counted as who they became);
    any other seat is a guest's. A seat keeps the player it was linked to, so renaming a player leaves the
    table's seats and past games theirs. Inside the caller's write transaction."""
    if table.group_id is None:
        return
    members = session.exec(select(Member).where(Member.group_id == table.group_id).order_by(Member.id))
    by_name: dict[str, int | None] = {}
    for member in sorted(members, key=lambda m: m.merged_into is None):  # players on the roster win
        by_name[name_key(member.name)] = member.id
    for seat in players_of(session, table):
        if seat.member_id is None:
            seat.member_id = by_name.get(name_key(seat.name))
            session.add(seat)
    session.flush()


def create_table(session: Session, name: Any, players: Sequence[Any]) -> GameTable:
    with write_transaction(session):  # a refused name rolls back the (empty) transaction
        table = add_table(session, name, players)
    session.refresh(table)
    return table


def add_table(session: Session, name: Any, players: Sequence[Any]) -> GameTable:
    """Insert a table and its seats inside the caller's write transaction (``write_transaction``)."""
    table = GameTable(
        name=clean_name(name, "Table name", TABLE_NAME_MAX),
        scorer_token=new_token(),
        viewer_token=new_token(),
    )
    cleaned = clean_players(players, seating=True)
    session.add(table)
    session.flush()
    for seat, player in enumerate(cleaned):
        session.add(Player(table_id=table.id, seat=seat, name=player))
    session.flush()
    return table


# Built once: SQLAlchemy then reuses their compiled form (docs/benchmarks.md).
_TABLE_BY_SCORER = select(GameTable).where(GameTable.scorer_token == bindparam("token"))
_TABLE_BY_VIEWER = select(GameTable).where(GameTable.viewer_token == bindparam("token"))


def table_by_token(session: Session, token: str) -> Access | None:
    if not token or len(token) > 64:
        return None
    table = session.exec(_TABLE_BY_SCORER, params={"token": token}).first()
    if table:
        return Access(table, can_write=True)
    table = session.exec(_TABLE_BY_VIEWER, params={"token": token}).first()
    return Access(table, can_write=False) if table else None


def players_of(session: Session, table: GameTable) -> list[Player]:
    return list(session.exec(select(Player).where(Player.table_id == table.id).order_by(Player.seat)))


def set_players(session: Session, table: GameTable, names: Sequence[Any], teams: Sequence[Any] = ()) -> None:
    """Replace the table's seating (games already started keep their own copy of the seats)."""
    cleaned = clean_players(names, seating=True)
    team_labels = [one_line(t)[:NAME_MAX] for t in teams] + [""] * len(cleaned)
    begin_write(session)
    linked = {}  # a seat kept under the same name keeps its group player (renamed on the roster since)
    for old in players_of(session, table):
        linked[name_key(old.name)] = old.member_id
        session.delete(old)
    for seat, player in enumerate(cleaned):
        kept = linked.get(name_key(player))
        session.add(Player(table_id=table.id, seat=seat, name=player, team=team_labels[seat], member_id=kept))
    session.flush()
    link_seats(session, table)
    session.commit()


def games_of(session: Session, table: GameTable) -> list[Game]:
    return list(session.exec(select(Game).where(Game.table_id == table.id).order_by(Game.id.desc())))


def current_game_id(session: Session, table: GameTable) -> int | None:
    """The table's current game: the one started last (a rematch or a new game replaces it)."""
    query = select(Game.id).where(Game.table_id == table.id).order_by(Game.id.desc()).limit(1)  # type: ignore[union-attr]
    return session.exec(query).first()


def delete_table(session: Session, table: GameTable) -> dict[str, int]:
    """Delete ``table`` and everything of it in one transaction: its games' logs, its games, its saved house
    games, its players, the table (children first: the foreign keys point up). Returns the rows deleted per
    table. Every table that refers to a table is listed here, but a tournament's tables, which are never
    deleted (a ``RuleError``); ``tests/web/test_delete_table.py`` checks that the schema has no other."""
    from sqlalchemy import delete

    from scorekeeper.store.models import EventRecord, GameSummary, HouseGame, RoundTable

    if session.exec(select(RoundTable.id).where(RoundTable.table_id == table.id)).first() is not None:
        # A tournament's table: its games count for the tournament's standings (store/tournaments.py).
        raise RuleError("Nothing was deleted: this table is a tournament's, and its games count for it.")
    deleted: dict[str, int] = {}
    with write_transaction(session):
        table_id = table.id
        games = select(Game.id).where(Game.table_id == table_id).scalar_subquery()
        for model, condition in (
            (EventRecord, EventRecord.game_id.in_(games)),  # type: ignore[attr-defined]
            (GameSummary, GameSummary.game_id.in_(games)),  # type: ignore[attr-defined]
            (Game, Game.table_id == table_id),
            (HouseGame, HouseGame.table_id == table_id),
            (Player, Player.table_id == table_id),
            (GameTable, GameTable.id == table_id),
        ):
            result = session.execute(delete(model).where(condition))  # type: ignore[arg-type]
            deleted[model.__tablename__] = result.rowcount  # type: ignore[attr-defined]
    session.expunge_all()
    return deleted
