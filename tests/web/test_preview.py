"""The preview of an entry form (play.preview): as a form is filled in, the line under it says what the rules
make of it — the deal's score line or the refusal's sentence — and nothing is ever stored, whatever is
posted: a refused entry, a stale form, a finished game, garbage, an unknown game."""

from __future__ import annotations

import pytest
from werkzeug.datastructures import MultiDict

from tests.web.helpers import HTMX, game_events, table_game
from tests.web.helpers import game_state as state
from tests.web.helpers import post_api as api


def preview(client, token, gid, fields, event=None, seq=None, event_type=None):
    """Post the form as htmx does for the preview line: the hidden fields, then the fields as filled in."""
    current = state(client, token, gid)
    hidden = [
        ("event_type", event_type or (current["next"]["events"] or [""])[0]),
        ("expected_seq", str(current["seq"] if seq is None else seq)),
    ]
    url = f"/t/{token}/g/{gid}/preview" + (f"?event={event}" if event else "")
    return client.post(url, headers=HTMX, data=MultiDict([*hidden, *fields]))


def said(response) -> str:
    """The line as a user reads it: the fragment's text without its tags, spaces squeezed."""
    import re

    text = re.sub(r"<[^>]+>", "", response.text).replace("&amp;", "&").replace("&#39;", "'")
    return " ".join(text.split())


def unchanged(client, token, gid, before):
    after = state(client, token, gid)
    return after["seq"] == before["seq"] and game_events(client, token, gid) == before["events"]


def snapshot(client, token, gid):
    return state(client, token, gid) | {"events": game_events(client, token, gid)}


@pytest.fixture
def malilla(client):
    """Malilla, Ann dealt and turned the 7 of hearts (a bonus of 5 to Ann & Cid)."""
    token, gid, viewer = table_game(client, "malilla")
    assert api(client, token, gid, "turnup", {"card": "7H"}).status_code == 201
    return token, gid, viewer


def test_the_result_form_asks_the_server_as_it_is_filled_in(client, malilla):
    token, gid, _ = malilla
    page = client.get(f"/t/{token}/g/{gid}").text
    line = page[page.index('id="cp-rest"') :].split("</p>")[0]
    # The shared card-point form names the entry it previews (its buttons' type, whatever the form's first).
    asks = f'hx-post="/t/{token}/g/{gid}/preview?event=result"'
    assert asks in line and "input delay:300ms from:closest form" in line
    # Without JavaScript the line says the rule in words, as before.
    assert "The other team has the rest of 70; more than 35 wins the deal." in line
    assert "games.js" not in page


def test_malilla_the_deal_as_the_rules_score_it_and_nothing_stored(client, malilla):
    token, gid, _ = malilla
    before = snapshot(client, token, gid)
    r = preview(client, token, gid, [("side", "1"), ("points", "42")])
    assert r.status_code == 200
    # Bob & Dee took 42, so Ann & Cid the other 28; 42 - 35 = 7. Ann & Cid keep the 5 of the turned 7.
    assert "Ann & Cid +5 took 28 · bonus 5 · Bob & Dee +7 took 42 · +7" in said(r)
    r = preview(client, token, gid, [("side", "0"), ("points", "35")])
    assert "35–35: nobody scores" in said(r)
    assert unchanged(client, token, gid, before)


def test_a_refused_entry_says_its_sentence_and_stores_nothing(client, malilla):
    token, gid, _ = malilla
    before = snapshot(client, token, gid)
    r = preview(client, token, gid, [("side", "0"), ("points", "90")])
    assert r.status_code == 200 and said(r) == "Ann & Cid's card points cannot be more than 70."
    r = preview(client, token, gid, [("side", "0"), ("points", "")])
    assert "missing" in said(r)
    assert unchanged(client, token, gid, before)


