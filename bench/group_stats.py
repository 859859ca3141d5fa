"""A group's statistics over a long history (issue 24): a club of 40 players with 10,000 finished Oh Hell!
games, about a million entries in their logs, on SQLite, in process.

The history is generated, not played through the web: ``TEMPLATES`` games of four are played to the end
with the rules' own random entries; each of the 10,000 games is one of them, seated with four of the club's
players at random, one hour after the one before, with its log stored entry by entry and its summary made
by the same code that makes it when a game ends (``store/summaries.summary_of``). Measured:

- opening the group's page, a game's leaderboard and a player's page: the first time in a process (the
  history read whole) and then (the history kept, brought up to date);
- the entry that ends a game, at the end of this history and in a group with no history: what finishing a
  game costs should not grow with the group's history;
- the group's page right after a game ended (the kept history brought up to date by one game).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace

from sqlalchemy import insert
from sqlmodel import Session

from bench.render import bench_app
from bench.stats import Timing
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.log import Entry, replay
from scorekeeper.families.payloads import apply_checked
from scorekeeper.families.ruleset import OVER, GameSetup
from scorekeeper.games.registry import get_ruleset
from scorekeeper.store import group_history, groups
from scorekeeper.store.models import EventRecord, Game, GameSummary
from scorekeeper.store.summaries import summary_of

GAMES = 10_000
PLAYERS = 40
TEMPLATES = 20
RULESET = "oh-hell"
SEATS = 4
REPEATS = 10


@dataclass(frozen=True)
class GroupFigures:
    games: int
    entries: int
    build_seconds: float
    cold: dict[str, float]
    warm: dict[str, Timing]
    finish_long: Timing
    finish_empty: Timing
    after_finish: Timing


def measure_group_stats(workdir: Path, games: int = GAMES, repeats: int = REPEATS) -> GroupFigures:
    folder = workdir / "group-stats"
    folder.mkdir(exist_ok=True)
    with bench_app(folder) as app:
        started = time.perf_counter()
        token, members, entries = _build(app, games)
        built = time.perf_counter() - started
        client = app.test_client()
        pages = {
            "group page": f"/groups/{token}",
            "game leaderboard": f"/groups/{token}/games/{RULESET}",
            "player page": f"/groups/{token}/players/{members[0]}",
        }
        group_history.forget_all()
        cold = {name: _time_once(lambda path=path: _get(client, path)) for name, path in pages.items()}
        warm = {
            name: Timing.of([_time_once(lambda path=path: _get(client, path)) for _ in range(repeats)])
            for name, path in pages.items()
        }
        finish_long, after = _finish_games(client, token, members, pages["group page"], repeats)
        empty_token, empty_members, _ = _build(app, 0, name="Empty club")
        finish_empty, _ = _finish_games(client, empty_token, empty_members, f"/groups/{empty_token}", repeats)
        return GroupFigures(games, entries, built, cold, warm, finish_long, finish_empty, after)


def _build(app, games: int, name: str = "Club") -> tuple[str, list[int], int]:
    """The club, its roster and one table, and ``games`` finished games with their logs and summaries."""
    ruleset = get_ruleset(RULESET)
    rng = random.Random(24)
    engine = app.extensions["engine"]
    with Session(engine, expire_on_commit=False) as session:
        group = groups.create_group(session, name, [f"Player {n + 1}" for n in range(PLAYERS)])
        members = [m.id for m in groups.roster(session, group)]
        table = groups.create_group_table(session, group, "Club night", members[:SEATS])
        templates = [_played(ruleset, rng) for _ in range(min(TEMPLATES, games))]
        start = datetime(2024, 1, 1, 19, tzinfo=UTC)
        entries = 0
        for first in range(0, games, 500):
            batch = range(first, min(games, first + 500))
            chosen = [templates[n % len(templates)] for n in batch]
            rows = [
                {
                    "table_id": table.id,
                    "ruleset": RULESET,
                    "options": {},
                    "players": list(names),
                    "teams": [],
                    "first_dealer": 0,
                    "created_at": start + timedelta(hours=n),
                }
                for n, (names, _, _) in zip(batch, chosen, strict=True)
            ]
            ids = list(session.execute(insert(Game).returning(Game.id), rows).scalars())
            events, summaries = [], []
            for n, game_id, (names, log, result) in zip(batch, ids, chosen, strict=True):
                ended = start + timedelta(hours=n, minutes=50)
                events += [
                    {
                        "game_id": game_id,
                        "seq": e.seq,
                        "type": e.type,
                        "payload": dict(e.payload),
                        "author": "",
                        "created_at": ended,
                    }
                    for e in log
                ]
                seated = rng.sample(members, SEATS)
                summary = _summary(session, game_id, group.id, table.id, names, result, ended, seated)
                summaries.append(summary)
            session.execute(insert(EventRecord), events)
            session.execute(insert(GameSummary), summaries)
            session.commit()
            entries += len(events)
        return group.scorer_token, members, entries


def _played(ruleset, rng: random.Random, first_dealer: int | None = None):
    """One game of four played to its end with the rules' random entries: names, log and its replay (the
    first dealer drawn at random unless given)."""
    names = ("Ann", "Bob", "Cid", "Dee")
    dealer = rng.randrange(SEATS) if first_dealer is None else first_dealer
    setup = GameSetup(names, parse_options(ruleset.Options, {}), dealer)
    state, log = ruleset.start(setup), []
    while ruleset.prompt(state).phase != OVER:
        for _ in range(500):
            event = ruleset.random_entry(state, rng)
            try:
                state, stored = apply_checked(ruleset, state, event)
            except RuleError:
                continue
            log.append(Entry(len(log) + 1, event.type, stored))
            break
        else:
            raise RuntimeError("the random entries are stuck")
    return names, log, replay(ruleset, setup, log)


def _summary(session, game_id, group_id, table_id, names, result, ended, seated) -> dict:
    """The summary the game's end would have written, its seats those of ``seated`` players."""

    ruleset = get_ruleset(RULESET)
    setup = GameSetup(names, parse_options(ruleset.Options, {}), 0)
    made = summary_of(
        session, SimpleNamespace(id=game_id, table_id=table_id), group_id, ruleset, setup, result, ended
    )
    for seat, member in zip(made.result["seats"], seated, strict=True):
        seat["member"] = member
    return {
        "game_id": game_id,
        "group_id": group_id,
        "ruleset": RULESET,
        "finished_at": ended,
        "players": SEATS,
        "result": made.result,
    }


