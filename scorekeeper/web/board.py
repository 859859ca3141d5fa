"""The live scoreboard (tablet) and its push stream.

The database is the bus: each open stream tells the browser the game's latest sequence number whenever it
changes, so entries from any phone, served by any worker process or server, reach every board. A stream
does not look itself: it subscribes to the process's change watcher (``store/changes.py``: one poll for
all streams on SQLite, LISTEN/NOTIFY on PostgreSQL) and sleeps until woken, so an open board costs a
sleeping greenlet under gunicorn's gevent worker. A reconnecting browser is sent the current number at
once, so it never stays stale.

A stream ends after ``SSE_MAX_SECONDS`` (the browser reconnects by itself), when the worker shuts down
(the watcher wakes every stream closed), and within ``DISCONNECT_CHECK_SECONDS`` (2 s) of its client going
away: the watcher looks at all its streams' sockets in one poll(2), so a waiting board is not woken to look
at its own, and a closed one is let go without waiting for a write to fail.
Past ``SSE_MAX_STREAMS`` open streams in one process a new one is answered 503 with ``Retry-After``,
which the htmx SSE extension retries with a growing pause.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator

from flask import Blueprint, Flask, Response, current_app, make_response, render_template, request

from scorekeeper.store import repo
from scorekeeper.store.changes import ChangeWatcher, Subscription, TooManyStreams
from scorekeeper.web.common import db, game_access, is_htmx, page_or_fragment
from scorekeeper.web.metrics import OPEN_BOARDS

bp = Blueprint("board", __name__, url_prefix="/t/<token>/g/<int:game_id>")
KEEPALIVE_SECONDS = 15
RETRY_AFTER_SECONDS = 10
_WATCHER_LOCK = threading.Lock()


def board_context(access, game, result=None) -> dict:
    result = result or repo.current(db(), game)
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
    """The scoreboard's body alone, fetched whenever the stream says the game changed.

    Every open board of a game fetches it after each entry: it is drawn once per version of the game
    (its entry number) and link kind, and sent as drawn to the others (``FRAGMENTS``), so fifty boards
    cost one drawing, not fifty.
    """
    access, game = game_access(token, game_id)
    if not is_htmx():
        return page_or_fragment("board.html", "_board.html", **board_context(access, game))
    result = repo.current(db(), game)
    key = (repo.cache_key(db(), game), result.seq, access.can_write)
    html = FRAGMENTS.get(key)
    if html is None:
        html = render_template("_board.html", **board_context(access, game, result))
        FRAGMENTS.put(key, html)
    response = make_response(html)
    response.headers["Vary"] = "HX-Request"
    return response


class FragmentCache:
    """The latest drawn board fragments, by (game, entry number, link kind): a projection of the log like
    the replay cache (a version of a game never changes), bounded, least recently used dropped first."""

    def __init__(self, size: int = 64) -> None:
        self._items: OrderedDict[tuple, str] = OrderedDict()
        self._size = size
        self._lock = threading.Lock()

    def get(self, key: tuple) -> str | None:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
            return found

    def put(self, key: tuple, html: str) -> None:
        with self._lock:
            self._items[key] = html
            while len(self._items) > self._size:
                self._items.popitem(last=False)


FRAGMENTS = FragmentCache()


@bp.get("/stream")
def stream(token: str, game_id: int):
    """Server-sent events: ``update`` with the game's sequence number each time it changes."""
    _, game = game_access(token, game_id)
    watcher = change_watcher(current_app)
    sock = request.environ.get("gunicorn.socket") or request.environ.get("werkzeug.socket")
    try:
        sub = watcher.subscribe(game.id, sock)
    except TooManyStreams:
        return _too_many()
    OPEN_BOARDS.inc()
    closed = []

    def close() -> None:
        if not closed:  # once, however many times the server calls it
            closed.append(True)
            watcher.unsubscribe(sub)
            OPEN_BOARDS.dec()

    try:
        first = repo.latest_seq(db(), game.id)  # after subscribing: a later entry wakes the stream
    except BaseException:
        close()
        raise
    lifetime = float(current_app.config["SSE_MAX_SECONDS"])
    events = _events(watcher, sub, first, lifetime)
    response = Response(events, mimetype="text/event-stream")
    response.call_on_close(close)  # also when the body was never started
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"
    return response


def change_watcher(app: Flask) -> ChangeWatcher:
    """The app's (so the process's, for its database) change watcher, made on first use."""
    watcher = app.extensions.get("changes")
    if watcher is None:
        with _WATCHER_LOCK:
            watcher = app.extensions.get("changes")
            if watcher is None:
                watcher = app.extensions["changes"] = ChangeWatcher(
                    app.extensions["engine"],
                    poll_seconds=float(app.config["SSE_POLL_SECONDS"]),
                    safety_seconds=float(app.config["SSE_SAFETY_POLL_SECONDS"]),
                    max_subscribers=int(app.config["SSE_MAX_STREAMS"]),
                )
    return watcher


def _too_many() -> Response:
    message = "This server has as many open scoreboards as it can hold; the board will retry by itself."
    response = Response(message + "\n", status=503, mimetype="text/plain")
    response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def _events(watcher: ChangeWatcher, sub: Subscription, first: int, lifetime: float) -> Iterator[str]:
    """The stream's body: the current number at once, then each change, with comments to keep it open."""
    try:
        yield "retry: 1000\n\n"
        last_sent = first
        yield f"id: {first}\nevent: update\ndata: {first}\n\n"
        started = quiet_since = time.monotonic()
        while (left := lifetime - (time.monotonic() - started)) > 0:
            sub.wait(min(KEEPALIVE_SECONDS, left))
            if sub.closed:
                _no_keep_alive(sub)
                return
            if sub.seq is not None and sub.seq > last_sent:
                last_sent = sub.seq
                quiet_since = time.monotonic()
                yield f"id: {last_sent}\nevent: update\ndata: {last_sent}\n\n"
            elif time.monotonic() - quiet_since > KEEPALIVE_SECONDS:
                quiet_since = time.monotonic()
                yield ": keepalive\n\n"
    finally:
        watcher.unsubscribe(sub)


def _no_keep_alive(sub: Subscription) -> None:
    """A stream ended by a shutdown (or a client gone): close the connection's reading side, so the server
    does not keep it open waiting for another request on it (gunicorn's keep-alive wait would hold a
    stopping worker up to its ``keepalive`` seconds). The stream's last bytes are still written."""
    if sub.sock is not None:
        with contextlib.suppress(OSError, ValueError):
            sub.sock.shutdown(socket.SHUT_RD)
