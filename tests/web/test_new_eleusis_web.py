"""New Eleusis through the pages and the API: God's secret rule (absent from every page, API answer and export
until the round ends, then shown and kept), plays called right or wrong, "no play", the prophet, overthrow,
going out, ending early; refusals (400 from the API, 422 from the form) with their sentence, nothing stored;
the scoreboard's layout as cards and the card counts."""

from __future__ import annotations

import pytest

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

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")
RULE = "each card higher than the last, wrapping round"


@pytest.fixture
def game(client):
    """A New Eleusis game of hands of 4 for five players; Ann is God in round 1."""
    return table_game(client, "new-eleusis", options={"hand_size": 4}, seated=NAMES)


def begin(client, token, gid, starter="3H"):
    """God writes the rule through the form; the starter 3H makes Dee first."""
    fields = [("rule", RULE), ("hint", "numbers matter"), ("starter", starter), ("event_type", "rule")]
    r = post_form(client, token, gid, fields)
    assert r.status_code == 200, r.text
    return r


def play(client, token, gid, cards, call="yes", *extra):
    """A play through the form: the card fields as the page sends them, then the tapped call."""
    return post_form(
        client, token, gid, [("cards", cards), *extra, ("claim", ""), ("card", ""), ("right", call)]
    )


def everything(client, token, viewer, gid) -> str:
    """Every page and API answer a phone or a script can read while the game goes on."""
    urls = [
        f"/t/{token}/g/{gid}",
        f"/t/{token}/g/{gid}/board",
        f"/t/{viewer}/g/{gid}/board",
        f"/t/{viewer}/g/{gid}/board/live",
        f"/t/{token}/g/{gid}/sheet",
        f"/t/{token}/g/{gid}/export.json",
        f"/t/{token}/g/{gid}/export.csv",
        f"/t/{viewer}/g/{gid}/export.json",
        f"/api/v1/tables/{token}/games/{gid}",
        f"/api/v1/tables/{viewer}/games/{gid}",
        f"/api/v1/tables/{token}/games/{gid}/events",
        f"/api/v1/tables/{viewer}/games/{gid}/events",
        f"/api/v1/tables/{token}/games/{gid}/export",
        f"/t/{token}",
        f"/t/{viewer}",
    ]
    pages = []
    for url in urls:
        response = client.get(url, follow_redirects=True)
        assert response.status_code == 200, url
        pages.append(response.get_data(as_text=True))
    return "\n".join(pages)


# --- The secret rule ----------------------------------------------------------------------------------------


def test_the_rule_form_asks_for_the_secret_rule_the_hint_and_the_starter(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'name="rule"' in page and 'name="hint"' in page and 'name="starter"' in page
    assert 'value="end_game"' not in page  # no round played yet


def test_the_rule_is_nowhere_before_the_round_ends_and_everywhere_after(client, game):
    token, gid, viewer = game
    r = begin(client, token, gid)
    assert RULE not in r.text and "<strong>Dee</strong> holds 4" in r.text
    play(client, token, gid, "5H")  # Dee
    assert RULE not in everything(client, token, viewer, gid)
    assert "(secret until the round ends)" in client.get(f"/api/v1/tables/{viewer}/games/{gid}/events").text
    assert "numbers matter" in live_board(client, viewer, gid)  # the hint is public
    # A correction of the rule is as secret as the rule.
    post_api(
        client,
        token,
        gid,
        "correction",
        {"target": 1, "payload": {"rule": "a corrected rule", "starter": "3H"}},
    )
    assert "a corrected rule" not in everything(client, token, viewer, gid)
    post_api(client, token, gid, "correction", {"target": 1, "payload": {"rule": RULE, "starter": "3H"}})
    r = play(client, token, gid, "6H 7H 8H 9H")  # Eve goes out: the round ends
    assert r.status_code == 200
    pages = everything(client, token, viewer, gid)
    assert RULE in pages and "(secret until the round ends)" not in pages
    assert f"Round 1’s rule</span> <strong>{RULE}</strong>" in live_board(client, viewer, gid)
    # The next round's rule is secret again, the first stays revealed.
    post_form(client, token, gid, [("rule", "the second rule"), ("starter", "AS"), ("event_type", "rule")])
    pages = everything(client, token, viewer, gid)
    assert "the second rule" not in pages and RULE in pages


# --- The plays ----------------------------------------------------------------------------------------------


def test_plays_through_the_form_and_the_layout_on_the_board(client, game):
    token, gid, viewer = game
    begin(client, token, gid)
    r = play(client, token, gid, "5H")  # Dee right: 3 left
    assert r.status_code == 200 and "<strong>Eve</strong> holds 4" in r.text
    r = play(client, token, gid, "6S 7S", "no")  # Eve wrong: 4 − 2 + 4 = 6
    assert "<strong>Bob</strong> holds 4" in r.text
    html = live_board(client, viewer, gid)
    assert html.count('class="ne-card') == 4  # starter, 5H, and 6S 7S under 5H
    assert html.count("ne-wrongcard") == 2 and "5♥" in html and "7♠" in html
    assert '<span class="ne-name">Eve</span>\n      <strong class="ne-count">6</strong>' in html


def test_no_play_claims_through_the_form(client, game):
    token, gid, _ = game
    begin(client, token, gid)
    fields = [("cards", ""), ("claim", "wrong"), ("card", "4S"), ("event_type", "no_play")]
    r = post_form(client, token, gid, fields)  # Dee: 4 − 1 + 5 = 8
    assert r.status_code == 200
    assert game_state(client, token, gid)["next"]["data"]["held"][3] == 8


def test_a_prophet_declared_and_overthrown_through_the_form(client, game):
    token, gid, viewer = game
    begin(client, token, gid)
    r = play(client, token, gid, "5H")
    assert "Dee declares themselves prophet" in r.text
    r = post_form(client, token, gid, [("cards", ""), ("player", "3"), ("event_type", "prophet")])
    assert "Dee (prophet) calls it" in r.text and "disapproves the call" in r.text
    assert "ne-prophet" in live_board(client, viewer, gid)
    assert "ne-black" in live_board(client, viewer, gid)
    r = play(client, token, gid, "6H", "yes", ("overruled", "yes"))  # Eve: God overrules the prophet
    assert game_state(client, token, gid)["next"]["data"]["prophet"] is None
    assert game_state(client, token, gid)["next"]["data"]["held"][3] == 3 + 5  # Dee: 3 set aside, + 5


def test_going_out_or_prophet_instead_through_the_form(client):
    table = make_table(client, NAMES)
    token = table["scorer_token"]
    gid = make_game(client, token, "new-eleusis", options={"hand_size": 4, "prophet_when_out": True})["id"]
    begin(client, token, gid)
    r = play(client, token, gid, "5H 6H 7H 8H")
    assert "Dee has no cards left" in r.text and 'value="go_out"' in r.text
    r = post_form(client, token, gid, [("player", "3"), ("event_type", "go_out")])
    assert game_state(client, token, gid)["hands"][0]["points"] == [8, 0, 0, 8, 0]


def test_ending_early_through_the_form(client, game):
    token, gid, _ = game
    begin(client, token, gid)
    play(client, token, gid, "5H 6H 7H 8H")  # Dee goes out: Ann 8, Dee 8
    page = client.get(f"/t/{token}/g/{gid}").text
    assert 'value="end_game"' in page
    post_form(client, token, gid, [("rule", ""), ("starter", ""), ("event_type", "end_game")])
    current = game_state(client, token, gid)
    # "anyone who has never been dealer gets 10 extra points": Bob, Cid, Dee, Eve.
    assert current["is_over"] and current["totals"] == [8, 10, 10, 18, 10] and current["winners"] == ["Dee"]


# --- Refusals -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fields", "field", "sentence"),
    [
        ([("cards", "2C 3C 4C 5C 6C"), ("right", "yes")], "cards", "sequence of 2 to 4"),
        ([("cards", "3H 3H"), ("right", "yes")], "cards", "more than 2 times"),
        ([("cards", "ZZ"), ("right", "yes")], "cards", "ZZ"),
        ([("cards", "5H"), ("right", "yes"), ("overruled", "yes")], "overruled", "There is no prophet"),
        (
            [("cards", ""), ("claim", "wrong"), ("card", ""), ("event_type", "no_play")],
            "card",
            "Enter the card",
        ),
        ([("cards", ""), ("player", "1"), ("event_type", "prophet")], "player", "just played"),
    ],
)
def test_impossible_plays_are_refused_next_to_the_field(client, game, fields, field, sentence):
    token, gid, _ = game
    begin(client, token, gid)
    seq = game_state(client, token, gid)["seq"]
    r = post_form(client, token, gid, fields)
    assert refused(r) and sentence in r.text
    assert f'id="err-{field}"' in r.text
    assert game_state(client, token, gid)["seq"] == seq


