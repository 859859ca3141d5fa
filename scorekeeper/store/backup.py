"""``flask backup``: a copy of a SQLite database taken while the servers keep serving.

SQLite's online backup API (``sqlite3.Connection.backup``) copies the database page by page through a
connection of its own. Copied in one step, as here, it reads under one read transaction: the copy is the
database as it was at one moment, every committed entry up to then and none of a transaction still open,
while writers go on (in WAL mode a reader never blocks a writer). Copying a live database file with ``cp``
is not safe: the pages of its ``-wal`` file would be missing or half-copied.

PostgreSQL has its own tools (``pg_dump`` / ``pg_restore``, docs/deploy.md): the command says so.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.engine import make_url


class BackupError(Exception):
    """Why no backup was written, as a sentence."""


@dataclass(frozen=True)
class Backup:
    path: Path
    tables: int
    games: int
    entries: int


def sqlite_file(url: str) -> Path:
    """The database file behind a SQLite URL, or ``BackupError``."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        raise BackupError(
            "This database is not SQLite: back up PostgreSQL with pg_dump "
            "(pg_dump --format=custom NAME > scorekeeper.dump; see docs/deploy.md)."
        )
    database = (parsed.database or "").removeprefix("file:").split("?", 1)[0]
    if not database or database == ":memory:":
        raise BackupError("An in-memory database has nothing on disk to back up.")
    path = Path(database)
    if not path.is_file():
        raise BackupError(f"There is no database at {path}.")
    return path


def default_target(source: Path) -> Path:
    """``backups/scorekeeper-YYYYmmdd-HHMMSS.db`` next to the database."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return source.parent / "backups" / f"{source.stem}-{stamp}.db"


def backup(url: str, target: Path | None = None) -> Backup:
    """Copy the SQLite database at ``url`` to ``target`` (never over an existing file), check the copy, and
    say what it holds. The copy is written to a private temporary file beside the target and renamed into
    place whole, readable by its owner only: it holds every table's tokens."""
    source = sqlite_file(url)
    target = default_target(source) if target is None else target
    if target.exists():
        raise BackupError(f"{target} already exists: choose another name (a backup never overwrites).")
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")  # 0600
    os.close(fd)
    temp = Path(temp_name)
    try:
        live = sqlite3.connect(source, timeout=15)  # reads only (a read-only open of a WAL file can fail)
        try:
            copy = sqlite3.connect(temp)
            try:
                live.backup(copy)  # pages=-1: all in one step, one consistent moment
                copy.execute("PRAGMA journal_mode=DELETE")  # a single file: no -wal to carry along
                check = copy.execute("PRAGMA integrity_check").fetchone()[0]
                if check != "ok":
                    raise BackupError(f"The copy does not check out ({check}): nothing was kept.")
                counts = [copy.execute(f"SELECT count(*) FROM {name}").fetchone()[0] for name in _COUNTED]
            finally:
                copy.close()
        finally:
            live.close()
        os.link(temp, target)  # fails rather than replace a file made meanwhile
    except sqlite3.Error as exc:
        raise BackupError(f"The backup failed ({exc}): nothing was kept.") from None
    except FileExistsError:
        raise BackupError(
            f"{target} already exists: choose another name (a backup never overwrites)."
        ) from None
    finally:
        temp.unlink(missing_ok=True)
    return Backup(target, *counts)


_COUNTED = ("card_table", "game", "event")
