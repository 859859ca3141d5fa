"""Pickle through the pages and the API: the auction (a call in one or two taps, the quick contract), the
tricks and the card points (numbers or cards), every refusal (400 from the API, 422 from the form) with its
sentence and nothing stored, and the scoreboard's contract, this deal's tricks and the bars to 300."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_events, make_game, make_table, refused, table_game
from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form


@pytest.fixture
def game(client):
    """A Pickle game for Ann, Bob and Cid; Ann deals, so Bob calls first and Ann last."""
    return table_game(client, "pickle", seated=("Ann", "Bob", "Cid"))


def stored(client, token, gid) -> int:
    return len(game_events(client, token, gid))


# --- The auction ----------------------------------------------------------------------------------------


def test_the_bid_form_has_the_caller_the_bids_the_suits_pass_and_the_quick_contract(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal 1 · bidding" in page and "Bob bids</legend>" in page
    call = page.split('class="auction-call"')[1]
    assert call.count('name="bid" value="') == 9  # 3 to 10 (eight bids) and Pass
    assert all(f'name="suit" value="{s}"' in call for s in "SHDC")
    assert 'value="contract"' in page and 'name="bidder"' in page


def test_a_round_of_calls_through_the_form(client, game):
    token, gid, viewer = game
    # Bob: two taps, 4 then ♥ (the button records it); the quick contract sends nothing when unused.
    r = form(client, token, gid, [("bid", "4"), ("player", "1"), ("suit", "H")])
    assert r.status_code == 200 and "Deal 1 · bidding · Bob 4♥ high" in r.text
    assert "Cid bids</legend>" in r.text and 'value="contract"' not in r.text  # no quick entry once calling
    assert 'value="4">4' not in r.text.split('class="auction-call"')[1]  # only higher bids now
    assert 'Bidding: Bob <strong>4<span class="suit-red">♥</span></strong> high' in board(client, viewer, gid)
    # Cid passes: one tap (a number tapped before counts for nothing, the Pass comes last).
    assert form(client, token, gid, [("player", "2"), ("bid", "6"), ("bid", "pass")]).status_code == 200
    r = form(client, token, gid, [("player", "0"), ("bid", "5"), ("suit", "S")])
    assert r.status_code == 200 and "Deal 1 · Ann bid 5♠" in r.text and "Tricks taken" in r.text
    payloads = [e["payload"] for e in client.get(f"/api/v1/tables/{token}/games/{gid}/events").json["events"]]
    assert payloads[0] == {"bid": "4", "player": "1", "suit": "H"}


def test_the_dealer_obliged_to_bid_has_no_pass(client, game):
    token, gid, _ = game
    for seat in (1, 2):
        assert api(client, token, gid, "bid", {"player": seat, "bid": "pass"}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Ann (dealer) must bid</legend>" in page and 'name="bid" value="pass"' not in page
    assert "the dealer is obliged to bid, 3 or more" in page
    r = form(client, token, gid, [("player", "0"), ("bid", "pass")])
    assert refused(r) and "Ann, the dealer, must bid at least 3: everyone else passed." in r.text
    assert stored(client, token, gid) == 2  # nothing stored
    assert form(client, token, gid, [("player", "0"), ("bid", "7"), ("suit", "C")]).status_code == 200
    assert state(client, token, gid)["next"]["phase"] == "tricks"


def test_the_quick_contract_through_the_form(client, game):
    token, gid, viewer = game
    fields = [("bidder", "2"), ("bid", "6"), ("suit", "D"), ("player", "1"), ("event_type", "contract")]
    r = form(client, token, gid, fields)
    assert r.status_code == 200 and "Deal 1 · Cid bid 6♦" in r.text
    assert (
        "Cid need 6 of 10 tricks" not in r.text
        and 'Cid bid <strong>6<span class="suit-red">♦</span></strong> and needs 6 of 10 tricks.' in r.text
    )
    html = board(client, viewer, gid)
    assert '<span class="pk-bidder">Cid</span> bid <strong>6</strong>' in html and "must take 6 of 10" in html


def test_auction_refusals_answer_400_and_422_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "bid", {"player": 2, "bid": 4, "suit": "H"})
    assert r.status_code == 400 and r.json == {
        "error": "It is Bob's turn to bid, not Cid's.",
        "field": "player",
    }
    r = api(client, token, gid, "bid", {"player": 1, "bid": 2, "suit": "H"})
    assert r.status_code == 400 and r.json == {"error": "A bid is from 3 to 10, not 2.", "field": "bid"}
    r = form(client, token, gid, [("player", "1"), ("suit", "H")])  # a suit tapped before a number
    assert refused(r) and "Enter a bid from 3 to 10, or pass." in r.text
    r = form(client, token, gid, [("player", "1"), ("bid", "4")])
    assert refused(r) and "Bob&#39;s bid of 4: choose a suit." in r.text
    assert api(client, token, gid, "bid", {"player": 1, "bid": 5, "suit": "H"}).status_code == 201
    r = form(client, token, gid, [("player", "2"), ("bid", "5"), ("suit", "S")])
    assert refused(r) and "Cid must bid more than 5: at least 6, or pass." in r.text
    r = api(client, token, gid, "contract", {"bidder": 1, "bid": 6, "suit": "H"})
    assert r.status_code == 400 and "call by call" in r.json["error"]
    r = api(client, token, gid, "tricks", {"tricks": [3, 3, 4]})
    assert r.status_code == 400 and r.json["error"] == "Now the table records bid or contract, not tricks."
    assert stored(client, token, gid) == 1


# --- The tricks and the card points -----------------------------------------------------------------------


def test_a_deal_through_the_forms_tricks_then_card_points(client, game):
    token, gid, viewer = game
    api(client, token, gid, "contract", {"bidder": 1, "bid": 7, "suit": "H"})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert page.count('name="tricks.0"') == 11 and 'name="tricks.2" value="10"' in page
    r = form(client, token, gid, [("tricks.0", "1"), ("tricks.1", "8"), ("tricks.2", "2")])
    assert refused(r) and "The tricks taken add up to 11, but 10 were played." in r.text
    assert stored(client, token, gid) == 1
    r = form(client, token, gid, [("tricks.0", "1"), ("tricks.1", "8"), ("tricks.2", "1")])
    assert r.status_code == 200 and "Deal 1 · Bob bid 7♥, took 8" in r.text
    assert "Trick points: Ann 0, Bob 37, Cid 0." in r.text  # 7 x 5 + 1 x 2
    html = board(client, viewer, gid)
    assert "Bob took 8 of 10: made · card points next" in html and "took 8 · +37" in html
    assert '<div class="points">37</div>' in html  # the trick points count on the board already

    r = form(client, token, gid, [("points.0", "5"), ("points.1", "200"), ("points.2", "")])
    assert refused(r) and "Bob&#39;s card points cannot be more than 145." in r.text
    r = form(client, token, gid, [("points.0", "50"), ("points.1", "90"), ("points.2", "10")])
    assert refused(r) and "The card points add up to 150, but the cards hold at most 145." in r.text
    assert stored(client, token, gid) == 2
    r = form(client, token, gid, [("points.0", "10"), ("points.1", "70"), ("points.2", "30")])
    assert r.status_code == 200 and "Deal 2 · bidding" in r.text
    sheet = state(client, token, gid)
    assert sheet["totals"] == [10, 107, 30]
    assert sheet["hands"][0]["notes"] == [
        "took 1 · cards 10",
        "bid 7♥ · took 8 · made · cards 70",
        "took 1 · cards 30",
    ]


def test_a_player_without_tricks_has_no_card_points_field_to_fill(client, game):
    token, gid, _ = game
    api(client, token, gid, "contract", {"bidder": 1, "bid": 7, "suit": "H"})
    api(client, token, gid, "tricks", {"tricks": [0, 9, 1]})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="points.0" min="0" max="145"\n           value="0" readonly' in page
    assert '<input type="hidden" name="cards.0" value="">' in page and 'name="cards.2" data-cards="3"' in page
    r = form(client, token, gid, [("points.0", "4"), ("points.1", "70"), ("points.2", "3")])
    assert refused(r) and "Ann took no tricks, so no card points." in r.text


def test_card_points_by_the_cards_through_the_form(client, game):
    token, gid, _ = game
    api(client, token, gid, "contract", {"bidder": 1, "bid": 5, "suit": "H"})
    api(client, token, gid, "tricks", {"tricks": [2, 6, 2]})
    fields = [
        ("points.0", ""),
        ("points.1", ""),
        ("points.2", ""),
        ("cards.0", "5S JK"),
        ("cards.1", "10D 4H"),
    ]
    r = form(client, token, gid, [*fields, ("cards.2", ""), ("lowest_trump", "")])
    assert refused(r) and "Enter the lowest trump in play: it counts 15." in r.text
    assert 'value="5S JK"' in r.text  # what was typed stays
    r = form(client, token, gid, [*fields, ("cards.2", ""), ("lowest_trump", "4H")])
    assert r.status_code == 200  # Ann 5 + 15 = 20; Bob 10 + 15 = 25 (4H, the lowest trump); Cid 0
    assert state(client, token, gid)["totals"] == [20, 25 + 27, 0]  # Bob also 5 x 5 + 1 x 2 = 27


def test_the_game_ends_on_trick_points_and_the_board_says_who_won(client, game):
    token, gid, viewer = game
    for points in ([0, 145, 0], None):
        api(client, token, gid, "contract", {"bidder": 1, "bid": 10, "suit": "S"})
        api(client, token, gid, "tricks", {"tricks": [0, 10, 0]})  # 100 a time
        if points:
            api(client, token, gid, "card_points", {"points": points})
    sheet = state(client, token, gid)  # 100 + 145 + 100 = 345
    assert sheet["is_over"] and sheet["winners"] == ["Bob"] and sheet["totals"] == [0, 345, 0]
    assert sheet["next"]["title"] == "Game over · Bob wins with 345 points"
    assert "won on trick points: cards not counted" in sheet["hands"][1]["summary"]
    r = api(client, token, gid, "card_points", {"points": [0, 0, 0]})
    assert r.status_code == 400 and "The game is over" in r.json["error"]
    assert "Game over" in board(client, viewer, gid)


def test_partnerships_score_per_team(client):
    table = make_table(client)
    token = table["scorer_token"]
    gid = make_game(client, token, "pickle", options={"partnerships": True})["id"]
    assert state(client, token, gid)["columns"] == ["Ann & Cid", "Bob & Dee"]
    api(client, token, gid, "contract", {"bidder": 3, "bid": 4, "suit": "D"})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Bob &amp; Dee need 4 of 10 tricks." in page and 'name="tricks.2"' not in page
    api(client, token, gid, "tricks", {"tricks": [4, 6]})
    api(client, token, gid, "card_points", {"points": [50, 95]})
    assert state(client, token, gid)["totals"] == [50, 119]  # 4 x 5 + 2 x 2 + 95
    three = make_table(client, players=("Ann", "Bob", "Cid"))
    r = client.post(
        f"/api/v1/tables/{three['scorer_token']}/games",
        json={"ruleset": "pickle", "options": {"partnerships": True}},
    )
    assert r.status_code == 400 and "Partnerships are for four players, not 3." in r.json["error"]
