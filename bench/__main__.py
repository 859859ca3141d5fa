"""Run every benchmark once and print the table of figures (``make bench``; docs/benchmarks.md).

Each part runs on its own: one that fails is reported with its reason and the others still run.
Progress goes to stderr, the table to stdout.
"""

from __future__ import annotations

import os
import platform
import secrets
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from bench import baseline_app, calculators
from bench.load import CLIENTS, GolfClient, InsertClient, LoadResult, run_load
from bench.push import SAMPLES, measure_push
from bench.render import (
    BELOTE_DEALS,
    CRIBBAGE_DEALS,
    HANDS,
    GameLinks,
    PageWeight,
    bench_app,
    build_belote_game,
    build_cribbage_game,
    build_long_game,
    new_game,
    page_weight,
    time_get,
)
from bench.report import KB, Section, errors_text, header, kb, ms
from bench.server import THREADS, WORKERS, gunicorn
from bench.stats import Timing
from scorekeeper.store.db import upgrade

T = TypeVar("T")
LOAD_SECONDS = 12.0
AIM_RATIO = 0.5
AIM_RENDER_MS = 20.0
AIM_PAGE_KB = 60
AIM_PUSH_MS = 500.0
APP_SPEC = "scorekeeper.app:create_app()"
BASELINE_SPEC = "bench.baseline_app:create_app()"


def progress(text: str) -> None:
    print(f"[bench] {text}", file=sys.stderr, flush=True)


def load_line(result: LoadResult) -> str:
    return f"{result.per_second:.0f}/s · p50 {ms(result.latency.p50_ms)} · p95 {ms(result.latency.p95_ms)}"


def run_app(workdir: Path) -> tuple[LoadResult, list[float], int]:
    """The real app under gunicorn: the write load, then the push latency on the same server."""
    url = f"sqlite:///{workdir / 'bench.db'}"
    upgrade(url)
    env = {"SCOREKEEPER_DATABASE_URL": url, "SCOREKEEPER_SECRET_KEY": secrets.token_hex(32)}
    with gunicorn(APP_SPEC, env, workdir / "app.log", "/") as server:
        progress(f"app: {CLIENTS} clients writing Golf entries for {LOAD_SECONDS:.0f} s")
        load = run_load(server, [GolfClient(i) for i in range(CLIENTS)], LOAD_SECONDS)
        progress(f"app: push latency, {SAMPLES} entries")
        push = measure_push(server)
    return load, push.latencies, push.missed + push.refused


def run_baseline(workdir: Path) -> LoadResult:
    path = workdir / "baseline.db"
    baseline_app.create_schema(str(path))
    env = {baseline_app.DB_ENV: str(path)}
    with gunicorn(BASELINE_SPEC, env, workdir / "baseline.log", "/health") as server:
        progress(f"baseline: {CLIENTS} clients inserting for {LOAD_SECONDS:.0f} s")
        return run_load(server, [InsertClient(i) for i in range(CLIENTS)], LOAD_SECONDS)


def load_section(app: LoadResult | None, base: LoadResult | None) -> Section:
    section = Section(
        f"1-2. Entries/s: {CLIENTS} keep-alive clients × {LOAD_SECONDS:.0f} s, "
        f"gunicorn gthread {WORKERS} workers × {THREADS} threads, SQLite"
    )
    if app:
        section.add("app: Six-card Golf entries (201s)", load_line(app))
    if base:
        section.add("baseline: Flask + sqlite3 insert (201s)", load_line(base))
    if app and base and base.per_second:
        ratio = app.per_second / base.per_second
        section.add("ratio app / baseline", f"{ratio:.2f}", f">= {AIM_RATIO}", ratio >= AIM_RATIO)
    if app:
        section.note(f"app: {app.ok} entries stored; other answers: {errors_text(app.errors)}")
        section.note("new games (every 200 entries) are untimed; their refusals are listed, not counted")
    if base:
        section.note(f"baseline: {base.ok} rows stored; other answers: {errors_text(base.errors)}")
    return section


def render_section(
    board: Timing, live: Timing, play: Timing, pegboard: Timing, belote: Timing, entries: int
) -> Section:
    section = Section(f"3. Render time, Oh Hell! game of {HANDS} hands ({entries} entries), in-process")
    for label, timing, aim in (
        ("scoreboard page", board, True),
        ("scoreboard live fragment (htmx)", live, True),
        ("play page (phone; not in the brief's aim)", play, False),
        (f"cribbage scoreboard, 121-hole board, {CRIBBAGE_DEALS} deals", pegboard, True),
        (f"Belote scoreboard, {BELOTE_DEALS} deals ({3 * BELOTE_DEALS} entries)", belote, True),
    ):
        value = f"mean {ms(timing.mean_ms)} · p95 {ms(timing.p95_ms)} ({timing.count}×)"
        if aim:
            section.add(label, value, f"< {AIM_RENDER_MS:.0f} ms", timing.p95_ms < AIM_RENDER_MS)
        else:
            section.add(label, value)
    return section


