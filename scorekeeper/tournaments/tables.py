"""Multi-player tables: split the entrants into tables of the game's sizes and mix who meets whom.

The split: everyone plays where some split into allowed sizes exists (else the fewest possible sit out);
tables differ by at most one seat where possible; among those splits, the one whose sizes are nearest the
middle of the allowed range (summed over the tables), and where two are as near, the one with more, smaller
tables. At most two sizes are used.

The mix: seats that repeat the fewest earlier meetings (each pair that shared a table before costs the
square of how often it did), found by seeded random restarts, each a greedy seating improved by swapping
two entrants of different tables while that lowers the cost.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from scorekeeper.tournaments.history import Meetings, meetings
from scorekeeper.tournaments.model import RoundPlan, RoundResult, Scoring, SeatingError, Table
from scorekeeper.tournaments.sitouts import sit_outs

RESTARTS = 8


def split(count: int, table_sizes: Sequence[int]) -> tuple[int, ...] | None:
    """Table sizes for ``count`` entrants, biggest first, by the rules above; None when there is none."""
    allowed = sorted(set(table_sizes))
    if not allowed or allowed[0] < 2 or count < allowed[0]:
        return None
    twice_middle = allowed[0] + allowed[-1]
    candidates = {
        sizes
        for tables in range(1, count // allowed[0] + 1)
        for low, high in itertools.combinations_with_replacement(allowed, 2)
        if (sizes := _two_sizes(count, tables, low, high)) is not None
    }
    if not candidates:
        return None
    return min(
        candidates,
        key=lambda sizes: (
            sizes[0] - sizes[-1] > 1,
            sum(abs(2 * s - twice_middle) for s in sizes),
            -len(sizes),
            sizes,
        ),
    )


def _two_sizes(count: int, tables: int, low: int, high: int) -> tuple[int, ...] | None:
    """``tables`` tables of sizes ``high`` and ``low`` seating exactly ``count``, biggest first."""
    if low == high:
        return (low,) * tables if low * tables == count else None
    highs, remainder = divmod(count - low * tables, high - low)
    if remainder or not 0 < highs < tables:
        return None
    return (high,) * highs + (low,) * (tables - highs)


def plan_tables(
    entrants: Sequence[int],
    history: Sequence[RoundResult],
    table_sizes: Sequence[int],
    scoring: Scoring,
    seed: int,
) -> RoundPlan:
    """The next round of multi-player tables."""
    playing = _playing_count(len(entrants), table_sizes)
    met = meetings(history)
    byes = sit_outs(entrants, len(entrants) - playing, history, met, scoring)
    seated = [entrant for entrant in entrants if entrant not in byes]
    sizes = split(playing, table_sizes) or ()
    rng = random.Random(seed)
    seating = _mix(seated, sizes, met, rng)
    tables = []
    for members in seating:
        rng.shuffle(members)
        tables.append(Table(tuple((entrant,) for entrant in members)))
    return RoundPlan(number=len(history) + 1, tables=tuple(tables), byes=byes)


def _playing_count(count: int, table_sizes: Sequence[int]) -> int:
    """The most entrants that split into allowed tables (all of them, where possible)."""
    for playing in range(count, 1, -1):
        if split(playing, table_sizes) is not None:
            return playing
    smallest = min(table_sizes, default=0)
    raise SeatingError(
        f"A table takes at least {smallest} players, and only {count} "
        f"{'is' if count == 1 else 'are'} playing this round."
    )


Costs = dict[int, dict[int, int]]


def _mix(seated: list[int], sizes: Sequence[int], met: Meetings, rng: random.Random) -> list[list[int]]:
    """The cheapest of a few seeded greedy-then-swap seatings."""
    costs = {a: {b: met.met(a, b) ** 2 for b in seated} for a in seated}
    best: list[list[int]] = []
    best_cost = -1
    for _restart in range(RESTARTS):
        order = seated[:]
        rng.shuffle(order)
        tables = _improve(_greedy(order, sizes, costs), costs)
        cost = sum(costs[a][b] for table in tables for a, b in itertools.combinations(table, 2))
        if best_cost < 0 or cost < best_cost:
            best, best_cost = tables, cost
        if best_cost == 0:
            break
    return best


def _greedy(order: list[int], sizes: Sequence[int], costs: Costs) -> list[list[int]]:
    """Each entrant in turn to the open table where they have met the fewest."""
    tables: list[list[int]] = [[] for _ in sizes]
    for entrant in order:
        open_tables = [index for index, table in enumerate(tables) if len(table) < sizes[index]]
        index = min(open_tables, key=lambda i: sum(costs[entrant][other] for other in tables[i]))
        tables[index].append(entrant)
    return tables


def _improve(tables: list[list[int]], costs: Costs) -> list[list[int]]:
    """Swap two entrants of different tables while a swap lowers the cost.

    ``toward[e][t]`` is what entrant ``e`` costs at table ``t`` (their meetings with its members), so
    each swap is weighed in constant time and only moves two columns of it.
    """
    toward = {e: [sum(costs[e][x] for x in table) for table in tables] for e in costs}
    improved = True
    while improved:
        improved = False
        for one, other in itertools.combinations(range(len(tables)), 2):
            for i, j in itertools.product(range(len(tables[one])), range(len(tables[other]))):
                a, b = tables[one][i], tables[other][j]
                staying = toward[a][one] + toward[b][other]
                moving = toward[b][one] + toward[a][other] - 2 * costs[a][b]
                if moving < staying:
                    tables[one][i], tables[other][j] = b, a
                    for e, row in toward.items():
                        shift = costs[e][b] - costs[e][a]
                        row[one] += shift
                        row[other] -= shift
                    improved = True
    return tables
