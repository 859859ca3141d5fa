"""The scoreboard's push stream: it sleeps on the process's change watcher, pushes an entry when one is
committed, lets go of its subscription when the client leaves, refuses past the limit with a sentence and
Retry-After, and ends promptly when the server shuts down (the slow test starts gunicorn's gevent worker)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from scorekeeper.app import create_app
from scorekeeper.store.db import upgrade
from scorekeeper.web.board import change_watcher
from tests.web.helpers import make_game, make_table, post_event

ROOT = Path(__file__).resolve().parents[2]
ROUND = {"scores": [3, 9, 0, 12]}


@pytest.fixture
def served(tmp_path):
    """The app on the development server (a thread per request, as ``flask run`` and the e2e tests)."""
    url = f"sqlite:///{tmp_path / 'stream.db'}"
    upgrade(url)
    app = create_app(
        {
            "TESTING": True,
            "DATABASE_URL": url,
            "SECRET_KEY": "t",
            "WTF_CSRF_ENABLED": False,
            "SSE_POLL_SECONDS": 0.05,
            "SSE_MAX_SECONDS": 60,
            "SSE_MAX_STREAMS": 3,
        }
    )
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield app, server.server_port
    server.shutdown()
    change_watcher(app).stop()
    app.extensions["engine"].dispose()


def open_stream(port: int, path: str) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n".encode())
    return sock


def read_until(sock: socket.socket, wanted: bytes, seconds: float = 10) -> bytes:
    data = b""
    deadline = time.monotonic() + seconds
    sock.settimeout(0.2)
    while wanted not in data and time.monotonic() < deadline:
        try:
            chunk = sock.recv(4096)
        except TimeoutError:
            continue
        if not chunk:
            break
        data += chunk
    return data


def wait_until(predicate, seconds: float = 10) -> float | None:
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        if predicate():
            return time.monotonic() - started
        time.sleep(0.02)
    return None


def test_an_entry_is_pushed_to_the_open_board_through_the_watcher(served):
    app, port = served
    client = app.test_client()
    table = make_table(client)
    game = make_game(client, table["scorer_token"])["id"]
    sock = open_stream(port, f"/t/{table['viewer_token']}/g/{game}/stream")
    try:
        assert b"data: 0\n\n" in read_until(sock, b"data: 0\n\n")
        assert change_watcher(app).count() == 1
        sent = time.monotonic()
        assert post_event(client, table["scorer_token"], game, "round", ROUND, 0).status_code == 201
        first = board_event(read_until(sock, b"}\n\n"))
        assert time.monotonic() - sent < 5
        # What changed on the board: the frame (totals 3 9 0 12) and the one new row, from the start.
        assert (first["seq"], first["base"], first["keep"], len(first["rows"])) == (1, 0, 0, 1)
        assert "<!--rows-->" in first["frame"] and ">12<" in first["frame"].replace(" ", "")
        assert post_event(client, table["scorer_token"], game, "round", ROUND, 1).status_code == 201
        second = board_event(read_until(sock, b"}\n\n"))
        # The second entry sends its own row only: the board keeps the first.
        assert (second["seq"], second["base"], second["keep"], len(second["rows"])) == (2, 1, 1, 1)
        assert 'data-row="1"' in second["rows"][0] and ">24<" in second["frame"].replace(" ", "")
    finally:
        sock.close()


def board_event(data: bytes) -> dict:
    """The JSON of the last ``board`` event in what a stream sent (chunked: one event per chunk)."""
    text = data.decode()
    block = text[text.rindex("event: board\n") :]
    return json.loads(block.split("data: ", 1)[1].split("\n", 1)[0])


def test_a_board_that_goes_away_lets_go_of_its_subscription(served):
    app, port = served
    client = app.test_client()
    table = make_table(client)
    game = make_game(client, table["scorer_token"])["id"]
    socks = [open_stream(port, f"/t/{table['viewer_token']}/g/{game}/stream") for _ in range(3)]
    for sock in socks:
        read_until(sock, b"data: 0\n\n")
    watcher = change_watcher(app)
    assert watcher.count() == 3
    for sock in socks[:2]:
        sock.close()
    # the streams look at their socket every 2 s (DISCONNECT_CHECK_SECONDS), without writing to it
    assert wait_until(lambda: watcher.count() == 1, 6) is not None
    socks[2].close()
    assert wait_until(lambda: watcher.count() == 0, 6) is not None


def test_past_the_limit_a_stream_is_refused_with_a_sentence_and_retry_after(served):
    app, _port = served
    client = app.test_client()
    table = make_table(client)
    game = make_game(client, table["scorer_token"])["id"]
    path = f"/t/{table['viewer_token']}/g/{game}/stream"
    held = [client.get(path, buffered=False) for _ in range(3)]  # open, body not read: subscribed
    assert all(response.status_code == 200 for response in held)
    refused = client.get(path)
    assert refused.status_code == 503 and refused.headers["Retry-After"].isdigit()
    assert "retry by itself" in refused.text
    for response in held:
        response.close()  # the server closes the response: the subscription goes, body read or not
    assert change_watcher(app).count() == 0
    assert client.get(path, buffered=False).status_code == 200


def test_a_stream_for_a_missing_game_subscribes_nothing(client, app):
    table = make_table(client)
    assert client.get(f"/t/{table['viewer_token']}/g/999/stream").status_code == 404
    assert "changes" not in app.extensions or change_watcher(app).count() == 0


@pytest.mark.slow
def test_gunicorn_gevent_ends_open_streams_promptly_on_sigterm(tmp_path):
    """20 open boards on `make run`'s settings (gunicorn.conf.py: gevent); SIGTERM: the server is gone in
    a second or two, not after the graceful timeout or the streams' lifetime (300 s)."""
    url = f"sqlite:///{tmp_path / 'g.db'}"
    upgrade(url)
    app = create_app({"DATABASE_URL": url, "SECRET_KEY": "t", "WTF_CSRF_ENABLED": False})
    client = app.test_client()
    table = make_table(client)
    game = make_game(client, table["scorer_token"])["id"]
    with gunicorn_serving(url, tmp_path / "gunicorn.log") as (process, port):
        socks = [open_stream(port, f"/t/{table['viewer_token']}/g/{game}/stream") for _ in range(20)]
        try:
            assert all(b"data: 0" in read_until(sock, b"data: 0\n\n") for sock in socks)
            started = time.monotonic()
            process.send_signal(signal.SIGTERM)
            ended = [read_until(sock, b"never", 10) for sock in socks]  # to each connection's end
            streams_ended = time.monotonic() - started
            process.wait(timeout=15)
            took = time.monotonic() - started
        finally:
            for sock in socks:
                sock.close()
    assert streams_ended < 2, f"the streams took {streams_ended:.1f} s to end"
    assert all(body.endswith(b"0\r\n\r\n") for body in ended)  # each ended properly: its last chunk
    assert took < 5, f"gunicorn took {took:.1f} s to stop with 20 open streams (graceful_timeout is 10)"


@contextmanager
def gunicorn_serving(url: str, log_path: Path) -> Iterator[tuple[subprocess.Popen, int]]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "SCOREKEEPER_DATABASE_URL": url, "SCOREKEEPER_SECRET_KEY": "t"}
    command = [sys.executable, "-m", "gunicorn", "--config", "gunicorn.conf.py", "--workers", "2"]
    command += ["--bind", f"127.0.0.1:{port}", "scorekeeper.app:create_app()"]
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            assert wait_until(lambda: _answers(port), 30) is not None, log_path.read_text()
            yield process, port
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()


def _answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False
