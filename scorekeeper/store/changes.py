"""One change-watcher per process: it tells the open scoreboards when their game's log grows.

An open scoreboard used to poll the database four times a second on its own thread; a thousand of them
cost a thousand threads and four thousand queries a second. Now each stream subscribes here for its game
and sleeps until it is woken; one watcher per process (and per database) does the looking for all of them:

- SQLite: ONE poll every ``poll_seconds`` while anyone watches, and none while nobody does. The poll first
  reads the log's highest row id (rows are only ever appended, and SQLite's writers commit one at a time
  under BEGIN IMMEDIATE, so an unchanged highest id means nothing was committed); only when it moved, or a
  game gained its first watcher, does it read the latest sequence number of every watched game in a single
  grouped query, and wake the subscribers whose game moved.
- PostgreSQL (with the psycopg 3 driver): a dedicated connection LISTENs on ``CHANNEL``; ``append_event``
  sends ``pg_notify(CHANNEL, '<game_id>:<seq>')`` inside the entry's own transaction, and PostgreSQL
  delivers a notification only when that transaction commits, so a board is woken only for a committed
  entry. A slow safety poll (``safety_seconds``) catches anything missed while the connection was being
  re-made. Other drivers fall back to the SQLite-style poll, which is correct on any database.

The watcher also notices clients that went away: every ``DISCONNECT_CHECK_SECONDS`` one non-blocking
poll(2) over the subscribers' sockets (an event stream's client sends nothing after its request, so a
readable socket means it closed), waking only those subscribers, closed. A process that stores an entry
wakes its own subscribers at once (``committed``), without waiting for its next look.

Threads, events and locks come from ``threading``: under gunicorn's gevent worker the monkey-patching turns
them into greenlets and cooperative events, so the watcher and a thousand waiting streams cost one greenlet
each; under the development server or the test client they are ordinary threads.

Choices: a watcher thread that has had no subscriber for ``IDLE_EXIT_SECONDS`` ends (a test run creates many
apps); the next subscriber starts it again. ``stop`` (the worker is shutting down) wakes every subscriber
with ``closed`` set, so streams end at once instead of holding the shutdown up for their whole lifetime.
"""

from __future__ import annotations

import logging
import select as io_select
import socket
import threading
import time
import weakref
from collections.abc import Iterable

from sqlalchemy import func, select, text
from sqlalchemy.engine import Engine
from sqlmodel import Session

from scorekeeper.store.models import EventRecord

CHANNEL = "scorekeeper_events"
IDLE_EXIT_SECONDS = 10.0
LISTEN_TICK_SECONDS = 1.0  # how often the listener looks up from its connection (stop, safety poll)
RECONNECT_SECONDS = 1.0
TOP_ID_SQL = f"SELECT MAX(id) FROM {EventRecord.__tablename__}"
DISCONNECT_CHECK_SECONDS = 2.0  # how often the watcher looks for clients that went away

try:  # a poll(2) with timeout 0 never blocks, so gevent's monkey-patching (which removes it) is not needed
    from gevent.monkey import get_original

    _poll = get_original("select", "poll")
except ImportError:  # pragma: no cover - gevent is a dependency, but the watcher does not need it
    _poll = io_select.poll

log = logging.getLogger(__name__)
_WATCHERS: weakref.WeakSet[ChangeWatcher] = weakref.WeakSet()


class TooManyStreams(Exception):
    """The process already holds as many open streams as its limit allows."""


def notify_in_transaction(session: Session, game_id: int, seq: int) -> None:
    """On PostgreSQL, announce a new entry from inside the transaction that stores it (delivered only if
    it commits). Other databases are polled: nothing to do."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(
            text("SELECT pg_notify(:channel, :payload)"), {"channel": CHANNEL, "payload": f"{game_id}:{seq}"}
        )


def committed(engine: Engine, game_id: int, seq: int) -> None:
    """An entry this process just committed: wake this process's boards of the game at once (no query).
    Other processes learn of it from their own watcher (poll or NOTIFY)."""
    for watcher in list(_WATCHERS):
        if watcher.engine is engine:
            watcher.publish([(game_id, seq)])


def shutdown_all() -> None:
    """Stop every watcher of this process: their streams end now (the worker is shutting down)."""
    for watcher in list(_WATCHERS):
        watcher.stop()


class Subscription:
    """One open stream's place at the watcher: ``wait`` until its game moves, or the watcher stops."""

    __slots__ = ("__weakref__", "_event", "closed", "game_id", "seq", "sock")

    def __init__(self, game_id: int, sock: socket.socket | None = None) -> None:
        self.game_id = game_id
        self.seq: int | None = None  # the latest sequence number the watcher saw for the game
        self.closed = False  # the watcher stopped, or the client went away: the stream should end
        self.sock = sock  # the client's connection, looked at for its going away
        self._event = threading.Event()

    def wait(self, timeout: float) -> bool:
        """Sleep until woken or ``timeout`` passes; whether it was woken."""
        woken = self._event.wait(timeout)
        self._event.clear()
        return woken

    def wake(self, seq: int | None = None, *, closed: bool = False) -> None:
        if seq is not None:
            self.seq = seq if self.seq is None else max(self.seq, seq)
        self.closed = self.closed or closed
        self._event.set()


