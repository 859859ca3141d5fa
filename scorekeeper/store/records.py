"""Game records: export a game (JSON record, CSV score sheet) and import a record to recreate it exactly."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Collection
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import insert
from sqlalchemy.exc import OperationalError
from sqlmodel import Session

from scorekeeper.core import RuleError, joined, plural
from scorekeeper.families.log import (
    SECRET,
    Entry,
    Replay,
    entry_words,
    public_payload,
    resolve,
    secrets_after,
)
from scorekeeper.families.ruleset import GameSetup, Ruleset, ScoreSheet
from scorekeeper.store import repo, tables, writes
from scorekeeper.store.models import EventRecord, Game, GameTable, utcnow
from scorekeeper.store.record_schema import (
    SCHEMA,
    SCHEMA_VERSION,
    Record,
    RecordEvent,
    RecordHand,
    RecordScores,
    entry_time,
    read_record,
)


def sheet_as_dict(sheet: ScoreSheet) -> dict[str, Any]:
    """The computed scores, as exported and as the API returns them."""
    return {
        "columns": list(sheet.columns),
        "hands": [
            {
                "label": r.label,
                "points": list(r.points),
                "notes": list(r.notes),
                "summary": r.summary,
                # how each column's points came about (every chip moved, every bonus), as "How it scored"
                "lines": [[{"label": line.label, "points": line.points} for line in col] for col in r.lines],
            }
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


def shown_events(
    session: Session, game: Game, result: Replay | None = None, *, latest: int | None = None
) -> list[dict[str, Any]]:
    """The game's log as pages, the API and exports show it: every entry (``latest``: the last so many), a
    secret the table still keeps (``Ruleset.secret_fields``) masked."""
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
        for r in repo.records_of(session, game, latest=latest)
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
            "name": repo.title_of(game),
            "options": game.options,
            "players": game.players,
            "teams": game.teams,
            "first_dealer": game.first_dealer,
            "created_at": game.created_at.isoformat(timespec="seconds"),
        },
        "events": _in_words(game, result, shown_events(session, game, result)),
        "scores": sheet_as_dict(result.sheet),
    }


def _in_words(game: Game, result: Replay, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The exported entries each with its ``words``, as the play page says it (from the shown payload: a
    secret the table keeps stays masked in the words too). An import ignores them: entries are replayed."""
    ruleset, setup = repo.ruleset_of(game), repo.setup_of(game)
    return [
        event | {"words": entry_words(ruleset, setup, result.entries, event["type"], event["payload"])}
        for event in events
    ]


def export_csv(session: Session, game: Game) -> str:
    """A score sheet: one row per hand, a column per player (or team), then the totals.

    It starts with a UTF-8 byte order mark, without which spreadsheet programs read the suit symbols as
    Latin-1 garbage; and text that a spreadsheet would run as a formula is written as text (csv_cell).
    """
    sheet = repo.current(session, game).sheet
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.writer(out)

    def row(*cells: object) -> None:
        writer.writerow([csv_cell(cell) for cell in cells])

    row("Hand", *sheet.columns, "Notes")
    for hand in sheet.rows:
        notes = "; ".join(f"{c}: {n}" for c, n in zip(sheet.columns, hand.notes, strict=False) if n)
        row(hand.label, *["" if p is None else p for p in hand.points], notes)
    row("Total", *sheet.totals, "")
    if sheet.is_over and sheet.winners:  # none until the game is over: no empty "Winners" row mid-game
        winners = ", ".join(sheet.columns[i] for i in sheet.winners)
        row("Winner" if len(sheet.winners) == 1 else "Winners", winners, "")
    return out.getvalue()


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(cell: object) -> object:
    """A text cell that starts like a formula gets a leading apostrophe, so a player named
    ``=HYPERLINK(...)`` is shown, not run. Scores are numbers and stay numbers: -5 is written -5 (only
    text is neutralised; a name such as "-5" is text and becomes '-5)."""
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell


