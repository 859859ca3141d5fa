"""Every page route through the test client: status, content, errors, escaping, read-only links."""

from __future__ import annotations

import gzip
import io
import json
import re

import pytest

from scorekeeper.app import create_app
from tests.web.helpers import make_game, make_table, post_event, refused


@pytest.fixture
def table(client):
    return make_table(client)


@pytest.fixture
def game(client, table):
    return make_game(client, table["scorer_token"], options={"rounds": 2})


def test_home_page_and_recent_tables(client):
    assert "Start a table" in client.get("/").text
    r = client.post("/tables", data={"name": "Friday", "player": ["Ann", "Bob", ""]})
    assert r.status_code == 303
    token = r.headers["Location"].rsplit("/", 1)[-1]
    assert f"/t/{token}" in client.get("/").text  # remembered on this device


def test_create_table_errors_are_shown_inline_and_keep_the_input(client):
    r = client.post("/tables", data={"name": "Friday", "player": ["Ann", "ann"]})
    assert r.status_code == 400 and "Two players are called" in r.text and 'value="Friday"' in r.text


def test_user_text_is_escaped(client):
    r = client.post("/tables", data={"name": "<script>x</script>", "player": ["<b>Ann</b>", "Bob"]})
    page = client.get(r.headers["Location"]).text
    assert "<script>x</script>" not in page and "&lt;script&gt;" in page and "&lt;b&gt;Ann" in page


def test_table_page_for_scorer_and_viewer(client, table, game):
    scorer = client.get(f"/t/{table['scorer_token']}").text
    assert "New game" in scorer and "Six-card Golf" in scorer
    viewer = client.get(f"/t/{table['viewer_token']}").text
    assert "New game" not in viewer and "viewing this table" in viewer and table["scorer_token"] not in viewer


def test_options_fragment(client, table):
    r = client.get(f"/t/{table['scorer_token']}/options?ruleset=oh-hell", headers={"HX-Request": "true"})
    assert r.status_code == 200 and "opt.scoring" in r.text and "<html" not in r.text
    assert "HX-Request" in r.headers["Vary"]
    assert client.get(f"/t/{table['scorer_token']}/options?ruleset=zzz").status_code == 404
    assert client.get(f"/t/{table['viewer_token']}/options?ruleset=golf").status_code == 403


def test_pages_and_static_files_are_compressed_for_browsers_that_ask(client, table):
    wants = {"Accept-Encoding": "gzip"}
    page = client.get(f"/t/{table['scorer_token']}", headers=wants)
    assert page.headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in page.headers["Vary"]
    assert "Start game" in gzip.decompress(page.data).decode()
    css = client.get("/static/app.css", headers=wants)
    assert css.headers["Content-Encoding"] == "gzip" and b".sheet" in gzip.decompress(css.data)
    again = client.get("/static/app.css", headers={**wants, "If-None-Match": css.headers["ETag"]})
    assert again.status_code == 304  # browsers keep the file
    assert "Content-Encoding" not in client.get("/static/app.css").headers  # only when asked


def test_the_scoreboard_stream_is_never_compressed(client, table):
    game = make_game(client, table["scorer_token"])
    path = f"/t/{table['viewer_token']}/g/{game['id']}/stream"
    stream = client.get(path, headers={"Accept-Encoding": "gzip"})
    assert stream.mimetype == "text/event-stream" and "Content-Encoding" not in stream.headers


def test_start_game_from_the_form(client, table):
    token = table["scorer_token"]
    r = client.post(
        f"/t/{token}/games",
        data={"ruleset": "golf", "seat": ["Ann", "Bob", "Cid"], "first_dealer": "Bob", "opt.rounds": "3"},
    )
    assert r.status_code == 303
    play = client.get(r.headers["Location"]).text
    assert "Round 1 of 3" in play and "Dealer: <strong>Bob" in play
    r = client.post(f"/t/{token}/games", data={"ruleset": "golf", "seat": ["Ann"]})
    assert r.status_code == 400 and "2 to 6 players" in r.text
    r = client.post(f"/t/{token}/games", data={"ruleset": "golf", "seat": ["Ann", "Bob"], "opt.rounds": "99"})
    assert r.status_code == 400 and "at most 9" in r.text
    r = client.post(f"/t/{token}/games", data={"ruleset": "", "seat": ["Ann", "Bob"]})
    assert r.status_code == 400 and "Choose a game" in r.text


