"""Records at any time, getting back in, and the rematch: export and print during the game, the print sheet's
options, the page after an import, this device's recent tables with "continue", and Rematch on game over."""

from __future__ import annotations

import io

import pytest

from scorekeeper.app import create_app
from tests.web.helpers import game_state, make_game, make_table, post_api


@pytest.fixture
def app(tmp_path):
    from scorekeeper.store.db import upgrade

    url = f"sqlite:///{tmp_path / 'r.db'}"
    upgrade(url)
    app = create_app({"TESTING": True, "DATABASE_URL": url, "SECRET_KEY": "x", "WTF_CSRF_ENABLED": False})
    yield app
    app.extensions["engine"].dispose()


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def golf(client):
    """A two-round Golf game, Cid dealing first, one round played."""
    table = make_table(client)
    gid = make_game(client, table["scorer_token"], "golf", options={"rounds": 2}, first_dealer=2)["id"]
    assert post_api(client, table["scorer_token"], gid, "round", {"scores": [7, 2, 9, 4]}).status_code == 201
    return table, gid


def test_the_play_page_offers_the_records_during_the_game(client, golf):
    table, gid = golf
    token = table["scorer_token"]
    page = client.get(f"/t/{token}/g/{gid}").text
    for path in ("export.json", "export.csv", "sheet"):
        assert f'href="/t/{token}/g/{gid}/{path}"' in page
    assert "Game over" not in page


def test_the_print_sheet_lists_the_options_played_and_hides_the_breakdowns_on_paper(client, golf):
    table, gid = golf
    sheet = client.get(f"/t/{table['viewer_token']}/g/{gid}/sheet").text
    assert "Options played" in sheet and "Rounds: <strong>2</strong>" in sheet
    assert "Jokers per deck: <strong>None</strong>" in sheet  # a choice is said by its label
    assert 'class="print-sheet"' in sheet and "How it scored" in sheet  # on screen, the toggles are there
    css = client.get("/static/app.css").text
    on_paper = css[css.index("@media print") :]
    assert ".print-sheet .breakdown-row { display: none; }" in on_paper[: on_paper.index("\n}")]
    assert "Game in progress." in sheet


def test_after_an_import_the_page_says_so_and_offers_to_continue(client, golf):
    table, gid = golf
    record = client.get(f"/t/{table['scorer_token']}/g/{gid}/export.json").data
    r = client.post(
        "/import", data={"record": (io.BytesIO(record), "game.json")}, content_type="multipart/form-data"
    )
    assert r.status_code == 303 and r.headers["Location"].endswith("/imported")
    page = client.get(r.headers["Location"]).text
    new_token = r.headers["Location"].split("/")[2]
    new_gid = r.headers["Location"].split("/")[4]
    assert new_token != table["scorer_token"]
    assert "Game imported" in page and "1 entry replayed, 1 hand scored" in page
    assert f'href="/t/{new_token}/g/{new_gid}">Continue playing</a>' in page
    assert f"/t/{new_token}" in client.get("/").text  # this device remembers the imported table
    # The page is the scorer's: a viewer link to it is refused.
    viewer = client.get(f"/t/{new_token}").text
    assert client.get(f"/t/{table['viewer_token']}/g/{gid}/imported").status_code == 403
    assert "Game imported" not in viewer


def test_recent_tables_remember_the_latest_game_and_offer_to_continue_it(app, client, golf):
    table, gid = golf
    token = table["scorer_token"]
    assert "Recent tables" not in client.get("/").text  # tables made through the API are not remembered
    cookie = client.get(f"/t/{token}/g/{gid}").headers.get("Set-Cookie", "")
    assert "Expires=" in cookie and "HttpOnly" in cookie  # outlives the browser session; no script reads it
    home = client.get("/").text
    assert f'href="/t/{token}/g/{gid}">Continue Six-card Golf · Test table</a>' in home
    # The table page keeps the latest game; another table opened later comes first.
    client.get(f"/t/{token}")
    assert f'href="/t/{token}/g/{gid}">Continue Six-card Golf' in client.get("/").text
    other = make_table(client, name="Other")
    client.get(f"/t/{other['scorer_token']}")
    home = client.get("/").text
    assert home.index(">Other</a>") < home.index(">Test table</a>") and "Continue Six-card Golf" in home
    # Another browser (a viewer's phone) sees nothing of it.
    viewer = app.test_client()
    viewer.get(f"/t/{table['viewer_token']}/g/{gid}/board")
    assert token not in viewer.get("/").text and "Recent tables" not in viewer.get("/").text


