"""Belote through the pages and the API: every phase by its play form and as JSON, refusals (422 on the
form, 400 on the API) with their sentence and nothing stored, and the scoreboard's contract and totals."""

from __future__ import annotations

import io
import json

import pytest
from werkzeug.datastructures import MultiDict

from tests.web.helpers import HTMX, make_game, make_table, post_event, refused
from tests.web.helpers import game_events as events
from tests.web.html_forms import Button, read_form

ANN_HAND = "AS KS QS JS 9H AD 10C 8C"  # a run of four to the ace of spades


@pytest.fixture
def table(client):
    return make_table(client)


def belote_game(client, table, **options) -> tuple[str, int]:
    """A Belote game with exact points unless told (rounding to the nearest ten is tested on its own)."""
    options.setdefault("rounding", "none")
    game = make_game(client, table["scorer_token"], "belote", options=options)
    return table["scorer_token"], game["id"]


def post_form(client, token, gid, seq, event_type, *fields, **named):
    """As a browser posts it: the hidden event_type and expected_seq first, then the fields (a pressed
    button named event_type comes last and wins)."""
    data = MultiDict([("event_type", event_type), ("expected_seq", str(seq)), *fields, *named.items()])
    return client.post(f"/t/{token}/g/{gid}/entries", headers=HTMX, data=data)


def test_the_contract_form(client, table):
    token, gid = belote_game(client, table)
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal 1 · Ann deals · who took?" in page and "Who took?" in page
    assert page.index('name="taker" value="1"') < page.index('name="taker" value="0"')  # Bob speaks first
    for suit in "SHDC":
        assert f'name="trump" value="{suit}"' in page
    assert 'name="event_type" value="all_passed"' in page and 'name="turned"' in page


def test_a_whole_deal_through_the_play_forms(client, table):
    token, gid = belote_game(client, table)
    r = post_form(client, token, gid, 0, "contract", taker="0", trump="H")
    assert r.status_code == 200 and "Deal 1 · Ann took ♥ · declarations" in r.text
    assert 'name="who.0"' in r.text and 'name="what.0" value="run4"' in r.text and 'value="KS"' in r.text
    assert 'name="hands.1" data-cards="8"' in r.text and "No declarations" in r.text
    # Ann: a run of four to the K♠ (three taps: Ann, Run of 4, K♠); Cid holds belote-rebelote.
    r = post_form(
        client,
        token,
        gid,
        1,
        "declarations",
        ("who.0", "0"),
        ("what.0", "run4"),
        ("high.0", "KS"),
        belote="2",
    )
    assert r.status_code == 200 and "Deal 1 · Ann took ♥ · card points" in r.text
    assert (
        "Ann &amp; Cid: run of four to the king ♠ <b>50</b>" in r.text
        and "Cid: belote-rebelote <b>20</b>" in r.text
    )
    r = post_form(client, token, gid, 2, "result", points="91", cards="")
    assert r.status_code == 200 and "Deal 2 · Bob deals · who took?" in r.text
    # Ann & Cid 91 + 50 + 20 = 161; Bob & Dee 71.
    assert "<td>161<small>took ♥ · made</small>" in r.text and "<td>71" in r.text
    assert [e["type"] for e in events(client, token, gid)] == ["contract", "declarations", "result"]


def test_all_passed_no_declarations_and_a_capot_through_the_forms(client, table):
    token, gid = belote_game(client, table)
    r = post_form(client, token, gid, 0, "contract", ("event_type", "all_passed"))
    assert r.status_code == 200 and "Deal 2 · Bob deals · who took?" in r.text
    post_form(client, token, gid, 1, "contract", taker="3", trump="S", turned="H")
    r = post_form(client, token, gid, 2, "declarations", belote="")  # "No declarations"
    assert "Deal 2 · Dee took ♠ · card points" in r.text and "(second round)" in r.text
    r = post_form(client, token, gid, 3, "result", points="", cards="", all_tricks="1")
    # Bob & Dee take every trick: 162 + 90 = 252.
    assert r.status_code == 200 and "<td>252<small>took ♠ · capot</small>" in r.text


def test_declarations_from_the_hands_and_card_points_from_the_cards(client, table):
    token, gid = belote_game(client, table)
    post_form(client, token, gid, 0, "contract", taker="0", trump="H")
    r = post_form(client, token, gid, 1, "declarations", ("hands.0", ANN_HAND), ("hands.1", ""), belote="")
    assert r.status_code == 200 and "run of four to the ace ♠ <b>50</b>" in r.text
    # JH 20 + 9H 14 + AS 11 + 10S 10 = 55, with dix de der 65: Bob & Dee have 97, so Ann & Cid are dedans.
    r = post_form(client, token, gid, 2, "result", points="", cards="JH 9H AS 10S", last_trick="yes")
    assert r.status_code == 200
    # Bob & Dee 162 + the takers' run 50 = 212.
    assert "<td>212" in r.text and "took ♥ · dedans" in r.text


