"""Couillon through the pages and the API: the calls in turn (one tap each), the outcome entered alone, the
bottom card after four declines, the result in one tap or as card points; refusals (400 from the API, 422
from the form) with their sentence and nothing stored; the scoreboard's trumps, doubling and chalkboard."""

from __future__ import annotations

import pytest

from scorekeeper.games.couillon.chalkboard import chalkboard
from tests.web.helpers import game_events as events
from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import make_game, make_table, post_event, refused, table_game
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form


@pytest.fixture
def game(client):
    """A Couillon game for Ann, Bob, Cid and Dee; Ann deals, so Bob calls first."""
    return table_game(client, "couillon")


def call(seat: int, said: str) -> list[tuple[str, str]]:
    return [("player", str(seat)), ("call", said)]


#: The result form's points fields, left empty, as a tap on a side sends them.
EMPTY_POINTS = [("points.0", ""), ("points.1", "")]


# --- Trumps ------------------------------------------------------------------------------------------------


def test_the_calls_form_names_the_caller_the_suits_decline_and_the_quick_entry(client, game):
    token, gid, viewer = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal 1 · Ann deals" in page and "Bob: accept the upcard's suit?</legend>" in page
    assert page.count('name="call" value="') == 5  # four suits and Decline
    assert 'value="contract"' in page and 'name="taker" value="none"' in page
    html = board(client, viewer, gid)
    assert "Bob</span> to call" in html and 'class="co-svg"' in html
    assert html.count('class="co-chalk"') == 11  # the divider and five lines on each half


def test_calls_in_turn_one_tap_each(client, game):
    token, gid, viewer = game
    r = form(client, token, gid, call(1, "pass"))
    assert r.status_code == 200 and "Cid: accept the upcard's suit?</legend>" in r.text
    assert "Declined: Bob" in r.text and 'value="contract"' not in r.text
    r = form(client, token, gid, call(2, "H"))
    assert r.status_code == 200 and "Deal 1 · Cid accepted ♥" in r.text
    assert events(client, token, gid)[1]["payload"] == {"player": "2", "call": "H"}
    assert "Which side collected more points?" in r.text
    html = board(client, viewer, gid)
    assert "Cid</span> accepted" in html and "Hearts trumps · Ann &amp; Cid take a mark if they lose" in html


def test_all_four_decline_then_the_bottom_card(client, game):
    token, gid, viewer = game
    for seat in (1, 2, 3, 0):
        assert api(client, token, gid, "call", {"player": seat, "call": "pass"}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "All four declined: turn up the bottom card" in page
    assert "All declined" in board(client, viewer, gid)
    r = form(client, token, gid, [("trump", "C")])
    assert r.status_code == 200 and "Deal 1 · all declined · bottom card ♣" in r.text
    assert "nobody accepted: no mark" in board(client, viewer, gid)
    r = form(client, token, gid, [*EMPTY_POINTS, ("winner", "0")])
    assert r.status_code == 200 and state(client, token, gid)["totals"] == [1, 0]


def test_the_outcome_alone(client, game):
    token, gid, _ = game
    r = form(
        client, token, gid, [("taker", "3"), ("trump", "S"), ("player", "1"), ("event_type", "contract")]
    )
    assert r.status_code == 200 and "Deal 1 · Dee accepted ♠" in r.text


# --- The result and the board ------------------------------------------------------------------------------


def test_the_result_in_one_tap_and_the_mark_on_the_board(client, game):
    token, gid, viewer = game
    api(client, token, gid, "contract", {"taker": 1, "trump": "D"})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "erase a line · Bob &amp; Dee +1 mark" in page and 'name="winner" value="tie"' in page
    r = form(client, token, gid, [*EMPTY_POINTS, ("winner", "0")])  # Bob accepted, Ann & Cid won
    assert r.status_code == 200 and "Deal 2 · Bob deals" in r.text
    sheet = state(client, token, gid)
    assert sheet["totals"] == [1, -1] and sheet["hands"][0]["notes"] == [
        "a line erased",
        "accepted ♦ · +1 mark",
    ]
    html = board(client, viewer, gid)
    assert "4 lines" in html and "5 lines · 1 mark" in html and html.count('class="co-mark"') == 1
    assert html.count('class="co-smudge"') == 1
    assert "Ann &amp; Cid: 4 of 5 lines left; Bob &amp; Dee: 5 of 5 lines left, 1 marked" in html


def test_a_tie_then_a_double(client, game):
    token, gid, viewer = game
    api(client, token, gid, "contract", {"taker": 1, "trump": "D"})
    r = form(client, token, gid, [*EMPTY_POINTS, ("winner", "tie")])
    assert r.status_code == 200
    assert "This deal counts double: the last was a tie" in board(client, viewer, gid)
    api(client, token, gid, "contract", {"taker": 2, "trump": "S"})
    assert "counts double" in client.get(f"/t/{token}/g/{gid}").text
    r = form(client, token, gid, [("points.0", "9"), ("points.1", "5"), ("event_type", "result")])
    assert r.status_code == 200 and state(client, token, gid)["totals"] == [2, 0]


def test_refusals_answer_400_from_the_api_and_422_from_the_form_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "call", {"player": 2, "call": "pass"})
    assert r.status_code == 400 and r.json == {
        "error": "It is Bob's turn to call, not Cid's.",
        "field": "player",
    }
    r = form(client, token, gid, [("trump", "H"), ("player", "1"), ("event_type", "contract")])
    assert refused(r) and "Tap who accepted trumps, or Nobody." in r.text
    assert 'id="err-taker"' in r.text and " open>" in r.text  # the quick entry stays open
    r = api(client, token, gid, "result", {"winner": 0})
    assert r.status_code == 400 and r.json["error"] == "Now the table records call or contract, not result."
    api(client, token, gid, "contract", {"taker": 1, "trump": "H"})
    r = form(client, token, gid, [("points.0", "30"), ("points.1", "20"), ("event_type", "result")])
    assert refused(r) and "The cards hold 40 points at most: 30 + 20 is 50." in r.text
    assert 'id="err-points"' in r.text and " open>" in r.text
    r = api(client, token, gid, "result", {"points": [9, 5], "winner": 1})
    assert r.status_code == 400 and r.json == {
        "error": "The points and the side tapped disagree: enter them once.",
        "field": "winner",
    }
    assert state(client, token, gid)["seq"] == 1 and len(events(client, token, gid)) == 1


