"""Tournaments, the pure part: seating each round, standings and tie-breaks (issue 25).

No Flask, no database, no I/O: the store keeps the rounds and results, the pages show them; this package
only decides who sits where and who ranks where. docs/tournaments.md says the rules in words.
"""

from scorekeeper.tournaments.model import (
    Movement,
    RoundPlan,
    RoundResult,
    Scoring,
    SeatingError,
    Standing,
    Table,
    TableResult,
    Tiebreak,
    places_from_points,
)
from scorekeeper.tournaments.seating import plan_round, problems
from scorekeeper.tournaments.standings import standings

__all__ = [
    "Movement",
    "RoundPlan",
    "RoundResult",
    "Scoring",
    "SeatingError",
    "Standing",
    "Table",
    "TableResult",
    "Tiebreak",
    "places_from_points",
    "plan_round",
    "problems",
    "standings",
]
