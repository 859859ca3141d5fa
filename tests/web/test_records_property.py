"""Property: the import of an export is identical (events and computed scores), for random Golf games."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.app import create_app
from scorekeeper.store import repo
from scorekeeper.store.db import upgrade
from tests.web.helpers import make_game, make_table, post_event


@pytest.fixture(scope="module")
def module_client(tmp_path_factory):
    url = f"sqlite:///{tmp_path_factory.mktemp('prop') / 'p.db'}"
    upgrade(url)
    app = create_app({"TESTING": True, "DATABASE_URL": url, "SECRET_KEY": "x", "WTF_CSRF_ENABLED": False})
    yield app.test_client()
    app.extensions["engine"].dispose()


round_scores = st.lists(st.integers(min_value=-6, max_value=69), min_size=3, max_size=3)
actions = st.lists(st.one_of(round_scores, st.just("undo"), st.just("redo")), max_size=8)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(actions)
def test_import_of_export_is_identical(module_client, plan):
    client = module_client
    token = make_table(client, players=("Ann", "Bob", "Cid"))["scorer_token"]
    game = make_game(client, token, options={"rounds": 9})
    seq = 0
    for step in plan:
        kind, payload = ("round", {"scores": step}) if isinstance(step, list) else (step, {})
        if post_event(client, token, game["id"], kind, payload, seq).status_code == 201:
            seq += 1
    record = client.get(f"/api/v1/tables/{token}/games/{game['id']}/export").json
    imported = client.post("/api/v1/import", json=record).json
    again = client.get(
        f"/api/v1/tables/{imported['table']['scorer_token']}/games/{imported['game_id']}/export"
    ).json
    assert again["events"] == record["events"]
    assert again["scores"] == record["scores"]
    assert {k: v for k, v in again["game"].items() if k != "created_at"} == {
        k: v for k, v in record["game"].items() if k != "created_at"
    }


steps = st.lists(
    st.one_of(
        round_scores.map(lambda s: ("round", {"scores": s})),
        st.just(("undo", {})),
        st.just(("redo", {})),
        st.tuples(st.integers(1, 6), round_scores).map(
            lambda ts: ("correction", {"target": ts[0], "payload": {"scores": ts[1]}})
        ),
    ),
    max_size=10,
)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps)
def test_the_cached_game_is_the_game_replayed_from_the_database(module_client, plan):
    """Appends extend the process's cached replay (undo, redo and corrections reuse its log): after any
    run of entries, accepted or refused, a replay from the stored rows must give the same game."""
    client = module_client
    token = make_table(client, players=("Ann", "Bob", "Cid"))["scorer_token"]
    game = make_game(client, token, options={"rounds": 9})
    seq = 0
    for kind, payload in plan:
        if post_event(client, token, game["id"], kind, payload, seq).status_code == 201:
            seq += 1
    path = f"/api/v1/tables/{token}/games/{game['id']}"
    cached = client.get(path).json
    repo._REPLAYS.clear()
    assert client.get(path).json == cached
