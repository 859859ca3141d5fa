"""Tournaments through the web: started from the group page, rounds seated, swapped, started, played at each
table through the game's API and ended; the standings (page, projector fragment, CSV, JSON); late arrivals
and withdrawals; the director's link writes, the viewer's reads, another group's reaches nothing; bad input
answered with a sentence and nothing changed."""

from __future__ import annotations

import csv
import html
import io
import re

import pytest

from tests.web.helpers import HTMX, game_state, post_api
from tests.web.test_groups import new_group

PLAYERS = ("Ann", "Bob", "Cid", "Dee", "Eve")
GOLF_SWISS = {
    "name": "Golf night",
    "ruleset": "golf",
    "opt.rounds": "2",
    "movement": "swiss",
    "rounds": "2",
    "scoring": "match",
    "tiebreak": ["buchholz", "", ""],
}


def start(client, token: str, ids: dict[str, int], players=PLAYERS[:4], **fields) -> str:
    """A tournament of ``players``: the address of its director's page."""
    data = {**GOLF_SWISS, "member": [ids[p] for p in players], **fields}
    answer = client.post(f"/groups/{token}/tournaments", data=data)
    assert answer.status_code == 303, alert(answer)
    return answer.headers["Location"]


def alert(answer) -> str:
    """The sentence a refused post was answered with."""
    found = re.findall(r'class="error[^"]*" role="alert"[^>]*>([^<]*)<', answer.text)
    return html.unescape(found[0]) if found else answer.text[:300]


def seat_and_start(client, page: str, number: int) -> list[tuple[str, int]]:
    assert client.post(f"{page}/rounds").status_code == 303
    assert client.post(f"{page}/rounds/{number}/start").status_code == 303
    return play_pages(client, page)


def play_pages(client, page: str) -> list[tuple[str, int]]:
    """Each table's scorer token and game of the round being played, table 1 first."""
    found = re.findall(r'href="/t/([\w-]+)/g/(\d+)"', client.get(page).text)
    return [(token, int(game)) for token, game in dict.fromkeys(found)]


def exported(client, page: str) -> dict:
    return client.get(f"{page}/standings.json").json


def play_round(client, page: str, number: int, scores) -> dict:
    """Play every table of round ``number`` (``scores(table, round_json)``: each Golf hand's scores, lower
    wins), end the round, and return the round as the JSON export has it."""
    tables = play_pages(client, page)
    plan = exported(client, page)["rounds"][number - 1]
    for (token, game), table in zip(tables, plan["tables"], strict=True):
        for hand in scores(table):
            assert post_api(client, token, game, "round", {"scores": hand}).status_code == 201
    assert client.post(f"{page}/rounds/{number}/end").status_code == 303
    return exported(client, page)["rounds"][number - 1]


@pytest.fixture
def club(client):
    token, viewer, ids = new_group(client, "Club", PLAYERS)
    return token, viewer, ids