class ImportBusy(RuleError):
    """The database stayed locked by other writers past the busy timeout: nothing was imported."""


class _NotANumber(ValueError):
    pass


def _not_a_number(name: str) -> Any:
    raise _NotANumber(name)


def parse_record(data: bytes) -> Any:
    """An uploaded file's JSON, or a ``RuleError`` saying why it cannot be one."""
    try:
        return json.loads(data.decode("utf-8"), parse_constant=_not_a_number)
    except _NotANumber:
        raise RuleError(
            "That file holds NaN or Infinity, which are not numbers a game record can hold."
        ) from None
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise RuleError("That file is not valid JSON.") from None
    except RecursionError:
        raise RuleError("That file nests its data too deeply to be a game record.") from None


def import_record(session: Session, record: Any, *, name: str = "") -> tuple[GameTable, Game]:
    """Recreate a table and game from an exported record, in one transaction; the table is called ``name``,
    or as the record says (``table_name``).

    The whole record is checked before anything is written: its shape, its version, that its entries replay
    and that they add up to the scores it states (a record edited after export is refused, not silently
    recomputed). The table, the game and every entry are then written in one transaction that takes the
    write lock up front: an import stores all of it or, on any failure (even a killed process), nothing.
    """
    parsed = read_record(record)
    ruleset, setup, entries = checked_game(parsed)
    return _store(session, parsed, ruleset, setup, entries, name or _table_name(parsed))


def table_name(record: Any) -> str:
    """The name of the table a record was exported from (a sentence if it is no game record)."""
    return _table_name(read_record(record))


def _table_name(parsed: Record) -> str:
    return parsed.table.name or "Imported table"


def unused_name(name: str, taken: Collection[str]) -> str:
    """``name``, or where it is taken the first of "name (2)", "name (3)", ... that is not."""
    number = 2
    unused = name
    while unused in taken:
        unused, number = f"{name} ({number})", number + 1
    return unused


def checked_game(parsed: Record) -> tuple[Ruleset, GameSetup, list[Entry]]:
    """A record's game checked before anything is written: its set-up, and that its entries replay to the
    scores it states. Its ruleset, set-up and entries, or a ``RuleError`` saying what is wrong."""
    game = parsed.game
    ruleset, setup = repo.build_setup(
        game.ruleset, game.players, game.options, game.first_dealer, game.teams, stored=True
    )
    entries = _entries(parsed.events)
    sheet = _replayed(ruleset, setup, entries, parsed.events)
    if parsed.scores is not None:
        _check_scores(parsed.scores, sheet)
    return ruleset, setup, entries


def _entries(events: list[RecordEvent]) -> list[Entry]:
    for expected, item in enumerate(events, start=1):
        if item.seq != expected:
            raise RuleError(f"Entry {expected} of the record is numbered {item.seq}: out of order.")
    return [Entry(item.seq, item.type, item.payload, item.author) for item in events]


def _replayed(
    ruleset: Ruleset, setup: GameSetup, entries: list[Entry], events: list[RecordEvent]
) -> ScoreSheet:
    """The score sheet the entries make, as ``replay`` folds them, or a sentence naming the entry refused."""
    try:
        effective, _ = resolve(entries)
    except RuleError as exc:
        raise RuleError(_refusal(f"The record's log does not replay: {exc.message}", events)) from None
    state = ruleset.start(setup)
    for item in effective:
        try:
            state = ruleset.apply(state, item.event)
        except RuleError as exc:
            refused = f"Entry {item.seq} of the record does not replay: {exc.message}"
            raise RuleError(_refusal(refused, events)) from None
    return ruleset.score_sheet(state)


def _refusal(sentence: str, events: list[RecordEvent]) -> str:
    """Why the entries do not replay; a record exported mid-round holds masked secrets, so say it."""
    if any(SECRET in json.dumps(item.payload) for item in events):
        sentence += (
            " (The record was exported while a secret was still hidden, so it holds "
            f'"{SECRET}" in its place.)'
        )
    return sentence


