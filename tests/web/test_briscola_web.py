"""Briscola through the pages and the API: the upcard's suit in one tap, one side's card points (the other
derived from 120), each of three players' points with one left blank, the cards taken; refusals (400 from
the API, 422 from the form) with their sentence next to the field and nothing stored; the scoreboard's trump,
deal table and totals."""

from __future__ import annotations

from tests.web.helpers import game_events as events
from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form
from tests.web.helpers import refused, table_game


def new_game(client, players=("Ann", "Bob"), options=None):
    """A Briscola game; Ann deals first."""
    return table_game(client, "briscola", options=options, seated=players)


def test_the_play_form_offers_the_upcard_side_and_points(client):
    token, gid, _ = new_game(client)
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal 1 of 2 · Ann deals" in page
    assert page.count('name="suit" value="') == 4 and 'name="side" value="1"' in page
    assert 'name="points"' in page and 'name="cards"' in page and "120 card points" in page


def test_a_deal_by_the_form_upcard_then_points(client):
    token, gid, viewer = new_game(client)
    # One tap on ♥: the hidden event type is "trump" while no trump is noted.
    r = form(client, token, gid, [("suit", "H")])
    assert r.status_code == 200 and "Deal 1 of 2 · Ann deals · trump ♥" in r.text
    html = board(client, viewer, gid)
    assert "Trump" in html and "♥" in html and "Deal 1 of 2" in html
    # The Record button overrides the hidden event type; Bob's side entered: 75, so Ann 45.
    r = form(
        client, token, gid, [("event_type", "result"), ("_mode", "points"), ("side", "1"), ("points", "75")]
    )
    assert r.status_code == 200 and "Deal 2 of 2 · Bob deals" in r.text
    assert events(client, token, gid)[-1]["payload"]["points"] == "75"
    assert state(client, token, gid)["totals"] == [45, 75]
    html = board(client, viewer, gid)
    assert 'class="bs-best">75</td>' in html and "Deal 1" in html


def test_three_players_points_one_blank(client):
    token, gid, _ = new_game(client, players=("Ann", "Bob", "Cid"))
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="points.2"' in page and 'name="cards.2"' in page and "Deal 1 of 3" in page
    fields = [("event_type", "result"), ("points.0", "55"), ("points.1", ""), ("points.2", "45")]
    assert form(client, token, gid, fields).status_code == 200
    assert state(client, token, gid)["totals"] == [55, 20, 45]  # Bob 120 - 55 - 45


def test_four_players_partnerships_by_cards(client):
    token, gid, _ = new_game(client, players=("Ann", "Bob", "Cid", "Dee"))
    r = api(client, token, gid, "result", {"side": 0, "cards": "AS 3S KH QD"})
    assert r.status_code == 201
    assert state(client, token, gid)["totals"] == [28, 92]  # 11 + 10 + 4 + 3 = 28


def test_a_game_to_its_end_with_a_tie_breaker(client):
    token, gid, viewer = new_game(client)
    for value in (60, 60):
        assert api(client, token, gid, "result", {"points": value}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Tie-breaker deal" in page
    assert "Tie-breaker deal" in board(client, viewer, gid)
    assert api(client, token, gid, "result", {"points": 70}).status_code == 201
    current = state(client, token, gid)
    assert current["next"]["phase"] == "over"
    assert "Ann wins the tie-breaker" in client.get(f"/t/{token}/g/{gid}").text


def test_refusals_answer_400_and_422_and_store_nothing(client):
    token, gid, _ = new_game(client)
    r = api(client, token, gid, "result", {"points": 121})
    assert r.status_code == 400 and r.json == {
        "error": "Ann's card points cannot be more than 120.",
        "field": "points",
    }
    r = api(client, token, gid, "result", {"points": 1})
    assert r.status_code == 400 and r.json["field"] == "points" and "no card is worth 1" in r.json["error"]
    r = api(client, token, gid, "result", {"cards": "AS 3S KH"})
    assert r.status_code == 400 and r.json["error"].startswith("Tricks have two cards")
    r = api(client, token, gid, "trump", {"suit": "X"})
    assert r.status_code == 400 and r.json["field"] == "suit"
    r = form(client, token, gid, [("event_type", "result"), ("side", "0"), ("points", "119")])
    assert refused(r) and "Ann cannot have 119 card points" in r.text and 'id="err-points"' in r.text
    assert state(client, token, gid)["seq"] == 0 and events(client, token, gid) == []


def test_three_player_refusals_name_the_field(client):
    token, gid, _ = new_game(client, players=("Ann", "Bob", "Cid"))
    fields = [("event_type", "result"), ("points.0", "50"), ("points.1", "40"), ("points.2", "31")]
    r = form(client, token, gid, fields)
    assert refused(r) and "These add up to 121, but the pack holds 120 card points." in r.text
    fields = [("event_type", "result"), ("points.0", "60"), ("points.1", "59"), ("points.2", "1")]
    r = form(client, token, gid, fields)
    assert refused(r) and 'id="err-points-2"' in r.text and "Cid cannot have 1 card point" in r.text
    r = api(client, token, gid, "result", {"cards": ["AS 3S KH", "AS QD JC", ""]})
    assert r.status_code == 400 and r.json["error"] == "AS appears twice, but the deck has only one."
    r = api(client, token, gid, "result", {"points": [50, 70]})
    assert r.status_code == 400 and r.json["field"] == "points"
    assert state(client, token, gid)["seq"] == 0


def test_three_players_leave_out_the_chosen_two(client):
    token, gid, _ = new_game(client, players=("Ann", "Bob", "Cid"), options={"removed_two": "D"})
    assert "2D is out of the pack" in client.get(f"/t/{token}/g/{gid}").text
    r = api(client, token, gid, "result", {"cards": ["2D 3S KH", "QD JC 7S", ""]})
    assert r.status_code == 400 and r.json["error"] == "2D is not in the deck used for this game."
