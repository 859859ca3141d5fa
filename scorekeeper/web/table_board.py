"""The table's scoreboard: one link (and QR code) that always shows the table's current game and moves on by
itself to the next game or rematch, for the tablet on the wall. The game's own board link stays for a board
that should keep one game.

The board page is the game's (``board.html``, live through its stream); ``board.js`` asks
``/board/current`` twice a second which game the table is on, and loads this page again when it changed. A
poll of one indexed row is the price of following a table through any server and proxy, with no
stream of its own to keep open.
"""

from __future__ import annotations

from flask import Blueprint, jsonify, render_template, url_for

from scorekeeper.store import repo, tables
from scorekeeper.web.board import page_context
from scorekeeper.web.common import db, page_or_fragment, table_access

bp = Blueprint("table_board", __name__, url_prefix="/t/<token>")


@bp.get("/board")
def show(token: str):
    """The current game's scoreboard, following the table; a table with no game yet waits for one."""
    access = table_access(token)
    game_id = tables.current_game_id(db(), access.table)
    follow = url_for("table_board.current", token=token)
    if game_id is None:
        table = access.table
        return render_template("board_waiting.html", access=access, table=table, token=token, follow=follow)
    game = repo.game_of_table(db(), access.table, game_id)
    context = page_context(access, game) | {"follow": follow}
    return page_or_fragment("board.html", "_board.html", **context)


@bp.get("/board/current")
def current(token: str):
    """Which game the table is on (``{"game": id}``, ``null`` before the first), for a following board."""
    access = table_access(token)
    response = jsonify(game=tables.current_game_id(db(), access.table))
    response.headers["Cache-Control"] = "no-store"
    return response
