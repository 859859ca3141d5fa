"""Every open board fetches the board's body after each entry: it is drawn once per version of the game."""

from __future__ import annotations

from scorekeeper.web import board
from tests.web.helpers import HTMX, post_event, table_game


def test_fifty_boards_after_an_entry_cost_one_drawing(client, monkeypatch):
    token, gid, viewer = table_game(client, "golf", seated=("Ann", "Bob"))
    drawn = []
    real = board.render_template
    monkeypatch.setattr(board, "render_template", lambda *a, **k: drawn.append(a[0]) or real(*a, **k))
    live = f"/t/{viewer}/g/{gid}/board/live"
    first = {client.get(live, headers=HTMX).text for _ in range(50)}
    assert len(first) == 1 and len(drawn) == 1
    assert post_event(client, token, gid, "round", {"scores": [3, 5]}, 0).status_code == 201
    after = {client.get(live, headers=HTMX).text for _ in range(50)}
    assert len(drawn) == 2 and after != first and ">3<" in after.pop().replace(" ", "")
    # The scorer's link draws its own (its links carry the scorer token), once too.
    scorer = {client.get(f"/t/{token}/g/{gid}/board/live", headers=HTMX).text for _ in range(5)}
    assert len(drawn) == 3 and token in scorer.pop()


def test_the_drawn_body_is_the_body_drawn_afresh(client, monkeypatch):
    token, gid, viewer = table_game(client, "golf", seated=("Ann", "Bob"))
    post_event(client, token, gid, "round", {"scores": [3, 5]}, 0)
    live = f"/t/{viewer}/g/{gid}/board/live"
    cached = client.get(live, headers=HTMX)
    monkeypatch.setattr(board, "FRAGMENTS", board.FragmentCache())
    fresh = client.get(live, headers=HTMX)
    assert cached.text == fresh.text and "HX-Request" in cached.headers["Vary"]
