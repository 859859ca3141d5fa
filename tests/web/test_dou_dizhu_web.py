"""Dou Dizhu through the pages and the API: the bidding (the first call naming who had the face-up card,
calls in turn, the landlord and bid alone), the bombs and the rocket as played or counted at the end, who
went out; refusals (400 from the API, 422 from the form) with their sentence and nothing stored; the
scoreboard's landlord and multiplier; the multiplier calculator's page and API."""

from __future__ import annotations

import pytest

from tests.web.helpers import HTMX, make_game, make_table, refused, table_game
from tests.web.helpers import game_events as events
from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form


@pytest.fixture
def game(client):
    """A Dou Dizhu game for Ann, Bob and Cid; Ann deals."""
    return table_game(client, "dou-dizhu", seated=("Ann", "Bob", "Cid"))


# --- The bidding -------------------------------------------------------------------------------------------


def test_the_first_call_names_who_had_the_face_up_card(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Who was dealt the face-up card? They bid first" in page and "Their call</legend>" in page
    assert page.count('name="player" value="') == 3 and 'name="bid" value="pass"' in page
    assert 'value="contract"' in page and 'name="landlord"' in page
    # The quick entry's bid select is sent too (before the buttons), but the tapped bid is the last "bid".
    r = form(client, token, gid, [("bid", "1"), ("player", "2"), ("bid", "1")])
    assert r.status_code == 200 and "Deal 1 · bidding · Cid 1 high" in r.text
    assert "Ann calls</legend>" in r.text and 'value="contract"' not in r.text
    assert events(client, token, gid)[0]["payload"] == {"bid": "1", "player": "2"}


def test_calls_in_turn_one_tap_each_until_the_landlord(client, game):
    token, gid, viewer = game
    assert form(client, token, gid, [("player", "1"), ("bid", "1")]).status_code == 200
    assert '<strong>1</strong> <span class="ddz-who">Bob</span>' in board(client, viewer, gid)
    assert form(client, token, gid, [("player", "2"), ("bid", "pass")]).status_code == 200
    r = form(client, token, gid, [("player", "0"), ("bid", "2")])
    assert "Deal 1 · Ann is landlord · bid 2" in r.text and "Who got rid of their cards first?" in r.text


def test_a_bid_of_three_ends_the_bidding_and_all_passing_deals_again(client, game):
    token, gid, _ = game
    for seat in (0, 1, 2):
        assert api(client, token, gid, "bid", {"player": seat, "bid": "pass"}).status_code == 201
    now = state(client, token, gid)
    assert now["next"]["phase"] == "bid" and now["next"]["title"] == "Deal 2 · bidding"
    assert api(client, token, gid, "bid", {"player": 1, "bid": 3}).status_code == 201
    assert state(client, token, gid)["next"]["phase"] == "play"


def test_the_landlord_and_bid_alone_through_the_form(client, game):
    token, gid, _ = game
    r = form(client, token, gid, [("landlord", "2"), ("bid", "3"), ("event_type", "contract")])
    assert r.status_code == 200 and "Deal 1 · Cid is landlord · bid 3" in r.text


def test_bidding_refusals_answer_400_and_422_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "bid", {"player": 0, "bid": 4})
    assert r.status_code == 400 and r.json == {"error": "A bid is from 1 to 3, not 4.", "field": "bid"}
    r = form(client, token, gid, [("bid", "2")])  # nobody named as the first bidder
    assert refused(r) and "The bidder is missing." in r.text and 'id="err-player"' in r.text
    r = form(client, token, gid, [("event_type", "contract"), ("bid", "2")])
    assert refused(r) and "The landlord is missing." in r.text
    assert api(client, token, gid, "bid", {"player": 0, "bid": 2}).status_code == 201
    r = api(client, token, gid, "bid", {"player": 1, "bid": 1})
    assert r.status_code == 400 and r.json["error"] == "Bob must bid more than 2: at least 3, or pass."
    r = api(client, token, gid, "bid", {"player": 2, "bid": 3})
    assert r.status_code == 400 and r.json == {
        "error": "It is Bob's turn to bid, not Cid's.",
        "field": "player",
    }
    r = api(client, token, gid, "bomb", {})
    assert r.status_code == 400 and r.json["error"] == "Now the table records bid or contract, not bomb."
    assert state(client, token, gid)["seq"] == 1 and len(events(client, token, gid)) == 1


# --- The play ---------------------------------------------------------------------------------------------


