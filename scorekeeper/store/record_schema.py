"""The shape of a game record (what ``records.export_record`` writes) and its faults said as sentences.

A record is read whole before anything is imported: strict types (the text "1" is not the number 1, true
is not 1), the schema and its version checked first, and the first fault named by where it is ("entry 3's
payload must be an object").
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from scorekeeper.core import RuleError
from scorekeeper.families.payloads import check_data as payload_data
from scorekeeper.store import repo, tables
from scorekeeper.store.models import AUTHOR_MAX

SCHEMA = "scorekeeper.game-record"
SCHEMA_VERSION = 1
MAX_IMPORT_EVENTS = repo.MAX_EVENTS_PER_GAME


class _Part(BaseModel):
    """A part of a record: strict types (the text "1" is not the number 1, true is not 1), unknown keys
    ignored (a newer export may add some)."""

    model_config = ConfigDict(strict=True, extra="ignore")


class RecordTable(_Part):
    name: str = ""


class RecordGame(_Part):
    ruleset: Annotated[str, Field(min_length=1, max_length=40)]
    options: dict[str, Any] | None = None
    players: list[str]
    teams: list[list[int]] | None = None
    first_dealer: Annotated[int, Field(ge=0, le=tables.MAX_PLAYERS - 1)] = 0


class RecordEvent(_Part):
    seq: int
    type: Annotated[str, Field(min_length=1, max_length=40)]
    payload: dict[str, Any] = {}
    author: Annotated[str, Field(max_length=AUTHOR_MAX)] = ""
    at: str | None = None

    @field_validator("payload")
    @classmethod
    def _plain_data(cls, payload: dict[str, Any]) -> dict[str, Any]:
        # As every entry stored: plain data within bounds (a game played then is not checked again).
        try:
            payload_data(payload)
        except RuleError as exc:
            raise ValueError(exc.message.rstrip(".").replace("The entry", "it", 1)) from None
        return payload

    @field_validator("at")
    @classmethod
    def _readable_time(cls, text: str | None) -> str | None:
        if text is not None:
            entry_time(text)  # raises the sentence
        return text


class RecordHand(_Part):
    label: Any = None
    points: list[Any] | None = None


class RecordScores(_Part):
    """What the record says the events add up to; every part is optional (a record written by hand may
    leave the scores out), and each part stated is checked against the replay."""

    columns: list[Any] | None = None
    hands: list[RecordHand] | None = None
    totals: list[Any] | None = None
    is_over: bool | None = None
    winners: list[Any] | None = None


class Record(_Part):
    """The shape of a game record (``export_record``); ``schema`` and ``schema_version`` are read first."""

    table: RecordTable = RecordTable()
    game: RecordGame
    events: list[RecordEvent]
    scores: RecordScores | None = None


def read_record(record: Any) -> Record:
    """The record's shape, checked whole, or the first fault as a sentence."""
    if not isinstance(record, dict) or record.get("schema") != SCHEMA:
        raise RuleError("This file is not a Scorekeeper game record.")
    _check_version(record.get("schema_version"))
    events = record.get("events")
    if isinstance(events, list) and len(events) > MAX_IMPORT_EVENTS:
        raise RuleError(f"The record has more than {MAX_IMPORT_EVENTS} entries.")
    try:
        return Record.model_validate(record)
    except ValidationError as exc:
        raise RuleError(_sentence(exc.errors()[0])) from None


def _check_version(version: Any) -> None:
    """The version must be the number this code reads: the text "1" is refused as text, not misread."""
    if isinstance(version, bool) or not isinstance(version, int):
        shown = "missing" if version is None else f"{json.dumps(version)}, not a whole number"
        raise RuleError(
            f"This record's schema version is {shown}; this Scorekeeper reads version {SCHEMA_VERSION}."
        )
    if version > SCHEMA_VERSION:
        raise RuleError(
            f"This record has schema version {version}, from a newer Scorekeeper; this one reads version "
            f"{SCHEMA_VERSION}: update Scorekeeper to import it."
        )
    if version != SCHEMA_VERSION:
        raise RuleError(
            f"This record has schema version {version}; this Scorekeeper reads version {SCHEMA_VERSION}."
        )


_PROBLEMS = {
    "missing": "is missing",
    "dict_type": "must be an object",
    "model_type": "must be an object",
    "model_attributes_type": "must be an object",
    "list_type": "must be a list",
    "int_type": "must be a whole number",
    "string_type": "must be text",
    "bool_type": "must be true or false",
    "string_too_short": "cannot be empty",
    "string_too_long": "is too long (at most {max_length} characters)",
    "greater_than_equal": "must be at least {ge}",
    "less_than_equal": "must be at most {le}",
}


def _sentence(error: Any) -> str:
    """One of pydantic's errors as a sentence a person can act on."""
    problem = _PROBLEMS.get(error["type"], "is not what a game record holds there")
    if error["type"] == "value_error":
        problem = str(error["ctx"]["error"])
    return f"In this record, {_where(error['loc'])} {problem.format(**error.get('ctx', {}))}."


_FIELDS = {"at": "time", "seq": "number", "first_dealer": "first dealer", "is_over": "is over"}


def _where(loc: tuple[Any, ...]) -> str:
    """("events", 2, "payload") -> "entry 3's payload"; ("game", "players", 0) -> "the game's players
    (item 1)"."""
    head, rest = loc[0], list(loc[1:])
    if head == "events" and rest and isinstance(rest[0], int):
        words = f"entry {rest.pop(0) + 1}"
    else:
        words = {"events": "the entries", "scores": "the score sheet"}.get(str(head), f"the {head}")
    for part in rest:
        if isinstance(part, int) and words.endswith(")"):  # a list in a list: "(item 1, its item 2)"
            words = f"{words[:-1]}, its item {part + 1})"
        elif isinstance(part, int):
            words += f" (item {part + 1})"
        else:
            words += f"'s {_FIELDS.get(part, part)}"
    return words


def entry_time(text: str) -> datetime:
    """An entry's time as stored; refused with a sentence if it is not a date and time that fits."""
    try:
        moment = datetime.fromisoformat(text)
        return moment.astimezone(UTC) if moment.tzinfo else moment.replace(tzinfo=UTC)
    except (ValueError, OverflowError):
        raise ValueError(f'"{text[:40]}" is not a date and time this app can store') from None
