"""Who deals and who scores together, for games on the deal loop (``deal_loop``).

``Rotation`` and ``next_dealer`` pass the deal (to the next player in the game's direction of play — the
left, or the right in a counter-clockwise game —, to the winner or loser of the deal, or one dealer
throughout); ``Sides`` are the score sheet's columns, one per player or one per partnership, with
their seats.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from scorekeeper.families.ruleset import CLOCKWISE, Direction, GameSetup, odd_even_teams, team_name

# --- Who deals -----------------------------------------------------------------------------------------


class Rotation(StrEnum):
    """Who deals the next deal."""

    NEXT = "next"  # the deal passes on in the direction of play: to the left, or right if counter-clockwise
    LEFT = "next"  # the older name of NEXT (the same member), from when every game passed to the left
    LOSER = "loser"  # the loser of the deal deals next
    WINNER = "winner"  # the winner of the deal deals next
    SAME = "same"  # one dealer throughout


def next_dealer(
    rotation: Rotation,
    dealer: int,
    players: int,
    *,
    winner: int | None = None,
    loser: int | None = None,
    direction: Direction = CLOCKWISE,
) -> int:
    """The seat that deals next; winner and loser rotations fall back to the next player in ``direction``
    when nobody won."""
    if rotation is Rotation.WINNER and winner is not None:
        return winner
    if rotation is Rotation.LOSER and loser is not None:
        return loser
    if rotation is Rotation.SAME:
        return dealer
    return direction.after(dealer, players)


def next_dealing_side(rotation: Rotation, side: int, scorer: int | None) -> int:
    """Two sides where a side deals (Gin Rummy's partnerships): the rotation applied to the sides. After a
    deal that no side scored, or with one dealer throughout, the side that dealt deals again."""
    if rotation is Rotation.NEXT:
        return 1 - side
    if scorer is None or rotation is Rotation.SAME:
        return side
    return scorer if rotation is Rotation.WINNER else 1 - scorer


# --- Who scores together ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sides:
    """The columns of the score sheet: one per player, or one per partnership, with their seats."""

    names: tuple[str, ...]
    seats: tuple[tuple[int, ...], ...]

    @classmethod
    def players(cls, setup: GameSetup) -> Sides:
        return cls(setup.players, tuple((seat,) for seat in range(setup.size)))

    @classmethod
    def partnerships(cls, setup: GameSetup) -> Sides:
        """The set-up's teams, or partners sitting opposite (seats 1 and 3 against 2 and 4)."""
        teams = setup.teams or odd_even_teams(setup.size)
        return cls(tuple(team_name(setup.players, team) for team in teams), tuple(teams))

    def of(self, seat: int) -> int:
        """The column the seat scores in."""
        return next(side for side, seats in enumerate(self.seats) if seat in seats)

    def other(self, side: int) -> int:
        """The opposing side, where there are two."""
        return 1 - side

    def is_team(self, side: int) -> bool:
        return len(self.seats[side]) > 1

    def pairings(self, deal_index: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """Two partnerships of two playing separate two-player games (Gin Rummy): who meets whom in the
        ``deal_index``-th deal (0-based). "Players alternate opponents, but stay in the same teams"."""
        (a0, a1), (b0, b1) = self.seats
        if deal_index % 2 == 0:
            return (a0, b0), (a1, b1)
        return (a0, b1), (a1, b0)


def difference_only(points: Sequence[int]) -> tuple[int | None, int | None]:
    """Two sides' points netted: "the team with the higher score scores the difference", the other nothing
    (``None``); neither scores when they are level."""
    difference = points[0] - points[1]
    return (difference or None, None) if difference >= 0 else (None, -difference)
