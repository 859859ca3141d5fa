"""``python -m bench.profile_entries``: where the app's time per entry goes, in process.

The entries of the load benchmark (a Six-card Golf round, then undo and redo alternately, a fresh game
every 200 entries; ``bench/load.py``) are posted through Flask's test client to the API, on a fresh SQLite
database, under ``cProfile``. Printed: CPU time per entry (``time.process_time``, so other work on the
machine does not inflate it much; the least of five batches, since interference only ever adds; the
profiler's own overhead is left out by a second, unprofiled run) and
the functions with the most cumulative time, grouped by layer (``--top N`` lines; ``--entries N``).
The test client skips HTTP parsing and gunicorn, which the load benchmark measures; everything from the
WSGI call down is the same code.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import secrets
import tempfile
import time
from pathlib import Path

from bench.load import ENTRIES_PER_GAME, GOLF_PLAYERS
from scorekeeper.app import create_app
from scorekeeper.store.db import upgrade

WARM_UP = 200
BATCHES = 5  # the least batch is the figure: other work on the machine only ever adds to it


class GolfPoster:
    """One table posting the load benchmark's Golf entries through the test client."""

    def __init__(self, client) -> None:
        self.client = client
        answer = client.post("/api/v1/tables", json={"name": "Profile", "players": GOLF_PLAYERS})
        self.token = answer.get_json()["scorer_token"]
        self.games = 0
        self.new_game()

    def new_game(self) -> None:
        answer = self.client.post(f"/api/v1/tables/{self.token}/games", json={"ruleset": "golf"})
        game = answer.get_json()
        self.game_id, self.seq = game["id"], game["seq"]
        self.games += 1

    def post(self) -> None:
        if self.seq == 0:
            scores = [(self.games * 3 + seat * 5) % 31 for seat in range(len(GOLF_PLAYERS))]
            event = {"type": "round", "payload": {"scores": scores}}
        else:
            event = {"type": "undo" if self.seq % 2 else "redo", "payload": {}}
        answer = self.client.post(
            f"/api/v1/tables/{self.token}/games/{self.game_id}/events",
            json={**event, "expected_seq": self.seq, "author": "profile"},
        )
        if answer.status_code != 201:
            raise RuntimeError(f"entry refused: {answer.status_code} {answer.get_data(as_text=True)[:200]}")
        self.seq += 1
        if self.seq >= ENTRIES_PER_GAME:
            self.new_game()


#: Where an entry's time goes: (label, file the function is in, function); each share is the function's
#: cumulative time over the app's whole time (``wsgi_app``); "the rest of the append" is what
#: ``repo.append_event`` spends outside the parts inside it (``INSIDE_APPEND``).
LAYERS = (
    ("reading the body (JSON, pydantic schema)", "scorekeeper/web/schemas.py", "read_body"),
    ("write lock, then table and game by token (plain row)", "scorekeeper/web/common.py", "game_for_entry"),
    ("undo/redo: a replay reused, or the log replayed", "scorekeeper/store/repo.py", "_check_append"),
    ("game event: applied to the cached replay", "scorekeeper/store/repo.py", "_extend"),
    ("the answer's game JSON", "scorekeeper/web/api.py", "game_json"),
    ("jsonify", "flask/json/__init__.py", "jsonify"),
)
INSIDE_APPEND = ("_check_append", "_extend")


def cumulative(stats: pstats.Stats, path_end: str, function: str) -> float:
    """Cumulative seconds of the functions called ``function`` in files ending with ``path_end``."""
    table = stats.stats  # type: ignore[attr-defined]  # {(file, line, name): (cc, nc, tt, ct, callers)}
    return sum(v[3] for (path, _, name), v in table.items() if path.endswith(path_end) and name == function)


def layers(stats: pstats.Stats) -> list[tuple[str, float]]:
    """The share of the app's time (from the WSGI call down) of each layer, as fractions."""
    whole = cumulative(stats, "flask/app.py", "wsgi_app")
    view = cumulative(stats, "flask/app.py", "dispatch_request")
    append = cumulative(stats, "scorekeeper/store/repo.py", "append_event")
    shares = [(label, cumulative(stats, path, name) / whole) for label, path, name in LAYERS]
    inside_append = sum(
        share for (_, _, name), (_, share) in zip(LAYERS, shares, strict=True) if name in INSIDE_APPEND
    )
    shares.append(("the rest of the append (statements, commit)", append / whole - inside_append))
    shares.append(("Flask around the view (context, cookie session, hooks)", (whole - view) / whole))
    return shares


def cpu_per_entry(poster: GolfPoster, entries: int) -> float:
    """CPU seconds per entry over ``entries`` posts (process time: user + system of this process)."""
    began = time.process_time()
    for _ in range(entries):
        poster.post()
    return (time.process_time() - began) / entries


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--entries", type=int, default=2000)
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--no-profile", action="store_true", help="only the CPU per entry, unprofiled")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="scorekeeper-profile-") as folder:
        url = f"sqlite:///{Path(folder) / 'profile.db'}"
        upgrade(url)
        app = create_app({"DATABASE_URL": url, "SECRET_KEY": secrets.token_hex(16), "TESTING": False})
        poster = GolfPoster(app.test_client())
        cpu_per_entry(poster, WARM_UP)
        batches = sorted(cpu_per_entry(poster, args.entries // BATCHES) * 1000 for _ in range(BATCHES))
        print(
            f"CPU per entry, unprofiled: {batches[0]:.3f} ms, the least of {BATCHES} batches of "
            f"{args.entries // BATCHES} entries (median {batches[BATCHES // 2]:.3f} ms), in process"
        )
        if args.no_profile:
            return
        profiler = cProfile.Profile()
        profiler.enable()
        cpu_per_entry(poster, args.entries)
        profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    print("Share of the app's time per entry (profiled run; the profiler inflates Python more than C):")
    for label, share in layers(stats):
        print(f"  {label:<58}{share:6.0%}")
    stats.sort_stats("cumulative").print_stats(args.top)
    print(out.getvalue())


if __name__ == "__main__":
    main()
