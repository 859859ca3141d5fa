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
from collections import Counter
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from bench import baseline_app, calculators, group_stats, long_game, tournament
from bench.boards import boards_section, run_boards
from bench.load import CLIENTS, GolfClient, InsertClient, Round, interleave
from bench.push import SAMPLES, PushResult, measure_push
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
from bench.server import describe_workers, gunicorn
from bench.stats import Spread, Timing
from scorekeeper.store.db import upgrade

T = TypeVar("T")
ROUNDS = 6
WINDOW_SECONDS = 2.0
WARM_UP_SECONDS = 1.0
AIM_RATIO = 0.5
AIM_CPU_RATIO = 0.7
AIM_RENDER_MS = 20.0
AIM_PAGE_KB = 60
AIM_PUSH_MS = 500.0
AIM_GROUP_MS = 200.0
AIM_STANDINGS_SECONDS = 2.0
APP_SPEC = "scorekeeper.app:create_app()"
BASELINE_SPEC = "bench.baseline_app:create_app()"


def progress(text: str) -> None:
    print(f"[bench] {text}", file=sys.stderr, flush=True)


def run_servers(workdir: Path, failures: list[str]) -> tuple[list[Round] | None, PushResult | None]:
    """The real app and the baseline under gunicorn side by side: the interleaved write load on both, then
    the push latency on the app. Each part is attempted on its own."""
    url = f"sqlite:///{workdir / 'bench.db'}"
    upgrade(url)
    app_env = {"SCOREKEEPER_DATABASE_URL": url, "SCOREKEEPER_SECRET_KEY": secrets.token_hex(32)}
    base_path = workdir / "baseline.db"
    baseline_app.create_schema(str(base_path))
    base_env = {baseline_app.DB_ENV: str(base_path)}
    with (
        gunicorn(APP_SPEC, app_env, workdir / "app.log", "/") as app,
        gunicorn(BASELINE_SPEC, base_env, workdir / "baseline.log", "/health") as base,
    ):
        progress(
            f"load: {ROUNDS} rounds of {WINDOW_SECONDS:.0f} s windows, app and baseline alternately, "
            f"{CLIENTS} clients each"
        )
        rounds = attempt(
            "interleaved load",
            failures,
            lambda: interleave(
                (app, [GolfClient(i) for i in range(CLIENTS)]),
                (base, [InsertClient(i) for i in range(CLIENTS)]),
                ROUNDS,
                WINDOW_SECONDS,
                WARM_UP_SECONDS,
                progress,
            ),
        )
        progress(f"app: push latency, {SAMPLES} entries")
        push = attempt("push latency", failures, lambda: measure_push(app))
    return rounds, push


def spread_text(spread: Spread, form: str) -> str:
    """'0.61 (0.52–0.70)': the median and the range of the rounds, each written with ``form``."""
    return f"{spread.median:{form}} ({spread.low:{form}}–{spread.high:{form}})"


def load_section(rounds: list[Round]) -> Section:
    section = Section(
        f"1-2. Entries: app and baseline side by side, {ROUNDS} rounds × {WINDOW_SECONDS:.0f} s each "
        f"(alternating order), {CLIENTS} keep-alive clients, gunicorn {describe_workers()}, SQLite"
    )
    apps, bases = [r.app for r in rounds], [r.base for r in rounds]
    for label, results in (("app: Six-card Golf entries", apps), ("baseline: Flask + sqlite3 insert", bases)):
        latency = Timing.of([x for result in results for x in result.latencies])
        rate = spread_text(Spread.of([r.per_second for r in results]), ".0f")
        section.add(f"{label} /s", f"{rate} · p50 {ms(latency.p50_ms)} · p95 {ms(latency.p95_ms)}")
    rate_ratio = Spread.of([r.rate_ratio for r in rounds])
    section.add(
        "ratio app / baseline, entries/s",
        spread_text(rate_ratio, ".2f"),
        f">= {AIM_RATIO}",
        rate_ratio.median >= AIM_RATIO,
    )
    for label, results in (("app: server CPU per entry", apps), ("baseline: server CPU per entry", bases)):
        cpu = Spread.of([r.cpu_per_entry * 1000 if r.cpu_per_entry else None for r in results])
        section.add(label, f"{spread_text(cpu, '.2f')} ms")
    cpu_ratio = Spread.of([r.cpu_ratio for r in rounds])
    section.add(
        "ratio baseline / app, CPU per entry",
        spread_text(cpu_ratio, ".2f"),
        f">= {AIM_CPU_RATIO}",
        cpu_ratio.median >= AIM_CPU_RATIO,
    )
    whole_app, whole_base = _whole(apps), _whole(bases)
    if whole_app and whole_base:
        section.note(
            f"all rounds together: app {whole_app * 1000:.2f} ms, baseline {whole_base * 1000:.2f} ms "
            f"CPU per entry, ratio {whole_base / whole_app:.2f}"
        )
    per_round = ", ".join(f"{_two(r.rate_ratio)} {_two(r.cpu_ratio)}" for r in rounds)
    section.note(
        f"median of the rounds (lowest–highest); per round (entries/s ratio, CPU ratio): {per_round}"
    )
    section.note("CPU: user + system time of gunicorn's master and workers (/proc) over each window, divided")
    section.note("by the entries stored in it; the clients run in the bench process and are not counted")
    section.note(f"app: {sum(r.ok for r in apps)} entries stored; other answers: {_errors(apps)}")
    section.note("new games (every 200 entries) are untimed; their refusals are listed, not counted")
    section.note(f"baseline: {sum(r.ok for r in bases)} rows stored; other answers: {_errors(bases)}")
    return section


