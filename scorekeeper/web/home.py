"""Home: start a table, or get back to one this device used recently.

The recent list lives in Flask's signed session cookie, not in the browser's localStorage: it works without
JavaScript, the cookie is HttpOnly (no script on any page can read the scorer links in it), it is sent only to
this server, and only this browser's own home page ever shows it. Viewers' pages never render it. It is made
permanent (``PERMANENT_SESSION_LIFETIME``, a month by default) so closing the browser does not forget it.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, redirect, render_template, request, session, url_for

from scorekeeper.core import RuleError
from scorekeeper.store import tables
from scorekeeper.web.common import db

bp = Blueprint("home", __name__)
RECENT_LIMIT = 8


def remember_table(token: str, name: str, *, game_id: int | None = None, game_name: str = "") -> None:
    """Keep the table at the top of this device's recent list; with ``game_id``, as its latest game."""
    old = [t for t in session.get("recent", []) if isinstance(t, dict) and t.get("token")]
    mine = next((t for t in old if t["token"] == token), {})
    entry: dict[str, Any] = {"token": token, "name": name}
    if game_id is not None:
        entry |= {"game": game_id, "game_name": game_name}
    elif mine.get("game") is not None:
        entry |= {"game": mine["game"], "game_name": mine.get("game_name", "")}
    others = [t for t in old if t["token"] != token]
    recent = [entry, *others][:RECENT_LIMIT]
    if recent != session.get("recent") or not session.permanent:  # unchanged: no new cookie to send
        session["recent"] = recent
        session.permanent = True


def recent_names() -> set[str]:
    """The names of the tables on this device's recent list."""
    return {t.get("name", "") for t in session.get("recent", []) if isinstance(t, dict)}


def forget_table(token: str) -> None:
    """Take the table off this device's recent list (it was deleted)."""
    recent = [t for t in session.get("recent", []) if isinstance(t, dict) and t.get("token") != token]
    if recent != session.get("recent"):
        session["recent"] = recent


def recent_tables() -> list[dict[str, Any]]:
    """This device's recent tables, latest first (only well-formed items of the cookie)."""
    return [t for t in session.get("recent", []) if isinstance(t, dict) and t.get("token") and t.get("name")]


@bp.get("/")
def index():
    """Start a table, or reopen a recent one."""
    return render_template("home.html", recent=recent_tables(), errors={}, values={})


@bp.post("/tables")
def create_table():
    """Create a table with its players and go to it."""
    names = request.form.getlist("player")[: tables.MAX_PLAYERS + 1]
    try:
        table = tables.create_table(db(), request.form.get("name", ""), names)
    except RuleError as exc:
        values = {"name": request.form.get("name", ""), "players": names}
        errors = {exc.field or "form": exc.message}
        return render_template("home.html", recent=recent_tables(), errors=errors, values=values), 400
    remember_table(table.scorer_token, table.name)
    return redirect(url_for("tables.show", token=table.scorer_token), code=303)
