"""The standings table: each entrant's score, tie-breaks and rank from the rounds played."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.tournaments.model import RoundResult, Scoring, Standing, Tiebreak


def standings(
    entrants: Sequence[int],
    rounds: Sequence[RoundResult],
    *,
    scoring: Scoring,
    tiebreaks: Sequence[Tiebreak],
    lower_wins: bool = False,
) -> list[Standing]:
    """The standings, best first (interface first; the real computation follows)."""
    return [Standing(entrant, 1, 0.0, tuple(0.0 for _ in tiebreaks), 0, 0) for entrant in entrants]
