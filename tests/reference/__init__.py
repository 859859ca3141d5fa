"""Differential tests: the app against independent implementations written from the rules texts alone.

``examples`` scales each test's hypothesis examples: a quarter of the written count in ``make test`` (every
property still drawn dozens of times), the full count or more in ``make test-slow``, which runs this folder
again with ``SCOREKEEPER_REFERENCE_SCALE=2`` (CI runs both).
"""

from __future__ import annotations

import os

SCALE = float(os.environ.get("SCOREKEEPER_REFERENCE_SCALE", "0.25"))


def examples(count: int) -> int:
    """``count`` hypothesis examples scaled for this run (at least 10)."""
    return max(10, round(count * SCALE))
