"""Open scoreboards: N boards held open on the gunicorn app (``make run``'s settings: gevent workers),
then the latency of other requests, the push latency to every board of a game, and the server's CPU
while the boards sit idle.

One server serves all the steps: boards are opened up to 100, measured, opened up to 300, measured,
then 1,000. The boards are read by one asyncio loop in a thread of this process (a thousand sockets,
not a thousand threads); each notes when each event's ``id: <seq>`` line arrives. The main thread meanwhile
alternates the other requests a table makes: the phone's play page (GET) and an entry (POST to the
API, a Golf round, then undo, redo, undo, ... each valid where it falls). An entry's push latency is
from sending it to its number arriving on a board, for every board of that game. Everything is
bounded in time: a board that does not open or a push that does not arrive in ``WAIT_SECONDS`` is
counted, not waited for.
"""

from __future__ import annotations

import asyncio
import http.client
import math
import random
import resource
import secrets
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from bench.load import GOLF_PLAYERS, call, call_json
from bench.report import Section, ms
from bench.server import Server, describe_workers, gunicorn
from bench.stats import Timing
from scorekeeper.store.db import upgrade

STEPS = (100, 300, 1000)
GAMES = 100  # board i watches game i % GAMES: 1 board per game at 100, 10 per game at 1,000
REQUESTS = 40  # other requests timed per step (half play pages, half entries)
PAUSE_SECONDS = (0.05, 0.15)  # between them, varied so they do not fall in step with the watcher's poll
IDLE_SECONDS = 5.0  # the server's CPU is read over this long with every board open and nothing happening
OPEN_SECONDS = 60.0  # longest wait for a step's boards to open
WAIT_SECONDS = 5.0  # longest wait for one push
OPEN_FILES = 8192
AIM_OTHER_MS = 100.0
AIM_PUSH_MS = 300.0
AIM_IDLE_CPU = 0.05  # share of one core for all the boards sitting idle: "next to nothing"
APP_SPEC = "scorekeeper.app:create_app()"


@dataclass
class StepResult:
    boards: int
    opened: int
    refused: int
    open_seconds: float
    page_latencies: list[float] = field(default_factory=list)
    entry_latencies: list[float] = field(default_factory=list)
    push_latencies: list[float] = field(default_factory=list)
    pushes_missed: int = 0
    errors: int = 0
    idle_cpu_seconds: float = 0.0
    dropped: int = 0  # boards whose stream ended during the step


def raise_open_files(wanted: int = OPEN_FILES) -> int:
    """Raise this process's soft limit on open files (the server started from it inherits it)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


class Boards:
    """Many scoreboard streams read by one asyncio loop in a background thread."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="boards", daemon=True)
        self.thread.start()
        self.arrivals: dict[tuple[int, int], list[float]] = defaultdict(list)  # (game, seq) -> times
        self.opened = 0
        self.refused = 0
        self.ended = 0
        self._writers: list[asyncio.StreamWriter] = []
        self._tasks: list[asyncio.Future] = []  # kept, so the loop does not lose them

    def open(self, games: list[tuple[int, str]], seconds: float) -> None:
        """Open one board per ``(game id, viewer path)``; wait until each has its first number."""
        future = asyncio.run_coroutine_threadsafe(self._open_all(games), self.loop)
        try:
            future.result(timeout=seconds)
        except TimeoutError:
            future.cancel()

    async def _open_all(self, games: list[tuple[int, str]]) -> None:
        ready = [asyncio.Event() for _ in games]
        for (game, path), event in zip(games, ready, strict=True):
            self._tasks.append(asyncio.ensure_future(self._board(game, path, event)))
            await asyncio.sleep(0)  # a steady trickle of connections, as tablets coming in
        await asyncio.gather(*(event.wait() for event in ready))

    async def _board(self, game: int, path: str, ready: asyncio.Event) -> None:
        try:
            reader, writer = await asyncio.open_connection(self.server.host, self.server.port)
        except OSError:
            self.refused += 1
            ready.set()
            return
        self._writers.append(writer)
        writer.write(f"GET {path} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n".encode())
        try:
            status = await reader.readline()
            if b" 200 " not in status:
                self.refused += 1
                return
            first = True
            while line := await reader.readline():
                if line.startswith(b"id:"):  # every event names its entry number (``update``, ``board``)
                    self.arrivals[(game, int(line[3:].strip()))].append(time.perf_counter())
                    if first:
                        first = False
                        self.opened += 1
                        ready.set()
            self.ended += 1
        except (OSError, ValueError):
            self.ended += 1
        finally:
            ready.set()

    def close(self) -> None:
        async def close_all() -> None:
            for writer in self._writers:
                writer.close()

        asyncio.run_coroutine_threadsafe(close_all(), self.loop).result(timeout=10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)

    def wait_for(self, game: int, seq: int, boards: int, sent: float) -> tuple[list[float], int]:
        """Latencies of ``seq`` reaching the ``boards`` boards of ``game``; and how many it did not reach."""
        deadline = time.perf_counter() + WAIT_SECONDS
        while len(self.arrivals.get((game, seq), ())) < boards and time.perf_counter() < deadline:
            time.sleep(0.002)
        seen = [at - sent for at in self.arrivals.get((game, seq), ())]
        return seen, max(0, boards - len(seen))


