"""The change watcher on PostgreSQL: LISTEN/NOTIFY, with the notification sent inside the entry's own
transaction, so a board is woken for a committed entry and never for one that was rolled back.

Runs when ``SCOREKEEPER_TEST_POSTGRES_URL`` names a throwaway database (``make test-postgres`` sets it);
skipped otherwise. The safety poll is set far out, so only a notification can wake a subscriber in time.
"""

from __future__ import annotations

import os
import time

import pytest
from sqlalchemy import insert, text
from sqlmodel import Session

from scorekeeper.store import changes, repo, tables
from scorekeeper.store.changes import ChangeWatcher
from scorekeeper.store.db import make_engine, upgrade
from scorekeeper.store.models import EventRecord, Game, utcnow

URL = os.environ.get("SCOREKEEPER_TEST_POSTGRES_URL", "")
pytestmark = pytest.mark.skipif(not URL, reason="SCOREKEEPER_TEST_POSTGRES_URL is not set")
ROUND = {"scores": [3, 9, 0, 12]}


@pytest.fixture(scope="module")
def engine():
    upgrade(URL)
    made = make_engine(URL)
    yield made
    made.dispose()


@pytest.fixture
def game(engine):
    with Session(engine) as session:
        table = tables.create_table(session, "Listen", ["Ann", "Bob", "Cid", "Dee"])
        return repo.start_game(session, table, "golf", ["Ann", "Bob", "Cid", "Dee"]).id


@pytest.fixture
def watcher(engine):
    made = ChangeWatcher(engine, poll_seconds=60, safety_seconds=60)
    assert made.listens, "the PostgreSQL watcher should listen (psycopg 3 driver)"
    yield made
    made.stop()


def listening(watcher, sub) -> None:
    """Wait until the watcher's LISTEN is in place (its first full look has run)."""
    deadline = time.monotonic() + 10
    while watcher.queries == 0 and time.monotonic() < deadline:
        time.sleep(0.02)
    sub.wait(0.1)


def test_a_committed_entry_wakes_its_board_within_the_push_aim(engine, game, watcher):
    sub = watcher.subscribe(game)
    listening(watcher, sub)
    with Session(engine) as session:
        started = time.monotonic()
        repo.append_event(session, session.get(Game, game), "round", ROUND, expected_seq=0)
    assert sub.wait(2) and sub.seq == 1
    assert time.monotonic() - started < 1.0


def test_no_wake_before_commit_nor_for_a_rolled_back_entry(engine, game, watcher):
    sub = watcher.subscribe(game)
    listening(watcher, sub)
    with Session(engine) as session:
        session.execute(
            insert(EventRecord).values(game_id=game, seq=1, type="round", payload=ROUND, created_at=utcnow())
        )
        changes.notify_in_transaction(session, game, 1)
        assert not sub.wait(0.5)  # not committed yet: nothing delivered
        session.rollback()
    assert not sub.wait(0.5) and sub.seq is None
    with Session(engine) as session:
        session.execute(
            insert(EventRecord).values(game_id=game, seq=1, type="round", payload=ROUND, created_at=utcnow())
        )
        changes.notify_in_transaction(session, game, 1)
        session.commit()
    assert sub.wait(2) and sub.seq == 1


def test_strangers_on_the_channel_are_ignored(engine, game, watcher):
    sub = watcher.subscribe(game)
    listening(watcher, sub)
    with engine.connect() as conn:
        conn.execute(text("SELECT pg_notify(:c, 'not a game')"), {"c": changes.CHANNEL})
        conn.commit()
    assert not sub.wait(0.5)
    assert watcher.running
