"""Bacon through the pages and the API: the calls in turn (one tap each), the outcome entered alone, the
acquitted hand, the partner's veto, the tricks in one tap or per side; refusals (400 from the API, 422 from
the form) with their sentence and nothing stored; the scoreboard's contract, last deal and pips."""

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
    """A Bacon game for Ann, Bob, Cid and Dee; Ann deals, so Bob calls first."""
    return table_game(client, "bacon")


#: What the calls form always sends besides the tapped button: the quick entry's upcard (checked) and the
#: hidden caller.
def call_fields(seat: int, said: str, *more: tuple[str, str]) -> list[tuple[str, str]]:
    return [("upcard", "1"), ("player", str(seat)), *more, ("call", said)]


# --- The calls ---------------------------------------------------------------------------------------------


def test_the_calls_form_names_the_caller_the_suits_pass_and_the_quick_entry(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal 1 · Ann deals · upcard 1" in page and "Bob: pick it up or pass?</legend>" in page
    assert page.count('name="call" value="') == 5  # four suits and Pass
    assert 'value="contract"' in page and 'value="thrown_in"' in page and 'name="declarer"' in page


def test_calls_in_turn_through_the_form_one_tap_each(client, game):
    token, gid, viewer = game
    r = form(client, token, gid, call_fields(1, "pass"))
    assert r.status_code == 200 and "Cid: pick it up or pass?</legend>" in r.text
    assert "passed: Bob" in r.text and 'value="contract"' not in r.text  # no quick entry once calls begin
    html = board(client, viewer, gid)
    assert "Upcard <span" in html and "Cid to call" in html
    r = form(client, token, gid, call_fields(2, "H", ("alone", "yes")))
    assert r.status_code == 200 and "Deal 1 · Cid picked up ♥ alone" in r.text
    # Stored: what the call says; the quick entry's upcard, sent along by the form, is not part of it.
    assert events(client, token, gid)[1]["payload"] == {"player": "2", "alone": "yes", "call": "H"}
    html = board(client, viewer, gid)
    assert "Cid</span> picked up" in html and '<span class="bc-tag">alone</span>' in html
    assert "Ann &amp; Cid need 3 of 5 tricks · hearts trumps" in html


def test_a_new_upcard_after_four_passes_and_the_hand_acquitted_after_the_fourth(client, game):
    token, gid, _ = game
    for _ in range(3):
        for seat in (1, 2, 3, 0):
            assert api(client, token, gid, "call", {"player": seat, "call": "pass"}).status_code == 201
    for seat in (1, 2, 3):
        api(client, token, gid, "call", {"player": seat, "call": "pass"})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Upcard <strong>4</strong> of 4" in page and "Ann (dealer): pick it up or pass?" in page
    assert "The last upcard: if Ann passes too, the hand is thrown in and dealt again." in page
    r = form(client, token, gid, call_fields(0, "pass"))
    assert r.status_code == 200 and "Deal 2 · Ann deals · upcard 1" in r.text  # the same dealer
    assert state(client, token, gid)["hands"] == []


def test_the_outcome_alone_and_the_hand_thrown_in_in_one_entry(client, game):
    token, gid, _ = game
    r = form(client, token, gid, [("event_type", "thrown_in"), ("upcard", "1"), ("player", "1")])
    assert r.status_code == 200 and "Deal 2 · Ann deals · upcard 1" in r.text
    fields = [("declarer", "3"), ("trump", "S"), ("upcard", "2"), ("alone", "yes"), ("player", "1")]
    r = form(client, token, gid, [*fields, ("event_type", "contract")])
    assert r.status_code == 200 and "Deal 2 · Dee picked up ♠ (upcard 2) alone" in r.text
    assert "Bob &amp; Dee need 3 of 5 tricks; Bob sits out" in r.text


def test_refusals_answer_400_from_the_api_and_422_from_the_form_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "call", {"player": 2, "call": "pass"})
    assert r.status_code == 400 and r.json == {
        "error": "It is Bob's turn to call, not Cid's.",
        "field": "player",
    }
    r = form(client, token, gid, call_fields(1, "pass", ("alone", "yes")))
    assert refused(r) and "Bob passed: only a player who picks it up can go alone." in r.text
    assert 'id="err-alone"' in r.text
    r = form(
        client, token, gid, [("trump", "H"), ("upcard", "1"), ("player", "1"), ("event_type", "contract")]
    )
    assert refused(r) and "The player who picked it up is missing." in r.text
    assert 'id="err-declarer"' in r.text and " open>" in r.text  # the quick entry stays open
    r = api(client, token, gid, "result", {"declarers": 3})
    assert (
        r.status_code == 400
        and r.json["error"] == "Now the table records call or contract or thrown in, not result."
    )
    assert api(client, token, gid, "call", {"player": 1, "call": "H"}).status_code == 201
    api(client, token, gid, "veto", {})  # Dee vetoes: the heart is still the upcard
    r = api(client, token, gid, "call", {"player": 2, "call": "S"})
    assert r.status_code == 400 and r.json == {
        "error": "The upcard is a heart (♥): picking it up makes hearts trumps.",
        "field": "call",
    }
    r = api(client, token, gid, "contract", {"declarer": 2, "trump": "H"})
    assert r.status_code == 400 and "one by one" in r.json["error"]
    assert state(client, token, gid)["seq"] == 2 and len(events(client, token, gid)) == 2