def test_the_api_refuses_with_the_field_and_stores_nothing(client, game):
    token, gid, _ = game
    r = post_api(client, token, gid, "rule", {"rule": "", "starter": "3H"})
    assert (
        r.status_code == 400 and r.json["field"] == "rule" and "Write down the secret rule" in r.json["error"]
    )
    r = post_api(client, token, gid, "play", {"cards": "5H", "right": True})
    assert r.status_code == 400 and "Now the table records rule" in r.json["error"]
    assert post_api(client, token, gid, "rule", {"rule": RULE, "starter": "3H"}).status_code == 201
    r = post_api(client, token, gid, "play", {"cards": "5H 6H 7H 8H 9H", "right": True})
    assert r.status_code == 400 and r.json["field"] == "cards"
    r = post_api(client, token, gid, "prophet", {"player": 0})
    assert r.status_code == 400 and "God" in r.json["error"]
    assert game_state(client, token, gid)["seq"] == 1


def test_a_play_after_the_game_is_over_is_refused(client):
    table = make_table(client, ("Ann", "Bob", "Cid"))
    token = table["scorer_token"]
    gid = make_game(client, token, "new-eleusis", options={"hand_size": 4})["id"]
    for starter in ("AS", "AD", "AC"):
        post_api(client, token, gid, "rule", {"rule": RULE, "starter": starter})
        post_api(client, token, gid, "play", {"cards": "5H 6H 7H 8H", "right": True})
    r = post_api(client, token, gid, "play", {"cards": "9H", "right": True})
    assert r.status_code == 400 and "The game is over" in r.json["error"]


def test_runs_of_right_plays_and_wrong_counts_through_the_form(client, game):
    token, gid, viewer = game
    page = begin(client, token, gid).text
    assert page.count('name="turns"') == 10 and page.count('name="wrong"') == 4
    blank = [("cards", ""), ("claim", ""), ("card", "")]
    # Three right plays in one tap (Dee, Eve, Bob: 3 cards each), then Cid's wrong pair: 4 − 2 + 4 = 6.
    assert post_form(client, token, gid, [*blank, ("turns", "3")]).status_code == 200
    assert post_form(client, token, gid, [*blank, ("wrong", "2")]).status_code == 200
    assert game_state(client, token, gid)["seq"] == 3
    html = live_board(client, viewer, gid)
    assert html.count("ne-unnamed") == 5
    r = post_form(client, token, gid, [*blank, ("wrong", "4")])  # Dee holds 3
    assert refused(r) and 'id="err-wrong"' in r.text and "holds only 3 cards" in r.text
    assert game_state(client, token, gid)["seq"] == 3