def test_the_texts_example_a_bomb_and_the_rocket_tapped_as_played(client, game):
    token, gid, viewer = game
    assert api(client, token, gid, "contract", {"landlord": 0, "bid": 2}).status_code == 201
    html = board(client, viewer, gid)
    assert '<strong class="ddz-landlord-name">Ann</strong>' in html and "×1" in html
    r = form(client, token, gid, [("bombs", "0"), ("event_type", "bomb")])
    assert r.status_code == 200 and "Deal 1 · Ann is landlord · bid 2 × 2 = 4" in r.text
    r = form(client, token, gid, [("bombs", "1"), ("event_type", "rocket")])
    assert "bid 2 × 4 = 8" in r.text and 'value="rocket" formnovalidate disabled' in r.text
    html = board(client, viewer, gid)
    assert (
        '<strong class="ddz-multiplier">×4</strong>' in html
        and '<strong class="ddz-value">8</strong>' in html
    )
    assert "1 bomb + rocket" in html
    # Ann goes out first: 8 from Bob and 8 from Cid.
    r = form(client, token, gid, [("bombs", "1"), ("out", "0")])
    assert r.status_code == 200 and "Deal 2 · bidding" in r.text
    assert state(client, token, gid)["totals"] == [16, -8, -8]
    assert "landlord · bid 2 × 4 = 8 · won" in r.text
    assert '<span class="ddz-total">+16</span>' in board(client, viewer, gid)


def test_bombs_counted_at_the_end_and_the_peasants_winning(client, game):
    token, gid, _ = game
    assert api(client, token, gid, "contract", {"landlord": 1, "bid": 1}).status_code == 201
    r = form(client, token, gid, [("bombs", "2"), ("rocket", "yes"), ("out", "2")])
    assert r.status_code == 200
    # Bid 1 × 2 × 2 × 2 = 8 to each peasant; Bob pays 16.
    assert state(client, token, gid)["totals"] == [8, -16, 8]


def test_play_refusals_store_nothing(client, game):
    token, gid, _ = game
    assert api(client, token, gid, "contract", {"landlord": 1, "bid": 1}).status_code == 201
    assert api(client, token, gid, "bomb", {}).status_code == 201
    assert api(client, token, gid, "rocket", {}).status_code == 201
    r = api(client, token, gid, "rocket", {})
    assert r.status_code == 400 and r.json["field"] == "rocket" and "already played" in r.json["error"]
    r = form(client, token, gid, [("bombs", "0"), ("out", "1")])
    assert refused(r) and "1 bomb was recorded as played: undo to enter fewer." in r.text
    r = form(client, token, gid, [("bombs", "1")])
    assert refused(r) and "The player who went out first is missing." in r.text
    r = api(client, token, gid, "result", {"out": 3})
    assert r.status_code == 400 and r.json["field"] == "out"
    assert state(client, token, gid)["seq"] == 3


def test_the_game_ends_after_the_agreed_deals(client):
    table = make_table(client, players=("Ann", "Bob", "Cid"))
    token = table["scorer_token"]
    gid = make_game(client, token, "dou-dizhu", options={"deals": 1, "scoring": "winners_only"})["id"]
    api(client, token, gid, "contract", {"landlord": 2, "bid": 3})
    assert api(client, token, gid, "result", {"out": 2}).status_code == 201
    now = state(client, token, gid)
    assert now["totals"] == [0, 0, 6] and now["next"]["phase"] == "over"
    assert "Cid wins with 6 points" in client.get(f"/t/{table['viewer_token']}/g/{gid}/board").text


# --- The multiplier calculator ------------------------------------------------------------------------------


def test_the_multiplier_api_counts_the_doublings(client):
    # "if the bid was two, and one bomb plus a rocket was played during the round, the round is worth eight"
    r = client.post("/api/v1/tools/doudizhu/multiplier", json={"bid": 2, "bombs": 1, "rockets": 1})
    assert r.status_code == 200 and r.json["multiplier"] == 4 and r.json["value"] == 8
    assert r.json["landlord_wins"] == 16 and r.json["opponents_win"] == 8
    cards = {"bid": 2, "played": ["4S", "4H", "4D", "4C", "BJ", "RJ"]}
    assert client.post("/api/v1/tools/doudizhu/multiplier", json=cards).json["value"] == 8
    r = client.post("/api/v1/tools/doudizhu/multiplier", json={"bid": 2, "played": ["4S", "4H"]})
    assert r.status_code == 400 and "not a bomb or the rocket" in r.json["error"]
    r = client.post("/api/v1/tools/doudizhu/multiplier", json={"bid": 4})
    assert r.status_code == 400 and r.json["error"] == "A bid is 1, 2 or 3, not 4."


def test_the_multiplier_page_answers_as_the_numbers_are_chosen(client):
    page = client.get("/tools/doudizhu/multiplier").text
    assert 'name="bid"' in page and 'name="bombs"' in page and 'name="rockets"' in page
    data = {"bid": "2", "bombs": "1", "rockets": "1", "played": ""}
    r = client.post("/tools/doudizhu/multiplier", headers=HTMX, data=data)
    assert r.status_code == 200 and "doubled for 1 bomb and the rocket: × 4, worth 8" in r.text
    r = client.post(
        "/tools/doudizhu/multiplier", headers=HTMX, data={**data, "played": "JK JK", "rockets": "1"}
    )
    assert refused(r) and "one rocket" in r.text
