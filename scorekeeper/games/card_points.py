"""Card points by game name, as the card-point tool and the API ask for them.

Each game that counts card points states its table in its own package (``Game.card_points``); these
functions find it by slug and count with the family's functions (``scorekeeper.families.card_points``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.cards import AnyCard, Suit
from scorekeeper.core import RuleError
from scorekeeper.families import card_points as family
from scorekeeper.families.card_points import CardsLike, PointSchedule, PointsResult
from scorekeeper.games.registry import all_games

#: Every game's card-point table, by slug.
SCHEDULES: Mapping[str, PointSchedule] = {g.slug: g.card_points for g in all_games() if g.card_points}


def game_slugs() -> tuple[str, ...]:
    """The games that count card points."""
    return tuple(SCHEDULES)


def schedule_for(game: str, options: Mapping[str, Any] | object | None = None) -> PointSchedule:
    """The point table of ``game`` with its options applied (a mapping is validated, an instance used)."""
    schedule = SCHEDULES.get(game)
    if schedule is None:
        raise RuleError(f"There is no card-point table for “{game}”; known games: {', '.join(SCHEDULES)}.")
    return schedule.for_options(options)


def count_points(game: str, captured: CardsLike, **how: Any) -> PointsResult:
    """``families.card_points.count_points`` for the game of this slug."""
    return family.count_points(schedule_for(game), captured, **how)


def count_piles(game: str, piles: Sequence[CardsLike], **how: Any) -> tuple[PointsResult, ...]:
    """``families.card_points.count_piles`` for the game of this slug."""
    return family.count_piles(schedule_for(game), piles, **how)


def check_split(
    game: str, team_a: CardsLike, team_b: CardsLike, **how: Any
) -> tuple[PointsResult, PointsResult]:
    """``families.card_points.check_split`` for the game of this slug."""
    return family.check_split(schedule_for(game), team_a, team_b, **how)


def deck_total(game: str, *, options: Mapping[str, Any] | object | None = None) -> int:
    """``families.card_points.deck_total`` for the game of this slug."""
    return family.deck_total(schedule_for(game), options=options)


def card_value(game: str, card: str | AnyCard, *, trump: Suit | str | None = None, **how: Any) -> int:
    """``families.card_points.card_value`` for the game of this slug."""
    return family.card_value(schedule_for(game), card, trump=trump, **how)
