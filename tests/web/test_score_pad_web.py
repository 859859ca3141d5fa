"""The score pad through the pages and the API: started from the table page with its name, a round typed or
stepped, a blank and a zero-sum round refused with their sentences (the preview line says them too), the name
shown wherever a game's name is (play page, board, big board, table list, share page, home page, print sheet,
exports, API), undo, redo and a correction, the live board, the JSON and CSV exports, an import, a rematch,
and the saved house games offered on the table's new-game form in one tap."""

from __future__ import annotations

import csv
import io
import json

from werkzeug.datastructures import MultiDict

from tests.web.helpers import HTMX, game_state, live_board, make_table, post_api, post_form, refused

FOUR = ("Ann", "Bob", "Cid", "Dee")
HEARTS = {"opt.name": "  Hearts ", "opt.wins": "lowest", "opt.target": "100"}


def start_from_the_table_page(client, token: str, options: dict, seats=FOUR) -> int:
    """The new-game form posted as the browser does: the game, the players ticked, its options."""
    form = {"ruleset": "score-pad", "seat": list(seats), "first_dealer": seats[0], **options}
    r = client.post(f"/t/{token}/games", data=form)
    assert r.status_code == 303, r.text
    return int(r.headers["Location"].rsplit("/", 1)[-1])


def hearts(client, seats=FOUR):
    """A table and a game of Hearts on it: the scorer token, the game id, the viewer token."""
    table = make_table(client, players=seats, name="Kitchen")
    return table["scorer_token"], start_from_the_table_page(client, table["scorer_token"], HEARTS), table


def scores(*values) -> list[tuple[str, str]]:
    return [(f"scores.{i}", str(v)) for i, v in enumerate(values)]


# --- Starting it ------------------------------------------------------------------------------------------


def test_the_catalogue_offers_the_pad_and_its_options_ask_for_the_games_name(client):
    token = make_table(client)["scorer_token"]
    page = client.get(f"/t/{token}").text
    assert '<option value="score-pad" >Score pad (any other game) (2–12 players)</option>' in page
    options = client.get(f"/t/{token}/options?ruleset=score-pad", headers=HTMX).text
    assert '<input type="text" name="opt.name" value="" maxlength="40"' in options
    assert "Lowest total wins" in options and "The moment a total reaches the target" in options
    assert 'name="team.Ann"' in options  # partnerships by team labels
    catalogue = client.get("/api/v1/games/score-pad/options").json["options"]
    assert catalogue[0] == catalogue[0] | {"name": "name", "kind": "text", "maximum": 40, "default": ""}


def test_a_name_too_long_is_refused_on_the_table_page_with_its_sentence(client):
    token = make_table(client)["scorer_token"]
    form = {"ruleset": "score-pad", "seat": list(FOUR), "opt.name": "x" * 41}
    r = client.post(f"/t/{token}/games", data=form)
    assert r.status_code == 400 and "The game&#39;s name is too long (at most 40 characters)." in r.text


def test_the_name_is_shown_wherever_a_games_name_is(client):
    token, gid, table = hearts(client)
    viewer = table["viewer_token"]
    play = client.get(f"/t/{token}/g/{gid}").text
    assert "<title>Hearts · Kitchen</title>" in play and '<span class="crumb">Hearts</span>' in play
    for url in (f"/t/{viewer}/g/{gid}/board", f"/t/{viewer}/g/{gid}/board?big=1"):
        board = client.get(url).text
        assert "<title>Scoreboard · Hearts · Kitchen</title>" in board and "Lowest score wins." in board
    assert "<strong>Hearts</strong> · Ann, Bob, Cid, Dee" in client.get(f"/t/{token}").text
    assert "<strong>Hearts</strong> · Ann, Bob, Cid, Dee" in client.get(f"/t/{token}/share").text
    assert "Continue Hearts · Kitchen" in client.get("/").text  # this browser remembers the game
    sheet = client.get(f"/t/{token}/g/{gid}/sheet").text
    assert "<h1>Hearts — Kitchen</h1>" in sheet and "The game&#39;s name: <strong>Hearts</strong>" in sheet
    assert game_state(client, token, gid)["name"] == "Hearts"
    assert client.get(f"/api/v1/tables/{token}").json["games"][0]["name"] == "Hearts"


def test_an_unnamed_pad_is_called_score_pad(client):
    token = make_table(client)["scorer_token"]
    gid = start_from_the_table_page(client, token, {})
    assert '<span class="crumb">Score pad</span>' in client.get(f"/t/{token}/g/{gid}").text


# --- Rounds -------------------------------------------------------------------------------------------------


