"""Fingerprints of many random games of every registered game, to show a refactor changed no score.

Plays ``--games`` random games of each game (spread over its player counts, default and random options,
seeded by name so every run draws the same ones) with the ruleset's own ``random_entry``, then prints one
line per game: its slug and a SHA-256 of every accepted entry, every row of the score sheet (label, points,
notes, breakdown, summary), the totals, the winners and the last prompt. Run it before and after a change
and compare the two outputs::

    .venv/bin/python scripts/replay_fingerprint.py > /tmp/before.txt
    # ... refactor ...
    .venv/bin/python scripts/replay_fingerprint.py > /tmp/after.txt
    diff /tmp/before.txt /tmp/after.txt

``--only SLUG`` limits it to some games.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorekeeper.core import RuleError
from tests.games.test_simulation import make_setup

try:
    from scorekeeper.games import all_rulesets
except ImportError:  # before the layout of issue 27
    from scorekeeper.games.registry import all_rulesets  # type: ignore[no-redef]

MAX_ENTRIES = 5000
MAX_REFUSALS = 200


def play(ruleset: Any, players: int, seed: str, number: int) -> list[Any]:
    """One random game to its end: what it produced, as plain data."""
    rng = Random(seed)
    setup = make_setup(ruleset, players, rng, defaults=number == 0)
    state = ruleset.start(setup)
    record: list[Any] = []
    for _ in range(MAX_ENTRIES):
        prompt = ruleset.prompt(state)
        if prompt.phase == "over":
            break
        for _ in range(MAX_REFUSALS):
            event = ruleset.random_entry(state, rng)
            try:
                state = ruleset.apply(state, event)
            except RuleError as exc:
                record.append(("refused", event.type, exc.message))
                continue
            record.append((event.type, event.payload))
            break
    sheet = ruleset.score_sheet(state)
    record.append(
        [(r.label, r.points, r.notes, [[str(x) for x in c] for c in r.lines], r.summary) for r in sheet.rows]
    )
    record.append((sheet.columns, sheet.totals, sheet.winners, sheet.is_over, sheet.dealer, sheet.target))
    record.append((prompt.phase, prompt.events, getattr(prompt, "text", "")))
    return record


def fingerprint(ruleset: Any, games: int) -> str:
    digest = hashlib.sha256()
    counts = range(ruleset.min_players, ruleset.max_players + 1)
    for number in range(games):
        players = counts[number % len(counts)]
        seed = f"fingerprint/{ruleset.slug}/{players}/{number}"
        digest.update(json.dumps(play(ruleset, players, seed, number // len(counts)), default=str).encode())
    return digest.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--only", nargs="*", default=())
    args = parser.parse_args()
    for ruleset in all_rulesets():
        if args.only and ruleset.slug not in args.only:
            continue
        print(ruleset.slug, fingerprint(ruleset, args.games), flush=True)


if __name__ == "__main__":
    main()
