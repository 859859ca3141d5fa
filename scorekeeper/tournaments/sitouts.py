"""Who sits a round out when the entrants do not fill whole tables (PARTNERS and TABLES movements).

The sit-outs go round the field: those with the fewest byes first; among them, those whose last bye is
longest ago; then the lowest-ranked (as in Swiss, whose bye goes to the lowest-ranked without one).
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.tournaments.history import Meetings
from scorekeeper.tournaments.model import RoundResult, Scoring
from scorekeeper.tournaments.standings import standings


def sit_outs(
    entrants: Sequence[int], count: int, history: Sequence[RoundResult], met: Meetings, scoring: Scoring
) -> tuple[int, ...]:
    """The ``count`` entrants who sit this round out, in the order chosen."""
    if count <= 0:
        return ()
    rows = standings(entrants, history, scoring=scoring, tiebreaks=())
    from_bottom = {row.entrant: index for index, row in enumerate(reversed(rows))}

    def turn(entrant: int) -> tuple[int, int, int]:
        last_bye = max(met.byes.get(entrant, ()), default=0)
        return (met.bye_count(entrant), last_bye, from_bottom[entrant])

    return tuple(sorted(entrants, key=turn)[:count])