def _check_scores(stated: RecordScores, sheet: ScoreSheet) -> None:
    """Refuse a record whose stated scores are not what its entries add up to, naming the difference.

    Totals, each hand's points, whether the game is over and its winners are compared; hand labels and notes
    are wording a later version may improve, so they are not.
    """
    computed = json.loads(json.dumps(sheet_as_dict(sheet)))
    columns = computed["columns"]
    changed = " The record was changed after it was exported, so it was not imported."
    if stated.columns is not None and stated.columns != columns:
        raise RuleError(
            f"The record's columns are {joined([str(c) for c in stated.columns])}, but its game seats "
            f"{joined(columns)}.{changed}"
        )
    if stated.totals is not None and stated.totals != computed["totals"]:
        raise RuleError(
            f"The record's totals say {_scores(columns, stated.totals, computed['totals'])}, but its entries "
            f"add up to {_scores(columns, computed['totals'], stated.totals)}.{changed}"
        )
    if stated.hands is not None:
        _check_hands(stated.hands, computed["hands"], columns, changed)
    if stated.is_over is not None and stated.is_over != computed["is_over"]:
        said, made = ("over", "leave it in progress") if stated.is_over else ("in progress", "end it")
        raise RuleError(f"The record says the game is {said}, but its entries {made}.{changed}")
    if stated.winners is not None and stated.winners != computed["winners"]:
        raise RuleError(
            f"The record names {_names(stated.winners)} as {_winner(stated.winners)}, but its entries make "
            f"{_names(computed['winners'])} {_winner(computed['winners'])}.{changed}"
        )


def _check_hands(
    stated: list[RecordHand], hands: list[dict[str, Any]], columns: list[str], changed: str
) -> None:
    if len(stated) != len(hands):
        raise RuleError(
            f"The record lists {plural(len(stated), 'hand')}, but its entries make {len(hands)}.{changed}"
        )
    for number, (said, made) in enumerate(zip(stated, hands, strict=True), start=1):
        if said.points is not None and said.points != made["points"]:
            raise RuleError(
                f"Hand {number} ({made['label']}) in the record scores "
                f"{_scores(columns, said.points, made['points'])}, but its entries score "
                f"{_scores(columns, made['points'], said.points)}.{changed}"
            )


def _scores(columns: list[str], points: list[Any], other: list[Any]) -> str:
    """'Bob 5': the columns where ``points`` and ``other`` differ (every column if the lengths differ)."""
    if len(points) != len(columns) or len(other) != len(columns):
        return ", ".join(str(p) for p in points) or "nothing"
    return joined([f"{c} {p}" for c, p, o in zip(columns, points, other, strict=True) if p != o])


def _names(names: list[Any]) -> str:
    return joined([str(n) for n in names]) or "no one"


def _winner(names: list[Any]) -> str:
    return "the winners" if len(names) > 1 else "the winner"


def _store(
    session: Session, parsed: Record, ruleset: Ruleset, setup: GameSetup, entries: list[Entry], name: str
) -> tuple[GameTable, Game]:
    """Write the table, the game and its log in one transaction (all or nothing)."""
    rows = [
        {
            "seq": entry.seq,
            "type": entry.type,
            "payload": dict(entry.payload),
            "author": entry.author,
            "created_at": entry_time(item.at) if item.at is not None else utcnow(),
        }
        for item, entry in zip(parsed.events, entries, strict=True)
    ]
    try:
        with writes.write_transaction(session):
            table = tables.add_table(session, name, list(setup.players))
            game = repo.add_game(session, table, ruleset, setup)
            if rows:
                session.execute(insert(EventRecord), [{"game_id": game.id, **row} for row in rows])
    except OperationalError as exc:
        if not writes.is_busy(exc):
            raise
        raise ImportBusy("The database is busy with other games: nothing was imported. Try again.") from None
    session.refresh(table)
    session.refresh(game)
    return table, game
