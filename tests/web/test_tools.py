"""The calculators' API (exact shapes from the issue) and their pages."""

from __future__ import annotations

import re

import pytest

from scorekeeper.tools import TOOLS
from tests.web.helpers import refused


def post(client, slug, body):
    return client.post(f"/api/v1/tools/{slug}", json=body)


def test_cribbage_show_shape_and_worked_example(client):
    # "7-8-8 with a 9 starter": fifteen two, fifteen four, a pair is six, and two runs of three make 12.
    r = post(
        client,
        "cribbage/show",
        {"hand": ["7H", "8S", "8D"], "starter": "9C", "crib": False, "variant": "five-card"},
    )
    assert r.status_code == 200
    assert r.json["total"] == 12
    assert r.json["breakdown"] == {"fifteens": 4, "pairs": 2, "runs": 6, "flush": 0, "nobs": 0}


def test_cribbage_show_six_card_variant_and_errors(client):
    assert (
        post(
            client,
            "cribbage/show",
            {"hand": ["5H", "5S", "5D", "JC"], "starter": "5C", "variant": "six-card"},
        ).json["total"]
        == 29
    )
    r = post(client, "cribbage/show", {"hand": ["5H", "5H", "6D"], "starter": "9C"})
    assert r.status_code == 400 and "twice" in r.json["error"]
    r = post(client, "cribbage/show", {"hand": ["5H", "XX", "6D"], "starter": "9C"})
    assert r.status_code == 400 and "XX" in r.json["error"]
    r = post(client, "cribbage/show", {"hand": ["5H", "6D"], "starter": "9C"})
    assert r.status_code == 400
    assert (
        post(
            client, "cribbage/show", {"hand": ["5H", "6D", "7C"], "starter": "9C", "variant": "nine"}
        ).status_code
        == 400
    )


def test_cribbage_pegging_shape(client):
    # 4-2-3-5-6: a run of three, then of four, then of five; the last card pegs one.
    r = post(client, "cribbage/pegging", {"plays": ["4H", "2S", "3D", "5C", "6H"]})
    assert r.json["points"] == [0, 0, 3, 4, 5] and r.json["last"] == 1 and r.json["total"] == 13


def test_pegging_refuses_a_card_past_31(client):
    r = post(client, "cribbage/pegging", {"plays": ["KH", "QS", "JD", "5C"]})
    assert r.status_code == 400 and "31" in r.json["error"]


def test_gin_deadwood_shape(client):
    r = post(
        client, "gin/deadwood", {"cards": ["AS", "2S", "3S", "4H", "5H", "6H", "7C", "7D", "7S", "KD", "QH"]}
    )
    assert r.status_code == 200
    assert r.json["deadwood"] == 10 and r.json["discard"] == "QH" and len(r.json["melds"]) == 3
    assert r.json["unmatched"] == ["KD"]
    assert post(client, "gin/deadwood", {"cards": ["AS", "2S"]}).status_code == 400


def test_poker_compare_shape(client):
    r = post(client, "poker/compare", {"hands": [["KS"], ["JH"], ["7C", "2D", "9H", "2S"]]})
    assert r.json["winners"] == [2] and r.json["lowest"] == 1 and r.json["names"][2] == "pair of 2s"


def test_trick_winner_shape(client):
    r = post(
        client, "trick/winner", {"game": "oh-hell", "trump": "H", "plays": ["AS", "2H", "KS"], "options": {}}
    )
    assert r.json["winner"] == 1
    r = post(client, "trick/winner", {"game": "belote", "trump": "H", "plays": ["10H", "9H", "JH", "AH"]})
    assert r.json["winner"] == 2  # the jack is the highest trump in Belote
    assert post(client, "trick/winner", {"game": "chess", "plays": ["AS", "2S"]}).status_code == 400


def test_trick_legal_names_the_card_and_the_reason(client):
    r = post(
        client,
        "trick/legal",
        {"game": "oh-hell", "trump": "H", "hand": ["3S", "2H"], "trick": ["AS"], "card": ["2H"]},
    )
    assert r.json["legal"] is False and r.json["said"] == "You must follow spades: you hold 3S."


def test_other_tools_answer(client):
    assert post(client, "golf/columns", {"cards": "AS 5H KD AH 9C KS"}).json["total"] == 14
    assert (
        post(client, "points/count", {"game": "belote", "cards": ["JH", "9H"], "trump": "H"}).json["total"]
        == 34
    )


def test_tool_api_errors(client):
    assert client.post("/api/v1/tools/nope", json={}).status_code == 404
    r = client.post("/api/v1/tools/cribbage/show", data="x", content_type="application/json")
    assert r.status_code == 400 and "JSON" in r.json["error"]
    assert {t["slug"] for t in client.get("/api/v1/tools").json["tools"]} == set(TOOLS)


