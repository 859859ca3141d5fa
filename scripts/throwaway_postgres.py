"""A throwaway PostgreSQL server for the tests: started in a temporary folder, on loopback, removed after.

    python scripts/throwaway_postgres.py -- pytest -q          # runs the command with the server's URL

The command sees ``SCOREKEEPER_TEST_POSTGRES_URL`` (a superuser URL, ``postgresql+psycopg://...``) and
``SCOREKEEPER_TEST_POSTGRES_LOG`` (the server's log file). The server is stopped and its folder deleted when
the command ends, fails or is interrupted. The deployment test (tests/deploy/) uses ``throwaway_postgres()``
directly when no server was handed to it.

Choices: Debian's ``postgresql`` package is installed when no ``pg_ctl`` is found (only as root, as in CI);
the cluster belongs to the ``postgres`` user when we run as root, because initdb refuses to run as root; it
listens on 127.0.0.1 on a free port, with its unix socket in its own folder (not /run/postgresql); TCP
logins need a random password, the socket (reachable by its owner only) trusts; durability is switched off
(fsync, synchronous_commit, full_page_writes): the data is thrown away anyway.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

OWNER = "postgres"  # the system user Debian's package creates
SETTINGS = {
    "listen_addresses": "127.0.0.1",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "300",
    "log_line_prefix": "%m [%p] ",
    "log_timezone": "UTC",
}


@dataclass(frozen=True)
class Server:
    url: str  # postgresql+psycopg://postgres:<password>@127.0.0.1:<port>/postgres
    log: Path
    port: int


def pg_bin() -> Path:
    """The folder holding pg_ctl and initdb: on PATH, else Debian's /usr/lib/postgresql/<version>/bin
    (the newest), else installed from Debian's packages (as root)."""
    found = _find_pg_bin()
    if found is None:
        if os.geteuid() != 0:
            raise SystemExit("PostgreSQL is not installed: run `apt-get install postgresql` as root first.")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
        subprocess.run(["apt-get", "install", "-y", "-qq", "postgresql"], check=True, env=env)
        found = _find_pg_bin()
    if found is None:
        raise SystemExit("pg_ctl is still missing after installing postgresql.")
    return found


def _find_pg_bin() -> Path | None:
    on_path = shutil.which("pg_ctl")
    if on_path:
        return Path(on_path).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=_version)
    return Path(versions[-1]).parent if versions else None


def _version(path: str) -> float:
    try:
        return float(Path(path).parent.parent.name)
    except ValueError:
        return 0.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _as_owner(command: list[str]) -> list[str]:
    """Run as the postgres user when we are root (initdb and the server refuse root)."""
    return ["runuser", "-u", OWNER, "--", *command] if os.geteuid() == 0 else command


@contextlib.contextmanager
def throwaway_postgres() -> Iterator[Server]:
    """Start a fresh cluster; yield its URL and log; stop it and delete its folder whatever happens."""
    binaries = pg_bin()
    folder = Path(tempfile.mkdtemp(prefix="scorekeeper-pg-"))
    data, log = folder / "data", folder / "server.log"
    password = secrets.token_hex(16)
    started = False
    try:
        (folder / "pwfile").write_text(password + "\n")
        if os.geteuid() == 0:
            owner = pwd.getpwnam(OWNER)
            for path in (folder, folder / "pwfile"):
                os.chown(path, owner.pw_uid, owner.pw_gid)
        initdb = [str(binaries / "initdb"), "-D", str(data), "-U", "postgres", "-E", "UTF8", "--locale=C"]
        initdb += ["--auth-local=trust", "--auth-host=scram-sha-256", f"--pwfile={folder / 'pwfile'}"]
        subprocess.run(_as_owner([*initdb, "--no-sync"]), check=True, stdout=subprocess.DEVNULL)
        (folder / "pwfile").unlink()
        port = free_port()
        settings = {**SETTINGS, "port": str(port), "unix_socket_directories": str(folder)}
        with (data / "postgresql.conf").open("a") as conf:  # the last line for a setting wins
            conf.write("".join(f"{key} = '{value}'\n" for key, value in settings.items()))
        start = [str(binaries / "pg_ctl"), "-D", str(data), "-l", str(log), "-w", "start"]
        if subprocess.run(_as_owner(start), check=False, stdout=subprocess.DEVNULL).returncode:
            raise SystemExit(f"PostgreSQL did not start:\n{_tail(log)}")
        started = True
        yield Server(f"postgresql+psycopg://postgres:{password}@127.0.0.1:{port}/postgres", log, port)
    finally:
        if started:
            stop = [str(binaries / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"]
            subprocess.run(_as_owner(stop), check=False, stdout=subprocess.DEVNULL)
        shutil.rmtree(folder, ignore_errors=True)


def _tail(log: Path, lines: int = 20) -> str:
    try:
        return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


def main(argv: list[str]) -> int:
    """Run the command after ``--`` against a throwaway server; its exit status is ours."""
    command = argv[argv.index("--") + 1 :] if "--" in argv else argv
    if not command:
        print(__doc__, file=sys.stderr)
        return 2
    # SIGTERM (a CI timeout) unwinds like Ctrl-C, so the server is stopped and its folder removed.
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    began = time.monotonic()
    with throwaway_postgres() as server:
        print(f"Throwaway PostgreSQL on 127.0.0.1:{server.port} (log {server.log})", flush=True)
        env = {
            **os.environ,
            "SCOREKEEPER_TEST_POSTGRES_URL": server.url,
            "SCOREKEEPER_TEST_POSTGRES_LOG": str(server.log),
        }
        try:
            status = subprocess.run(command, env=env, check=False).returncode
        except KeyboardInterrupt:
            status = 130
    print(f"PostgreSQL run: {time.monotonic() - began:.0f} s, server stopped and removed.", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