def test_declarations_sent_as_objects_are_edited_on_the_form_and_saved_unchanged(client, table):
    """An app's five declarations (one more than the form's four slots) and belote: the Edit shows each as
    the form's taps and saving it changes nothing."""
    token, gid = belote_game(client, table)
    post_form(client, token, gid, 0, "contract", taker="0", trump="H")
    runs = [(0, 4, "10", "H"), (0, 3, "Q", "D"), (1, 3, "K", "S"), (2, 3, "A", "C"), (3, 3, "K", "H")]
    declared = [{"seat": s, "kind": "run", "length": n, "high": r, "suit": u} for s, n, r, u in runs]
    r = post_event(client, token, gid, "declarations", {"declared": declared, "belote": 3}, 1)
    assert r.status_code == 201, r.json
    page = client.get(f"/t/{token}/g/{gid}/entries/2/edit").text
    for slot, (seat, length, rank, suit) in enumerate(runs):
        assert f'name="who.{slot}" value="{seat}" checked' in page
        assert f'name="what.{slot}" value="run{length}" checked' in page
        assert f'value="{rank}{suit}" checked' in page
    form = read_form(page)
    saved = client.post(form.action, headers=HTMX, data=form.submission(Button("belote", "3")))
    assert saved.status_code == 200 and "Entry 2 already says that: nothing was changed." in saved.text
    assert [e["type"] for e in events(client, token, gid)] == ["contract", "declarations"]


@pytest.mark.parametrize(
    ("event_type", "fields", "sentence"),
    [
        ("contract", {"trump": "H"}, "Tap the player who took, then the trump suit."),
        ("declarations", {"who.0": "1", "what.0": "four8"}, "You cannot declare four of a kind in 8s or 7s."),
        (
            "declarations",
            {"who.0": "0", "what.0": "run4", "high.0": "9S"},
            "A run of four cannot be to the 9",
        ),
        ("result", {"points": "170"}, "Ann &amp; Cid&#39;s card points cannot be more than 162."),
    ],
)
def test_form_refusals_keep_nothing(client, table, event_type, fields, sentence):
    token, gid = belote_game(client, table)
    seq = 0
    if event_type != "contract":
        post_form(client, token, gid, 0, "contract", taker="0", trump="H")
        seq = 1
    if event_type == "result":
        post_form(client, token, gid, 1, "declarations")
        seq = 2
    r = post_form(client, token, gid, seq, event_type, *fields.items())
    assert refused(r) and sentence in r.text
    assert len(events(client, token, gid)) == seq
    if "who.0" in fields:
        assert 'name="who.0" value="' + fields["who.0"] + '" checked' in r.text  # the taps stay
    if "high.0" in fields:
        assert 'value="' + fields["high.0"] + '" checked' in r.text


def test_every_phase_through_the_api(client, table):
    token, gid = belote_game(client, table, rounding="nearest_ten")
    r = post_event(client, token, gid, "contract", {"taker": 1, "trump": "S", "turned": "S"}, 0)
    assert r.status_code == 201 and r.json["next"]["phase"] == "declarations"
    assert r.json["next"]["data"]["contract"]["round"] == "first round"
    declared = [
        {"seat": 1, "kind": "four", "high": "J"},
        {"seat": 3, "kind": "run", "length": 3, "high": "A", "suit": "D"},
    ]
    r = post_event(client, token, gid, "declarations", {"declared": declared, "belote": 1}, 1)
    assert r.status_code == 201 and r.json["next"]["data"]["declared"]["lines"][1][0]["points"] == 200
    r = post_event(client, token, gid, "result", {"points": 97}, 2)
    assert r.status_code == 201
    # Bob & Dee 97 + 200 + 20 + 20 = 337 -> 340; Ann & Cid 65 -> 70.
    assert r.json["totals"] == [70, 340]
    r = post_event(client, token, gid, "all_passed", {}, 3)
    assert r.status_code == 201 and r.json["next"]["title"] == "Deal 3 · Cid deals · who took?"


