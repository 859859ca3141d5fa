"""Concurrent write load: N client threads, each on its own keep-alive ``http.client`` connection.

Each client first sets itself up (untimed), then all start together and send one request after
another until the time or the request budget runs out. Only 201 answers count as successes; every
other answer or failure is counted by kind. Two scenarios share the loop: Six-card Golf entries to the
real app's API, and plain inserts to the baseline app.

``interleave`` runs them against two servers kept up side by side, in alternating short windows (app then
baseline, then baseline then app, ...), so that both see the same moments of a shared machine; each
window also records the server's CPU time (master and workers) over it.
"""

from __future__ import annotations

import http.client
import json
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from bench.server import Server
from bench.stats import Timing

CLIENTS = 8
START_ATTEMPTS = 20
ENTRIES_PER_GAME = 200  # a fresh game after this many entries keeps each log a realistic length
MAX_REQUESTS_PER_CLIENT = 20_000
MAX_ERRORS_PER_CLIENT = 200
JSON_HEADERS = {"Content-Type": "application/json"}
GOLF_PLAYERS = ["Ann", "Bob", "Cid", "Dee"]


class BenchError(Exception):
    """A setup request did not get the answer the benchmark needs."""


def call(conn: http.client.HTTPConnection, method: str, path: str, body: Any = None) -> tuple[int, bytes]:
    """One request on a kept-alive connection: the status and the body."""
    data = None if body is None else json.dumps(body).encode()
    conn.request(method, path, body=data, headers=JSON_HEADERS if data is not None else {})
    response = conn.getresponse()
    return response.status, response.read()


def call_json(conn: http.client.HTTPConnection, method: str, path: str, body: Any, expect: int) -> dict:
    """A setup request that must answer ``expect``; its JSON body."""
    status, raw = call(conn, method, path, body)
    if status != expect:
        raise BenchError(f"{method} {path} answered {status}: {raw[:200]!r}")
    return json.loads(raw)


class Scenario(Protocol):
    """What one client sends: set up once, then one request after another.

    ``errors`` counts refused untimed requests (set-up, new games), kept apart from the timed ones.
    """

    errors: Counter[str]

    def setup(self, conn: http.client.HTTPConnection) -> None: ...

    def next_request(self) -> tuple[str, dict]:
        """The path and JSON body of the next timed request."""
        ...

    def after(self, conn: http.client.HTTPConnection, status: int, body: bytes) -> None:
        """Update the client's state from the answer (untimed follow-up requests allowed)."""
        ...


class GolfClient:
    """A phone at its own table: a round of totals, then undo/redo alternately; a fresh game every 200.

    The log is the real load: every entry makes the app replay the game so far, so long logs are
    dearer, which is why games are restarted at a realistic length.
    """

    def __init__(self, index: int) -> None:
        self.index = index
        self.token = ""
        self.game_id = 0
        self.seq = 0
        self.games = 0
        self.errors: Counter[str] = Counter()

    def setup(self, conn: http.client.HTTPConnection) -> None:
        if self.token:  # set up in an earlier window: carry on with the same table and game
            return
        table = call_json(
            conn, "POST", "/api/v1/tables", {"name": f"Bench {self.index}", "players": GOLF_PLAYERS}, 201
        )
        self.token = table["scorer_token"]
        self.start_game(conn)

    def start_game(self, conn: http.client.HTTPConnection) -> None:
        """A new game, retried a few times: its creation is not timed but its refusals are counted."""
        for attempt in range(1, START_ATTEMPTS + 1):
            status, raw = call(conn, "POST", f"/api/v1/tables/{self.token}/games", {"ruleset": "golf"})
            if status == 201:
                game = json.loads(raw)
                self.game_id, self.seq = game["id"], game["seq"]
                self.games += 1
                return
            self.errors[f"new game refused: HTTP {status}"] += 1
            time.sleep(0.01 * attempt)
        raise BenchError(f"new game: gave up after {START_ATTEMPTS} refusals")

    def next_request(self) -> tuple[str, dict]:
        path = f"/api/v1/tables/{self.token}/games/{self.game_id}/events"
        if self.seq == 0:
            scores = [(self.index * 7 + self.games * 3 + seat * 5) % 31 for seat in range(len(GOLF_PLAYERS))]
            event = {"type": "round", "payload": {"scores": scores}}
        else:
            # after the round (seq 1): undo, redo, undo, ... each one valid where it falls
            event = {"type": "undo" if self.seq % 2 else "redo", "payload": {}}
        return path, {**event, "expected_seq": self.seq, "author": f"bench {self.index}"}

    def after(self, conn: http.client.HTTPConnection, status: int, body: bytes) -> None:
        if status == 201:
            self.seq += 1
        if status != 201 or self.seq >= ENTRIES_PER_GAME:
            self.start_game(conn)  # after an error the state is unknown: start afresh


class InsertClient:
    """The baseline's client: one small JSON object per request, like a game entry."""

    def __init__(self, index: int) -> None:
        self.index = index
        self.count = 0
        self.errors: Counter[str] = Counter()

    def setup(self, conn: http.client.HTTPConnection) -> None:
        call_json(conn, "GET", "/health", None, 200)

    def next_request(self) -> tuple[str, dict]:
        body = {"type": "round", "payload": {"scores": [self.count % 31, 4, 20, 7]}, "client": self.index}
        return "/entries", body

    def after(self, conn: http.client.HTTPConnection, status: int, body: bytes) -> None:
        self.count += 1


@dataclass
class ClientStats:
    ok: int = 0
    latencies: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)
    finished_at: float = 0.0


