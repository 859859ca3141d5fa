"""A game that reuses a deleted game's id (SQLite gives out the highest again) never finds its replay."""

from __future__ import annotations

import pytest
from sqlmodel import Session

from scorekeeper.store import repo, tables
from scorekeeper.store.replay_cache import ReplayCache
from tests.web.helpers import post_event, table_game


@pytest.mark.sqlite_only  # PostgreSQL's sequences never give an id out twice
def test_a_new_game_with_a_deleted_games_id_starts_from_its_own_log(app, client, monkeypatch):
    token, gid, _ = table_game(client, "golf", seated=("Ann", "Bob"))
    for seq in range(3):
        assert post_event(client, token, gid, "round", {"scores": [5, 1]}, seq).status_code == 201
    this_worker = repo._REPLAYS  # holds the game's replay at entry 3
    # Another worker (its own cache) deletes the table, and a new table's game gets the same id and entries.
    monkeypatch.setattr(repo, "_REPLAYS", ReplayCache())
    with Session(app.extensions["engine"]) as session:
        tables.delete_table(session, tables.table_by_token(session, token).table)
    again_token, again_id, _ = table_game(client, "golf", seated=("Ann", "Bob"))
    assert again_id == gid  # the id came back
    for seq in range(3):
        assert post_event(client, again_token, again_id, "round", {"scores": [2, 2]}, seq).status_code == 201
    # This worker is asked next: the new game at entry 3 is its own, not the deleted game's cached one.
    monkeypatch.setattr(repo, "_REPLAYS", this_worker)
    assert client.get(f"/api/v1/tables/{again_token}/games/{again_id}").json["totals"] == [6, 6]
    assert post_event(client, again_token, again_id, "round", {"scores": [1, 0]}, 3).status_code == 201
    assert client.get(f"/api/v1/tables/{again_token}/games/{again_id}").json["totals"] == [7, 6]