def test_a_round_through_the_form_with_steppers_and_negative_scores(client):
    token, gid, _ = hearts(client)
    page = client.get(f"/t/{token}/g/{gid}").text
    assert page.count('<span class="stepper">') == 4 and 'data-step="down"' in page
    assert 'name="scores.0" value="0" min="-1000000" max="1000000"' in page
    assert "Record round 1" in page and "End the game now" in page and "Add these points" not in page
    r = post_form(client, token, gid, scores(26, 0, -5, 0))
    assert r.status_code == 200 and "Round 2 · Bob deals" in r.text
    assert game_state(client, token, gid)["totals"] == [26, 0, -5, 0]


def test_a_blank_score_is_refused_with_its_sentence_and_nothing_is_stored(client):
    token, gid, _ = hearts(client)
    r = post_form(client, token, gid, scores(1, "", 3, 4))
    assert refused(r) and "Enter Bob&#39;s score: 0 if nothing (a blank is not taken as 0)." in r.text
    assert 'id="err-scores-1"' in r.text and game_state(client, token, gid)["seq"] == 0


def test_zero_sum_refuses_the_round_and_the_preview_says_so_as_it_is_typed(client):
    token = make_table(client)["scorer_token"]
    gid = start_from_the_table_page(client, token, {"opt.zero_sum": "true"})
    r = post_form(client, token, gid, scores(5, -3, 2, 0))
    assert refused(r) and "The round adds up to 4, not 0." in r.text
    form = MultiDict([("event_type", "round"), ("expected_seq", "0"), *scores(5, -3, 2, 0)])
    preview = client.post(f"/t/{token}/g/{gid}/preview", data=form, headers=HTMX).text
    assert "The round adds up to 4, not 0." in preview
    form = MultiDict([("event_type", "round"), ("expected_seq", "0"), *scores(5, -3, -2, 0)])
    preview = client.post(f"/t/{token}/g/{gid}/preview", data=form, headers=HTMX).text
    assert "Ann <b>+5</b>" in preview and "Cid <b>−2</b>" in preview
    assert post_form(client, token, gid, scores(5, -3, -2, 0)).status_code == 200
    assert sum(game_state(client, token, gid)["totals"]) == 0


def test_partnerships_from_the_team_labels_on_the_form(client):
    token = make_table(client)["scorer_token"]
    teams = {"team.Ann": "N", "team.Bob": "E", "team.Cid": "N", "team.Dee": "E"}
    gid = start_from_the_table_page(client, token, {"opt.sides": "partnerships", **teams})
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "each side's score" in page and page.count('<span class="stepper">') == 2
    post_form(client, token, gid, scores(120, 40))
    state = game_state(client, token, gid)
    assert state["columns"] == ["Bob & Dee", "Ann & Cid"] and state["totals"] == [120, 40]  # labels E, N


def test_the_moment_the_target_is_reached_the_round_may_be_entered_in_parts(client):
    token = make_table(client)["scorer_token"]
    gid = start_from_the_table_page(client, token, {"opt.end": "target_now", "opt.target": "30"})
    assert "Add these points: round 1 goes on" in client.get(f"/t/{token}/g/{gid}").text
    r = post_form(client, token, gid, scores(10, 0, 0, 0), button="part")
    assert r.status_code == 200 and "More points for round 1" in r.text
    r = post_form(client, token, gid, scores(25, 0, 0, 0), button="part")
    assert "Game over · Ann wins with 35 points" in r.text


def test_the_table_ends_the_game_and_a_tie_is_stated(client):
    token = make_table(client)["scorer_token"]
    gid = start_from_the_table_page(client, token, {"opt.end": "table"})
    post_form(client, token, gid, scores(10, 10, 0, 0))
    r = post_form(client, token, gid, scores(0, 0, 0, 0), button="end")
    assert "Game over · Ann and Bob tie with 10" in r.text and "Rematch" in r.text
    assert [e["type"] for e in client.get(f"/api/v1/tables/{token}/games/{gid}/events").json["events"]] == [
        "round",
        "end",
    ]


# --- Undo, redo, corrections and the live board -------------------------------------------------------------


