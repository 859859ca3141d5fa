"""Helpers for web tests: create tables and games through the API, post entries through forms."""

from __future__ import annotations


def make_table(client, players=("Ann", "Bob", "Cid", "Dee"), name="Test table") -> dict:
    response = client.post("/api/v1/tables", json={"name": name, "players": list(players)})
    assert response.status_code == 201, response.json
    return response.json


def make_game(client, token: str, ruleset="golf", options=None, players=None, first_dealer=0) -> dict:
    body = {"ruleset": ruleset, "options": options or {}, "first_dealer": first_dealer}
    if players:
        body["players"] = players
    response = client.post(f"/api/v1/tables/{token}/games", json=body)
    assert response.status_code == 201, response.json
    return response.json


def post_event(client, token: str, game_id: int, type_: str, payload: dict, expected_seq: int):
    return client.post(
        f"/api/v1/tables/{token}/games/{game_id}/events",
        json={"type": type_, "payload": payload, "expected_seq": expected_seq},
    )