def _finish_games(client, token: str, members: list[int], page: str, count: int = REPEATS):
    """Play ``count`` games at a new table of the group to their last entry; time each last entry and the
    group's page read right after it."""
    from bench.render import api

    with Session(client.application.extensions["engine"], expire_on_commit=False) as session:
        group = groups.group_by_token(session, token).group
        table = groups.create_group_table(session, group, "Late table", members[:SEATS]).scorer_token
    ruleset = get_ruleset(RULESET)
    finishing, after = [], []
    for number in range(count):
        game = api(client, f"/api/v1/tables/{table}/games", {"ruleset": RULESET, "first_dealer": 0})
        path = f"/api/v1/tables/{table}/games/{game['id']}/events"
        _, log, _ = _played(ruleset, random.Random(number), first_dealer=0)
        for entry in log:
            body = {"type": entry.type, "payload": dict(entry.payload), "expected_seq": entry.seq - 1}
            began = time.process_time()
            response = client.post(path, json=body)
            spent = time.process_time() - began
            if response.status_code != 201:
                raise RuntimeError(f"entry refused: {response.get_data(as_text=True)[:200]}")
        finishing.append(spent)  # the last entry: the one that ends the game
        after.append(_time_once(lambda: _get(client, page)))
    return Timing.of(finishing), Timing.of(after)


def _get(client, path: str) -> None:
    response = client.get(path)
    if response.status_code != 200:
        raise RuntimeError(f"GET {path} answered {response.status_code}")


def _time_once(action: Callable[[], None]) -> float:
    began = time.perf_counter()
    action()
    return time.perf_counter() - began