def test_undo_redo_and_a_correction_with_the_live_board_following(client):
    token, gid, table = hearts(client)
    viewer = table["viewer_token"]
    post_form(client, token, gid, scores(26, 0, 0, 0))
    post_form(client, token, gid, scores(0, 13, 13, 0))
    board = live_board(client, viewer, gid)
    assert '<div class="points">26</div>' in board and '<div class="points">13</div>' in board
    r = client.post(f"/t/{token}/g/{gid}/undo", data={"expected_seq": "2"}, headers=HTMX)
    assert "Undone: Ann scores 0, Bob 13, Cid 13, Dee 0." in r.text
    assert game_state(client, token, gid)["totals"] == [26, 0, 0, 0]
    assert '<div class="points">13</div>' not in live_board(client, viewer, gid)
    client.post(f"/t/{token}/g/{gid}/redo", data={"expected_seq": "3"}, headers=HTMX)
    assert game_state(client, token, gid)["totals"] == [26, 13, 13, 0]
    # Round 1 was Bob's 26, not Ann's: its form comes back filled, with one button keeping its kind.
    edit = client.get(f"/t/{token}/g/{gid}/entries/1/edit").text
    assert 'name="scores.0" value="26"' in edit and "Save entry 1: the round" in edit
    assert "End the game now" not in edit
    fields = MultiDict([("event_type", "round"), ("expected_seq", "4"), *scores(0, 26, 0, 0)])
    r = client.post(f"/t/{token}/g/{gid}/entries/1/correct", data=fields, headers=HTMX)
    assert "Corrected entry 1: Ann scores 0, Bob 26, Cid 0, Dee 0." in r.text
    assert game_state(client, token, gid)["totals"] == [0, 39, 13, 0]
    assert '<div class="points">39</div>' in live_board(client, viewer, gid)


def test_a_zero_sum_correction_that_does_not_add_up_is_refused_at_its_form(client):
    token = make_table(client)["scorer_token"]
    gid = start_from_the_table_page(client, token, {"opt.zero_sum": "true"})
    post_form(client, token, gid, scores(3, -3, 0, 0))
    fields = MultiDict([("event_type", "round"), ("expected_seq", "1"), *scores(3, -3, 1, 0)])
    r = client.post(f"/t/{token}/g/{gid}/entries/1/correct", data=fields, headers=HTMX)
    assert refused(r) and "The round adds up to 1, not 0." in r.text
    assert game_state(client, token, gid)["seq"] == 1


def test_a_part_is_corrected_as_a_part_and_a_correction_that_ends_the_game_earlier_is_refused(client):
    token = make_table(client)["scorer_token"]
    gid = start_from_the_table_page(client, token, {"opt.end": "target_now", "opt.target": "30"})
    post_form(client, token, gid, scores(10, 0, 0, 0), button="part")
    post_form(client, token, gid, scores(5, 5, 5, 5))
    post_form(client, token, gid, scores(10, 0, 0, 0), button="part")
    edit = client.get(f"/t/{token}/g/{gid}/entries/1/edit").text
    assert 'value="part">Save entry 1: the points added</button>' in edit
    fields = MultiDict([("event_type", "part"), ("expected_seq", "3"), *scores(12, 0, 0, 0)])
    r = client.post(f"/t/{token}/g/{gid}/entries/1/correct", data=fields, headers=HTMX)
    assert "Corrected entry 1: Ann scores 12, Bob 0, Cid 0, Dee 0 (part of the round)." in r.text
    assert game_state(client, token, gid)["totals"] == [27, 5, 5, 5]
    # 30 at once in entry 1 would end the game there: the entries after it could not be made.
    fields = MultiDict([("event_type", "part"), ("expected_seq", "4"), *scores(30, 0, 0, 0)])
    r = client.post(f"/t/{token}/g/{gid}/entries/1/correct", data=fields, headers=HTMX)
    assert refused(r) and "That change would make entry 2 impossible: The game is over" in r.text
    assert game_state(client, token, gid)["seq"] == 4


# --- Exports, import, rematch -----------------------------------------------------------------------------


def test_the_exports_carry_the_name_and_the_totals_and_an_import_recreates_the_game(client):
    token, gid, _ = hearts(client)
    for row in ([26, 0, 0, 0], [0, 13, 13, 0], [80, 0, 0, 13]):
        post_api(client, token, gid, "round", {"scores": row})
    record = client.get(f"/t/{token}/g/{gid}/export.json")
    data = json.loads(record.data)
    assert data["game"]["name"] == "Hearts" and data["game"]["options"]["name"] == "Hearts"
    assert data["scores"]["totals"] == [106, 13, 13, 13] and data["scores"]["is_over"]
    assert data["scores"]["winners"] == ["Bob", "Cid", "Dee"]
    assert client.get(f"/api/v1/tables/{token}/games/{gid}/export").json["game"]["name"] == "Hearts"
    rows = list(csv.reader(io.StringIO(client.get(f"/t/{token}/g/{gid}/export.csv").text.lstrip("\ufeff"))))
    assert rows[-2] == ["Total", "106", "13", "13", "13", ""] and rows[-1][0] == "Winners"
    r = client.post("/import", data={"record": (io.BytesIO(record.data), "hearts.json")})
    assert r.status_code == 303
    imported = client.get(r.headers["Location"]).text
    assert "Hearts at “Kitchen”" in imported and "3 entries replayed, 3 hands scored" in imported
    new_token, new_gid = r.headers["Location"].split("/")[2], int(r.headers["Location"].split("/")[4])
    assert game_state(client, new_token, new_gid)["totals"] == [106, 13, 13, 13]
    assert game_state(client, new_token, new_gid)["name"] == "Hearts"


