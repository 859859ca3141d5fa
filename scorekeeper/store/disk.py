"""A database that cannot be written: a full disk told apart from other errors, and the cheap look
``/healthz`` takes to say so before a phone finds out.

A write that fails because the disk is full is refused with ``DISK_FULL`` (web/errors.py): the entry was
not stored, and saying "nothing you entered was lost" would be false.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import time

from sqlalchemy import text
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import OperationalError, SQLAlchemyError

DISK_FULL = (
    "The server's disk is full: this entry was not saved. Tell whoever runs the server; once it has room "
    "again, enter it again."
)
NOT_WRITABLE = (
    "The database cannot be written (its disk is full or it is read-only): entries are refused until it "
    "can; the server's log says why."
)
POSTGRES_DISK_FULL = "53100"  # SQLSTATE disk_full (class 53, insufficient resources)
#: Below this much free space under a SQLite database, /healthz says it cannot be written: an entry is a few
#: kilobytes, but SQLite's write-ahead log and its checkpoints need room of their own.
MIN_FREE_BYTES = 1024 * 1024
#: A write refused for a full disk makes /healthz say "not writable" for this long (the look below cannot
#: see a PostgreSQL server's disk; on SQLite the free space decides as soon as it is back).
REMEMBER_SECONDS = 60.0

BUSY_TIMEOUT_MS = 15_000  # db.make_engine's sqlite3 timeout (15 s), put back after the look

_full_at: float | None = None


def is_disk_full(exc: BaseException | None) -> bool:
    """Whether ``exc`` (or the driver's error it wraps) says the disk is full: SQLite's SQLITE_FULL
    ("database or disk is full"), PostgreSQL's SQLSTATE 53100, or the system's ENOSPC."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, sqlite3.Error):
            code = getattr(exc, "sqlite_errorcode", None)
            if (code is not None and code & 0xFF == sqlite3.SQLITE_FULL) or "database or disk is full" in str(
                exc
            ):
                return True
        if POSTGRES_DISK_FULL in (getattr(exc, "sqlstate", None), getattr(exc, "pgcode", None)):
            return True
        if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
            return True
        exc = getattr(exc, "orig", None) or exc.__cause__ or exc.__context__
    return False


def note_disk_full() -> None:
    """A write was just refused for a full disk (this process remembers it for ``REMEMBER_SECONDS``)."""
    global _full_at
    _full_at = time.monotonic()


def forget() -> None:
    global _full_at
    _full_at = None


def recently_full() -> bool:
    return _full_at is not None and time.monotonic() - _full_at < REMEMBER_SECONDS


def why_not_writable(engine: Engine) -> str | None:
    """Why the database cannot take a write now, or None: a cheap look, nothing is written.

    A write rolled back would not find a full disk: SQLite in WAL mode writes a transaction's pages to disk
    only when it commits, and PostgreSQL finds its disk full when it extends a file or its WAL. So:

    - a write refused for a full disk in the last minute (any database);
    - SQLite: the free space of the file system the database is on (``statvfs``), and ``BEGIN IMMEDIATE``,
      the header's ``user_version`` set to itself, ``ROLLBACK``: the write lock and one page written in
      the cache, never committed, which a read-only file or mount refuses ("attempt to write a readonly
      database"); a lock another writer holds means it can be written (no wait: busy_timeout 0). Not
      ``PRAGMA quick_check``, which reads the whole file and finds no full disk;
    - PostgreSQL: whether the server takes writes at all (a standby, or ``default_transaction_read_only``).
    """
    if recently_full():
        return "a write was refused for a full disk"
    try:
        if engine.dialect.name == "sqlite":
            return _sqlite(engine)
        if engine.dialect.name == "postgresql":
            with engine.connect() as conn:
                read_only = conn.execute(
                    text("SELECT pg_is_in_recovery() OR current_setting('transaction_read_only') = 'on'")
                ).scalar()
            return "the server is read-only" if read_only else None
    except SQLAlchemyError as exc:
        return f"{type(exc).__name__}: {getattr(exc, 'orig', exc)}"
    return None


def _sqlite(engine: Engine) -> str | None:
    database = make_url(str(engine.url)).database or ""
    if database.startswith("file:"):
        database = database.removeprefix("file:").split("?", 1)[0]
    if database and database != ":memory:":
        try:
            stat = os.statvfs(os.path.dirname(os.path.abspath(database)))
        except OSError:
            pass
        else:
            if stat.f_bavail * stat.f_frsize < MIN_FREE_BYTES:
                return "less than 1 MiB free on its disk"
    with engine.connect() as conn:
        raw = conn.connection.dbapi_connection
        assert raw is not None
        cursor = raw.cursor()
        try:
            cursor.execute("PRAGMA busy_timeout = 0")  # another writer holding the lock: no wait
            try:
                cursor.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as exc:
                if "locked" in str(exc) or "busy" in str(exc):
                    return None  # someone is writing: it can be written
                raise OperationalError("BEGIN IMMEDIATE", {}, exc) from exc
            try:
                # The smallest write there is, never committed: the header's user_version set to itself.
                # SQLite refuses it on a read-only file or connection ("attempt to write a readonly
                # database"), which BEGIN IMMEDIATE alone does not check.
                version = int(cursor.execute("PRAGMA user_version").fetchone()[0])
                cursor.execute(f"PRAGMA user_version = {version}")
            except sqlite3.OperationalError as exc:
                raise OperationalError("PRAGMA user_version", {}, exc) from exc
            finally:
                cursor.execute("ROLLBACK")
        finally:
            cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")  # as db.make_engine sets it
            cursor.close()
    return None
