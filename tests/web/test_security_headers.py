"""Security headers on every response, no inline script left for them to forbid, a private database file,
spreadsheet-safe CSV, and table tokens kept out of the logs."""

from __future__ import annotations

import csv
import io
import logging
import os
import re
import socket
import stat
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from scorekeeper.access_log import RedactingLogger, redact
from scorekeeper.app import ROOT, create_app
from scorekeeper.store.db import make_engine, upgrade
from tests.web.helpers import make_game, make_table, post_event

TEMPLATES = ROOT / "templates"


@pytest.fixture
def table(client):
    return make_table(client)


@pytest.fixture
def game(client, table):
    return make_game(client, table["scorer_token"])


def _urls(table: dict, game: dict) -> list[str]:
    token, viewer, gid = table["scorer_token"], table["viewer_token"], game["id"]
    return [
        "/",
        "/import",
        "/tools",
        "/static/app.css",
        "/static/forms.js",
        f"/t/{token}",
        f"/t/{token}/g/{gid}",
        f"/t/{viewer}/g/{gid}/board",
        f"/t/{token}/share",
        f"/t/{token}/g/{gid}/export.csv",
        f"/api/v1/tables/{token}/games/{gid}",
        "/no-such-page",
    ]


def test_every_response_carries_the_security_headers(client, table, game):
    for url in _urls(table, game):
        headers = client.get(url, follow_redirects=True).headers
        policy = dict(part.strip().split(" ", 1) for part in headers["Content-Security-Policy"].split(";"))
        # "scripts only from the app itself": no 'unsafe-inline', no 'unsafe-eval', no other host; WebAssembly
        # may be compiled ('wasm-unsafe-eval': the offline engine's Python, Pyodide), which runs no JavaScript
        assert policy["script-src"] == "'self' 'wasm-unsafe-eval'", url
        assert policy["default-src"] == "'self'" and policy["object-src"] == "'none'", url
        assert policy["frame-ancestors"] == "'none'" and headers["X-Frame-Options"] == "DENY", url
        assert headers["Referrer-Policy"] == "same-origin", url
        assert headers["X-Content-Type-Options"] == "nosniff", url


def test_a_header_a_view_set_itself_is_kept(app, client):
    @app.get("/framable")
    def framable():
        return "", 200, {"X-Frame-Options": "SAMEORIGIN"}

    assert client.get("/framable").headers["X-Frame-Options"] == "SAMEORIGIN"


INLINE_SCRIPT = re.compile(r"<script(?![^>]*\ssrc=)[^>]*>", re.IGNORECASE)
INLINE_HANDLER = re.compile(r"<[^>]*\son[a-z]+\s*=", re.IGNORECASE | re.DOTALL)
SCRIPT_URL = re.compile(r"(href|action|hx-\w+)\s*=\s*[\"']\s*(javascript|js):", re.IGNORECASE)
HX_ON = re.compile(r"\shx-on[:-]", re.IGNORECASE)


@pytest.mark.parametrize("pattern", [INLINE_SCRIPT, INLINE_HANDLER, SCRIPT_URL, HX_ON], ids=str)
def test_no_template_has_inline_script(pattern):
    """The policy forbids them, so one left behind is a control that silently does nothing."""
    found = [
        f"{path.relative_to(TEMPLATES)}: {match.group(0)[:80]}"
        for path in sorted(TEMPLATES.rglob("*.html"))
        for match in pattern.finditer(path.read_text())
    ]
    assert found == []


def test_htmx_runs_without_eval_and_without_injecting_a_style(client):
    config = re.search(r'name="htmx-config" content=\'([^\']*)\'', client.get("/").text).group(1)
    assert '"allowEval":false' in config and '"includeIndicatorStyles":false' in config


def test_the_database_file_is_readable_by_its_owner_only(tmp_path):
    url = f"sqlite:///{tmp_path / 'fresh.db'}"
    upgrade(url)
    assert stat.S_IMODE((tmp_path / "fresh.db").stat().st_mode) == 0o600
    engine = make_engine(f"sqlite:///{tmp_path / 'by-engine.db'}")  # the app's own engine, without init-db
    with engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE t (x)")
    # the pooled connection keeps the write-ahead log open; SQLite gives it the database file's mode
    assert stat.S_IMODE((tmp_path / "by-engine.db").stat().st_mode) == 0o600
    assert stat.S_IMODE((tmp_path / "by-engine.db-wal").stat().st_mode) == 0o600
    engine.dispose()


def test_an_existing_database_file_is_left_as_it_is(tmp_path):
    path = tmp_path / "shared.db"
    path.touch(mode=0o640)
    os.chmod(path, 0o640)
    upgrade(f"sqlite:///{path}")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


