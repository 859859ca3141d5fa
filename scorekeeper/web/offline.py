"""What lets a phone keep going when the Wi-Fi drops.

- ``/sw.js``, the service worker: keeps the app's assets, the phone's offline engine and the table pages
  opened on the phone.
- ``/offline/engine.zip``: the offline engine (``scorekeeper.phone``) with the rules, the templates and the
  pure-Python libraries they need, unpacked into Pyodide on the phone.
- ``/t/<token>/g/<id>/offline.json``: a game as the engine needs it (set-up, log, the play page's addresses),
  fetched after each entry for the entries since the last (``?after=``): the log only ever grows.

The entries themselves wait in the page's outbox (``static/outbox.js``) and carry keys the server stores them
by (``repo.append_event``).
"""

from __future__ import annotations

import hashlib
import importlib.util
import io
import zipfile
from functools import cache
from pathlib import Path

from flask import Blueprint, Response, current_app, jsonify, make_response, render_template, request, url_for
from flask_wtf.csrf import generate_csrf

from scorekeeper.store import repo
from scorekeeper.web.common import db, game_access

bp = Blueprint("offline", __name__)

ROOT = Path(__file__).resolve().parents[2]

#: The static files a table page needs (``base.html``, ``play.html``, ``board.html``), kept by the worker.
ASSETS = (
    "app.css",
    "theme.js",
    "forms.js",
    "card-entry.js",
    "picker.js",
    "outbox.js",
    "engine-worker.js",
    "board.js",
    "favicon.svg",
    "manifest.webmanifest",
    "vendor/htmx.min.js",
    "vendor/sse.js",
    "vendor/idb-keyval.js",
)
#: Pyodide (npm ``pyodide``, vendored by ``make setup``): Python in the browser, for the offline engine.
PYODIDE = "vendor/pyodide"
PYODIDE_FILES = (
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

#: What the engine bundle holds: the pure packages of the app, its templates, and the libraries they import.
APP_PARTS = ("__init__.py", "core.py", "cards.py", "forms.py", "rendering.py", "families", "games", "phone")
LIBRARIES = ("jinja2", "markupsafe", "treys")

#: The play page's addresses the offline page links to (``Engine.url_for``), with what each takes.
GAME_ENDPOINTS = (
    "play.add_entry",
    "play.undo",
    "play.redo",
    "play.show",
    "play.preview",
    "board.show",
    "records.chart",
    "records.export_json",
    "records.export_csv",
    "records.sheet",
    "tables.rematch",
)
TABLE_ENDPOINTS = ("share.show", "tables.show")


@bp.get("/sw.js")
def worker():
    """The service worker, at the root so that it may keep every table page (its scope is the site)."""
    engine = [url_for("static", filename=f"{PYODIDE}/{name}") for name in PYODIDE_FILES]
    body = render_template(
        "offline/sw.js",
        version=_version(current_app.static_folder),
        assets=[url_for("static", filename=name) for name in ASSETS],
        engine=[*engine, url_for("offline.engine")] if _has_pyodide(current_app.static_folder) else [],
    )
    response = make_response(body)
    response.mimetype = "text/javascript"
    response.headers["Cache-Control"] = "no-cache"  # the browser checks for a new worker on every visit
    return response


@bp.get("/offline/engine.zip")
def engine():
    """The offline engine's bundle (built once per process; the worker keeps it by the release's version)."""
    data, etag = _bundle()
    response = Response(data, mimetype="application/zip")
    response.set_etag(etag)
    response.headers["Cache-Control"] = "no-cache"
    return response.make_conditional(request)


@bp.get("/t/<token>/g/<int:game_id>/offline.json")
def game_spec(token: str, game_id: int):
    """The game as the phone's offline engine needs it: set-up, the log's entries after ``?after=`` (all of
    them by default), the play page's addresses and form token. Scorers only (a viewer enters nothing). A
    game with secrets the table keeps (New Eleusis's rule) is not played offline: its log is not sent."""
    access, game = game_access(token, game_id, write=True)
    ruleset = repo.ruleset_of(game)
    after = request.args.get("after", default=0, type=int)
    playable = not ruleset.secret_fields
    entries = repo.entries_of(db(), game) if playable else []
    spec = {
        "offline": playable,
        "id": game.id,
        "ruleset": game.ruleset,
        "players": list(game.players),
        "teams": game.teams,
        "options": game.options,
        "first_dealer": game.first_dealer,
        "title": repo.title_of(game),
        "table": access.table.name,
        "token": token,
        "csrf": generate_csrf(),
        "seq": entries[-1].seq if entries else 0,
        "entries": [{"seq": e.seq, "type": e.type, "payload": e.payload} for e in entries if e.seq > after],
        "urls": {
            **{name: url_for(name, token=token, game_id=game.id) for name in GAME_ENDPOINTS},
            **{name: url_for(name, token=token) for name in TABLE_ENDPOINTS},
        },
    }
    response = jsonify(spec)
    response.headers["Cache-Control"] = "no-store"
    return response


@cache
def _bundle() -> tuple[bytes, str]:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as bundle:
        package = ROOT / "scorekeeper"
        for part in APP_PARTS:
            _add(bundle, package / part, ROOT)
        _add(bundle, ROOT / "templates", ROOT, suffix=".html")
        for name in LIBRARIES:
            spec = importlib.util.find_spec(name)
            if spec is None or spec.origin is None:
                raise RuntimeError(f"The offline engine needs the library {name!r}.")
            folder = Path(spec.origin).parent
            _add(bundle, folder, folder.parent)
    data = out.getvalue()
    return data, hashlib.sha256(data).hexdigest()[:16]


def _add(bundle: zipfile.ZipFile, path: Path, base: Path, suffix: str = ".py") -> None:
    """``path`` (a file, or a folder's files ending in ``suffix``) into the bundle, named from ``base``."""
    found = [path] if path.is_file() else path.rglob(f"*{suffix}")
    files = sorted(p for p in found if "__pycache__" not in p.parts)
    for file in files:
        info = zipfile.ZipInfo(str(file.relative_to(base)), date_time=(2020, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        bundle.writestr(info, file.read_bytes())


@bp.app_context_processor
def engine_available() -> dict[str, bool]:
    """Whether pages may offer the offline engine: Pyodide is vendored (``make setup``)."""
    return {"offline_engine": _has_pyodide(current_app.static_folder)}


@cache
def _has_pyodide(static_folder: str | None) -> bool:
    return all((Path(static_folder or "static") / PYODIDE / name).exists() for name in PYODIDE_FILES)


@cache
def _version(static_folder: str | None) -> str:
    """A hash of the assets' contents and the engine's: a new release installs a new worker and cache."""
    digest = hashlib.sha256(_bundle()[1].encode())
    for name in ASSETS:
        path = Path(static_folder or "static") / name
        digest.update(path.read_bytes() if path.exists() else name.encode())
    return digest.hexdigest()[:16]
