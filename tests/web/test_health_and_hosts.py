"""/healthz, proxy trust (SCOREKEEPER_TRUSTED_PROXIES) and allowed hosts: a forged Host or X-Forwarded-Host
must not change the links handed to phones (docs/deploy.md)."""

from __future__ import annotations

import pytest

from scorekeeper.app import create_app
from scorekeeper.web.share import host_allowed, parse_hosts


def make(database_url: str, **settings):
    config = {"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "x", "WTF_CSRF_ENABLED": False}
    return create_app({**config, **settings})


def new_table(client, **kwargs) -> dict:
    response = client.post("/api/v1/tables", json={"name": "T", "players": ["Ann", "Bob"]}, **kwargs)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def test_healthz_says_ok_after_asking_the_database(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.get_json() == {"status": "ok", "database": "ok"}
    assert response.headers["Cache-Control"] == "no-store"


def test_healthz_is_503_with_a_sentence_when_the_database_is_gone(tmp_path):
    app = make(f"sqlite:///{tmp_path / 'no-such-folder' / 'x.db'}")
    response = app.test_client().get("/healthz")
    assert response.status_code == 503
    body = response.get_json()
    assert body["status"] == "error" and body["database"] == "unreachable"
    assert body["message"].endswith(".") and "no-such-folder" not in body["message"]


def test_healthz_is_503_quickly_when_postgresql_refuses():
    app = make("postgresql+psycopg://nobody:secret@127.0.0.1:1/none")
    response = app.test_client().get("/healthz")
    assert response.status_code == 503 and "secret" not in response.get_data(as_text=True)
    app.extensions["engine"].dispose()


def test_forwarded_headers_are_ignored_without_trusted_proxies(client, monkeypatch):
    from scorekeeper.web import share

    monkeypatch.setattr(share, "machine_names", lambda: frozenset({"scores.lan"}))  # this machine's name
    headers = {"X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https"}
    table = new_table(client, base_url="http://scores.lan:8000", headers=headers)
    assert table["viewer_url"].startswith("http://scores.lan:8000/t/")


def test_one_trusted_proxy_supplies_host_and_scheme(database_url):
    client = make(database_url, TRUSTED_PROXIES=1).test_client()
    headers = {"X-Forwarded-Host": "scores.example.org", "X-Forwarded-Proto": "https"}
    table = new_table(client, base_url="http://127.0.0.1:8001", headers=headers)
    assert table["viewer_url"].startswith("https://scores.example.org/t/")


def test_public_url_wins_over_any_host(database_url):
    client = make(database_url, PUBLIC_URL="https://cards.example.org", TRUSTED_PROXIES=1).test_client()
    table = new_table(client, base_url="http://evil.example", headers={"X-Forwarded-Host": "evil2.example"})
    assert table["scorer_url"].startswith("https://cards.example.org/t/")
    share = client.get(f"/t/{table['scorer_token']}/share", base_url="http://evil.example")
    assert b"https://cards.example.org/t/" in share.data and b"evil.example" not in share.data


def test_allowed_hosts_refuse_a_forged_host_with_a_sentence(database_url):
    client = make(database_url, ALLOWED_HOSTS="scores.lan, 192.168.1.20:8000").test_client()
    assert client.get("/", base_url="http://scores.lan:8000").status_code == 200
    assert client.get("/", base_url="http://192.168.1.20:8000").status_code == 200
    refused = client.get("/", base_url="http://evil.example")
    assert refused.status_code == 400
    assert b"does not answer to that name" in refused.data
    assert client.get("/", base_url="http://192.168.1.20:9000").status_code == 400
    api = client.post(
        "/api/v1/tables", json={"name": "T", "players": ["A", "B"]}, base_url="http://evil.example"
    )
    assert api.status_code == 400 and "does not answer" in api.get_json()["error"]
    assert client.get("/healthz", base_url="http://10.0.0.9").status_code == 200  # monitors by IP


def test_allowed_hosts_check_the_forwarded_host_behind_a_trusted_proxy(database_url):
    client = make(database_url, ALLOWED_HOSTS="scores.example.org", TRUSTED_PROXIES=1).test_client()
    ok = client.get("/", base_url="http://127.0.0.1:8001", headers={"X-Forwarded-Host": "scores.example.org"})
    assert ok.status_code == 200
    forged = client.get("/", base_url="http://127.0.0.1:8001", headers={"X-Forwarded-Host": "evil.example"})
    assert forged.status_code == 400


def test_host_parsing():
    allowed = parse_hosts("Scores.LAN., [::1]:8000 ,")
    assert allowed == {"scores.lan", "[::1]:8000"}
    assert host_allowed("scores.lan:1234", allowed)
    assert host_allowed("[::1]:8000", allowed) and not host_allowed("[::1]:9000", allowed)
    assert parse_hosts(["a.org"]) == {"a.org"} and parse_hosts("") == frozenset()


def test_a_nonsense_proxy_count_stops_the_start(database_url):
    with pytest.raises(ValueError, match="TRUSTED_PROXIES"):
        make(database_url, TRUSTED_PROXIES="two")
