"""Briscola Chiamata through the pages and the API: the auction (ranks, then points), the call, the called
card showing, the result; all pass in Subito al Due; refusals (400 from the API, 422 from the form) with
their sentence and nothing stored; the scoreboard that keeps the partner hidden until the card shows."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form
from tests.web.helpers import refused, table_game

FIVE = ("Ann", "Bob", "Cid", "Dee", "Eve")


def new_game(client, players=FIVE, **options):
    return table_game(client, "briscola-chiamata", options=options, seated=players)


@pytest.fixture
def game(client):
    """Ann, Bob, Cid, Dee and Eve, seated clockwise; Ann deals, so Eve, on her right, speaks first."""
    return new_game(client)


def test_the_bid_form_has_ranks_points_pass_and_the_quick_bid(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert (
        "Eve bids</legend>" in page and "Ann deals, so Eve, on the dealer&#39;s right, speaks first." in page
    )
    for rank in ("A", "3", "K", "2"):
        assert f'name="bid" value="{rank}"' in page
    assert (
        'name="bid" value="75"' in page and 'name="bid" value="pass"' in page and 'value="contract"' in page
    )


def test_a_whole_deal_through_the_forms_with_the_partner_hidden_on_the_board(client, game):
    token, gid, viewer = game
    # The quick entry's select is sent first, but the tapped rank is the last "bid".
    r = form(client, token, gid, [("bidder", ""), ("bid", "A"), ("player", "4"), ("bid", "K")])
    assert r.status_code == 200 and "Deal 1 · bidding · Eve K high" in r.text
    assert 'name="bid" value="K"' not in r.text.split("Dee bids")[1]  # only lower ranks now
    for seat in (3, 2, 1, 0):  # to the right
        assert form(client, token, gid, [("player", str(seat)), ("bid", "pass")]).status_code == 200
    r = form(client, token, gid, [("suit", "H")])  # the K is the call: one tap on hearts
    assert r.status_code == 200 and "Who played the K♥?" in r.text
    html = board(client, viewer, gid)
    assert (
        "K♥" in html
        and '<strong class="bch-hidden">hidden</strong>' in html
        and "Dee" not in html.split("Partner")[1].split("</p>")[0]
    )
    assert form(client, token, gid, [("player", "3")]).status_code == 200  # Dee played the K♥
    assert "<strong>Dee</strong>" in board(client, viewer, gid)
    r = form(client, token, gid, [("points", "64"), ("all_tricks", "none"), ("event_type", "result")])
    assert r.status_code == 200
    assert state(client, token, gid)["totals"] == [-1, -1, -1, 1, 2]  # 2 + 1 - 1 - 1 - 1 = 0
    assert "Last deal: Eve bid K" in board(client, viewer, gid)


def test_the_bidder_alone_and_all_tricks_doubled(client, game):
    token, gid, _ = game
    api(client, token, gid, "contract", {"bidder": 2, "bid": "J"})
    api(client, token, gid, "call", {"suit": "S"})
    api(client, token, gid, "partner", {"player": 2})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Cid plays alone against four." in page
    assert api(client, token, gid, "result", {"all_tricks": 0}).status_code == 201
    assert state(client, token, gid)["totals"] == [-2, -2, 8, -2, -2]  # (4 vs -1 each) × 2


def test_subito_all_pass_then_reopen_or_redeal(client):
    token, gid, _ = new_game(client, bidding="subito")
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="bid" value="61"' in page and 'name="bid" value="K"' not in page
    for seat in (4, 3, 2, 1, 0):
        api(client, token, gid, "bid", {"player": seat, "bid": "pass"})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Reopen for 61, calling a 2" in page and 'value="redeal"' in page
    r = form(client, token, gid, [("player", "4")])
    assert r.status_code == 200 and "Eve 61 high" in r.text


def test_six_players_the_dealer_sits_out(client):
    token, gid, viewer = new_game(client, players=(*FIVE, "Fay"))
    api(client, token, gid, "contract", {"bidder": 1, "bid": "Q"})
    assert "Ann deals and sits out" in board(client, viewer, gid)
    api(client, token, gid, "call", {"suit": "D"})
    api(client, token, gid, "result", {"points": 30, "player": 5})
    assert state(client, token, gid)["totals"] == [0, -2, 1, 1, 1, -1]


def test_refusals_answer_400_from_the_api_and_422_from_the_form_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "bid", {"player": 4, "bid": "9"})
    assert r.status_code == 400 and "card points from 61 to 120" in r.json["error"]
    api(client, token, gid, "bid", {"player": 4, "bid": "Q"})
    r = form(client, token, gid, [("player", "3"), ("bid", "K")])
    assert refused(r) and "Dee must bid a lower rank than Q" in r.text
    for seat in (3, 2, 1, 0):
        api(client, token, gid, "bid", {"player": seat, "bid": "pass"})
    r = api(client, token, gid, "call", {"suit": "H", "rank": "A"})
    assert r.status_code == 400 and r.json["error"] == "The bid was the Q: that is the card called."
    api(client, token, gid, "call", {"suit": "H"})
    r = form(client, token, gid, [("points", "70"), ("all_tricks", "none"), ("event_type", "result")])
    assert refused(r) and "Who played the called card? Tap that player first." in r.text
    api(client, token, gid, "partner", {"player": 1})
    seq = state(client, token, gid)["seq"]
    r = form(client, token, gid, [("points", "130"), ("all_tricks", "none"), ("event_type", "result")])
    assert refused(r) and "cannot be more than 120" in r.text
    r = api(client, token, gid, "result", {"points": 50, "all_tricks": 0})
    assert r.status_code == 400 and "have 120 points, not 50" in r.json["error"]
    assert state(client, token, gid)["seq"] == seq  # nothing stored


def test_the_result_from_the_bidding_teams_cards(client, game):
    token, gid, _ = game
    for type_, payload in (("contract", {"bidder": 1, "bid": "K"}), ("call", {"suit": "H", "rank": ""})):
        assert api(client, token, gid, type_, payload).status_code == 201
    assert api(client, token, gid, "partner", {"player": 3}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="cards"' in page and "Or tap in the bidding team's cards" in page
    r = form(client, token, gid, [("points", ""), ("cards", "AS 3S KS"), ("all_tricks", "none")])
    assert refused(r) and "Tricks have five cards, so 3 cards are not whole tricks." in r.text
    assert state(client, token, gid)["seq"] == 3  # nothing stored
    cards = "AS 3S KS QS JS AH 3H 2C 4C 5C"  # 30 + 21 = 51 points: down
    r = form(client, token, gid, [("points", ""), ("cards", cards), ("all_tricks", "none")])
    assert r.status_code == 200
    assert state(client, token, gid)["totals"] == [1, -2, 1, -1, 1]


def test_made_or_down_in_one_tap_once_the_partner_is_known(client, game):
    token, gid, _ = game
    assert api(client, token, gid, "contract", {"bidder": 4, "bid": "K"}).status_code == 201
    assert api(client, token, gid, "call", {"suit": "H"}).status_code == 201
    assert 'name="made"' not in client.get(f"/t/{token}/g/{gid}").text  # the partner first
    assert api(client, token, gid, "partner", {"player": 3}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="made" value="yes"' in page and 'name="made" value="no"' in page
    r = form(client, token, gid, [("points", ""), ("all_tricks", "none"), ("made", "no")])
    assert r.status_code == 200 and state(client, token, gid)["totals"] == [1, 1, 1, -1, -2]
