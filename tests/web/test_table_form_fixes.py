"""The table page's small things (issue 14): player counts, the first dealer, team fields, errors, favicon."""

from __future__ import annotations

import re

from tests.web.helpers import make_table


def options(client, token: str, slug: str) -> str:
    return client.get(f"/t/{token}/options?ruleset={slug}", headers={"HX-Request": "true"}).text


def test_a_game_for_exactly_two_says_2_players(client):
    page = client.get(f"/t/{make_table(client)['scorer_token']}").text
    assert "Five-Card Cribbage (2 players)" in page and "2–2" not in page
    assert "Six-card Golf (2–6 players)" in page


def test_the_first_dealer_is_asked_only_where_the_cut_does_not_decide(client):
    token = make_table(client)["scorer_token"]
    cribbage = options(client, token, "cribbage")
    assert 'name="first_dealer"' not in cribbage and "decided by the cut" in cribbage
    golf = options(client, token, "golf")
    assert 'name="first_dealer"' in golf and "decided by the cut" not in golf
    # Before a game is chosen there is nothing to deal.
    assert 'name="first_dealer"' not in client.get(f"/t/{token}").text


def test_team_fields_only_where_partnerships_are_possible(client):
    two = make_table(client, players=("Ann", "Bob"))["scorer_token"]
    assert "team." not in options(client, two, "gin-rummy")  # Gin for two: no partnership possible
    assert 'name="team"' not in client.get(f"/t/{two}").text  # nor a team label in the seating
    four = make_table(client)["scorer_token"]
    assert 'name="team.Ann"' in options(client, four, "gin-rummy")
    assert "team." not in options(client, four, "golf")  # a game without partnerships
    assert client.get(f"/t/{four}").text.count('name="team"') == 5  # four seats and the new one


def test_a_team_label_already_set_stays_shown(client):
    token = make_table(client, players=("Ann", "Bob", "Cid", "Dee"))["scorer_token"]
    client.post(f"/t/{token}/players", data={"player": ["Ann", "Bob", "Cid"], "team": ["Red", "", ""]})
    assert 'value="Red"' in client.get(f"/t/{token}").text


def test_the_first_dealer_and_teams_chosen_are_used(client):
    token = make_table(client)["scorer_token"]
    form = {"ruleset": "golf", "seat": ["Ann", "Bob", "Cid"], "first_dealer": "Cid", "opt.rounds": "3"}
    play = client.get(client.post(f"/t/{token}/games", data=form).headers["Location"]).text
    assert "Dealer: <strong>Cid" in play
    form = {"ruleset": "gin-rummy", "seat": ["Ann", "Bob", "Cid", "Dee"], "first_dealer": "Ann"}
    form |= {"team.Ann": "N", "team.Bob": "N", "team.Cid": "S", "team.Dee": "S"}
    assert client.post(f"/t/{token}/games", data=form).status_code == 303


def test_an_error_is_shown_once_under_the_form_that_caused_it(client):
    token = make_table(client)["scorer_token"]
    r = client.post(f"/t/{token}/games", data={"ruleset": "golf", "seat": ["Ann"]})
    assert r.status_code == 400 and r.text.count("played by 2 to 6 players") == 1
    r = client.post(f"/t/{token}/players", data={"player": ["Ann", "Ann"]})
    assert r.status_code == 400 and r.text.count("Two players are called Ann") == 1
    seating = r.text.split("<h2>Players</h2>", 1)[1]
    assert "Two players are called Ann" in seating


def test_a_refusal_no_field_shows_is_still_said(client):
    """Bad teams for a game (partners must sit opposite) are said, and what was typed stays."""
    token = make_table(client)["scorer_token"]
    form = {"ruleset": "gin-rummy", "seat": ["Ann", "Bob", "Cid", "Dee"], "first_dealer": "Bob"}
    form |= {"team.Ann": "N", "team.Bob": "N", "team.Cid": "S", "team.Dee": "S"}
    form["ruleset"] = "belote"
    r = client.post(f"/t/{token}/games", data=form)
    assert r.status_code == 400 and len(re.findall(r'class="error"', r.text)) == 1
    assert "Partners sit opposite" in r.text and 'name="team.Ann" value="N"' in r.text
    assert '<option value="Bob" selected>' in r.text


def test_every_page_has_a_favicon(client):
    page = client.get("/").text
    assert re.search(r'<link rel="icon" href="/static/favicon.svg[^"]*" type="image/svg\+xml">', page)
    icon = client.get("/static/favicon.svg")
    assert icon.status_code == 200 and icon.data.startswith(b"<svg")