def test_update_players(client, table):
    token = table["scorer_token"]
    r = client.post(f"/t/{token}/players", data={"player": ["Ann", "Bob", "Eve"], "team": ["", "", ""]})
    assert r.status_code == 303 and "Eve" in client.get(f"/t/{token}").text
    r = client.post(f"/t/{token}/players", data={"player": ["Ann", "Ann"]})
    assert r.status_code == 400
    assert client.post(f"/t/{table['viewer_token']}/players", data={"player": ["X"]}).status_code == 403


def test_play_page_entry_error_undo_redo(client, table, game):
    token, gid = table["scorer_token"], game["id"]
    base = f"/t/{token}/g/{gid}"
    page = client.get(base).text
    assert "Round 1 of 2" in page
    htmx = {"HX-Request": "true"}
    r = client.post(
        f"{base}/entries",
        headers=htmx,
        data={
            "event_type": "round",
            "expected_seq": "0",
            "scores.0": "1",
            "scores.1": "x",
            "scores.2": "3",
            "scores.3": "4",
        },
    )
    assert refused(r) and "whole number" in r.text and 'id="play"' in r.text and "<html" not in r.text
    r = client.post(
        f"{base}/entries",
        headers=htmx,
        data={
            "event_type": "round",
            "expected_seq": "0",
            "scores.0": "1",
            "scores.1": "2",
            "scores.2": "3",
            "scores.3": "4",
        },
    )
    assert r.status_code == 200 and "Round 2 of 2" in r.text
    r = client.post(
        f"{base}/entries",
        headers=htmx,
        data={
            "event_type": "round",
            "expected_seq": "0",
            "scores.0": "1",
            "scores.1": "2",
            "scores.2": "3",
            "scores.3": "4",
        },
    )
    assert refused(r, 409) and "Another phone recorded an entry first" in r.text
    assert client.post(f"{base}/undo", headers=htmx, data={"expected_seq": "1"}).status_code == 200
    assert "Round 1 of 2" in client.get(base).text
    assert client.post(f"{base}/redo", data={"expected_seq": "2"}).status_code == 303
    assert "Round 2 of 2" in client.get(base).text
    r = client.post(f"{base}/redo", headers=htmx, data={"expected_seq": "3"})
    assert refused(r) and "nothing to redo" in r.text


def test_viewer_cannot_play(client, table, game):
    viewer, gid = table["viewer_token"], game["id"]
    assert client.get(f"/t/{viewer}/g/{gid}").status_code == 302  # sent to the scoreboard
    for action in ("entries", "undo", "redo"):
        assert client.post(f"/t/{viewer}/g/{gid}/{action}", data={"expected_seq": "0"}).status_code == 403


def test_scoreboard_page_fragment_and_stream(client, table, game):
    token, gid = table["viewer_token"], game["id"]
    post_event(client, table["scorer_token"], gid, "round", {"scores": [7, 2, 9, 4]}, 0)
    page = client.get(f"/t/{token}/g/{gid}/board").text
    assert "sse-connect" in page and "Bob" in page and "Lowest score wins" in page
    live = client.get(f"/t/{token}/g/{gid}/board/live", headers={"HX-Request": "true"}).text
    assert 'id="board"' in live and "<html" not in live
    stream = client.get(f"/t/{token}/g/{gid}/stream")
    assert stream.mimetype == "text/event-stream" and "event: update\ndata: 1" in stream.text


