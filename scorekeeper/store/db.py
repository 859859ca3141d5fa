"""Engine and sessions. SQLite by default (in ``instance/``); any SQLAlchemy URL works, PostgreSQL
(``postgresql+psycopg://...``) being the one tested for several servers sharing a database."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import event
from sqlalchemy.engine import Engine, make_url
from sqlmodel import create_engine

IMMEDIATE = "sqlite_immediate"
MIGRATIONS = Path(__file__).with_name("migrations")
#: SQLAlchemy's own defaults, kept when the settings say nothing (connections per worker process).
DEFAULT_POOL_SIZE = 5
DEFAULT_MAX_OVERFLOW = 10
CONNECT_TIMEOUT = 10  # seconds


def make_engine(url: str, pool_size: int | None = None, max_overflow: int | None = None) -> Engine:
    """An engine; for SQLite, WAL mode and a busy timeout so concurrent phones queue, not fail. For a
    server database, a pool of ``pool_size`` connections plus ``max_overflow`` opened when all are busy
    (each worker process has its own pool: the server's max_connections must cover the sum)."""
    is_sqlite = url.startswith("sqlite")
    if is_sqlite:
        create_private_file(url)
    pool = {} if is_sqlite else pool_settings(pool_size, max_overflow)
    connect_args: dict[str, object] = {}
    if is_sqlite:
        connect_args = {"check_same_thread": False, "timeout": 15}
    elif url.startswith("postgresql"):  # an unreachable server fails /healthz in seconds, not minutes
        connect_args = {"connect_timeout": CONNECT_TIMEOUT}
    engine = create_engine(
        url,
        connect_args=connect_args,
        pool_pre_ping=not is_sqlite,
        **pool,
    )
    if is_sqlite:
        event.listen(engine, "connect", _sqlite_pragmas)
        event.listen(engine, "begin", _sqlite_begin)
    return engine


def pool_settings(pool_size: int | None, max_overflow: int | None) -> dict[str, int]:
    """The pool's size and overflow, checked: a setting that is not a whole number >= 0 (>= 1 for the
    size) stops the start with a sentence rather than a pool that can never hand out a connection."""
    size = DEFAULT_POOL_SIZE if pool_size in (None, "") else _whole(pool_size, "SCOREKEEPER_DB_POOL_SIZE", 1)
    overflow = (
        DEFAULT_MAX_OVERFLOW
        if max_overflow in (None, "")
        else _whole(max_overflow, "SCOREKEEPER_DB_MAX_OVERFLOW", 0)
    )
    return {"pool_size": size, "max_overflow": overflow}


def _whole(value: object, name: str, least: int) -> int:
    try:
        number = int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        number = least - 1
    if isinstance(value, bool) or number < least:
        raise ValueError(f"{name} must be a whole number of at least {least}, not {value!r}.")
    return number


def create_private_file(url: str) -> None:
    """Create a SQLite database file readable by its owner only, before SQLite makes it with the umask's
    mode (0644 usually: every user of the machine could read the tables' tokens). SQLite gives its -wal and
    -shm files the database file's mode. An existing file is left as it is."""
    database = make_url(url).database
    if not database or database == ":memory:" or database.startswith("file:"):
        return
    # Already there, or in a folder that does not exist (SQLite's own error says that better).
    with contextlib.suppress(FileExistsError, FileNotFoundError):
        os.close(os.open(database, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))


def _sqlite_pragmas(dbapi_conn, _record) -> None:
    dbapi_conn.isolation_level = None  # let SQLAlchemy's "begin" hook issue BEGIN itself
    cursor = dbapi_conn.cursor()
    # A read-only database refuses WAL mode ("attempt to write a readonly database"): it still answers
    # reads, its writes are refused and /healthz says it cannot be written (store/disk.py).
    with contextlib.suppress(sqlite3.OperationalError):
        cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _sqlite_begin(conn) -> None:
    # Writers ask for the write lock up front (BEGIN IMMEDIATE), so a read-then-append transaction
    # waits its turn instead of failing on a snapshot another writer has moved past.
    immediate = conn.get_execution_options().get(IMMEDIATE)
    conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url)
    return config


def upgrade(url: str) -> None:
    """Create or migrate the schema to the newest revision (keeps existing games)."""
    if url.startswith("sqlite"):
        create_private_file(url)
    command.upgrade(alembic_config(url), "head")
