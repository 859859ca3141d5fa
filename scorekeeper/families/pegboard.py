"""The cribbage board's picture: where every hole, peg and label goes, for ``games/cribbage/_device.html``.

Geometry is worked out along the board (``u``, the direction of play) and across it (``v``), then laid
out lying down (``u`` to the right: the tablet's board) or standing up (``u`` downwards: a phone's, where
a lying board would be too small to read). Each player has a track of holes in groups of five: a 61
board has 2 rows of 30 per player (out and back), a 121 board 3 rows of 40 (out, back and out again),
plus a start hole and a game hole. Player 1's outer row is one edge of the board and player 2's the
other. Layout "same_end": both start at the same end; "opposite_ends": player 2 starts at the other end
and pegs the other way (the text's two diagrams).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

PITCH, GROUP_GAP = 10, 6  # between holes, and between groups of five
END_MARGIN = 56  # along the board, before the first and after the last hole of a row
EDGE, ROW_GAP, TRACK_GAP = 30, 13, 32  # across: the first row, between rows, between the two tracks
HEADER = 22  # standing up, the names go above their tracks
OPPOSITE_ENDS = "opposite_ends"


@dataclass(frozen=True, slots=True)
class Point:
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Label:
    """A text on the board; ``anchor`` is SVG's text-anchor."""

    at: Point
    text: str
    anchor: str = "middle"


@dataclass(frozen=True, slots=True)
class Track:
    seat: int
    name: str
    front: int
    rear: int
    holes: tuple[tuple[Point, bool], ...]  # each scoring hole, and whether it lies in the latest score
    start: Point
    game: Point
    lane: tuple[Point, Point]  # the lane's top-left corner and its size
    front_peg: Point
    rear_peg: Point
    name_label: Label
    target_label: Label
    gain_label: Label | None  # "+6" by the front peg


@dataclass(frozen=True, slots=True)
class Board:
    width: int
    height: int
    target: int
    layout: str
    standing: bool
    tracks: tuple[Track, ...]

    @property
    def description(self) -> str:
        """'Cribbage board: Ann 34 (was 28), Bob 41 (was 39)' for screen readers."""
        scores = [
            t.name + f" {t.front}" + (f" (was {t.rear})" if t.front != t.rear else "") for t in self.tracks
        ]
        return "Cribbage board: " + ", ".join(scores)


class _Geometry:
    """Positions along (u) and across (v) the board for one target and layout."""

    def __init__(self, target: int, layout: str, standing: bool) -> None:
        self.target, self.standing = target, standing
        self.opposite = layout == OPPOSITE_ENDS
        self.per_row = 30 if target <= 61 else 40
        self.rows = (target - 1) // self.per_row
        self.row_length = (self.per_row - 1) * PITCH + (self.per_row // 5 - 1) * GROUP_GAP
        self.offset = HEADER if standing else 0  # along the board, standing up
        self.length = END_MARGIN * 2 + self.row_length
        self.breadth = EDGE + (2 * self.rows - 1) * ROW_GAP + TRACK_GAP + 34

    def point(self, u: float, v: float) -> Point:
        return Point(v, u + self.offset) if self.standing else Point(u, v)

    def row_v(self, seat: int, row: int) -> int:
        if seat == 0:
            return EDGE + row * ROW_GAP
        return EDGE + (2 * self.rows - 1 - row) * ROW_GAP + TRACK_GAP

    def forward(self, seat: int, row: int) -> bool:
        """Whether this row is pegged away from the board's first end."""
        return (row % 2 == 0) != (self.opposite and seat == 1)

    def column_u(self, column: int) -> int:
        return END_MARGIN + column * PITCH + (column // 5) * GROUP_GAP

    def hole(self, seat: int, score: int) -> tuple[float, float]:
        """(u, v) of the hole for ``score``: 0 is the start hole, the target or more the game hole."""
        if score <= 0:
            first_end = self.forward(seat, 0)
            return (END_MARGIN - 18 if first_end else END_MARGIN + self.row_length + 18), self.row_v(seat, 0)
        if score >= self.target:
            last = self.rows - 1
            u = END_MARGIN + self.row_length + 38 if self.forward(seat, last) else END_MARGIN - 38
            return u, (self.row_v(seat, 0) + self.row_v(seat, last)) // 2
        row, k = divmod(score - 1, self.per_row)
        return self.column_u(k if self.forward(seat, row) else self.per_row - 1 - k), self.row_v(seat, row)

    def track(self, seat: int, name: str, front: int, rear: int) -> Track:
        at, last_row = self.point, self.rows - 1
        outer, inner = self.row_v(seat, 0), self.row_v(seat, last_row)
        lane_size = (self.row_length + 54, last_row * ROW_GAP + 14)
        front_u, _ = self.hole(seat, front)
        return Track(
            seat=seat,
            name=name,
            front=front,
            rear=rear,
            holes=tuple((at(*self.hole(seat, s)), rear < s <= front) for s in range(1, self.target)),
            start=at(*self.hole(seat, 0)),
            game=at(*self.hole(seat, self.target)),
            lane=(at(END_MARGIN - 27, min(outer, inner) - 7), Point(*self.oriented(*lane_size))),
            front_peg=at(*self.hole(seat, front)),
            rear_peg=at(*self.hole(seat, rear)),
            name_label=self._name_label(seat, f"{name} · {front}", inner),
            target_label=self._target_label(seat),
            gain_label=self._gain_label(seat, f"+{front - rear}", front_u, outer) if front > rear else None,
        )

    def oriented(self, along: float, across: float) -> tuple[float, float]:
        """A size (along, across) as (width, height)."""
        return (across, along) if self.standing else (along, across)

    def _name_label(self, seat: int, text: str, inner: int) -> Label:
        if self.standing:  # in the header, over the player's own side of the board
            return Label(
                Point(6 if seat == 0 else self.breadth - 6, 14), text, "start" if seat == 0 else "end"
            )
        v = inner + (15 if seat == 0 else -8)  # in the band between the tracks, by the start
        if self.forward(seat, 0):
            return Label(Point(END_MARGIN - 24, v), text, "start")
        return Label(Point(END_MARGIN + self.row_length + 24, v), text, "end")

    def _target_label(self, seat: int) -> Label:
        u, v = self.hole(seat, self.target)
        if self.standing:  # beyond the game hole, along the board
            return Label(self.point(u + (14 if u > END_MARGIN else -8), v + 3), str(self.target))
        return Label(self.point(u, v + (12 if seat else -7)), str(self.target))

    def _gain_label(self, seat: int, text: str, u: float, outer: int) -> Label:
        """The latest score, by the front peg, outside the player's track."""
        if self.standing:
            return Label(
                self.point(u + 3, outer + (-8 if seat == 0 else 8)), text, "end" if seat == 0 else "start"
            )
        return Label(self.point(u, outer + (-8 if seat == 0 else 15)), text)


def pegboard(extras: Mapping[str, Any], names: Sequence[str], *, standing: bool = False) -> Board | None:
    """The board for a score sheet's ``extras`` ({"pegs": [[front, rear], …], "layout", "target"})."""
    pegs = extras.get("pegs") if extras else None
    if not pegs:
        return None
    target, layout = int(extras["target"]), str(extras.get("layout", ""))
    geometry = _Geometry(target, layout, standing)
    tracks = tuple(
        geometry.track(seat, names[seat], int(front), int(rear)) for seat, (front, rear) in enumerate(pegs)
    )
    width, height = geometry.oriented(geometry.length + geometry.offset, geometry.breadth)
    return Board(int(width), int(height), target, layout, standing, tracks)
