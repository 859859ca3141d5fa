"""Swiss pairing for two-sided games: entrants of equal score meet, nobody meets twice where avoidable.

Follows the FIDE Dutch system's aims rather than its procedure: the round is the cheapest perfect matching
of the entrants (plus a "bye" when their number is odd), faults weighed in this order:

1. a bye to an entrant with more byes than someone else playing (so byes go round the whole field);
2. a repeated meeting (counted as the square of the times the two met before);
3. the bye going to anyone but the lowest-ranked entrant allowed one;
4. the score-group gap between the two, squared (scores far apart meet only when they must);
5. within a score group, the top half not meeting the bottom half in order (1st v (g/2+1)th, …, as the
   Dutch S1 v S2); across groups, the floater not being the lowest of the higher group, or not meeting
   the highest of the lower one.

The ranking is the standings by the tournament's scoring with entrants of equal score in the order given
(the Dutch pairing numbers: pass them by rating, or shuffled for a random first round).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.tournaments.history import Meetings, meetings
from scorekeeper.tournaments.matching import Faults, cheapest_pairs
from scorekeeper.tournaments.model import RoundPlan, RoundResult, Scoring, Table
from scorekeeper.tournaments.standings import standings


@dataclass(frozen=True)
class _Ranked:
    """Where an entrant stands before the round."""

    position: int  # 0 = top of the standings
    group: int  # 0 = the top score group
    in_group: int  # 0 = top of its score group
    group_size: int


def plan_swiss(entrants: Sequence[int], history: Sequence[RoundResult], scoring: Scoring) -> RoundPlan:
    """The next Swiss round for ``entrants`` (at least two, in pairing-number order)."""
    ranked = _ranking(entrants, history, scoring)
    met = meetings(history)
    least_byes = min(met.bye_count(entrant) for entrant in entrants)
    bye = min(entrants) - 1  # the dummy entrant whose partner sits out
    nodes = [*sorted(entrants, key=lambda e: ranked[e].position), *([bye] if len(entrants) % 2 else [])]

    def faults(a: int, b: int) -> Faults:
        if bye in (a, b):
            entrant = a if b == bye else b
            from_bottom = len(entrants) - 1 - ranked[entrant].position
            return (met.bye_count(entrant) - least_byes, 0, from_bottom, 0, 0)
        score_gap = (ranked[a].group - ranked[b].group) ** 2
        return (0, met.met(a, b) ** 2, 0, score_gap, _fold_fault(ranked[a], ranked[b]))

    pairs = cheapest_pairs(nodes, faults)
    byes = tuple(a if b == bye else b for a, b in pairs if bye in (a, b))
    tables = tuple(_seat(a, b, met, ranked) for a, b in pairs if bye not in (a, b))
    return RoundPlan(number=len(history) + 1, tables=tables, byes=byes)


def _ranking(entrants: Sequence[int], history: Sequence[RoundResult], scoring: Scoring) -> dict[int, _Ranked]:
    rows = standings(entrants, history, scoring=scoring, tiebreaks=())
    groups: list[list[int]] = []
    for before, row in zip([None, *rows], rows, strict=False):
        if before is None or before.score != row.score:
            groups.append([])
        groups[-1].append(row.entrant)
    position = {row.entrant: index for index, row in enumerate(rows)}
    return {
        entrant: _Ranked(position[entrant], group_index, index, len(group))
        for group_index, group in enumerate(groups)
        for index, entrant in enumerate(group)
    }


def _fold_fault(a: _Ranked, b: _Ranked) -> int:
    """How far a pairing is from the Dutch order.

    Within a score group the top half meets the bottom half in order; across groups the higher group's
    lowest meets the lower group's highest.
    """
    if a.group == b.group:
        return (abs(a.in_group - b.in_group) - a.group_size // 2) ** 2
    higher, lower = (a, b) if a.group < b.group else (b, a)
    return (higher.group_size - 1 - higher.in_group) + lower.in_group


def _seat(a: int, b: int, met: Meetings, ranked: dict[int, _Ranked]) -> Table:
    """Who sits first (side 0): who sat first less often, else who sat second last round, else the higher."""

    def claim(entrant: int) -> tuple[int, int, int]:
        return (met.first_seats(entrant), 0 if met.last_side(entrant) == 1 else 1, ranked[entrant].position)

    first, second = sorted((a, b), key=claim)
    return Table(((first,), (second,)))
