"""Nine-Card Don through the pages and the API: the lead (one tap on the suit), captures (one tap each, the
button carrying side and card), the game by one tap or by points; refusals (400 from the API, 422 from the
form) with their sentence and nothing stored; the scoreboard's trumps, captures, totals and pegboard."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_events as events
from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form
from tests.web.helpers import refused, table_game


@pytest.fixture
def game(client):
    """A Nine-Card Don game for Ann, Bob, Cid and Dee; Ann deals, so Bob pitches."""
    return table_game(client, "nine-card-don")


BLANK_POINTS = [("points.0", ""), ("points.1", "")]


def test_the_lead_form_has_four_suits_and_names_the_pitcher(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Bob pitches: the suit led is trumps" in page
    assert page.count('name="suit" value="') == 4


def test_a_suit_that_is_not_one_is_refused_next_to_the_field(client, game):
    token, gid, _ = game
    r = form(client, token, gid, [("suit", "X")])
    assert refused(r) and 'id="err-suit"' in r.text and "The suit led" in r.text
    assert state(client, token, gid)["seq"] == 0


def test_a_deal_through_the_form_one_tap_per_entry(client, game):
    token, gid, viewer = game
    r = form(client, token, gid, [("suit", "H")])
    assert r.status_code == 200 and "Deal 1 · Bob pitches · trumps ♥ hearts" in r.text
    # Eighteen capture buttons: the nine scoring cards for each side.
    assert (
        r.text.count('name="capture" value="') == 18 and 'value="0 5H"' in r.text and 'value="1 5C"' in r.text
    )
    # Tap: Bob & Dee took the 9H; Ann & Cid the 5S. The blank points fields go along and are ignored.
    assert form(client, token, gid, [("capture", "1 9H"), *BLANK_POINTS]).status_code == 200
    r = form(client, token, gid, [("capture", "0 5S"), *BLANK_POINTS])
    assert 'value="1 9H"' not in r.text and 'value="0 9H"' not in r.text  # captured: no longer offered
    html = board(client, viewer, gid)
    assert "9<" in html and "+9" in html and "+5" in html and "Bob pitches" in html
    # The game: one tap on Bob & Dee (the form's default event is capture; it hands over to the game).
    r = form(client, token, gid, [*BLANK_POINTS, ("higher", "1")])
    assert r.status_code == 200 and "Deal 2 · Cid pitches" in r.text
    now = state(client, token, gid)
    assert now["totals"] == [5, 17]  # 5S; 9H 9 + game 8
    assert [e["type"] for e in events(client, token, gid)] == ["trump", "capture", "capture", "capture"]


def test_the_game_by_points_through_the_form(client, game):
    token, gid, _ = game
    form(client, token, gid, [("suit", "S")])
    r = form(client, token, gid, [("points.0", "30"), ("points.1", "25"), ("event_type", "game")])
    assert r.status_code == 200 and state(client, token, gid)["totals"] == [8, 0]


def test_form_refusals_are_422_next_to_the_field_and_store_nothing(client, game):
    token, gid, _ = game
    form(client, token, gid, [("suit", "H")])
    form(client, token, gid, [("capture", "0 AH")])
    r = form(client, token, gid, [("points.0", "2"), ("points.1", "30"), ("event_type", "game")])
    assert refused(r) and "Ann &amp; Cid captured trumps worth 4 for game" in r.text
    assert 'id="err-points"' in r.text
    r = form(client, token, gid, [("capture", "1 AH")])
    assert refused(r) and "The A♥ was captured already, by Ann &amp; Cid." in r.text
    assert state(client, token, gid)["seq"] == 2


def test_api_refusals_are_400_with_the_field_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "capture", {"side": 0, "card": "5H"})
    assert r.status_code == 400 and r.json["error"] == "Now the table records trump, not capture."
    r = api(client, token, gid, "trump", {"suit": "Z"})
    assert r.status_code == 400 and r.json["field"] == "suit"
    assert api(client, token, gid, "trump", {"suit": "D"}).status_code == 201
    r = api(client, token, gid, "capture", {"side": 0, "card": "7D"})
    assert r.status_code == 400 and r.json == {
        "error": "The 7♦ scores nothing when captured: only the trump 5, 9, A, K, Q, J and the other 5s do.",
        "field": "card",
    }
    r = api(client, token, gid, "game", {"points": [60, 30]})
    assert r.status_code == 400 and r.json["error"].startswith("The points for game add up to 90")
    r = api(client, token, gid, "game", {})
    assert r.status_code == 400 and r.json["field"] == "higher"
    assert state(client, token, gid)["seq"] == 1


def test_the_game_ends_mid_deal_and_the_board_says_who_won(client, game):
    token, gid, viewer = game
    for _ in range(14):  # 14 deals of game to Ann & Cid: 112
        api(client, token, gid, "trump", {"suit": "C"})
        api(client, token, gid, "game", {"higher": 0})
    api(client, token, gid, "trump", {"suit": "C"})
    assert api(client, token, gid, "capture", {"side": 0, "card": "9C"}).status_code == 201  # 121
    now = state(client, token, gid)
    assert now["next"]["phase"] == "over" and now["totals"] == [121, 0]
    html = board(client, viewer, gid)
    assert now["next"]["title"] == "Game over · Ann & Cid win 121–0, capturing the 9♣"
    assert "Cribbage board: Ann &amp; Cid 121 (was 112)" in html


def test_the_scoreboard_shows_the_trumps_the_pitcher_and_the_pegboard(client, game):
    token, gid, viewer = game
    html = board(client, viewer, gid)
    assert "to be led" in html and "crib-board" in html and "/ 121" in html
    api(client, token, gid, "trump", {"suit": "H"})
    api(client, token, gid, "capture", {"side": 1, "card": "5H"})
    html = board(client, viewer, gid)
    assert 'class="ncd-suit suit-red">♥' in html and "+10" in html
    assert "Cribbage board: Ann &amp; Cid 0, Bob &amp; Dee 10 (was 0)" in html
