"""Issue 14 through the test client: fewer taps for an Oh Hell! hand (tricks start at the bids, the trump
recorded on the card tap, the steppers' live counter) and a scoreboard that says each fact once, with the
current deal's facts under the totals, the trump in its colour and the cribbage play pile during pegging."""

from __future__ import annotations

import re

import pytest

from tests.web.helpers import HTMX, live_board, make_game, make_table, post_api, post_form, refused

OH_HELL = {"sequence": "up", "trump": "turned"}
BOERENBRIDGE = {
    "sequence": "fixed",
    "max_cards": 13,
    "bidding": "simultaneous",
    "hook": False,
    "scoring": "boerenbridge",
}


@pytest.fixture
def table(client):
    return make_table(client)


def oh_hell(client, table, **options) -> int:
    return make_game(client, table["scorer_token"], ruleset="oh-hell", options=OH_HELL | options)["id"]


def play_page(client, table, gid: int) -> str:
    return client.get(f"/t/{table['scorer_token']}/g/{gid}", headers=HTMX).text


def bid_all(client, table, gid: int, bids: dict[int, int]) -> None:
    """Bids in turn from the dealer's left (Ann deals the first hand: Bob, Cid, Dee, Ann)."""
    for seat, value in bids.items():
        response = post_api(client, table["scorer_token"], gid, "bid", {"player": seat, "bid": value})
        assert response.status_code == 201, response.json


def stepper_values(page: str, prefix: str) -> list[str]:
    return re.findall(rf'name="{re.escape(prefix)}\.\d" value="([^"]*)"', page)


# --- Fewer taps --------------------------------------------------------------------------------------


def test_the_trump_is_recorded_on_the_card_tap(client, table):
    gid = oh_hell(client, table)
    page = play_page(client, table, gid)
    field = re.search(r'<input class="cards-input"[^>]*name="card"[^>]*>', page).group(0)
    assert "data-submit-on-pick" in field and 'data-cards="1"' in field


def test_a_refused_no_card_leaves_the_card_field_free_for_a_tap(client, table):
    gid = oh_hell(client, table)
    response = post_form(client, table["scorer_token"], gid, [("card", "none")])
    assert refused(response) and "Cards remain after the deal" in response.text
    field = re.search(r'<input class="cards-input"[^>]*name="card"[^>]*>', response.text).group(0)
    assert 'value=""' in field  # a full field would swallow the next tap on the grid


def test_the_32_card_pack_offers_only_its_ranks_for_the_trump(client):
    table = make_table(client)
    gid = make_game(
        client, table["scorer_token"], ruleset="oh-hell", options={"deck": "piquet", "sequence": "up"}
    )["id"]
    field = re.search(r'<input class="cards-input"[^>]*name="card"[^>]*>', play_page(client, table, gid))
    assert 'data-ranks="A K Q J 10 9 8 7"' in field.group(0)


def test_each_players_tricks_start_at_their_bid(client, table):
    gid = oh_hell(client, table, sequence="fixed", max_cards=3)
    post_api(client, table["scorer_token"], gid, "trump", {"card": "7H"})
    bid_all(client, table, gid, {1: 2, 2: 0, 3: 0, 0: 0})  # Ann, the dealer, may not bid 1 (the hook)
    assert stepper_values(play_page(client, table, gid), "taken") == ["0", "2", "0", "0"]


def test_bids_made_all_at_once_are_the_tricks_starting_counts_too(client, table):
    """Boerenbridge: the whole pack dealt, no trump turned, bids all at once."""
    gid = make_game(client, table["scorer_token"], ruleset="oh-hell", options=BOERENBRIDGE)["id"]
    assert post_api(client, table["scorer_token"], gid, "bids", {"bids": [3, 4, 3, 2]}).status_code == 201
    assert stepper_values(play_page(client, table, gid), "taken") == ["3", "4", "3", "2"]


def test_a_hand_where_everyone_made_their_bid_is_recorded_as_the_form_stands(client, table):
    gid = oh_hell(client, table, hook=False, sequence="fixed", max_cards=3)
    post_api(client, table["scorer_token"], gid, "trump", {"card": "7H"})
    bid_all(client, table, gid, {1: 2, 2: 0, 3: 0, 0: 1})
    page = play_page(client, table, gid)
    fields = [(f"taken.{seat}", value) for seat, value in enumerate(stepper_values(page, "taken"))]
    assert fields == [("taken.0", "1"), ("taken.1", "2"), ("taken.2", "0"), ("taken.3", "0")]
    response = post_form(client, table["scorer_token"], gid, fields)
    assert response.status_code == 200 and "Hand 2" in response.text
    # 1 per trick + 10 for an exact bid: Ann 11, Bob 12, Cid 10, Dee 10.
    board = live_board(client, table["viewer_token"], gid)
    assert re.findall(r'<div class="points">(\d+)</div>', board) == ["11", "12", "10", "10"]


def test_refused_tricks_keep_what_was_entered(client, table):
    gid = oh_hell(client, table, hook=False, sequence="fixed", max_cards=3)
    post_api(client, table["scorer_token"], gid, "trump", {"card": "7H"})
    bid_all(client, table, gid, {1: 2, 2: 0, 3: 0, 0: 1})
    response = post_form(
        client,
        table["scorer_token"],
        gid,
        [("taken.0", "3"), *((f"taken.{seat}", "0") for seat in (1, 2)), ("taken.3", "1")],
    )
    assert refused(response)
    assert stepper_values(response.text, "taken") == ["3", "0", "0", "1"]  # not reset to the bids