class ChangeWatcher:
    """The process's watcher for one database (see the module docstring)."""

    def __init__(
        self,
        engine: Engine,
        *,
        poll_seconds: float = 0.25,
        safety_seconds: float = 5.0,
        max_subscribers: int = 0,
    ) -> None:
        self.engine = engine
        self.poll_seconds = poll_seconds
        self.safety_seconds = safety_seconds
        self.max_subscribers = max_subscribers  # 0: no limit
        self.listens = engine.dialect.name == "postgresql" and engine.dialect.driver == "psycopg"
        self.queries = 0  # database round trips made by the watcher (tests count them)
        self.stopped = False
        self._lock = threading.Lock()
        self._subs: dict[int, set[Subscription]] = {}
        self._latest: dict[int, int] = {}
        self._fresh: set[int] = set()  # games whose first subscriber arrived since the last full read
        self._top_id: int | None = None
        self._raw = None  # SQLite: the watcher's own DB-API connection for its cheap look
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        _WATCHERS.add(self)

    # --- subscribers ---------------------------------------------------------------------------

    def subscribe(self, game_id: int, sock: socket.socket | None = None) -> Subscription:
        """A subscription for ``game_id``; ``TooManyStreams`` past the limit. With the client's ``sock``,
        the watcher wakes the subscription closed soon after the client goes away."""
        sub = Subscription(game_id, sock)
        with self._lock:
            if self.stopped:
                sub.closed = True
                return sub
            if self.max_subscribers and self.count_locked() >= self.max_subscribers:
                raise TooManyStreams
            if game_id not in self._subs:
                self._subs[game_id] = set()
                self._fresh.add(game_id)
            self._subs[game_id].add(sub)
            self._ensure_running()
        self._wake.set()
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        """Forget ``sub`` (safe to call twice)."""
        with self._lock:
            subs = self._subs.get(sub.game_id)
            if subs is None or sub not in subs:
                return
            subs.discard(sub)
            if not subs:
                del self._subs[sub.game_id]
                self._latest.pop(sub.game_id, None)
                self._fresh.discard(sub.game_id)

    def count(self) -> int:
        with self._lock:
            return self.count_locked()

    def count_locked(self) -> int:
        return sum(len(subs) for subs in self._subs.values())

    def stop(self) -> None:
        """End every stream (each subscriber wakes with ``closed``) and the watcher's thread."""
        with self._lock:
            self.stopped = True
            subs = [sub for group in self._subs.values() for sub in group]
        for sub in subs:
            sub.wake(closed=True)
        self._wake.set()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _ensure_running(self) -> None:
        if not self.running:
            self._thread = threading.Thread(target=self._run, name="scorekeeper-changes", daemon=True)
            self._thread.start()

    # --- the watcher's loop ----------------------------------------------------------------------

    def _run(self) -> None:
        try:
            if self.listens:
                self._listen_loop()
            else:
                self._poll_loop(self.poll_seconds)
        except Exception:  # never leave subscribers waiting on a dead watcher without a trace
            log.exception("The change watcher stopped on an error.")
        finally:
            self._release()
            with self._lock:
                self._thread = None if self._thread is threading.current_thread() else self._thread
                restart = bool(self._subs) and not self.stopped
            if restart:  # a subscriber came in while the loop was leaving
                with self._lock:
                    self._ensure_running()

    def _idle(self) -> bool:
        """Wait while nobody watches; False when the thread should end (stopped, or idle too long)."""
        while not self.stopped:
            self._wake.clear()  # before looking, so a subscriber arriving now is not missed
            with self._lock:
                if self._subs:
                    return True
            if not self._wake.wait(IDLE_EXIT_SECONDS):
                with self._lock:
                    if not self._subs:
                        return False
        return False

    def _poll_loop(self, interval: float) -> None:
        checked = time.monotonic()
        while self._idle():
            try:
                self.poll()
            except Exception:
                log.exception("The change watcher could not read the database; trying again.")
                self._release()
            if time.monotonic() - checked >= DISCONNECT_CHECK_SECONDS:
                checked = time.monotonic()
                self.check_clients()
            self._wake.clear()
            self._wake.wait(interval)

    def check_clients(self) -> int:
        """Wake closed every subscriber whose client went away; how many. One poll(2) over all their
        sockets, which never blocks: an event stream's client sends nothing after its request, so a
        readable socket means end of file (or an error), and nobody is woken while all are still there."""
        with self._lock:
            by_fd = {}
            for group in self._subs.values():
                for sub in group:
                    if sub.sock is not None and not sub.closed:
                        try:
                            by_fd[sub.sock.fileno()] = sub
                        except (OSError, ValueError):
                            by_fd[-1 - len(by_fd)] = sub  # closed already
        poller = _poll()
        gone = [sub for fd, sub in by_fd.items() if fd < 0]
        for fd in by_fd:
            if fd >= 0:
                poller.register(fd, io_select.POLLIN | io_select.POLLPRI)
        for fd, flags in poller.poll(0) if by_fd else ():
            sub = by_fd[fd]
            if flags & (io_select.POLLHUP | io_select.POLLERR | io_select.POLLNVAL) or _at_end(sub.sock):
                gone.append(sub)
        for sub in gone:
            sub.wake(closed=True)
        return len(gone)

    def poll(self, *, full: bool = False) -> None:
        """Look once: wake the subscribers of every watched game whose log moved."""
        with self._lock:
            watched = list(self._subs)
            fresh = bool(self._fresh)
            self._fresh.clear()
        if not watched:
            return
        if not full and self.engine.dialect.name == "sqlite":
            top = self._top_id_now()
            self.queries += 1
            if top == self._top_id and not fresh:
                return
            self._top_id = top
        with self.engine.connect() as conn:
            self.publish(_latest_seqs(conn, watched))
            self.queries += 1

    def _top_id_now(self) -> int | None:
        """The log's highest row id, on the watcher's own connection (SQLite, autocommit: each read sees
        the latest commit). A bare DB-API call: this runs ten times a second and should cost microseconds."""
        if self._raw is None:
            self._raw = self.engine.raw_connection()
        cursor = self._raw.cursor()
        try:
            cursor.execute(TOP_ID_SQL)
            return cursor.fetchone()[0]
        finally:
            cursor.close()

    def _release(self) -> None:
        if self._raw is not None:
            raw, self._raw = self._raw, None
            raw.close()  # back to the engine's pool

    def publish(self, seqs: Iterable[tuple[int, int]]) -> None:
        """Record the latest sequence numbers seen and wake the subscribers of the games that moved."""
        to_wake: list[tuple[Subscription, int]] = []
        with self._lock:
            for game_id, seq in seqs:
                subs = self._subs.get(game_id)
                if subs is None or self._latest.get(game_id) == seq:
                    continue
                self._latest[game_id] = seq
                to_wake.extend((sub, seq) for sub in subs)
        for sub, seq in to_wake:
            sub.wake(seq)

    def _listen_loop(self) -> None:
        """PostgreSQL: LISTEN on a dedicated connection; a full poll every ``safety_seconds``."""
        import psycopg  # only reached with the psycopg driver

        url = self.engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
        while self._idle():
            try:
                with psycopg.connect(url, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.poll(full=True)  # what was committed before the LISTEN took effect
                    self._listen(conn)
            except Exception:
                log.exception("The change watcher lost its PostgreSQL connection; listening again.")
                self._wake.clear()
                self._wake.wait(RECONNECT_SECONDS)

    def _listen(self, conn) -> None:
        last_poll = time.monotonic()
        while self._idle():
            self.check_clients()  # every LISTEN_TICK_SECONDS at most
            moved = []
            for note in conn.notifies(timeout=LISTEN_TICK_SECONDS, stop_after=1):
                moved.extend(_parse(note.payload))
            self.publish(moved)
            with self._lock:
                fresh = bool(self._fresh)
            if fresh or time.monotonic() - last_poll >= self.safety_seconds:
                last_poll = time.monotonic()
                self.poll(full=True)


def _latest_seqs(conn, game_ids: list[int]) -> list[tuple[int, int]]:
    """The latest sequence number of each game that has entries, in one query."""
    query = (
        select(EventRecord.game_id, func.max(EventRecord.seq))
        .where(EventRecord.game_id.in_(game_ids))
        .group_by(EventRecord.game_id)
    )
    return [(int(game_id), int(seq)) for game_id, seq in conn.execute(query)]


def _at_end(sock: socket.socket) -> bool:
    """Whether a readable socket is at end of file (the client closed it); True on any error."""
    try:
        return sock.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
    except BlockingIOError:
        return False
    except (OSError, ValueError):
        return True


def _parse(payload: str) -> list[tuple[int, int]]:
    """``'<game_id>:<seq>'`` as a pair; anything else (another program on the channel) is ignored."""
    game_id, _, seq = payload.partition(":")
    if game_id.isascii() and game_id.isdigit() and seq.isascii() and seq.isdigit():
        return [(int(game_id), int(seq))]
    return []
