"""Records: JSON and CSV export, the print-friendly score sheet, and importing a record."""

from __future__ import annotations

import json

from flask import Blueprint, Response, redirect, render_template, request, url_for

from scorekeeper.core import RuleError
from scorekeeper.store import records, repo
from scorekeeper.web.common import db, game_access
from scorekeeper.web.home import remember_table

bp = Blueprint("records", __name__)


def _filename(game, ext: str) -> str:
    return f"scorekeeper-{game.ruleset}-{game.id}.{ext}"


@bp.get("/t/<token>/g/<int:game_id>/export.json")
def export_json(token: str, game_id: int):
    """The whole game as a JSON record (every event, the options, the computed scores)."""
    access, game = game_access(token, game_id)
    body = json.dumps(records.export_record(db(), access.table, game), indent=2, ensure_ascii=False)
    return Response(
        body,
        mimetype="application/json",
        headers={"Content-Disposition": f'attachment; filename="{_filename(game, "json")}"'},
    )


@bp.get("/t/<token>/g/<int:game_id>/export.csv")
def export_csv(token: str, game_id: int):
    """The score sheet as CSV, one row per hand."""
    _, game = game_access(token, game_id)
    return Response(
        records.export_csv(db(), game),
        mimetype="text/csv",
        headers={"Content-Disposition": f'attachment; filename="{_filename(game, "csv")}"'},
    )


@bp.get("/t/<token>/g/<int:game_id>/sheet")
def sheet(token: str, game_id: int):
    """A print-friendly score sheet."""
    access, game = game_access(token, game_id)
    result = repo.current(db(), game)
    return render_template(
        "sheet.html",
        table=access.table,
        game=game,
        ruleset=repo.ruleset_of(game),
        sheet=result.sheet,
        entries=repo.records_of(db(), game),
    )


@bp.get("/import")
def import_form():
    """Upload a JSON record to recreate its game."""
    return render_template("import.html", error="")


@bp.post("/import")
def import_record():
    """Recreate a game (as a new table) from an uploaded JSON record."""
    upload = request.files.get("record")
    try:
        if upload is None or not upload.filename:
            raise RuleError("Choose a JSON record file to import.")
        try:
            data = json.loads(upload.read().decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise RuleError("That file is not valid JSON.") from None
        table, game = records.import_record(db(), data)
    except RuleError as exc:
        return render_template("import.html", error=exc.message), 400
    remember_table(table.scorer_token, table.name)
    return redirect(url_for("board.show", token=table.scorer_token, game_id=game.id), code=303)