def test_csv_neutralises_formulas_keeps_numbers_and_starts_with_a_bom(client):
    players = ['=HYPERLINK("http://evil.example","x")', "+Bob", "-Cid", "@Dee"]
    token = make_table(client, players=players)["scorer_token"]
    gid = make_game(client, token, options={"jokers_per_deck": 2})["id"]  # jokers score -2: below zero
    assert post_event(client, token, gid, "round", {"scores": [-2, 2, 9, 4]}, 0).status_code == 201
    raw = client.get(f"/t/{token}/g/{gid}/export.csv").data
    assert raw.startswith(b"\xef\xbb\xbf")  # the UTF-8 byte order mark spreadsheet programs look for
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    assert rows[0] == ["Hand", '\'=HYPERLINK("http://evil.example","x")', "'+Bob", "'-Cid", "'@Dee", "Notes"]
    total = next(row for row in rows if row[0] == "Total")
    assert total[1:5] == ["-2", "2", "9", "4"]  # a score of -2 is a number, written as one


def test_redact_hides_table_tokens_only():
    line = 'GET /t/Ab-_9xYz/g/3/entry?x=1 HTTP/1.1 "http://host/api/v1/tables/Qq_1-z/games"'
    assert redact(line) == 'GET /t/<token>/g/3/entry?x=1 HTTP/1.1 "http://host/api/v1/tables/<token>/games"'
    for untouched in ("POST /api/v1/tables HTTP/1.1", "GET /tools/deal HTTP/1.1", "GET /static/t.js"):
        assert redact(untouched) == untouched


def test_the_flask_loggers_redact_tokens(app, caplog):
    with caplog.at_level(logging.INFO):
        app.logger.error("Exception on /t/SeCrEt1/g/1 [POST]")
        logging.getLogger("werkzeug").info('%s - - "%s" 200 -', "127.0.0.1", "GET /t/SeCrEt2/ HTTP/1.1")
    assert "SeCrEt" not in caplog.text and caplog.text.count("/t/<token>/") == 2


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_gunicorns_access_log_has_no_tokens(tmp_path):
    """Serve the app as ``make run`` does (its flags and gunicorn.conf.py) and read the access log."""
    url = f"sqlite:///{tmp_path / 'g.db'}"
    upgrade(url)
    port = _free_port()
    env = {**os.environ, "SCOREKEEPER_DATABASE_URL": url, "SCOREKEEPER_SECRET_KEY": "gunicorn-test"}
    gunicorn = Path(sys.executable).with_name("gunicorn")
    args = [str(gunicorn), "--worker-class", "gthread", "--workers", "1", "--threads", "4"]
    args += ["--bind", f"127.0.0.1:{port}", "--access-logfile", "-", "--config", "gunicorn.conf.py"]
    server = subprocess.Popen(
        [*args, "scorekeeper.app:create_app()"], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/static/app.css")
                break
            except OSError:
                time.sleep(0.1)
        app = create_app({"DATABASE_URL": url, "SECRET_KEY": "x", "WTF_CSRF_ENABLED": False})
        token = make_table(app.test_client())["scorer_token"]
        request = urllib.request.Request(f"{base}/t/{token}", headers={"Referer": f"{base}/t/{token}/share"})
        assert urllib.request.urlopen(request).status == 200
        urllib.request.urlopen(f"{base}/api/v1/tables/{token}")
        urllib.request.urlopen(f"{base}/?t={token}")  # a token in a query string
        with pytest.raises(urllib.error.HTTPError):  # at a route that does not exist: 404
            urllib.request.urlopen(f"{base}/tables/{token}")
    finally:
        server.terminate()
        log = server.communicate(timeout=20)[0]
    assert token not in log
    assert '"GET /t/<token> HTTP/1.1" 200' in log and f'"http://127.0.0.1:{port}/t/<token>/share"' in log
    assert '"GET /api/v1/tables/<token> HTTP/1.1" 200' in log
    assert '"GET /?t=<token> HTTP/1.1" 200' in log and '"GET /tables/<token> HTTP/1.1" 404' in log


def test_the_redacting_logger_is_gunicorns_logger():
    from gunicorn.glogging import Logger

    assert issubclass(RedactingLogger, Logger)


def test_the_access_log_atoms_are_redacted_when_the_format_reads_them():
    """The atoms are redacted and escaped on reading (lazily), as gunicorn's ``SafeAtoms`` escapes them."""
    from scorekeeper.access_log import RedactedAtoms

    atoms = RedactedAtoms(
        {
            "r": "POST /api/v1/tables/SeCrEt/games/3/events HTTP/1.1",
            "f": 'http://x/t/SeCrEt/g/1?"q"',
            "{x-original-uri}i": "/t/SeCrEt/",
            "s": 201,
        }
    )
    # %-formatting, as the logging module fills gunicorn's access_log_format
    line = '%(r)s "%(f)s" %(s)s %({X-Original-URI}i)s %(a)s %({absent}i)s' % atoms  # noqa: UP031
    assert line == (
        "POST /api/v1/tables/<token>/games/3/events HTTP/1.1"
        ' "http://x/t/<token>/g/1?\\"q\\"" 201 /t/<token>/ - -'
    )
