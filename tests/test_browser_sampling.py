"""`make test` and `make test-slow` together run every browser test, each flow at both screen sizes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def collected(marks: str, **env: str) -> set[str]:
    """The browser tests pytest would run with ``-m marks`` (collection only)."""
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "tests/e2e", "--collect-only", "-q", "-p", "no:xdist", "-m", marks],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=True,
    )
    return {line for line in run.stdout.splitlines() if "::" in line}


def test_the_quick_and_the_slow_run_together_run_every_browser_test_once():
    day = {"SCOREKEEPER_SCREEN_SAMPLE": "17", "SCOREKEEPER_SAMPLE": "17"}
    everything = collected("e2e or not e2e", **day)
    quick = collected("not slow", **day)
    slow = collected("slow", **{**day, "SCOREKEEPER_SAMPLE": "all"})
    assert quick | slow == everything
    flows = {t for t in everything if "[phone" in t or "[tablet" in t}
    both = {t.replace("[tablet", "[phone") for t in flows if "[tablet" in t} & {
        t for t in flows if "[phone" in t
    }
    assert both, "some flows run at both screen sizes"
    for phone in both:
        tablet = phone.replace("[phone", "[tablet")
        # A flow runs at exactly one size in make test; the other is left to make test-slow.
        assert (phone in quick) != (tablet in quick), phone
    on_phone = sum(phone in quick for phone in both)
    assert 0.3 < on_phone / len(both) < 0.7, "about half the flows go on each screen"
    assert collected("not slow", SCOREKEEPER_SCREEN_SAMPLE="18") != collected(
        "not slow", SCOREKEEPER_SCREEN_SAMPLE="17"
    ), "the screens turn from day to day"
