"""Table tokens kept out of what the app logs, wherever in an address they are: at a route that does not
exist (``/tables/<token>``, ``/T/<token>``), in a query string (``/?t=<token>``), and in the traceback of an
unexpected error (a database error names its parameters)."""

from __future__ import annotations

import logging
import threading
import urllib.error
import urllib.request

from werkzeug.serving import make_server

from scorekeeper.access_log import redact
from tests.web.helpers import make_table


def test_a_token_shaped_word_is_redacted_anywhere_in_an_address():
    token = "Xy3_kQ-9aBcDeFgHiJkLmNoPqRsTuVwZ"  # 32 characters, as secrets.token_urlsafe(24)
    for line, expected in [
        (f"GET /tables/{token} HTTP/1.1", "GET /tables/<token> HTTP/1.1"),
        (f"GET /T/{token}/g/1 HTTP/1.1", "GET /T/<token>/g/1 HTTP/1.1"),
        (f"GET /groups/{token}/players/2 HTTP/1.1", "GET /groups/<token>/players/2 HTTP/1.1"),
        (f"GET /?t={token}&x=1 HTTP/1.1", "GET /?t=<token>&x=1 HTTP/1.1"),
        (f"GET /import?next=%2Ft%2F{token}%2Fshare", "GET /import?next=%2Ft%2F<token>%2Fshare"),
        (f"GET /t/{token[:20]} HTTP/1.1", "GET /t/<token> HTTP/1.1"),  # a token cut short: still a token
    ]:
        assert redact(line) == expected
    for untouched in (
        "GET /tools/beggar-my-neighbour/trick-winner HTTP/1.1",
        "GET /static/vendor/htmx.min.js HTTP/1.1",
        "GET /api/v1/games/briscola-chiamata/options HTTP/1.1",
        "POST /api/v1/tables HTTP/1.1",
        "GET /?page=2 HTTP/1.1",
    ):
        assert redact(untouched) == untouched


def test_the_development_servers_request_lines_have_no_token(app, caplog):
    """A real request through werkzeug's server: its request line at an unknown route and with a token in the
    query string is logged without the token."""
    token = make_table(app.test_client())["scorer_token"]
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_port}"
    try:
        with caplog.at_level(logging.INFO, logger="werkzeug"):
            for path in (f"/tables/{token}", f"/api/v1/table/{token}/games", f"/?t={token}"):
                try:
                    urllib.request.urlopen(base + path, timeout=10)
                except urllib.error.HTTPError as answer:
                    assert answer.code == 404
    finally:
        server.shutdown()
        thread.join(5)
    lines = [r.getMessage() for r in caplog.records if r.name == "werkzeug"]
    assert len(lines) == 3, lines
    assert token not in caplog.text
    assert any("GET /tables/<token> HTTP/1.1" in line for line in lines)
    assert any("GET /?t=<token> HTTP/1.1" in line for line in lines)


def test_an_unexpected_errors_traceback_has_no_token(app, caplog, monkeypatch):
    token = make_table(app.test_client())["scorer_token"]
    import scorekeeper.web.tables as tables_view

    def broken(_token):
        raise RuntimeError(f"the database failed at [parameters: ('{token}',)]")

    monkeypatch.setattr(tables_view, "table_access", broken)
    with caplog.at_level(logging.ERROR):
        response = app.test_client().get(f"/t/{token}")
    assert response.status_code == 500
    assert caplog.records and token not in caplog.text
    assert "<token>" in caplog.text
    assert "/t/<token>" in caplog.records[-1].getMessage()  # which address failed, redacted
