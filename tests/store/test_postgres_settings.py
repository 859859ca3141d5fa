"""Pool settings for server databases (SCOREKEEPER_DB_POOL_SIZE / _MAX_OVERFLOW; no server needed: an engine
does not connect until used), and text PostgreSQL can store."""

from __future__ import annotations

import pytest

from scorekeeper.app import create_app
from scorekeeper.store.db import make_engine

URL = "postgresql+psycopg://nobody@127.0.0.1:1/none"


def test_pool_size_and_overflow_reach_the_engine():
    engine = make_engine(URL, 3, 0)
    assert engine.pool.size() == 3
    assert engine.pool._max_overflow == 0


def test_pool_defaults_are_sqlalchemys():
    engine = make_engine(URL)
    assert engine.pool.size() == 5 and engine.pool._max_overflow == 10


def test_settings_from_the_environment_are_used(monkeypatch):
    monkeypatch.setenv("SCOREKEEPER_DATABASE_URL", URL)
    monkeypatch.setenv("SCOREKEEPER_DB_POOL_SIZE", "12")
    monkeypatch.setenv("SCOREKEEPER_DB_MAX_OVERFLOW", "4")
    monkeypatch.setenv("SCOREKEEPER_SECRET_KEY", "x")
    engine = create_app().extensions["engine"]
    assert engine.pool.size() == 12 and engine.pool._max_overflow == 4


@pytest.mark.parametrize(("size", "overflow"), [(0, 1), ("many", 1), (2, -1), (True, 1)])
def test_a_nonsense_pool_setting_is_refused_with_a_sentence(size, overflow):
    with pytest.raises(ValueError, match="must be a whole number"):
        make_engine(URL, size, overflow)


def test_control_characters_are_dropped_from_names_so_postgresql_can_store_them(client):
    """PostgreSQL refuses NUL in any text column (a 500 found by the form fuzzer); names lose it first."""
    response = client.post("/api/v1/tables", json={"name": "Fri\x00day\x1b", "players": ["Ann\x00", "B\tob"]})
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    assert body["name"] == "Friday"
    assert [p["name"] for p in body["players"]] == ["Ann", "B ob"]
    refused = client.post("/api/v1/tables", json={"name": "T", "players": ["\x00", "Bob", "Cid\x07"]})
    assert refused.status_code == 201 and [p["name"] for p in refused.get_json()["players"]] == ["Bob", "Cid"]
