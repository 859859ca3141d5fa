"""The API's entry path, made cheaper (docs/benchmarks.md, "Where an entry's time goes"): the game is read
as a plain row inside the write transaction, and API requests open no cookie session. The refusals stay
the same, in the same order, and none of them leaves the write lock held."""

from __future__ import annotations

import pytest

from scorekeeper.app import NoSession
from scorekeeper.store.db import IMMEDIATE
from tests.web.helpers import make_game, make_table, post_event


@pytest.fixture
def game(client):
    table = make_table(client)
    return table, make_game(client, table["scorer_token"])


def entries_url(token: str, game_id: int) -> str:
    return f"/api/v1/tables/{token}/games/{game_id}/events"


def test_refusals_come_in_the_same_order_as_for_every_game_url(client, game) -> None:
    table, started = game
    bad_body = {"type": "round", "payload": {}, "expected_seq": "soon"}
    unknown = client.post(entries_url("no-such-token", started["id"]), json=bad_body)
    assert unknown.status_code == 404 and "No table has that link" in unknown.json["error"]
    viewer = client.post(entries_url(table["viewer_token"], started["id"]), json=bad_body)
    assert viewer.status_code == 403 and "viewer link" in viewer.json["error"]
    no_game = client.post(entries_url(table["scorer_token"], started["id"] + 99), json=bad_body)
    assert no_game.status_code == 404 and "no such game" in no_game.json["error"]
    body = client.post(entries_url(table["scorer_token"], started["id"]), json=bad_body)
    assert body.status_code == 400 and body.json["field"] == "expected_seq"
    not_json = client.post(
        entries_url(table["scorer_token"], started["id"]), data="{", content_type="text/plain"
    )
    assert not_json.status_code in (400, 415) and not_json.json["error"]


def test_no_refusal_keeps_the_write_lock(client, game) -> None:
    """After each kind of refusal, another writer gets the lock at once (the database's busy timeout would
    otherwise make the next entry wait, then fail)."""
    table, started = game
    token, game_id = table["scorer_token"], started["id"]
    refusals = [
        client.post(entries_url(table["viewer_token"], game_id), json={"type": "round", "expected_seq": 0}),
        client.post(entries_url(token, game_id), json={"type": "round", "expected_seq": True}),
        post_event(client, token, game_id, "round", {"scores": [1]}, 0),  # breaks the rules: 400
        post_event(client, token, game_id, "round", {"scores": [1, 2, 3, 4]}, 7),  # stale: 409
        post_event(client, token, game_id, "undo", {}, 0),  # nothing to undo: 400
    ]
    assert [r.status_code for r in refusals] == [403, 400, 400, 409, 400]
    engine = client.application.extensions["engine"]
    with engine.connect() as other:  # a second connection takes the write lock (SQLite: BEGIN IMMEDIATE)
        other.execution_options(**{IMMEDIATE: True}).exec_driver_sql("SELECT 1")
        other.rollback()
    answer = post_event(client, token, game_id, "round", {"scores": [1, 2, 3, 4]}, 0)
    assert answer.status_code == 201 and answer.json["seq"] == 1


def test_the_api_opens_no_cookie_session_and_the_pages_still_do(app, client, game) -> None:
    table, started = game
    client.set_cookie("session", "not-a-signed-session")
    answer = post_event(client, table["scorer_token"], started["id"], "round", {"scores": [1, 2, 3, 4]}, 0)
    assert answer.status_code == 201
    assert "Set-Cookie" not in answer.headers and "Cookie" not in answer.headers.get("Vary", "")
    with app.test_request_context("/api/v1/games"):
        session = app.session_interface.open_session(app, __import__("flask").request)
        assert isinstance(session, NoSession)
        with pytest.raises(RuntimeError, match="no cookie session"):
            session["recent"] = []
    client.get(f"/t/{table['scorer_token']}")  # a page records the table in the recent list (cookie)
    with app.test_request_context("/"):
        page_session = app.session_interface.open_session(app, __import__("flask").request)
        assert not isinstance(page_session, NoSession)