def test_tools_index_lists_every_calculator(client):
    page = client.get("/tools").text
    for slug in TOOLS:
        assert f"/tools/{slug}" in page


@pytest.mark.parametrize("slug", sorted(TOOLS))
def test_every_tool_page_renders_with_a_picker(client, slug):
    page = client.get(f"/tools/{slug}")
    assert page.status_code == 200 and 'class="picker"' in page.text and "picker.js" in page.text


def test_tool_page_answers_as_cards_are_tapped(client):
    htmx = {"HX-Request": "true"}
    r = client.post(
        "/tools/cribbage/show",
        headers=htmx,
        data={"hand": "7H 8S 8D", "starter": "9C", "variant": "five-card", "crib": "false"},
    )
    assert (
        r.status_code == 200
        and "fifteen two, fifteen four, and a pair is six" in r.text
        and "<html" not in r.text
    )
    r = client.post("/tools/cribbage/show", headers=htmx, data={"hand": "7H 8S", "starter": ""})
    assert refused(r) and "start card" in r.text
    assert client.get("/tools/nope").status_code == 404


def test_doudizhu_classify_and_beats_shapes(client):
    r = post(client, "doudizhu/classify", {"cards": ["3S", "4H", "5D", "6C", "7S"]})
    assert r.json["type"] == "sequence" and r.json["length"] == 5
    r = post(client, "doudizhu/classify", {"cards": ["3S", "4H"]})
    assert r.json["type"] is None
    r = post(client, "doudizhu/beats", {"previous": ["3S", "3H"], "play": ["BJ", "RJ"]})
    assert r.json["beats"] is True and "rocket" in r.json["reason"]
    r = post(client, "doudizhu/beats", {"previous": ["3S", "3H", "3D"], "play": ["4S", "4H"]})
    assert r.json["beats"] is False and r.json["reason"]


def test_slap_and_pay_tools(client):
    assert post(client, "slap/check", {"pile": ["5H", "9S", "9D"]}).json["slappable"] is True
    assert post(client, "slap/check", {"pile": ["5H", "9S"]}).json["slappable"] is False
    # Player 1 turns 5H, player 2 a king; player 1 pays 2D 3C 4C in three chances: player 2 takes 5.
    r = post(client, "slap/pay", {"plays": ["5H", "KS", "2D", "3C", "4C"], "players": "2"})
    assert r.json["taker"] == 1 and r.json["cards"] == 5
    r = post(client, "slap/pay", {"plays": ["5H", "KS", "2D", "3C", "4C", "9H"], "players": "2"})
    assert r.status_code == 400 and "already won" in r.json["error"]


def test_belote_declarations_tool(client):
    hands = [
        "AH KH QH JH 10S 9S 8S 7D",
        "AS KS QS JS 10D 9D 8D 7S",
        "AD KD QD JD 10C 9C 8C 7C",
        "AC KC QC JC 10H 9H 8H 7H",
    ]
    r = post(client, "belote/declarations", {"hands": hands, "trump": "H"})
    # The four-card run to the ace in trumps (player 1) beats the equal plain runs: team 1 scores.
    assert r.json["team"] == 0 and r.json["best"]["seat"] == 0 and "highest" in r.json["said"]
    assert post(client, "belote/declarations", {"hands": hands[:3], "trump": "H"}).status_code == 400


def test_gin_result_tool_knock_and_undercut(client):
    knocker = ["AS", "2S", "3S", "4H", "5H", "6H", "7C", "7D", "7S", "9D"]
    r = post(client, "gin/result", {"knocker": knocker, "defender": "AH 2H 3H 8S 8D 8C KD QC 4D 5C"})
    # Defender's deadwood K Q 4 5 = 29 against the knocker's 9: difference 20.
    assert r.json["outcome"] == "knock" and r.json["points"] == 20
    r = post(client, "gin/result", {"knocker": knocker, "defender": "AH 2H 3H 8S 8D 8C 9S 10S JS 2D"})
    # Defender 2 < 9: undercut, 9 - 2 = 7 plus the undercut bonus 10.
    assert r.json["outcome"] == "undercut" and r.json["points"] == 17


