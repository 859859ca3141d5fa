"""Imports are all-or-nothing and refuse what they cannot trust (issue 15).

An import writes its table, game and log in one transaction that takes the write lock up front: a failure at
any point leaves no row behind (counted here), imports racing three appenders all succeed or fail with a
sentence, and a record whose stated scores disagree with its entries, whose version is text or from the
future, or whose shape is wrong is refused with a sentence that names the fault. The kill -9 trials are in
test_import_kill.py.
"""

from __future__ import annotations

import copy
import io
import json
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import event as sa_event
from sqlalchemy import text
from sqlalchemy.exc import OperationalError
from sqlmodel import Session

from scorekeeper.families.log import SECRET
from scorekeeper.store import records, tables, writes
from tests.web.helpers import make_game, make_table, post_api, post_event

FIXTURES = sorted((Path(__file__).parent.parent / "fixtures" / "records").glob("*.json"))
CRIBBAGE = Path(__file__).parent.parent / "fixtures" / "records" / "07-cribbage.json"
TABLES = ("card_table", "player", "game", "event")


def counts(app) -> dict[str, int]:
    """Rows in every table an import writes to."""
    with app.extensions["engine"].connect() as conn:
        return {name: conn.execute(text(f"SELECT count(*) FROM {name}")).scalar_one() for name in TABLES}


BARE_TABLES = "SELECT count(*) FROM card_table t WHERE NOT EXISTS (SELECT 1 FROM game WHERE table_id = t.id)"
EMPTY_GAMES = "SELECT count(*) FROM game g WHERE NOT EXISTS (SELECT 1 FROM event WHERE game_id = g.id)"


def partial_imports(app) -> int:
    """Tables with no game and games with no log: what a half-done import used to leave."""
    with app.extensions["engine"].connect() as conn:
        return sum(conn.execute(text(sql)).scalar_one() for sql in (BARE_TABLES, EMPTY_GAMES))


@pytest.fixture
def record() -> dict:
    """A finished cribbage game exported before the families redesign (Ann won)."""
    return json.loads(CRIBBAGE.read_text())


# --- A failure at any point leaves nothing ---------------------------------------------------------------


def test_a_failure_after_the_table_insert_leaves_nothing(app, record, monkeypatch):
    before = counts(app)
    real_add_table = tables.add_table

    def add_table_then_fail(*args, **kwargs):
        real_add_table(*args, **kwargs)
        raise RuntimeError("the power went out")

    monkeypatch.setattr(tables, "add_table", add_table_then_fail)
    with Session(app.extensions["engine"]) as session, pytest.raises(RuntimeError):
        records.import_record(session, record)
    assert counts(app) == before


def test_a_database_failure_in_the_log_insert_leaves_nothing(app, record):
    """The table and game rows are already written when the log's insert fails in the database itself."""
    before = counts(app)
    engine = app.extensions["engine"]

    def refuse_the_log(conn, cursor, statement, *_):
        if statement.startswith("INSERT INTO event"):
            raise sqlite3.OperationalError("disk I/O error")

    sa_event.listen(engine, "before_cursor_execute", refuse_the_log)
    try:
        with Session(engine) as session, pytest.raises(OperationalError):
            records.import_record(session, record)
    finally:
        sa_event.remove(engine, "before_cursor_execute", refuse_the_log)
    assert counts(app) == before
    with Session(engine) as session:  # and the next import goes through whole
        records.import_record(session, record)
    after = counts(app)
    assert after["game"] == before["game"] + 1 and after["event"] == before["event"] + len(record["events"])


def test_a_locked_database_is_a_503_with_a_sentence(client, app, record, monkeypatch):
    def locked(session):
        raise OperationalError("BEGIN IMMEDIATE", {}, sqlite3.OperationalError("database is locked"))

    before = counts(app)
    monkeypatch.setattr(writes, "begin_write", locked)
    r = client.post("/api/v1/import", json=record)
    assert r.status_code == 503 and "busy" in r.json["error"] and "nothing was imported" in r.json["error"]
    assert counts(app) == before


def test_an_import_is_whole(client, app, record):
    before = counts(app)
    r = client.post("/api/v1/import", json=record)
    assert r.status_code == 201
    after = counts(app)
    assert after["card_table"] - before["card_table"] == 1 and after["game"] - before["game"] == 1
    assert after["player"] - before["player"] == len(record["game"]["players"])
    assert after["event"] - before["event"] == len(record["events"])
    token = r.json["table"]["scorer_token"]
    again = client.get(f"/api/v1/tables/{token}/games/{r.json['game_id']}/export").json
    assert again["events"] == record["events"] or [e["payload"] for e in again["events"]] == [
        e["payload"] for e in record["events"]
    ]
    assert again["scores"]["totals"] == record["scores"]["totals"]


# --- Racing three appenders --------------------------------------------------------------------------------