def test_a_rematch_plays_the_same_house_game_again(client):
    token, gid, _ = hearts(client)
    post_api(client, token, gid, "round", {"scores": [100, 0, 0, 0]})
    r = client.post(f"/t/{token}/g/{gid}/rematch")
    assert r.status_code == 303
    new_gid = int(r.headers["Location"].rsplit("/", 1)[-1])
    again = game_state(client, token, new_gid)
    assert again["name"] == "Hearts" and again["options"]["wins"] == "lowest" and again["seq"] == 0
    assert "Round 1 · Bob deals" in client.get(r.headers["Location"]).text


# --- Saved house games ------------------------------------------------------------------------------------


def offers(client, token: str) -> list[str]:
    page = client.get(f"/t/{token}").text
    return [part.split(">", 1)[1].split("</button>", 1)[0] for part in page.split('class="house-game"')[1:]]


def test_a_named_game_is_saved_at_the_table_and_offered_in_one_tap(client):
    token, _, table = hearts(client)
    assert offers(client, token) == ["Hearts: lowest wins, ends at 100"]
    page = client.get(f"/t/{token}").text
    house_id = page.split('name="house" value="', 1)[1].split('"', 1)[0]
    assert page.index("Start game</button>") < page.index('name="house"')  # Enter starts the game chosen
    # One tap: the players ticked, the saved settings.
    r = client.post(f"/t/{token}/games", data={"seat": ["Ann", "Bob", "Cid"], "house": house_id})
    assert r.status_code == 303
    started = game_state(client, token, int(r.headers["Location"].rsplit("/", 1)[-1]))
    assert started["players"] == ["Ann", "Bob", "Cid"] and started["name"] == "Hearts"
    assert started["options"] | {"name": "Hearts", "wins": "lowest", "target": 100} == started["options"]
    # The viewer sees no offer, another table none of this one's.
    assert offers(client, table["viewer_token"]) == []
    assert offers(client, make_table(client)["scorer_token"]) == []


def test_the_same_name_again_keeps_one_saved_game_with_the_latest_settings_most_recent_first(client):
    token, _, _ = hearts(client)
    start_from_the_table_page(client, token, {"opt.name": "Canasta", "opt.target": "5000"})
    start_from_the_table_page(client, token, {"opt.name": "hearts", "opt.wins": "lowest", "opt.target": "50"})
    start_from_the_table_page(client, token, {})  # unnamed: nothing saved
    assert offers(client, token) == ["hearts: lowest wins, ends at 50", "Canasta: highest wins, ends at 5000"]


def test_a_saved_partnership_game_takes_the_tables_team_labels(client):
    token = make_table(client)["scorer_token"]
    client.post(f"/t/{token}/players", data={"player": list(FOUR), "team": ["N", "E", "N", "E"]})
    start_from_the_table_page(
        client, token, {"opt.name": "Spades", "opt.sides": "partnerships", "opt.target": "500"}
    )
    page = client.get(f"/t/{token}").text
    assert "Spades: partnerships, highest wins, ends at 500" in page and "and their team labels" in page
    house_id = page.split('name="house" value="', 1)[1].split('"', 1)[0]
    r = client.post(f"/t/{token}/games", data={"seat": list(FOUR), "house": house_id})
    gid = int(r.headers["Location"].rsplit("/", 1)[-1])
    assert game_state(client, token, gid)["columns"] == ["Bob & Dee", "Ann & Cid"]  # labels E, N
    # Three ticked cannot play in partnerships: said on the page, the saved settings shown to change.
    r = client.post(f"/t/{token}/games", data={"seat": ["Ann", "Bob", "Cid"], "house": house_id})
    assert r.status_code == 400 and "Partnerships need at least four players, two a side." in r.text
    assert 'name="opt.name" value="Spades"' in r.text


def test_a_saved_game_can_be_forgotten_and_an_unknown_one_is_refused_with_a_sentence(client):
    token, _, _ = hearts(client)
    page = client.get(f"/t/{token}").text
    house_id = page.split('name="house" value="', 1)[1].split('"', 1)[0]
    other = make_table(client)["scorer_token"]
    client.post(f"/t/{other}/house/{house_id}/forget")  # not that table's: nothing happens
    assert offers(client, token) == ["Hearts: lowest wins, ends at 100"]
    assert "Forget Hearts" in page
    assert client.post(f"/t/{token}/house/{house_id}/forget").status_code == 303
    assert offers(client, token) == []
    r = client.post(f"/t/{token}/games", data={"seat": list(FOUR), "house": house_id})
    assert r.status_code == 400 and "That saved house game is no longer kept at this table" in r.text
    viewer = make_table(client)
    assert client.post(f"/t/{viewer['viewer_token']}/house/1/forget").status_code == 403
