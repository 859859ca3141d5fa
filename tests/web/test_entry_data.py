"""What is stored is data: NaN, Infinity, oversize text and fields no game reads are refused with a sentence,
through the API, the play form, a correction and an import; nothing is stored, and the log stays JSON."""

from __future__ import annotations

import io
import json

import pytest
from werkzeug.datastructures import MultiDict

from scorekeeper.families.payloads import MAX_TEXT
from tests.web.helpers import HTMX, game_events, game_state, post_event, table_game


@pytest.fixture
def gin(client):
    return table_game(client, "gin-rummy", seated=("Ann", "Bob"))


def raw_event(client, token, gid, text: str):
    return client.post(
        f"/api/v1/tables/{token}/games/{gid}/events", data=text, content_type="application/json"
    )


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_in_an_entry_are_refused_and_nothing_is_stored(client, gin, constant):
    token, gid, _ = gin
    body = f'{{"type": "hand", "payload": {{"knocker": 0, "knocker_count": {constant}}}, "expected_seq": 0}}'
    r = raw_event(client, token, gid, body)
    assert r.status_code == 400 and r.json == {
        "error": f"“payload.knocker_count” is {constant}, which is not a number JSON allows: send a number.",
        "field": "payload.knocker_count",
    }
    assert game_events(client, token, gid) == []


def test_a_field_the_game_does_not_read_is_refused_by_name(client, gin):
    token, gid, _ = gin
    payload = {"knocker": 0, "knocker_count": 5, "defender_count": 20, "note": "x" * 2000}
    r = post_event(client, token, gid, "hand", payload, 0)
    assert r.status_code == 400 and r.json["field"] == "note"
    assert r.json["error"] == f"“note” is too long: at most {MAX_TEXT} characters."
    payload["note"] = "a short note"
    r = post_event(client, token, gid, "hand", payload, 0)
    assert r.status_code == 400 and r.json == {
        "error": "“note” is not part of this entry (hand): leave it out.",
        "field": "note",
    }
    assert game_events(client, token, gid) == []
    del payload["note"]
    assert post_event(client, token, gid, "hand", {**payload, "gin": False, "x": ""}, 0).status_code == 201
    # Stored: what the game reads; the blank and the unticked box it does not read are left out.
    assert game_events(client, token, gid)[0]["payload"] == {
        "knocker": 0,
        "knocker_count": 5,
        "defender_count": 20,
        "gin": False,
    }


def test_a_correction_through_the_api_is_checked_the_same_way(client, gin):
    token, gid, _ = gin
    post_event(client, token, gid, "hand", {"knocker": 0, "knocker_count": 5, "defender_count": 20}, 0)
    bad = {"target": 1, "payload": {"knocker": 0, "knocker_count": 4, "defender_count": 20, "note": "x"}}
    r = post_event(client, token, gid, "correction", bad, 1)
    assert r.status_code == 400 and "“note” is not part of this entry (hand)" in r.json["error"]
    assert game_state(client, token, gid)["seq"] == 1


def test_the_play_form_leaves_out_the_fields_the_entry_does_not_use(client, gin):
    token, gid, _ = gin
    fields = [
        ("event_type", "hand"),
        ("expected_seq", "0"),
        ("knocker", "0"),
        ("knocker_count", "5"),
        ("defender_count", "20"),
        ("knocker_cards", ""),
        ("stray", "left by another section of the form"),
    ]
    r = client.post(f"/t/{token}/g/{gid}/entries", data=MultiDict(fields), headers=HTMX)
    assert r.status_code == 200
    stored = game_events(client, token, gid)[0]["payload"]
    assert "stray" not in stored and stored["knocker_count"] == "5"


def test_the_play_form_refuses_oversize_text_with_a_sentence_at_its_field(client, gin):
    token, gid, _ = gin
    fields = [("event_type", "hand"), ("expected_seq", "0"), ("knocker", "0"), ("knocker_count", "5" * 500)]
    r = client.post(f"/t/{token}/g/{gid}/entries", data=MultiDict(fields), headers=HTMX)
    assert r.headers.get("Scorekeeper-Refused") == "422"
    assert f"“knocker_count” is too long: at most {MAX_TEXT} characters." in r.text
    assert game_events(client, token, gid) == []


def exported(client, token, gid) -> dict:
    return client.get(f"/t/{token}/g/{gid}/export.json").json


def test_an_import_with_nan_or_oversize_text_is_refused_whole(client, gin):
    token, gid, _ = gin
    post_event(client, token, gid, "hand", {"knocker": 0, "knocker_count": 5, "defender_count": 20}, 0)
    record = exported(client, token, gid)
    text = json.dumps(record).replace('"knocker_count": 5', '"knocker_count": NaN')
    r = client.post("/api/v1/import", data=text, content_type="application/json")
    assert r.status_code == 400 and "NaN" in r.json["error"]
    upload = client.post(
        "/import",
        data={"record": (io.BytesIO(text.encode()), "game.json")},
        content_type="multipart/form-data",
    )
    assert upload.status_code == 400 and "NaN or Infinity" in upload.text
    record["events"][0]["payload"]["note"] = "x" * 1000
    r = client.post("/api/v1/import", json=record)
    assert r.status_code == 400
    assert (
        r.json["error"]
        == f"In this record, entry 1's payload “note” is too long: at most {MAX_TEXT} characters."
    )
