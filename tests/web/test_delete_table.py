"""A scorer deletes a table and all its games: a page asks first, a POST with the confirm field deletes,
and nothing of the table remains in any table of the database; viewers cannot; other tables are untouched."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlmodel import SQLModel

from scorekeeper.store.models import EventRecord, Game, GameTable, HouseGame, Player
from tests.web.helpers import make_game, make_table, post_event

HEARTS = {"opt.name": "Hearts", "opt.wins": "lowest", "opt.target": "100"}


def rows(app, model, **where) -> int:
    query = select(func.count()).select_from(model)
    for column, value in where.items():
        query = query.where(getattr(model, column) == value)
    with app.extensions["engine"].connect() as conn:
        return conn.execute(query).scalar_one()


def full_table(client) -> dict:
    """A table with players, two games with entries, and a saved house game (a named score pad)."""
    table = make_table(client, players=["Ann", "Bob"])
    token = table["scorer_token"]
    gid = make_game(client, token)["id"]
    for seq in range(3):
        assert post_event(client, token, gid, "round", {"scores": [4, 1]}, seq).status_code == 201
    form = {"ruleset": "score-pad", "seat": ["Ann", "Bob"], "first_dealer": "Ann", **HEARTS}
    assert client.post(f"/t/{token}/games", data=form).status_code == 303
    return table


def everything_of(app, table_id: int) -> dict[str, int]:
    with app.extensions["engine"].connect() as conn:
        games = [g for (g,) in conn.execute(select(Game.id).where(Game.table_id == table_id))]
        events = conn.execute(
            select(func.count()).select_from(EventRecord).where(EventRecord.game_id.in_(games or [-1]))
        ).scalar_one()
    return {
        "card_table": rows(app, GameTable, id=table_id),
        "player": rows(app, Player, table_id=table_id),
        "game": len(games),
        "house_game": rows(app, HouseGame, table_id=table_id),
        "event": events,
    }


def table_id(app, token: str) -> int:
    with app.extensions["engine"].connect() as conn:
        return conn.execute(select(GameTable.id).where(GameTable.scorer_token == token)).scalar_one()


def test_every_table_referring_to_a_table_or_game_is_one_the_delete_empties():
    """A new table with a foreign key to card_table or game must be added to tables.delete_table (or be one
    it refuses to delete from)."""
    referring = {
        table.name
        for table in SQLModel.metadata.tables.values()
        for key in table.foreign_keys
        if key.column.table.name in ("card_table", "game")
    }
    # tournament_table: a tournament's table, which the delete refuses (tests/web/test_tournaments.py).
    assert referring == {"player", "game", "house_game", "event", "game_summary", "tournament_table"}


def test_a_scorer_deletes_a_table_after_confirming_and_nothing_remains(app, client):
    doomed, kept = full_table(client), full_table(client)
    token, tid, kept_id = (
        doomed["scorer_token"],
        table_id(app, doomed["scorer_token"]),
        table_id(app, kept["scorer_token"]),
    )
    before = everything_of(app, tid)
    assert before == {"card_table": 1, "player": 2, "game": 2, "house_game": 1, "event": 3}
    kept_before = everything_of(app, kept_id)

    ask = client.get(f"/t/{token}/delete")
    assert ask.status_code == 200
    assert "Delete “Test table”?" in ask.text and "2 games" in ask.text and 'name="confirm"' in ask.text
    assert f'href="/t/{token}/delete"' in client.get(f"/t/{token}").text  # the table page offers it

    unconfirmed = client.post(f"/t/{token}/delete", data={})
    assert unconfirmed.status_code == 400 and "Nothing was deleted" in unconfirmed.text
    assert everything_of(app, tid) == before

    done = client.post(f"/t/{token}/delete", data={"confirm": "delete"})
    assert done.status_code == 200 and "all its games are gone" in done.text
    assert everything_of(app, tid) == dict.fromkeys(before, 0)
    assert everything_of(app, kept_id) == kept_before  # the other table keeps everything
    assert client.get(f"/t/{token}").status_code == 404
    assert client.get(f"/t/{doomed['viewer_token']}").status_code == 404
    assert token not in client.get("/").text  # off this device's recent list


def test_viewers_cannot_delete(app, client):
    table = full_table(client)
    tid, viewer = table_id(app, table["scorer_token"]), table["viewer_token"]
    before = everything_of(app, tid)
    assert client.get(f"/t/{viewer}/delete").status_code == 403
    assert client.post(f"/t/{viewer}/delete", data={"confirm": "delete"}).status_code == 403
    assert "Delete this table" not in client.get(f"/t/{viewer}").text
    assert everything_of(app, tid) == before


def test_a_new_game_after_a_delete_starts_clean(app, client):
    """SQLite may give the next game the id of a deleted one: its score must not be the old game's."""
    table = full_table(client)
    client.post(f"/t/{table['scorer_token']}/delete", data={"confirm": "delete"})
    fresh = make_table(client, players=["Cy", "Di"])
    gid = make_game(client, fresh["scorer_token"])["id"]
    state = client.get(f"/api/v1/tables/{fresh['scorer_token']}/games/{gid}").get_json()
    assert state["seq"] == 0
