"""``/metrics``: Prometheus metrics through prometheus_client, for whoever runs the server.

- ``scorekeeper_entries_stored_total``: entries stored (through the JSON API or the play page: entries,
  corrections, undo, redo);
- ``scorekeeper_entries_refused_total{kind}``: entries refused, by kind: ``rule`` (the rules say no: the
  page's 422, the API's 400 with a rule's sentence), ``stale`` (409, another phone was first), ``payload``
  (400: the request could not be read as an entry: not JSON, wrong shape, a bad field);
- ``scorekeeper_open_boards``: scoreboard streams open now;
- ``scorekeeper_request_seconds{endpoint, method}``: request latency, by route name (``play.add_entry``),
  never by address: no label ever carries a table token. Event streams are left out (they last minutes).

Read only from this machine (loopback) unless ``METRICS_FROM`` names other addresses or networks; a request
that came through a proxy not trusted by ``TRUSTED_PROXIES`` (it carries X-Forwarded-For) is refused too,
since behind nginx on the same machine every request comes from loopback. Refused: 404, as if absent.

With several gunicorn workers each process counts its own requests: set ``PROMETHEUS_MULTIPROC_DIR`` to an
empty folder (gunicorn.conf.py then tells prometheus_client when a worker exits) and ``/metrics`` adds up
every worker's counts; without it, each scrape sees the one worker that answered (docs/deploy.md).
"""

from __future__ import annotations

import ipaddress
import os
import time

from flask import Blueprint, Flask, Response, abort, current_app, g, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

bp = Blueprint("metrics", __name__)

ENTRIES = Counter("scorekeeper_entries_stored", "Entries stored (entries, corrections, undo, redo).")
REFUSALS = Counter(
    "scorekeeper_entries_refused",
    "Entries refused: rule (422), stale (409: another phone was first), payload (400: malformed).",
    ["kind"],
)
OPEN_BOARDS = Gauge(
    "scorekeeper_open_boards", "Scoreboard event streams open now.", multiprocess_mode="livesum"
)
LATENCY = Histogram(
    "scorekeeper_request_seconds", "Time to answer a request, by route name.", ["endpoint", "method"]
)

#: The routes that store an entry; their answers are counted as stored or refused.
ENTRY_ENDPOINTS = frozenset(
    {"api.append_event", "play.add_entry", "play.correct_entry", "play.undo", "play.redo"}
)
REFUSAL_KINDS = {422: "rule", 409: "stale", 400: "payload"}
LONG_LIVED = frozenset({"board.stream"})
LOOPBACK = "127.0.0.0/8,::1"


def install(app: Flask) -> None:
    app.register_blueprint(bp)
    app.before_request(_start)
    app.after_request(_observe)


def _start() -> None:
    g.metrics_started = time.perf_counter()


def _observe(response: Response) -> Response:
    endpoint = request.endpoint or "unmatched"  # a 404 has no route: one label for all of them
    started = g.pop("metrics_started", None)
    if started is not None and endpoint not in LONG_LIVED:
        LATENCY.labels(endpoint, request.method).observe(time.perf_counter() - started)
    if endpoint in ENTRY_ENDPOINTS:
        from scorekeeper.web.common import REFUSED_HEADER

        status = int(response.headers.get(REFUSED_HEADER) or response.status_code)
        if status < 400:
            ENTRIES.inc()
        elif status in REFUSAL_KINDS:
            # The JSON API answers a rule refusal 400 too, and says so in g.refusal_kind (web/api.py).
            REFUSALS.labels(g.pop("refusal_kind", None) or REFUSAL_KINDS[status]).inc()
    return response


def allowed_networks(setting: object) -> list[ipaddress.IPv4Network | ipaddress.IPv6Network]:
    """``METRICS_FROM`` (comma list of addresses or networks) plus loopback, always."""
    text = f"{LOOPBACK},{setting}" if setting else LOOPBACK
    return [ipaddress.ip_network(item.strip(), strict=False) for item in text.split(",") if item.strip()]


def may_read() -> bool:
    config = current_app.config
    proxied = "X-Forwarded-For" in request.headers and str(config.get("TRUSTED_PROXIES") or "0") == "0"
    if proxied:
        return False
    try:
        client = ipaddress.ip_address((request.remote_addr or "").split("%", 1)[0])
    except ValueError:
        return False
    return any(client in network for network in allowed_networks(config.get("METRICS_FROM")))


@bp.get("/metrics")
def metrics():
    if not may_read():
        abort(404)
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    else:
        registry = REGISTRY
    response = Response(generate_latest(registry), content_type=CONTENT_TYPE_LATEST)
    response.headers["Cache-Control"] = "no-store"
    return response
