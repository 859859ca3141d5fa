"""A database on a read-only file, folder or mount: ``flask init-db`` (what ``make run`` runs before
serving) stops with one sentence and a non-zero status, not a SQLAlchemy traceback.

Run as root, ``chmod`` does not stop writes, so the read-only database is a SQLite ``?mode=ro`` URI (the
connection refuses every write as a read-only mount does); as another user the folder is made read-only.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.app import ROOT, create_app
from scorekeeper.store.db import upgrade


def read_only_url(path: Path) -> str:
    return f"sqlite:///file:{path}?mode=ro&uri=true"


def init_db(url: str):
    app = create_app({"DATABASE_URL": url, "SECRET_KEY": "x"})
    try:
        return app.test_cli_runner().invoke(args=["init-db"])
    finally:
        app.extensions["engine"].dispose()


def assert_one_sentence(output: str) -> None:
    assert "Traceback" not in output and "sqlalchemy" not in output.lower(), output
    lines = [line for line in output.strip().splitlines() if line.strip()]
    assert len(lines) == 1, output
    assert "cannot be written" in lines[0] and lines[0].rstrip().endswith("."), output


def test_an_empty_read_only_database_stops_init_db_with_a_sentence(tmp_path):
    path = tmp_path / "empty.db"
    sqlite3.connect(path).close()  # a file, with no tables: the migration must write
    result = init_db(read_only_url(path))
    assert result.exit_code != 0
    assert_one_sentence(result.output)


def test_a_migrated_read_only_database_stops_init_db_too(tmp_path):
    """Nothing to migrate, so nothing was written: the start still refuses, since no entry could be stored."""
    path = tmp_path / "ready.db"
    upgrade(f"sqlite:///{path}")
    result = init_db(read_only_url(path))
    assert result.exit_code != 0
    assert_one_sentence(result.output)
    assert str(path) in result.output  # which database


def test_a_read_only_folder_stops_init_db(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("as root chmod does not stop writes (the ?mode=ro tests stand for it)")
    folder = tmp_path / "ro"
    folder.mkdir()
    upgrade(f"sqlite:///{folder / 'x.db'}")
    folder.chmod(0o555)
    (folder / "x.db").chmod(0o444)
    try:
        result = init_db(f"sqlite:///{folder / 'x.db'}")
    finally:
        folder.chmod(0o755)
    assert result.exit_code != 0
    assert_one_sentence(result.output)


def test_make_runs_first_step_prints_the_sentence_and_fails(tmp_path):
    """As `make db` runs it: ``flask --app scorekeeper.app init-db`` in a process of its own."""
    path = tmp_path / "empty.db"
    sqlite3.connect(path).close()
    env = {**os.environ, "SCOREKEEPER_DATABASE_URL": read_only_url(path), "SCOREKEEPER_SECRET_KEY": "x"}
    flask = shutil.which("flask", path=str(Path(sys.executable).parent)) or "flask"
    done = subprocess.run(
        [flask, "--app", "scorekeeper.app", "init-db"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode != 0
    assert done.stdout == ""
    assert_one_sentence(done.stderr.removeprefix("Error: "))
