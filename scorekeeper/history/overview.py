"""What a group's pages show, from its finished games: a leaderboard per game (record and rating), a player's
page (their record in each game, the game's own statistics, head-to-head, partners, results and rating over
time). Pure: the web layer loads the summaries and the roster, and renders these."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from scorekeeper.families.statistics import Count, Statistic, read
from scorekeeper.games.registry import get_ruleset
from scorekeeper.history import aggregate
from scorekeeper.history.aggregate import EVERY_GAME, Filter, Record, Seat, Versus
from scorekeeper.history.ratings import PlayerRating


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line on a game's leaderboard."""

    member: int
    name: str
    record: Record
    rating: PlayerRating | None


@dataclass(frozen=True, slots=True)
class GameBoard:
    """A game's leaderboard in the group: best rated first (then most wins)."""

    slug: str
    title: str
    games: int
    standings: tuple[Standing, ...]
    statistics: tuple[Statistic, ...]


@dataclass(frozen=True, slots=True)
class Readout:
    """One of a game's own statistics for a player, in words."""

    statistic: Statistic
    count: Count
    text: str


@dataclass(frozen=True, slots=True)
class PlayerGame:
    """A player's record, own statistics and rating in one game."""

    slug: str
    title: str
    record: Record
    readouts: tuple[Readout, ...]
    rating: PlayerRating | None


@dataclass(frozen=True, slots=True)
class Opponent:
    member: int
    name: str
    versus: Versus


def title_of(slug: str) -> str:
    ruleset = get_ruleset(slug)
    return ruleset.name if ruleset is not None else slug


def game_board(
    slug: str,
    all_seats: Sequence[Seat],
    names: Mapping[int, str],
    rated: Mapping[int, PlayerRating],
    chosen: Filter = EVERY_GAME,
    held: Mapping[tuple[int, str], Record] | None = None,
) -> GameBoard:
    """The leaderboard of one game over the games the filter keeps (``held``: every game's records, added
    up already, used when the filter keeps every game); the ratings are over all of that game's games."""
    kept = Filter(slug, chosen.since, chosen.until, chosen.players)
    if held is not None and chosen == EVERY_GAME:
        found = {key: record for key, record in held.items() if key[1] == slug}
    else:
        found = aggregate.records(all_seats, kept)
    standings = [
        Standing(member, names.get(member, "?"), record, rated.get(member))
        for (member, _), record in found.items()
    ]
    standings.sort(key=lambda s: (-(s.rating.rating if s.rating else -1e9), -s.record.won, s.name.casefold()))
    ruleset = get_ruleset(slug)
    counted = len({s.game_id for s in all_seats if aggregate.kept(s, kept)})
    statistics = tuple(ruleset.statistics) if ruleset is not None else ()
    return GameBoard(slug, title_of(slug), counted, tuple(standings), statistics)


def player_games(
    member: int,
    all_seats: Sequence[Seat],
    rated: Mapping[str, Mapping[int, PlayerRating]],
    chosen: Filter = EVERY_GAME,
) -> list[PlayerGame]:
    """A player's record in each game they finished, the most played first."""
    found = aggregate.records([s for s in all_seats if s.member == member], chosen)
    pages = []
    for (_, slug), record in sorted(found.items(), key=lambda item: -item[1].played):
        ruleset = get_ruleset(slug)
        statistics = ruleset.statistics if ruleset is not None else ()
        readouts = tuple(
            Readout(s, record.counts.get(s.key, Count()), read(s, record.counts.get(s.key, Count())))
            for s in statistics
        )
        pages.append(PlayerGame(slug, title_of(slug), record, readouts, rated.get(slug, {}).get(member)))
    return pages


def opponents(
    member: int, all_seats: Sequence[Seat], names: Mapping[int, str], chosen: Filter = EVERY_GAME
) -> list[Opponent]:
    """Head-to-head and partners: everyone the player met, the most met first."""
    found = aggregate.versus(all_seats, member, chosen)
    lines = [Opponent(other, names.get(other, "?"), record) for other, record in found.items()]
    return sorted(lines, key=lambda o: (-o.versus.games, o.name.casefold()))


def places_over_time(timeline: Sequence[Seat]) -> tuple[list[str], list[float | None]]:
    """A player's finishing place in each game, oldest first (1 is first place), with the games' dates."""
    return [_day(s.finished_at) for s in timeline], [float(s.place) for s in timeline]


def _day(moment: datetime) -> str:
    return moment.strftime("%d %b")