@dataclass
class Table:
    scorer: str
    viewer: str
    game: int
    seq: int = 0

    def next_entry(self) -> dict:
        """A round first, then undo, redo, undo, ...: always valid where it falls."""
        kind = "round" if self.seq == 0 else ("undo" if self.seq % 2 else "redo")
        payload = {"scores": [3, 9, 0, 12]} if self.seq == 0 else {}
        return {"type": kind, "payload": payload, "expected_seq": self.seq}


def make_tables(server: Server, count: int) -> list[Table]:
    conn = server.connection()
    tables = []
    try:
        for number in range(count):
            body = {"name": f"Board {number}", "players": GOLF_PLAYERS}
            table = call_json(conn, "POST", "/api/v1/tables", body, 201)
            game = call_json(
                conn, "POST", f"/api/v1/tables/{table['scorer_token']}/games", {"ruleset": "golf"}, 201
            )
            tables.append(Table(table["scorer_token"], table["viewer_token"], game["id"]))
    finally:
        conn.close()
    return tables


def measure_boards(server: Server, steps: tuple[int, ...] = STEPS, seed: int = 11) -> list[StepResult]:
    """Open boards step by step on ``server``; measure each step (see the module docstring)."""
    tables = make_tables(server, GAMES)
    boards = Boards(server)
    results = []
    try:
        for count in steps:
            wanted = [
                (tables[i % GAMES].game, f"/t/{tables[i % GAMES].viewer}/g/{tables[i % GAMES].game}/stream")
                for i in range(boards.opened + boards.refused, count)
            ]
            started = time.perf_counter()
            boards.open(wanted, OPEN_SECONDS)
            result = StepResult(count, boards.opened, boards.refused, time.perf_counter() - started)
            result.idle_cpu_seconds = _idle_cpu(server)
            _other_requests(server, boards, tables, count, result, random.Random(seed + count))
            result.dropped = boards.ended
            results.append(result)
    finally:
        boards.close()
    return results


def _idle_cpu(server: Server) -> float:
    """The server's CPU seconds (all its processes, user + system) over ``IDLE_SECONDS`` of quiet."""
    time.sleep(0.5)  # let the last boards' first pushes settle
    before = server.cpu_seconds()
    time.sleep(IDLE_SECONDS)
    return server.cpu_seconds() - before


