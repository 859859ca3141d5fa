"""Groups through the web: a group made with its players, a table of the group, games finishing into the
group's statistics (and leaving them on an undo), rename and merge, the viewer link that never writes, and
nothing of a group reached through another group's or a table's links."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from tests.web.helpers import post_event

GOLF = {"ruleset": "golf", "options": {"rounds": 2}}


def new_group(client, name="Sundays", players=("Ann", "Bob", "Cid")) -> tuple[str, str, dict[str, int]]:
    """A group: its scorer token, its viewer token and its players' ids by name."""
    answer = client.post("/groups", data={"name": name, "players": "\n".join(players)})
    assert answer.status_code == 303, answer.text
    token = answer.headers["Location"].rsplit("/", 1)[1]
    page = client.get(f"/groups/{token}").text
    ids = {name: int(i) for i, name in re.findall(r'name="member" value="(\d+)"> ([^<]+)</label>', page)}
    viewer = re.search(
        r"/groups/([\w-]+)\">[^<]*/groups/\1</a></li>\s*<li><a href=\"/groups/[\w-]+/history", page
    )
    viewer_token = re.findall(r"Viewer: <a class=\"url\" href=\"[^\"]*/groups/([\w-]+)\"", page)[0]
    assert viewer is None or viewer_token
    return token, viewer_token, ids


def group_table(client, token: str, members: list[int], guests=()) -> str:
    answer = client.post(
        f"/groups/{token}/tables", data={"name": "Kitchen", "member": members, "guest": list(guests)}
    )
    assert answer.status_code == 303, answer.text
    return answer.headers["Location"].rsplit("/", 1)[1]


def golf_game(client, table: str, rounds: list[list[int]]) -> int:
    """A two-round Golf game at ``table`` with these scores (lowest total wins)."""
    game = client.post(f"/api/v1/tables/{table}/games", json=GOLF).json["id"]
    for seq, scores in enumerate(rounds):
        assert post_event(client, table, game, "round", {"scores": scores}, seq).status_code == 201
    return game


def test_a_group_counts_its_finished_games_and_forgets_one_an_undo_reopens(client):
    token, _, ids = new_group(client)
    table = group_table(client, token, [ids["Ann"], ids["Bob"]], guests=["Zed"])
    game = golf_game(client, table, [[1, 5, 3], [2, 5, 9]])  # Ann 3, Bob 10, Zed 12: Ann wins
    page = client.get(f"/groups/{token}/games/golf").text
    assert "1 finished game" in page and "Zed" not in page  # a guest plays but is not on the boards
    ann = client.get(f"/groups/{token}/players/{ids['Ann']}").text
    assert "1 game finished · 1 won (100 %)" in ann and "average place 1.0" in ann
    bob = client.get(f"/groups/{token}/players/{ids['Bob']}").text
    assert "1 game finished · 0 won (0 %)" in bob and "average place 2.0" in bob
    # Undo the last round: the game is open again and no longer counts.
    assert post_event(client, table, game, "undo", {}, 2).status_code == 201
    assert "0 finished games" in client.get(f"/groups/{token}").text
    assert post_event(client, table, game, "redo", {}, 3).status_code == 201
    assert "1 finished game" in client.get(f"/groups/{token}").text


def test_merging_counts_both_names_as_one_player_and_changes_no_game(client):
    token, _, ids = new_group(client, players=("Ann", "Bob", "Annie"))
    first = group_table(client, token, [ids["Ann"], ids["Bob"]])
    golf_game(client, first, [[1, 5], [1, 5]])  # Ann wins
    second = group_table(client, token, [ids["Annie"], ids["Bob"]])
    game = golf_game(client, second, [[9, 5], [9, 5]])  # Bob wins against "Annie"
    log_before = client.get(f"/api/v1/tables/{second}/games/{game}/events").json
    merged = client.post(f"/groups/{token}/players/{ids['Annie']}/merge", data={"into": ids["Ann"]})
    assert merged.status_code == 303 and merged.headers["Location"].endswith(f"/players/{ids['Ann']}")
    ann = client.get(f"/groups/{token}/players/{ids['Ann']}").text
    assert "2 games finished · 1 won (50 %)" in ann
    # Annie's page now leads to Ann's; the game's log is as it was.
    assert client.get(f"/groups/{token}/players/{ids['Annie']}").status_code == 303
    assert client.get(f"/api/v1/tables/{second}/games/{game}/events").json == log_before
    refused = client.post(f"/groups/{token}/players/{ids['Ann']}/merge", data={"into": ids["Ann"]})
    assert refused.status_code == 400 and "two different players" in refused.text


