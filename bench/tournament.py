"""A club night's rounds under load (issue 25): 30 tables of a Swiss tournament finish at once, and the
projector's standings must show it within 2 s.

The tournament (60 players, 30 tables a round, one-round score pads) is set up and each round seated and
started in process by the store's own functions, on the SQLite file the app serves under gunicorn (as
``make run``). Then, per round, 30 clients (one a table, each on its own connection) post the entry that
ends their table's game at the same moment, while a projector asks for the standings fragment as the page
does (``/standings/live?big=1&v=<version shown>``), here every 100 ms instead of every second to time it
finely. Measured per round: how long the 30 entries took to be answered, and how long after the last answer
the fragment showed all 30 tables finished. On the wall the projector asks once a second, so it is current
within that second plus the second figure. Also: the fragment's answer time while nothing changes (204) and
when it changes (a whole fragment of 60 entrants).
"""

from __future__ import annotations

import http.client
import re
import secrets
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from sqlmodel import Session

from bench.load import call
from bench.server import Server, gunicorn
from bench.stats import Timing
from scorekeeper.app import create_app
from scorekeeper.store import groups, tournament_results, tournaments
from scorekeeper.store.db import upgrade

TABLES = 30
ROUNDS = 3
POLL_SECONDS = 0.1
#: How often the projector's page asks (templates/tournaments/_standings.html: every 1s).
PROJECTOR_SECONDS = 1.0
GIVE_UP_SECONDS = 20.0
APP_SPEC = "scorekeeper.app:create_app()"
HTMX = {"HX-Request": "true"}


@dataclass(frozen=True)
class RoundFigures:
    submit_seconds: float  # from the 30 entries' start to the last answer
    current_after: float  # from the last answer to the standings showing every table finished
    refused: int


@dataclass(frozen=True)
class TournamentFigures:
    rounds: list[RoundFigures]
    unchanged: Timing  # the fragment's 204s
    changed: Timing  # the fragment's 200s


def measure_tournament(workdir: Path, rounds: int = ROUNDS) -> TournamentFigures:
    url = f"sqlite:///{workdir / 'tournament.db'}"
    upgrade(url)
    app = create_app({"DATABASE_URL": url, "SECRET_KEY": "bench"})
    engine = app.extensions["engine"]
    env = {"SCOREKEEPER_DATABASE_URL": url, "SCOREKEEPER_SECRET_KEY": secrets.token_hex(32)}
    figures: list[RoundFigures] = []
    unchanged: list[float] = []
    changed: list[float] = []
    try:
        with Session(engine, expire_on_commit=False) as session:
            group, tournament = _club_night(session, rounds)
            path = f"/groups/{group.viewer_token}/tournaments/{tournament.id}/standings/live?big=1"
            with gunicorn(APP_SPEC, env, workdir / "tournament.log", "/") as server:
                for number in range(1, rounds + 1):
                    games = _start_round(session, group, tournament, number)
                    figures.append(_one_round(server, path, games, unchanged, changed))
                    _end_round(session, tournament)
    finally:
        engine.dispose()
    return TournamentFigures(figures, Timing.of(unchanged), Timing.of(changed))


def _club_night(session: Session, rounds: int):
    players = [f"Player {n:02d}" for n in range(1, 2 * TABLES + 1)]
    group = groups.create_group(session, "Bench club", players)
    settings = tournaments.Settings(
        name="Bench night",
        ruleset="score-pad",
        options={"end": "rounds", "rounds": 1},
        movement="swiss",
        rounds=rounds,
        scoring="match",
        tiebreaks=["buchholz"],
        players=[m.id for m in groups.roster(session, group)],
    )
    return group, tournaments.create_tournament(session, group, settings)


def _start_round(session: Session, group, tournament, number: int) -> list[tuple[str, int]]:
    """Seat and start round ``number``: each table's scorer token and game."""
    states = tournament_results.round_states(session, tournament)
    round_ = tournaments.seat_next_round(session, tournament, tournament_results.history(states))
    tournaments.start_round(session, group, tournament, round_)
    state = tournament_results.round_states(session, tournament)[-1]
    return [(t.game_table.scorer_token, t.game.id) for t in state.tables]


def _end_round(session: Session, tournament) -> None:
    session.commit()  # end this session's read transaction: the tables' entries came through the server
    state = tournament_results.round_states(session, tournament)[-1]
    tournaments.end_round(session, state.round, state.counted(), ready=state.ready_to_end)


def _one_round(
    server: Server, path: str, games: list[tuple[str, int]], unchanged: list[float], changed: list[float]
) -> RoundFigures:
    """The tables' last entries at once, and the projector's view of them."""
    go = threading.Barrier(len(games) + 1)
    answers: list[tuple[int, float]] = []
    lock = threading.Lock()

    def table(index: int, token: str, game: int) -> None:
        conn = server.connection()
        body = {"type": "round", "payload": {"scores": [10 + index % 7, 3]}, "expected_seq": 0}
        go.wait()
        status, _ = call(conn, "POST", f"/api/v1/tables/{token}/games/{game}/events", body)
        with lock:
            answers.append((status, time.monotonic()))
        conn.close()

    projector = server.connection()
    timings = {200: changed, 204: unchanged}
    version, _ = _poll(projector, path, "", timings)
    threads = [threading.Thread(target=table, args=(i, *g)) for i, g in enumerate(games)]
    for thread in threads:
        thread.start()
    go.wait()
    started = time.monotonic()
    all_finished = f"{len(games)} of {len(games)} tables finished"
    current_at = None
    while current_at is None and time.monotonic() - started < GIVE_UP_SECONDS:
        version, text = _poll(projector, path, version, timings)
        if all_finished in text:
            current_at = time.monotonic()
        time.sleep(POLL_SECONDS)
    for thread in threads:
        thread.join()
    for _ in range(5):  # nothing changes now: the 204s
        _poll(projector, path, version, timings)
    projector.close()
    last = max(at for _, at in answers)
    refused = sum(status != 201 for status, _ in answers)
    after = max(current_at - last, 0.0) if current_at is not None else float("nan")
    return RoundFigures(last - started, after, refused)


def _poll(
    conn: http.client.HTTPConnection, path: str, version: str, timings: dict[int, list[float]]
) -> tuple[str, str]:
    """One ask of the projector, timed by its answer's status: the version now shown and the fragment
    (empty for a 204: nothing changed)."""
    began = time.perf_counter()
    conn.request("GET", f"{path}&v={version}", headers=HTMX)
    response = conn.getresponse()
    text = response.read().decode()
    timings.setdefault(response.status, []).append((time.perf_counter() - began) * 1000)
    found = re.search(r'data-version="(\w+)"', text)
    return (found[1] if found else version), text