@pytest.mark.parametrize(
    "fields, event",
    [
        ([("side", "7"), ("points", "x" * 500)], None),
        ([("points.99999", "1"), ("points.²", "2"), ("_mode", "cards")], None),
        ([("cards", "ZZ 99 ♠♠")], None),
        ([], "no_such_event"),
        ([], "__class__"),
        ([("side", "0"), ("points", "40")], "turnup"),
    ],
)
def test_garbage_answers_a_sentence_never_an_error_page(client, malilla, fields, event):
    token, gid, _ = malilla
    before = snapshot(client, token, gid)
    r = preview(client, token, gid, fields, event=event)
    assert r.status_code == 200 and said(r) and "Traceback" not in r.text
    assert unchanged(client, token, gid, before)


def test_a_stale_form_is_told_so(client, malilla):
    token, gid, _ = malilla
    before = snapshot(client, token, gid)
    r = preview(client, token, gid, [("side", "0"), ("points", "40")], seq=0)
    assert said(r) == "Another entry was recorded meanwhile: the form is out of date."
    r = preview(client, token, gid, [("side", "0"), ("points", "40")], seq="x")
    assert "out of date" in said(r)
    assert unchanged(client, token, gid, before)


def test_a_finished_game_says_it_is_over(client, malilla):
    token, gid, _ = malilla
    assert api(client, token, gid, "foul", {"side": 0}).status_code == 201
    before = snapshot(client, token, gid)
    assert before["next"]["phase"] == "over"
    r = preview(client, token, gid, [("side", "0"), ("points", "40")], event_type="result")
    assert said(r) == "The game is over."
    assert unchanged(client, token, gid, before)


def test_unknown_games_and_viewers_are_refused_without_a_trace(client, malilla):
    token, gid, viewer = malilla
    assert client.post(f"/t/{token}/g/9999/preview", headers=HTMX, data={}).status_code == 404
    assert client.post(f"/t/nosuchtoken/g/{gid}/preview", headers=HTMX, data={}).status_code == 404
    assert client.post(f"/t/{viewer}/g/{gid}/preview", headers=HTMX, data={}).status_code == 403


def test_briscola_previews_the_result_while_the_form_would_note_the_trump(client):
    """The form's first event is the upcard's suit; the preview line names the result it is about."""
    token, gid, _ = table_game(client, "briscola", seated=["Ann", "Bob", "Cid", "Dee"])
    page = client.get(f"/t/{token}/g/{gid}").text
    assert f'hx-post="/t/{token}/g/{gid}/preview?event=result"' in page
    before = snapshot(client, token, gid)
    r = preview(client, token, gid, [("side", "1"), ("points", "68")], event="result")
    assert "Ann & Cid" in said(r) and "Bob & Dee" in said(r) and "52" in said(r) and "68" in said(r)
    r = preview(client, token, gid, [("side", "1"), ("points", "121")], event="result")
    assert "120" in said(r)
    assert unchanged(client, token, gid, before)


def test_twenty_nine_says_whether_the_contract_is_made(client):
    token, gid, _ = table_game(client, "twenty-nine")
    assert api(client, token, gid, "contract", {"bidder": 0, "bid": 16}).status_code == 201
    before = snapshot(client, token, gid)
    made = said(preview(client, token, gid, [("points", "17")], event="result"))
    down = said(preview(client, token, gid, [("points", "10")], event="result"))
    assert made != down and "+1" in made and "−1" in down
    assert unchanged(client, token, gid, before)


def test_cramps_a_whole_hand_says_what_the_api_would_refuse(client):
    token, gid, _ = table_game(client, "cramps", seated=["Ann", "Bob", "Cid", "Dee"])
    assert "hand" in state(client, token, gid)["next"]["events"]
    before = snapshot(client, token, gid)
    points, queens = [5, 7, 2, 0], [1, 2, 0, 0]
    fields = [(f"points.{i}", str(p)) for i, p in enumerate(points)]
    fields += [(f"queens.{i}", str(q)) for i, q in enumerate(queens)]
    line = said(preview(client, token, gid, fields, event="hand"))
    assert unchanged(client, token, gid, before)
    refused = api(client, token, gid, "hand", {"points": points, "queens": queens})
    assert refused.status_code == 400 and line == refused.json["error"].replace("&", "&")
