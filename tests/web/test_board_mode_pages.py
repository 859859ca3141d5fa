"""The scoreboard's themes and big-board mode through the test client (issue 14): `?big=1` renders the page
in big mode (a bookmark for a wall tablet) and anything else does not; the controls and the theme script
are on the page (the script in <head>, not deferred, so the theme applies before the first paint); the
swapped fragment carries no mode of its own; the totals' grid is sized for 2–8 columns. The themes of
every page (the board's included) and app.css's one palette: test_themes.py."""

from __future__ import annotations

import re

import pytest

from tests.web.helpers import HTMX, live_board, make_game, make_table


@pytest.fixture
def board(client):
    table = make_table(client)
    game = make_game(client, table["scorer_token"], ruleset="oh-hell", options={"sequence": "up"})
    return table["viewer_token"], game["id"]


def body_class(page: str) -> list[str]:
    return re.search(r'<body[^>]*class="([^"]*)"', page).group(1).split()


def big_control(page: str) -> str:
    return re.search(r'<a [^>]*id="big-toggle"[^>]*>', page).group(0)


def test_the_board_opens_normal_with_both_controls(client, board):
    viewer, gid = board
    page = client.get(f"/t/{viewer}/g/{gid}/board").text
    assert body_class(page) == ["board-page"]
    control = big_control(page)
    assert 'aria-pressed="false"' in control and f'href="/t/{viewer}/g/{gid}/board?big=1"' in control
    assert 'id="theme-toggle"' in page and 'type="button"' in page
    assert 'class="card board-sheet"' in page


def test_big_1_opens_in_big_mode_with_a_way_back(client, board):
    viewer, gid = board
    page = client.get(f"/t/{viewer}/g/{gid}/board?big=1").text
    assert "big-board" in body_class(page)
    control = big_control(page)
    assert 'aria-pressed="true"' in control and f'href="/t/{viewer}/g/{gid}/board"' in control
    assert "Leave big board" in page and "Big board<" not in page


@pytest.mark.parametrize("value", ["0", "yes", "", "1; drop", "<script>"])
def test_any_other_big_value_is_the_normal_board(client, board, value):
    viewer, gid = board
    response = client.get(f"/t/{viewer}/g/{gid}/board", query_string={"big": value})
    assert response.status_code == 200
    assert body_class(response.text) == ["board-page"]
    assert "<script>" not in response.text.split("</head>", 1)[1]


def test_the_theme_script_runs_in_the_head_before_the_first_paint(client, board):
    viewer, gid = board
    head = client.get(f"/t/{viewer}/g/{gid}/board").text.split("</head>", 1)[0]
    tag = re.search(r'<script src="/static/theme\.js[^"]*"[^>]*>', head)
    assert tag and "defer" not in tag.group(0) and "async" not in tag.group(0)
    assert head.index("theme.js") > head.index("app.css")  # the variables it selects are already loaded
    script = client.get("/static/theme.js")
    assert script.status_code == 200 and "scorekeeper-theme" in script.text


def test_the_swapped_fragment_carries_no_mode(client, board):
    """Big mode and the theme live outside the fragment, so a live swap cannot undo them."""
    viewer, gid = board
    fragment = client.get(f"/t/{viewer}/g/{gid}/board/live?big=1", headers=HTMX).text
    assert "<body" not in fragment and "big-board" not in fragment and "data-theme" not in fragment
    assert 'id="board"' in fragment


@pytest.mark.parametrize("players,cols,rows", [(2, 2, 1), (4, 4, 1), (5, 3, 2), (7, 4, 2)])
def test_the_totals_grid_fits_two_to_eight_columns(client, players, cols, rows):
    names = [f"P{n}" for n in range(1, players + 1)]
    table = make_table(client, players=names)
    ruleset = "cribbage" if players == 2 else "oh-hell"
    game = make_game(client, table["scorer_token"], ruleset=ruleset)
    fragment = live_board(client, table["viewer_token"], game["id"])
    assert f'class="totals-row" style="--cols: {cols}; --rows: {rows}"' in fragment
