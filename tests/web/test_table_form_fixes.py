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


def test_the_first_dealer_is_chosen_among_the_players_ticked(client):
    """Dou Dizhu at a table of five: the list offers only the three ticked (sent again when a tick
    changes), the options already chosen are kept, and a dealer not playing is refused with a sentence."""
    token = make_table(client, players=("Ann", "Bob", "Cid", "Dee", "Eve"))["scorer_token"]
    args = {"ruleset": "dou-dizhu", "seat": ["Bob", "Cid", "Dee"], "first_dealer": "Cid", "opt.deals": "7"}
    fragment = client.get(f"/t/{token}/options", query_string=args, headers={"HX-Request": "true"}).text
    select = fragment.split('name="first_dealer"', 1)[1].split("</select>")[0]
    dealers = re.findall(r'<option value="(\w+)"', select)
    assert dealers == ["Bob", "Cid", "Dee"]
    assert '<option value="Cid" selected>' in fragment and 'name="opt.deals" value="7"' in fragment
    # Eve, chosen before she was unticked, is not silently swapped for someone else: the form says so.
    args["first_dealer"] = "Eve"
    fragment = client.get(f"/t/{token}/options", query_string=args, headers={"HX-Request": "true"}).text
    assert "Eve is not playing this game: choose the first dealer among those ticked." in fragment
    r = client.post(f"/t/{token}/games", data=args)
    assert r.status_code == 400 and "Eve is not playing this game" in r.text
    # The refused form keeps the seats as they were ticked.
    ticked = re.findall(r'name="seat" value="(\w+)" checked', r.text)
    assert ticked == ["Bob", "Cid", "Dee"]


def test_a_checked_option_stays_checked_after_a_refusal(client):
    token = make_table(client)["scorer_token"]
    form = {"ruleset": "ricochet-poker", "seat": ["Ann"], "opt.bugs": ["false", "true"]}  # hidden, then box
    r = client.post(f"/t/{token}/games", data=form)
    assert r.status_code == 400 and 'name="opt.bugs" value="true" checked' in r.text


def test_a_game_for_one_number_of_players_says_that_number(client):
    token = make_table(client, players=("Ann", "Bob", "Cid"))["scorer_token"]
    r = client.post(f"/t/{token}/games", data={"ruleset": "bacon", "seat": ["Ann", "Bob", "Cid"]})
    assert r.status_code == 400 and "Bacon is played by 4 players, not 3." in r.text
    r = client.post(f"/t/{token}/games", data={"ruleset": "golf", "seat": ["Ann"]})
    assert "Six-card Golf is played by 2 to 6 players, not 1." in r.text


def test_skull_and_roses_asks_for_the_first_player_not_a_dealer(client):
    """Nobody deals in Skull & Roses: the text's "first player" starts round 1."""
    token = make_table(client)["scorer_token"]
    fragment = options(client, token, "skull-and-roses")
    assert "First player" in fragment and "First dealer" not in fragment
    form = {"ruleset": "skull-and-roses", "seat": ["Ann", "Bob", "Cid"], "first_dealer": "Dee"}
    r = client.post(f"/t/{token}/games", data=form)
    assert "Dee is not playing this game: choose the first player among those ticked." in r.text
