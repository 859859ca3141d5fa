"""Twenty-Nine through the pages and the API: the auction (calls in turn, the quick contract), the trump
shown, the royals and the result by points or cards; refusals (400 from the API, 422 from the form) with
their sentence and nothing stored; the scoreboard's trump ("hidden", then the suit) and its sixes."""

from __future__ import annotations

import math

import pytest

from scorekeeper.games.twenty_nine.sixes import (
    COLUMNS,
    COVER_LONG,
    COVER_SHORT,
    LAYOUTS,
    PIP,
    ROWS,
    VIEW,
    side_sixes,
)
from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import make_game, make_table, refused, table_game
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form

HEARTS = "JH 9H AH 10H KH QH 8H 7H"


@pytest.fixture
def game(client):
    """A Twenty-Nine game for Ann, Bob, Cid and Dee; Ann deals, so Bob calls first."""
    return table_game(client, "twenty-nine")


# --- The bidding -------------------------------------------------------------------------------------------


def test_the_bid_form_has_the_bidder_the_allowed_bids_pass_and_the_quick_contract(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal 1 · bidding" in page and "Bob bids</legend>" in page
    assert page.count('name="bid" value="') == 15  # 15 to 28 (14 bids) and Pass
    assert 'name="bid" value="pass"' in page and 'value="contract"' in page and 'name="bidder"' in page


def test_calls_in_turn_through_the_form_one_tap_each(client, game):
    token, gid, viewer = game
    # The quick entry's bid select is sent too (before the grid), but the tapped bid is the last "bid".
    r = form(client, token, gid, [("bidder", ""), ("bid", "15"), ("player", "1"), ("bid", "16")])
    assert r.status_code == 200 and "Deal 1 · bidding · Bob 16 high" in r.text
    assert "Cid bids</legend>" in r.text and 'value="16"' not in r.text.split("Cid bids")[1]
    assert 'value="contract"' not in r.text  # the quick contract is gone once a call is made
    for seat, bid in ((2, "pass"), (3, "18"), (0, "pass")):
        assert form(client, token, gid, [("player", str(seat)), ("bid", bid)]).status_code == 200
    html = board(client, viewer, gid)
    assert '<strong>18</strong> <span class="tn-who">Dee</span>' in html  # the high bid so far
    r = form(client, token, gid, [("player", "1"), ("bid", "pass")])
    assert "Deal 1 · Dee bid 18 · trump hidden" in r.text
    events = client.get(f"/api/v1/tables/{token}/games/{gid}/events").json["events"]
    assert events[0]["payload"] == {"bid": "16", "player": "1"}  # the quick entry's blank bidder left out


def test_the_board_follows_every_call_and_says_whose_call_it_is(client, game):
    token, gid, viewer = game
    assert '<strong class="tn-next">Bob</strong> to call' in board(client, viewer, gid)
    form(client, token, gid, [("player", "1"), ("bid", "16")])
    form(client, token, gid, [("player", "2"), ("bid", "pass")])  # a pass: the high bid is unchanged
    html = board(client, viewer, gid)
    assert "<li>Bob <strong>16</strong></li><li>Cid <strong>pass</strong></li>" in html
    assert '<strong class="tn-next">Dee</strong> to call' in html
    for seat in (3, 0):
        form(client, token, gid, [("player", str(seat)), ("bid", "pass")])
    assert "tn-calls" not in board(client, viewer, gid)  # Bob's 16 is the contract


def test_the_forced_dealer_on_the_board(client, game):
    token, gid, viewer = game
    for seat in (1, 2, 3):
        form(client, token, gid, [("player", str(seat)), ("bid", "pass")])
    assert '<strong class="tn-next">Ann</strong> (dealer) must bid 15' in board(client, viewer, gid)


def test_the_forced_dealer_sees_only_fifteen(client, game):
    token, gid, _ = game
    for seat in (1, 2, 3):
        assert api(client, token, gid, "bid", {"player": seat, "bid": "pass"}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Ann (dealer) must bid 15</legend>" in page and 'name="bid" value="pass"' not in page
    r = form(client, token, gid, [("player", "0"), ("bid", "pass")])
    assert refused(r) and "Ann, the dealer, must bid 15: everyone else passed." in r.text
    assert state(client, token, gid)["seq"] == 3  # nothing stored
    assert form(client, token, gid, [("player", "0"), ("bid", "15")]).status_code == 200
    assert state(client, token, gid)["next"]["phase"] == "play"


def test_the_quick_contract_through_the_form(client, game):
    token, gid, _ = game
    r = form(
        client, token, gid, [("bidder", "3"), ("bid", "21"), ("player", "1"), ("event_type", "contract")]
    )
    assert r.status_code == 200 and "Deal 1 · Dee bid 21 · trump hidden" in r.text
    assert "Bob &amp; Dee must take <strong>21</strong> of 28 card points" in r.text


def test_refusals_answer_400_from_the_api_and_422_from_the_form_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "bid", {"player": 2, "bid": 16})
    assert r.status_code == 400 and r.json == {
        "error": "It is Bob's turn to bid, not Cid's.",
        "field": "player",
    }
    r = api(client, token, gid, "bid", {"player": 1, "bid": 29})
    assert r.status_code == 400 and r.json["error"] == "A bid is from 15 to 28, not 29."
    r = form(client, token, gid, [("event_type", "contract"), ("bid", "20")])
    assert refused(r) and "The high bidder is missing." in r.text
    assert api(client, token, gid, "bid", {"player": 1, "bid": 16}).status_code == 201
    r = api(client, token, gid, "contract", {"bidder": 1, "bid": 20})
    assert r.status_code == 400 and "call by call" in r.json["error"]
    r = api(client, token, gid, "royals", {"player": 1})
    assert r.status_code == 400 and r.json["error"] == "Now the table records bid or contract, not royals."
    assert (
        state(client, token, gid)["seq"] == 1
        and len(client.get(f"/api/v1/tables/{token}/games/{gid}/events").json["events"]) == 1
    )


# --- The play ---------------------------------------------------------------------------------------------


def test_a_deal_through_the_form_reveal_royals_result(client, game):
    token, gid, viewer = game
    assert api(client, token, gid, "contract", {"bidder": 1, "bid": 20}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="suit" value="H"' in page and 'name="trick" value="8"' in page and "Royals" not in page
    assert 'data-seen="6S 5S 4S 3S 2S 6H' in page  # the 2s to 6s are greyed on the card grid
    html = board(client, viewer, gid)
    assert 'class="tn-hidden">hidden<' in html and "Contract</span> <strong>20</strong>" in html

    r = form(client, token, gid, [("trick", "3"), ("suit", "H")])  # one tap on ♥: the default event
    assert r.status_code == 200 and "Deal 1 · Bob bid 20 · ♥ hearts, shown at trick 3" in r.text
    html = board(client, viewer, gid)
    assert "tn-hidden" not in html and 'class="tn-suit suit-red">♥</strong>' in html and "trick 3" in html

    r = form(client, token, gid, [("player", "0")])  # Ann, a defender, shows the royals: 20 + 4 = 24
    assert r.status_code == 200 and "Ann showed the royals: contract 20 → 24." in r.text
    assert "Contract</span> <strong>24</strong>" in board(client, viewer, gid)

    r = form(client, token, gid, [("_mode", "points"), ("points", "23"), ("event_type", "result")])
    assert r.status_code == 200 and "Deal 2 · bidding" in r.text  # 23 < 24: down
    sheet = state(client, token, gid)
    assert sheet["totals"] == [0, -1] and sheet["hands"][0]["notes"] == [
        "took 5 · royals +4",
        "bid 20 → 24 · took 23 · down",
    ]
    assert sheet["hands"][0]["summary"] == "Bob bid 20 → 24 · ♥ hearts, shown at trick 3"


def test_the_result_by_cards_and_its_refusals(client, game):
    token, gid, _ = game
    api(client, token, gid, "contract", {"bidder": 0, "bid": 15})
    r = form(client, token, gid, [("_mode", "cards"), ("cards", "JH 9H AH"), ("event_type", "result")])
    assert refused(r) and "Tricks have four cards, so 3 cards are not whole tricks." in r.text
    assert 'value="JH 9H AH"' in r.text  # the form keeps what was typed, in cards mode
    r = api(client, token, gid, "result", {"cards": "JH 9H AH 2H"})
    assert r.status_code == 400 and r.json == {
        "error": "2H is not in the deck used for this game.",
        "field": "cards",
    }
    assert state(client, token, gid)["seq"] == 1
    r = form(
        client,
        token,
        gid,
        [("_mode", "cards"), ("cards", HEARTS + " JS 9S AS 10S"), ("event_type", "result")],
    )
    assert r.status_code == 200  # 7 + 7 = 14 < 15: down
    assert state(client, token, gid)["hands"][0]["notes"] == ["bid 15 · took 14 · down", "took 14"]


def test_the_last_trick_option_asks_who_took_it(client):
    table = make_table(client)
    token, gid = (
        table["scorer_token"],
        make_game(client, table["scorer_token"], "twenty-nine", options={"last_trick_point": True})["id"],
    )
    api(client, token, gid, "contract", {"bidder": 1, "bid": 15})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="last_trick"' in page and "of 29 card points" in page
    r = form(
        client,
        token,
        gid,
        [("_mode", "cards"), ("cards", HEARTS), ("last_trick", "yes"), ("event_type", "result")],
    )
    assert (
        r.status_code == 200 and state(client, token, gid)["hands"][0]["notes"][1] == "bid 15 · took 8 · down"
    )


def test_the_game_ends_at_six_and_the_board_says_who_won(client, game):
    token, gid, viewer = game
    for _ in range(6):
        api(client, token, gid, "contract", {"bidder": 0, "bid": 15})
        api(client, token, gid, "result", {"points": 16})
    sheet = state(client, token, gid)
    assert (
        sheet["is_over"]
        and sheet["winners"] == ["Ann & Cid"]
        and sheet["next"]["title"] == "Game over · Ann & Cid win 6 to 0"
    )
    assert "Game over" in board(client, viewer, gid)


# --- The sixes --------------------------------------------------------------------------------------------


def shown_pips(html: str) -> list[int]:
    """Pips showing in each side's picture, in order."""
    return [figure.count("tn-pip tn-shown") for figure in html.split('<figure class="tn-side')[1:]]


def test_the_sixes_show_one_pip_per_victory_point(client, game):
    token, gid, viewer = game
    html = board(client, viewer, gid)
    assert html.count('<svg class="tn-svg"') == 2 and shown_pips(html) == [0, 0]
    assert 'aria-label="Ann &amp; Cid: 0 black pips showing, 0 victory points"' in html
    for bidder, points in ((1, 20), (1, 20), (1, 20), (0, 10), (0, 10)):  # Bob & Dee +3, Ann & Cid -2
        api(client, token, gid, "contract", {"bidder": bidder, "bid": 15})
        api(client, token, gid, "result", {"points": points})
    html = board(client, viewer, gid)
    assert shown_pips(html) == [2, 3]
    assert "Ann &amp; Cid: 2 red pips showing, −2 victory points" in html
    assert "Bob &amp; Dee: 3 black pips showing, 3 victory points" in html
    assert '<p class="tn-total tn-minus">−2</p>' in html and '<p class="tn-total">+3</p>' in html


@pytest.mark.parametrize("total", range(-8, 9))
def test_every_score_shows_its_pips_on_the_right_card(total):
    sixes = side_sixes(0, "Ann & Cid", total)
    assert sixes.showing == min(abs(total), 6)
    assert sixes.red == (total < 0) and sixes.view == VIEW
    assert [pip.upside_down for pip in sixes.pips] == [False] * 4 + [True] * 2


@pytest.mark.parametrize("count", sorted(LAYOUTS))
def test_the_cover_hides_exactly_the_hidden_pips_with_room_to_spare(count):
    # Each pip (a disc as wide as the pip) lies wholly on its side of the cover's leading edge, and a hidden
    # pip wholly under the cover.
    cover = side_sixes(0, "", count).cover
    angle = math.radians(cover.angle)
    down = (-math.sin(angle), math.cos(angle))  # the cover's depth direction
    along = (math.cos(angle), math.sin(angle))
    reach = PIP / 2
    for c, x in enumerate(COLUMNS):
        for r, y in enumerate(ROWS):
            depth = (x - cover.x) * down[0] + (y - cover.y) * down[1]
            side = (x - cover.x) * along[0] + (y - cover.y) * along[1]
            if (c, r) in LAYOUTS[count][1]:
                assert depth <= -reach, (count, c, r)
            else:
                assert reach <= depth <= COVER_SHORT - reach and abs(side) <= COVER_LONG / 2 - reach, (
                    count,
                    c,
                    r,
                )
    left, top, width, height = VIEW
    for x, y in cover.corners:
        assert left <= x <= left + width and top <= y <= top + height
