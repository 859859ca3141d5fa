"""The live scoreboard (tablet) and its push stream.

The database is the bus: each open stream watches its game's latest sequence number and tells the
browser when it changes, so entries from any phone, served by any worker process, reach every board.
A reconnecting browser is sent the current number at once, so it never stays stale.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from flask import Blueprint, Response, current_app
from sqlmodel import Session

from scorekeeper.store import repo
from scorekeeper.web.common import db, game_access, page_or_fragment

bp = Blueprint("board", __name__, url_prefix="/t/<token>/g/<int:game_id>")
KEEPALIVE_SECONDS = 15


def board_context(access, game) -> dict:
    result = repo.current(db(), game)
    return {
        "access": access,
        "token": access.table.scorer_token if access.can_write else access.table.viewer_token,
        "table": access.table,
        "game": game,
        "ruleset": repo.ruleset_of(game),
        "result": result,
        "sheet": result.sheet,
        "prompt": result.prompt,
    }


@bp.get("/board")
def show(token: str, game_id: int):
    """The scoreboard page, which keeps itself up to date."""
    access, game = game_access(token, game_id)
    return page_or_fragment("board.html", "_board.html", **board_context(access, game))


@bp.get("/board/live")
def live(token: str, game_id: int):
    """The scoreboard's body alone, fetched whenever the stream says the game changed."""
    access, game = game_access(token, game_id)
    return page_or_fragment("board.html", "_board.html", **board_context(access, game))


@bp.get("/stream")
def stream(token: str, game_id: int):
    """Server-sent events: ``update`` with the game's sequence number each time it changes."""
    _, game = game_access(token, game_id)
    engine = current_app.extensions["engine"]
    poll = float(current_app.config["SSE_POLL_SECONDS"])
    lifetime = float(current_app.config["SSE_MAX_SECONDS"])
    response = Response(_events(engine, game.id, poll, lifetime), mimetype="text/event-stream")
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"
    return response


def _events(engine, game_id: int, poll: float, lifetime: float) -> Iterator[str]:
    yield "retry: 1000\n\n"
    last_sent: int | None = None
    started = quiet_since = time.monotonic()
    while time.monotonic() - started < lifetime:
        with Session(engine) as session:
            seq = repo.latest_seq(session, game_id)
        if seq != last_sent:
            last_sent, quiet_since = seq, time.monotonic()
            yield f"id: {seq}\nevent: update\ndata: {seq}\n\n"
        elif time.monotonic() - quiet_since > KEEPALIVE_SECONDS:
            quiet_since = time.monotonic()
            yield ": keepalive\n\n"
        time.sleep(poll)
