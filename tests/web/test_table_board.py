"""The table's scoreboard (/t/<token>/board): the table's current game, and which game that is for a board
that follows the table; on the Share page with its QR code."""

from __future__ import annotations

from tests.web.helpers import make_game, make_table


def test_the_table_board_shows_the_latest_game_and_says_which_it_is(client):
    table = make_table(client)
    scorer, viewer = table["scorer_token"], table["viewer_token"]
    waiting = client.get(f"/t/{viewer}/board")
    assert waiting.status_code == 200 and "No game yet at Test table" in waiting.text
    assert client.get(f"/t/{viewer}/board/current").json == {"game": None}
    first = make_game(client, scorer, "golf")["id"]
    second = make_game(client, scorer, "cribbage", players=["Ann", "Bob"])["id"]
    page = client.get(f"/t/{viewer}/board").text
    assert f'data-game="{second}"' in page and f'data-follow="/t/{viewer}/board/current"' in page
    assert "Cribbage" in page and f"/t/{viewer}/g/{first}/" not in page
    current = client.get(f"/t/{viewer}/board/current")
    assert current.json == {"game": second} and current.headers["Cache-Control"] == "no-store"


def test_a_game_board_does_not_follow_the_table(client):
    table = make_table(client)
    game = make_game(client, table["scorer_token"], "golf")["id"]
    assert "follow-table" not in client.get(f"/t/{table['viewer_token']}/g/{game}/board").text


def test_an_unknown_token_has_no_table_board(client):
    assert client.get("/t/not-a-token/board").status_code == 404
    assert client.get("/t/not-a-token/board/current").status_code == 404


def test_the_share_page_gives_the_table_board_link_and_code(client):
    table = make_table(client)
    scorer, viewer = table["scorer_token"], table["viewer_token"]
    page = client.get(f"/t/{scorer}/share").text
    assert f"/t/{viewer}/board" in page and f"/t/{scorer}/qr/board.svg" in page
    code = client.get(f"/t/{scorer}/qr/board.svg")
    assert code.status_code == 200 and code.mimetype == "image/svg+xml"
    assert client.get(f"/t/{viewer}/qr/board.svg").status_code == 200  # a viewer may hand out the board too
