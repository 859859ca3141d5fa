"""Engine and sessions. SQLite by default (in ``instance/``); any SQLAlchemy URL works."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import event
from sqlalchemy.engine import Engine, make_url
from sqlmodel import create_engine

IMMEDIATE = "sqlite_immediate"
MIGRATIONS = Path(__file__).with_name("migrations")


def make_engine(url: str) -> Engine:
    """An engine; for SQLite, WAL mode and a busy timeout so concurrent phones queue, not fail."""
    is_sqlite = url.startswith("sqlite")
    if is_sqlite:
        create_private_file(url)
    engine = create_engine(
        url,
        connect_args={"check_same_thread": False, "timeout": 15} if is_sqlite else {},
        pool_pre_ping=not is_sqlite,
    )
    if is_sqlite:
        event.listen(engine, "connect", _sqlite_pragmas)
        event.listen(engine, "begin", _sqlite_begin)
    return engine


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
