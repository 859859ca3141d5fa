"""Home: start a table, or reopen one this device used recently."""

from __future__ import annotations

from flask import Blueprint, redirect, render_template, request, session, url_for

from scorekeeper.core import RuleError
from scorekeeper.store import repo
from scorekeeper.web.common import db

bp = Blueprint("home", __name__)
RECENT_LIMIT = 8


def remember_table(token: str, name: str) -> None:
    """Keep the table at the top of this device's recent list (a signed cookie)."""
    recent = [t for t in session.get("recent", []) if t.get("token") != token]
    session["recent"] = [{"token": token, "name": name}, *recent][:RECENT_LIMIT]


@bp.get("/")
def index():
    """Start a table, or reopen a recent one."""
    return render_template("home.html", recent=session.get("recent", []), errors={}, values={})


@bp.post("/tables")
def create_table():
    """Create a table with its players and go to it."""
    names = request.form.getlist("player")[: repo.MAX_PLAYERS + 1]
    try:
        table = repo.create_table(db(), request.form.get("name", ""), names)
    except RuleError as exc:
        values = {"name": request.form.get("name", ""), "players": names}
        errors = {exc.field or "form": exc.message}
        return render_template(
            "home.html", recent=session.get("recent", []), errors=errors, values=values
        ), 400
    remember_table(table.scorer_token, table.name)
    return redirect(url_for("tables.show", token=table.scorer_token), code=303)
