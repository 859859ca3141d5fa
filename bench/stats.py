"""Summaries of timing samples: percentiles and means in milliseconds."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass


def percentile(samples: Sequence[float], q: float) -> float:
    """The nearest-rank ``q``-th percentile (0 < q <= 100) of ``samples``; NaN when there are none."""
    if not samples:
        return math.nan
    ordered = sorted(samples)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


@dataclass(frozen=True)
class Timing:
    """Mean, p50 and p95 of a list of durations, in milliseconds."""

    count: int
    mean_ms: float
    p50_ms: float
    p95_ms: float

    @classmethod
    def of(cls, seconds: Sequence[float]) -> Timing:
        mean = sum(seconds) / len(seconds) if seconds else math.nan
        return cls(len(seconds), mean * 1000, percentile(seconds, 50) * 1000, percentile(seconds, 95) * 1000)