# --- The tricks and the veto -------------------------------------------------------------------------------


def test_the_tricks_in_one_tap_each_button_showing_its_score(client, game):
    token, gid, viewer = game
    api(client, token, gid, "contract", {"declarer": 1, "trump": "D"})
    page = client.get(f"/t/{token}/g/{gid}").text
    # Bob & Dee declare: 3, 4, 5 score +1, +1, +2; Ann & Cid defend: +2, +2, +4.
    assert 'value="3" formnovalidate aria-label="Bob &amp; Dee took 3: 1 point"' in page
    assert 'value="0" formnovalidate aria-label="Ann &amp; Cid took 5: 4 points"' in page
    assert 'value="veto"' in page and 'value="veto_alone"' not in page  # Bob is not alone
    r = form(client, token, gid, [("tricks.0", ""), ("tricks.1", ""), ("declarers", "1")])  # Ann & Cid took 4
    assert r.status_code == 200 and "Deal 2 · Bob deals · upcard 1" in r.text
    sheet = state(client, token, gid)
    assert sheet["totals"] == [2, 0] and sheet["hands"][0]["notes"] == ["took 4", "picked up ♦ · took 1"]
    html = board(client, viewer, gid)
    assert "Ann &amp; Cid 4 · Bob &amp; Dee 1 →" in html and "+2 (defenders, doubled)" in html
    assert (
        html.count('class="bc-pip bc-on"') == 2 and html.count('class="bc-pip"') == 18
    )  # 2 of 10; 8 + 10 off


def test_the_tricks_per_side_and_a_total_that_does_not_add_up(client, game):
    token, gid, _ = game
    api(client, token, gid, "contract", {"declarer": 0, "trump": "C", "alone": True})
    r = form(client, token, gid, [("tricks.0", "3"), ("tricks.1", "3"), ("event_type", "result")])
    assert refused(r) and "The tricks taken add up to 6, but 5 were played." in r.text
    assert 'id="err-tricks"' in r.text and 'value="3"' in r.text
    r = api(client, token, gid, "result", {"tricks": [2, 2]})
    assert r.status_code == 400 and r.json == {
        "error": "The tricks taken add up to 4, but 5 were played.",
        "field": "tricks",
    }
    assert state(client, token, gid)["seq"] == 1
    r = form(client, token, gid, [("tricks.0", "5"), ("tricks.1", "0"), ("event_type", "result")])
    assert r.status_code == 200 and state(client, token, gid)["totals"] == [4, 0]  # a loner's five: 2 x 2


def test_the_veto_of_the_loner_and_of_the_pick_up(client, game):
    token, gid, _ = game
    api(client, token, gid, "call", {"player": 1, "call": "S", "alone": True})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Dee's veto, before the play</legend>" in page and 'value="veto_alone"' in page
    r = form(client, token, gid, [("event_type", "veto_alone")])
    assert (
        r.status_code == 200
        and "Deal 1 · Bob picked up ♠</h1>" in r.text
        and 'value="veto_alone"' not in r.text
    )
    r = form(client, token, gid, [("event_type", "veto")])
    assert r.status_code == 200 and "Cid: pick it up or pass?</legend>" in r.text
    assert r.text.count('name="call" value="S"') == 1 and 'name="call" value="H"' not in r.text  # only ♠
    assert "(the spade was picked up and vetoed: it is still the upcard)." in r.text


def test_without_the_veto_option_the_form_has_no_veto(client):
    table = make_table(client)
    token = table["scorer_token"]
    gid = make_game(client, token, "bacon", options={"veto": False})["id"]
    api(client, token, gid, "contract", {"declarer": 1, "trump": "S", "alone": True})
    assert "veto" not in client.get(f"/t/{token}/g/{gid}").text.split("Who took three")[1]
    r = api(client, token, gid, "veto", {})
    assert (
        r.status_code == 400
        and r.json["error"] == "This game is played without the veto (see the game's options)."
    )


def test_the_game_ends_at_ten_and_the_board_says_who_won(client, game):
    token, gid, viewer = game
    for _ in range(3):  # three loners' shutouts: 4 + 4 + 4 = 12
        api(client, token, gid, "contract", {"declarer": 0, "trump": "H", "alone": True})
        api(client, token, gid, "result", {"declarers": 5})
    sheet = state(client, token, gid)
    assert sheet["is_over"] and sheet["winners"] == ["Ann & Cid"]
    assert sheet["next"]["title"] == "Game over · Ann & Cid win 12–0"
    html = board(client, viewer, gid)
    assert "Game over" in html and html.count('class="bc-pip bc-on"') == 10  # the pips stop at the target
