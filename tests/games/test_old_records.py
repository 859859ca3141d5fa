"""Records exported before the game-families redesign replay to the same score sheet today.

The JSON files in tests/fixtures/records were exported with the code of commit e66aa23 (see
tests/fixtures/make_records.py), the two Briscola Chiamata records with the code of commit 115539f, before
the direction of play was data, when seats were entered in the order of play (see
tests/fixtures/make_briscola_chiamata_records.py); nothing in them may be regenerated. Their options are read
as the store reads a stored game's (``Ruleset.stored_options``): an option added since keeps the old meaning.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.core import parse_options
from scorekeeper.families.log import Entry, replay
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.registry import get_ruleset

RECORDS = sorted((Path(__file__).parent.parent / "fixtures" / "records").glob("*.json"))


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_an_old_record_replays_to_the_same_scores(path):
    record = json.loads(path.read_text())
    game = record["game"]
    ruleset = get_ruleset(game["ruleset"])
    setup = GameSetup(
        tuple(game["players"]),
        parse_options(ruleset.Options, ruleset.stored_options(game["options"])),
        game["first_dealer"],
        tuple(tuple(t) for t in game["teams"]),
    )
    entries = [Entry(e["seq"], e["type"], e["payload"]) for e in record["events"]]
    sheet = replay(ruleset, setup, entries).sheet
    saved = record["scores"]
    assert list(sheet.totals) == saved["totals"]
    assert [list(r.points) for r in sheet.rows] == [h["points"] for h in saved["hands"]]
    assert [list(r.notes) for r in sheet.rows] == [h["notes"] for h in saved["hands"]]
    assert sheet.is_over == saved["is_over"]
    assert [sheet.columns[i] for i in sheet.winners] == saved["winners"]
    assert sheet.in_progress == saved["in_progress"]