def test_renaming_keeps_the_games_and_a_name_already_on_the_roster_is_refused(client):
    token, _, ids = new_group(client)
    table = group_table(client, token, [ids["Ann"], ids["Bob"]])
    golf_game(client, table, [[1, 5], [1, 5]])
    assert client.post(f"/groups/{token}/players/{ids['Ann']}/name", data={"name": "Anne"}).status_code == 303
    anne = client.get(f"/groups/{token}/players/{ids['Ann']}").text
    assert "<h1>Anne</h1>" in anne and "1 game finished" in anne
    clash = client.post(f"/groups/{token}/players/{ids['Bob']}/name", data={"name": "anne"})
    assert clash.status_code == 400 and "already on the roster" in clash.text
    twice = client.post(f"/groups/{token}/players", data={"player": "BOB"})
    assert twice.status_code == 400 and "BOB is already on the roster" in twice.text


def test_the_viewer_link_reads_and_never_writes(client):
    token, viewer, ids = new_group(client)
    group_table(client, token, [ids["Ann"], ids["Bob"]])
    page = client.get(f"/groups/{viewer}")
    assert page.status_code == 200 and token not in page.text  # the scorer's link is never shown to a viewer
    assert 'name="member"' not in page.text and "Add" not in page.text
    for path, data in (
        ("players", {"player": "Eve"}),
        (f"players/{ids['Ann']}/name", {"name": "X"}),
        (f"players/{ids['Ann']}/merge", {"into": ids["Bob"]}),
        ("tables", {"name": "T", "member": [ids["Ann"], ids["Bob"]]}),
    ):
        assert client.post(f"/groups/{viewer}/{path}", data=data).status_code == 403, path


def test_nothing_of_a_group_through_another_groups_or_a_tables_links(client):
    token, _, ids = new_group(client)
    other, other_viewer, other_ids = new_group(client, "Club", ("Dee", "Eve"))
    table = group_table(client, token, [ids["Ann"], ids["Bob"]])
    for reader in (other, other_viewer):
        assert client.get(f"/groups/{reader}/players/{ids['Ann']}").status_code == 404
        assert "Ann" not in client.get(f"/groups/{reader}").text
    stolen = client.post(f"/groups/{other}/players/{other_ids['Dee']}/merge", data={"into": ids["Ann"]})
    assert stolen.status_code == 400  # Ann is not on the Club's roster
    assert (
        client.post(f"/groups/{other}/tables", data={"name": "T", "member": [ids["Ann"]]}).status_code == 400
    )
    # A table's tokens are not a group's, and its pages never show the group's link.
    assert client.get(f"/groups/{table}").status_code == 404
    assert token not in client.get(f"/t/{table}").text
    assert client.get("/groups/nope").status_code == 404


def test_the_history_exports_neutralise_formulas_and_list_every_seat(client):
    token, _, _ = new_group(client, players=("=HYPERLINK(1)", "Bob"))
    page = client.get(f"/groups/{token}").text
    ids = [int(i) for i in re.findall(r'name="member" value="(\d+)"', page)]
    table = group_table(client, token, ids)
    golf_game(client, table, [[1, 5], [1, 5]])
    rows = list(csv.reader(io.StringIO(client.get(f"/groups/{token}/history.csv").text)))
    assert rows[0][:5] == ["game", "finished", "kind", "players", "player"] and len(rows) == 3
    assert {row[4] for row in rows[1:]} == {"'=HYPERLINK(1)", "Bob"}
    data = client.get(f"/groups/{token}/history.json").json
    assert len(data["games"]) == 1 and data["games"][0]["result"]["seats"][0]["total"] == 2


@pytest.mark.parametrize(
    ("query", "said"), [("since=yesterday", "is not a date"), ("players=0", "from 1 to 12")]
)
def test_a_filter_that_is_not_one_is_refused_with_a_sentence(client, query, said):
    token, _, _ = new_group(client)
    answer = client.get(f"/groups/{token}?{query}")
    assert answer.status_code == 400 and said in answer.text


