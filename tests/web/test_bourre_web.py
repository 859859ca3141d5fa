"""Bourré through the pages and the API: the trump turned up, play or pass in turn or all at once, the draw
round, the tricks, a renege, an early announcement and the end of the session; refusals (400 from the API,
422 from the form) with their sentence and nothing stored; the scoreboard's pot and balances."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import make_game, make_table, refused, table_game
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form


@pytest.fixture
def game(client):
    """A Bourré game for Ann, Bob, Cid and Dee; Ann deals, so Bob declares first."""
    return table_game(client, "bourre")


def test_the_trump_form_one_tap_on_the_suit_or_the_ace(client, game):
    token, gid, viewer = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal 1 · Ann deals · pot 4 · the trump turned up" in page
    assert page.count('name="suit" value="') == 4 and 'name="card" value="AS"' in page
    assert 'value="end_session"' in page
    html = board(client, viewer, gid)
    assert 'class="bo-pot-now">4</strong>' in html and "4 antes" in html
    r = form(client, token, gid, [("card", "AH")])
    assert r.status_code == 200 and "Bob: play or pass?" in r.text
    assert 'class="bo-suit suit-red">A♥</strong>' in board(client, viewer, gid)


def test_play_or_pass_in_turn_one_tap_each_then_the_tricks(client, game):
    token, gid, viewer = game
    form(client, token, gid, [("suit", "S")])
    # The all-at-once boxes come first in the page: unticked, they send nothing.
    r = form(client, token, gid, [("player", "1"), ("call", "3")])
    assert r.status_code == 200 and "Cid: play or pass?" in r.text and "draws 3" in r.text
    for seat, call in (("2", "pass"), ("3", "0")):
        assert form(client, token, gid, [("player", seat), ("call", call)]).status_code == 200
    html = board(client, viewer, gid)
    assert "plays · draws 3" in html and "passed" in html and "plays · stands pat" in html
    r = form(client, token, gid, [("player", "0"), ("call", "pass")])
    assert "Deal 1 · Ann deals · pot 4 · the tricks" in r.text
    assert 'name="taken.1"' in r.text and 'name="taken.3"' in r.text and 'name="taken.0"' not in r.text
    # The passed players have no field: the list has gaps, which count as none.
    r = form(client, token, gid, [("taken.1", "3"), ("taken.3", "2")])
    assert r.status_code == 200 and "Deal 2 · Bob deals · pot 4" in r.text
    assert state(client, token, gid)["totals"] == [-1, 3, -1, -1]  # deal 2's antes count from its trump
    assert "last: 3 · won" in board(client, viewer, gid)


def test_everyone_at_once_through_the_ticked_boxes(client, game):
    token, gid, _ = game
    form(client, token, gid, [("suit", "S")])
    r = form(client, token, gid, [("playing.1", "1"), ("playing.2", "2"), ("event_type", "players")])
    assert r.status_code == 200 and "the tricks" in r.text
    events = client.get(f"/api/v1/tables/{token}/games/{gid}/events").json["events"]
    assert events[-1]["payload"] == {"playing": ["", "1", "2"]}


def test_refusals_answer_400_from_the_api_and_422_from_the_form_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "declare", {"player": 1, "call": "pass"})
    assert (
        r.status_code == 400 and r.json["error"] == "Now the table records trump or end session, not declare."
    )
    assert api(client, token, gid, "trump", {"card": "AC"}).status_code == 201
    r = api(client, token, gid, "declare", {"player": 2, "call": "pass"})
    assert r.status_code == 400 and r.json == {
        "error": "It is Bob's turn to say, not Cid's.",
        "field": "player",
    }
    for seat in (1, 2):
        api(client, token, gid, "declare", {"player": seat, "call": 1})
    api(client, token, gid, "declare", {"player": 3, "call": "pass"})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Ann (dealer) must play: the ace is turned up" in page and 'value="pass"' not in page
    r = form(client, token, gid, [("player", "0"), ("call", "pass")])
    assert refused(r) and "Ann turned up the ace of trumps and must play." in r.text
    seq = state(client, token, gid)["seq"]
    form(client, token, gid, [("player", "0"), ("call", "2")])
    r = form(client, token, gid, [("taken.0", "2"), ("taken.1", "2"), ("taken.2", "2")])
    assert refused(r) and "The tricks add up to 6: 5 were played." in r.text
    r = api(client, token, gid, "tricks", {"taken": [1, 1, 1, 2]})
    assert r.status_code == 400 and r.json == {"error": "Dee passed and took no trick.", "field": "taken.3"}
    assert state(client, token, gid)["seq"] == seq + 1  # only the dealer's call


def test_a_renege_and_an_early_announcement_through_the_forms(client, game):
    token, gid, _ = game
    form(client, token, gid, [("suit", "H")])
    r = form(client, token, gid, [("offender", "1"), ("player", "1"), ("event_type", "premature")])
    assert r.status_code == 200 and "Bob: play or pass?" in r.text
    form(client, token, gid, [("playing.1", "1"), ("playing.3", "3"), ("event_type", "players")])
    r = form(client, token, gid, [("taken.1", "0"), ("player", "3"), ("event_type", "renege")])
    assert r.status_code == 200 and "renege</small>" in r.text
    r = form(client, token, gid, [("taken.1", "3"), ("taken.3", "2"), ("player", "3")])
    sheet = state(client, token, gid)
    assert sheet["totals"] == [-1, 3, -1, -5]  # Dee: ante, and the pot of 4 for the renege
    assert "Deal 2 · Cid deals" in r.text  # Bob spoke early: his turn to deal is skipped


def test_the_draw_round_of_separate_rounds(client):
    table = make_table(client)
    token = table["scorer_token"]
    gid = make_game(client, token, "bourre", options={"declaring": "separate", "double_ante": True})["id"]
    form(client, token, gid, [("suit", "D")])
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Play (1 chip)" in page and "discard 3" not in page
    for seat in (1, 2, 3, 0):
        form(client, token, gid, [("player", str(seat)), ("call", "play" if seat in (1, 2) else "pass")])
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Bob discards</legend>" in page and page.count('name="discard" value="') == 6
    r = form(client, token, gid, [("player", "1"), ("discard", "4")])
    assert "Cid discards</legend>" in r.text


def test_ending_the_session_through_the_form(client, game):
    token, gid, _ = game
    form(client, token, gid, [("suit", "S")])
    form(client, token, gid, [("playing.1", "1"), ("playing.2", "2"), ("event_type", "players")])
    form(client, token, gid, [("taken.1", "3"), ("taken.2", "2")])
    r = form(client, token, gid, [("event_type", "end_session")])
    assert r.status_code == 200 and "Bob is up 3 chips" in r.text
    assert state(client, token, gid)["next"]["phase"] == "over"


def test_the_deal_in_play_is_on_the_sheet_once_its_trump_is_entered(client, game):
    token, gid, _ = game
    assert state(client, token, gid)["totals"] == [0, 0, 0, 0]
    form(client, token, gid, [("suit", "S")])
    assert state(client, token, gid)["totals"] == [-1, -1, -1, -1]  # the antes, as the board's balances


def test_the_board_says_each_players_chips_once_and_the_antes_in_the_pot(client, game):
    # Between deals the totals are the chips after the last deal (Bob +3) while the pot already holds the
    # next deal's antes: the board once showed a second number per player (Bob +2) beside his total.
    token, gid, viewer = game
    form(client, token, gid, [("suit", "S")])
    form(client, token, gid, [("playing.1", "1"), ("playing.2", "2"), ("event_type", "players")])
    form(client, token, gid, [("taken.1", "3"), ("taken.2", "2")])
    html = board(client, viewer, gid)
    assert "bo-balance" not in html and "+2" not in html
    assert 'class="bo-pot-now">4</strong>' in html and '<span class="bo-in-pot">4 antes</span>' in html
    assert "antes are in the pot" in html


def test_the_pot_on_the_board_says_what_was_carried_and_the_antes(client, game):
    token, gid, viewer = game
    form(client, token, gid, [("suit", "S")])
    form(
        client,
        token,
        gid,
        [("playing.1", "1"), ("playing.2", "2"), ("playing.3", "3"), ("event_type", "players")],
    )
    form(client, token, gid, [("taken.1", "2"), ("taken.2", "2"), ("taken.3", "1")])  # a split pot stays
    html = board(client, viewer, gid)  # Bob and Cid tied: excused from the ante
    assert 'class="bo-pot-now">6</strong>' in html and 'bo-in-pot">4 carried · 2 antes<' in html
