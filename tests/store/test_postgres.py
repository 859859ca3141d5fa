"""PostgreSQL only (``make test-postgres``): aware timestamps whatever the server's time zone, migration
0002 reading old values as UTC, and a stale write refused before it reaches the database (no ERROR line in
the server's log per 409)."""

from __future__ import annotations

import os
import threading
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlmodel import Session, select

from scorekeeper.store.db import alembic_config, upgrade
from scorekeeper.store.models import GameTable
from tests.conftest import POSTGRES_URL
from tests.web.helpers import make_game, make_table, post_event

pytestmark = pytest.mark.skipif(not POSTGRES_URL, reason="needs PostgreSQL: run `make test-postgres`")
LOG = os.environ.get("SCOREKEEPER_TEST_POSTGRES_LOG", "")
WHEN = datetime(2026, 11, 23, 14, 36, tzinfo=UTC)


def in_zone(url: str, zone: str):
    """An engine whose sessions run in ``zone``, as on a server configured for another country."""
    return create_engine(url, connect_args={"options": f"-c timezone={zone}"})


def test_an_entry_made_at_a_utc_time_reads_back_as_that_instant_in_any_session_zone(postgres_database):
    tokyo = in_zone(postgres_database, "Asia/Tokyo")
    with Session(tokyo) as session:
        table = GameTable(name="Tokyo", scorer_token="s-tz", viewer_token="v-tz", created_at=WHEN)
        session.add(table)
        session.commit()
        table_id = table.id
    paris = in_zone(postgres_database, "Europe/Paris")
    with Session(paris) as session:
        stored = session.exec(select(GameTable.created_at).where(GameTable.id == table_id)).one()
        utc_text = session.exec(
            text("SELECT to_char(created_at AT TIME ZONE 'UTC', 'HH24:MI') FROM card_table WHERE id = :id"),
            params={"id": table_id},
        ).one()[0]
    assert stored == WHEN and stored.utcoffset() is not None
    assert utc_text == "14:36"
    tokyo.dispose()
    paris.dispose()


def test_migration_0002_reads_existing_times_as_utc(postgres_database):
    name = "scorekeeper_test_migration_" + str(os.getpid())
    admin = create_engine(POSTGRES_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(POSTGRES_URL).set(database=name).render_as_string(hide_password=False)
    try:
        from alembic import command

        command.upgrade(alembic_config(url), "0001")
        old = in_zone(url, "America/New_York")
        with old.begin() as conn:  # what 0001 stored: the UTC wall-clock time, without a zone
            conn.execute(
                text(
                    "INSERT INTO card_table (name, scorer_token, viewer_token, created_at) VALUES "
                    "('Old', 's-old', 'v-old', '2026-11-23 14:36:00')"
                )
            )
        old.dispose()
        upgrade(url)
        with Session(in_zone(url, "Asia/Tokyo")) as session:
            stored = session.exec(select(GameTable.created_at)).one()
            kind = session.exec(
                text(
                    "SELECT data_type FROM information_schema.columns "
                    "WHERE table_name = 'event' AND column_name = 'created_at'"
                )
            ).one()[0]
        assert stored == WHEN
        assert kind == "timestamp with time zone"
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def error_lines() -> int:
    time.sleep(0.3)  # the server writes its log line after answering
    return sum(" ERROR: " in line for line in Path(LOG).read_text(errors="replace").splitlines())


@pytest.mark.skipif(not LOG, reason="needs the throwaway server's log (SCOREKEEPER_TEST_POSTGRES_LOG)")
def test_a_stale_write_is_a_409_without_an_error_in_the_servers_log(app, client):
    table = make_table(client)
    game = make_game(client, table["scorer_token"], "golf")
    token, game_id = table["scorer_token"], game["id"]
    before = error_lines()
    first = post_event(client, token, game_id, "round", {"scores": [1, 2, 3, 4]}, 0)
    assert first.status_code == 201, first.get_json()
    for _ in range(5):  # the same phone's stale form, sent again and again
        assert post_event(client, token, game_id, "round", {"scores": [1, 2, 3, 4]}, 0).status_code == 409
    # Two phones at once: each has seen entry 1; the game row lock makes one wait for the other.
    barrier, codes = threading.Barrier(4), []

    def send() -> None:
        mine = app.test_client()
        barrier.wait()
        codes.append(post_event(mine, token, game_id, "round", {"scores": [2, 2, 2, 2]}, 1).status_code)

    threads = [threading.Thread(target=send) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(codes) == [201, 409, 409, 409]
    assert error_lines() == before
