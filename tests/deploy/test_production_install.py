"""The production install docs/deploy.md describes, done for real: a clean virtualenv, `pip install
'.[postgres]'` (no test extras, which would hide a missing dependency), the database made with
`flask init-db`, then gunicorn started with the command line of deploy/scorekeeper@.service (its gevent
worker from gunicorn.conf.py) on a throwaway PostgreSQL, answering /healthz and serving a table. Packages
come from PyPI, as on a real server.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests

from scorekeeper.app import create_app  # noqa: F401 - the app imports in this environment too

ROOT = Path(__file__).resolve().parents[2]
UNIT = ROOT / "deploy" / "scorekeeper@.service"

pytestmark = pytest.mark.slow

sys.path.insert(0, str(ROOT / "scripts"))
from throwaway_postgres import free_port, throwaway_postgres  # noqa: E402


def unit_command(port: int, venv: Path) -> list[str]:
    """ExecStart of the systemd unit, with its instance (%i, the port) and install folder filled in."""
    text = UNIT.read_text()
    line = re.search(r"^ExecStart=(.*?[^\\])$", text.replace("\\\n", " "), re.MULTILINE)
    assert line, "deploy/scorekeeper@.service has no ExecStart line"
    command = line.group(1).replace("%i", str(port)).replace("/opt/scorekeeper/.venv", str(venv))
    return shlex.split(command)


@pytest.fixture(scope="module")
def database_url() -> Iterator[str]:
    """A throwaway PostgreSQL server (Debian's, installed when missing), as docs/deploy.md sets up."""
    with throwaway_postgres() as server:
        yield server.url


def test_the_documented_production_install_starts_and_serves(tmp_path, database_url):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    subprocess.run([*pip, f"{ROOT}[postgres]"], check=True, cwd=tmp_path, timeout=600)
    installed = subprocess.run(
        [str(venv / "bin" / "python"), "-m", "pip", "list", "--format=freeze"], capture_output=True, text=True
    ).stdout
    assert "pytest" not in installed and "hypothesis" not in installed, "the test extras are not installed"
    env = {
        "PATH": f"{venv / 'bin'}:/usr/bin:/bin",
        "SCOREKEEPER_DATABASE_URL": database_url,
        "SCOREKEEPER_SECRET_KEY": "production-install-test",
        "SCOREKEEPER_PUBLIC_URL": "https://scores.example.org",
    }
    flask = [str(venv / "bin" / "flask"), "--app", "scorekeeper.app", "init-db"]
    subprocess.run(flask, check=True, cwd=ROOT, env=env, timeout=120)
    port = free_port()
    server = subprocess.Popen(
        unit_command(port, venv),
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        health = wait_for(f"http://127.0.0.1:{port}/healthz", server)
        assert health.status_code == 200, health.text
        table = requests.post(
            f"http://127.0.0.1:{port}/api/v1/tables",
            json={"name": "Prod", "players": ["Ann", "Bob"]},
            timeout=10,
        )
        assert table.status_code == 201, table.text
    finally:
        server.terminate()
        output, _ = server.communicate(timeout=30)
    assert "Traceback" not in output, output


def wait_for(url: str, server: subprocess.Popen, seconds: float = 60) -> requests.Response:
    """The first answer from ``url``; fails with the server's output if it exits or never answers."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"gunicorn exited with {server.returncode}:\n{server.stdout.read()}")
        try:
            return requests.get(url, timeout=2)
        except (requests.ConnectionError, requests.Timeout):
            time.sleep(0.2)
    server.terminate()
    pytest.fail(f"gunicorn did not answer {url} in {seconds} s:\n{server.communicate(timeout=10)[0]}")


if os.environ.get("SCOREKEEPER_SKIP_INSTALL_TEST"):  # pragma: no cover - for offline machines
    pytestmark = [pytest.mark.slow, pytest.mark.skip(reason="SCOREKEEPER_SKIP_INSTALL_TEST is set")]
