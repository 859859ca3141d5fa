"""The JSON API: tables, games, events (rule violations 400, stale writes 409), records, catalogue."""

from __future__ import annotations

from sqlmodel import Session

from scorekeeper.store.models import EventRecord
from tests.web.helpers import make_game, make_table, post_event


def test_catalogue_lists_games_with_player_counts_and_options(client):
    games = client.get("/api/v1/games").json["games"]
    slugs = {g["slug"]: g for g in games}
    assert {"golf", "oh-hell"} <= set(slugs)
    assert slugs["golf"]["min_players"] == 2 and slugs["golf"]["max_players"] == 6
    assert any(o["name"] == "rounds" for o in slugs["golf"]["options"])
    assert client.get("/api/v1/games/golf/options").status_code == 200
    assert client.get("/api/v1/games/nope/options").status_code == 404


def test_create_table_returns_unguessable_scorer_and_viewer_links(client):
    table = make_table(client)
    assert table["scorer_url"].endswith(table["scorer_token"])
    assert table["viewer_url"].endswith(table["viewer_token"])
    assert len(table["scorer_token"]) >= 22 and table["scorer_token"] != table["viewer_token"]
    viewer_view = client.get(f"/api/v1/tables/{table['viewer_token']}").json
    assert "scorer_token" not in viewer_view and [p["name"] for p in viewer_view["players"]] == [
        "Ann",
        "Bob",
        "Cid",
        "Dee",
    ]


def test_create_table_refuses_bad_input(client):
    assert client.post("/api/v1/tables", json={"name": "x", "players": "Ann"}).status_code == 400
    r = client.post("/api/v1/tables", json={"name": "x", "players": ["Ann", "ann"]})
    assert r.status_code == 400 and "Two players are called" in r.json["error"]
    r = client.post("/api/v1/tables", json={"name": "", "players": ["Ann"]})
    assert r.status_code == 400 and "cannot be empty" in r.json["error"]
    r = client.post("/api/v1/tables", json={"name": "x" * 61, "players": ["Ann"]})
    assert r.status_code == 400 and "too long" in r.json["error"]
    r = client.post("/api/v1/tables", json={"name": "x", "players": [f"P{i}" for i in range(13)]})
    assert r.status_code == 400 and "at most 12" in r.json["error"]
    r = client.post("/api/v1/tables", data="not json", content_type="application/json")
    assert r.status_code == 400 and "JSON" in r.json["error"]


def test_start_game_validates_ruleset_players_and_options(client):
    token = make_table(client)["scorer_token"]
    r = client.post(f"/api/v1/tables/{token}/games", json={"ruleset": "chess"})
    assert r.status_code == 400 and "catalogue" in r.json["error"]
    r = client.post(f"/api/v1/tables/{token}/games", json={"ruleset": "golf", "options": {"rounds": 12}})
    assert r.status_code == 400 and r.json["field"] == "rounds"
    r = client.post(f"/api/v1/tables/{token}/games", json={"ruleset": "golf", "options": {"colour": "red"}})
    assert r.status_code == 400 and "Unknown option" in r.json["error"]
    r = client.post(f"/api/v1/tables/{token}/games", json={"ruleset": "oh-hell", "players": ["Ann", "Bob"]})
    assert r.status_code == 400 and "3 to 7 players" in r.json["error"]
    r = client.post(f"/api/v1/tables/{token}/games", json={"ruleset": "golf", "options": []})
    assert r.status_code == 400


def test_append_event_then_read_game(client):
    token = make_table(client)["scorer_token"]
    game = make_game(client, token, options={"rounds": 1})
    assert game["seq"] == 0 and game["next"]["phase"] == "round"
    r = post_event(client, token, game["id"], "round", {"scores": [5, 3, 9, 3]}, 0)
    assert r.status_code == 201, r.json
    state = client.get(f"/api/v1/tables/{token}/games/{game['id']}").json
    assert state["seq"] == 1 and state["totals"] == [5, 3, 9, 3]
    assert state["is_over"] and state["winners"] == ["Bob", "Dee"]


def test_rule_violation_is_400_and_stores_nothing(client):
    token = make_table(client)["scorer_token"]
    game = make_game(client, token)
    r = post_event(client, token, game["id"], "round", {"cards": ["AS 2S 3S 4S 5S"] * 4}, 0)
    assert r.status_code == 400 and "6 cards" in r.json["error"]
    assert client.get(f"/api/v1/tables/{token}/games/{game['id']}/events").json["events"] == []


def test_stale_write_is_409_with_the_current_state_and_nothing_doubled(client):
    token = make_table(client)["scorer_token"]
    game = make_game(client, token)
    first = post_event(client, token, game["id"], "round", {"scores": [1, 2, 3, 4]}, 0)
    second = post_event(client, token, game["id"], "round", {"scores": [1, 2, 3, 4]}, 0)
    assert first.status_code == 201
    assert second.status_code == 409 and "Stale write" in second.json["error"]
    assert second.json["game"]["seq"] == 1 and second.json["game"]["totals"] == [1, 2, 3, 4]
    bad = post_event(client, token, game["id"], "round", {"scores": [1, 2, 3, 4]}, "x")
    assert bad.status_code == 400


def test_a_write_from_another_process_is_caught_even_when_this_one_has_the_game_cached(app, client):
    token = make_table(client)["scorer_token"]
    game = make_game(client, token)
    assert post_event(client, token, game["id"], "round", {"scores": [1, 2, 3, 4]}, 0).status_code == 201
    # Another worker process appends entry 2; this process's replay cache knows nothing of it.
    with Session(app.extensions["engine"]) as other:
        other.add(EventRecord(game_id=game["id"], seq=2, type="round", payload={"scores": [5, 5, 5, 5]}))
        other.commit()
    late = post_event(client, token, game["id"], "round", {"scores": [9, 9, 9, 9]}, 1)
    assert late.status_code == 409 and late.json["game"]["seq"] == 2
    assert late.json["game"]["totals"] == [6, 7, 8, 9]  # nothing doubled, nothing lost