def test_imports_racing_three_appenders_are_whole_or_refused_with_a_sentence(app, record):
    """40 imports from two threads while three others append to their own games, on a file database."""
    base = app.test_client()
    games = []
    for n in range(3):
        token = make_table(base, ("Ann", "Bob", "Cid"), name=f"Appender {n}")["scorer_token"]
        games.append((token, make_game(base, token, options={"rounds": 9})["id"]))
    before = counts(app)
    answers: list[tuple[int, dict]] = []
    appended = [0, 0, 0]
    importing = threading.Event()
    importing.set()

    def importer(n: int) -> None:
        client = app.test_client()
        for _ in range(n):
            r = client.post("/api/v1/import", json=record)
            answers.append((r.status_code, r.json))

    def appender(i: int) -> None:
        client, (token, gid) = app.test_client(), games[i]
        seq = 0
        while importing.is_set():  # a round, then its undo: the log grows for as long as the imports run
            kind, payload = ("round", {"scores": [1, 2, 3]}) if seq % 2 == 0 else ("undo", {})
            r = post_event(client, token, gid, kind, payload, seq)
            assert r.status_code == 201, r.json
            seq += 1
            appended[i] += 1

    appenders = [threading.Thread(target=appender, args=(i,)) for i in range(3)]
    importers = [threading.Thread(target=importer, args=(20,)) for _ in range(2)]
    started = time.perf_counter()
    for thread in [*appenders, *importers]:
        thread.start()
    for thread in importers:
        thread.join()
    importing.clear()
    for thread in appenders:
        thread.join()
    elapsed = time.perf_counter() - started

    created = [body for status, body in answers if status == 201]
    refused = [(status, body) for status, body in answers if status != 201]
    assert len(answers) == 40
    assert all(status in (400, 503) and body["error"].endswith(".") for status, body in refused)
    after = counts(app)
    assert after["card_table"] - before["card_table"] == len(created)
    assert after["game"] - before["game"] == len(created)
    assert after["event"] - before["event"] == len(created) * len(record["events"]) + sum(appended)
    assert partial_imports(app) == 0
    print(
        f"\n{len(created)}/40 imports stored, {len(refused)} refused, {sum(appended)} appends, {elapsed:.1f}s"
    )


# --- Tampered records are refused, naming the difference ---------------------------------------------------


def _tamper_total(r: dict) -> None:
    r["scores"]["totals"][1] += 10


def _tamper_winner(r: dict) -> None:
    r["scores"]["winners"] = ["Bob"]


def _tamper_hand(r: dict) -> None:
    r["scores"]["hands"][0]["points"][0] += 2


def _tamper_over(r: dict) -> None:
    r["scores"]["is_over"] = False


def _tamper_hands(r: dict) -> None:
    r["scores"]["hands"].pop()


def _version_text(r: dict) -> None:
    r["schema_version"] = "1"


def _version_future(r: dict) -> None:
    r["schema_version"] = 2


def _version_true(r: dict) -> None:
    r["schema_version"] = True


@pytest.mark.parametrize(
    ("tamper", "sentence"),
    [
        (_tamper_total, "The record's totals say Bob 58, but its entries add up to Bob 48."),
        (_tamper_winner, "The record names Bob as the winner, but its entries make Ann the winner."),
        (
            _tamper_hand,
            "Hand 1 (Deal 1 · Bob's crib) in the record scores Ann 17, but its entries score Ann 15.",
        ),
        (_tamper_over, "The record says the game is in progress, but its entries end it."),
        (_tamper_hands, "The record lists 2 hands, but its entries make 3."),
        (_version_text, 'schema version is "1", not a whole number; this Scorekeeper reads version 1.'),
        (_version_future, "schema version 2, from a newer Scorekeeper; this one reads version 1"),
        (_version_true, "schema version is true, not a whole number"),
    ],
    ids=lambda v: getattr(v, "__name__", "")[:16],
)
def test_a_tampered_record_is_refused_naming_the_difference(client, app, record, tamper, sentence):
    assert client.post("/api/v1/import", json=record).status_code == 201  # untouched, it imports
    before = counts(app)
    tampered = copy.deepcopy(record)
    tamper(tampered)
    r = client.post("/api/v1/import", json=tampered)
    assert r.status_code == 400 and sentence in r.json["error"], r.json
    assert counts(app) == before


def test_a_changed_entry_is_refused_naming_the_entry(client, record):
    record["events"][3]["payload"] = {"crib": "nonsense"}
    r = client.post("/api/v1/import", json=record)
    assert r.status_code == 400 and r.json["error"].startswith("Entry 4 of the record does not replay: ")


# --- The record's shape: every fault a 400 with a sentence, never a 500 -----------------------------------


def _set(path: tuple, value):
    def change(r: dict) -> None:
        *parents, last = path
        for key in parents:
            r = r[key]
        r[last] = value

    return change


