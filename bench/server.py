"""Starting and stopping gunicorn on a free port of 127.0.0.1, always in its own process group.

The server runs as ``make run`` runs it: gunicorn reads ``gunicorn.conf.py`` (``--config``), which is the one
place its worker class and counts are set; only what the file leaves unset is filled in here, with
``make run``'s defaults (``RUN_DEFAULTS``). ``cpu_seconds`` reads the CPU time the server's processes (the
master and its workers) have used so far from ``/proc``, which is what the benchmark divides by the entries
stored: a figure that does not depend on what else the machine is doing.
"""

from __future__ import annotations

import http.client
import os
import runpy
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
CONFIG_FILE = ROOT / "gunicorn.conf.py"
#: Used only where gunicorn.conf.py is silent (it names gevent and 2 workers, what make run serves with).
RUN_DEFAULTS: dict[str, Any] = {"worker_class": "gthread", "workers": 2, "threads": 32}
READY_SECONDS = 30
STOP_SECONDS = 3  # an open scoreboard stream keeps a worker from a quick exit; then SIGKILL


def run_settings(config_file: Path = CONFIG_FILE) -> dict[str, Any]:
    """Worker class, workers and threads as ``make run`` serves the app: the config file's, else the
    defaults (a settings file is plain assignments, so reading it runs nothing else)."""
    found = runpy.run_path(str(config_file)) if config_file.exists() else {}
    return {name: found.get(name, default) for name, default in RUN_DEFAULTS.items()}


SETTINGS = run_settings()
WORKER_CLASS, WORKERS, THREADS = SETTINGS["worker_class"], SETTINGS["workers"], SETTINGS["threads"]


def describe_workers(settings: dict[str, Any] = SETTINGS) -> str:
    """'gthread 2 workers × 32 threads' or 'gevent 2 workers' (threads only count for gthread)."""
    workers = f"{settings['worker_class']} {settings['workers']} workers"
    return f"{workers} × {settings['threads']} threads" if settings["worker_class"] == "gthread" else workers


@dataclass(frozen=True)
class Server:
    host: str
    port: int
    pid: int = 0  # gunicorn's master; its workers are its children

    def cpu_seconds(self) -> float:
        """User + system CPU time used so far by the master and every worker (``cpu_seconds``)."""
        return cpu_seconds(self.pid)

    def connection(self, timeout: float = 10) -> http.client.HTTPConnection:
        """A new keep-alive connection to the server."""
        return http.client.HTTPConnection(self.host, self.port, timeout=timeout)


def free_port() -> int:
    """A port nobody listens on now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def gunicorn_command(app_spec: str, port: int, settings: dict[str, Any] = SETTINGS) -> list[str]:
    """The same settings as ``make run``: its config file, the defaults it leaves to the Makefile, and its
    access log on stdout."""
    config = ["--config", str(CONFIG_FILE)] if CONFIG_FILE.exists() else []
    return [
        sys.executable,
        "-m",
        "gunicorn",
        *config,
        "--worker-class",
        str(settings["worker_class"]),
        "--workers",
        str(settings["workers"]),
        "--threads",
        str(settings["threads"]),
        "--bind",
        f"{HOST}:{port}",
        "--chdir",
        str(ROOT),
        # an access line per request, as `make run` and deploy/scorekeeper@.service write it (into the
        # server's log file here): part of what a request costs the server
        "--access-logfile",
        "-",
        app_spec,
    ]


CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` and all its descendants alive now, from ``/proc``.

    A process that has ended is no longer counted (gunicorn only replaces a worker that dies or times
    out, which its log would show); 0.0 where ``/proc`` is missing.
    """
    return sum(_own_cpu_ticks(p) for p in _family(pid)) / CLOCK_TICKS


def _family(pid: int) -> list[int]:
    """``pid`` and its descendants, from each thread's ``children`` list (Linux 3.5+)."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        for task in Path(f"/proc/{current}/task").glob("*/children"):
            with suppress(OSError):
                todo.extend(int(child) for child in task.read_text().split())
    return found


def _own_cpu_ticks(pid: int) -> int:
    """utime + stime of one process (fields 14 and 15 of /proc/<pid>/stat), 0 if it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0
    fields = stat[stat.rindex(")") + 2 :].split()  # the name in parentheses may hold spaces
    return int(fields[11]) + int(fields[12])  # fields[0] is field 3 (state)


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
            server = Server(HOST, port, process.pid)
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
