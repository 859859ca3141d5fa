"""``/metrics``: the counters move with what happens (entries stored, refusals by kind, open boards,
request latency), no label carries a table token, and only this machine (or METRICS_FROM) may read it."""

from __future__ import annotations

import re

from prometheus_client.parser import text_string_to_metric_families

from scorekeeper.app import create_app
from tests.web.helpers import HTMX, make_game, make_table, post_event

LOCAL = {"REMOTE_ADDR": "127.0.0.1"}


def read(client) -> dict[tuple[str, tuple], float]:
    response = client.get("/metrics", environ_base=LOCAL)
    assert response.status_code == 200
    samples = {}
    for family in text_string_to_metric_families(response.get_data(as_text=True)):
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def value(samples, name: str, **labels) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def test_the_counters_move(client):
    table = make_table(client, players=["Ann", "Bob"])
    token = table["scorer_token"]
    gid = make_game(client, token)["id"]
    before = read(client)
    assert post_event(client, token, gid, "round", {"scores": [4, 1]}, 0).status_code == 201
    assert post_event(client, token, gid, "round", {"scores": [4, 1]}, 0).status_code == 409  # stale
    assert post_event(client, token, gid, "round", {"scores": [4, 1000]}, 1).status_code == 400  # rule
    bad = client.post(f"/api/v1/tables/{token}/games/{gid}/events", json={"type": "round"})
    assert bad.status_code == 400  # payload
    undo = client.post(f"/t/{token}/g/{gid}/undo", data={"expected_seq": "1"}, headers=HTMX)
    assert undo.status_code == 200
    after = read(client)
    assert (
        value(after, "scorekeeper_entries_stored_total") - value(before, "scorekeeper_entries_stored_total")
        == 2
    )
    for kind in ("stale", "rule", "payload"):
        moved = value(after, "scorekeeper_entries_refused_total", kind=kind) - value(
            before, "scorekeeper_entries_refused_total", kind=kind
        )
        assert moved == 1, kind
    count = "scorekeeper_request_seconds_count"
    labels = {"endpoint": "api.append_event", "method": "POST"}
    assert value(after, count, **labels) - value(before, count, **labels) == 4


def test_open_boards_go_up_while_a_stream_is_open_and_down_after(client):
    table = make_table(client, players=["Ann", "Bob"])
    gid = make_game(client, table["scorer_token"])["id"]
    before = value(read(client), "scorekeeper_open_boards")
    response = client.get(f"/t/{table['viewer_token']}/g/{gid}/stream", buffered=False)
    assert response.status_code == 200
    assert value(read(client), "scorekeeper_open_boards") == before + 1
    response.close()
    assert value(read(client), "scorekeeper_open_boards") == before


def test_no_label_carries_a_token(client):
    table = make_table(client, players=["Ann", "Bob"])
    token = table["scorer_token"]
    gid = make_game(client, token)["id"]
    post_event(client, token, gid, "round", {"scores": [4, 1]}, 0)
    client.get(f"/tables/{token}")  # an unknown address: one "unmatched" label for all
    text = client.get("/metrics", environ_base=LOCAL).get_data(as_text=True)
    assert token not in text and table["viewer_token"] not in text
    assert 'endpoint="unmatched"' in text
    assert not re.search(r'="[^"]*/t/', text)


def test_only_this_machine_may_read_unless_configured(client, database_url):
    assert client.get("/metrics", environ_base={"REMOTE_ADDR": "192.168.1.30"}).status_code == 404
    assert client.get("/metrics", environ_base={"REMOTE_ADDR": "::1"}).status_code == 200
    # through a proxy the app does not trust, everyone looks like loopback: refused
    proxied = client.get("/metrics", environ_base=LOCAL, headers={"X-Forwarded-For": "203.0.113.5"})
    assert proxied.status_code == 404
    app = create_app(
        {"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "x", "METRICS_FROM": "10.0.0.0/8"}
    )
    other = app.test_client()
    assert other.get("/metrics", environ_base={"REMOTE_ADDR": "10.1.2.3"}).status_code == 200
    assert other.get("/metrics", environ_base={"REMOTE_ADDR": "192.168.1.30"}).status_code == 404
    app.extensions["engine"].dispose()
