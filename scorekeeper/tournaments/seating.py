"""Seating a round: who plays whom (``plan_round``), and what a hand-made seating breaks (``problems``).

Each movement has its own module (``swiss``, ``individual``, ``tables``); this one checks the request and
hands it on. docs/tournaments.md says the rules in words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from scorekeeper.tournaments.checks import problems
from scorekeeper.tournaments.individual import plan_individual
from scorekeeper.tournaments.model import Movement, RoundPlan, RoundResult, Scoring, SeatingError
from scorekeeper.tournaments.swiss import plan_swiss
from scorekeeper.tournaments.tables import plan_tables

__all__ = ["plan_round", "problems"]


def plan_round(
    movement: Movement,
    entrants: Sequence[int],
    history: Sequence[RoundResult],
    *,
    table_sizes: Sequence[int],
    scoring: Scoring,
    seed: int,
) -> RoundPlan:
    """Seat the next round: round ``len(history) + 1``.

    ``entrants`` are those playing this round (late arrivals in, withdrawals out), in pairing-number order
    (Swiss breaks equal scores by it); ``history`` the earlier rounds; ``table_sizes`` the player counts a
    table may have (TABLES only; SWISS and PARTNERS always seat two sides); ``seed`` makes the random
    choices (TABLES' mixing and seat order) repeatable. Raises SeatingError when the round cannot be seated.
    """
    _check_entrants(entrants)
    if movement is Movement.SWISS:
        if len(entrants) < 2:
            raise SeatingError(f"A Swiss round needs at least 2 entrants, and {len(entrants)} is playing.")
        return plan_swiss(entrants, history, scoring)
    if movement is Movement.PARTNERS:
        return plan_individual(entrants, history, scoring)
    if not table_sizes or min(table_sizes) < 2:
        raise SeatingError("A table needs at least 2 players: give the table sizes the game allows.")
    return plan_tables(entrants, history, table_sizes, scoring, seed)


def _check_entrants(entrants: Sequence[int]) -> None:
    twice = [entrant for entrant, count in Counter(entrants).items() if count > 1]
    if twice:
        raise SeatingError(f"Entrant {twice[0]} is entered twice.")
