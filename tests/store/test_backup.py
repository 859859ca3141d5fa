"""``flask backup``: SQLite's online backup taken while a writer appends entries; every copy opens, checks
out and holds a consistent log (each game's entries numbered 1..n with no gap, nothing half written)."""

from __future__ import annotations

import sqlite3
import stat
import threading
import time

import pytest

from scorekeeper.app import create_app
from scorekeeper.store.backup import BackupError, backup
from scorekeeper.store.db import upgrade
from tests.web.helpers import make_game, make_table, post_event


def entry(seq: int) -> tuple[str, dict]:
    """A golf round, then undo and redo in turn: as many entries as wanted in one game."""
    return ("round", {"scores": [4, 1]}) if seq == 0 else ("undo" if seq % 2 else "redo", {})


@pytest.fixture
def served(tmp_path):
    url = f"sqlite:///{tmp_path / 'live.db'}"
    upgrade(url)
    app = create_app({"TESTING": True, "DATABASE_URL": url, "SECRET_KEY": "x", "WTF_CSRF_ENABLED": False})
    yield app, url
    app.extensions["engine"].dispose()


def consistent_log(path) -> int:
    """The number of entries in the copy, after checking every game's log has no gap."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = conn.execute(
            "SELECT game_id, count(*), min(seq), max(seq) FROM event GROUP BY game_id"
        ).fetchall()
        for _game, count, low, high in rows:
            assert (low, high) == (1, count)  # entries are numbered from 1
        return sum(row[1] for row in rows)


def test_backups_taken_while_a_writer_appends_hold_a_consistent_log(served, tmp_path):
    app, url = served
    client = app.test_client()
    table = make_table(client, players=["Ann", "Bob"])
    token = table["scorer_token"]
    games = [make_game(client, token)["id"] for _ in range(2)]
    stop, written, failures = threading.Event(), [0], []

    def writer() -> None:
        own = app.test_client()
        seq = 0
        while not stop.is_set() and seq < 400:
            for game in games:
                kind, payload = entry(seq)
                answer = post_event(own, token, game, kind, payload, seq)
                if answer.status_code != 201:
                    failures.append(answer.get_json())
                    return
                written[0] += 1
            seq += 1

    thread = threading.Thread(target=writer)
    thread.start()
    copies = []
    try:
        while len(copies) < 5 and thread.is_alive():
            time.sleep(0.02)
            copies.append(backup(url, tmp_path / f"copy{len(copies)}.db"))
    finally:
        stop.set()
        thread.join(30)
    assert not failures, failures
    assert len(copies) == 5
    counts = [consistent_log(copy.path) for copy in copies]
    assert counts == sorted(counts) and counts[-1] > counts[0] > 0  # taken while the log grew
    for copy, count in zip(copies, counts, strict=True):
        assert copy.entries == count and copy.games == 2 and copy.tables == 1
        assert stat.S_IMODE(copy.path.stat().st_mode) == 0o600  # it holds the tables' tokens
    # a copy is a whole database the app can serve
    restored = create_app(
        {"TESTING": True, "DATABASE_URL": f"sqlite:///{copies[-1].path}", "SECRET_KEY": "x"}
    )
    assert len(restored.test_client().get(f"/api/v1/tables/{token}").get_json()["games"]) == 2
    restored.extensions["engine"].dispose()


def test_the_command_writes_a_file_and_names_what_it_holds(served, tmp_path):
    app, _url = served
    make_table(app.test_client())
    result = app.test_cli_runner().invoke(args=["backup", str(tmp_path / "b.db")])
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"Backed up to {tmp_path / 'b.db'}: 1 tables, 0 games, 0 entries.")
    again = app.test_cli_runner().invoke(args=["backup", str(tmp_path / "b.db")])
    assert again.exit_code == 1 and "already exists" in again.output and "Traceback" not in again.output


def test_the_command_without_a_name_writes_beside_the_database(served, tmp_path):
    app, _url = served
    result = app.test_cli_runner().invoke(args=["backup"])
    assert result.exit_code == 0, result.output
    made = list((tmp_path / "backups").glob("live-*.db"))
    assert len(made) == 1 and not list((tmp_path / "backups").glob(".*"))  # no temporary file left


def test_postgresql_is_pointed_to_pg_dump():
    with pytest.raises(BackupError, match="pg_dump"):
        backup("postgresql+psycopg://u:p@127.0.0.1:1/x")
