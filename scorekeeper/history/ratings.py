"""Skill ratings per player and game, with OpenSkill's Weng-Lin Plackett-Luce model (PyPI ``openskill``): it
rates any number of players or partnerships in one game from their finishing places, and keeps for each
player a skill (``mu``) and how unsure it is of it (``sigma``).

Ratings are recomputed from a group's finished games in the order they ended (``store/group_history.py``),
so they are the same on every server and after every merge or correction: nothing is stored but the games.
A player starts at 25 ± 8.3; the figure shown is the cautious one, ``mu − 3·sigma`` (OpenSkill's ordinal),
which starts at 0 and rises as the player wins and as the app grows surer of them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from openskill.models import PlackettLuce

from scorekeeper.store.summaries import Finished

MODEL = PlackettLuce()
EXPLAINED = (
    "A skill rating from the places in every game of this kind the group finished, oldest first (OpenSkill, "
    "Weng-Lin): each game moves the winners up and the others down, more when the result surprises. "
    "The rating shown is the skill less three times its uncertainty, so a newcomer starts at 0 and climbs "
    "as their results make the app surer of them."
)


@dataclass(frozen=True, slots=True)
class Point:
    """A player's rating after one game."""

    game_id: int
    finished_at: datetime
    rating: float


@dataclass
class PlayerRating:
    """A player's rating now, and after each of their games."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0
    history: list[Point] = field(default_factory=list)

    @property
    def rating(self) -> float:
        """The cautious figure shown: skill less three times its uncertainty (OpenSkill's ordinal)."""
        return self.mu - 3 * self.sigma


def rate_game(
    teams: Sequence[Sequence[tuple[float, float]]], places: Sequence[int]
) -> list[list[tuple[float, float]]]:
    """One game: each side's players' (mu, sigma) before, and the side's place (1 best, ties equal) ->
    their (mu, sigma) after."""
    before = [[MODEL.rating(mu=mu, sigma=sigma) for mu, sigma in side] for side in teams]
    after = MODEL.rate(before, ranks=list(places))
    return [[(r.mu, r.sigma) for r in side] for side in after]


def ratings(games: Sequence[Finished], canonical: Mapping[int, int]) -> dict[int, PlayerRating]:
    """Every group player's rating in these games (one game's kind: the caller keeps to one ruleset),
    replayed in order. Guests play with a fresh rating each game and are not rated."""
    found: dict[int, PlayerRating] = {}
    for game in games:
        rate_next(found, game, canonical)
    return found


def rate_next(found: dict[int, PlayerRating], game: Finished, canonical: Mapping[int, int]) -> None:
    """Add one more game (later than every game already in ``found``) to the players' ratings."""
    sides = _sides(game, canonical)
    if len(sides) < 2:
        return  # a game with one side says nothing about skill
    teams = [[_prior(found, member) for member in members] for members, _ in sides]
    after = rate_game(teams, [place for _, place in sides])
    for (members, _), ratings_after in zip(sides, after, strict=True):
        for member, (mu, sigma) in zip(members, ratings_after, strict=True):
            if member is None:
                continue
            player = found.setdefault(member, PlayerRating())
            player.mu, player.sigma = mu, sigma
            player.games += 1
            player.history.append(Point(game.game_id, game.finished_at, player.rating))


def _sides(game: Finished, canonical: Mapping[int, int]) -> list[tuple[list[int | None], int]]:
    """The game's sides (its sheet's columns): the players in each and the side's place."""
    by_column: dict[int, tuple[list[int | None], int]] = {}
    for seat in game.result.get("seats", ()):
        member = seat.get("member")
        member = canonical.get(member, member) if member is not None else None
        members, _ = by_column.setdefault(seat["column"], ([], seat["place"]))
        members.append(member)
    return [by_column[column] for column in sorted(by_column)]


def _prior(found: Mapping[int, PlayerRating], member: int | None) -> tuple[float, float]:
    if member is None or member not in found:
        return MODEL.mu, MODEL.sigma
    return found[member].mu, found[member].sigma
