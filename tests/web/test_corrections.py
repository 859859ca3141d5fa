"""Correcting a past hand from the play page, and Undo/Redo saying what they did.

Oh Hell's hook makes a correction that breaks a later entry easy to build: after bids of 2, 3 and 4 on ten
cards the dealer may not bid 1, and bids 0; changing the first bid to 3 would make that 0 the forbidden bid.
"""

from __future__ import annotations

import re
from random import Random

import pytest
from werkzeug.datastructures import MultiDict

from scorekeeper.app import create_app
from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import OVER
from scorekeeper.forms import values_for_form
from scorekeeper.games.registry import all_rulesets
from tests.games.test_simulation import make_setup, require_random_entry
from tests.web.helpers import HTMX, game_state, make_game, make_table, post_api, post_event, refused
from tests.web.test_templates import start


@pytest.fixture
def client(tmp_path):
    from scorekeeper.store.db import upgrade

    url = f"sqlite:///{tmp_path / 'c.db'}"
    upgrade(url)
    app = create_app({"TESTING": True, "DATABASE_URL": url, "SECRET_KEY": "x", "WTF_CSRF_ENABLED": False})
    yield app.test_client()
    app.extensions["engine"].dispose()


@pytest.fixture
def bids(client):
    """Oh Hell, Ann deals: trump turned (entry 1), Bob 2, Cid 3, Dee 4, Ann 0 (entries 2 to 5)."""
    table = make_table(client)
    token = table["scorer_token"]
    gid = make_game(client, token, "oh-hell")["id"]
    assert post_api(client, token, gid, "trump", {"card": "AS"}).status_code == 201
    for seat, bid in ((1, 2), (2, 3), (3, 4), (0, 0)):
        assert post_api(client, token, gid, "bid", {"player": seat, "bid": bid}).status_code == 201
    return table, gid


def correct(client, token, gid, seq, fields, *, event_type="bid", expected=None, htmx=True):
    expected = game_state(client, token, gid)["seq"] if expected is None else expected
    data = MultiDict([("event_type", "bid"), ("expected_seq", str(expected)), *fields])
    if event_type != "bid":
        data.add("event_type", event_type)  # a submit button named event_type, pressed
    headers = HTMX if htmx else {}
    return client.post(f"/t/{token}/g/{gid}/entries/{seq}/correct", data=data, headers=headers)


def test_every_entry_in_force_has_an_edit_link_and_reads_as_words(client, bids):
    table, gid = bids
    token = table["scorer_token"]
    page = client.get(f"/t/{token}/g/{gid}").text
    for seq in range(1, 6):
        assert f"/t/{token}/g/{gid}/entries/{seq}/edit" in page
    assert "Bob bids 2" in page and "Ann bids 0" in page and "Ace of spades turned: spades are trumps" in page


def test_the_edit_page_shows_the_entry_form_as_it_was(client, bids):
    table, gid = bids
    token = table["scorer_token"]
    r = client.get(f"/t/{token}/g/{gid}/entries/3/edit")
    assert r.status_code == 200
    page = r.text
    assert "Correcting entry 3: Cid bids 3" in page
    assert "Cid bids" in page and "<li><span>Bob</span> <strong>2</strong></li>" in page  # as then
    assert f'action="/t/{token}/g/{gid}/entries/3/correct"' in page
    assert 'name="player" value="2"' in page and "Cancel: keep entry 3" in page
    assert 'class="undo"' not in page  # no undo while a correction is open


def test_a_correction_that_breaks_a_later_entry_is_refused_with_a_sentence_and_nothing_stored(client, bids):
    table, gid = bids
    token = table["scorer_token"]
    r = correct(client, token, gid, 2, [("player", "1"), ("bid", "3")])
    assert refused(r)
    assert "That change would make entry 5 impossible" in r.text and "Correcting entry 2" in r.text
    now = game_state(client, token, gid)
    assert now["seq"] == 5 and now["next"]["data"]["bids"] == [0, 2, 3, 4]


