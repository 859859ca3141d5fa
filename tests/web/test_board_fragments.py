"""The scoreboard's body is drawn once per version of the game, and what is pushed after an entry (the frame
and the rows from the first that changed) makes the same body as drawing it afresh, in every game."""

from __future__ import annotations

import re
from random import Random

import pytest
from flask import render_template

from scorekeeper.core import options_as_dict
from scorekeeper.games.registry import all_rulesets
from scorekeeper.store import repo
from scorekeeper.web import board_versions as versions
from scorekeeper.web.common import db
from tests.games.test_simulation import make_setup
from tests.web.helpers import HTMX, make_table, post_event, table_game
from tests.web.test_edit_round_trip import played_entries


@pytest.fixture(autouse=True)
def fresh_caches(monkeypatch):
    for name in ("VERSIONS", "ROWS", "EVENTS"):
        monkeypatch.setattr(versions, name, versions.LruCache(4096))


def test_fifty_boards_after_an_entry_cost_one_drawing(client, monkeypatch):
    token, gid, viewer = table_game(client, "golf", seated=("Ann", "Bob"))
    drawn = []
    real = versions.render_template
    monkeypatch.setattr(versions, "render_template", lambda *a, **k: drawn.append(a[0]) or real(*a, **k))
    live = f"/t/{viewer}/g/{gid}/board/live"
    first = {client.get(live, headers=HTMX).text for _ in range(50)}
    assert len(first) == 1 and len(drawn) == 1
    assert post_event(client, token, gid, "round", {"scores": [3, 5]}, 0).status_code == 201
    after = {client.get(live, headers=HTMX).text for _ in range(50)}
    assert len(drawn) == 2 and after != first and ">3<" in after.pop().replace(" ", "")
    # The scorer's link draws its own (its links carry the scorer token), once too.
    scorer = {client.get(f"/t/{token}/g/{gid}/board/live", headers=HTMX).text for _ in range(5)}
    assert len(drawn) == 3 and token in scorer.pop()


def test_a_row_is_drawn_once_for_every_later_version(client, monkeypatch):
    token, gid, viewer = table_game(client, "golf", seated=("Ann", "Bob"))
    rows = []
    real = versions.get_template_attribute
    monkeypatch.setattr(versions, "get_template_attribute", lambda *a: rows.append(a) or real(*a))
    live = f"/t/{viewer}/g/{gid}/board/live"
    for seq in range(6):
        assert post_event(client, token, gid, "round", {"scores": [seq, 1]}, seq).status_code == 201
        client.get(live, headers=HTMX)
    assert len(rows) == 6  # one new row per entry, however many rows the board shows


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.slug)
def test_the_pushed_pieces_make_the_body_drawn_afresh(app, client, ruleset):
    """Play the game entry by entry; after each, the board that showed the version before, given the push
    (its rows below ``keep`` kept, then the frame and the new rows), shows what ``_board.html`` draws in one
    go, as the board page draws it."""
    seed = f"push/{ruleset.slug}"
    setup = make_setup(ruleset, ruleset.min_players, Random(seed), defaults=False)
    table = make_table(client, players=setup.players)
    token, viewer = table["scorer_token"], table["viewer_token"]
    body = {
        "ruleset": ruleset.slug,
        "options": options_as_dict(setup.options),
        "first_dealer": setup.first_dealer,
        "teams": [list(team) for team in setup.teams] or None,
    }
    gid = client.post(f"/api/v1/tables/{token}/games", json=body).json["id"]
    before, shown = drawn(app, viewer, gid)
    for seq, event in enumerate(played_entries(ruleset, setup, seed)[:25]):
        assert post_event(client, token, gid, event.type, dict(event.payload), seq).status_code == 201
        after, fresh = drawn(app, viewer, gid)
        keep = versions.kept_rows(before, after)
        pushed = after.frame.replace(
            versions.ROWS_MARKER, rows_below(shown, keep) + "".join(after.rows[keep:])
        )
        assert tags(pushed) == tags(fresh), f"{ruleset.slug}: entry {seq + 1}"
        before, shown = after, fresh


def drawn(app, viewer: str, gid: int) -> tuple[versions.BoardVersion, str]:
    """The game's board now: its version (frame and rows) and the body drawn afresh in one go."""
    with app.test_request_context():
        session = db()
        access, game = repo.game_by_token(session, viewer, gid)
        version = versions.current_version(session, access, game, repo.cache_key(session, game))
        fresh = render_template(
            "_board.html", **versions.board_context(access, game, repo.current(session, game))
        )
    return version, fresh


#: A sheet row as a board shows it (and its breakdown row, numbered the same).
ROW = re.compile(r'<tr(?: class="breakdown-row")? data-row="(\d+)">.*?</tr>\n', re.S)


def tags(html: str) -> str:
    """The markup less the blank text between tags (the browser keeps rows, not the lines between them)."""
    return re.sub(r">\s+<", "><", html).strip()


def rows_below(body: str, keep: int) -> str:
    """The rows a board keeps: its sheet rows numbered below ``keep``, as it shows them."""
    return "".join(m.group(0) for m in ROW.finditer(body) if int(m.group(1)) < keep)
