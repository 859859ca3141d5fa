"""An individual movement: a partnership game entered as individuals, partners changing every round.

Bridge's individual movements (the Howell is their pairs cousin) are fixed tables for given counts; this one
is computed round by round, so late arrivals and withdrawals fit in:

1. when the count is not a multiple of four, the fewest sit out, round the field (``sitouts``);
2. partners: the cheapest perfect matching of those playing, faults weighed as (how often the two were
   partners before, squared; not being partners in this round of the round-robin schedule). The schedule
   is the circle method over every entrant by id (a fixed one, the ids' highest, and the rest turning), so
   while the field is unchanged and a multiple of four, n-1 rounds have everyone partner everyone once;
3. tables: the cheapest perfect matching of the partnerships, faults weighed as (how often the four
   opponents' pairs met as opponents before, each squared and summed).
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.tournaments.history import Meetings, Pair, meetings, pair
from scorekeeper.tournaments.matching import Faults, cheapest_pairs
from scorekeeper.tournaments.model import RoundPlan, RoundResult, Scoring, SeatingError, Table
from scorekeeper.tournaments.sitouts import sit_outs


def plan_individual(entrants: Sequence[int], history: Sequence[RoundResult], scoring: Scoring) -> RoundPlan:
    """The next round of an individual movement: tables of two partnerships of two."""
    if len(entrants) < 4:
        raise SeatingError(
            f"Partners sit two against two: at least 4 players are needed, and {len(entrants)} are playing."
        )
    met = meetings(history)
    byes = sit_outs(entrants, len(entrants) % 4, history, met, scoring)
    playing = [entrant for entrant in entrants if entrant not in byes]
    scheduled = set(circle_round(sorted(entrants), len(history)))

    def partner_faults(a: int, b: int) -> Faults:
        return (met.partnered(a, b) ** 2, int(pair(a, b) not in scheduled))

    partnerships = cheapest_pairs(playing, partner_faults)

    def table_faults(one: tuple[int, int], other: tuple[int, int]) -> Faults:
        return (_opposed(one, other, met),)

    tables = tuple(_seat(one, other, met) for one, other in cheapest_pairs(partnerships, table_faults))
    return RoundPlan(number=len(history) + 1, tables=tables, byes=byes)


def _seat(one: tuple[int, int], other: tuple[int, int], met: Meetings) -> Table:
    """Side 0 (its first player deals first) to the partnership whose players sat first less often."""
    if sum(map(met.first_seats, other)) < sum(map(met.first_seats, one)):
        one, other = other, one
    return Table((one, other))


def _opposed(one: tuple[int, int], other: tuple[int, int], met: Meetings) -> int:
    return sum(met.met(a, b) ** 2 for a in one for b in other)


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
