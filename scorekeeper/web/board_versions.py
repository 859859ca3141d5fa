"""The scoreboard's body, drawn once per version of a game, and what an open board is sent after an entry.

A version of a game (its entry number) never changes, so its drawn body is kept (``VERSIONS``) and served
as drawn to every open board of the game: fifty boards cost one drawing. A body is drawn as a frame (totals,
status, score device, the sheet's head and foot: a size that does not grow with the game) with a marker
where the sheet's rows go, and the rows one by one, each drawn once (``ROWS``: a later version showing the
same row reuses it). After an entry an open board is pushed the new frame and only the rows from the first
that changed (``patch_event``): an entry at hand 500 sends the last row, not the 500 before it.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from flask import get_template_attribute, render_template
from markupsafe import Markup
from sqlmodel import Session

from scorekeeper.families.log import Replay
from scorekeeper.families.ruleset import HandRow
from scorekeeper.store import repo
from scorekeeper.store.models import Game
from scorekeeper.store.writes import Access

#: Where the frame's rows go (``_sheet_table.html`` with ``rows_omitted``); board.js puts them there too.
ROWS_MARKER = "<!--rows-->"
V = TypeVar("V")


class LruCache(Generic[V]):
    """A bounded map, least recently used dropped first, safe across threads and greenlets."""

    def __init__(self, size: int) -> None:
        self._items: OrderedDict[Hashable, V] = OrderedDict()
        self._size = size
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> V | None:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
            return found

    def put(self, key: Hashable, value: V) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                self._items.popitem(last=False)


@dataclass(frozen=True, slots=True)
class BoardVersion:
    """A game's board body at one entry number, for one kind of link (its links carry the token)."""

    seq: int
    frame: str
    rows: tuple[str, ...]

    def html(self) -> str:
        return self.frame.replace(ROWS_MARKER, "".join(self.rows), 1)


VERSIONS: LruCache[BoardVersion] = LruCache(64)
ROWS: LruCache[str] = LruCache(4096)
EVENTS: LruCache[str] = LruCache(256)
#: One drawing at a time: boards woken together by one entry wait for the first to draw, then find it drawn.
_DRAWING = threading.Lock()


def board_context(
    access: Access, game: Game, result: Replay, *, rows_omitted: bool = False
) -> dict[str, Any]:
    return {
        "access": access,
        "token": access.table.scorer_token if access.can_write else access.table.viewer_token,
        "table": access.table,
        "game": game,
        "ruleset": repo.ruleset_of(game),
        "result": result,
        "sheet": result.sheet,
        "prompt": result.prompt,
        "rows_omitted": rows_omitted,
    }


def version_key(game_key: Hashable, seq: int, can_write: bool) -> tuple[Hashable, int, bool]:
    return game_key, seq, can_write


def current_version(session: Session, access: Access, game: Game, game_key: Hashable) -> BoardVersion:
    """The board body of the game as it stands now, drawn or found drawn."""
    result = repo.current(session, game)
    key = version_key(game_key, result.seq, access.can_write)
    found = VERSIONS.get(key)
    if found is None:
        found = draw(access, game, result)
        VERSIONS.put(key, found)
    return found


def version_at(
    game_key: Hashable, seq: int, can_write: bool, draw_current: Callable[[], BoardVersion]
) -> BoardVersion:
    """The version at ``seq`` if drawn, else the current one (``draw_current``: one drawer at a time)."""
    found = VERSIONS.get(version_key(game_key, seq, can_write))
    if found is not None:
        return found
    with _DRAWING:
        return VERSIONS.get(version_key(game_key, seq, can_write)) or draw_current()


def draw(access: Access, game: Game, result: Replay) -> BoardVersion:
    """Draw a version: the frame once, and each row unless an earlier version drew the same one."""
    frame = render_template("_board.html", **board_context(access, game, result, rows_omitted=True))
    columns = result.sheet.columns
    return BoardVersion(
        result.seq, frame, tuple(row_html(i, row, columns) for i, row in enumerate(result.sheet.rows))
    )


def row_html(index: int, row: HandRow, columns: Sequence[str]) -> str:
    """One sheet row as ``_sheet_row.html`` draws it, reused while the same row stands at the same place."""
    try:
        key: Hashable | None = (index, row, tuple(columns))
        hash(key)
    except TypeError:  # a row holding something unhashable: drawn every time, still right
        key = None
    found = ROWS.get(key) if key is not None else None
    if found is None:
        macro = get_template_attribute("_sheet_row.html", "sheet_row")
        found = str(Markup(macro(row, index, columns)))
        if key is not None:
            ROWS.put(key, found)
    return found


def kept_rows(before: BoardVersion, after: BoardVersion) -> int:
    """How many rows the two versions share from the top (drawn rows are shared, so mostly by identity)."""
    kept = 0
    for old, new in zip(before.rows, after.rows, strict=False):
        if old is not new and old != new:
            break
        kept += 1
    return kept


def patch_event(game_key: Hashable, can_write: bool, before: BoardVersion, after: BoardVersion) -> str:
    """The stream's ``board`` event taking a board from ``before`` to ``after``: the new frame, how many of
    its rows to keep, and the rows after them. A board that does not show ``before`` fetches the whole body
    instead (board.js). Written once for all the boards going the same way."""
    key = (game_key, can_write, before.seq, after.seq)
    found = EVENTS.get(key)
    if found is None:
        keep = kept_rows(before, after)
        data = {
            "seq": after.seq,
            "base": before.seq,
            "keep": keep,
            "frame": after.frame,
            "rows": after.rows[keep:],
        }
        found = f"id: {after.seq}\nevent: board\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"
        EVENTS.put(key, found)
    return found