def test_an_accepted_correction_says_what_changed_and_counts_from_then_on(client, bids):
    table, gid = bids
    token = table["scorer_token"]
    r = correct(client, token, gid, 2, [("player", "1"), ("bid", "1")])
    assert r.status_code == 200 and "Corrected entry 2: Bob bids 1." in r.text
    assert r.headers["HX-Replace-Url"] == f"/t/{token}/g/{gid}"  # the address leaves the edit page
    now = game_state(client, token, gid)
    assert now["seq"] == 6 and now["next"]["data"]["bids"] == [0, 1, 3, 4]
    assert "(corrected)" in r.text and "Entry 2 corrected: Bob bids 1" in r.text
    # Without htmx: a redirect, and the page says it once.
    r = correct(client, token, gid, 2, [("player", "1"), ("bid", "2")], htmx=False)
    assert r.status_code == 303
    page = client.get(r.headers["Location"]).text
    assert "Corrected entry 2: Bob bids 2." in page
    assert "Corrected entry 2" not in client.get(r.headers["Location"]).text


def test_the_entry_itself_is_checked_first_and_its_field_shows_the_error(client, bids):
    table, gid = bids
    token = table["scorer_token"]
    r = correct(client, token, gid, 3, [("player", "2"), ("bid", "11")])
    assert refused(r) and 'id="err-bid"' in r.text and "Correcting entry 3" in r.text
    assert game_state(client, token, gid)["seq"] == 5


def test_a_correction_keeps_the_kind_of_entry(client, bids):
    table, gid = bids
    token = table["scorer_token"]
    r = correct(client, token, gid, 2, [("bids.0", "0")], event_type="bids")
    assert refused(r) and "changes its details, not its kind" in r.text
    assert game_state(client, token, gid)["seq"] == 5


def test_a_stale_correction_is_refused(client, bids):
    table, gid = bids
    token = table["scorer_token"]
    r = correct(client, token, gid, 2, [("player", "1"), ("bid", "1")], expected=4)
    assert refused(r, 409) and "Another phone recorded an entry first" in r.text
    assert game_state(client, token, gid)["seq"] == 5


def test_entries_not_in_force_and_viewers_cannot_be_edited(client, bids):
    table, gid = bids
    token = table["scorer_token"]
    undo = client.post(f"/t/{token}/g/{gid}/undo", data={"expected_seq": "5"}, headers=HTMX)
    assert undo.status_code == 200
    assert client.get(f"/t/{token}/g/{gid}/entries/5/edit").status_code == 404  # undone
    assert client.get(f"/t/{token}/g/{gid}/entries/6/edit").status_code == 404  # the undo itself
    assert client.get(f"/t/{token}/g/{gid}/entries/99/edit").status_code == 404
    assert "cannot be changed" in client.get(f"/t/{token}/g/{gid}/entries/5/edit").text
    assert client.get(f"/t/{table['viewer_token']}/g/{gid}/entries/2/edit").status_code == 403
    r = correct(client, table["viewer_token"], gid, 2, [("player", "1"), ("bid", "1")])
    assert r.status_code == 403 and game_state(client, token, gid)["seq"] == 6
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "(undone)" in page and "/entries/5/edit" not in page


def test_undo_and_redo_say_what_they_did(client, bids):
    table, gid = bids
    token = table["scorer_token"]
    r = client.post(f"/t/{token}/g/{gid}/undo", data={"expected_seq": "5"}, headers=HTMX)
    assert "Undone: Ann bids 0." in r.text
    r = client.post(f"/t/{token}/g/{gid}/undo", data={"expected_seq": "6"}, headers=HTMX)
    assert "Undone: Dee bids 4." in r.text
    r = client.post(f"/t/{token}/g/{gid}/redo", data={"expected_seq": "7"})  # no htmx: said after redirect
    assert r.status_code == 303
    assert "Redone: Dee bids 4." in client.get(r.headers["Location"]).text


