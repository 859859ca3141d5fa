"""Elimination, a family part: players put out of the game one by one, the turn and the start of each deal
passing over them, and the last one standing winning.

Games lost by elimination (Skull & Roses' challenger losing their last card, Ricochet Poker's busted
players, Egyptian Ratscrew's empty hands) share the same bookkeeping::

    standing = Elimination(players=4)
    standing = standing.put_out(2, "lost their last card", at=5)   # seat 2 is out in deal 5
    standing.still_in                 # (0, 1, 3)
    standing.next_in(1)               # 3: the turn passes over the seat that is out
    standing.from_seat(2)             # 3: seat 2 cannot start, the next seat still in does
    standing.choose(2, names)         # RuleError: "Cid is out of the game: choose a player still in."
    standing.last_standing            # None while two or more are in; the winner's seat once one is left

An ``Elimination`` is a value, kept in the game's own state or rebuilt from the deal records' facts
(``from_facts``: each deal lists the seats it put out, with the reason, under ``"out"``). The deal loop's
``Ending(last_standing=True)`` ends the game once one column is left in: a game names the columns that are
out with ``DealGame.out_columns`` (``out_columns(sides, standing)`` below).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core import RuleError


@dataclass(frozen=True, slots=True)
class Out:
    """A player put out of the game: the seat, why ("lost their last card"), and the deal it happened in."""

    seat: int
    reason: str
    at: int = 0

    def as_fact(self) -> dict[str, Any]:
        """The JSON a deal record keeps."""
        return {"seat": self.seat, "reason": self.reason, "at": self.at}


@dataclass(frozen=True, slots=True)
class Elimination:
    """Who is still in a game of ``players`` seats, and who went out, in the order they went out."""

    players: int
    out: tuple[Out, ...] = ()

    @classmethod
    def from_facts(cls, players: int, facts: Iterable[Mapping[str, Any]], key: str = "out") -> Elimination:
        """The standing after the deals whose facts are given: each lists ``{"seat", "reason", "at"}`` entries
        under ``key`` for the players it put out."""
        standing = cls(players)
        for deal in facts:
            for entry in deal.get(key, ()):
                standing = standing.put_out(entry["seat"], entry["reason"], entry.get("at", 0))
        return standing

    @property
    def out_seats(self) -> frozenset[int]:
        return frozenset(gone.seat for gone in self.out)

    @property
    def still_in(self) -> tuple[int, ...]:
        """The seats still in, in seat order."""
        gone = self.out_seats
        return tuple(seat for seat in range(self.players) if seat not in gone)

    @property
    def order_out(self) -> tuple[int, ...]:
        """The seats out, the first to go out first."""
        return tuple(gone.seat for gone in self.out)

    @property
    def last_standing(self) -> int | None:
        """The one seat left in, or ``None`` while several are."""
        left = self.still_in
        return left[0] if len(left) == 1 else None

    @property
    def places(self) -> tuple[int, ...]:
        """The finishing order: the seats still in (in seat order), then the last out ... the first out."""
        return (*self.still_in, *reversed(self.order_out))

    def is_in(self, seat: int) -> bool:
        return seat not in self.out_seats

    def reason(self, seat: int) -> str | None:
        """Why the seat is out, or ``None`` if it is in."""
        return next((gone.reason for gone in self.out if gone.seat == seat), None)

    def put_out(self, seat: int, reason: str, at: int = 0) -> Elimination:
        """The standing with ``seat`` out. A seat goes out once; the last one in cannot go out."""
        if not 0 <= seat < self.players:
            raise ValueError(f"No seat {seat} in a game of {self.players}.")
        if not self.is_in(seat):
            raise ValueError(f"Seat {seat} is already out.")
        if len(self.still_in) == 1:
            raise ValueError("The last player in cannot go out: they have won.")
        return Elimination(self.players, (*self.out, Out(seat, reason, at)))

    def next_in(self, seat: int) -> int:
        """The first seat still in clockwise after ``seat`` (the seats that are out are passed over)."""
        for step in range(1, self.players + 1):
            candidate = (seat + step) % self.players
            if self.is_in(candidate):
                return candidate
        raise ValueError("Nobody is left in.")

    def from_seat(self, seat: int) -> int:
        """Who starts when the rule names ``seat``: the seat itself if it is in, else the next seat in."""
        return seat if self.is_in(seat) else self.next_in(seat)

    def in_turn(self, first: int) -> tuple[int, ...]:
        """The seats still in, clockwise, starting with ``first`` (or the next seat in after it)."""
        start = self.from_seat(first)
        turn = [start]
        while (seat := self.next_in(turn[-1])) != start:
            turn.append(seat)
        return tuple(turn)

    def choose(self, seat: int, names: Sequence[str], field: str = "player") -> int:
        """A seat chosen by a player ("chooses first player"): refused if it is out of the game."""
        if not self.is_in(seat):
            raise RuleError(f"{names[seat]} is out of the game: choose a player still in.", field)
        return seat


def out_columns(seats: Sequence[Sequence[int]], standing: Elimination) -> frozenset[int]:
    """The score sheet's columns out of the game (for ``Ending.last_standing``): those whose every seat is
    out (``seats``: each column's seats, as ``Sides.seats``)."""
    return frozenset(c for c, column in enumerate(seats) if not any(standing.is_in(s) for s in column))