@pytest.mark.parametrize(
    ("change", "sentence"),
    [
        (_set(("table",), "Friday"), "In this record, the table must be an object."),
        (_set(("table",), []), "In this record, the table must be an object."),
        (_set(("table", "name"), 7), "In this record, the table's name must be text."),
        (
            _set(("events", 2, "at"), "9999-12-31T23:59:59-14:00"),
            'In this record, entry 3\'s time "9999-12-31T23:59:59-14:00" is not a date and time',
        ),
        (_set(("events", 2, "at"), "0001-01-01T00:00:00+14:00"), "entry 3's time"),
        (_set(("events", 2, "at"), "yesterday"), 'entry 3\'s time "yesterday" is not a date and time'),
        (_set(("events", 2, "at"), 12), "In this record, entry 3's time must be text."),
        (_set(("events", 2, "payload"), []), "In this record, entry 3's payload must be an object."),
        (_set(("events", 2, "seq"), "3"), "In this record, entry 3's number must be a whole number."),
        (_set(("events", 2, "seq"), 7), "Entry 3 of the record is numbered 7: out of order."),
        (_set(("events", 0, "type"), "x" * 41), "entry 1's type is too long (at most 40 characters)."),
        (_set(("events", 0, "author"), "x" * 41), "entry 1's author is too long (at most 40 characters)."),
        (_set(("events",), {}), "In this record, the entries must be a list."),
        (_set(("events", 1), "cut"), "In this record, entry 2 must be an object."),
        (_set(("game",), None), "In this record, the game must be an object."),
        (_set(("game", "players"), "Ann"), "In this record, the game's players must be a list."),
        (_set(("game", "players", 1), 5), "In this record, the game's players (item 2) must be text."),
        (_set(("game", "first_dealer"), 1.0), "the game's first dealer must be a whole number."),
        (_set(("game", "first_dealer"), True), "the game's first dealer must be a whole number."),
        (_set(("game", "first_dealer"), 10**30), "the game's first dealer must be at most 11."),
        (
            _set(("game", "teams"), [[0, "x"]]),
            "the game's teams (item 1, its item 2) must be a whole number.",
        ),
        (_set(("game", "options"), [1]), "In this record, the game's options must be an object."),
        (_set(("game", "ruleset"), "chess"), "Choose a game from the catalogue."),
        (_set(("scores",), "lots"), "In this record, the score sheet must be an object."),
        (_set(("scores", "totals"), 121), "In this record, the score sheet's totals must be a list."),
    ],
    ids=lambda v: "" if callable(v) else v[:40],
)
def test_a_misshapen_record_is_a_400_with_a_sentence(client, app, record, change, sentence):
    before = counts(app)
    change(record)
    r = client.post("/api/v1/import", json=record)
    assert r.status_code == 400 and sentence in r.json["error"], r.json
    assert r.json["error"].endswith(".")
    assert counts(app) == before


def test_a_record_without_scores_imports_from_its_entries(client, record):
    """A record written by hand may state no scores: nothing to disagree with, the entries decide."""
    del record["scores"]
    assert client.post("/api/v1/import", json=record).status_code == 201


def test_the_import_page_refuses_a_deeply_nested_or_misshapen_file_with_a_sentence(client, app, record):
    before = counts(app)
    for body, sentence in [
        (b"[" * 100_000 + b"]" * 100_000, "nests its data too deeply"),
        (json.dumps({**record, "table": "Friday"}).encode(), "the table must be an object"),
        (json.dumps({**record, "schema_version": "1"}).encode(), "not a whole number"),
        ("café".encode("latin-1"), "not valid JSON"),
    ]:
        upload = {"record": (io.BytesIO(body), "game.json")}
        r = client.post("/import", data=upload, content_type="multipart/form-data")
        assert r.status_code == 400 and sentence in r.text and "Traceback" not in r.text
    assert counts(app) == before


# --- Records that must still import ------------------------------------------------------------------------


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_an_old_record_still_imports(client, path):
    record = json.loads(path.read_text())
    r = client.post("/api/v1/import", json=record)
    assert r.status_code == 201, r.json
    token = r.json["table"]["scorer_token"]
    game = client.get(f"/api/v1/tables/{token}/games/{r.json['game_id']}").json
    assert game["totals"] == record["scores"]["totals"] and game["winners"] == record["scores"]["winners"]


def test_a_record_exported_mid_round_with_its_secret_masked_imports_as_recorded(client):
    table = make_table(client, ("Ann", "Bob", "Cid", "Dee", "Eve"))
    token = table["scorer_token"]
    gid = make_game(client, token, "new-eleusis", options={"hand_size": 4})["id"]
    rule = {"rule": "each card higher than the last", "hint": "numbers", "starter": "3H"}
    assert post_api(client, token, gid, "rule", rule).status_code == 201
    exported = client.get(f"/api/v1/tables/{token}/games/{gid}/export").json
    assert exported["events"][0]["payload"]["rule"] == SECRET
    r = client.post("/api/v1/import", json=exported)
    assert r.status_code == 201, r.json
    events = client.get(f"/api/v1/tables/{r.json['table']['scorer_token']}/games/{r.json['game_id']}/events")
    assert [e["type"] for e in events.json["events"]] == ["rule"]


def test_a_masked_record_the_replay_refuses_says_the_secret_was_hidden(client, record):
    record["events"][3]["payload"] = {"crib": SECRET}
    r = client.post("/api/v1/import", json=record)
    assert r.status_code == 400 and "exported while a secret was still hidden" in r.json["error"]