def test_the_tricks_form_asks_the_server_at_once_and_as_the_steppers_move(client, table):
    gid = oh_hell(client, table, sequence="fixed", max_cards=3)
    post_api(client, table["scorer_token"], gid, "trump", {"card": "7H"})
    bid_all(client, table, gid, {1: 2, 2: 0, 3: 0, 0: 0})
    page = play_page(client, table, gid)
    # The line under the steppers is the server's preview (play.preview), asked when the form opens and on
    # every input event, which the steppers' buttons (static/forms.js, data-step) send. The browser test taps
    # them.
    line = re.search(r'<p[^>]*id="tricks-sum"[^>]*>', page).group(0)
    assert 'hx-trigger="load, input delay:300ms from:closest form"' in line and "/preview" in line
    assert page.count('data-step="up"') == 4 and page.count('data-step="down"') == 4


# --- The scoreboard ----------------------------------------------------------------------------------


def status_of(board: str) -> str:
    return board.split('<section class="board-status">', 1)[1].split("</section>", 1)[0]


def test_the_board_says_each_fact_once(client, table):
    gid = oh_hell(client, table)
    post_api(client, table["scorer_token"], gid, "trump", {"card": "7H"})
    bid_all(client, table, gid, {1: 1})
    board = live_board(client, table["viewer_token"], gid)
    status = status_of(board)
    text = re.sub(r"<[^>]+>", "", status)
    assert text.count("Hand 1 of 10") == 1 and text.count("1 card") == 1 and text.count("trumps") == 1
    assert "Ann deals" not in text and "Dealer:" not in text  # the dealer is a badge on Ann's total
    assert re.search(r'Ann</div>\s*<div class="points">0</div>\s*<div class="deals-badge">deals</div>', board)
    assert board.count("deals-badge") == 1
    assert '<span class="suit-red">♥</span> trumps' in status  # the trump in its colour


def test_oh_hell_board_shows_each_bid_under_the_totals_and_the_over_or_under_bid(client, table):
    gid = oh_hell(client, table)
    post_api(client, table["scorer_token"], gid, "trump", {"card": "KS"})
    bid_all(client, table, gid, {1: 1, 2: 1})
    board = live_board(client, table["viewer_token"], gid)
    facts = re.findall(r'<div class="fact-bid">(.*?)</div>', board)
    assert [re.sub(r"<[^>]+>", "", f) for f in facts] == ["bid …", "bid 1", "bid 1", "bid …"]
    assert "Bids so far 2 of 1 trick" in status_of(board) and "Dee</strong> to bid" in status_of(board)
    assert "bids: Bob 1" not in board  # said under the totals, not again in the status
    bid_all(client, table, gid, {3: 0, 0: 1})
    status = re.sub(r"<[^>]+>", "", status_of(live_board(client, table["viewer_token"], gid)))
    assert "Bids 3 for 1 trick: over-bid by 2" in status
    assert '<span class="suit-black">♠</span>' in status_of(live_board(client, table["viewer_token"], gid))
    post_api(client, table["scorer_token"], gid, "tricks", {"taken": [0, 1, 0, 0]})
    board = live_board(client, table["viewer_token"], gid)
    last = [re.sub(r"<[^>]+>", "", f) for f in re.findall(r'<div class="fact-last"[^>]*>(.*?)</div>', board)]
    # Ann bid 1 took 0: 0; Bob 1/1: 11; Cid 1/0: 0; Dee 0/0: 10.
    assert last == [
        "bid 1 · took 0 ✗ · 0",
        "bid 1 · took 1 · +11",
        "bid 1 · took 0 ✗ · 0",
        "bid 0 · took 0 · +10",
    ]
    assert re.search(
        r'Bob <span class="crown"[^>]*>★</span></div>\s*'
        r'<div class="points">11</div>\s*<div class="deals-badge">',
        board,
    )


def test_cribbage_board_shows_the_play_pile_during_the_pegging(client):
    table = make_table(client, players=("Ann", "Bob"))
    token, gid = table["scorer_token"], make_game(client, table["scorer_token"], ruleset="cribbage")["id"]
    post_api(client, token, gid, "cut", {"dealer": 1})
    post_api(client, token, gid, "starter", {"card": "5D"})
    board = live_board(client, table["viewer_token"], gid)
    assert 'class="card crib-pile"' in board and "No card played yet" in board
    post_api(client, token, gid, "play", {"player": 0, "card": "10S"})
    post_api(client, token, gid, "play", {"player": 1, "card": "5H"})
    board = live_board(client, table["viewer_token"], gid)
    pile = board.split('<section class="card crib-pile"', 1)[1].split("</section>", 1)[0]
    status = re.sub(r"<[^>]+>", "", status_of(board))
    assert "count 15" in status and "Ann to play" in status  # said there, not again over the pile
    assert "15</strong>" not in pile and "to play" not in pile
    cards = re.findall(r'<span class="crib-pile-face ([a-z-]+)">([^<]+)</span>', pile)
    assert cards == [("suit-black", "10♠"), ("suit-red", "5♥")]
    assert "Bob · 15 <strong>+2</strong>" in pile  # fifteen two