@pytest.mark.parametrize(
    ("event_type", "payload", "sentence", "field"),
    [
        ("contract", {"taker": 0, "trump": "X"}, "is not a suit", "trump"),
        (
            "declarations",
            {"declared": [{"seat": 0, "kind": "four", "high": "7"}]},
            "You cannot declare four of a kind in 8s or 7s.",
            "declared",
        ),
        (
            "declarations",
            {"declared": [{"seat": 0, "kind": "four", "high": "K"}], "belote": 1},
            "Ann and Bob cannot both hold the K♥.",
            "declared",
        ),
        ("result", {"points": 1}, "no card is worth 1 point", "points"),
    ],
)
def test_api_refusals_keep_nothing(client, table, event_type, payload, sentence, field):
    token, gid = belote_game(client, table)
    seq = 0
    if event_type != "contract":
        assert post_event(client, token, gid, "contract", {"taker": 0, "trump": "H"}, 0).status_code == 201
        seq = 1
    if event_type == "result":
        assert post_event(client, token, gid, "declarations", {}, 1).status_code == 201
        seq = 2
    r = post_event(client, token, gid, event_type, payload, seq)
    assert r.status_code == 400 and sentence in r.json["error"] and r.json["field"] == field
    assert len(events(client, token, gid)) == seq


def test_the_scoreboard_shows_the_contract_the_declarations_and_the_totals(client, table):
    token, gid = belote_game(client, table)
    post_event(client, token, gid, "contract", {"taker": 0, "trump": "S"}, 0)
    post_event(
        client, token, gid, "declarations", {"declared": [{"seat": 0, "kind": "four", "high": "9"}]}, 1
    )
    post_event(client, token, gid, "result", {"points": 100}, 2)
    post_event(client, token, gid, "contract", {"taker": 3, "trump": "H"}, 3)
    board = client.get(f"/t/{table['viewer_token']}/g/{gid}/board").text
    panel = board.split('class="card bl-board"', 1)[1].split("</section>", 1)[0]
    assert '<span class="bl-taker">Dee</span> took <span class="bl-trump suit-red">♥</span>' in panel
    assert "Bob &amp; Dee · must take more than 81" in panel
    # Deal 1: Ann & Cid 100 + four 9s 150 = 250; Bob & Dee 62.
    assert "Deal 1:</strong> Ann took ♠ · made 100–62 · Ann&#39;s four 9s is highest" in panel
    assert (
        'aria-label="Ann &amp; Cid: 250 of 1000"' in panel and "250 / 1000" in panel and "62 / 1000" in panel
    )
    assert 'style="width: 25%"' in panel
    post_event(client, token, gid, "declarations", {"belote": 3}, 4)
    board = client.get(f"/t/{token}/g/{gid}/board/live").text
    assert "Dee: belote-rebelote <b>20</b>" in board
    post_event(client, token, gid, "result", {"points": 100}, 5)
    board = client.get(f"/t/{token}/g/{gid}/board/live").text  # the last deal's line says it too
    assert "Deal 2:</strong> Dee took ♥ · made 100–62 · Dee&#39;s belote-rebelote</p>" in board


def test_options_change_the_forms(client, table):
    token, gid = belote_game(client, table, declarations="belote")
    post_form(client, token, gid, 0, "contract", taker="0", trump="D")
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Who holds belote-rebelote" in page and 'name="who.0"' not in page
    assert '<button class="bl-chip" type="submit" name="belote" value="2">Cid</button>' in page
    token, gid = belote_game(client, table, declarations="none")
    r = post_form(client, token, gid, 0, "contract", taker="0", trump="D")
    assert "Deal 1 · Ann took ♦ · card points" in r.text and "Capot: Ann &amp; Cid took every trick" in r.text


def test_a_game_exports_and_imports_to_the_same_sheet(client, table):
    token, gid = belote_game(client, table, tie_deal="litige")
    entries = [
        ("contract", {"taker": 0, "trump": "H"}),
        ("declarations", {"hands": {"0": ANN_HAND}}),
        ("result", {"points": 81}),
        ("contract", {"taker": 1, "trump": "C"}),
        ("declarations", {}),
        ("result", {"all_tricks": 1}),
    ]
    for seq, (kind, payload) in enumerate(entries):
        assert post_event(client, token, gid, kind, payload, seq).status_code == 201
    record = client.get(f"/t/{token}/g/{gid}/export.json")
    data = json.loads(record.data)
    # Deal 1 hung: Bob & Dee 81, Ann & Cid's 81 + 50 held; deal 2 Bob's capot: 252 + 131 = 383 more.
    assert data["scores"]["totals"] == [0, 81 + 252 + 131]
    r = client.post(
        "/import",
        data={"record": (io.BytesIO(record.data), "belote.json")},
        content_type="multipart/form-data",
    )
    assert r.status_code == 303
    location = r.headers["Location"]
    new_token, new_gid = location.split("/t/")[1].split("/g/")[0], int(location.split("/g/")[1].split("/")[0])
    again = json.loads(client.get(f"/t/{new_token}/g/{new_gid}/export.json").data)
    assert again["scores"] == data["scores"]
