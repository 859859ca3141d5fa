"""Malilla through the pages and the API: the dealer's face-up card (rank, then suit), the result by one
side's points, a capote or the captured cards; refusals (400 from the API, 422 from the form) with their
sentence and nothing stored; the scoreboard's trumps, bonus, last deal and bars toward 35."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form
from tests.web.helpers import refused, table_game


@pytest.fixture
def game(client):
    """A Malilla game for Ann, Bob, Cid and Dee; Ann deals first (Ann & Cid against Bob & Dee)."""
    return table_game(client, "malilla")


# --- The face-up card ---------------------------------------------------------------------------------------


def test_the_turnup_form_has_ten_ranks_with_their_bonus_and_four_suits(client, game):
    token, gid, viewer = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal 1 · Ann deals" in page and page.count('name="rank" value="') == 10
    assert page.count('name="suit" value="') == 4 and "<small>+5</small>" in page
    assert "Waiting for the dealer’s face-up card" in board(client, viewer, gid)


def test_two_taps_record_the_card_and_the_bonus_shows_at_once(client, game):
    token, gid, viewer = game
    r = form(client, token, gid, [("rank", "7"), ("suit", "H")])
    assert r.status_code == 200 and "Deal 1 · Ann turned 7♥ · bonus 5" in r.text
    assert state(client, token, gid)["next"]["phase"] == "result"
    html = board(client, viewer, gid)
    assert 'class="ml-trump suit-red">♥</span>' in html and "+5</strong> at once" in html
    assert "5 / 35" in html  # the bonus is on the sheet before the deal is played


def test_turnup_refusals_store_nothing(client, game):
    token, gid, _ = game
    r = form(client, token, gid, [("suit", "S")])
    assert refused(r) and "Tap the rank of the dealer&#39;s face-up card first." in r.text
    r = api(client, token, gid, "turnup", {"card": "10H"})
    assert r.status_code == 400 and r.json == {
        "error": "10H is not in the deck used for this game.",
        "field": "card",
    }
    r = api(client, token, gid, "result", {"side": 0, "points": 40})
    assert r.status_code == 400 and r.json["error"] == "Now the table records turnup or misdeal, not result."
    assert state(client, token, gid)["seq"] == 0


# --- The result ---------------------------------------------------------------------------------------------


def test_the_result_form_ticks_the_dealers_team_and_records_one_sides_points(client, game):
    token, gid, viewer = game
    assert api(client, token, gid, "turnup", {"card": "5D"}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="side" value="0" checked' in page and "Capote: Bob &amp; Dee took all ten tricks" in page
    # Bob & Dee took 42; Ann & Cid 70 - 42 = 28: Bob & Dee score 42 - 35 = 7.
    r = form(client, token, gid, [("side", "1"), ("points", "42"), ("cards", "")])
    assert r.status_code == 200 and "Deal 2 · Bob deals" in r.text
    assert state(client, token, gid)["totals"] == [0, 7]
    html = board(client, viewer, gid)
    assert "Ann &amp; Cid took 28 · Bob &amp; Dee took 42" in html and "Bob &amp; Dee +7" in html
    assert "7 / 35" in html


def test_a_capote_by_one_tap_wins_the_game(client, game):
    token, gid, viewer = game
    api(client, token, gid, "turnup", {"card": "5D"})
    r = form(client, token, gid, [("side", "0"), ("points", ""), ("all_tricks", "1")])
    assert r.status_code == 200 and "Game over · Bob &amp; Dee win 35–0" in r.text
    assert "(capote)" in board(client, viewer, gid)


def test_the_captured_cards_are_counted(client, game):
    token, gid, _ = game
    api(client, token, gid, "turnup", {"card": "5D"})
    # 7H AH KH QH: 14 + 1 for the trick = 15; Bob & Dee 55: 55 - 35 = 20.
    r = form(client, token, gid, [("side", "0"), ("points", ""), ("cards", "7H AH KH QH")])
    assert r.status_code == 200
    events = client.get(f"/api/v1/tables/{token}/games/{gid}/events").json["events"]
    assert events[-1]["payload"]["cards"] == "7H AH KH QH"
    assert "took 55 · +20" in client.get(f"/t/{token}/g/{gid}").text


def test_result_refusals_answer_400_and_422_and_store_nothing(client, game):
    token, gid, _ = game
    api(client, token, gid, "turnup", {"card": "5D"})
    r = form(client, token, gid, [("side", "0"), ("points", "71"), ("cards", "")])
    assert refused(r) and "Ann &amp; Cid&#39;s card points cannot be more than 70." in r.text
    r = form(client, token, gid, [("side", "0"), ("points", ""), ("cards", "7H AH KH")])
    assert refused(r) and "Tricks have four cards, so 3 cards are not whole tricks." in r.text
    assert 'value="7H AH KH"' in r.text
    r = api(client, token, gid, "result", {"side": 3, "points": 30})
    assert r.status_code == 400 and r.json == {
        "error": "Choose whose points these are: Ann & Cid or Bob & Dee.",
        "field": "side",
    }
    r = api(client, token, gid, "result", {"side": 0, "points": 30, "cards": "7H AH KH QH"})
    assert r.status_code == 400 and r.json["error"] == "Enter one side's points or its cards, not both."
    assert state(client, token, gid)["seq"] == 1


def test_the_held_bonus_shows_as_held(client, game):
    token, gid, viewer = game
    # Ann & Cid 67: 67 - 35 = 32; Bob deals, a tie; Cid turns an ace: 32 + 4 = 36 would win, held.
    for card, side, points in (("2H", 0, 67), ("2S", 1, 35)):
        api(client, token, gid, "turnup", {"card": card})
        api(client, token, gid, "result", {"side": side, "points": points})
    api(client, token, gid, "turnup", {"card": "AS"})
    assert "+4</strong> held until the deal is scored" in board(client, viewer, gid)
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "bonus 4 held until this deal is scored" in page
    r = form(client, token, gid, [("side", "1"), ("points", "40"), ("cards", "")])
    assert "Game over · Ann &amp; Cid win 36–5" in r.text


def test_a_misdeal_and_a_foul_by_one_tap_each(client, game):
    token, gid, _ = game
    r = form(client, token, gid, [("event_type", "misdeal")])
    assert r.status_code == 200 and "Deal 2 · Bob deals" in r.text
    api(client, token, gid, "turnup", {"card": "2H"})
    # Bob deals: Bob & Dee are ticked; a tap on Ann & Cid, then the foul button.
    r = form(client, token, gid, [("side", "0"), ("points", ""), ("cards", ""), ("event_type", "foul")])
    assert r.status_code == 200 and "Game over · Ann &amp; Cid fouled: Bob &amp; Dee win" in r.text