def test_a_trick_has_one_card_from_each_player(client):
    r = post(client, "trick/winner", {"game": "belote", "trump": "H", "plays": "7H 8H 9H 10H JH"})
    assert r.status_code == 400
    assert r.json["error"] == "A trick has at most 4 cards in Belote: one from each player; you entered 5."
    r = post(
        client,
        "trick/legal",
        {"game": "belote", "trump": "H", "hand": "7S", "trick": "7H 8H 9H 10H", "card": "7S"},
    )
    assert r.status_code == 400 and "with 4 already played, nobody is left to play" in r.json["error"]
    # Cramps makes up its pack for the players at the table: five players, five cards.
    r = post(client, "trick/winner", {"game": "cramps", "plays": "2S 3S 4S 5S 6S", "options": {"players": 5}})
    assert r.json["winner"] == 4


PICKLE = {"game": "pickle", "trump": "H", "cards": "4H AH JK"}


def test_pickle_counts_the_lowest_trump_in_play(client):
    # "the lowest card of trumps in play counts 15": the others played 9H, so this side's 4H is the lowest
    # trump: 15 + joker 15 + ace 4 = 34.
    r = post(client, "points/count", {**PICKLE, "in_play": ["9H", "2S", "10D"]})
    assert r.status_code == 200 and r.json["total"] == 34
    assert r.json["lines"][0] == {"label": "lowest trump", "points": 15, "cards": ["4H"]}
    # Every card played, this side's included, gives the same answer.
    assert post(client, "points/count", {**PICKLE, "in_play": "4H AH JK 9H 2S 10D"}).json["total"] == 34
    # The others played the 3H: it is the lowest trump, so the 4H is worth its face value, 0.
    assert post(client, "points/count", {**PICKLE, "in_play": "3H"}).json["total"] == 19
    # An empty list says the others played no card that matters.
    assert post(client, "points/count", {**PICKLE, "in_play": []}).json["total"] == 34
    # Jokers are all alike: the black and red jokers taken are the two jokers listed as played.
    jokers = {"game": "pickle", "trump": "H", "cards": "BJ RJ", "in_play": "JK JK 2H"}
    assert post(client, "points/count", jokers).json["total"] == 30


def test_pickle_without_the_cards_in_play_says_what_is_missing(client):
    r = post(client, "points/count", PICKLE)
    assert r.status_code == 400 and r.json["error"] == (
        "In Pickle the lowest trump in play scores: enter every card played in the hand."
    )
    r = post(client, "points/count", {**PICKLE, "in_play": "9H 9H"})  # one pack: one 9 of hearts
    assert r.status_code == 400 and "9H appears twice" in r.json["error"]


def test_the_cards_in_play_change_nothing_where_they_do_not_score(client):
    belote = {"game": "belote", "cards": ["JH", "9H"], "trump": "H"}
    assert post(client, "points/count", {**belote, "in_play": "AS KS"}).json["total"] == 34


def test_the_points_page_shows_the_cards_in_play_for_pickle_only(client):
    page = client.get("/tools/points/count").text
    slot = re.search(r'<div class="slot[^>]*data-games="pickle"[^>]*>', page).group(0)
    assert " hidden" in slot  # Belote is chosen first: no cards in play
    assert '<input type="hidden" name="in_play" value="" disabled>' in page
    page = client.get("/tools/points/count?game=pickle").text
    slot = re.search(r'<div class="slot[^>]*data-games="pickle"[^>]*>', page).group(0)
    assert " hidden" not in slot and '<option value="pickle" selected>' in page
    assert '<input type="hidden" name="in_play" value="">' in page


def test_the_points_page_counts_pickle_with_the_cards_in_play(client):
    form = {"game": "pickle", "trump": "H", "last_trick": "false", "cards": "4H AH JK", "in_play": "9H 2S"}
    r = client.post("/tools/points/count", headers={"HX-Request": "true"}, data=form)
    assert r.status_code == 200 and "lowest trump" in r.text and "<strong>34</strong>" in r.text
    r = client.post("/tools/points/count", data={**form, "in_play": ""})  # the whole page, without htmx
    assert refused(r) and "enter every card played in the hand" in r.text
    assert '<option value="pickle" selected>' in r.text  # the page keeps the game chosen


def test_hand_and_foot_may_i_take_the_pile(client):
    """The table's question answered from the text on the calculator's page, as on the API."""
    htmx = {"HX-Request": "true"}
    data = {"top": "JK", "hand": "JK 2C 2D 8S", "opened": "true", "round": "1"}
    r = client.post("/tools/hand-and-foot/pile", headers=htmx, data=data)
    assert r.status_code == 200 and "two other jokers from the hand (2s do not stand in for them)" in r.text
    answer = post(client, "hand-and-foot/pile", {"top": "8H", "hand": ["8S", "2D"], "round": 2}).json
    assert (answer["may_take"], answer["opening"], answer["minimum"]) == (False, 40, 90)
