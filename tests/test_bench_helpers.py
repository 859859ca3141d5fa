"""The load benchmark's helpers: medians and spreads, CPU time read from /proc, the run settings taken
from gunicorn.conf.py, and the per-round ratios. Fast: no server is started."""

from __future__ import annotations

import math
import os
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from bench.load import LoadResult, Round
from bench.server import RUN_DEFAULTS, cpu_seconds, describe_workers, gunicorn_command, run_settings
from bench.stats import Spread, Timing, median, quantile


def result(ok: int, seconds: float = 2.0, cpu: float | None = None) -> LoadResult:
    return LoadResult(ok, seconds, Timing.of([]), Counter(), cpu)


def test_median_and_quantiles_agree_with_the_standard_library():
    values = [7.0, 1.0, 3.0, 4.0, 2.0, 9.5]
    assert median(values) == statistics.median(values)
    q1, _, q3 = statistics.quantiles(values, n=4, method="inclusive")
    assert quantile(values, 0.25) == pytest.approx(q1)
    assert quantile(values, 0.75) == pytest.approx(q3)
    assert math.isnan(median([]))


def test_spread_leaves_out_missing_figures():
    spread = Spread.of([0.5, None, 0.25, math.nan, 0.75, 1.0])
    assert (spread.count, spread.median, spread.low, spread.high) == (4, 0.625, 0.25, 1.0)
    empty = Spread.of([None])
    assert empty.count == 0 and math.isnan(empty.median)


def test_round_ratios_compare_rates_and_cpu_per_entry():
    app = result(200, cpu=0.5)  # 100/s, 2.5 ms per entry
    base = result(1000, cpu=1.0)  # 500/s, 1 ms per entry
    found = Round(app, base, app_first=True)
    assert app.per_second == 100 and app.cpu_per_entry == pytest.approx(0.0025)
    assert found.rate_ratio == pytest.approx(0.2)
    assert found.cpu_ratio == pytest.approx(0.4)  # the baseline's CPU per entry over the app's


def test_round_ratios_are_unknown_without_entries_or_a_meter():
    assert Round(result(0, cpu=0.5), result(10, cpu=0.1), True).cpu_ratio is None
    assert Round(result(10), result(10), True).cpu_ratio is None
    assert Round(result(10), result(0), False).rate_ratio is None


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_cpu_seconds_counts_a_busy_child_process():
    script = "import time\nend = time.process_time() + 0.3\nwhile time.process_time() < end: pass\n"
    child = subprocess.Popen([sys.executable, "-c", script + "time.sleep(30)"])
    try:
        deadline = time.monotonic() + 20
        while cpu_seconds(child.pid) < 0.25 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert cpu_seconds(child.pid) >= 0.25
        # the parent's figure takes in its children (here: this test process and the child)
        assert cpu_seconds(os.getpid()) >= cpu_seconds(child.pid)
    finally:
        child.kill()
        child.wait()
    assert cpu_seconds(child.pid) == 0.0  # a process that has ended counts nothing


def test_run_settings_come_from_the_config_file(tmp_path):
    config = tmp_path / "gunicorn.conf.py"
    config.write_text('worker_class = "gevent"\nworkers = 3\n')
    settings = run_settings(config)
    assert settings == {"worker_class": "gevent", "workers": 3, "threads": RUN_DEFAULTS["threads"]}
    assert describe_workers(settings) == "gevent 3 workers"
    assert run_settings(tmp_path / "missing.py") == RUN_DEFAULTS
    assert describe_workers(RUN_DEFAULTS) == "gthread 2 workers × 32 threads"


def test_the_command_passes_the_settings_and_the_config_file():
    settings = {"worker_class": "gevent", "workers": 2, "threads": 4}
    command = gunicorn_command("app:create_app()", 8123, settings)
    assert command[command.index("--worker-class") + 1] == "gevent"
    assert command[command.index("--bind") + 1] == "127.0.0.1:8123"
    assert command[-1] == "app:create_app()"
    assert "--config" in command
    assert command[command.index("--access-logfile") + 1] == "-"  # as make run: the access log costs too


def test_the_entry_transaction_benchmark_appends_one_entry_each_way(tmp_path):
    """Each way of ``bench.entry_transaction`` stores one log row with the next number (so it times real
    appends, and the statements it borrows from ``store.repo`` still exist)."""
    from sqlalchemy import text

    from bench.entry_transaction import Entries

    entries = Entries(tmp_path)
    for append in (entries.through_session, entries.through_connection, entries.through_sqlite3):
        append()
    with entries.engine.connect() as connection:
        numbers = connection.execute(text("SELECT seq FROM event ORDER BY seq")).scalars().all()
    entries.raw.close()
    entries.engine.dispose()
    assert numbers == [1, 2, 3]


def test_the_group_statistics_benchmark_runs_on_a_small_history(tmp_path):
    from bench.group_stats import measure_group_stats

    figures = measure_group_stats(tmp_path, games=6, repeats=2)
    assert figures.games == 6 and figures.entries > 6 * 50
    assert all(t.p50_ms > 0 for t in figures.warm.values()) and figures.finish_long.count == 2
