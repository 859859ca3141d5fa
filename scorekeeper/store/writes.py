"""Write transactions: the write lock taken up front, all-or-nothing blocks, stale writes refused.

Every write to the store goes through ``begin_write`` or ``write_transaction``, so concurrent writers queue
on SQLite's lock instead of failing, and a block of writes that belong together commits whole or not at all.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from sqlalchemy.exc import OperationalError
from sqlmodel import Session

from scorekeeper.store.db import IMMEDIATE
from scorekeeper.store.models import GameTable


class StaleWrite(Exception):
    """The write was based on an older sequence number than the log now has."""

    def __init__(self, current_seq: int) -> None:
        super().__init__(f"Someone else recorded something first (entry {current_seq}).")
        self.current_seq = current_seq


class AlreadyStored(Exception):
    """The entry's key was stored before: this POST repeats an entry the log already holds (a retry after a
    lost answer, an outbox sent twice). Nothing new is stored; ``seq`` is the entry's place in the log."""

    def __init__(self, seq: int) -> None:
        super().__init__(f"This entry was already recorded (entry {seq}).")
        self.seq = seq


@dataclass(frozen=True)
class Access:
    """A table reached through one of its tokens; ``can_write`` only through the scorer token."""

    table: GameTable
    can_write: bool


def begin_write(session: Session) -> None:
    """Start a write transaction that holds the write lock from its first statement.

    On SQLite a transaction that reads and then writes fails at once ("database is locked") if another
    writer committed in between; taking the lock up front makes concurrent writers queue instead.
    """
    session.commit()  # end any read transaction so the write one starts fresh
    session.connection(execution_options={IMMEDIATE: True})


@contextmanager
def write_transaction(session: Session) -> Iterator[None]:
    """One write transaction around the block, holding the write lock from its start (``begin_write``).

    It commits when the block ends and rolls back on any exception, so writes that belong together (an
    import's table, game and log) are stored all together or not at all; a killed process leaves nothing,
    since the database only keeps committed transactions. (The up-front lock is SQLite's BEGIN IMMEDIATE; on
    PostgreSQL this is a plain transaction, whose row locks and the (game, seq) key order writers.)
    """
    begin_write(session)
    try:
        yield
    except BaseException:
        session.rollback()
        raise
    session.commit()


def is_busy(exc: OperationalError) -> bool:
    """Whether a database error only means another writer held the lock past the busy timeout."""
    text = str(exc.orig).lower()
    return "locked" in text or "busy" in text
