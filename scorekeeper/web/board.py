"""The live scoreboard (tablet) and its push stream.

The database is the bus: each open stream tells the browser whenever the game changes, so entries from any
phone, served by any worker process or server, reach every board. What it sends is what changed on the board
(``BoardFeed``, ``board_versions``): the new frame and the rows from the first that changed, drawn once per
process for all the game's boards, so an open board costs neither a request nor a drawing per entry. A stream
does not look itself: it subscribes to the process's change watcher (``store/changes.py``: one poll for
all streams on SQLite, LISTEN/NOTIFY on PostgreSQL) and sleeps until woken, so an open board costs a
sleeping greenlet under gunicorn's gevent worker. A reconnecting browser is sent the current number at
once, and fetches the whole body if it shows an older one, so it never stays stale.

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
from collections.abc import Hashable, Iterator

from flask import Blueprint, Flask, Response, current_app, make_response, request
from sqlmodel import Session

from scorekeeper.store import repo
from scorekeeper.store.changes import ChangeWatcher, Subscription, TooManyStreams
from scorekeeper.store.models import Game
from scorekeeper.store.writes import Access
from scorekeeper.web import board_versions as versions
from scorekeeper.web.common import close_session, db, game_access, is_htmx, page_or_fragment
from scorekeeper.web.metrics import OPEN_BOARDS

bp = Blueprint("board", __name__, url_prefix="/t/<token>/g/<int:game_id>")
KEEPALIVE_SECONDS = 15
RETRY_AFTER_SECONDS = 10
_WATCHER_LOCK = threading.Lock()


@bp.get("/board")
def show(token: str, game_id: int):
    """The scoreboard page, which keeps itself up to date."""
    access, game = game_access(token, game_id)
    return page_or_fragment("board.html", "_board.html", **page_context(access, game))


@bp.get("/board/live")
def live(token: str, game_id: int):
    """The scoreboard's body alone: what a board fetches when it has fallen behind (a stream reconnected, a
    push that did not follow what it shows). Drawn once per version of the game and link kind."""
    access, game = game_access(token, game_id)
    if not is_htmx():
        return page_or_fragment("board.html", "_board.html", **page_context(access, game))
    version = versions.current_version(db(), access, game, repo.cache_key(db(), game))
    response = make_response(version.html())
    response.headers["Vary"] = "HX-Request"
    return response


def page_context(access: Access, game: Game) -> dict:
    return versions.board_context(access, game, repo.current(db(), game))


@bp.get("/stream")
def stream(token: str, game_id: int):
    """Server-sent events: ``update`` with the game's entry number at once (a board behind it fetches the
    body), then a ``board`` event after each entry carrying what changed on the board (``BoardFeed``)."""
    access, game = game_access(token, game_id)
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

    try:  # after subscribing: a later entry wakes the stream
        feed = BoardFeed(access, game, repo.cache_key(db(), game), current_app._get_current_object())
        feed.start(db())
    except BaseException:
        close()
        raise
    finally:
        close_session()  # a stream holds no session (nor its read transaction) while it waits
    lifetime = float(current_app.config["SSE_MAX_SECONDS"])
    events = _events(watcher, sub, feed, lifetime)
    response = Response(events, mimetype="text/event-stream")
    response.call_on_close(close)  # also when the body was never started
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"
    return response


class BoardFeed:
    """What one open board is sent: the version it was last sent, and after each entry the ``board`` event
    from there to the game's latest version (drawn once for all the game's boards: ``board_versions``)."""

    def __init__(self, access: Access, game: Game, game_key: Hashable, app: Flask) -> None:
        self.access, self.game, self.game_key, self.app = access, game, game_key, app
        #: The stream's own request, to draw in the context of a copy of it: links as this board's address.
        self.environ = dict(request.environ)
        self.sent: versions.BoardVersion | None = None

    def start(self, session: Session) -> int:
        """The version the board starts from (its number is the stream's first event)."""
        self.sent = versions.current_version(session, self.access, self.game, self.game_key)
        return self.sent.seq

    @property
    def seq(self) -> int:
        return self.sent.seq if self.sent is not None else 0

    def after(self, seq: int) -> str | None:
        """The event taking the board to the latest version once entry ``seq`` is stored, or None when the
        board already shows it (a wake-up for an entry already sent)."""
        latest = versions.version_at(self.game_key, seq, self.access.can_write, self._draw_current)
        if self.sent is None or latest.seq == self.sent.seq:
            return None
        event = versions.patch_event(self.game_key, self.access.can_write, self.sent, latest)
        self.sent = latest
        return event

    def _draw_current(self) -> versions.BoardVersion:
        """Drawn between requests: in a request context made from the stream's, on a session of its own."""
        engine = self.app.extensions["engine"]
        with self.app.request_context(self.environ), Session(engine, expire_on_commit=False) as session:
            return versions.current_version(session, self.access, self.game, self.game_key)


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


def _events(watcher: ChangeWatcher, sub: Subscription, feed: BoardFeed, lifetime: float) -> Iterator[str]:
    """The stream's body: the current number at once, then what each change does to the board, with comments
    to keep it open."""
    try:
        yield "retry: 1000\n\n"
        yield f"id: {feed.seq}\nevent: update\ndata: {feed.seq}\n\n"
        started = quiet_since = time.monotonic()
        while (left := lifetime - (time.monotonic() - started)) > 0:
            sub.wait(min(KEEPALIVE_SECONDS, left))
            if sub.closed:
                _no_keep_alive(sub)
                return
            event = feed.after(sub.seq) if sub.seq is not None and sub.seq != feed.seq else None
            if event is not None:
                quiet_since = time.monotonic()
                yield event
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
