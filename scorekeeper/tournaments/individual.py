"""An individual movement: a partnership game entered as individuals, partners changing every round.

Bridge's individual movements (the Howell is their pairs cousin) are fixed tables for given counts; this one
is computed round by round, so late arrivals and withdrawals fit in:

1. when the count is not a multiple of four, the fewest sit out, round the field (``sitouts``);
2. partners: the cheapest perfect matching of those playing, faults weighed as (how often the two were
   partners before, squared; not being partners in this round of the schedule). The schedule is the
   circle method over every entrant by id (a fixed one, the ids' highest, and the rest turning), so while
   the field is unchanged and a multiple of four, n-1 rounds have everyone partner everyone once;
3. tables: the cheapest perfect matching of the partnerships, faults weighed as (how often the four
   opponents' pairs met as opponents before, each squared and summed).

Eight players who stay the same eight follow a whist design instead (``whist_round``): every pair partners
once and opposes exactly twice in 7 rounds, and no round repeats more meetings than it must.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.tournaments.history import Meetings, Pair, meetings, pair
from scorekeeper.tournaments.matching import Faults, cheapest_pairs
from scorekeeper.tournaments.model import RoundPlan, RoundResult, Scoring, SeatingError, Table
from scorekeeper.tournaments.sitouts import sit_outs

#: A whist design for 8 players, found by a search over base rounds on the integers mod 7 and a fixed
#: point (7): round r adds r (mod 7) to every player but 7. Each pair partners once, opposes exactly twice
#: in 7 rounds, and the first r rounds repeat max(0, 8r - 28) opponents, the fewest possible.
WHIST_8 = (((0, 1), (2, 4)), ((3, 6), (5, 7)))

Partnership = tuple[int, int]


def plan_individual(entrants: Sequence[int], history: Sequence[RoundResult], scoring: Scoring) -> RoundPlan:
    """The next round of an individual movement: tables of two partnerships of two."""
    if len(entrants) < 4:
        raise SeatingError(
            f"Partners sit two against two: at least 4 players are needed, and {len(entrants)} are playing."
        )
    met = meetings(history)
    byes = sit_outs(entrants, len(entrants) % 4, history, met, scoring)
    playing = [entrant for entrant in entrants if entrant not in byes]
    design = whist_round(entrants, len(history)) if _same_field(entrants, history) else None
    if design:
        scheduled = {side for table in design for side in table}
    else:
        scheduled = set(circle_round(sorted(entrants), len(history)))
    designed_tables = {frozenset(table) for table in design or ()}

    def partner_faults(a: int, b: int) -> Faults:
        return (met.partnered(a, b) ** 2, int(pair(a, b) not in scheduled))

    def table_faults(one: Partnership, other: Partnership) -> Faults:
        off_design = bool(designed_tables) and frozenset((pair(*one), pair(*other))) not in designed_tables
        return (int(off_design), _opposed(one, other, met))

    partnerships = cheapest_pairs(playing, partner_faults)
    tables = tuple(_seat(one, other, met) for one, other in cheapest_pairs(partnerships, table_faults))
    return RoundPlan(number=len(history) + 1, tables=tables, byes=byes)


def _same_field(entrants: Sequence[int], history: Sequence[RoundResult]) -> bool:
    """Whether every earlier round had exactly these entrants."""
    field = set(entrants)
    return all({*r.plan.seated, *r.plan.byes} == field for r in history)


def whist_round(entrants: Sequence[int], index: int) -> tuple[tuple[Pair, Pair], ...] | None:
    """Round ``index`` (from 0) of the whist design, as (partners, partners) a table; None unless 8 play."""
    if len(entrants) != len(WHIST_8) * 4:
        return None
    order = sorted(entrants)

    def moved(point: int) -> int:
        return order[point] if point == 7 else order[(point + index) % 7]

    return tuple((pair(moved(a), moved(b)), pair(moved(c), moved(d))) for (a, b), (c, d) in WHIST_8)


def _opposed(one: Partnership, other: Partnership, met: Meetings) -> int:
    return sum(met.met(a, b) ** 2 for a in one for b in other)


def _seat(one: Partnership, other: Partnership, met: Meetings) -> Table:
    """Side 0 (its first player deals first) to the partnership whose players sat first less often."""
    if sum(map(met.first_seats, other)) < sum(map(met.first_seats, one)):
        one, other = other, one
    return Table((one, other))


def circle_round(entrants: Sequence[int], index: int) -> list[Pair]:
    """Round ``index`` (from 0) of the circle-method round robin of ``entrants`` (one left out when odd)."""
    players: list[int | None] = list(entrants)
    if len(players) % 2:
        players.append(None)
    turning = len(players) - 1
    if turning < 1:
        return []
    index %= turning
    fixed = players[-1]
    found = [(players[index], fixed)]
    for step in range(1, len(players) // 2):
        found.append((players[(index + step) % turning], players[(index - step) % turning]))
    return [pair(a, b) for a, b in found if a is not None and b is not None]
