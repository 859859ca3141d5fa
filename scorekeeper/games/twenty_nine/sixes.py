"""The sixes: how a Twenty-Nine table keeps its score, drawn for ``games/twenty-nine/_device.html``.

"Each side receives one black 6 and one red 6 ... To indicate positive points, the red 6 is turned
face-down and overlaps the black 6 in such a way that the number of pips visible equal the number of
victory points the team has scored." Below zero the black 6 lies face-down over the red 6 and the red pips
showing are the points below zero; at zero the face-down card covers every pip (the corner index still
shows which 6 lies underneath).

A 6 has six pips in two columns of three. The covering card is laid with one long edge across the face
card so that the pips on one side of that edge show and the rest are under it: for 2 and 4 it lies
crosswise below the top one or two rows, for 3 it covers the right-hand column, for 1 and 5 it lies
slanted across one corner, for 0 it covers every pip, for 6 it lies to the right of them all. Each edge
runs midway between the last pip showing and the first one hidden, so no pip is ever half covered.

Coordinates are in card units: the face card is 100 wide and 140 high, its top-left corner at (0, 0).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.cards import Suit

CARD_W, CARD_H = 100, 140
PIP = 22  # a pip's width and height
COLUMNS, ROWS = (32, 68), (30, 70, 110)  # pip centres: "two columns of three", as on a real 6
INDEX_EDGE = 19  # the corner index "6" and its small suit keep to the left of this
MOST = 6
#: The suits of each side's black and red 6, so the two sides' cards differ.
SUITS = ((Suit.SPADES, Suit.HEARTS), (Suit.CLUBS, Suit.DIAMONDS))
_DIAGONAL = (COLUMNS[1] - COLUMNS[0], ROWS[1] - ROWS[0])  # a corner pip is as far from its two neighbours
#: For each count of pips showing: the direction the cover lies in (from its leading edge), and the pips
#: left showing, as (column, row) indexes.
LAYOUTS: dict[int, tuple[tuple[float, float], frozenset[tuple[int, int]]]] = {
    0: ((1, 0), frozenset()),
    1: (_DIAGONAL[::-1], frozenset({(0, 0)})),
    2: ((0, 1), frozenset({(0, 0), (1, 0)})),
    3: ((1, 0), frozenset({(0, 0), (0, 1), (0, 2)})),
    4: ((0, 1), frozenset({(c, r) for c in (0, 1) for r in (0, 1)})),
    5: (_DIAGONAL[::-1], frozenset({(c, r) for c in (0, 1) for r in (0, 1, 2)} - {(1, 2)})),
    6: ((1, 0), frozenset({(c, r) for c in (0, 1) for r in (0, 1, 2)})),
}
COVER_LONG, COVER_SHORT = CARD_H, CARD_W  # the cover lies with a long edge across the face card
MARGIN = 6
#: The suit shapes, drawn in a 100 x 100 box.
PIP_PATHS = {
    Suit.HEARTS: "M50 92C20 68 2 50 2 29C2 13 14 2 28 2C39 2 46 9 50 18C54 9 61 2 72 2C86 2 98 13 98 29"
    "C98 50 80 68 50 92Z",
    Suit.DIAMONDS: "M50 0L88 50L50 100L12 50Z",
    Suit.SPADES: "M50 0C78 24 98 41 98 60C98 75 87 84 74 84C64 84 57 79 53 72C54 84 58 93 67 100H33"
    "C42 93 46 84 47 72C43 79 36 84 26 84C13 84 2 75 2 60C2 41 22 24 50 0Z",
    Suit.CLUBS: "M50 2A23 23 0 0 1 68 39A23 23 0 1 1 54 72C55 84 59 93 67 100H33C41 93 45 84 46 72"
    "A23 23 0 1 1 32 39A23 23 0 0 1 50 2Z",
}


@dataclass(frozen=True, slots=True)
class Pip:
    x: float
    y: float
    upside_down: bool  # the bottom row is printed the other way up, as on a real card
    shown: bool


@dataclass(frozen=True, slots=True)
class Cover:
    """The face-down card: its leading edge's midpoint and the angle (degrees) it is turned by; drawn as a
    rectangle from (-COVER_LONG / 2, 0) to (COVER_LONG / 2, COVER_SHORT) before the turn."""

    x: float
    y: float
    angle: float
    corners: tuple[tuple[float, float], ...]


@dataclass(frozen=True, slots=True)
class Sixes:
    """One side's two sixes."""

    side: int
    name: str
    total: int
    face: Suit  # the 6 lying face up
    pips: tuple[Pip, ...]
    cover: Cover
    view: tuple[float, float, float, float]  # the SVG viewBox: the same for every score, so sizes hold

    @property
    def showing(self) -> int:
        return sum(pip.shown for pip in self.pips)

    @property
    def red(self) -> bool:
        return self.face.is_red

    @property
    def pip_path(self) -> str:
        return PIP_PATHS[self.face]

    @property
    def description(self) -> str:
        """'Ann & Cid: 3 black pips showing, 3 victory points' for screen readers."""
        colour = "red" if self.red else "black"
        total = str(self.total).replace("-", "−")
        return f"{self.name}: {self.showing} {colour} pips showing, {total} victory points"