def test_rematch_starts_the_same_game_with_the_next_dealer(client, golf):
    table, gid = golf
    token = table["scorer_token"]
    post_api(client, token, gid, "round", {"scores": [1, 1, 1, 1]})
    over = client.get(f"/t/{token}/g/{gid}").text
    assert "Game over" in over and "Rematch" in over and "Dee deals first" in over
    assert f'href="/t/{token}/g/{gid}/export.json"' in over
    r = client.post(f"/t/{token}/g/{gid}/rematch")
    assert r.status_code == 303
    new_gid = int(r.headers["Location"].rsplit("/", 1)[-1])
    assert new_gid != gid
    new, old = game_state(client, token, new_gid), game_state(client, token, gid)
    assert new["players"] == old["players"] and new["options"] == old["options"]
    assert new["ruleset"] == "golf" and new["first_dealer"] == 3 and new["seq"] == 0
    assert client.post(f"/t/{table['viewer_token']}/g/{gid}/rematch").status_code == 403
    assert client.post(f"/t/{token}/g/999/rematch").status_code == 404


def test_the_csv_of_a_game_in_progress_has_no_winners_row(client, golf):
    """Issue 21: mid-game the CSV ended in an empty ``Winners,,`` row; it comes once there are winners."""
    table, gid = golf
    token = table["scorer_token"]
    lines = client.get(f"/t/{token}/g/{gid}/export.csv").text.splitlines()
    assert lines[-1] == "Total,7,2,9,4,"
    assert not any(line.startswith(("Winner", "Winners")) for line in lines)
    assert post_api(client, token, gid, "round", {"scores": [1, 1, 1, 1]}).status_code == 201  # the last
    assert client.get(f"/t/{token}/g/{gid}/export.csv").text.splitlines()[-1] == "Winner,Bob,"


def import_file(client, record: bytes):
    return client.post(
        "/import", data={"record": (io.BytesIO(record), "game.json")}, content_type="multipart/form-data"
    )


def test_an_import_beside_a_table_of_the_same_name_is_named_apart_and_says_so(client, golf):
    """Issue 21: an import made a second table of the same name on this device's list without a word."""
    table, gid = golf
    client.get(f"/t/{table['scorer_token']}")  # this device now has "Test table"
    record = client.get(f"/t/{table['scorer_token']}/g/{gid}/export.json").data
    first = client.get(import_file(client, record).headers["Location"]).text
    said = "This device already has a table called “Test table”, so this one is called “Test table (2)”."
    assert said in first and "at “Test table (2)”" in first
    imported = import_file(client, record).headers["Location"]
    assert "so this one is called “Test table (3)”." in client.get(imported).text
    assert "already has a table" not in client.get(imported).text  # said once, after the import


def test_an_import_of_a_name_this_device_does_not_have_keeps_it_and_says_nothing(client, golf):
    table, gid = golf
    record = client.get(f"/t/{table['scorer_token']}/g/{gid}/export.json").data
    page = client.get(import_file(client, record).headers["Location"]).text
    assert "at “Test table”" in page and "already has a table" not in page


def test_a_name_taken_is_numbered_apart():
    from scorekeeper.store.records import unused_name

    assert unused_name("Friday", set()) == "Friday"
    assert unused_name("Friday", {"Friday"}) == "Friday (2)"
    assert unused_name("Friday", {"Friday", "Friday (2)", "Friday (3)"}) == "Friday (4)"
