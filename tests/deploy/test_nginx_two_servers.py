"""The deployment docs/deploy.md describes, run for real: nginx (Debian's, installed when missing) in front of
two gunicorn app servers sharing one throwaway PostgreSQL, with the site file people install
(deploy/nginx-scorekeeper.conf, only its ports changed).

- a form opened through one server is accepted by the other (one shared SECRET_KEY);
- an entry made through nginx reaches a scoreboard stream held open through nginx within the push aim,
  p95 < 300 ms over 20 entries, half of them served by the other server than the stream's;
- links and QR codes carry PUBLIC_URL whatever Host the request came with.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from scorekeeper.store.db import upgrade

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "deploy" / "nginx-scorekeeper.conf"
PUBLIC_URL = "https://scores.example.org"
SECRET = "one-key-for-every-server"
PUSH_AIM_P95 = 0.300
ENTRIES = 20

sys.path.insert(0, str(ROOT / "scripts"))
from throwaway_postgres import free_port, throwaway_postgres  # noqa: E402

pytestmark = pytest.mark.slow


def worker_class() -> str:
    """The worker class `make run` uses (the Makefile's run recipe, else gunicorn.conf.py's)."""
    recipe = (ROOT / "Makefile").read_text().split("\nrun:", 1)[-1].split("\n\n", 1)[0]
    found = re.search(r"--worker-class[ =](\S+)", recipe)
    if found:
        return found.group(1)
    conf = re.search(r'^worker_class\s*=\s*"(\w+)"', (ROOT / "gunicorn.conf.py").read_text(), re.M)
    return conf.group(1) if conf else "sync"


def nginx_binary() -> str:
    found = shutil.which("nginx") or ("/usr/sbin/nginx" if os.path.exists("/usr/sbin/nginx") else None)
    if found is None and os.geteuid() == 0:
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
        subprocess.run(["apt-get", "install", "-y", "-qq", "nginx"], check=True, env=env)
        found = shutil.which("nginx") or "/usr/sbin/nginx"
    if found is None or not os.path.exists(found):
        pytest.skip("nginx is not installed (apt-get install nginx)")
    return found


@contextlib.contextmanager
def database() -> Iterator[str]:
    """A fresh database: on the server `make test-postgres` handed us, else on a throwaway one."""
    given = os.environ.get("SCOREKEEPER_TEST_POSTGRES_URL")
    if not given:
        with throwaway_postgres() as server:
            upgrade(server.url)
            yield server.url
        return
    name = f"scorekeeper_deploy_{os.getpid()}"
    admin = create_engine(given, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(given).set(database=name).render_as_string(hide_password=False)
    try:
        upgrade(url)
        yield url
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def wait_for(url: str, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            if requests.get(url, timeout=2).status_code == 200:
                return
        except requests.RequestException:
            pass
        if time.monotonic() > deadline:
            raise AssertionError(f"{url} did not answer within {seconds:.0f} s")
        time.sleep(0.2)


@contextlib.contextmanager
def app_server(port: int, url: str, log: Path) -> Iterator[subprocess.Popen]:
    env = {
        **os.environ,
        "SCOREKEEPER_DATABASE_URL": url,
        "SCOREKEEPER_SECRET_KEY": SECRET,
        "SCOREKEEPER_PUBLIC_URL": PUBLIC_URL,
        "SCOREKEEPER_TRUSTED_PROXIES": "1",
        "SCOREKEEPER_SSE_MAX_SECONDS": "60",
    }
    command = [str(ROOT / ".venv" / "bin" / "gunicorn"), "--config", "gunicorn.conf.py"]
    command += ["--worker-class", worker_class(), "--workers", "1", "--bind", f"127.0.0.1:{port}"]
    if worker_class() == "gthread":  # an open stream holds a thread: leave some for the entries
        command += ["--threads", "8"]
    with log.open("w") as out:
        process = subprocess.Popen(
            [*command, "scorekeeper.app:create_app()"], cwd=ROOT, env=env, stdout=out, stderr=out
        )
    try:
        wait_for(f"http://127.0.0.1:{port}/healthz")
        yield process
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def site_with_ports(listen: int, upstreams: tuple[int, int], folder: Path | None = None) -> str:
    """The site file people install, with the test's ports in place of 80, 8001 and 8002 (and its access
    log in ``folder``, when given, instead of /var/log/nginx)."""
    site = SITE.read_text()
    assert "listen 80;" in site and "127.0.0.1:8001" in site and "127.0.0.1:8002" in site
    if folder is not None:
        site = site.replace("/var/log/nginx/", f"{folder}/")
    site = site.replace("listen 80;", f"listen 127.0.0.1:{listen};")
    return site.replace("127.0.0.1:8001", f"127.0.0.1:{upstreams[0]}").replace(
        "127.0.0.1:8002", f"127.0.0.1:{upstreams[1]}"
    )


@contextlib.contextmanager
def nginx(listen: int, upstreams: tuple[int, int], folder: Path) -> Iterator[None]:
    binary = nginx_binary()
    (folder / "site.conf").write_text(site_with_ports(listen, upstreams, folder))
    user = "user root;\n" if os.geteuid() == 0 else ""
    (folder / "nginx.conf").write_text(
        f"{user}worker_processes 1;\npid {folder}/nginx.pid;\nerror_log {folder}/error.log;\n"
        "events { worker_connections 256; }\n"
        "http {\n"
        f"  access_log {folder}/access.log;\n"
        f"  client_body_temp_path {folder}/body; proxy_temp_path {folder}/proxy;\n"
        f"  fastcgi_temp_path {folder}/fcgi; uwsgi_temp_path {folder}/uwsgi; scgi_temp_path {folder}/scgi;\n"
        # Which app server answered (the site file sets no header of its own, so this one is inherited).
        "  add_header X-Served-By $upstream_addr always;\n"
        f"  include {folder}/site.conf;\n"
        "}\n"
    )
    with (folder / "nginx.out").open("w") as out:
        process = subprocess.Popen(
            [binary, "-p", str(folder), "-c", str(folder / "nginx.conf"), "-g", "daemon off;"],
            stdout=out,
            stderr=out,
        )
    try:
        wait_for(f"http://127.0.0.1:{listen}/healthz")
        yield
    finally:
        process.terminate()
        process.wait(timeout=15)


@pytest.fixture(scope="module")
def deployment():
    """nginx on one port in front of two app servers; yields nginx's address and the servers'."""
    folder = Path(tempfile.mkdtemp(prefix="scorekeeper-deploy-"))
    ports = (free_port(), free_port())
    listen = free_port()
    try:
        with (
            database() as url,
            app_server(ports[0], url, folder / "app1.log"),
            app_server(ports[1], url, folder / "app2.log"),
            nginx(listen, ports, folder),
        ):
            yield f"http://127.0.0.1:{listen}", [f"http://127.0.0.1:{port}" for port in ports]
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def csrf_of(page: str) -> str:
    return re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)


def new_table(front: str) -> dict:
    response = requests.post(f"{front}/api/v1/tables", json={"name": "Club", "players": ["Ann", "Bob"]})
    assert response.status_code == 201, response.text
    return response.json()


def test_a_form_opened_on_one_server_is_accepted_by_the_other(deployment):
    front, _ = deployment
    browser = requests.Session()
    page = browser.get(f"{front}/")
    assert page.status_code == 200
    answered = browser.post(
        f"{front}/tables",
        data={"csrf_token": csrf_of(page.text), "name": "Friday", "player": ["Ann", "Bob"]},
        allow_redirects=False,
    )
    # nginx alternates between the two servers: the form came from one, its answer from the other.
    assert page.headers["X-Served-By"] != answered.headers["X-Served-By"]
    assert answered.status_code == 303, answered.text
    assert browser.get(front + answered.headers["Location"]).status_code == 200


def test_links_and_qr_codes_carry_the_public_url_whatever_the_host(deployment):
    front, _ = deployment
    forged = {"Host": "evil.example"}
    response = requests.post(
        f"{front}/api/v1/tables", json={"name": "Club", "players": ["Ann", "Bob"]}, headers=forged
    )
    assert response.status_code == 201
    table = response.json()
    assert table["viewer_url"].startswith(f"{PUBLIC_URL}/t/")
    share = requests.get(f"{front}/t/{table['scorer_token']}/share", headers=forged)
    assert f"{PUBLIC_URL}/t/" in share.text and "evil.example" not in share.text


class Stream:
    """A scoreboard's event stream held open through nginx; remembers when each entry number arrived."""

    def __init__(self, url: str) -> None:
        self.arrived: dict[int, float] = {}
        self.ready = threading.Event()
        self._response = requests.get(url, stream=True, timeout=30, headers={"Accept": "text/event-stream"})
        assert self._response.status_code == 200, self._response.text
        self.served_by = self._response.headers["X-Served-By"]
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        with contextlib.suppress(requests.RequestException, AttributeError):
            for line in self._response.iter_lines(chunk_size=1, decode_unicode=True):
                if line and line.startswith("id: "):  # each event names its entry number (update, board)
                    self.arrived.setdefault(int(line[4:]), time.monotonic())
                    self.ready.set()

    def close(self) -> None:
        self._response.close()