def _other_requests(
    server: Server, boards: Boards, tables: list[Table], count: int, result: StepResult, pause: random.Random
) -> None:
    """The phone's requests, on one keep-alive connection (made again if the server closed it)."""
    phone = [server.connection()]
    watched = min(count, GAMES)  # requests go to games that have boards
    try:
        for number in range(REQUESTS):
            time.sleep(pause.uniform(*PAUSE_SECONDS))
            index = number % watched
            table = tables[index]
            if number % 2:
                status, _ = _timed(
                    server, phone, result.page_latencies, "GET", f"/t/{table.scorer}/g/{table.game}"
                )
                result.errors += status != 200
                continue
            path = f"/api/v1/tables/{table.scorer}/games/{table.game}/events"
            sent = time.perf_counter()
            status, _ = _timed(server, phone, result.entry_latencies, "POST", path, table.next_entry())
            if status != 201:
                result.errors += 1
                continue
            table.seq += 1
            on_game = len(range(index, count, GAMES))  # board i watches game i % GAMES
            seen, missed = boards.wait_for(table.game, table.seq, on_game, sent)
            result.push_latencies.extend(seen)
            result.pushes_missed += missed
    finally:
        phone[0].close()


def _timed(
    server: Server, phone: list, into: list[float], method: str, path: str, body=None
) -> tuple[int, bytes]:
    """One request, its latency noted in ``into``; status 0 if the connection failed (then made again)."""
    sent = time.perf_counter()
    try:
        answer = call(phone[0], method, path, body)
    except (OSError, http.client.HTTPException):
        phone[0].close()
        phone[0] = server.connection()
        return 0, b""
    into.append(time.perf_counter() - sent)
    return answer


def run_boards(workdir: Path, steps: tuple[int, ...] = STEPS) -> list[StepResult]:
    """The app under gunicorn on a fresh SQLite database, with the boards of every step."""
    raise_open_files()
    url = f"sqlite:///{workdir / 'boards.db'}"
    upgrade(url)
    env = {"SCOREKEEPER_DATABASE_URL": url, "SCOREKEEPER_SECRET_KEY": secrets.token_hex(32)}
    with gunicorn(APP_SPEC, env, workdir / "boards.log", "/") as server:
        return measure_boards(server, steps)


def boards_section(results: list[StepResult]) -> Section:
    section = Section(f"6. Open scoreboards on one server (gunicorn {describe_workers()}, SQLite)")
    for step in results:
        other = Timing.of(step.page_latencies + step.entry_latencies)
        push = Timing.of(step.push_latencies)
        idle = step.idle_cpu_seconds / IDLE_SECONDS
        section.add(
            f"{step.boards} boards: other requests p95",
            ms(other.p95_ms),
            f"< {AIM_OTHER_MS:.0f} ms",
            other.p95_ms < AIM_OTHER_MS,
        )
        section.add(
            f"{step.boards} boards: push p95 (every board)",
            ms(push.p95_ms),
            f"< {AIM_PUSH_MS:.0f} ms",
            push.p95_ms < AIM_PUSH_MS and not step.pushes_missed,
        )
        section.add(
            f"{step.boards} boards: idle server CPU",
            f"{idle:.1%} of a core",
            f"< {AIM_IDLE_CPU:.0%}",
            idle < AIM_IDLE_CPU,
        )
        pages, entries = Timing.of(step.page_latencies), Timing.of(step.entry_latencies)
        section.note(
            f"{step.boards}: {step.opened} open ({step.refused} refused, {step.dropped} ended early) in "
            f"{step.open_seconds:.1f} s; play page p95 {ms(pages.p95_ms)}, entry p95 {ms(entries.p95_ms)}, "
            f"push p50 {ms(push.p50_ms)} over {push.count} arrivals, missed {step.pushes_missed}, "
            f"errors {step.errors}"
        )
    section.note(
        f"idle CPU: user + system seconds of all server processes over {IDLE_SECONDS:.0f} s of quiet"
    )
    if any(math.isnan(Timing.of(step.push_latencies).p95_ms) for step in results):
        section.note("n/a: no push arrived at that step")
    return section
