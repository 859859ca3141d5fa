"""kill -9 during an import leaves the whole game or nothing (issue 15).

A child process imports a large record (5,000 entries) into a file SQLite database and is killed with SIGKILL
at random moments: half the trials anywhere in the import, half while it writes (after its table row is in).
After every kill the database holds, for each trial, either the complete game with its whole log or no row
at all: no table without a game, no game without its log, no log cut short.
"""

from __future__ import annotations

import json
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from scorekeeper.core import parse_options
from scorekeeper.families.log import Entry, replay
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.registry import get_ruleset
from scorekeeper.store.db import upgrade
from scorekeeper.store.records import SCHEMA, SCHEMA_VERSION, sheet_as_dict

ENTRIES = 5000
TRIALS = 10
ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import json, sys
from sqlmodel import Session
from scorekeeper.store import records, repo, tables
from scorekeeper.store.db import make_engine

engine = make_engine(sys.argv[1])
record = json.loads(open(sys.argv[2]).read())
add_table = tables.add_table

def add_table_and_say_so(*args, **kwargs):
    table = add_table(*args, **kwargs)
    print("writing", flush=True)
    return table

tables.add_table = add_table_and_say_so
print("ready", flush=True)
with Session(engine) as session:
    records.import_record(session, record)
print("done", flush=True)
"""


def large_record() -> dict:
    """A Golf game whose log is a round and its undo, over and over, ending on a round: 5,000 entries."""
    players = ["Ann", "Bob", "Cid"]
    entries = [
        Entry(seq, "round", {"scores": [seq % 7, 3, 5]}) if seq % 2 else Entry(seq, "undo", {})
        for seq in range(1, ENTRIES + 1)
    ]
    entries[-1] = Entry(ENTRIES, "round", {"scores": [4, 3, 5]})
    ruleset = get_ruleset("golf")
    setup = GameSetup(tuple(players), parse_options(ruleset.Options, {"rounds": 9}), 0, ())
    sheet = replay(ruleset, setup, entries).sheet
    return {
        "schema": SCHEMA,
        "schema_version": SCHEMA_VERSION,
        "table": {"name": "Long night"},
        "game": {
            "ruleset": "golf",
            "options": {"rounds": 9},
            "players": players,
            "teams": [],
            "first_dealer": 0,
        },
        "events": [
            {
                "seq": e.seq,
                "type": e.type,
                "payload": e.payload,
                "author": "",
                "at": "2026-01-02T20:00:00+00:00",
            }
            for e in entries
        ],
        "scores": sheet_as_dict(sheet),
    }


LOGS = "SELECT game_id FROM event GROUP BY game_id"
GAMES_OF = "SELECT 1 FROM game WHERE table_id ="
LOG_OF = "SELECT count(*) FROM event WHERE game_id ="
TABLE_OF = "SELECT 1 FROM card_table WHERE id ="


def census(path: Path) -> dict[str, int]:
    """What is in the database: games, complete ones, and the leftovers a half import would leave."""
    with sqlite3.connect(path) as conn:
        one = lambda sql: conn.execute(sql).fetchone()[0]  # noqa: E731
        return {
            "games": one("SELECT count(*) FROM game"),
            "complete": one(f"SELECT count(*) FROM ({LOGS} HAVING count(*) = {ENTRIES})"),
            "bare_tables": one(f"SELECT count(*) FROM card_table t WHERE NOT EXISTS ({GAMES_OF} t.id)"),
            "short_logs": one(f"SELECT count(*) FROM game g WHERE ({LOG_OF} g.id) != {ENTRIES}"),
            "players_without_table": one(
                f"SELECT count(*) FROM player p WHERE NOT EXISTS ({TABLE_OF} p.table_id)"
            ),
        }


def start(url: str, record_path: Path, script: Path) -> subprocess.Popen:
    child = subprocess.Popen(
        [sys.executable, str(script), url, str(record_path)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    assert child.stdout.readline().strip() == "ready"
    return child


@pytest.mark.slow
def test_kill_9_mid_import_leaves_the_whole_game_or_nothing(tmp_path):
    db_path, record_path, script = tmp_path / "kill.db", tmp_path / "record.json", tmp_path / "child.py"
    url = f"sqlite:///{db_path}"
    upgrade(url)
    record_path.write_text(json.dumps(large_record()))
    script.write_text(CHILD)

    # One import left to finish: how long the whole import and its writing take.
    child = start(url, record_path, script)
    began = time.perf_counter()
    assert child.stdout.readline().strip() == "writing"
    writing = time.perf_counter()
    assert child.stdout.readline().strip() == "done" and child.wait(30) == 0
    child.stdout.close()
    whole, write = writing - began + 0.05, time.perf_counter() - writing
    assert census(db_path) == {
        "games": 1,
        "complete": 1,
        "bare_tables": 0,
        "short_logs": 0,
        "players_without_table": 0,
    }

    rng = random.Random(15)
    outcomes: Counter[str] = Counter()
    for trial in range(TRIALS):
        before = census(db_path)["games"]
        child = start(url, record_path, script)
        if trial % 2:  # killed while it writes: after the table row is in, before the commit (mostly)
            assert child.stdout.readline().strip() == "writing"
            time.sleep(rng.uniform(0, write * 0.8))
        else:  # killed anywhere from the start of the import
            time.sleep(rng.uniform(0, whole + write))
        child.send_signal(signal.SIGKILL)
        child.wait(30)
        child.stdout.close()
        now = census(db_path)
        assert now["bare_tables"] == now["short_logs"] == now["players_without_table"] == 0, now
        assert now["games"] == now["complete"]
        kind = "killed while writing" if trial % 2 else "killed anywhere"
        outcomes[f"{kind}: {'complete' if now['games'] > before else 'nothing'}"] += 1
    print(
        f"\nkill -9 x{TRIALS} (import {whole:.2f}s, writing {write:.2f}s): {dict(outcomes)}; no partial rows"
    )
    assert sum(outcomes.values()) == TRIALS
