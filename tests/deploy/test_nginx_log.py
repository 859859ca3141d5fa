"""The shipped nginx site (deploy/nginx-scorekeeper.conf) keeps table tokens out of its access log: read as
text, and, where nginx is installed, checked with ``nginx -t`` and run in front of an app server that is not
there (a 502 is logged like any other request)."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "deploy" / "nginx-scorekeeper.conf"
FORMAT = "scorekeeper_redacted"
SECRET = "SeCrEt-Tok3n_abcdefghijklmnopqrstuv"


def directives(text: str) -> str:
    """The site without its comments (a ``#`` starting a word: inside a quoted pattern it is a character)."""
    return re.sub(r"(^|\s)#.*$", "", text, flags=re.M)


def map_rules(site: str, variable: str) -> list[tuple[str, str]]:
    """The regular expressions of the ``map`` that sets ``variable``, with their replacement."""
    found = re.search(r"map\s+\$\w+\s+\$" + variable + r"\s*\{(.*?)\}", site, re.S)
    assert found, f"no map sets ${variable}"
    return re.findall(r'"~([^"]+)"\s+"([^"]+)";', found.group(1))


def apply_map(rules: list[tuple[str, str]], value: str) -> str:
    """What nginx's map gives for ``value`` (its PCRE patterns read the same in Python's re)."""
    for pattern, replacement in rules:
        match = re.search(pattern, value)
        if match:
            return match.expand(re.sub(r"\$(\d)", r"\\\1", replacement))  # nginx's $1 is re's \1
    return value


def test_every_access_log_of_the_site_uses_the_redacting_format():
    site = directives(SITE.read_text())
    logs = re.findall(r"^\s*access_log\s+([^;]+);", site, re.M)
    assert logs, "the site names no access_log: nginx.conf's would write the tokens"
    for args in logs:
        assert args.split()[0] == "off" or args.split()[1] == FORMAT, args
    fmt = re.search(r"log_format\s+" + FORMAT + r"\s+(.*?);", site, re.S)
    assert fmt, "no redacting log_format"
    body = fmt.group(1)
    raw = ("$request ", '$request"', "$request_uri", "$uri", "$http_referer", "$args", "$query_string")
    for leaky in raw:
        assert leaky not in body, f"the log format writes {leaky.strip()} as it came"
    assert "$scorekeeper_uri" in body and "$scorekeeper_referer" in body


def test_the_maps_replace_the_token_and_keep_the_rest():
    site = directives(SITE.read_text())
    uri, referer = map_rules(site, "scorekeeper_uri"), map_rules(site, "scorekeeper_referer")
    assert apply_map(uri, f"/t/{SECRET}/g/3/entries?x=1") == "/t/<token>/g/3/entries?x=1"
    assert apply_map(uri, f"/t/{SECRET}") == "/t/<token>"
    assert apply_map(uri, f"/api/v1/tables/{SECRET}/games") == "/api/v1/tables/<token>/games"
    assert apply_map(uri, f"/groups/{SECRET}/players/3") == "/groups/<token>/players/3"  # a group's link too
    for untouched in ("/api/v1/tables", "/tools/deal", "/healthz", "/static/t.js"):
        assert apply_map(uri, untouched) == untouched
    assert apply_map(referer, f"https://s.example/t/{SECRET}/share") == "https://s.example/t/<token>/share"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_nginx_accepts_the_site_and_logs_no_token(tmp_path):
    binary = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
    if binary is None:
        pytest.skip("nginx is not installed")
    listen, dead = free_port(), free_port()
    site = SITE.read_text().replace("/var/log/nginx/", f"{tmp_path}/")
    site = site.replace("listen 80;", f"listen {listen};")
    site = site.replace("127.0.0.1:8001", f"127.0.0.1:{dead}").replace("127.0.0.1:8002", f"127.0.0.1:{dead}")
    (tmp_path / "site.conf").write_text(site)
    user = "user root;\n" if os.geteuid() == 0 else ""
    conf = tmp_path / "nginx.conf"
    conf.write_text(
        f"{user}worker_processes 1;\npid {tmp_path}/nginx.pid;\nerror_log {tmp_path}/error.log;\n"
        "events { worker_connections 64; }\n"
        "http {\n"
        f"  access_log {tmp_path}/default.log;\n"  # the http block's log, in the usual "combined" format
        f"  client_body_temp_path {tmp_path}/body; proxy_temp_path {tmp_path}/proxy;\n"
        f"  fastcgi_temp_path {tmp_path}/fcgi; uwsgi_temp_path {tmp_path}/uwsgi;\n"
        f"  scgi_temp_path {tmp_path}/scgi;\n"
        f"  include {tmp_path}/site.conf;\n"
        "}\n"
    )
    command = [binary, "-p", str(tmp_path), "-c", str(conf)]
    checked = subprocess.run([*command, "-t"], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    server = subprocess.Popen([*command, "-g", "daemon off;"], stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{listen}"
        paths = [f"/t/{SECRET}/g/3/entries?x=1", f"/api/v1/tables/{SECRET}/games", "/healthz"]
        for index, path in enumerate(paths):
            request = urllib.request.Request(base + path, headers={"Referer": f"{base}/t/{SECRET}/share"})
            for _ in range(50 if index == 0 else 1):  # the first waits for nginx to listen
                try:
                    urllib.request.urlopen(request, timeout=5)
                except urllib.error.HTTPError as answer:
                    assert answer.code == 502  # no app server: still a logged request
                    break
                except OSError:
                    time.sleep(0.1)
    finally:
        server.terminate()
        server.wait(timeout=10)
    log = (tmp_path / "scorekeeper.access.log").read_text()
    assert len(log.splitlines()) == 3, log
    assert SECRET not in log
    assert '"GET /t/<token>/g/3/entries?x=1 HTTP/1.1" 502' in log
    assert '"GET /api/v1/tables/<token>/games HTTP/1.1" 502' in log
    assert f'"{base}/t/<token>/share"' in log and '"GET /healthz HTTP/1.1"' in log
    default = tmp_path / "default.log"
    assert not default.exists() or SECRET not in default.read_text()