def test_a_round_of_scores_is_corrected_from_its_form(client):
    """A whole-round entry (Golf): the form comes back filled with the round's numbers."""
    table = make_table(client)
    token = table["scorer_token"]
    gid = make_game(client, token, "golf", options={"rounds": 3})["id"]
    post_api(client, token, gid, "round", {"scores": [7, 2, 9, 4]})
    post_api(client, token, gid, "round", {"scores": [1, 1, 1, 1]})
    page = client.get(f"/t/{token}/g/{gid}/entries/1/edit").text
    assert 'name="scores.2" value="9"' in page and "Record round 1" in page
    data = MultiDict(
        [("event_type", "round"), ("expected_seq", "2"), ("_mode", "scores")]
        + [(f"scores.{i}", str(v)) for i, v in enumerate([7, 2, 5, 4])]
    )
    r = client.post(f"/t/{token}/g/{gid}/entries/1/correct", data=data, headers=HTMX)
    assert r.status_code == 200 and "Corrected entry 1: Ann scores 7, Bob 2, Cid 5, Dee 4." in r.text
    assert game_state(client, token, gid)["totals"] == [8, 3, 6, 5]


# --- Every game: each entry's edit page renders its form as it was; saving it unchanged changes nothing ---

MAX_EDITED = 25


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.slug)
def test_every_game_opens_its_entries_for_correction_and_takes_them_back_unchanged(client, ruleset):
    require_random_entry(ruleset)
    rng = Random(f"corrections/{ruleset.slug}")
    setup = make_setup(ruleset, rng.randint(ruleset.min_players, ruleset.max_players), rng, defaults=True)
    table, game = start(client, ruleset, setup)
    token, gid = table["scorer_token"], game["id"]
    state, refusals, seq = ruleset.start(setup), 0, 0
    while seq < MAX_EDITED and ruleset.prompt(state).phase != OVER:
        event = ruleset.random_entry(state, rng)
        try:
            state = ruleset.apply(state, event)
        except RuleError:
            refusals += 1
            assert refusals <= 200, f"{ruleset.slug}: the random entries are stuck"
            continue
        refusals = 0
        assert post_event(client, token, gid, event.type, dict(event.payload), seq).status_code == 201
        seq += 1
    before = game_state(client, token, gid)
    offered = [int(n) for n in re.findall(r"/entries/(\d+)/edit", client.get(f"/t/{token}/g/{gid}").text)]
    entries = {e["seq"]: e for e in game_entries(client, token, gid)}
    # Every entry in force is offered, except one keeping a secret (New Eleusis's rule, until the round ends).
    assert set(offered) <= set(entries) and (len(offered) == len(entries) or ruleset.secret_fields)
    for seq in offered:
        page = client.get(f"/t/{token}/g/{gid}/entries/{seq}/edit")
        assert page.status_code == 200, page.text
        assert f"Correcting entry {seq}" in page.text and 'id="entry-form"' in page.text
    if not offered:
        return
    # The latest entry, sent back through its form's fields as they were: accepted, and nothing changes.
    latest = entries[max(offered)]
    fields = [("event_type", latest["type"]), ("expected_seq", str(before["seq"]))]
    fields += list(values_for_form(latest["payload"]).items())
    r = client.post(
        f"/t/{token}/g/{gid}/entries/{latest['seq']}/correct", data=MultiDict(fields), headers=HTMX
    )
    assert r.status_code == 200, r.text
    assert f"Entry {latest['seq']} already says that: nothing was changed." in r.text
    after = game_state(client, token, gid)
    assert after["seq"] == before["seq"] and after["totals"] == before["totals"]  # no correction stored
    assert after["next"] == before["next"]


def game_entries(client, token: str, gid: int) -> list[dict]:
    """The game events of the log (the API's list), as the edit links offer them."""
    events = client.get(f"/api/v1/tables/{token}/games/{gid}/events").json["events"]
    return [e for e in events if e["type"] not in ("undo", "redo", "correction")]
