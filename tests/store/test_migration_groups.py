"""Migration 0004 (groups): a database of tables and games from before keeps working, its tables in no
group; and the models and the migrations describe the same schema."""

from __future__ import annotations

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, text
from sqlmodel import SQLModel

import scorekeeper.store.models  # noqa: F401  (the tables the metadata knows)
from scorekeeper.app import create_app
from scorekeeper.store.db import alembic_config, upgrade
from tests.web.helpers import post_event


def test_a_database_from_before_groups_keeps_its_tables_and_games(tmp_path):
    url = f"sqlite:///{tmp_path / 'old.db'}"
    command.upgrade(alembic_config(url), "0003")
    engine = create_engine(url)
    with engine.begin() as db:
        db.execute(
            text(
                "INSERT INTO card_table (id, name, scorer_token, viewer_token, created_at) "
                "VALUES (1, 'Old table', 'oldscorer', 'oldviewer', '2026-01-01 10:00:00')"
            )
        )
        db.execute(
            text(
                "INSERT INTO player (table_id, seat, name, team) VALUES (1, 0, 'Ann', ''), (1, 1, 'Bob', '')"
            )
        )
    engine.dispose()
    upgrade(url)
    app = create_app({"DATABASE_URL": url, "SECRET_KEY": "t", "TESTING": True, "WTF_CSRF_ENABLED": False})
    client = app.test_client()
    assert "Old table" in client.get("/t/oldscorer").text
    game = client.post("/api/v1/tables/oldscorer/games", json={"ruleset": "golf", "options": {"rounds": 1}})
    assert game.status_code == 201
    # A game of a table in no group ends as before, and no summary is made of it.
    assert post_event(client, "oldscorer", game.json["id"], "round", {"scores": [1, 2]}, 0).status_code == 201
    with app.extensions["engine"].connect() as db:
        assert db.execute(text("SELECT group_id FROM card_table")).scalar_one() is None
        assert db.execute(text("SELECT count(*) FROM game_summary")).scalar_one() == 0
    app.extensions["engine"].dispose()


def test_the_models_and_the_migrations_describe_the_same_schema(tmp_path):
    url = f"sqlite:///{tmp_path / 'new.db'}"
    upgrade(url)
    engine = create_engine(url)
    with engine.connect() as db:
        assert compare_metadata(MigrationContext.configure(db), SQLModel.metadata) == []
    engine.dispose()
