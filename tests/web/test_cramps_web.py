"""Cramps through the pages and the API: one tap per trick and per queen, each player's trick points at the
end of a hand, Royal Cramps' auction (calls, the contract alone, nobody bidding) and trump; refusals (400
from the API, 422 from the form) with their sentence and nothing stored; the scoreboard's token cards, the
contract and the bars toward 31."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_events as events
from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form
from tests.web.helpers import refused, table_game


def new_game(client, options=None, players=("Ann", "Bob", "Cid", "Dee")):
    """A Cramps game; Ann deals, so Bob leads (and bids first)."""
    return table_game(client, "cramps", options=options, seated=players)


@pytest.fixture
def game(client):
    return new_game(client)


# --- A plain hand ------------------------------------------------------------------------------------------


def test_the_play_form_shows_the_token_cards_and_one_button_per_player(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Hand 1 · trick 1" in page and page.count('<li class="cr-token') == 13
    assert 'Who took trick 1 <span class="cr-worth">0</span>?' in page and "Bob leads." in page
    assert (
        page.count('name="player" value="') == 4 and 'name="points.3"' in page and 'name="queens.3"' in page
    )


def test_a_hand_one_tap_per_trick_and_per_queen_with_the_board_following(client, game):
    token, gid, viewer = game
    for seat in "0000111122233":
        assert form(client, token, gid, [("player", seat)]).status_code == 200
        if seat == "1" and len(events(client, token, gid)) == 5:
            html = board(client, viewer, gid)
            # Trick 5 (-3) went to Bob: its card is marked with his name; trick 6 is next, Bob leads.
            assert (
                'aria-label="Trick 5: −3, taken by Bob"' in html and 'aria-label="Trick 6: 0, next"' in html
            )
            assert "Bob leads" in html and "<span>Ann</span> <strong>+5</strong>" in html
    assert events(client, token, gid)[0]["payload"] == {"player": "0"}  # one tap, nothing else sent
    r = form(client, token, gid, [("player", "0")])
    assert r.status_code == 200 and "Who took the queens?" in r.text and "1 of 4 tapped" in r.text
    for seat in ("1", "1"):
        form(client, token, gid, [("player", seat)])
    assert "Queens</span>" in board(client, viewer, gid)
    r = form(client, token, gid, [("player", "3")])
    assert r.status_code == 200 and "Hand 2 · trick 1" in r.text
    sheet = state(client, token, gid)
    # Ann 5 - 1 = 4, Bob 7 - 2 = 5, Cid 2, Dee 0 - 1 = -1: 10.
    assert sheet["totals"] == [4, 5, 2, -1]
    assert sheet["hands"][0]["notes"] == [
        "tricks +5 · 1 queen",
        "tricks +7 · 2 queens",
        "tricks +2",
        "tricks 0 · 1 queen",
    ]
    html = board(client, viewer, gid)
    assert "Hand 1:</strong> Ann +4, Bob +5, Cid +2, Dee −1" in html and "4 / 31" in html


def test_each_players_trick_points_through_the_form_and_the_sum_refused(client, game):
    token, gid, _ = game
    fields = [("_x", "")]
    for seat, (points, queens) in enumerate([(6, 1), (7, 2), (2, 0), (1, 1)]):
        fields += [(f"points.{seat}", str(points)), (f"queens.{seat}", str(queens))]
    r = form(client, token, gid, [*fields, ("event_type", "hand")])
    # 6 + 7 + 2 + 1 = 16 trick points, 4 queens: the hand adds up to 12.
    assert refused(r) and "The hand adds up to 12, not 10: the trick points make 16, not 14." in r.text
    # kept, and open
    assert 'value="6"' in r.text and '<details class="cr-whole" data-fields-when-open open>' in r.text
    assert state(client, token, gid)["seq"] == 0
    fields[1:3] = [("points.0", "5"), ("queens.0", "1")]
    fields[-2:] = [("points.3", "0"), ("queens.3", "1")]
    r = form(client, token, gid, [*fields, ("event_type", "hand")])
    assert r.status_code == 200 and state(client, token, gid)["totals"] == [4, 5, 2, -1]


def test_refusals_answer_400_from_the_api_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "hand", {"points": [28, 0, 0, -14], "queens": [1, 1, 1, 1]})
    assert r.status_code == 400 and r.json == {
        "error": "The tricks cannot be shared out as 28, 0, 0 and -14.",
        "field": "points",
    }
    r = api(client, token, gid, "hand", {"points": [5, 7, 2, 0], "queens": [1, 2, 0, 0]})
    assert (
        r.status_code == 400
        and r.json["error"] == "The queens add up to 3, but there are 4: count each queen once."
    )
    r = api(client, token, gid, "trick", {"player": 7})
    assert r.status_code == 400 and r.json == {
        "error": "The player who took the trick cannot be more than 3.",
        "field": "player",
    }
    r = api(client, token, gid, "queen", {"player": 0})
    assert r.status_code == 400 and r.json["error"] == "Now the table records trick or hand, not queen."
    assert state(client, token, gid)["seq"] == 0 and events(client, token, gid) == []


# --- Royal Cramps ------------------------------------------------------------------------------------------


@pytest.fixture
def royal(client):
    return new_game(client, {"royal": True})


def test_the_bid_form_calls_in_turn_and_the_trump(client, royal):
    token, gid, viewer = royal
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Hand 1 · bidding" in page and "Bob bids</legend>" in page
    assert page.count('name="bid" value="') == 21  # 11 to 30 and Pass
    assert 'value="contract"' in page and 'value="no_bid"' in page
    # The quick entry's bid select is sent too (before the grid), but the tapped bid is the last "bid".
    r = form(client, token, gid, [("bid", "11"), ("player", "1"), ("bid", "12")])
    assert (
        r.status_code == 200 and "Hand 1 · bidding · Bob 12 high" in r.text and 'value="no_bid"' not in r.text
    )
    assert "Bidding</span>" in board(client, viewer, gid) and "<strong>12</strong>" in board(
        client, viewer, gid
    )
    r = form(client, token, gid, [("player", "2"), ("bid", "12")])
    assert refused(r) and "Cid must bid more than 12: at least 13, or pass." in r.text
    for seat in ("2", "3", "0"):
        form(client, token, gid, [("player", seat), ("bid", "pass")])
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Bob bid <strong>12</strong>: name trumps." in page and 'name="suit" value="none"' in page
    r = form(client, token, gid, [("suit", "X")])
    assert refused(r) and "The trump: “X” is not a suit" in r.text and state(client, token, gid)["seq"] == 4
    r = form(client, token, gid, [("suit", "H")])
    assert r.status_code == 200 and "Hand 1 · Bob bid 12 · ♥ hearts · trick 1" in r.text
    html = board(client, viewer, gid)
    assert "Contract</span>" in html and "Bob leads" in html and 'class="suit-red">♥</strong>' in html


def test_the_contract_alone_nobody_bidding_and_the_queen_of_trumps(client, royal):
    token, gid, viewer = royal
    r = form(
        client, token, gid, [("bidder", "3"), ("bid", "14"), ("player", "1"), ("event_type", "contract")]
    )
    assert (
        refused(r)
        and "The trump: choose a suit, or no trump." in r.text
        and state(client, token, gid)["seq"] == 0
    )
    r = form(client, token, gid, [("bidder", "3"), ("bid", "14"), ("trump", "S"), ("event_type", "contract")])
    assert r.status_code == 200 and "Hand 1 · Dee bid 14 · ♠ spades · trick 1" in r.text
    for seat in "0033003300332":
        api(client, token, gid, "trick", {"player": int(seat)})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Who took the queen of spades?" in page and "0 of 1 tapped" in page
    r = api(client, token, gid, "queen", {"player": 4})
    assert r.status_code == 400 and r.json == {
        "error": "The player who took the queen cannot be more than 3.",
        "field": "player",
    }
    r = form(client, token, gid, [("player", "0")])
    sheet = state(client, token, gid)
    # Dee: 3 + 3 + 5 + 5 + 7 + 7 = 30 >= 14, made; Ann: 0 - 1 - 3 + 0 - 5 + 0 = -9 and the queen of spades
    # -4: -13; Cid -7. 30 - 13 - 7 = 10.
    assert (
        sheet["hands"][0]["points"] == [-13, 0, -7, 30]
        and sheet["hands"][0]["summary"] == "Dee bid 14 · ♠ spades · made with 30"
    )
    assert sum(sheet["hands"][0]["points"]) == 10
    # Hand 2: Bob deals, Cid calls first; nobody bids: one tap.
    r = form(client, token, gid, [("event_type", "no_bid")])
    assert r.status_code == 200 and "Hand 2 · nobody bid · trick 1" in r.text
    assert "nobody bid" in board(client, viewer, gid)


def test_five_players_bid_from_fifteen_with_eight_queens(client):
    token, gid, _ = new_game(client, {"royal": True}, ("Ann", "Bob", "Cid", "Dee", "Eve"))
    page = client.get(f"/t/{token}/g/{gid}").text
    assert page.count('name="bid" value="') == 29  # 15 to 42 and Pass
    api(client, token, gid, "no_bid", {})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert ">−9</span>" in page and "(18 in all)" in page


def test_the_game_ends_and_the_board_says_who_won(client, game):
    token, gid, viewer = game
    for _ in range(2):  # Ann takes the six tricks worth points twice: 30 + 30 = 60
        api(client, token, gid, "hand", {"points": [30, -16, 0, 0], "queens": [0, 4, 0, 0]})
    sheet = state(client, token, gid)
    assert (
        sheet["is_over"]
        and sheet["winners"] == ["Ann"]
        and sheet["next"]["title"] == "Game over · Ann wins with 60 points"
    )
    html = board(client, viewer, gid)
    assert "Game over" in html and "cr-token" not in html and "60 / 31" in html