def test_a_period_and_a_player_count_choose_the_games(client):
    token, _, ids = new_group(client)
    two = group_table(client, token, [ids["Ann"], ids["Bob"]])
    golf_game(client, two, [[1, 5], [1, 5]])
    three = group_table(client, token, [ids["Ann"], ids["Bob"], ids["Cid"]])
    golf_game(client, three, [[9, 5, 1], [9, 5, 1]])
    ann = f"/groups/{token}/players/{ids['Ann']}"
    assert "2 games finished · 1 won" in client.get(ann).text
    assert "1 game finished · 1 won" in client.get(f"{ann}?players=2").text
    assert "1 game finished · 0 won" in client.get(f"{ann}?players=3").text
    assert "No finished game yet in this period" in client.get(f"{ann}?until=2000-01-01").text


def test_a_group_needs_a_name_and_distinct_players(client):
    blank = client.post("/groups", data={"name": " ", "players": "Ann"})
    assert blank.status_code == 400 and "Group name cannot be empty" in blank.text
    twice = client.post("/groups", data={"name": "G", "players": "Ann\nann"})
    assert twice.status_code == 400 and "there twice" in twice.text


def test_deleting_a_group_table_takes_its_games_out_of_the_statistics(client):
    token, _, ids = new_group(client)
    table = group_table(client, token, [ids["Ann"], ids["Bob"]])
    golf_game(client, table, [[1, 5], [1, 5]])
    assert "1 finished game" in client.get(f"/groups/{token}").text
    assert client.post(f"/t/{table}/delete", data={"confirm": "delete"}).status_code == 200
    page = client.get(f"/groups/{token}").text
    assert "0 finished games" in page and "Kitchen" not in page


def test_the_summaries_rebuilt_from_the_logs_are_the_ones_kept_as_games_ended(app, client):
    token, _, ids = new_group(client)
    table = group_table(client, token, [ids["Ann"], ids["Bob"]], guests=["Zed"])
    golf_game(client, table, [[1, 5, 3], [2, 5, 9]])
    golf_game(client, table, [[9, 5, 3], [9, 5, 3]])
    kept = client.get(f"/groups/{token}/history.json").json["games"]
    result = app.test_cli_runner().invoke(args=["rebuild-summaries"])
    assert result.exit_code == 0 and "2 finished games" in result.output
    rebuilt = client.get(f"/groups/{token}/history.json").json["games"]
    assert [g["result"] for g in rebuilt] == [g["result"] for g in kept]


def test_the_history_kept_per_process_is_the_one_read_whole(app, client):
    """Brought up to date game by game (and read again after an undo and a merge), the kept history adds up
    to what reading every summary afresh gives."""
    from scorekeeper.store import group_history, groups
    from scorekeeper.web.common import db

    token, _, ids = new_group(client, players=("Ann", "Bob", "Cid", "Annie"))
    table = group_table(client, token, [ids["Ann"], ids["Bob"], ids["Cid"], ids["Annie"]])

    def both():
        with app.test_request_context():
            group = groups.group_by_token(db(), token).group
            canonical = groups.canonical_ids(groups.members_of(db(), group))
            kept = group_history.history_of(db(), group.id, canonical)
            group_history.forget_all()
            fresh = group_history.history_of(db(), group.id, canonical)
        return kept, fresh

    for number in range(3):
        game = golf_game(client, table, [[number, 5, 3, 1], [2, 5, 9, number]])
        client.get(f"/groups/{token}")  # the page brings the kept history up to date
        kept, fresh = both()
        assert [g.game_id for g in kept.games] == [g.game_id for g in fresh.games] and len(
            kept.games
        ) == number + 1
        assert kept.records == fresh.records and kept.overall == fresh.overall
        assert {s: {m: (r.mu, r.sigma) for m, r in p.items()} for s, p in kept.ratings.items()} == {
            s: {m: (r.mu, r.sigma) for m, r in p.items()} for s, p in fresh.ratings.items()
        }
    assert post_event(client, table, game, "undo", {}, 2).status_code == 201
    client.get(f"/groups/{token}")
    kept, fresh = both()
    assert len(kept.games) == len(fresh.games) == 2
    client.post(f"/groups/{token}/players/{ids['Annie']}/merge", data={"into": ids["Ann"]})
    client.get(f"/groups/{token}")
    kept, fresh = both()
    assert kept.records == fresh.records and ids["Annie"] not in {m for m, _ in kept.records}


