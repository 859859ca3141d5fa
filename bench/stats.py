"""Summaries of samples: percentiles and means of timings in milliseconds, the median and spread of a few
figures (one per round of the interleaved load benchmark)."""

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


@dataclass(frozen=True)
class Spread:
    """The median of a few figures and their range (lowest, highest) and interquartile range."""

    count: int
    median: float
    low: float
    high: float
    q1: float
    q3: float

    @classmethod
    def of(cls, values: Sequence[float | None]) -> Spread:
        """Over the values that are not None; NaN everywhere when there are none."""
        known = sorted(v for v in values if v is not None and not math.isnan(v))
        if not known:
            return cls(0, math.nan, math.nan, math.nan, math.nan, math.nan)
        quartiles = quantile(known, 0.25), quantile(known, 0.75)
        return cls(len(known), median(known), known[0], known[-1], *quartiles)


def median(values: Sequence[float]) -> float:
    """The middle value, or the mean of the two middle ones; NaN when there are none."""
    return quantile(values, 0.5)


def quantile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0 <= q <= 1) by linear interpolation between the closest ranks (as NumPy's
    default and ``statistics.quantiles(..., method="inclusive")``); NaN when there are none."""
    if not values:
        return math.nan
    ordered = sorted(values)
    position = q * (len(ordered) - 1)
    below = math.floor(position)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (position - below)