def test_undo_and_redo_are_entries(client):
    token = make_table(client)["scorer_token"]
    game = make_game(client, token)
    post_event(client, token, game["id"], "round", {"scores": [1, 2, 3, 4]}, 0)
    r = post_event(client, token, game["id"], "undo", {}, 1)
    assert r.status_code == 201 and r.json["totals"] == [0, 0, 0, 0] and r.json["can_redo"]
    r = post_event(client, token, game["id"], "redo", {}, 2)
    assert r.json["totals"] == [1, 2, 3, 4]
    events = client.get(f"/api/v1/tables/{token}/games/{game['id']}/events").json["events"]
    assert [e["type"] for e in events] == ["round", "undo", "redo"]


def test_correction_of_an_earlier_hand(client):
    token = make_table(client)["scorer_token"]
    game = make_game(client, token)
    post_event(client, token, game["id"], "round", {"scores": [1, 2, 3, 4]}, 0)
    post_event(client, token, game["id"], "round", {"scores": [1, 1, 1, 1]}, 1)
    r = post_event(
        client, token, game["id"], "correction", {"target": 1, "payload": {"scores": [0, 0, 0, 9]}}, 2
    )
    assert r.status_code == 201 and r.json["totals"] == [1, 1, 1, 10]


def test_viewer_token_can_never_write(client):
    table = make_table(client)
    game = make_game(client, table["scorer_token"])
    viewer = table["viewer_token"]
    assert post_event(client, viewer, game["id"], "round", {"scores": [1, 2, 3, 4]}, 0).status_code == 403
    assert client.post(f"/api/v1/tables/{viewer}/games", json={"ruleset": "golf"}).status_code == 403
    assert client.get(f"/api/v1/tables/{viewer}/games/{game['id']}").status_code == 200


def test_unknown_tokens_and_games_are_404_json(client):
    token = make_table(client)["scorer_token"]
    r = client.get("/api/v1/tables/nope")
    assert r.status_code == 404 and "error" in r.json
    assert client.get(f"/api/v1/tables/{token}/games/999").status_code == 404
    other = make_table(client)["scorer_token"]
    game = make_game(client, other)
    assert client.get(f"/api/v1/tables/{token}/games/{game['id']}").status_code == 404


def test_export_import_round_trip_is_identical(client):
    token = make_table(client)["scorer_token"]
    game = make_game(client, token, options={"rounds": 2})
    post_event(client, token, game["id"], "round", {"scores": [1, 2, 3, 4]}, 0)
    post_event(client, token, game["id"], "undo", {}, 1)
    post_event(client, token, game["id"], "round", {"scores": [4, 3, 2, 1]}, 2)
    record = client.get(f"/api/v1/tables/{token}/games/{game['id']}/export").json
    assert record["schema_version"] == 1 and len(record["events"]) == 3
    imported = client.post("/api/v1/import", json=record)
    assert imported.status_code == 201
    new_token = imported.json["table"]["scorer_token"]
    again = client.get(f"/api/v1/tables/{new_token}/games/{imported.json['game_id']}/export").json
    for key in ("game", "events", "scores"):
        left = {k: v for k, v in again[key].items() if k != "created_at"} if key == "game" else again[key]
        right = {k: v for k, v in record[key].items() if k != "created_at"} if key == "game" else record[key]
        assert left == right


def test_import_refuses_bad_records(client):
    assert client.post("/api/v1/import", json={"schema": "other"}).status_code == 400
    r = client.post("/api/v1/import", json={"schema": "scorekeeper.game-record", "schema_version": 99})
    assert r.status_code == 400 and "version" in r.json["error"]
    token = make_table(client)["scorer_token"]
    game = make_game(client, token)
    post_event(client, token, game["id"], "round", {"scores": [1, 2, 3, 4]}, 0)
    record = client.get(f"/api/v1/tables/{token}/games/{game['id']}/export").json
    record["events"][0]["payload"] = {"scores": [1]}
    r = client.post("/api/v1/import", json=record)
    assert r.status_code == 400
    record["events"][0]["seq"] = 7
    assert client.post("/api/v1/import", json=record).status_code == 400


def test_oversized_body_is_refused(client):
    r = client.post("/api/v1/tables", data="x" * (600 * 1024), content_type="application/json")
    assert r.status_code == 413


def test_cached_replays_agree_with_a_full_replay(client):
    from scorekeeper.store import repo

    token = make_table(client)["scorer_token"]
    game = make_game(client, token, ruleset="oh-hell", options={"trump": "spades", "sequence": "up"})
    steps = [
        ("bid", {"player": 1, "bid": 0}),
        ("bid", {"player": 2, "bid": 1}),
        ("undo", {}),
        ("bid", {"player": 2, "bid": 0}),
        ("bid", {"player": 3, "bid": 0}),
        ("bid", {"player": 0, "bid": 0}),
        ("tricks", {"taken": [1, 0, 0, 0]}),
    ]
    for seq, (kind, payload) in enumerate(steps):
        assert post_event(client, token, game["id"], kind, payload, seq).status_code == 201
    cached = client.get(f"/api/v1/tables/{token}/games/{game['id']}").json
    repo._REPLAYS.clear()
    assert client.get(f"/api/v1/tables/{token}/games/{game['id']}").json == cached
    assert cached["totals"] == [1, 10, 10, 10]
