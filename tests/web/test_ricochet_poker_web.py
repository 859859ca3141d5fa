"""Ricochet Poker through the pages and the API: cards dealt one tap each, the lowest hand's turn (buy N in
one tap, or fold), the purchase dealt until the hand is no longer lowest, the pot paid; refusals (400 from
the API, 422 from the form) with their sentence and nothing stored; the scoreboard's hands and pot."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_state, live_board, post_api, post_form, refused, table_game

PLAYERS = ("Ann", "Bob", "Cid", "Dee")


@pytest.fixture
def game(client):
    """Dee deals, so Ann is dealt first (the text's Players 1-4)."""
    return table_game(client, "ricochet-poker", first_dealer=3, seated=PLAYERS)


def cards(client, token, gid, *dealt):
    for card in dealt:
        r = post_form(client, token, gid, [("card", card)])
        assert r.status_code == 200, r.text
    return r


def test_the_first_deal_says_who_receives_each_card(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal face up to Ann" in page and "data-submit-on-pick" in page
    assert "End the session" not in page  # not before a hand has been played
    r = cards(client, token, gid, "KS", "JH")
    assert "Deal face up to Cid" in r.text and "K♠" in r.text and "J♥" in r.text


def test_a_turn_buys_in_one_tap_and_the_dealer_stops_when_no_longer_lowest(client, game):
    token, gid, viewer = game
    r = cards(client, token, gid, "KS", "JH", "8D", "7C")
    assert "Dee is lowest: buy or fold" in r.text
    assert r.text.count('name="count" value="') == 4  # one card held, five at most
    r = post_form(client, token, gid, [("count", "3")])
    assert "Deal Dee a bought card (1 of 3)" in r.text
    r = cards(client, token, gid, "2D", "9H")  # 9-7-2 beats the 8: the dealer stops
    assert "Cid is lowest: buy or fold" in r.text
    assert game_state(client, token, gid)["next"]["data"]["pot"] == 7
    html = live_board(client, viewer, gid)
    assert "Pot <strong>7</strong>" in html and "9♥" in html and "lowest · to act" in html


def test_fold_and_the_pot_paid_at_the_end(client, game):
    token, gid, _ = game
    cards(client, token, gid, "KS", "JH", "8D", "7C")
    for who in ("Dee", "Cid", "Bob"):
        assert who in game_state(client, token, gid)["next"]["title"]
        r = post_form(client, token, gid, [("event_type", "fold")])
        assert r.status_code == 200
    sheet = game_state(client, token, gid)
    assert sheet["totals"] == [3, -1, -1, -1]  # Ann takes the four antes
    assert sheet["hands"][0]["label"] == "Hand 1: Ann wins 4"
    assert "Deal face up to Bob" in r.text and "End the session" in r.text  # Ann deals hand 2


def test_refusals_store_nothing(client, game):
    token, gid, _ = game
    cards(client, token, gid, "KS", "JH", "8D", "7C")
    seq = game_state(client, token, gid)["seq"]
    r = post_form(client, token, gid, [("count", "5")])
    assert refused(r) and "Dee holds 1 card: buy at most 4" in r.text
    r = post_api(client, token, gid, "buy", {"count": 0})
    assert r.status_code == 400 and "cannot be less than 1" in r.json["error"]
    post_form(client, token, gid, [("count", "1")])
    seq = game_state(client, token, gid)["seq"]
    r = post_form(client, token, gid, [("card", "KS")])
    assert refused(r) and "K♠ is already on the table this hand." in r.text
    r = post_api(client, token, gid, "end", {})
    assert r.status_code == 400
    assert game_state(client, token, gid)["seq"] == seq


def test_the_session_ends_between_hands(client, game):
    token, gid, _ = game
    cards(client, token, gid, "KS", "JH", "8D", "7C")
    for _ in range(3):
        post_form(client, token, gid, [("event_type", "fold")])
    r = post_form(client, token, gid, [("event_type", "end")])
    assert r.status_code == 200 and "Ann is ahead with +3" in r.text
    record = client.get(f"/t/{token}/g/{gid}/export.json").json
    hand = record["scores"]["hands"][0]
    assert hand["points"] == [3, -1, -1, -1]
    # the export records every chip movement: Ann's ante and the pot she took, the others' antes
    assert hand["lines"][0] == [{"label": "ante", "points": -1}, {"label": "wins the pot", "points": 4}]
    assert hand["lines"][1] == [{"label": "ante", "points": -1}]
