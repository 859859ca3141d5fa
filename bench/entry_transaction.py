"""``python -m bench.entry_transaction``: what the database part of one entry costs, three ways.

The statements an API entry runs on SQLite (the write lock taken up front, the table and game looked up by
the scorer's token, the log's latest number, the INSERT, the COMMIT) are run in a loop on a fresh database:

- through an ORM ``Session``, as the app runs them (a session per request);
- through a SQLAlchemy Core ``Connection`` with the same compiled statements (no session);
- through the standard ``sqlite3`` module, as ``bench/baseline_app.py`` stores its row.

Printed: CPU time per transaction (``time.process_time``, the least of five batches: other work on the
machine only ever adds). It bounds what a leaner write path could save against the baseline (issue 15,
part 6; docs/benchmarks.md, "Where an entry's time goes").
"""

from __future__ import annotations

import sqlite3
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Engine
from sqlmodel import Session

from scorekeeper.store import repo, tables, writes
from scorekeeper.store.db import IMMEDIATE, make_engine, upgrade
from scorekeeper.store.models import utcnow

BATCHES = 5
PER_BATCH = 400
WARM_UP = 200


class Entries:
    """One game's log on a fresh database, appended to by each way in turn."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "entries.db"
        url = f"sqlite:///{self.path}"
        upgrade(url)
        self.engine: Engine = make_engine(url)  # the app's engine: WAL, synchronous=NORMAL, its pool
        with Session(self.engine) as session:
            table = tables.create_table(session, "Bench", ["Ann", "Bob"])
            game = repo.start_game(session, table, "golf", ["Ann", "Bob"])
            self.token, self.game_id = table.scorer_token, game.id
        self.look_up = {"token": self.token, "game_id": self.game_id}
        self.raw = sqlite3.connect(self.path, isolation_level=None)
        self.raw.execute("PRAGMA synchronous=NORMAL")

    def row(self, latest: int | None) -> dict:
        return {
            "game_id": self.game_id,
            "seq": (latest or 0) + 1,
            "type": "bench",
            "payload": {},
            "author": "",
            "created_at": utcnow(),
        }

    def through_session(self) -> None:
        with Session(self.engine) as session:
            writes.begin_write(session)
            session.connection().execute(repo._GAME_ROW_BY_SCORER, self.look_up)
            latest = session.execute(repo._LATEST_SEQ, {"game_id": self.game_id}).scalar()
            session.execute(repo.INSERT_ENTRY, self.row(latest))
            session.commit()

    def through_connection(self) -> None:
        with self.engine.connect().execution_options(**{IMMEDIATE: True}) as connection, connection.begin():
            connection.execute(repo._GAME_ROW_BY_SCORER, self.look_up)
            latest = connection.execute(repo._LATEST_SEQ, {"game_id": self.game_id}).scalar()
            connection.execute(repo.INSERT_ENTRY, self.row(latest))

    def through_sqlite3(self) -> None:
        self.raw.execute("BEGIN IMMEDIATE")
        self.raw.execute("SELECT id FROM card_table WHERE scorer_token = ?", (self.token,)).fetchone()
        latest = self.raw.execute("SELECT MAX(seq) FROM event WHERE game_id = ?", (self.game_id,))
        latest = latest.fetchone()[0]
        self.raw.execute(
            "INSERT INTO event (game_id, seq, type, payload, author, created_at) VALUES (?, ?, ?, ?, ?, ?)",
            (self.game_id, (latest or 0) + 1, "bench", "{}", "", utcnow().isoformat()),
        )
        self.raw.execute("COMMIT")


def cpu_per_call(call: Callable[[], None]) -> float:
    """The least, over ``BATCHES`` batches, of the CPU seconds per call."""
    for _ in range(WARM_UP):
        call()
    least = float("inf")
    for _ in range(BATCHES):
        began = time.process_time()
        for _ in range(PER_BATCH):
            call()
        least = min(least, (time.process_time() - began) / PER_BATCH)
    return least


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="scorekeeper-entry-tx-") as folder:
        entries = Entries(Path(folder))
        ways = {
            "ORM session (the app)": entries.through_session,
            "Core connection": entries.through_connection,
            "sqlite3 (the baseline's way)": entries.through_sqlite3,
        }
        print("CPU per entry transaction (lock, look-up, latest number, insert, commit), least of 5 batches:")
        for label, call in ways.items():
            print(f"  {label:<30}{cpu_per_call(call) * 1000:7.3f} ms")
        entries.raw.close()
        entries.engine.dispose()


if __name__ == "__main__":
    main()