def _whole(results: list) -> float | None:
    """CPU seconds per entry over all windows together."""
    entries = sum(r.ok for r in results)
    cpu = sum(r.cpu_seconds or 0.0 for r in results)
    return cpu / entries if entries else None


def _two(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def _errors(results: list) -> str:
    errors: Counter[str] = Counter()
    for result in results:
        errors.update(result.errors)
    return errors_text(errors)


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


def long_game_section(windows: list[long_game.Window]) -> Section:
    rounds = long_game.ROUNDS
    section = Section(f"7. One entry as the game grows: a {rounds}-round score pad entered by the form")
    for w in windows:
        section.add(
            f"rounds {w.start + 1}–{w.start + long_game.WINDOW}",
            f"{w.cpu_ms:.2f} ms CPU an entry · answer {w.answer_bytes / KB:.1f} KB · "
            f"{long_game.BOARDS} boards {w.board_ms:.2f} ms · push {w.push_bytes / KB:.1f} KB",
        )
    first, last = windows[0], windows[-1]
    section.note(
        f"growth from round {first.start} to {last.start}: CPU ×{last.cpu_ms / first.cpu_ms:.2f}, "
        f"answer ×{last.answer_bytes / first.answer_bytes:.2f}, "
        f"{long_game.BOARDS} boards ×{last.board_ms / first.board_ms:.2f}, "
        f"push ×{last.push_bytes / first.push_bytes:.2f}"
    )
    section.note("in process; CPU: process time over the window's form posts (htmx), divided by them;")
    section.note(f"boards: the {long_game.BOARDS} streams woken after each entry (version drawn once, each")
    section.note("writes the push of what changed: the frame and the new row), per entry, all of them")
    return section


def group_section(figures: group_stats.GroupFigures) -> Section:
    section = Section(
        f"8. A group's statistics: {figures.games:,} finished Oh Hell! games, {figures.entries:,} entries, "
        f"{group_stats.PLAYERS} players, SQLite, in process"
    )
    for name, timing in figures.warm.items():
        met = timing.p50_ms < AIM_GROUP_MS
        section.add(
            f"{name}, p50 of {timing.count}",
            f"{ms(timing.p50_ms)} · p95 {ms(timing.p95_ms)}",
            f"< {AIM_GROUP_MS:.0f} ms",
            met,
        )
    cold = ", ".join(f"{name} {ms(value * 1000)}" for name, value in figures.cold.items())
    section.add(
        "the game-ending entry, this group / an empty group (CPU, p50)",
        f"{ms(figures.finish_long.p50_ms)} / {ms(figures.finish_empty.p50_ms)}",
    )
    section.add("the group page right after a game ended (p50)", ms(figures.after_finish.p50_ms))
    section.note(f"first read in a process (the history read whole): {cold}")
    section.note(
        f"history generated in {figures.build_seconds:.0f} s (logs stored entry by entry, summaries made"
    )
    section.note(
        "by the code that makes them when a game ends); then the history is kept per process and brought"
    )
    section.note("up to date by the games finished since (store/group_history.py)")
    return section


def tournament_section(figures: tournament.TournamentFigures) -> Section:
    section = Section(
        f"9. A club night: {tournament.TABLES} tables of a Swiss finish at once, the projector's standings "
        "(gunicorn, SQLite)"
    )
    for number, r in enumerate(figures.rounds, start=1):
        current = r.current_after + tournament.PROJECTOR_SECONDS
        section.add(
            f"round {number}: standings current within",
            f"{current:.2f} s (entries answered in {r.submit_seconds:.2f} s; refused {r.refused})",
            f"< {AIM_STANDINGS_SECONDS:.0f} s",
            current < AIM_STANDINGS_SECONDS,
        )
    section.add(
        "standings fragment: unchanged (204) / changed",
        f"p50 {ms(figures.unchanged.p50_ms)} · p95 {ms(figures.unchanged.p95_ms)} / "
        f"p50 {ms(figures.changed.p50_ms)} · p95 {ms(figures.changed.p95_ms)}",
    )
    section.note(
        f"current within: the projector's poll ({tournament.PROJECTOR_SECONDS:.0f} s) + the time from the"
    )
    section.note(
        "last table's answer until the fragment (asked every 100 ms here) showed every table finished"
    )
    return section


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
        served = attempt("app and baseline under gunicorn", failures, lambda: run_servers(workdir, failures))
        rounds, push = served or (None, None)
        if rounds:
            sections.append(load_section(rounds))
        in_process = attempt("render and page weight", failures, lambda: run_in_process(workdir))
        sections.extend(in_process or [])
        if push:
            sections.append(push_section(push.latencies, push.missed + push.refused))
        boards = attempt("open scoreboards under gunicorn", failures, lambda: run_boards(workdir))
        sections.extend([boards_section(boards)] if boards else [])
        progress(f"long game: {long_game.ROUNDS} rounds through the play form")
        windows = attempt("a long game", failures, lambda: long_game.measure_long_game(workdir))
        sections.extend([long_game_section(windows)] if windows else [])
        progress(f"group statistics: {group_stats.GAMES} finished games generated, then read")
        figures = attempt("group statistics", failures, lambda: group_stats.measure_group_stats(workdir))
        sections.extend([group_section(figures)] if figures else [])
        progress(f"tournament: {tournament.TABLES} tables finishing at once, {tournament.ROUNDS} rounds")
        night = attempt("tournament standings", failures, lambda: tournament.measure_tournament(workdir))
        sections.extend([tournament_section(night)] if night else [])
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
