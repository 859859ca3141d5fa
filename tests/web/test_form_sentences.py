"""Forms that used to store nonsense, or refuse without a word: each now says what is wrong, in a sentence on
the page, and stores nothing."""

from __future__ import annotations

import html

import pytest
from werkzeug.datastructures import MultiDict

from tests.web.helpers import HTMX, game_events, game_state, make_table, post_event, refused, table_game


def on_page(response, sentence: str) -> bool:
    return (
        html.escape(sentence, quote=True).replace("&#x27;", "&#39;") in response.text
        or sentence in response.text
    )


@pytest.mark.parametrize(
    ("players", "said"),
    [
        (["", " ", ""], "there is no player's name"),
        (["Ann", ""], "there is only Ann"),
    ],
)
def test_a_table_needs_two_players_from_the_home_page_and_the_api(client, players, said):
    r = client.post("/tables", data=MultiDict([("name", "Friday"), *[("player", p) for p in players]]))
    assert r.status_code == 400 and on_page(
        r, f"A table needs at least two players: {said}. Enter their names."
    )
    api = client.post("/api/v1/tables", json={"name": "Friday", "players": players})
    assert api.status_code == 400 and said in api.json["error"]


def test_the_players_form_cannot_empty_a_table(client):
    token = make_table(client, players=("Ann", "Bob", "Cid"))["scorer_token"]
    r = client.post(f"/t/{token}/players", data=MultiDict([("player", ""), ("player", "")]))
    assert r.status_code == 400 and on_page(
        r, "A table needs at least two players: there is no player's name."
    )
    players = client.get(f"/api/v1/tables/{token}").json["players"]
    assert [p["name"] for p in players] == ["Ann", "Bob", "Cid"]


def start_form(token: str, client, **extra: str):
    fields = [("ruleset", "golf"), ("seat", "Ann"), ("seat", "Bob"), *extra.items()]
    return client.post(f"/t/{token}/games", data=MultiDict(fields))


def test_an_unknown_option_on_the_new_game_form_is_refused(client):
    token = make_table(client, players=("Ann", "Bob", "Cid"))["scorer_token"]
    r = start_form(token, client, **{"opt.jokers_wild": "yes"})
    assert r.status_code == 400 and on_page(r, "Golf has no option called “jokers_wild”.")
    assert client.get(f"/api/v1/tables/{token}").json.get("games", []) == []


def test_a_first_dealer_who_is_not_playing_is_refused(client):
    token = make_table(client, players=("Ann", "Bob", "Cid"))["scorer_token"]
    r = start_form(token, client, first_dealer="Cid")
    assert r.status_code == 400
    assert on_page(r, "Cid is not playing this game: choose the first dealer among those ticked.")
    started = start_form(token, client, first_dealer="Bob")
    assert started.status_code == 303
    gid = int(started.headers["Location"].rstrip("/").split("/g/")[1].split("/")[0])
    assert game_state(client, token, gid)["first_dealer"] == 1


def test_a_rematch_waits_for_the_game_to_end(client):
    token, gid, _ = table_game(client, "golf", seated=("Ann", "Bob"))
    r = client.post(f"/t/{token}/g/{gid}/rematch")
    assert r.status_code == 409 and on_page(r, "This game is not over yet: a rematch starts once it ends.")


def test_a_refusal_at_a_field_the_form_does_not_show_is_said_above_the_form(client):
    token, gid, _ = table_game(client, "oh-hell", seated=("Ann", "Bob", "Cid"))
    fields = [
        ("event_type", "bids"),
        ("expected_seq", "0"),
        ("bids.0", "1"),
        ("bids.1", "x"),
        ("bids.2", "0"),
    ]
    r = client.post(f"/t/{token}/g/{gid}/entries", data=MultiDict(fields), headers=HTMX)
    assert refused(r, 422)
    api = post_event(client, token, gid, "bids", {"bids": ["1", "x", "0"]}, 0)
    assert api.status_code == 400 and on_page(r, api.json["error"])
    assert game_events(client, token, gid) == []


def test_a_correction_from_a_form_another_phone_has_overtaken_hears_of_it(client):
    token, gid, _ = table_game(client, "golf", seated=("Ann", "Bob"))
    assert post_event(client, token, gid, "round", {"scores": [3, 4]}, 0).status_code == 201
    form = MultiDict([("event_type", "round"), ("expected_seq", "1"), ("scores.0", "5"), ("scores.1", "4")])
    assert post_event(client, token, gid, "undo", {}, 1).status_code == 201  # the other phone
    r = client.post(f"/t/{token}/g/{gid}/entries/1/correct", data=form, headers=HTMX)
    assert refused(r, 409) and "Another phone recorded an entry first" in r.text
    assert game_state(client, token, gid)["seq"] == 2
