"""What the rounds so far say about who met whom: the facts seating and its checks are built on.

A round's plan counts as soon as it is seated: two entrants at the same table have met even while their
game is still being played (or was abandoned), and a bye is had once it is given.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from scorekeeper.tournaments.model import RoundPlan, RoundResult

Pair = tuple[int, int]


def pair(a: int, b: int) -> Pair:
    """The pair of two entrants, the same whichever is named first."""
    return (a, b) if a <= b else (b, a)


@dataclass(frozen=True)
class Meetings:
    """Round numbers, per pair or entrant, of every meeting so far."""

    opponents: dict[Pair, list[int]] = field(default_factory=lambda: defaultdict(list))
    partners: dict[Pair, list[int]] = field(default_factory=lambda: defaultdict(list))
    byes: dict[int, list[int]] = field(default_factory=lambda: defaultdict(list))
    #: The sides each entrant sat on, round by round (side 0 sits first: the SWISS seat balance).
    sides: dict[int, list[int]] = field(default_factory=lambda: defaultdict(list))

    def met(self, a: int, b: int) -> int:
        """How often ``a`` and ``b`` sat at the same table on different sides."""
        return len(self.opponents.get(pair(a, b), ()))

    def partnered(self, a: int, b: int) -> int:
        """How often ``a`` and ``b`` sat on the same side."""
        return len(self.partners.get(pair(a, b), ()))

    def bye_count(self, entrant: int) -> int:
        return len(self.byes.get(entrant, ()))

    def first_seats(self, entrant: int) -> int:
        """Times on side 0 minus times on any other side: positive when the entrant sat first more often."""
        sides = self.sides.get(entrant, ())
        return sum(1 if side == 0 else -1 for side in sides)

    def last_side(self, entrant: int) -> int | None:
        sides = self.sides.get(entrant, ())
        return sides[-1] if sides else None


def meetings(history: Sequence[RoundResult] | Sequence[RoundPlan]) -> Meetings:
    """Every meeting in ``history``, by round number."""
    found = Meetings()
    for item in history:
        plan = item.plan if isinstance(item, RoundResult) else item
        _add(found, plan)
    return found


def _add(found: Meetings, plan: RoundPlan) -> None:
    for table in plan.tables:
        for index, side in enumerate(table.sides):
            for entrant in side:
                found.sides[entrant].append(index)
            for a, b in itertools.combinations(side, 2):
                found.partners[pair(a, b)].append(plan.number)
        for one, other in itertools.combinations(table.sides, 2):
            for a, b in itertools.product(one, other):
                found.opponents[pair(a, b)].append(plan.number)
    for entrant in plan.byes:
        found.byes[entrant].append(plan.number)


def pairs_within(entrants: Iterable[int]) -> list[Pair]:
    """Every pair among ``entrants``."""
    return [pair(a, b) for a, b in itertools.combinations(entrants, 2)]
