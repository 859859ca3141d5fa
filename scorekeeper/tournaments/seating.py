"""Seating a round: who plays whom, and what a hand-made seating breaks."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from scorekeeper.tournaments.model import Movement, RoundPlan, RoundResult, Scoring, SeatingError, Table


def plan_round(
    movement: Movement,
    entrants: Sequence[int],
    history: Sequence[RoundResult],
    *,
    table_sizes: Sequence[int],
    scoring: Scoring,
    seed: int,
) -> RoundPlan:
    """Seat the next round (interface first; the real pairing follows)."""
    order = list(entrants)
    random.Random(seed).shuffle(order)
    size = {Movement.SWISS: 2, Movement.PARTNERS: 4}.get(movement, max(table_sizes))
    if len(order) < size:
        raise SeatingError(f"{len(order)} entrants cannot fill a table of {size}.")
    tables, byes = [], tuple(order[len(order) - len(order) % size :])
    for start in range(0, len(order) - len(byes), size):
        seats = order[start : start + size]
        if movement is Movement.PARTNERS:
            tables.append(Table(((seats[0], seats[2]), (seats[1], seats[3]))))
        else:
            tables.append(Table(tuple((seat,) for seat in seats)))
    return RoundPlan(len(history) + 1, tuple(tables), byes)


def problems(
    movement: Movement,
    plan: RoundPlan,
    history: Sequence[RoundResult],
    *,
    table_sizes: Sequence[int] = (),
    names: Mapping[int, str] | None = None,
    game: str = "this game",
) -> list[str]:
    """What a seating breaks, one sentence each; empty when nothing is broken."""
    return []
