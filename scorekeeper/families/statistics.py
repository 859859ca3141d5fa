"""What a finished game says about each of its players: the result every game has (total, place, won),
and the counts only its rules know (Oh Hell! bids made, cribbage hands' points, Dou Dizhu as landlord).

A game declares its own statistics (``Ruleset.statistics``: what each is called, how it is shown) and counts
them from its final state (``Ruleset.tallies``: per seat, for each statistic a ``Count``). Counts add up over
games as they are (``made`` over ``of``), so "bids made 62 %" over a season is the season's bids made over its
bids, not an average of each game's percentage. Everything here is pure: ``results.py`` reads a game's result
and counts, the store keeps one summary per finished game (``store/summaries.py``) and adds them up.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum


class Shown(StrEnum):
    """How a statistic's count reads: ``PERCENT`` 62 % (made of tries), ``AVERAGE`` 8.4 (points a hand),
    ``TOTAL`` 12 (gins; ``of`` is the games or hands it could happen in, shown as "in 40")."""

    PERCENT = "percent"
    AVERAGE = "average"
    TOTAL = "total"


@dataclass(frozen=True, slots=True)
class Statistic:
    """One statistic a game counts: its key in the summaries, its name, how it reads, what it means."""

    key: str
    label: str
    shown: Shown
    means: str = ""


@dataclass(frozen=True, slots=True)
class Count:
    """A statistic's count for one player: ``value`` out of ``of`` (tries, hands, games)."""

    value: float = 0
    of: float = 0

    def __add__(self, other: Count) -> Count:
        return Count(self.value + other.value, self.of + other.of)

    def as_list(self) -> list[float]:
        return [self.value, self.of]


#: A seat's counts, by statistic key.
Tally = Mapping[str, Count]


def read(statistic: Statistic, count: Count) -> str:
    """A count in words for a table: "62 % (13 of 21)", "8.4 a hand" style figures, "12 in 40"."""
    if statistic.shown is Shown.PERCENT:
        if not count.of:
            return "–"
        return f"{100 * count.value / count.of:.0f} % ({_number(count.value)} of {_number(count.of)})"
    if statistic.shown is Shown.AVERAGE:
        return f"{count.value / count.of:.1f}" if count.of else "–"
    return f"{_number(count.value)} in {_number(count.of)}" if count.of else _number(count.value)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def add_up(tallies: Iterable[Tally]) -> dict[str, Count]:
    """Counts of many games (or hands) added up, statistic by statistic."""
    total: dict[str, Count] = {}
    for tally in tallies:
        for key, count in tally.items():
            total[key] = total.get(key, Count()) + count
    return total


def tally_from_json(data: Mapping[str, Sequence[float]]) -> dict[str, Count]:
    return {key: Count(float(pair[0]), float(pair[1])) for key, pair in data.items()}
