"""A full disk: the write is refused with a sentence that says it was NOT saved and why (not the 500's
"nothing you entered was lost"), and /healthz says the database cannot be written.

The disk is filled by making the database driver raise its own disk-full error on every write statement:
SQLite's ``sqlite3.OperationalError`` "database or disk is full" (SQLITE_FULL) and PostgreSQL's
``psycopg.errors.DiskFull`` (SQLSTATE 53100), each wrapped by SQLAlchemy as it is on a real full disk.
"""

from __future__ import annotations

import sqlite3
from collections import namedtuple

import pytest
from sqlalchemy import event, func, select
from sqlalchemy.exc import OperationalError

from scorekeeper.store import disk
from scorekeeper.store.models import EventRecord, GameTable
from tests.web.helpers import make_game, make_table, post_event

WRITES = ("INSERT", "UPDATE", "DELETE")


def sqlite_full() -> Exception:
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode = sqlite3.SQLITE_FULL  # as the sqlite3 module sets it
    return error


def postgres_full() -> Exception:
    errors = pytest.importorskip("psycopg.errors")
    return errors.DiskFull('could not extend file "base/16384/16385": No space left on device')


@pytest.fixture(params=["sqlite", "postgresql"])
def fill_the_disk(request, app):
    """Every write statement from now on fails as on a full disk, with the driver's own error wrapped as
    SQLAlchemy wraps it (``OperationalError`` with the driver's error as ``orig``), whatever database the
    tests run on."""
    make = sqlite_full if request.param == "sqlite" else postgres_full
    make()  # skip before anything is patched when the driver is missing
    engine = app.extensions["engine"]

    def refuse(_conn, _cursor, statement, parameters, *_args):
        if statement.lstrip().upper().startswith(WRITES):
            raise OperationalError(statement, parameters, make())

    yield lambda: event.listen(engine, "before_cursor_execute", refuse)
    if event.contains(engine, "before_cursor_execute", refuse):
        event.remove(engine, "before_cursor_execute", refuse)
    disk.forget()


def count(app, model) -> int:
    with app.extensions["engine"].connect() as conn:
        return conn.execute(select(func.count()).select_from(model)).scalar_one()


def test_an_entry_on_a_full_disk_says_it_was_not_saved(app, client, fill_the_disk):
    token = make_table(client)["scorer_token"]
    gid = make_game(client, token)["id"]
    fill_the_disk()
    response = post_event(client, token, gid, "round", {"scores": [1, 2, 3, 4]}, 0)
    assert response.status_code == 507
    message = response.get_json()["error"]
    assert message.startswith("The server's disk is full: this entry was not saved.")
    assert "nothing you entered was lost" not in message
    assert count(app, EventRecord) == 0


def test_a_form_on_a_full_disk_says_it_was_not_saved(app, client, fill_the_disk):
    fill_the_disk()
    response = client.post("/tables", data={"name": "Club", "player": ["Ann", "Bob"]})
    assert response.status_code == 507
    page = response.get_data(as_text=True)
    assert "The server&#39;s disk is full: this entry was not saved." in page
    assert "nothing you entered was lost" not in page
    assert count(app, GameTable) == 0


def test_the_play_form_on_a_full_disk_says_so_above_the_form(app, client, fill_the_disk):
    token = make_table(client)["scorer_token"]
    gid = make_game(client, token)["id"]
    fill_the_disk()
    fields = {"event_type": "round", "expected_seq": "0"} | {f"scores.{i}": "1" for i in range(4)}
    response = client.post(f"/t/{token}/g/{gid}/entries", data=fields, headers={"HX-Request": "true"})
    assert response.status_code == 507
    assert response.headers["HX-Retarget"] == "#play" and response.headers["HX-Reswap"] == "afterbegin"
    page = response.get_data(as_text=True)
    assert 'role="alert">The server&#39;s disk is full: this entry was not saved.' in page
    assert count(app, EventRecord) == 0


def test_healthz_says_the_database_cannot_be_written_after_a_full_disk(client, fill_the_disk):
    assert client.get("/healthz").status_code == 200
    fill_the_disk()
    assert client.post("/api/v1/tables", json={"name": "T", "players": ["A", "B"]}).status_code == 507
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.get_json()
    assert body["status"] == "error" and body["database"] == "not writable"
    assert body["message"] == disk.NOT_WRITABLE


def test_healthz_sees_a_full_disk_before_any_write_fails(client, monkeypatch, database_url):
    """On SQLite the probe asks the file system: almost no room left under the database is not writable."""
    if not database_url.startswith("sqlite"):
        pytest.skip("the free-space look is SQLite's (PostgreSQL's disk is the server's)")
    Stat = namedtuple("Stat", "f_bavail f_frsize")
    monkeypatch.setattr(disk.os, "statvfs", lambda _path: Stat(f_bavail=10, f_frsize=4096))
    response = client.get("/healthz")
    assert response.status_code == 503 and response.get_json()["database"] == "not writable"


def test_healthz_says_a_read_only_database_cannot_be_written(tmp_path, database_url):
    if not database_url.startswith("sqlite"):
        pytest.skip("a read-only SQLite file")
    from scorekeeper.app import create_app

    path = database_url.removeprefix("sqlite:///")
    url = f"sqlite:///file:{path}?mode=ro&uri=true"
    app = create_app({"TESTING": True, "DATABASE_URL": url, "SECRET_KEY": "x"})
    response = app.test_client().get("/healthz")
    assert response.status_code == 503
    assert response.get_json()["database"] == "not writable"
    app.extensions["engine"].dispose()


def test_other_database_errors_are_not_taken_for_a_full_disk():
    assert not disk.is_disk_full(sqlite3.OperationalError("database is locked"))
    assert not disk.is_disk_full(ValueError("full"))
    assert disk.is_disk_full(sqlite_full())
    assert disk.is_disk_full(OSError(28, "No space left on device"))
    assert disk.is_disk_full(OperationalError("INSERT", {}, sqlite_full()))
    assert disk.is_disk_full(OperationalError("INSERT", {}, postgres_full()))
