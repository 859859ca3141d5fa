"""What one entry costs as a game grows: a 500-round game entered through the play page's form (htmx, as a
phone sends it), in process, with the server's CPU time per entry and the size of its answer measured in
windows at the start and at the end, with what fifty open boards' streams then cost (the new version of the
board drawn once, a push of what changed written to each). An entry's cost should not grow with the game
(issue 22, item 4): the figures show whether it does.

The game is a score pad of four players ending after 500 rounds: one entry a round, no rule work to speak
of, so what grows is what the server does around the entry (the log, the replay, the page it answers with).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path

from werkzeug.datastructures import MultiDict

from bench.render import bench_app
from scorekeeper.store import repo
from scorekeeper.web.board import BoardFeed
from scorekeeper.web.common import close_session, db

ROUNDS = 500
WINDOW = 20
#: The windows measured: the entries after these many rounds.
WINDOWS = (10, 100, 250, ROUNDS - WINDOW)
PLAYERS = ["Ann", "Bob", "Cid", "Dee"]
#: Boards open on the game, each pushed what changed after an entry (``web/board.py``'s ``BoardFeed``).
BOARDS = 50


@dataclass(frozen=True)
class Window:
    """Entries ``start`` to ``start + WINDOW``: server CPU per entry (ms) and answer size (bytes); the CPU
    the ``BOARDS`` open boards' streams then cost per entry (ms, all of them: the new version drawn once, the
    push written for each) and the size of one push (bytes)."""

    start: int
    cpu_ms: float
    answer_bytes: int
    board_ms: float
    push_bytes: int


def measure_long_game(workdir: Path) -> list[Window]:
    """Enter ``ROUNDS`` rounds through the form; time the windows of ``WINDOWS``."""
    folder = workdir / "long-game"
    folder.mkdir(exist_ok=True)
    with bench_app(folder) as app:
        client = app.test_client()
        table = client.post("/api/v1/tables", json={"name": "Long", "players": PLAYERS}).json
        token = table["scorer_token"]
        options = {"end": "rounds", "rounds": ROUNDS, "name": "Long game"}
        created = client.post(
            f"/api/v1/tables/{token}/games", json={"ruleset": "score-pad", "options": options}
        )
        game = created.json["id"]
        url = f"/t/{token}/g/{game}/entries"
        page = client.get(f"/t/{token}/g/{game}").get_data(as_text=True)
        csrf = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
        feeds = _open_boards(app, table["viewer_token"], game)
        windows: list[Window] = []
        entered = 0
        for start in WINDOWS:
            _enter(client, url, csrf, range(entered, start))
            _push(feeds, entered=start)  # the boards catch up, untimed
            cpu_ms = board_ms = 0.0
            sizes, pushes = [], []
            for number in range(start, start + WINDOW):
                cpu_before = time.process_time()
                sizes += _enter(client, url, csrf, range(number, number + 1))
                boards_before = time.process_time()
                pushes.append(_push(feeds, entered=number + 1))
                board_ms += (time.process_time() - boards_before) * 1000
                cpu_ms += (boards_before - cpu_before) * 1000
            windows.append(
                Window(start, cpu_ms / WINDOW, sum(sizes) // len(sizes), board_ms / WINDOW, max(pushes))
            )
            entered = start + WINDOW
        return windows


def _open_boards(app, viewer: str, game: int) -> list[BoardFeed]:
    """``BOARDS`` boards' streams on the game, started as ``board.stream`` starts each."""
    with app.test_request_context(f"/t/{viewer}/g/{game}/stream"):
        access, found = repo.game_by_token(db(), viewer, game)
        feeds = [BoardFeed(access, found, repo.cache_key(db(), found), app) for _ in range(BOARDS)]
        for feed in feeds:
            feed.start(db())
        close_session()
    return feeds


def _push(feeds: list[BoardFeed], entered: int) -> int:
    """Every board's stream woken for entry ``entered``, as the change watcher wakes them: the size of the
    push each writes (the same for all)."""
    return max(len(feed.after(entered) or "") for feed in feeds)


def _enter(client, url: str, csrf: str, rounds: range) -> list[int]:
    """One form post per round, at the seq the page would carry; the sizes of the answers."""
    sizes = []
    for number in rounds:
        scores = [(f"scores.{i}", str((number * 7 + i * 3) % 11)) for i in range(len(PLAYERS))]
        form = MultiDict(
            [("csrf_token", csrf), ("event_type", "round"), ("expected_seq", str(number)), *scores]
        )
        response = client.post(url, data=form, headers={"HX-Request": "true"})
        assert response.status_code == 200 and "Scorekeeper-Refused" not in response.headers, response.text[
            :500
        ]
        sizes.append(len(response.get_data()))
    return sizes