def test_an_entry_sent_again_to_the_other_server_with_its_key_is_stored_once(deployment):
    """The phone's outbox sends an entry again with its key until it hears back; the repeat may reach the
    other server (nginx alternates): the key is held by the database both share."""
    _, servers = deployment
    token = new_table(servers[0])["scorer_token"]
    game = requests.post(f"{servers[0]}/api/v1/tables/{token}/games", json={"ruleset": "golf"})
    game_id = game.json()["id"]
    body = {"type": "round", "payload": {"scores": [4, 1]}, "expected_seq": 0}
    headers = {"Idempotency-Key": "0b9e6c1e-4c57-4d0a-9a51-2f1c7ad2b001"}
    answers = [
        requests.post(f"{server}/api/v1/tables/{token}/games/{game_id}/events", json=body, headers=headers)
        for server in (*servers, *servers)
    ]
    assert [a.status_code for a in answers] == [201] * 4
    assert [a.headers.get("Idempotent-Replayed") for a in answers] == [None, "true", "true", "true"]
    events = requests.get(f"{servers[1]}/api/v1/tables/{token}/games/{game_id}/events").json()["events"]
    assert [e["seq"] for e in events] == [1]


def entry(seq: int) -> dict:
    """A golf round, then undo and redo in turn: as many log entries as wanted in a 9-round game."""
    if seq == 0:
        return {"type": "round", "payload": {"scores": [4, 1]}}
    return {"type": "undo" if seq % 2 else "redo", "payload": {}}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def test_an_entry_through_either_server_reaches_a_board_open_on_the_other(deployment):
    front, servers = deployment
    table = new_table(front)
    token = table["scorer_token"]
    game = requests.post(f"{front}/api/v1/tables/{token}/games", json={"ruleset": "golf", "options": {}})
    assert game.status_code == 201, game.text
    game_id = game.json()["id"]
    stream = Stream(f"{front}/t/{table['viewer_token']}/g/{game_id}/stream")
    try:
        assert stream.ready.wait(10), "the stream sent nothing"
        delays, cross = [], 0
        for seq in range(ENTRIES):
            # Every other entry goes straight to the server the stream is not on; the rest through nginx.
            other = [server for server in servers if not stream.served_by.endswith(server.rsplit(":", 1)[1])]
            base = other[0] if seq % 2 else front
            sent = time.monotonic()
            response = requests.post(
                f"{base}/api/v1/tables/{token}/games/{game_id}/events",
                json={**entry(seq), "expected_seq": seq},
            )
            assert response.status_code == 201, response.text
            deadline = sent + 5
            while seq + 1 not in stream.arrived and time.monotonic() < deadline:
                time.sleep(0.002)
            assert seq + 1 in stream.arrived, f"entry {seq + 1} never reached the board"
            delays.append(stream.arrived[seq + 1] - sent)
            cross += response.headers.get("X-Served-By", base) != stream.served_by
        p95 = percentile(delays, 0.95)
        print(f"push through nginx: p50 {percentile(delays, 0.5) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms")
        assert cross >= ENTRIES // 2
        assert p95 < PUSH_AIM_P95, f"p95 {p95 * 1000:.0f} ms, aim {PUSH_AIM_P95 * 1000:.0f} ms"
    finally:
        stream.close()
