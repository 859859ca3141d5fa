"""Game records: export a game (JSON record, CSV score sheet) and import a record to recreate it exactly."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime
from typing import Any

from sqlmodel import Session

from scorekeeper.core import RuleError
from scorekeeper.rules.base import ScoreSheet
from scorekeeper.rules.log import Entry, Replay, public_payload, replay, secrets_after
from scorekeeper.store import repo
from scorekeeper.store.models import EventRecord, Game, GameTable

SCHEMA = "scorekeeper.game-record"
SCHEMA_VERSION = 1
MAX_IMPORT_EVENTS = repo.MAX_EVENTS_PER_GAME


def sheet_as_dict(sheet: ScoreSheet) -> dict[str, Any]:
    """The computed scores, as exported and as the API returns them."""
    return {
        "columns": list(sheet.columns),
        "hands": [
            {"label": r.label, "points": list(r.points), "notes": list(r.notes), "summary": r.summary}
            for r in sheet.rows
        ],
        "totals": list(sheet.totals),
        "lower_wins": sheet.lower_wins,
        "is_over": sheet.is_over,
        "winners": [sheet.columns[i] for i in sheet.winners],
        "leaders": [sheet.columns[i] for i in sheet.leaders],
        "dealer": sheet.dealer,
        "in_progress": sheet.in_progress,
    }


def shown_events(session: Session, game: Game, result: Replay | None = None) -> list[dict[str, Any]]:
    """The game's log as pages, the API and exports show it: every entry, a secret the table still keeps
    (``Ruleset.secret_fields``) masked."""
    result = result or repo.current(session, game)
    ruleset = repo.ruleset_of(game)
    after = secrets_after(ruleset, result)
    return [
        {
            "seq": r.seq,
            "type": r.type,
            "payload": public_payload(ruleset, after, r.seq, r.type, r.payload),
            "author": r.author,
            "at": r.created_at.isoformat(timespec="seconds"),
        }
        for r in repo.records_of(session, game)
    ]


def export_record(session: Session, table: GameTable, game: Game) -> dict[str, Any]:
    result = repo.current(session, game)
    ruleset = repo.ruleset_of(game)
    return {
        "schema": SCHEMA,
        "schema_version": SCHEMA_VERSION,
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "table": {"name": table.name},
        "game": {
            "ruleset": game.ruleset,
            "ruleset_name": ruleset.name,
            "options": game.options,
            "players": game.players,
            "teams": game.teams,
            "first_dealer": game.first_dealer,
            "created_at": game.created_at.isoformat(timespec="seconds"),
        },
        "events": shown_events(session, game, result),
        "scores": sheet_as_dict(result.sheet),
    }


def export_csv(session: Session, game: Game) -> str:
    """A score sheet: one row per hand, a column per player (or team), then the totals."""
    sheet = repo.current(session, game).sheet
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["Hand", *sheet.columns, "Notes"])
    for row in sheet.rows:
        notes = "; ".join(f"{c}: {n}" for c, n in zip(sheet.columns, row.notes, strict=False) if n)
        writer.writerow([row.label, *["" if p is None else p for p in row.points], notes])
    writer.writerow(["Total", *sheet.totals, ""])
    winners = ", ".join(sheet.columns[i] for i in sheet.winners)
    writer.writerow(
        ["Winner" if len(sheet.winners) == 1 else "Winners", winners if sheet.is_over else "", ""]
    )
    return out.getvalue()


def import_record(session: Session, record: Any) -> tuple[GameTable, Game]:
    """Recreate a table and game from an exported record; refuse with a reason if it cannot be replayed."""
    if not isinstance(record, dict) or record.get("schema") != SCHEMA:
        raise RuleError("This file is not a Scorekeeper game record.")
    if record.get("schema_version") != SCHEMA_VERSION:
        raise RuleError(
            f"This record has schema version {record.get('schema_version')}; "
            f"this Scorekeeper reads version {SCHEMA_VERSION}."
        )
    game_data, events = record.get("game"), record.get("events")
    if not isinstance(game_data, dict) or not isinstance(events, list):
        raise RuleError("The record has no game or no events.")
    if len(events) > MAX_IMPORT_EVENTS:
        raise RuleError(f"The record has more than {MAX_IMPORT_EVENTS} entries.")
    players = game_data.get("players")
    if not isinstance(players, list):
        raise RuleError("The record lists no players.")
    ruleset, setup = repo.build_setup(
        game_data.get("ruleset", ""),
        players,
        game_data.get("options") or {},
        game_data.get("first_dealer", 0),
        game_data.get("teams") or None,
    )
    entries = _entries(events)
    replay(ruleset, setup, entries)  # raises RuleError if the record does not replay
    table_name = (record.get("table") or {}).get("name") or "Imported table"
    table = repo.create_table(session, table_name, list(setup.players))
    game = repo.start_game(
        session,
        table,
        ruleset.slug,
        list(setup.players),
        game_data.get("options") or {},
        setup.first_dealer,
        game_data.get("teams") or None,
    )
    for item, entry in zip(events, entries, strict=True):
        session.add(
            EventRecord(
                game_id=game.id,
                seq=entry.seq,
                type=entry.type,
                payload=dict(entry.payload),
                author=entry.author,
                created_at=_when(item.get("at")),
            )
        )
    session.commit()
    return table, game


def _entries(events: list[Any]) -> list[Entry]:
    entries = []
    for expected, item in enumerate(events, start=1):
        if not isinstance(item, dict) or not isinstance(item.get("payload", {}), dict):
            raise RuleError(f"Entry {expected} of the record is malformed.")
        if item.get("seq") != expected or not isinstance(item.get("type"), str):
            raise RuleError(f"Entry {expected} of the record is out of order or has no type.")
        entries.append(
            Entry(expected, item["type"][:40], item.get("payload", {}), str(item.get("author", ""))[:40])
        )
    return entries


def _when(text: Any) -> datetime:
    try:
        moment = datetime.fromisoformat(str(text))
    except ValueError:
        return datetime.now(UTC)
    return moment.astimezone(UTC) if moment.tzinfo else moment.replace(tzinfo=UTC)