def test_the_game_over_board(client, game):
    token, gid, viewer = game
    for _ in range(5):
        api(client, token, gid, "contract", {"taker": 0, "trump": "S"})
        api(client, token, gid, "result", {"winner": 0})
    sheet = state(client, token, gid)
    assert sheet["totals"] == [5, 0] and sheet["is_over"]
    html = board(client, viewer, gid)
    assert html.count('class="co-smudge"') == 5 and "co-won" in html


def test_the_chalkboard_erases_from_the_top_and_stacks_marks_on_the_top_lines_left():
    drawing = chalkboard([[3, 4], [0, 0]], 5, ("Ann & Cid", "Bob & Dee"))
    ours, theirs = drawing.halves
    assert len(ours.erased) == 2 and len(ours.lines) == 3 and ours.erased[0].y1 < ours.lines[0].y1
    # 4 marks on 3 lines: 2 on the top line left, 1 on each of the others.
    marks_per_line = [sum(1 for m in ours.marks if m.y1 > line.y1 > m.y2) for line in ours.lines]
    assert marks_per_line == [2, 1, 1]
    assert ours.description == "Ann & Cid: 3 of 5 lines left, 4 marked"
    assert len(theirs.erased) == 5 and not theirs.lines and not theirs.marks
    assert drawing.view == "0 0 400 192" and drawing.divider.x1 == 200


def test_the_won_tricks_tapped_in_through_the_form(client):
    table = make_table(client)
    token = table["scorer_token"]
    gid = make_game(client, token, "couillon")["id"]
    assert post_event(client, token, gid, "contract", {"taker": 0, "trump": "H"}, 0).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="cards.0"' in page and "Or tap in each side's won tricks" in page
    data = {"event_type": "result", "expected_seq": "1", "cards.0": "AS KS QS", "cards.1": ""}
    r = client.post(f"/t/{token}/g/{gid}/entries", data=data, headers={"HX-Request": "true"})
    assert refused(r) and "are not whole tricks" in r.text
    data |= {"cards.0": "AS KS QS JS", "cards.1": "AH 10H 9H 7H"}  # 10 against 4: Ann & Cid erase a line
    r = client.post(f"/t/{token}/g/{gid}/entries", data=data, headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert client.get(f"/api/v1/tables/{token}/games/{gid}").json["totals"] == [1, 0]