@dataclass(frozen=True)
class LoadResult:
    """Successes per second over the whole window, latency of the successes, errors by kind, and the
    server's CPU seconds (user + system, all its processes) over the window when it was metered."""

    ok: int
    seconds: float
    latency: Timing
    errors: Counter[str]
    cpu_seconds: float | None = None
    latencies: tuple[float, ...] = ()

    @property
    def per_second(self) -> float:
        return self.ok / self.seconds if self.seconds else 0.0

    @property
    def cpu_per_entry(self) -> float | None:
        """Server CPU seconds per stored entry (None: not metered or nothing stored)."""
        return self.cpu_seconds / self.ok if self.cpu_seconds is not None and self.ok else None


def run_load(
    server: Server, scenarios: list[Scenario], seconds: float, meter: Callable[[], float] | None = None
) -> LoadResult:
    """Run every scenario in its own thread for ``seconds`` (each also capped in requests).

    ``meter`` (e.g. ``server.cpu_seconds``) is read when all clients are set up and again when the last
    has had its last answer, so the CPU it reports is the window's, set-up excluded.
    """
    start = threading.Barrier(len(scenarios) + 1, timeout=60)
    stats = [ClientStats() for _ in scenarios]
    earlier = [Counter(scenario.errors) for scenario in scenarios]  # a scenario's errors outlive a window
    threads = [
        threading.Thread(target=_client, args=(server, s, st, start, seconds), daemon=True)
        for s, st in zip(scenarios, stats, strict=True)
    ]
    for thread in threads:
        thread.start()
    start.wait()
    began = time.perf_counter()
    cpu_before = meter() if meter else 0.0
    for thread in threads:
        thread.join(timeout=seconds + 60)
    cpu = meter() - cpu_before if meter else None
    ended = max((st.finished_at for st in stats), default=began)
    errors: Counter[str] = Counter()
    for st, scenario, before in zip(stats, scenarios, earlier, strict=True):
        errors.update(st.errors)
        errors.update(scenario.errors - before)
    latencies = tuple(x for st in stats for x in st.latencies)
    ok = sum(st.ok for st in stats)
    return LoadResult(ok, max(ended - began, 1e-9), Timing.of(latencies), errors, cpu, latencies)


@dataclass(frozen=True)
class Round:
    """One round of ``interleave``: a window on each server, and which went first."""

    app: LoadResult
    base: LoadResult
    app_first: bool

    @property
    def rate_ratio(self) -> float | None:
        """Entries/s of the app over the baseline's in the same round."""
        return self.app.per_second / self.base.per_second if self.base.per_second else None

    @property
    def cpu_ratio(self) -> float | None:
        """The baseline's CPU per entry over the app's: 1.0 would mean the app costs no more."""
        app, base = self.app.cpu_per_entry, self.base.cpu_per_entry
        return base / app if app and base is not None else None


def interleave(
    app: tuple[Server, list[Scenario]],
    base: tuple[Server, list[Scenario]],
    rounds: int,
    seconds: float,
    warm_up: float = 0.0,
    progress: Callable[[str], None] = lambda _text: None,
) -> list[Round]:
    """``rounds`` rounds of one ``seconds`` window per server, the order swapped every round (app first
    in even rounds) so that neither always follows the other; an untimed warm-up window each first.

    The clients (their tables and games) carry over from window to window; each window opens fresh
    connections, and meters its own server's CPU.
    """
    if warm_up > 0:
        for server, scenarios in (app, base):
            run_load(server, scenarios, warm_up)
    results = []
    for number in range(rounds):
        app_first = number % 2 == 0
        order = (app, base) if app_first else (base, app)
        windows = [run_load(server, scenarios, seconds, server.cpu_seconds) for server, scenarios in order]
        app_result, base_result = windows if app_first else windows[::-1]
        results.append(Round(app_result, base_result, app_first))
        progress(
            f"round {number + 1}/{rounds}: app {app_result.per_second:.0f}/s, "
            f"baseline {base_result.per_second:.0f}/s"
        )
    return results


def _client(
    server: Server,
    scenario: Scenario,
    stats: ClientStats,
    start: threading.Barrier,
    seconds: float,
) -> None:
    conn = server.connection()
    try:
        try:
            scenario.setup(conn)
        except (OSError, BenchError, http.client.HTTPException) as exc:
            stats.errors[f"setup failed: {exc}"[:80]] += 1
            start.wait()
            return
        start.wait()
        deadline = time.perf_counter() + seconds
        _send_until(conn, scenario, stats, deadline)
    finally:
        stats.finished_at = time.perf_counter()
        conn.close()


def _send_until(
    conn: http.client.HTTPConnection, scenario: Scenario, stats: ClientStats, deadline: float
) -> None:
    errors = 0
    for _ in range(MAX_REQUESTS_PER_CLIENT):
        if time.perf_counter() >= deadline or errors >= MAX_ERRORS_PER_CLIENT:
            return
        path, body = scenario.next_request()
        sent = time.perf_counter()
        try:
            status, answer = call(conn, "POST", path, body)
            took = time.perf_counter() - sent
            if status == 201:
                stats.ok += 1
                stats.latencies.append(took)
            else:
                errors += 1
                stats.errors[f"entry refused: HTTP {status}"] += 1
            scenario.after(conn, status, answer)
        except BenchError as exc:  # the client could not start its next game; it tries again
            errors += 1
            stats.errors[str(exc)] += 1
        except (OSError, http.client.HTTPException) as exc:
            errors += 1
            stats.errors[f"entry failed: {type(exc).__name__}"] += 1
            conn.close()  # http.client reconnects on the next request
