"""Shared fixtures: an app on a fresh, migrated database per test.

SQLite by default (a file per test): the migrations run once per session (per xdist worker) into a template
file, and each test gets its own copy of it (copying the file costs a fraction of a millisecond, Alembic
tens of milliseconds a test). With ``SCOREKEEPER_TEST_POSTGRES_URL`` set (``make test-postgres``
sets it to a throwaway server), the ``app`` fixture uses PostgreSQL instead: one database per xdist worker,
migrated once, its tables emptied before each test. Rows' ids keep counting up across tests (the tables are
truncated without restarting their sequences), so the per-process replay cache, keyed by database and game
id, can never hand one test another test's game; it is cleared as well. Tests that exercise SQLite itself
(WAL, file modes, BEGIN IMMEDIATE) open their own SQLite files and run the same on both targets.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from hypothesis import settings
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from scorekeeper.app import create_app
from scorekeeper.store import repo
from scorekeeper.store.db import upgrade

# Property tests check what the rules say, never how fast: no per-example deadline (a loaded machine made
# calculator tests fail on Hypothesis's 200 ms default while their answers were right).
settings.register_profile("scorekeeper", deadline=None)
settings.load_profile("scorekeeper")

POSTGRES_URL = os.environ.get("SCOREKEEPER_TEST_POSTGRES_URL", "")
TABLES = ("event", "player", "game", "house_game", "card_table")
#: Tests of SQLite itself that use the shared ``app`` fixture: skipped on PostgreSQL, with the reason.
#: (New ones: ``@pytest.mark.sqlite_only``.)
SQLITE_ONLY = {
    "tests/web/test_import_atomic.py::test_a_database_failure_in_the_log_insert_leaves_nothing": (
        "simulates SQLite's own disk I/O error (sqlite3.OperationalError)"
    ),
    "tests/store/test_changes.py::test_unsubscribe_forgets_and_the_watcher_stops_looking": (
        "counts the SQLite poll's queries; PostgreSQL is watched by LISTEN (test_changes_postgres.py)"
    ),
    "tests/store/test_changes.py::test_many_subscribers_cost_one_poll": (
        "counts the SQLite poll's queries; PostgreSQL is watched by LISTEN (test_changes_postgres.py)"
    ),
}


def pytest_configure(config) -> None:
    # The browser sweeps' sample (SAMPLED in tests/e2e/conftest.py): the day of the year unless set, so it
    # turns from day to day. Set here, before xdist starts its workers, so that every worker draws the same.
    if not os.environ.get("SCOREKEEPER_SAMPLE"):
        os.environ["SCOREKEEPER_SAMPLE"] = time.strftime("%j").lstrip("0")
    # The screen each browser flow runs at in `make test` (SCREEN in tests/e2e/conftest.py); `make
    # test-slow` runs the other one. The day of the year unless set (.ci/run sets it once for both).
    if not os.environ.get("SCOREKEEPER_SCREEN_SAMPLE"):
        os.environ["SCOREKEEPER_SCREEN_SAMPLE"] = time.strftime("%j").lstrip("0")
    config.addinivalue_line("markers", "sqlite_only: a test of SQLite itself, skipped on PostgreSQL")
    if POSTGRES_URL:
        # Tests that build an app of their own leave its pooled connection to the garbage collector, as on
        # SQLite, whose connections go silently; psycopg says so with a ResourceWarning (errors here).
        config.addinivalue_line(
            "filterwarnings",
            "ignore:Exception ignored in. <function BaseConnection.__del__"
            ":pytest.PytestUnraisableExceptionWarning",
        )


def pytest_collection_modifyitems(config, items) -> None:
    if not POSTGRES_URL:
        return
    for item in items:
        reason = SQLITE_ONLY.get(item.nodeid) or (
            "a test of SQLite itself" if item.get_closest_marker("sqlite_only") else ""
        )
        if reason:
            item.add_marker(pytest.mark.skip(reason=f"SQLite only: {reason}"))


def pytest_report_header(config) -> str:
    return "database: PostgreSQL (SCOREKEEPER_TEST_POSTGRES_URL)" if POSTGRES_URL else "database: SQLite"


def pytest_terminal_summary(terminalreporter) -> None:
    """The browser sweeps' sample, at the end of every run (`-q` leaves the header out), to rerun it."""
    sample = os.environ["SCOREKEEPER_SAMPLE"]
    said = "every part" if sample == "all" else f"sample {sample} (rerun it with SCOREKEEPER_SAMPLE={sample})"
    terminalreporter.write_line(f"browser sweeps (tests/e2e/conftest.py, SAMPLED): {said}")
    screens = os.environ["SCOREKEEPER_SCREEN_SAMPLE"]
    terminalreporter.write_line(
        f"browser flows' screens (tests/e2e/conftest.py, SCREEN): sample {screens} "
        f"(rerun it with SCOREKEEPER_SCREEN_SAMPLE={screens})"
    )


@pytest.fixture(scope="session")
def postgres_database(worker_id) -> str:
    """This worker's own PostgreSQL database, created afresh and migrated (PostgreSQL runs only)."""
    if not POSTGRES_URL:
        pytest.skip("needs PostgreSQL: run `make test-postgres`")
    name = f"scorekeeper_test_{worker_id}"
    admin = create_engine(POSTGRES_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    url = make_url(POSTGRES_URL).set(database=name).render_as_string(hide_password=False)
    upgrade(url)
    return url


def empty_postgres(url: str) -> None:
    """Remove every row, keeping the schema and the id sequences."""
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("SET LOCAL lock_timeout = '10s'"))  # a leaked transaction fails loudly
        conn.execute(text(f"TRUNCATE {', '.join(TABLES)} CASCADE"))
    engine.dispose()


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory) -> Path:
    """A SQLite file migrated to the newest revision, once per session (per xdist worker): the template
    every test's database is copied from. Never opened by a test itself."""
    path = tmp_path_factory.mktemp("migrated") / "template.db"
    upgrade(f"sqlite:///{path}")
    # Alembic's engine is closed and was not in WAL mode: the whole schema is in the one file.
    leftovers = [p.name for p in path.parent.iterdir() if p != path]
    assert not leftovers, f"the migrated template left {leftovers} beside it: copying the file is not enough"
    return path


@pytest.fixture
def database_url(request, tmp_path) -> str:
    """A migrated, empty database for one test: a copy of the migrated SQLite template in ``tmp_path`` (the
    owner-only mode is copied with it), or this worker's PostgreSQL emptied."""
    if POSTGRES_URL:
        url = request.getfixturevalue("postgres_database")
        empty_postgres(url)
        repo._REPLAYS.clear()
        return url
    path = tmp_path / "test.db"
    shutil.copy(request.getfixturevalue("migrated_sqlite"), path)
    return f"sqlite:///{path}"


@pytest.fixture
def app(database_url):
    app = create_app(
        {
            "TESTING": True,
            "DATABASE_URL": database_url,
            "SECRET_KEY": "test",
            "WTF_CSRF_ENABLED": False,
            "SSE_POLL_SECONDS": 0.01,
            "SSE_MAX_SECONDS": 0.2,
        }
    )
    yield app
    app.extensions["engine"].dispose()


@pytest.fixture
def client(app):
    return app.test_client()
