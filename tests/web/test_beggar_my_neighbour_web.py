"""Beggar My Neighbour through the pages and the API: starting the referee, one tap per card, the pile
taken, a recount, the winner entered, the play-out; refusals (400 from the API, 422 from the form) with
their sentence and nothing stored; the scoreboard's counts and sentence; the play-out tool."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_events as events
from tests.web.helpers import (
    game_state,
    live_board,
    make_game,
    make_table,
    post_api,
    post_form,
    refused,
    table_game,
)

ENDLESS = ["---K---Q-KQAJ-----AAJ--J--", "----------Q----KQ-J-----KA"]


@pytest.fixture
def game(client):
    """A game for Ann and Bob; Ann deals, so Bob turns first."""
    return table_game(client, "beggar-my-neighbour", seated=("Ann", "Bob"))


def test_the_start_form_has_the_counts_the_winner_and_the_stacks(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="counts.0" value="26"' in page and 'name="counts.1" value="26"' in page
    assert 'value="start"' in page and 'value="result"' in page and 'name="stacks.1"' in page
    assert "turns first" in page


def test_the_referee_through_the_form_one_tap_per_card(client, game):
    token, gid, viewer = game
    assert post_form(client, token, gid, [("counts.0", "26"), ("counts.1", "26")]).status_code == 200
    page = client.get(f"/t/{token}/g/{gid}").text
    assert page.count('name="card" value="') == 13 and "Bob to play" in page
    # "A plays a queen; B plays a six and then a jack; A plays an ace; B plays 3,7,king; A plays 10,4,6."
    for rank in ["Q", "6", "J", "A", "3", "7", "K"]:
        assert post_form(client, token, gid, [("card", rank)]).status_code == 200
    assert "Bob pays for Ann&#39;s K: 3 chances left" in live_board(client, viewer, gid)
    for rank in ["10", "4", "6"]:
        post_form(client, token, gid, [("card", rank)])
    # "The king has been paid for so B takes the centre pile": Ann 26 - 5 + 10 = 31, Bob 21
    assert game_state(client, token, gid)["next"]["data"]["counts"] == [31, 21]
    board = live_board(client, viewer, gid)
    assert "Ann took the pile of 10 cards and plays next" in board and "<strong>31</strong>" in board


def test_refusals_answer_400_from_the_api_and_422_from_the_form_and_store_nothing(client, game):
    token, gid, _ = game
    r = post_api(client, token, gid, "start", {"counts": [27, 24]})
    assert r.status_code == 400 and r.json == {
        "error": "The counts add up to 51 cards but the pack has 52: count again.",
        "field": "counts",
    }
    r = post_form(client, token, gid, [("counts.0", "30"), ("counts.1", "30")])
    assert refused(r) and "The counts add up to 60 cards but the pack has 52" in r.text
    assert events(client, token, gid) == []
    post_api(client, token, gid, "start", {})
    for _ in range(4):
        post_api(client, token, gid, "card", {"card": "9"})
    r = post_form(client, token, gid, [("card", "9")])
    assert refused(r) and "All four 9s are already on the pile: the pack has only four." in r.text
    r = post_api(client, token, gid, "card", {"card": "5", "player": 0})
    assert r.status_code == 400 and r.json["error"] == "It is Bob's turn to turn a card, not Ann's."
    r = post_form(client, token, gid, [("event_type", "counts"), ("counts.0", "26"), ("counts.1", "26")])
    assert refused(r) and "with 4 cards on the pile, but the pack has 52" in r.text
    r = post_api(client, token, gid, "playout", {"stacks": ENDLESS})
    assert r.status_code == 400 and "not playout" in r.json["error"]
    assert len(events(client, token, gid)) == 5


def test_the_winner_entered_and_a_recount(client, game):
    token, gid, _ = game
    post_api(client, token, gid, "start", {})
    post_api(client, token, gid, "card", {"card": "5"})
    r = post_form(client, token, gid, [("event_type", "counts"), ("counts.0", "27"), ("counts.1", "24")])
    assert r.status_code == 200 and game_state(client, token, gid)["next"]["data"]["counts"] == [27, 24]
    r = post_form(client, token, gid, [("event_type", "result"), ("winner", "0")])
    assert r.status_code == 200
    sheet = game_state(client, token, gid)
    assert sheet["totals"] == [1, 0] and "Ann wins · 1 card, 0 tricks" in sheet["hands"][0]["summary"]
    assert sheet["hands"][0]["points"] == [1, 0]  # the loser's cell: 0, not blank
    page = "".join(client.get(f"/t/{token}/g/{gid}/sheet").text.split())
    assert "<td>1<small>won</small></td><td>0</td>" in page


def test_the_play_out_through_the_form(client, game):
    token, gid, _ = game
    fields = [("event_type", "playout"), ("stacks.0", ENDLESS[1]), ("stacks.1", ENDLESS[0])]
    assert post_form(client, token, gid, fields).status_code == 200
    row = game_state(client, token, gid)["hands"][0]
    assert "never ends" in row["summary"] and row["points"] == [0, 0]
    r = post_form(client, token, gid, [("event_type", "playout"), ("stacks.0", "AS KS"), ("stacks.1", "")])
    assert refused(r) and "The stacks hold 2 cards: a pack has 52." in r.text


def test_three_players_the_order_out_through_the_form(client):
    table = make_table(client, players=("Ann", "Bob", "Cid"))
    token = table["scorer_token"]
    gid = make_game(client, token, "beggar-my-neighbour")["id"]
    fields = [("event_type", "result"), ("winner", "1"), ("out_order.0", "0"), ("out_order.1", "2")]
    assert post_form(client, token, gid, fields).status_code == 200
    assert game_state(client, token, gid)["hands"][0]["notes"] == ["3rd", "won", "2nd"]


def test_the_play_out_tool(client):
    r = client.post("/api/v1/tools/beggar/playout", json={"stacks": ENDLESS})
    assert r.status_code == 200 and r.json["endless"] and r.json["repeat_from"] == 4
    r = client.post("/api/v1/tools/beggar/playout", json={"stacks": ENDLESS, "steps": "yes"})
    assert len(r.json["lines"]) == 66 and r.json["lines"][0]["label"].startswith("Trick 1: player")
    r = client.post("/api/v1/tools/beggar/playout", json={"stacks": [["AS"], ["AS"]]})
    assert r.status_code == 400
    assert "play a dealt game out" in client.get("/tools/beggar/playout").text


def test_the_play_out_steps_end_with_the_pile_left_on_the_table_not_a_trick(client):
    # The last pile is still on the table when a stack runs out: listed, but not as a trick.
    stacks = ["-K--Q----J---A-----------A", "--K--Q----J-------A--KQJ--"]
    r = client.post("/api/v1/tools/beggar/playout", json={"stacks": stacks, "steps": "yes"})
    assert r.status_code == 200 and r.json["winner"] is not None
    labels = [line["label"] for line in r.json["lines"]]
    assert sum(label.startswith("Trick ") for label in labels) == r.json["tricks"]
    assert labels[-1].startswith("The end: ") and f"left to player {r.json['winner'] + 1}" in labels[-1]
