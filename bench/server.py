"""Starting and stopping gunicorn on a free port of 127.0.0.1, always in its own process group."""

from __future__ import annotations

import http.client
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
WORKERS, THREADS = 2, 16
READY_SECONDS = 30
STOP_SECONDS = 3  # an open scoreboard stream keeps a worker from a quick exit; then SIGKILL


@dataclass(frozen=True)
class Server:
    host: str
    port: int

    def connection(self, timeout: float = 10) -> http.client.HTTPConnection:
        """A new keep-alive connection to the server."""
        return http.client.HTTPConnection(self.host, self.port, timeout=timeout)


def free_port() -> int:
    """A port nobody listens on now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def gunicorn_command(app_spec: str, port: int) -> list[str]:
    """The same settings as ``make run``, with the brief's 2 workers × 16 threads."""
    return [
        sys.executable,
        "-m",
        "gunicorn",
        "--worker-class",
        "gthread",
        "--workers",
        str(WORKERS),
        "--threads",
        str(THREADS),
        "--bind",
        f"{HOST}:{port}",
        "--chdir",
        str(ROOT),
        app_spec,
    ]


@contextmanager
def gunicorn(app_spec: str, env: Mapping[str, str], log_path: Path, ready_path: str) -> Iterator[Server]:
    """Serve ``app_spec`` until the block ends; the whole process group is stopped in any case."""
    port = free_port()
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            gunicorn_command(app_spec, port),
            cwd=ROOT,
            env={**os.environ, **env},
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, so the workers stop with the master
        )
        try:
            server = Server(HOST, port)
            wait_until_ready(server, process, ready_path, log_path)
            yield server
        finally:
            stop(process)


def wait_until_ready(server: Server, process: subprocess.Popen, path: str, log_path: Path) -> None:
    """Poll ``path`` until it answers below 500; fail with the server's log if it dies or is too slow."""
    deadline = time.monotonic() + READY_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"gunicorn exited with {process.returncode}:\n{log_tail(log_path)}")
        conn = server.connection(timeout=2)
        try:
            conn.request("GET", path)
            if conn.getresponse().status < 500:
                return
        except OSError:
            pass
        finally:
            conn.close()
        time.sleep(0.1)
    raise RuntimeError(f"gunicorn was not ready after {READY_SECONDS} s:\n{log_tail(log_path)}")


def stop(process: subprocess.Popen) -> None:
    """SIGINT (gunicorn's quick shutdown) to the group; SIGKILL to the group if it lingers."""
    _signal_group(process.pid, signal.SIGINT)
    try:
        process.wait(timeout=STOP_SECONDS)
    except subprocess.TimeoutExpired:
        _signal_group(process.pid, signal.SIGKILL)
        process.wait(timeout=STOP_SECONDS)


def _signal_group(group: int, sig: signal.Signals) -> None:
    with suppress(ProcessLookupError):
        os.killpg(group, sig)


def log_tail(path: Path, lines: int = 30) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"
