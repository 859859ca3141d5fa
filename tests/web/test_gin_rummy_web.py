"""Gin Rummy through the pages: the hand form for 2, 3 and 4 players and Oklahoma, a hand entered by
cards, a refused knock, a cancelled hand, the end of the game, the scoreboard and export/import."""

from __future__ import annotations

import io
import json

import pytest
from werkzeug.datastructures import MultiDict

from tests.web.helpers import make_game, make_table, post_event, refused

HTMX = {"HX-Request": "true"}
KNOCKER_10 = "AH 2H 3H 4S 4D 4C 7C 8C 9C 10D"
DEFENDER_9 = "5S 6S 7S JD QD KD 10H JH QH 9S"
KNOCKER_12 = "AH 2H 3H 4H 7C 8C 9C 10C 5D 7D"


@pytest.fixture
def table(client):
    return make_table(client)


def gin_game(client, table, players=("Ann", "Bob"), **options) -> tuple[str, int]:
    game = make_game(client, table["scorer_token"], "gin-rummy", options=options, players=list(players))
    return table["scorer_token"], game["id"]


def post_form(client, token, gid, seq, event_type="hand", **fields):
    data = {"event_type": event_type, "expected_seq": str(seq), **fields}
    return client.post(f"/t/{token}/g/{gid}/entries", headers=HTMX, data=data)


@pytest.mark.parametrize(
    ("players", "options", "expected"),
    [
        (
            ("Ann", "Bob"),
            {},
            ["Hand 1 · Ann deals", 'name="knocker_cards"', 'data-cards="10"', "Knock with 10"],
        ),
        (("Ann", "Bob", "Cid"), {}, ["Hand 1 · Ann deals · Bob v Cid"]),
        (
            ("Ann", "Bob", "Cid", "Dee"),
            {},
            ["Deal 1 · Ann v Bob, Ann deals · Cid v Dee, Cid deals", "> Cid v Dee</label>", "Ann &amp; Cid"],
        ),
        (
            ("Ann", "Bob"),
            {"variant": "oklahoma", "action_on_50th_card": True},
            ['name="upcard" data-cards="1"', "Action on the 50th card", "Game to 150"],
        ),
    ],
)
def test_the_hand_form_renders(client, table, players, options, expected):
    token, gid = gin_game(client, table, players, **options)
    page = client.get(f"/t/{token}/g/{gid}").text
    for text in expected:
        assert text in page
    assert 'name="knocker"' in page and "Cancelled" in page
    assert 'class="cards-input"' in page


def test_a_hand_entered_by_cards_through_the_form_is_an_undercut(client, table):
    token, gid = gin_game(client, table)
    r = post_form(
        client,
        token,
        gid,
        0,
        knocker="0",
        knocker_cards=KNOCKER_10,
        defender_cards=DEFENDER_9,
        _mode="cards",
    )
    assert r.status_code == 200
    assert "Bob undercut with 9: Bob scores difference 10 - 9 = 1, plus the undercut bonus 10 = 11." in r.text
    assert "Hand 2 · Ann deals" in r.text
    # the last hand's spread is shown with the form
    assert "Ann: melds AH 2H 3H · 4S 4D 4C · 7C 8C 9C" in r.text and "Bob: deadwood 9" in r.text
    record = json.loads(client.get(f"/t/{token}/g/{gid}/export.json").data)
    assert record["scores"]["totals"] == [0, 11]


def test_a_refused_knock_keeps_the_input_and_the_game(client, table):
    token, gid = gin_game(client, table)
    assert (
        post_form(client, token, gid, 0, knocker="1", knocker_count="5", defender_count="30").status_code
        == 200
    )
    r = post_form(client, token, gid, 1, knocker="0", knocker_cards=KNOCKER_12, defender_cards=DEFENDER_9)
    assert refused(r)
    assert "Ann cannot knock with 12 deadwood: the limit is 10." in r.text
    assert f'value="{KNOCKER_12}"' in r.text and f'value="{DEFENDER_9}"' in r.text
    assert 'value="cards" checked' in r.text  # the cards stay chosen
    assert "Hand 2 · Ann deals" in r.text and "<td>25" in r.text  # the recorded hand is still there


def test_a_refused_oklahoma_knock_names_the_upcard(client, table):
    token, gid = gin_game(client, table, variant="oklahoma")
    r = post_form(client, token, gid, 0, knocker="1", knocker_count="9", defender_count="30", upcard="7d")
    assert refused(r) and "Bob cannot knock with 9 deadwood: the limit is 7 (7♦ turned up)." in r.text
    assert 'value="7d"' in r.text


def test_a_cancelled_hand_through_the_form(client, table):
    token, gid = gin_game(client, table, players=("Ann", "Bob", "Cid"))
    # As a browser posts it: the form's hidden event_type first, then the pressed "Cancelled" button.
    data = [("event_type", "hand"), ("expected_seq", "0"), ("knocker_count", "0")]
    data.append(("event_type", "cancelled"))
    r = client.post(f"/t/{token}/g/{gid}/entries", headers=HTMX, data=MultiDict(data))
    assert r.status_code == 200 and "Cancelled: the stock fell to two cards. Ann deals again." in r.text
    assert "Hand 2 · Ann deals · Bob v Cid" in r.text


