"""Skull & Roses through the pages and the API: placing (a tap per card, or the challenge alone), the
bidding, the reveal and the choice of the next first player; refusals (400 from the API, 422 from the
form) with their sentence and nothing stored; the scoreboard's mats and cards left."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_events as events
from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import make_game, make_table, refused, table_game
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form


@pytest.fixture
def game(client):
    """A game for Ann, Bob, Cid and Dee; Ann plays first."""
    return table_game(client, "skull-and-roses")


# --- Placing and the challenge -----------------------------------------------------------------------------


def test_the_place_form_has_the_place_button_the_bids_and_the_quick_challenge(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Round 1 · Ann starts · placing · 4 cards down" in page
    assert 'value="place"' in page and "Ann places a card" in page and "or Ann challenges: bid" in page
    assert page.count('name="bid" value="') == 4  # 1 to the 4 cards on the mats
    assert 'name="challenger"' in page and "Dealer:" not in page


def test_cards_placed_one_tap_each_then_a_challenge_and_the_bidding(client, game):
    token, gid, viewer = game
    # The quick entry's fields are sent too, before the tapped button; the tapped bid is the last "bid".
    r = form(client, token, gid, [("mat", "1"), ("bid", "1"), ("player", "0"), ("event_type", "place")])
    assert r.status_code == 200 and "Round 1 · Ann starts · placing · 5 cards down" in r.text
    assert "Bob places a card" in r.text and 'name="challenger"' not in r.text  # the quick entry is gone
    r = form(client, token, gid, [("player", "1"), ("bid", "3")])
    assert r.status_code == 200 and "Bob bids 3 of 5 cards on the mats" in r.text
    html = board(client, viewer, gid)
    assert '<strong>3</strong> <span class="sr-who">of 5 on the mats</span>' in html
    assert "sr-challenger" in html and "Cid" in html.split("To play")[1][:80]
    assert form(client, token, gid, [("player", "2"), ("bid", "pass")]).status_code == 200
    assert form(client, token, gid, [("player", "3"), ("bid", "4")]).status_code == 200
    assert form(client, token, gid, [("player", "0"), ("bid", "pass")]).status_code == 200
    r = form(client, token, gid, [("player", "1"), ("bid", "pass")])
    assert "Round 1 · Dee must flip 4 roses" in r.text and "All roses: Dee wins the bet" in r.text
    assert events(client, token, gid)[1]["payload"] == {"player": "1", "bid": "3"}


def test_the_challenge_alone_through_the_form(client, game):
    token, gid, _ = game
    fields = [("challenger", "2"), ("mat", "2"), ("bid", "7"), ("player", "0"), ("event_type", "challenge")]
    r = form(client, token, gid, fields)
    # Ann and Bob, before Cid, have 3 down; Cid and Dee 2: 10 on the mats.
    assert r.status_code == 200 and "Cid bids 7 of 10 cards on the mats" in r.text
    assert "Dee raises" in r.text


def test_a_player_with_no_cards_in_hand_sees_only_the_bids(client, game):
    token, gid, _ = game
    for _ in range(3):
        for seat in range(4):
            assert api(client, token, gid, "place", {"player": seat}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Ann has no cards in hand and must challenge." in page and 'value="place"' not in page
    r = api(client, token, gid, "place", {"player": 0})
    assert r.status_code == 400 and r.json == {
        "error": "Ann has no cards in hand and must challenge.",
        "field": "player",
    }


# --- The reveal and who starts next ------------------------------------------------------------------------


def test_a_won_bet_flips_the_mat_on_the_scoreboard(client, game):
    token, gid, viewer = game
    assert api(client, token, gid, "challenge", {"player": 0, "bid": 4}).status_code == 201  # a burn out
    assert "skull side up" in board(client, viewer, gid)
    r = form(client, token, gid, [("won", "yes")])
    assert r.status_code == 200 and "Round 2 · Ann starts" in r.text
    html = board(client, viewer, gid)
    assert "Ann: mat roses side up, 1 down, 4 cards left" in html and "1/2 bets" in html
    assert "Ann bid 4 and flipped 4 roses: the mat turns to the roses side" in html


def test_a_lost_bet_shows_a_card_lost_and_the_own_mat_first(client, game):
    token, gid, viewer = game
    api(client, token, gid, "place", {"player": 0})
    api(client, token, gid, "challenge", {"player": 1, "bid": 1})
    for seat in (2, 3, 0):
        api(client, token, gid, "bid", {"player": seat, "bid": "pass"})
    page = client.get(f"/t/{token}/g/{gid}").text
    # Bob bid 1 with 1 down: only his own skull can stop him.
    assert page.count('name="skull"') == 1 and "Own skull" in page
    r = form(client, token, gid, [("skull", "2")])
    assert refused(r) and "only their own cards were flipped" in r.text
    assert state(client, token, gid)["seq"] == 5  # nothing stored
    r = form(client, token, gid, [("skull", "1")])
    assert r.status_code == 200 and "Round 2 · Bob starts" in r.text
    html = board(client, viewer, gid)
    assert "Bob: mat skull side up, 1 down, 3 cards left" in html and html.count("sr-disc sr-lost") == 1


def test_an_eliminated_challenger_with_their_own_skull_chooses_who_starts(client):
    table = make_table(client, players=("Ann", "Bob", "Cid"))
    token, viewer = table["scorer_token"], table["viewer_token"]
    gid = make_game(client, token, "skull-and-roses")["id"]
    for _ in range(4):
        assert api(client, token, gid, "challenge", {"player": 0, "bid": 3}).status_code == 201
        assert api(client, token, gid, "reveal", {"skull": 0}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Ann chooses who plays first next round" in page
    assert 'name="player" value="1"' in page and 'name="player" value="0"' not in page
    r = api(client, token, gid, "first_player", {"player": 0})
    assert r.status_code == 400 and r.json["error"] == "Ann is out of the game: choose a player still in."
    r = form(client, token, gid, [("player", "2")])
    assert r.status_code == 200 and "Round 5 · Cid starts" in r.text
    assert "Ann: out of the game" in board(client, viewer, gid)


# --- Refusals ----------------------------------------------------------------------------------------------


def test_refusals_answer_400_from_the_api_and_422_from_the_form_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "challenge", {"player": 0, "bid": 5})
    assert r.status_code == 400 and r.json == {
        "error": "There are 4 cards on the mats: bid from 1 to 4.",
        "field": "bid",
    }
    r = api(client, token, gid, "place", {"player": 2})
    assert r.status_code == 400 and r.json["error"] == "It is Ann's turn to place or challenge, not Cid's."
    r = form(
        client, token, gid, [("challenger", "2"), ("mat", "4"), ("bid", "3"), ("event_type", "challenge")]
    )
    assert refused(r) and "Ann has only 4 cards, so would have had to challenge" in r.text
    r = api(client, token, gid, "reveal", {"won": True})
    assert r.status_code == 400 and r.json["error"] == "Now the table records challenge or place, not reveal."
    assert api(client, token, gid, "challenge", {"player": 0, "bid": 2}).status_code == 201
    r = form(client, token, gid, [("player", "1"), ("bid", "2")])
    assert refused(r) and "Bob must bid more than 2: at least 3, or pass." in r.text
    r = api(client, token, gid, "bid", {"player": 2, "bid": "pass"})
    assert r.status_code == 400 and r.json["error"] == "It is Bob's turn to bid, not Cid's."
    assert state(client, token, gid)["seq"] == 1 and len(events(client, token, gid)) == 1


def test_the_game_over_and_the_result_sentence(client, game):
    token, gid, viewer = game
    for _ in range(2):
        api(client, token, gid, "challenge", {"player": 0, "bid": 4})
        api(client, token, gid, "reveal", {"won": True})
    now = state(client, token, gid)
    assert now["next"]["phase"] == "over" and now["next"]["title"] == "Game over · Ann wins with 2 bets won"
    assert "Ann wins with 2 bets won" in board(client, viewer, gid)
