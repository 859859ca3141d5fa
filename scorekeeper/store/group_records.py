"""A group's whole history as one record, and that record made into a new group again.

The record holds the roster (with its merges), every table of the group with its seats (which roster player
sat where) and every game of those tables as the game record a table exports (``records.export_record``: its
options, players and every entry). Importing it checks every game the way a game's import does (each log
must replay to the scores it states) and then writes the new group, its players, tables, games and logs in
one transaction: all of it, or on any refusal nothing. The finished games' summaries are then made from the
logs, as they are when a game ends, so the new group's statistics are the old one's.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import insert
from sqlalchemy.exc import OperationalError
from sqlmodel import Session

from scorekeeper.core import RuleError
from scorekeeper.families.log import replay
from scorekeeper.families.ruleset import OVER
from scorekeeper.store import groups, records, repo, tables, writes
from scorekeeper.store.models import EventRecord, Member, PlayerGroup, utcnow
from scorekeeper.store.record_schema import Record, entry_time, read_record
from scorekeeper.store.summaries import summary_of
from scorekeeper.store.writes import write_transaction

SCHEMA = "scorekeeper-group"
SCHEMA_VERSION = 1
MAX_TABLES = 2000


def export_group(session: Session, group: PlayerGroup) -> dict[str, Any]:
    members = groups.members_of(session, group)
    return {
        "schema": SCHEMA,
        "schema_version": SCHEMA_VERSION,
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "group": {"name": group.name},
        "players": [{"id": m.id, "name": m.name, "merged_into": m.merged_into} for m in members],
        "tables": [
            {
                "name": table.name,
                "seats": [{"name": p.name, "player": p.member_id} for p in tables.players_of(session, table)],
                "games": [
                    records.export_record(session, table, game)
                    for game in reversed(tables.games_of(session, table))
                ],
            }
            for table in reversed(groups.tables_of(session, group))
        ],
    }


@dataclass(frozen=True)
class CheckedGame:
    record: Record
    ruleset: Any
    setup: Any
    entries: list


def import_group(session: Session, data: Any) -> PlayerGroup:
    """A new group from a group record, checked whole first, then written in one transaction."""
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise RuleError("This is not a group record from Scorekeeper (its schema is not scorekeeper-group).")
    if data.get("schema_version") != SCHEMA_VERSION:
        raise RuleError(f"This group record is of version {data.get('schema_version')!r}; this app reads 1.")
    players = _list(data, "players")
    table_records = _list(data, "tables")
    if len(table_records) > MAX_TABLES:
        raise RuleError(f"A group record holds at most {MAX_TABLES} tables.")
    known = {p.get("id") for p in players if isinstance(p, dict)}
    checked = [[_checked(game, t, n) for n, game in enumerate(_list(t, "games"), 1)] for t in table_records]
    try:
        return _write(session, data, players, table_records, checked, known)
    except OperationalError as exc:
        if not writes.is_busy(exc):
            raise
        raise RuleError("The database is busy with other games: nothing was imported. Try again.") from None


def _write(session, data, players, table_records, checked, known) -> PlayerGroup:
    with write_transaction(session):
        group = PlayerGroup(
            name=tables.clean_name(_dict(data, "group").get("name"), "Group name", 60),
            scorer_token=tables.new_token(),
            viewer_token=tables.new_token(),
        )
        session.add(group)
        session.flush()
        new_ids = _roster(session, group, players)
        for table_record, games in zip(table_records, checked, strict=True):
            _table(session, group, table_record, games, new_ids, known)
    session.refresh(group)
    return group


def _roster(session: Session, group: PlayerGroup, players: list) -> dict[Any, int]:
    new_ids: dict[Any, int] = {}
    for item in players:
        name = tables.clean_name(_dict_item(item).get("name"), "Player name", 40)
        member = Member(group_id=group.id, name=name)
        session.add(member)
        session.flush()
        new_ids[item.get("id")] = member.id  # type: ignore[assignment]
    for item in players:
        into = item.get("merged_into")
        if into is not None:
            if into not in new_ids:
                raise RuleError(f"{item.get('name')} is merged into a player the record does not have.")
            member = session.get(Member, new_ids[item.get("id")])
            member.merged_into = new_ids[into]  # type: ignore[union-attr]
    return new_ids


def _table(session, group, record: dict, games: list[CheckedGame], new_ids: dict, known: set) -> None:
    seats = _list(record, "seats")
    names = [_dict_item(seat).get("name") for seat in seats]
    table = tables.add_table(session, record.get("name") or "Imported table", names)
    table.group_id = group.id
    session.add(table)
    for seat, player in zip(seats, tables.players_of(session, table), strict=True):
        if seat.get("player") is not None:
            if seat["player"] not in known:
                raise RuleError(f"The seat of {player.name} names a player the record does not have.")
            player.member_id = new_ids[seat["player"]]
            session.add(player)
    session.flush()
    for item in games:
        game = repo.add_game(session, table, item.ruleset, item.setup)
        rows = [
            {
                "game_id": game.id,
                "seq": entry.seq,
                "type": entry.type,
                "payload": dict(entry.payload),
                "author": entry.author,
                "created_at": entry_time(event.at) if event.at is not None else utcnow(),
            }
            for event, entry in zip(item.record.events, item.entries, strict=True)
        ]
        if rows:
            session.execute(insert(EventRecord), rows)
        result = replay(item.ruleset, item.setup, item.entries)
        if result.prompt.phase == OVER:
            ended = rows[-1]["created_at"] if rows else utcnow()
            summary = summary_of(session, game, group.id, item.ruleset, item.setup, result, ended)
            session.add(summary)
    session.flush()


def _checked(game: Any, table: dict, number: int) -> CheckedGame:
    """One game of the record, checked as a game's import checks it: a sentence naming it if refused."""
    try:
        parsed = read_record(game)
        ruleset, setup, entries = records.checked_game(parsed)
    except RuleError as exc:
        raise RuleError(f"Game {number} of the table “{table.get('name')}”: {exc.message}") from None
    return CheckedGame(parsed, ruleset, setup, entries)


def _list(data: Any, key: str) -> list:
    value = data.get(key) if isinstance(data, dict) else None
    if not isinstance(value, list):
        raise RuleError(f"The group record has no list of {key}.")
    return value


def _dict(data: Any, key: str) -> dict:
    value = data.get(key) if isinstance(data, dict) else None
    if not isinstance(value, dict):
        raise RuleError(f"The group record has no {key}.")
    return value


def _dict_item(value: Any) -> dict:
    if not isinstance(value, dict):
        raise RuleError("The group record has an item that is not an object.")
    return value
