"""A group's history as its pages read it, kept per process and brought up to date by the games finished
since, not read again whole: the finished games (their summaries), every group player's seats in them, the
records per player and game, and the ratings per game.

Like the replay cache it is a projection that is never the truth: the summaries are. Each read asks the
database two cheap things, how many summaries the group has and which ended after the newest one held. When
the only change is games finished since (the usual case: a game ends), those are added: their seats, their
records, one rating step each. Anything else (an undo that reopened a game, a correction, a deleted table, a
merge of two players) and the history is read again whole. A group of 10,000 games then opens in the time it
takes to add up what the page shows (docs/benchmarks.md, section 8).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import and_, func, or_
from sqlmodel import Session, select

from scorekeeper.history import aggregate
from scorekeeper.history.aggregate import Record, Seat
from scorekeeper.history.ratings import PlayerRating, rate_next
from scorekeeper.store.models import GameSummary
from scorekeeper.store.summaries import Finished

_SIZE = 16
_CACHE: OrderedDict[tuple[str, int], GroupHistory] = OrderedDict()
_LOCK = threading.Lock()


@dataclass
class GroupHistory:
    """A group's finished games and what is added up from all of them (no period or player count)."""

    canonical: dict[int, int]
    games: list[Finished] = field(default_factory=list)
    seats: list[Seat] = field(default_factory=list)
    records: dict[tuple[int, str], Record] = field(default_factory=dict)
    overall: dict[int, Record] = field(default_factory=dict)
    ratings: dict[str, dict[int, PlayerRating]] = field(default_factory=dict)
    newest: tuple[datetime, int] | None = None

    def add(self, games: list[Finished]) -> None:
        """Games that ended after every game held, oldest first."""
        for game in games:
            self.games.append(game)
            rate_next(self.ratings.setdefault(game.ruleset, {}), game, self.canonical)
            for seat in aggregate.seats([game], self.canonical):
                self.seats.append(seat)
                self.records.setdefault((seat.member, seat.ruleset), Record()).add(seat)
                self.overall.setdefault(seat.member, Record()).add(aggregate.without_counts(seat))
        if games:
            self.newest = (games[-1].finished_at, games[-1].game_id)


def history_of(session: Session, group_id: int, canonical: dict[int, int]) -> GroupHistory:
    """The group's history now: the one held, brought up to date, or read whole."""
    key = (str(session.get_bind().url), group_id)
    count = session.exec(select(func.count()).where(GameSummary.group_id == group_id)).one()
    with _LOCK:
        held = _CACHE.get(key)
    if held is not None and held.canonical == canonical:
        newer = _games(session, group_id, after=held.newest)
        if len(held.games) + len(newer) == count:
            held.add(newer)  # usually none: the page is read again with nothing new
            return _keep(key, held)
    fresh = GroupHistory(dict(canonical))
    fresh.add(_games(session, group_id))
    return _keep(key, fresh)


def forget_all() -> None:
    with _LOCK:
        _CACHE.clear()


def _keep(key: tuple[str, int], history: GroupHistory) -> GroupHistory:
    with _LOCK:
        _CACHE[key] = history
        _CACHE.move_to_end(key)
        while len(_CACHE) > _SIZE:
            _CACHE.popitem(last=False)
    return history


def _games(session: Session, group_id: int, after: tuple[datetime, int] | None = None) -> list[Finished]:
    """The group's summaries, oldest first; ``after``: only those that ended after that (time, game)."""
    columns = (
        GameSummary.game_id,
        GameSummary.ruleset,
        GameSummary.finished_at,
        GameSummary.players,
        GameSummary.result,
    )
    query = select(*columns).where(GameSummary.group_id == group_id)
    if after is not None:
        at, game_id = after
        later = or_(
            GameSummary.finished_at > at, and_(GameSummary.finished_at == at, GameSummary.game_id > game_id)
        )
        query = query.where(later)
    rows = session.exec(query.order_by(GameSummary.finished_at, GameSummary.game_id))
    return [
        Finished(game_id, ruleset, ended, players, _lean(result))
        for game_id, ruleset, ended, players, result in rows
    ]


def _lean(result: dict[str, Any]) -> dict[str, Any]:
    """A summary as the group's pages need it: the totals after each hand are for the game's own chart."""
    return {key: value for key, value in result.items() if key != "progress"}
