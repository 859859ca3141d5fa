"""The per-process replay cache: replays of a game's log by sequence number, and the look-up that finds an
earlier replay whose events in force are exactly the same (after an undo or a redo the game often stands as
it stood at some earlier entry). A projection only: the log is the truth, and losing the cache costs a
replay."""

from __future__ import annotations

from collections import OrderedDict
from threading import Lock
from typing import Any

from scorekeeper.families.log import Effective, Replay


class ReplayCache:
    """Replays by (game, sequence number): a rebuildable projection of the append-only log.

    A log never changes below its latest sequence number, so a replay cached for ``(game, seq)`` stays
    true for ever; each process keeps its own, and losing it only costs a replay.
    """

    def __init__(self, size: int = 128) -> None:
        self._items: OrderedDict[tuple[tuple[str, int], int], Replay] = OrderedDict()
        #: The cached sequence numbers by the shape of their events in force (``_shape``), for ``find``.
        self._by_shape: dict[tuple[Any, ...], set[int]] = {}
        self._size = size
        self._lock = Lock()

    def get(self, game: tuple[str, int], seq: int) -> Replay | None:
        with self._lock:
            found = self._items.get((game, seq))
            if found is not None:
                self._items.move_to_end((game, seq))
            return found

    def put(self, game: tuple[str, int], result: Replay) -> None:
        with self._lock:
            replaced = self._items.pop((game, result.seq), None)
            if replaced is not None:
                self._unindex(game, replaced)
            self._items[(game, result.seq)] = result
            self._by_shape.setdefault(_shape(game, result.effective), set()).add(result.seq)
            while len(self._items) > self._size:
                (old_game, _), old = self._items.popitem(last=False)
                self._unindex(old_game, old)

    def _unindex(self, game: tuple[str, int], result: Replay) -> None:
        shape = _shape(game, result.effective)
        seqs = self._by_shape.get(shape, set())
        seqs.discard(result.seq)
        if not seqs:
            self._by_shape.pop(shape, None)

    def find(self, game: tuple[str, int], effective: tuple[Effective, ...]) -> Replay | None:
        """A cached replay of ``game`` whose events in force are exactly ``effective`` (``same_events``):
        after an undo or redo the game often stands as it stood at some earlier entry."""
        with self._lock:
            seqs = sorted(self._by_shape.get(_shape(game, effective), ()), reverse=True)
            candidates = [self._items.get((game, seq)) for seq in seqs]
        return next((r for r in candidates if r is not None and same_events(r.effective, effective)), None)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._by_shape.clear()


def _shape(game: tuple[str, int], effective: tuple[Effective, ...]) -> tuple[Any, ...]:
    """What replays with the same events in force share: the game, how many, and the last one's entry (an
    index only: ``same_events`` then compares the candidates in full)."""
    last = effective[-1] if effective else None
    return game, len(effective), last and (last.seq, last.corrected)


def same_events(a: tuple[Effective, ...], b: tuple[Effective, ...]) -> bool:
    """Whether two lists of events in force are provably the same input to a replay: same length, and
    each pair the same entry (seq, corrected or not, type) with payloads equal value for value *and* type
    (``1 == 1.0 == True`` in Python, but a ruleset may accept one and refuse another)."""
    return len(a) == len(b) and all(
        x.seq == y.seq
        and x.corrected == y.corrected
        and x.event.type == y.event.type
        and strictly_equal(x.event.payload, y.event.payload)
        for x, y in zip(a, b, strict=True)
    )


def strictly_equal(x: Any, y: Any) -> bool:
    """``x == y`` with the types equal at every level (JSON values: dicts, lists, strings, numbers...)."""
    if type(x) is not type(y):
        return False
    if isinstance(x, dict):
        return x.keys() == y.keys() and all(strictly_equal(v, y[k]) for k, v in x.items())
    if isinstance(x, (list, tuple)):
        return len(x) == len(y) and all(strictly_equal(v, w) for v, w in zip(x, y, strict=True))
    return bool(x == y)