def test_each_hands_breakdown_is_shown_on_demand(client, table, game):
    layouts = ["AS 5H KD AH 9C KS", "2S 3S 4S 5S 6S 7S", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C"]
    post_event(client, table["scorer_token"], game["id"], "round", {"cards": layouts}, 0)
    board = client.get(f"/t/{table['viewer_token']}/g/{game['id']}/board").text
    breakdown = board.split('<details class="breakdown">', 1)[1].split("</details>", 1)[0]
    assert "How it scored" in breakdown and "<strong>Ann</strong>" in breakdown
    assert "column 2: 5H + 9C · 5♥ 9♣</span> <b>14</b>" in breakdown


def test_share_page_and_qr_codes(client, table):
    scorer, viewer = table["scorer_token"], table["viewer_token"]
    page = client.get(f"/t/{scorer}/share").text
    assert f"http://localhost/t/{scorer}" in page and f"http://localhost/t/{viewer}" in page
    svg = client.get(f"/t/{scorer}/qr/scorer.svg")
    assert svg.mimetype == "image/svg+xml" and svg.data.startswith(b"<?xml") and b"<svg" in svg.data
    assert client.get(f"/t/{viewer}/qr/viewer.svg").status_code == 200
    assert client.get(f"/t/{viewer}/qr/scorer.svg").status_code == 403
    assert client.get(f"/t/{scorer}/qr/other.svg").status_code == 404
    assert scorer not in client.get(f"/t/{viewer}/share").text


def test_public_url_setting_goes_into_links(tmp_path):
    from scorekeeper.store.db import upgrade

    url = f"sqlite:///{tmp_path / 'p.db'}"
    upgrade(url)
    app = create_app(
        {
            "DATABASE_URL": url,
            "SECRET_KEY": "x",
            "WTF_CSRF_ENABLED": False,
            "PUBLIC_URL": "http://192.168.1.20:8000/",
        }
    )
    client = app.test_client()
    table = make_table(client)
    assert table["viewer_url"] == f"http://192.168.1.20:8000/t/{table['viewer_token']}"


def test_exports_sheet_and_import_page(client, table, game):
    token, gid = table["scorer_token"], game["id"]
    post_event(client, token, gid, "round", {"scores": [7, 2, 9, 4]}, 0)
    record = client.get(f"/t/{token}/g/{gid}/export.json")
    assert record.status_code == 200 and "attachment" in record.headers["Content-Disposition"]
    csv_text = client.get(f"/t/{token}/g/{gid}/export.csv").text
    assert csv_text.splitlines()[0] == "\ufeffHand,Ann,Bob,Cid,Dee,Notes" and "Total,7,2,9,4" in csv_text
    assert "Print" in client.get(f"/t/{table['viewer_token']}/g/{gid}/sheet").text
    assert "Import a record" in client.get("/import").text
    upload = {"record": (io.BytesIO(record.data), "game.json")}
    r = client.post("/import", data=upload, content_type="multipart/form-data")
    assert r.status_code == 303 and "/imported" in r.headers["Location"]
    r = client.post(
        "/import", data={"record": (io.BytesIO(b"{nope"), "x.json")}, content_type="multipart/form-data"
    )
    assert r.status_code == 400 and "not valid JSON" in r.text
    r = client.post("/import", data={}, content_type="multipart/form-data")
    assert r.status_code == 400
    other = json.loads(record.data) | {"schema": "x"}
    r = client.post(
        "/import",
        data={"record": (io.BytesIO(json.dumps(other).encode()), "x.json")},
        content_type="multipart/form-data",
    )
    assert r.status_code == 400 and "not a Scorekeeper game record" in r.text


@pytest.mark.parametrize(
    "path", ["/t/nope", "/t/nope/share", "/t/nope/g/1", "/t/nope/g/1/board", "/t/nope/g/1/export.json"]
)
def test_unknown_tokens_are_404_pages(client, path):
    r = client.get(path)
    assert r.status_code == 404 and "Traceback" not in r.text and "No table has that link" in r.text


def test_unknown_game_is_404(client, table):
    r = client.get(f"/t/{table['scorer_token']}/g/999")
    assert r.status_code == 404 and "no such game" in r.text


def test_csrf_is_required_on_forms(tmp_path):
    from scorekeeper.store.db import upgrade

    url = f"sqlite:///{tmp_path / 'c.db'}"
    upgrade(url)
    app = create_app({"DATABASE_URL": url, "SECRET_KEY": "x"})
    client = app.test_client()
    r = client.post("/tables", data={"name": "T", "player": ["Ann", "Bob"]})
    assert r.status_code == 400 and "form has expired" in r.text
    token = re.search(r'name="csrf_token" value="([^"]+)"', client.get("/").text).group(1)
    r = client.post("/tables", data={"name": "T", "player": ["Ann", "Bob"], "csrf_token": token})
    assert r.status_code == 303
    # The API is token-authenticated and needs no CSRF token.
    assert client.post("/api/v1/tables", json={"name": "T", "players": ["A", "B"]}).status_code == 201