def test_a_groups_whole_history_is_imported_as_a_new_group_with_the_same_statistics(client):
    token, _, ids = new_group(client, players=("Ann", "Bob", "Cid", "Annie"))
    table = group_table(client, token, [ids["Ann"], ids["Bob"]], guests=["Zed"])
    golf_game(client, table, [[1, 5, 3], [2, 5, 9]])
    other = group_table(client, token, [ids["Annie"], ids["Cid"]])
    golf_game(client, other, [[9, 5], [9, 5]])
    client.post(f"/t/{other}/games", data={"ruleset": "golf"})  # an open game travels too
    client.post(f"/groups/{token}/players/{ids['Annie']}/merge", data={"into": ids["Ann"]})
    record = client.get(f"/groups/{token}/record.json")
    assert record.status_code == 200 and "attachment" in record.headers["Content-Disposition"]
    upload = {"record": (io.BytesIO(record.data), "sundays.json")}
    answer = client.post("/import", data=upload, content_type="multipart/form-data")
    assert answer.status_code == 303, answer.text
    copy = answer.headers["Location"].rsplit("/", 1)[1]
    assert copy != token
    before, after = (client.get(f"/groups/{t}/history.csv").text.splitlines() for t in (token, copy))
    assert [line.split(",")[2:] for line in after] == [line.split(",")[2:] for line in before]  # but the ids
    assert client.get(f"/groups/{copy}/games/golf").text.count("<tr>") == client.get(
        f"/groups/{token}/games/golf"
    ).text.count("<tr>")
    copy_page = client.get(f"/groups/{copy}").text
    assert "Annie" not in copy_page.split('id="roster"')[1].split("</ul>")[0]  # still merged into Ann


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda r: r.update(schema_version=9), "version 9"),
        (lambda r: r["tables"][0]["games"][0]["events"].pop(), "Game 1 of the table “Kitchen”"),
        (lambda r: r["tables"][0]["seats"][0].update(player=999), "a player the record does not have"),
        (lambda r: r["players"][1].update(merged_into=999), "merged into a player the record does not have"),
    ],
)
def test_a_tampered_group_record_imports_nothing_and_says_why(client, change, said):
    token, _, ids = new_group(client)
    golf_game(client, group_table(client, token, [ids["Ann"], ids["Bob"]]), [[1, 5], [1, 5]])
    record = client.get(f"/groups/{token}/record.json").json
    change(record)
    groups_before = client.get(f"/groups/{token}").text.count("/groups/")
    upload = {"record": (io.BytesIO(json.dumps(record).encode()), "x.json")}
    answer = client.post("/import", data=upload, content_type="multipart/form-data")
    assert answer.status_code == 400 and said in answer.text
    assert client.get(f"/groups/{token}").text.count("/groups/") == groups_before


def test_every_group_route_keeps_to_its_own_groups_tokens(app, client):
    """Every route of a group, by method: a table's token reaches none (404); the viewer's reads but never
    writes (403); another group's scorer token reaches none of this group's players (404)."""
    token, viewer, ids = new_group(client)
    other, _, _ = new_group(client, "Club", ("Dee", "Eve"))
    table = group_table(client, token, [ids["Ann"], ids["Bob"]])
    routes = [r for r in app.url_map.iter_rules() if r.endpoint.startswith("groups.")]
    routes = [r for r in routes if "token" in r.arguments]
    assert len(routes) >= 10

    def url(rule, who: str) -> str:
        return rule.build({"member_id": ids["Ann"], "slug": "golf", "token": who})[1]

    for rule in routes:
        for method in sorted(rule.methods & {"GET", "POST"}):
            call = client.get if method == "GET" else client.post
            assert call(url(rule, table)).status_code == 404, (method, rule.rule)
            assert call(url(rule, viewer)).status_code == (200 if method == "GET" else 403), (
                method,
                rule.rule,
            )
            if "member_id" in rule.arguments:
                assert call(url(rule, other)).status_code == 404, (method, rule.rule)
