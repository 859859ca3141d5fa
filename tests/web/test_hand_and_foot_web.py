"""Hand and Foot through the pages and the API: the exact deal, first melds and penalties during a hand, the
end of a hand by values or by cards; refusals (400 from the API, 422 from the form) with their sentence
and nothing stored; the scoreboard's piles and running totals; the two calculators."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form
from tests.web.helpers import refused, table_game

#: Ann goes out: Ann & Cid 2 clean, 2 dirty, 1 wild, 1 red 3, melds 800; Bob & Dee 1 clean, melds 150.
END = [
    *(("clean.0", "2"), ("dirty.0", "2"), ("wild.0", "1"), ("red_threes.0", "1"), ("melded.0", "800")),
    *(("clean.1", "1"), ("dirty.1", "0"), ("wild.1", "0"), ("red_threes.1", "0"), ("melded.1", "150")),
    *(("went_out", "0"), ("left.0", ""), ("left.1", "40"), ("left.2", "15"), ("left.3", "25")),
]
API_END = {
    "clean": [2, 1],
    "dirty": [2, 0],
    "wild": [1, 0],
    "red_threes": [1, 0],
    "melded": [800, 150],
    "left": [0, 40, 15, 25],
    "went_out": 0,
    "feet": True,
    "permission": True,
}


@pytest.fixture
def game(client):
    return table_game(client, "hand-and-foot")


def test_the_play_form_has_every_entry_of_a_hand(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Hand 1 of 4 · first melds 50 · Bob starts" in page
    for name in ("clean.0", "dirty.1", "wild.0", "red_threes.1", "melded.0", "melded_cards.1", "left.3"):
        assert f'name="{name}"' in page
    assert 'value="exact_deal"' in page and 'value="penalty"' in page and 'value="opening"' in page
    assert 'name="went_out" value=""' in page
    # Going out says both feet were played and the partner said "Yes": no ticks to tap for them.
    assert 'name="permission"' not in page and 'name="feet"' not in page


def test_a_hand_by_the_form_and_its_breakdown(client, game):
    token, gid, viewer = game
    r = form(client, token, gid, [("player", "3")], "exact_deal")
    assert r.status_code == 200 and "Dee: exactly 22 cards, +100" in r.text
    r = form(client, token, gid, [("player", "1"), ("penalty", "bad_discard_draw")], "penalty")
    assert r.status_code == 200 and "drawing from the discards without using the upcard, −50" in r.text
    r = form(client, token, gid, [("side", "0"), ("points", "60")], "opening")
    assert r.status_code == 200 and "Ann &amp; Cid opened 60" in r.text
    r = form(client, token, gid, END)
    assert r.status_code == 200 and "Hand 2 of 4 · first melds 90" in r.text
    # Ann & Cid 800 + 1000 + 600 + 1500 + 100 + 100 - 15 = 4085; Bob & Dee 150 + 500 - 65 + 100 - 50 = 635.
    assert state(client, token, gid)["totals"] == [4085, 635]
    html = board(client, viewer, gid)
    assert html.count('class="hf-pile hf-clean"') == 3 + 1  # 2 + 1, and the legend's
    assert html.count('class="hf-pile hf-wild"') == 1 + 1
    assert '<span class="hf-tag">out</span>' in html and "4085" in html


def test_the_end_of_a_hand_by_cards(client, game):
    token, gid, _ = game
    fields = [(k, v) for k, v in END if not k.startswith(("melded.1", "left."))]
    fields += [("_mode", "cards"), ("melded_cards.1", "KS KS KH KD KC KH KD AS AH AD 2C")]
    fields += [("left_cards.0", ""), ("left_cards.1", "3S JK"), ("left_cards.2", "7H"), ("left_cards.3", "")]
    r = form(client, token, gid, fields)
    assert r.status_code == 200, r.text
    # Bob & Dee: 70 + 60 + 20 = 150, clean pile 500, less 3S 5 and JK 50 = 595.
    assert state(client, token, gid)["totals"][1] == 595


@pytest.mark.parametrize(
    ("fields", "button", "field", "message"),
    [
        ([("side", "1"), ("points", "45")], "opening", "points", "at least 50 points, not 45"),
        ([("penalty", "bad_discard_draw")], "penalty", "player", "The player is missing"),
        ([("player", "0")], "penalty", "penalty", "Choose the penalty"),
        ([("wild.0", "0"), *END[3:]], None, "went_out", "you have 2 clean piles"),
        ([*END[:4], ("melded.0", "803"), *END[5:]], None, "melded.0", "multiple of 5"),
    ],
)
def test_refusals_are_shown_next_to_the_field_and_nothing_is_stored(
    client, game, fields, button, field, message
):
    token, gid, _ = game
    if field == "went_out":
        fields = [("clean.0", "2"), ("dirty.0", "2"), *fields]
    before = state(client, token, gid)["seq"]
    r = form(client, token, gid, fields, button)
    assert refused(r) and message in r.text.replace("&#39;", "'")
    assert f'id="err-{field.replace(".", "-")}"' in r.text
    assert state(client, token, gid)["seq"] == before


def test_the_api_records_a_whole_game_and_refuses_with_400(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "result", API_END | {"wild": [0, 0]})
    assert r.status_code == 400 and "To go out you need" in r.json["error"]
    r = api(client, token, gid, "result", API_END | {"feet": False})
    assert r.status_code == 400 and "both partners must have played from their feet" in r.json["error"]
    r = api(client, token, gid, "result", API_END | {"permission": False})
    assert r.status_code == 400 and "needs Cid's “Yes”" in r.json["error"]
    assert api(client, token, gid, "opening", {"side": 0, "melds": ["AS AH AD"]}).status_code == 201
    for _ in range(4):
        assert api(client, token, gid, "result", API_END).status_code == 201
    final = state(client, token, gid)
    assert final["is_over"] and final["totals"] == [4 * 4085, 4 * 585]
    r = api(client, token, gid, "result", API_END)
    assert r.status_code == 400 and "The game is over" in r.json["error"]


def test_the_calculators(client):
    r = client.post("/api/v1/tools/hand-and-foot/meld", json={"meld": "2S 2H 2D 2C JK JK JK"})
    assert r.status_code == 200 and r.json["kind"] == "wild pile" and r.json["value"] == 230
    r = client.post("/api/v1/tools/hand-and-foot/meld", json={"meld": "3S 3C 3S"})
    assert r.status_code == 400 and "black 3s never are" in r.json["error"]
    body = {"melded": "KS KS KH KD KC KH KD AS AH AD", "clean": 1, "red_threes": ["3H"], "left_in_hand": "7S"}
    r = client.post("/api/v1/tools/hand-and-foot/score", json=body)
    assert r.status_code == 200 and r.json["total"] == 725  # 130 + 500 + 100 - 5
    r = client.post("/api/v1/tools/hand-and-foot/score", json=body | {"went_out": True})
    assert r.status_code == 400 and "To go out you need" in r.json["error"]
    page = client.get("/tools/hand-and-foot/score")
    assert page.status_code == 200 and "data-repeat-cards" in page.text
