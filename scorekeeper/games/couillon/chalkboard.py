"""Couillon's chalkboard, drawn for ``games/couillon/_device.html``.

"Draw a vertical line in the middle of the board, with five horizontal lines crossing it ... Label each
half of the board as belonging to one of the two teams." Each half's part of a horizontal line is that
team's line: a deal won erases one (from the top down; an erased line stays as a faint smudge, as chalk
does), and a mark is a short slash across a line ("This line now counts double"). Marks go one to a line
from the top of the lines left; where a side has more marks than lines (stacked marks), the top lines
carry two or more.

Coordinates are in board units: the board is 400 wide, the divider at x = 200.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

WIDTH, MIDDLE = 400, 200
TOP, PITCH, MARGIN = 24, 36, 22  # the first line's height, between lines, at the board's left and right edges
SLASH, SLASH_GAP = 12, 16  # a mark's half height, and the distance between two marks on one line


@dataclass(frozen=True, slots=True)
class Stroke:
    """A chalk stroke from (x1, y1) to (x2, y2)."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True, slots=True)
class HalfDrawing:
    """One team's half: its line segments (``erased`` ones faint), the marks, and what they say."""

    side: int
    lines: tuple[Stroke, ...]
    erased: tuple[Stroke, ...]
    marks: tuple[Stroke, ...]
    description: str


@dataclass(frozen=True, slots=True)
class Board:
    width: int
    height: int
    divider: Stroke
    halves: tuple[HalfDrawing, ...]

    @property
    def view(self) -> str:
        return f"0 0 {self.width} {self.height}"


def chalkboard(halves: Sequence[Sequence[int]], total_lines: int, names: Sequence[str] = ("", "")) -> Board:
    """The board with each half's ``(lines left, marks)`` of ``total_lines`` lines."""
    height = TOP * 2 + PITCH * (total_lines - 1)
    divider = Stroke(MIDDLE, 6, MIDDLE, height - 6)
    drawn = tuple(
        _half(side, left, marks, total_lines, names[side] if side < len(names) else "")
        for side, (left, marks) in enumerate(halves)
    )
    return Board(WIDTH, height, divider, drawn)


def _half(side: int, left: int, marks: int, total_lines: int, name: str) -> HalfDrawing:
    """The lines are erased from the top: line ``i`` is gone when ``i`` < the lines erased."""
    start, end = (MARGIN, MIDDLE) if side == 0 else (MIDDLE, WIDTH - MARGIN)
    erased_count = total_lines - left
    segments = [Stroke(start, _y(i), end, _y(i)) for i in range(total_lines)]
    slashes: list[Stroke] = []
    for index in range(left):
        on_line = marks // left + (index < marks % left) if left else 0
        line = erased_count + index
        slashes.extend(_marks_on(line, on_line, (start + end) / 2))
    words = f"{left} of {total_lines} lines left" + (f", {marks} marked" if marks else "")
    return HalfDrawing(
        side,
        tuple(segments[erased_count:]),
        tuple(segments[:erased_count]),
        tuple(slashes),
        f"{name}: {words}" if name else words,
    )


def _marks_on(line: int, count: int, centre: float) -> list[Stroke]:
    """``count`` slashes across a line, centred on the half."""
    y = _y(line)
    first = centre - (count - 1) * SLASH_GAP / 2
    return [
        Stroke(first + k * SLASH_GAP - SLASH / 2, y + SLASH, first + k * SLASH_GAP + SLASH / 2, y - SLASH)
        for k in range(count)
    ]


def _y(line: int) -> float:
    return TOP + line * PITCH