def _cover(count: int) -> Cover:
    """Where the face-down card lies so that ``count`` pips show."""
    (dx, dy), shown = LAYOUTS[count]
    length = math.hypot(dx, dy)
    dx, dy = dx / length, dy / length
    along = {(c, r): COLUMNS[c] * dx + ROWS[r] * dy for c in range(2) for r in range(3)}
    hidden = [v for key, v in along.items() if key not in shown]
    showing = [v for key, v in along.items() if key in shown]
    if not showing:  # cover every pip, but not the corner index
        edge = INDEX_EDGE if dx else min(hidden) - PIP
    elif not hidden:  # clear of every pip
        edge = max(showing) + PIP * 0.75
    else:
        edge = (max(showing) + min(hidden)) / 2
    # The edge's midpoint: level with the middle of the pips it crosses.
    centre = (sum(COLUMNS) / 2, ROWS[1])
    offset = edge - (centre[0] * dx + centre[1] * dy)
    x, y = centre[0] + offset * dx, centre[1] + offset * dy
    ex, ey = -dy, dx  # along the edge
    half = COVER_LONG / 2
    corners = tuple(
        (round(x + s * half * ex + d * dx, 2), round(y + s * half * ey + d * dy, 2))
        for s, d in ((-1, 0), (1, 0), (1, COVER_SHORT), (-1, COVER_SHORT))
    )
    return Cover(round(x, 2), round(y, 2), round(math.degrees(math.atan2(-dx, dy)), 2), corners)


COVERS = {count: _cover(count) for count in LAYOUTS}


def _view() -> tuple[float, float, float, float]:
    """A box holding the face card and the cover wherever it lies."""
    xs = [0, CARD_W, *(x for cover in COVERS.values() for x, _ in cover.corners)]
    ys = [0, CARD_H, *(y for cover in COVERS.values() for _, y in cover.corners)]
    left, top = min(xs) - MARGIN, min(ys) - MARGIN
    return (
        round(left, 2),
        round(top, 2),
        round(max(xs) + MARGIN - left, 2),
        round(max(ys) + MARGIN - top, 2),
    )


VIEW = _view()


def side_sixes(side: int, name: str, total: int) -> Sixes:
    """One side's sixes for its total (beyond six, all six pips show: the number is shown beside)."""
    black, red = SUITS[side % 2]
    count = min(abs(total), MOST)
    shown = LAYOUTS[count][1]
    pips = tuple(
        Pip(COLUMNS[c], ROWS[r], r == 2, (c, r) in shown) for r in range(len(ROWS)) for c in range(2)
    )
    return Sixes(side, name, total, red if total < 0 else black, pips, COVERS[count], VIEW)


def sixes(totals: Sequence[int], names: Sequence[str]) -> tuple[Sixes, ...]:
    """Every side's sixes, for a score sheet's totals and columns."""
    return tuple(side_sixes(side, names[side], int(total)) for side, total in enumerate(totals))
