"""A group's statistics, added up from its finished games' summaries (``store/summaries.py``). Pure: the
summaries come in as plain data with the group's players (merged ones counted as who they became).

Per player and game: games played and won, win %, average finishing place, average and best totals, the
longest and the current winning streak, the game's own counts (``families/statistics.py``), head-to-head
against each other player and records with each partner; over any period and by player count (``Filter``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from scorekeeper.families.statistics import Count, tally_from_json
from scorekeeper.store.summaries import Finished


@dataclass(frozen=True, slots=True)
class Filter:
    """Which games count: a game (ruleset slug), a period (dates, both ends included), a player count."""

    ruleset: str | None = None
    since: date | None = None
    until: date | None = None
    players: int | None = None


EVERY_GAME = Filter()


@dataclass(frozen=True, slots=True)
class Seat:
    """One player's result in one finished game, as the statistics read it."""

    game_id: int
    ruleset: str
    finished_at: datetime
    players: int
    member: int
    column: int
    total: int
    place: int
    won: bool
    lower_wins: bool
    tally: Mapping[str, Count]


@dataclass
class Record:
    """A player's record in one game (or all games): the figures a leaderboard shows."""

    played: int = 0
    won: int = 0
    places: int = 0
    totals: int = 0
    best: int | None = None
    longest_streak: int = 0
    streak: int = 0
    counts: dict[str, Count] = field(default_factory=dict)

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    @property
    def average_place(self) -> float | None:
        return self.places / self.played if self.played else None

    @property
    def average_total(self) -> float | None:
        return self.totals / self.played if self.played else None

    def add(self, seat: Seat) -> None:
        self.played += 1
        self.won += seat.won
        self.places += seat.place
        self.totals += seat.total
        better = min if seat.lower_wins else max
        self.best = seat.total if self.best is None else better(self.best, seat.total)
        self.streak = self.streak + 1 if seat.won else 0
        self.longest_streak = max(self.longest_streak, self.streak)
        for key, count in seat.tally.items():
            self.counts[key] = self.counts.get(key, Count()) + count


@dataclass
class Versus:
    """Two players' games together: as opponents (who placed better) or as partners (same side)."""

    games: int = 0
    ahead: int = 0
    behind: int = 0
    level: int = 0
    partnered: int = 0
    won_together: int = 0


def seats(games: Iterable[Finished], canonical: Mapping[int, int]) -> list[Seat]:
    """Every seat of a group's player in these games, oldest game first (guests left out)."""
    found = []
    for game in games:
        result = game.result
        for seat in result.get("seats", ()):
            member = seat.get("member")
            if member is None:
                continue
            found.append(
                Seat(
                    game_id=game.game_id,
                    ruleset=game.ruleset,
                    finished_at=game.finished_at,
                    players=game.players,
                    member=canonical.get(member, member),
                    column=seat["column"],
                    total=seat["total"],
                    place=seat["place"],
                    won=bool(seat["won"]),
                    lower_wins=bool(result.get("lower_wins")),
                    tally=tally_from_json(seat.get("tally") or {}),
                )
            )
    return found


def records(all_seats: Sequence[Seat], games: Filter = EVERY_GAME) -> dict[tuple[int, str], Record]:
    """Each player's record in each game, by (player, ruleset), over the games the filter keeps."""
    found: dict[tuple[int, str], Record] = {}
    for seat in all_seats:
        if kept(seat, games):
            found.setdefault((seat.member, seat.ruleset), Record()).add(seat)
    return found


def overall(all_seats: Sequence[Seat], games: Filter = EVERY_GAME) -> dict[int, Record]:
    """Each player's record over every game the filter keeps (the game's own counts left out: they only
    add up within one game)."""
    found: dict[int, Record] = {}
    for seat in all_seats:
        if kept(seat, games):
            found.setdefault(seat.member, Record()).add(without_counts(seat))
    return found


def versus(all_seats: Sequence[Seat], member: int, games: Filter = EVERY_GAME) -> dict[int, Versus]:
    """``member`` against (and beside) each other player they met in the games the filter keeps."""
    by_game: dict[int, list[Seat]] = {}
    for seat in all_seats:
        if kept(seat, games):
            by_game.setdefault(seat.game_id, []).append(seat)
    found: dict[int, Versus] = {}
    for table in by_game.values():
        mine = next((s for s in table if s.member == member), None)
        if mine is None:
            continue
        for other in table:
            if other.member == member:
                continue
            record = found.setdefault(other.member, Versus())
            record.games += 1
            if other.column == mine.column:
                record.partnered += 1
                record.won_together += mine.won
            elif mine.place < other.place:
                record.ahead += 1
            elif mine.place > other.place:
                record.behind += 1
            else:
                record.level += 1
    return found


def timeline(all_seats: Sequence[Seat], member: int, games: Filter = EVERY_GAME) -> list[Seat]:
    """``member``'s games the filter keeps, oldest first: results over time."""
    return [s for s in all_seats if s.member == member and kept(s, games)]


def rulesets_played(all_seats: Sequence[Seat]) -> list[str]:
    """The games the group has finished, the most played first."""
    counts: dict[str, set[int]] = {}
    for seat in all_seats:
        counts.setdefault(seat.ruleset, set()).add(seat.game_id)
    return sorted(counts, key=lambda slug: (-len(counts[slug]), slug))


def kept(seat: Seat, games: Filter) -> bool:
    day = seat.finished_at.date()
    return (
        (games.ruleset is None or seat.ruleset == games.ruleset)
        and (games.since is None or day >= games.since)
        and (games.until is None or day <= games.until)
        and (games.players is None or seat.players == games.players)
    )


def without_counts(seat: Seat) -> Seat:
    return Seat(**{**_fields(seat), "tally": {}})


def _fields(seat: Seat) -> dict[str, Any]:
    return {name: getattr(seat, name) for name in Seat.__slots__}