def test_a_whole_swiss_tournament_played_at_its_tables(client, club):
    token, viewer, ids = club
    assert "Start a tournament" in client.get(f"/groups/{token}").text
    page = start(client, token, ids)
    assert "Golf night" in client.get(f"/groups/{token}").text
    first = seat_and_start(client, page, 1)
    assert len(first) == 2  # four players: two tables of two
    # Each table's game is an ordinary game of the group with its players' names, as the plan seats them.
    names = {i: n for n, i in ids.items()}
    plan = exported(client, page)["rounds"][0]
    entrants = {s["entrant"]: s["name"] for s in exported(client, page)["standings"]}
    for (table_token, game), table in zip(first, plan["tables"], strict=True):
        players = game_state(client, table_token, game)["players"]
        assert players == [entrants[side[0]] for side in table["sides"]]
    assert set(entrants.values()) == {names[ids[p]] for p in PLAYERS[:4]}

    # Round 1: the first side of each table wins (Golf: lowest total wins).
    played = play_round(client, page, 1, lambda table: [[1, 5], [2, 4]])
    assert [t["points"] for t in played["tables"]] == [[3, 9], [3, 9]]
    assert all(t["status"] == "finished" and t["places"] == [1, 2] for t in played["tables"])
    winners = {t["sides"][0][0] for t in played["tables"]}

    # Round 2: the Swiss pairs the two winners and the two losers, and the second side wins each table.
    second = seat_and_start(client, page, 2)
    assert len(second) == 2
    plan2 = exported(client, page)["rounds"][1]
    assert {frozenset(s[0] for s in t["sides"]) for t in plan2["tables"]} == {
        frozenset(winners),
        frozenset(set(entrants) - winners),
    }
    played2 = play_round(client, page, 2, lambda table: [[6, 1], [6, 1]])
    assert all(t["places"] == [2, 1] for t in played2["tables"])

    # Match points: 2 a win. The winners' table's second side won twice (4), its first once (2)...
    score = {e: 0 for e in entrants}
    for rnd in (played, played2):
        for table in rnd["tables"]:
            for side, place in zip(table["sides"], table["places"], strict=True):
                score[side[0]] += 2 if place == 1 else 0
    standings = exported(client, page)["standings"]
    assert {s["entrant"]: s["score"] for s in standings} == score
    assert [s["score"] for s in standings] == sorted(score.values(), reverse=True)
    assert standings[0]["rank"] == 1 and standings[0]["played"] == 2
    # Buchholz: the opponents' scores added up.
    opponents = {e: [] for e in entrants}
    for rnd in (played, played2):
        for table in rnd["tables"]:
            a, b = (side[0] for side in table["sides"])
            opponents[a].append(b)
            opponents[b].append(a)
    assert {s["entrant"]: s["tiebreaks"][0] for s in standings} == {
        e: sum(score[o] for o in opponents[e]) for e in entrants
    }
    # Every round played: no third round to seat.
    director = client.get(page).text
    assert "All 2 rounds played" in director
    refused = client.post(f"{page}/rounds")
    assert refused.status_code == 400 and alert(refused) == "All 2 rounds have been played."
    # The standings: page, projector, CSV (formula-safe), through the viewer's link too.
    viewer_page = page.replace(token, viewer)
    for address in (f"{viewer_page}/standings", f"{viewer_page}/standings?big=1"):
        shown = client.get(address)
        assert shown.status_code == 200 and standings[0]["name"] in shown.text
    rows = list(csv.reader(io.StringIO(client.get(f"{viewer_page}/standings.csv").text)))
    assert rows[0][:4] == ["rank", "entrant", "score", "Buchholz"] and len(rows) == 5


def test_a_tournament_table_cannot_be_deleted_from_its_table_page(client, club):
    token, _, ids = club
    page = start(client, token, ids)
    (table_token, game), _ = seat_and_start(client, page, 1)
    refused = client.post(f"/t/{table_token}/delete", data={"confirm": "delete"})
    assert refused.status_code == 400 and alert(refused).endswith(
        "this table is a tournament's, and its games count for it."
    )
    assert game_state(client, table_token, game)["seq"] == 0


def test_deals_a_round_count_that_many_hands_and_the_time_limit_shows(client, club):
    token, _, ids = club
    page = start(client, token, ids, **{"opt.rounds": "9", "deals": "1", "minutes": "30"})
    tables = seat_and_start(client, page, 1)
    assert "min" in client.get(f"{page}/progress").text and "left" in client.get(f"{page}/progress").text
    early = client.post(f"{page}/rounds/1/end")
    assert early.status_code == 400
    assert (
        alert(early)
        == "Round 1 is still being played: end it when every table has finished or its time is up."
    )
    for table_token, game in tables:
        post_api(client, table_token, game, "round", {"scores": [2, 7]})
        post_api(client, table_token, game, "round", {"scores": [20, 0]})  # a second hand: not counted
    assert client.post(f"{page}/rounds/1/end").status_code == 303
    rnd = exported(client, page)["rounds"][0]
    assert [t["points"] for t in rnd["tables"]] == [[2, 7], [2, 7]]
    assert all(t["places"] == [1, 2] for t in rnd["tables"])


def test_the_projector_fragment_answers_204_until_something_changes(client, club):
    token, _, ids = club
    page = start(client, token, ids)
    big = client.get(f"{page}/standings?big=1").text
    version = re.search(r'data-version="(\w+)"', big)[1]
    assert 'hx-trigger="every 1s"' in big
    assert client.get(f"{page}/standings/live?big=1&v={version}", headers=HTMX).status_code == 204
    (table_token, game), _ = seat_and_start(client, page, 1)
    changed = client.get(f"{page}/standings/live?big=1&v={version}", headers=HTMX)
    assert changed.status_code == 200 and 'id="standings"' in changed.text
    now = re.search(r'data-version="(\w+)"', changed.text)[1]
    assert client.get(f"{page}/standings/live?big=1&v={now}", headers=HTMX).status_code == 204
    post_api(client, table_token, game, "round", {"scores": [1, 2]})  # an entry at a table
    assert client.get(f"{page}/standings/live?big=1&v={now}", headers=HTMX).status_code == 200


