"""The phone's offline engine (scorekeeper.phone) against the server: for every game, played entry by entry
with random entries, the engine takes what the server takes, refuses what it refuses with the same sentence,
and draws the same entry form and totals as the server's play page; its bundle imports with nothing but the
standard library beside it."""

from __future__ import annotations

import html
import io
import re
import subprocess
import sys
import zipfile
from random import Random

import pytest
from werkzeug.datastructures import MultiDict

from scorekeeper.families.ruleset import OVER
from scorekeeper.forms import values_for_form
from scorekeeper.games.registry import all_rulesets
from scorekeeper.phone.engine import Engine
from tests.games.test_simulation import make_setup, require_random_entry
from tests.web.helpers import HTMX, post_event
from tests.web.test_templates import start

ENTRIES = 6
CSRF = re.compile(r'name="csrf_token" value="[^"]*"')


def section(page: str, css_class: str) -> str:
    """One ``<section class="card …">`` of the play page, its form token blanked."""
    found = re.search(rf'<section class="card {css_class}.*?</section>', page, re.S)
    assert found, f"no {css_class} section"
    return CSRF.sub('name="csrf_token" value=""', found.group(0))


def totals(page: str) -> str:
    return re.search(r'<tr class="totals">.*?</tr>', page, re.S).group(0)


def spec(client, token: str, gid: int) -> dict:
    answer = client.get(f"/t/{token}/g/{gid}/offline.json")
    assert answer.status_code == 200
    return answer.json


def form_fields(event, seq: int) -> list[tuple[str, str]]:
    values = values_for_form(dict(event.payload))
    return [("event_type", event.type), ("expected_seq", str(seq)), *values.items()]


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.slug)
def test_the_engine_draws_and_decides_as_the_server(client, ruleset):
    """Each random entry, as form fields, goes to the server's play page and to the engine: both take it or
    both refuse it with the same sentence, and the engine's page shows the server's form and totals."""
    require_random_entry(ruleset)
    rng = Random(f"phone/{ruleset.slug}")
    setup = make_setup(ruleset, rng.randint(ruleset.min_players, ruleset.max_players), rng, defaults=True)
    table, game = start(client, ruleset, setup)
    token, gid = table["scorer_token"], game["id"]
    got = spec(client, token, gid)
    if not got["offline"]:
        assert ruleset.secret_fields and got["entries"] == []  # a game keeping secrets is not sent
        return
    engine = Engine(got)
    state, seq, tries = ruleset.start(setup), 0, 0
    while seq < ENTRIES and ruleset.prompt(state).phase != OVER and tries < 100:
        tries += 1
        event = ruleset.random_entry(state, rng)
        fields = form_fields(event, seq)
        server = client.post(f"/t/{token}/g/{gid}/entries", data=MultiDict(fields), headers=HTMX)
        answer = engine.take("entry", fields)
        if "Scorekeeper-Refused" in server.headers:
            assert not answer["taken"] and answer["sentence"] in html.unescape(server.text)
            continue
        assert answer["taken"], answer.get("sentence")
        state = ruleset.apply(state, event)
        seq += 1
        shown = "over" if ruleset.prompt(state).phase == OVER else "entry"
        assert section(answer["page"], shown) == section(server.text, shown)
        assert totals(answer["page"]) == totals(server.text)
    assert seq, f"{ruleset.slug}: no entry was taken"
    # Told again from the start, the engine stands where the server stands.
    again = Engine(spec(client, token, gid))
    assert again.result.seq == seq and again.result.sheet.totals == engine.result.sheet.totals


def test_the_spec_sends_only_the_entries_after_the_ones_the_phone_has(client):
    ruleset = next(r for r in all_rulesets() if r.slug == "golf")
    table, game = start(client, ruleset, make_setup(ruleset, 3, Random(1), defaults=True))
    token, gid = table["scorer_token"], game["id"]
    for seq in range(3):
        post_event(client, token, gid, "round", {"scores": [1, 2, 3]}, seq)
    later = client.get(f"/t/{token}/g/{gid}/offline.json?after=2").json
    assert [e["seq"] for e in later["entries"]] == [3] and later["seq"] == 3
    assert later["urls"]["play.add_entry"] == f"/t/{token}/g/{gid}/entries"
    viewer = table["viewer_token"]
    assert client.get(f"/t/{viewer}/g/{gid}/offline.json").status_code == 403


def test_the_bundle_runs_with_the_standard_library_alone(client, tmp_path):
    answer = client.get("/offline/engine.zip")
    assert answer.status_code == 200 and answer.headers["ETag"]
    again = client.get("/offline/engine.zip", headers={"If-None-Match": answer.headers["ETag"]})
    assert again.status_code == 304
    zipfile.ZipFile(io.BytesIO(answer.data)).extractall(tmp_path)
    script = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from scorekeeper.phone.engine import Engine;"
        "from scorekeeper.games.registry import all_rulesets; print(len(all_rulesets()))"
    )
    # -I -S: no site-packages, no user path, no PYTHONPATH: only the bundle and the standard library.
    command = [sys.executable, "-I", "-S", "-c", script, str(tmp_path)]
    done = subprocess.run(command, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) == len(all_rulesets())
