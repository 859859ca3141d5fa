"""Gunicorn settings for Scorekeeper (``make run`` passes this file; gunicorn also reads it by itself when
started from this folder). Command-line flags override what is here."""

import os
import resource
import threading
import time

# Access log lines without the tables' tokens: /t/<token>/g/3 instead of the real address.
logger_class = "scorekeeper.access_log.RedactingLogger"

# --- Open scoreboards (docs/deploy.md, "Open scoreboards") ---------------------------------------------
# gevent workers: an open scoreboard is a sleeping greenlet, not a thread, so one worker holds a thousand of
# them; the process's change watcher (scorekeeper/store/changes.py) wakes them. `make run` sets `workers`.

worker_class = "gevent"
workers = 2
# Connections one worker serves at once: open scoreboards (at most SCOREKEEPER_SSE_MAX_STREAMS each, 1500
# by default) plus the phones' requests.
worker_connections = int(os.environ.get("SCOREKEEPER_WORKER_CONNECTIONS", "2000"))
# Requests still running when a worker is told to stop get this long; open streams end within a second.
graceful_timeout = 10
# Every connection is a file descriptor: raise the soft limit this far (as far as the hard one allows).
OPEN_FILES = 8192


def _raise_open_files(wanted: int = OPEN_FILES) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


_raise_open_files()


def post_worker_init(worker) -> None:
    """Watch for the worker being told to stop (SIGTERM clears ``worker.alive``) and then end its open
    streams, which would otherwise hold the shutdown up for their whole lifetime (SSE_MAX_SECONDS)."""

    def watch() -> None:
        while worker.alive:
            time.sleep(0.2)  # a greenlet under gevent (threading and time are monkey-patched)
        from scorekeeper.store.changes import shutdown_all

        shutdown_all()

    threading.Thread(target=watch, name="scorekeeper-shutdown", daemon=True).start()


def child_exit(_server, worker) -> None:
    """With PROMETHEUS_MULTIPROC_DIR set (/metrics adding up every worker, docs/deploy.md "Metrics"), a
    worker that exits stops counting among the open scoreboards."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)
