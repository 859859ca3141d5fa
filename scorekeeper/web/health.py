"""``/healthz``: whether this server can answer, database included, for a proxy or a monitor to ask.

Not behind a table token and carrying none; the answer names no host, user or file, only whether the
database answered ``SELECT 1`` and whether it can be written (``store/disk.py``: a full disk, a read-only
file or server). The reason for a failure goes to the server's log, not to the caller.
"""

from __future__ import annotations

from flask import Blueprint, current_app, jsonify
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from scorekeeper.store import disk

bp = Blueprint("health", __name__)

UNREACHABLE = "The database does not answer; the server's log says why."


@bp.get("/healthz")
def healthz():
    """200 ``{"status": "ok", "database": "ok"}``, or 503 with a sentence when the database is down."""
    try:
        with current_app.extensions["engine"].connect() as conn:
            conn.execute(text("SELECT 1"))
    except SQLAlchemyError as exc:
        current_app.logger.warning("Health check: the database did not answer: %s", type(exc).__name__)
        response = jsonify(status="error", database="unreachable", message=UNREACHABLE)
        response.status_code = 503
    else:
        if (reason := disk.why_not_writable(current_app.extensions["engine"])) is not None:
            current_app.logger.warning("Health check: the database cannot be written: %s", reason)
            response = jsonify(status="error", database="not writable", message=disk.NOT_WRITABLE)
            response.status_code = 503
        else:
            response = jsonify(status="ok", database="ok")
    response.headers["Cache-Control"] = "no-store"
    return response