def test_a_hand_swap_says_what_it_breaks_and_only_before_the_round_starts(client, club):
    token, _, ids = club
    page = start(client, token, ids, movement="tables", **{"opt.rounds": "1"})
    assert client.post(f"{page}/rounds").status_code == 303
    [seated] = exported(client, page)["rounds"]
    assert seated["started"] is None and seated["tables"] == []  # tables are opened when the round starts
    entrants = {s["name"]: s["entrant"] for s in exported(client, page)["standings"]}
    swapped = client.post(f"{page}/rounds/1/swap", data={"first": entrants["Ann"], "second": entrants["Ann"]})
    assert swapped.status_code == 400 and alert(swapped) == "Choose two different entrants to swap."
    stranger = client.post(f"{page}/rounds/1/swap", data={"first": entrants["Ann"], "second": 999})
    assert alert(stranger) == "Both entrants must be in this round's seating."
    assert (
        client.post(
            f"{page}/rounds/1/swap", data={"first": entrants["Ann"], "second": entrants["Bob"]}
        ).status_code
        == 303
    )
    assert client.post(f"{page}/rounds/1/start").status_code == 303
    late = client.post(f"{page}/rounds/1/swap", data={"first": entrants["Ann"], "second": entrants["Bob"]})
    assert alert(late) == "Round 1 has started: its seats can no longer change."


def test_a_swap_into_a_repeat_pairing_is_named(client, club):
    token, _, ids = club
    page = start(client, token, ids)
    play = seat_and_start(client, page, 1)
    first = exported(client, page)["rounds"][0]["tables"]
    for table_token, game in play:
        post_api(client, table_token, game, "round", {"scores": [1, 5]})
        post_api(client, table_token, game, "round", {"scores": [1, 5]})
    assert client.post(f"{page}/rounds/1/end").status_code == 303
    assert client.post(f"{page}/rounds").status_code == 303
    # Put round 1's first table together again: swap one of them with the other's round 2 opponent.
    a, b = (side[0] for side in first[0]["sides"])
    director = client.get(page).text
    names = {s["entrant"]: s["name"] for s in exported(client, page)["standings"]}
    tables = re.findall(r"<li>Table \d+: (.*?)</li>", director)
    opponent_of_a = next(
        n for t in tables if names[a] in t for n in re.findall(r'class="side">([^<]+)<', t) if n != names[a]
    )
    opponent = next(e for e, n in names.items() if n == opponent_of_a)
    assert client.post(f"{page}/rounds/2/swap", data={"first": opponent, "second": b}).status_code == 303
    warning = re.search(r'class="warning".*?</div>', client.get(page).text, re.S)
    assert warning is not None
    said = html.unescape(warning[0])
    assert (
        f"{names[a]} and {names[b]} met in round 1." in said
        or f"{names[b]} and {names[a]} met in round 1." in said
    )


def test_late_arrival_and_withdrawal_between_rounds(client, club):
    token, _, ids = club
    page = start(client, token, ids, **{"opt.rounds": "1", "rounds": "3"})
    entrants = {s["name"]: s["entrant"] for s in exported(client, page)["standings"]}
    tables = seat_and_start(client, page, 1)
    during = client.post(f"{page}/entrants", data={"member": ids["Eve"]})
    assert during.status_code == 400 and alert(during) == "Round 1 is being played: wait until it ends."
    for table_token, game in tables:
        post_api(client, table_token, game, "round", {"scores": [1, 5]})
    assert client.post(f"{page}/rounds/1/end").status_code == 303
    assert client.post(f"{page}/entrants", data={"member": ids["Eve"]}).status_code == 303
    again = client.post(f"{page}/entrants", data={"member": ids["Eve"]})
    assert alert(again) == "A player can enter once only: each is one entrant, or in one partnership."
    withdraw = client.post(f"{page}/entrants/{entrants['Dee']}/withdraw")
    assert withdraw.status_code == 303
    assert "withdrew after round 1" in client.get(page).text and "from round 2" in client.get(page).text
    assert client.post(f"{page}/rounds").status_code == 303
    director = client.get(page).text
    seated = " ".join(re.findall(r"<li>Table \d+: (.*?)</li>", director)) + " ".join(
        re.findall(r"Sitting out: ([^<]*)", director)
    )
    assert "Eve" in seated and "Dee" not in seated
    # A change after seating drops the seating: it is seated again with the entrants as they are.
    assert client.post(f"{page}/entrants/{entrants['Cid']}/withdraw").status_code == 303
    assert "Seat round 2" in client.get(page).text
    twice = client.post(f"{page}/entrants/{entrants['Dee']}/withdraw")
    assert alert(twice) == "That entrant has already withdrawn."
    # The withdrawn keep their results and are marked in the standings.
    standings = exported(client, page)["standings"]
    assert {s["name"]: s["withdrawn_after"] for s in standings}["Dee"] == 1