def test_four_players_say_which_game_was_cancelled_without_javascript(client, table):
    token, gid = gin_game(client, table, players=("Ann", "Bob", "Cid", "Dee"))
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="player" value="0"> Ann v Bob' in page and 'name="player" value="2"> Cid v Dee' in page

    def cancel(*fields):
        data = MultiDict(
            [("event_type", "hand"), ("expected_seq", "0"), *fields, ("event_type", "cancelled")]
        )
        return client.post(f"/t/{token}/g/{gid}/entries", headers=HTMX, data=data)

    first = cancel()
    assert refused(first) and "Say which game was cancelled: Ann v Bob or Cid v Dee." in first.text
    done = cancel(("player", "2"))
    assert done.status_code == 200 and "Deal 1 · Ann v Bob, Ann deals · Cid v Dee, Cid deals" in done.text
    events = client.get(f"/api/v1/tables/{token}/games/{gid}/events").json["events"]
    assert [(e["type"], e["payload"].get("player")) for e in events] == [("cancelled", "2")]


def test_four_players_record_each_game(client, table):
    token, gid = gin_game(client, table, players=("Ann", "Bob", "Cid", "Dee"))
    r = post_form(client, token, gid, 0, knocker="2", knocker_count="4", defender_count="20")
    assert r.status_code == 200 and "Deal 1 · Ann v Bob, Ann deals" in r.text
    r = post_form(client, token, gid, 1, knocker="0", knocker_count="5", defender_count="30")
    assert "Deal 2 · Ann v Dee, Dee deals" in r.text and "<td>41" in r.text


def test_the_scoreboard_shows_a_score_pad_with_points_toward_the_target_and_boxes(client, table):
    token, gid = gin_game(client, table)
    post_event(client, token, gid, "hand", {"knocker": 0, "knocker_count": 0, "defender_count": 5}, 0)
    post_event(client, token, gid, "hand", {"knocker": 1, "knocker_count": 4, "defender_count": 9}, 1)
    pad = client.get(f"/t/{table['viewer_token']}/g/{gid}/board").text.split('class="card gin-pad"', 1)[1]
    pad = pad.split("</section>", 1)[0]
    # Ann gin 20 + 5 = 25, one box; Bob 9 - 4 = 5, one box.
    assert 'aria-label="Ann: 25 of 100"' in pad and 'aria-label="Bob: 5 of 100"' in pad
    assert pad.count('class="gin-box"') == 2 and "1 box<" in pad


def test_game_over_settlement_and_board(client, table):
    token, gid = gin_game(client, table)
    for seq in range(4):
        response = post_event(
            client, token, gid, "hand", {"knocker": 0, "knocker_count": 0, "defender_count": 5}, seq
        )
        assert response.status_code in (200, 201), response.json
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Game over · Ann reached 100 · Bob pays Ann 380" in page and "Game bonus" in page
    board = client.get(f"/t/{token}/g/{gid}/board").text
    assert "380" in board and "Target 100" in board
    sheet = client.get(f"/t/{token}/g/{gid}/sheet").text
    assert "Bob pays Ann 380" in sheet


def test_export_import_round_trip(client, table):
    token, gid = gin_game(client, table, variant="oklahoma", extra_boxes=True)
    payloads = [
        ("hand", {"knocker": 0, "knocker_cards": KNOCKER_10, "defender_cards": DEFENDER_9, "upcard": "KS"}),
        ("cancelled", {}),
        ("hand", {"knocker": 1, "knocker_count": 0, "defender_count": 12, "gin": True, "upcard": "8H"}),
    ]
    for seq, (kind, payload) in enumerate(payloads):
        assert post_event(client, token, gid, kind, payload, seq).status_code in (200, 201)
    record = client.get(f"/t/{token}/g/{gid}/export.json")
    data = json.loads(record.data)
    upload = {"record": (io.BytesIO(record.data), "gin.json")}
    r = client.post("/import", data=upload, content_type="multipart/form-data")
    assert r.status_code == 303
    new_board = r.headers["Location"]
    new_token, new_gid = (
        new_board.split("/t/")[1].split("/g/")[0],
        int(new_board.split("/g/")[1].split("/")[0]),
    )
    again = json.loads(client.get(f"/t/{new_token}/g/{new_gid}/export.json").data)
    assert again["game"]["options"] == data["game"]["options"]
    assert [e["payload"] for e in again["events"]] == [e["payload"] for e in data["events"]]
    csv_text = client.get(f"/t/{new_token}/g/{new_gid}/export.csv").text
    # undercut (1 + 10) × 2 = 22 to Bob; cancelled; Bob gin 20 + 12 = 32
    assert csv_text.splitlines()[0] == "\ufeffHand,Ann,Bob,Notes" and "Total,0,54" in csv_text
