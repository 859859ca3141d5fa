"""What lets a phone keep going when the Wi-Fi drops: the service worker (``/sw.js``), which keeps the app's
assets and the table pages opened on the phone. The entries themselves wait in the page's outbox
(``static/outbox.js``) and carry keys the server stores them by (``repo.append_event``)."""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

from flask import Blueprint, current_app, make_response, render_template, url_for

bp = Blueprint("offline", __name__)

#: The static files a table page needs (``base.html``, ``play.html``, ``board.html``), kept by the worker.
ASSETS = (
    "app.css",
    "theme.js",
    "forms.js",
    "card-entry.js",
    "picker.js",
    "outbox.js",
    "board.js",
    "favicon.svg",
    "manifest.webmanifest",
    "vendor/htmx.min.js",
    "vendor/sse.js",
    "vendor/idb-keyval.js",
)


@bp.get("/sw.js")
def worker():
    """The service worker, at the root so that it may keep every table page (its scope is the site)."""
    body = render_template(
        "offline/sw.js",
        version=_version(current_app.static_folder),
        assets=[url_for("static", filename=name) for name in ASSETS],
    )
    response = make_response(body)
    response.mimetype = "text/javascript"
    response.headers["Cache-Control"] = "no-cache"  # the browser checks for a new worker on every visit
    return response


@cache
def _version(static_folder: str | None) -> str:
    """A hash of the assets' contents: a new release (changed assets) installs a new worker and cache."""
    digest = hashlib.sha256()
    for name in ASSETS:
        path = Path(static_folder or "static") / name
        digest.update(path.read_bytes() if path.exists() else name.encode())
    return digest.hexdigest()[:16]