def test_fixed_partnerships_sit_opposite_at_a_partnership_game(client):
    token, _, ids = new_group(client, "Belote club", ("Ann", "Bob", "Cid", "Dee"))
    page = start(
        client,
        token,
        ids,
        players=(),
        ruleset="belote",
        partnerships="Ann & Bob\nCid, Dee",
        **{"opt.rounds": ""},
    )
    names = [s["name"] for s in exported(client, page)["standings"]]
    assert sorted(names) == ["Ann & Bob", "Cid & Dee"]
    [(table_token, game)] = seat_and_start(client, page, 1)
    state = game_state(client, table_token, game)
    assert state["teams"] == [[0, 2], [1, 3]]  # partners sit opposite
    assert {frozenset(state["players"][0::2]), frozenset(state["players"][1::2])} == {
        frozenset({"Ann", "Bob"}),
        frozenset({"Cid", "Dee"}),
    }


@pytest.mark.parametrize(
    ("fields", "sentence"),
    [
        ({"ruleset": "nothing"}, "Choose a game from the catalogue."),
        ({"movement": "ladder"}, "Choose how the entrants are seated."),
        ({"rounds": "0"}, "The number of rounds must be a whole number from 1 to 30."),
        ({"rounds": "three"}, "The number of rounds must be a whole number from 1 to 30."),
        ({"deals": "-1"}, "The deals per round must be a whole number from 1 to 100."),
        ({"minutes": "999"}, "The time limit must be a whole number from 1 to 600."),
        ({"scoring": "elo"}, "Choose how the standings score."),
        ({"tiebreak": ["buchholz", "buchholz"]}, "Choose each tie-break once."),
        ({"member": []}, "Enter at least 2 to fill one table."),
        ({"member": ["999"]}, "A player chosen is not on the group's roster."),
        ({"partnerships": "Ann"}, "“Ann”: write each partnership as two names, such as Ann & Bob."),
        ({"partnerships": "Ann & Zed"}, "Zed is not on the group's roster: add them to it first."),
        ({"movement": "partners"}, "Six-card Golf is not a game of two partnerships of two."),
        ({"name": ""}, "Tournament name cannot be empty."),
        ({"ruleset": "oh-hell", "movement": "swiss"}, None),
    ],
)
def test_a_bad_tournament_is_refused_with_a_sentence_and_nothing_is_made(client, club, fields, sentence):
    token, _, ids = club
    data = {**GOLF_SWISS, "member": [ids[p] for p in PLAYERS[:4]], **fields}
    answer = client.post(f"/groups/{token}/tournaments", data=data)
    assert answer.status_code == 400
    if sentence is not None:
        assert alert(answer) == sentence
    else:
        assert "not a two-player game" in alert(answer)
    assert "No tournament yet" in client.get(f"/groups/{token}").text


def test_the_viewer_reads_and_another_group_reaches_nothing(client, club):
    token, viewer, ids = club
    page = start(client, token, ids)
    tid = page.rsplit("/", 1)[1]
    seat_and_start(client, page, 1)
    viewing = page.replace(token, viewer)
    shown = client.get(viewing)
    assert shown.status_code == 200 and "You are viewing this tournament" in shown.text
    assert "/g/" in shown.text and "/board" in shown.text  # the tables' scoreboards, never their scorer links
    for address in ("/rounds", "/rounds/1/start", "/rounds/1/end", "/rounds/1/swap", "/entrants"):
        assert client.post(viewing + address, data={}).status_code == 403
    assert client.get(f"{viewing}/tables/1/1.svg").status_code == 403
    assert client.get(f"/groups/{viewer}/tournaments/new").status_code == 403
    assert client.post(f"/groups/{viewer}/tournaments", data=GOLF_SWISS).status_code == 403
    other, other_viewer, _ = new_group(client, "Others", ("Zed", "Yan"))
    for their in (other, other_viewer):
        for address in ("", "/standings", "/standings.csv", "/standings.json", "/progress"):
            assert client.get(f"/groups/{their}/tournaments/{tid}{address}").status_code == 404
        assert client.post(f"/groups/{their}/tournaments/{tid}/rounds").status_code in (403, 404)
    assert client.get(f"/groups/nosuchtoken/tournaments/{tid}").status_code == 404
    assert client.get(f"{page}/tables/1/1.svg").headers["Content-Type"].startswith("image/svg+xml")
    assert client.get(f"{page}/tables/9/1.svg").status_code == 404