def weight_section(weights: dict[str, PageWeight]) -> Section:
    section = Section("4. Bytes a phone downloads: HTML + linked CSS/JS (gzip level 6), 1 KB = 1024 B")
    for label, weight in weights.items():
        value = f"{kb(weight.sent)} as the app sends it · {kb(weight.compressed)} gzip · {kb(weight.raw)} raw"
        section.add(label, value, f"< {AIM_PAGE_KB} KB", weight.sent < AIM_PAGE_KB * KB)
    assets = {path: gz for weight in weights.values() for path, _, gz, _ in weight.assets}
    listed = ", ".join(f"{path} {kb(gz)}" for path, gz in assets.items())
    section.note(f"linked files (gzip): {listed}")
    section.note("as the app sends it: compressed by the app (Flask-Compress: zstd, br or gzip, as the")
    section.note("browser asks), static files too; browsers keep those and revalidate them with their ETag")
    return section


def run_in_process(workdir: Path) -> list[Section]:
    """Render times and page weights from the app in this process, on its own database."""
    with bench_app(workdir) as app:
        client = app.test_client()
        progress(f"render: building an Oh Hell! game of {HANDS} hands")
        long_game, state = build_long_game(app, client)
        fresh, _ = new_game(client, "oh-hell", {})
        progress("render: timing the scoreboard, its live fragment and the play page")
        board = Timing.of(time_get(client, long_game.board))
        live = Timing.of(time_get(client, long_game.live, {"HX-Request": "true"}))
        play = Timing.of(time_get(client, long_game.play))
        progress("render: timing a cribbage scoreboard with its pegboard")
        pegboard = Timing.of(time_get(client, build_cribbage_game(client).board))
        progress(f"render: building and timing a Belote game of {BELOTE_DEALS} deals")
        belote = Timing.of(time_get(client, build_belote_game(client).board))
        weights = page_weights(client, {"new game": fresh, f"{HANDS}-hand game": long_game})
    return [render_section(board, live, play, pegboard, belote, state["seq"]), weight_section(weights)]


def page_weights(client, games: dict[str, GameLinks]) -> dict[str, PageWeight]:
    weights = {}
    for name, links in games.items():
        weights[f"play page, {name}"] = page_weight(client, links.play)
        weights[f"scoreboard, {name}"] = page_weight(client, links.board)
    return weights


def push_section(latencies: list[float], lost: int) -> Section:
    timing = Timing.of(latencies)
    section = Section("5. Submit-to-scoreboard push (SSE stream on the gunicorn app, viewer link)")
    section.add("p50", ms(timing.p50_ms), f"< {AIM_PUSH_MS:.0f} ms", timing.p50_ms < AIM_PUSH_MS)
    section.add("p95", ms(timing.p95_ms), f"< {AIM_PUSH_MS:.0f} ms", timing.p95_ms < AIM_PUSH_MS)
    section.note(f"{timing.count} samples, mean {ms(timing.mean_ms)}; not seen within 5 s or refused: {lost}")
    return section


def attempt(name: str, failures: list[str], work: Callable[[], T]) -> T | None:
    """Run one part; on failure note why and carry on with the next."""
    try:
        return work()
    except Exception as exc:
        progress(f"{name} failed:\n{traceback.format_exc()}")
        first_line = next(iter(str(exc).splitlines()), "")
        failures.append(f"{name}: {type(exc).__name__}: {first_line}")
        return None


def main() -> int:
    started = time.monotonic()
    workdir = Path(tempfile.mkdtemp(prefix="scorekeeper-bench-"))
    failures: list[str] = []
    sections: list[Section] = []
    try:
        app_run = attempt("app under gunicorn", failures, lambda: run_app(workdir))
        base = attempt("baseline under gunicorn", failures, lambda: run_baseline(workdir))
        app_load = app_run[0] if app_run else None
        sections.append(load_section(app_load, base))
        in_process = attempt("render and page weight", failures, lambda: run_in_process(workdir))
        sections.extend(in_process or [])
        if app_run:
            sections.append(push_section(app_run[1], app_run[2]))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    print_report(sections, failures, time.monotonic() - started)
    return 1 if failures else 0


def print_report(sections: list[Section], failures: list[str], seconds: float) -> None:
    when = datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    print(
        f"\nScorekeeper benchmarks · {when} · {os.cpu_count()} CPUs · Python {platform.python_version()}"
        f" · run took {seconds:.0f} s\n"
    )
    print(header())
    for section in sections:
        print()
        print(section.render())
    for failure in failures:
        print(f"\nFAILED {failure}")
    print("\nCalculators (in process, per call):")
    for what, micros, aim in calculators.measure():
        print(f"  {what:48s} {micros:9.1f} µs   aim: {aim}")
    print("\nFigures are printed, never asserted. See docs/benchmarks.md.")


if __name__ == "__main__":
    sys.exit(main())