def test_a_name_that_looks_like_a_formula_is_written_as_text_in_the_csv(client):
    token, _, ids = new_group(client, "Tricky", ("=SUM(A1)", "Bob"))
    page = start(client, token, ids, players=("=SUM(A1)", "Bob"))
    rows = list(csv.reader(io.StringIO(client.get(f"{page}/standings.csv").text)))
    assert "'=SUM(A1)" in [row[1] for row in rows]


def test_rotating_partners_seat_partners_opposite_and_tables_fit_the_game(client):
    token, _, ids = new_group(client, "Mixed", ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"))
    belote = start(
        client, token, ids, players=("Ann", "Bob", "Cid", "Dee"), ruleset="belote", movement="partners"
    )
    [(table_token, game)] = seat_and_start(client, belote, 1)
    state = game_state(client, table_token, game)
    [table] = exported(client, belote)["rounds"][0]["tables"]
    names = {s["entrant"]: s["name"] for s in exported(client, belote)["standings"]}
    assert state["teams"] == [[0, 2], [1, 3]]
    assert [state["players"][0], state["players"][2]] == [names[e] for e in table["sides"][0]]
    # Oh Hell! takes 3 to 7 a table: seven players sit at tables of those sizes, everyone once.
    oh_hell = start(client, token, ids, players=tuple(ids), ruleset="oh-hell", movement="tables")
    tables = seat_and_start(client, oh_hell, 1)
    seated = [game_state(client, t, g)["players"] for t, g in tables]
    assert all(3 <= len(players) <= 7 for players in seated)
    assert sorted(p for players in seated for p in players) == sorted(ids)


def test_every_route_by_method_and_link(app, client, club):
    """Every route of a tournament: a table's token reaches none (404); the viewer's reads what it may and
    never writes (403); another group's tokens reach none of this group's tournaments (404)."""
    token, viewer, ids = club
    page = start(client, token, ids)
    [(table_token, _), _] = seat_and_start(client, page, 1)
    tid = int(page.rsplit("/", 1)[1])
    entrant = exported(client, page)["standings"][0]["entrant"]
    other, other_viewer, _ = new_group(client, "Others", ("Zed", "Yan"))
    routes = [r for r in app.url_map.iter_rules() if r.endpoint.startswith("tournaments.")]
    assert len(routes) >= 15
    director_only = {"tournaments.new", "tournaments.options_form", "tournaments.table_qr"}

    def url(rule, who: str) -> str:
        values = {"token": who, "tid": tid, "number": 1, "table": 1, "entrant_id": entrant}
        return rule.build({k: v for k, v in values.items() if k in rule.arguments})[1]

    for rule in routes:
        for method in sorted(rule.methods & {"GET", "POST"}):
            call = client.get if method == "GET" else client.post
            assert call(url(rule, table_token)).status_code == 404, (method, rule.rule)
            wanted = 403 if method == "POST" or rule.endpoint in director_only else 200
            assert call(url(rule, viewer)).status_code == wanted, (method, rule.rule)
            if "tid" in rule.arguments:
                for theirs in (other, other_viewer):
                    assert call(url(rule, theirs)).status_code in (403, 404), (method, rule.rule)
                    if method == "GET" and rule.endpoint not in director_only:
                        assert call(url(rule, theirs)).status_code == 404, (method, rule.rule)


def test_the_progress_fragment_reloads_the_page_once_the_round_ended_elsewhere(client, club):
    token, _, ids = club
    page = start(client, token, ids)
    tables = seat_and_start(client, page, 1)
    assert 'hx-trigger="every 5s"' in client.get(f"{page}/progress", headers=HTMX).text
    for table_token, game in tables:
        post_api(client, table_token, game, "round", {"scores": [1, 2]})
        post_api(client, table_token, game, "round", {"scores": [1, 2]})
    assert client.post(f"{page}/rounds/1/end").status_code == 303
    ended = client.get(f"{page}/progress", headers=HTMX)
    assert ended.status_code == 204 and ended.headers["HX-Refresh"] == "true"
