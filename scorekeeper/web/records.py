"""Records: JSON and CSV export, the print-friendly score sheet, and importing a record."""

from __future__ import annotations

import json

from flask import (
    Blueprint,
    Response,
    flash,
    get_flashed_messages,
    redirect,
    render_template,
    request,
    url_for,
)

from scorekeeper.core import RuleError, describe_options
from scorekeeper.families.results import progress
from scorekeeper.families.ruleset import ScoreSheet
from scorekeeper.history import charts
from scorekeeper.store import group_records, records, repo
from scorekeeper.web.common import db, game_access
from scorekeeper.web.home import recent_names, remember_table

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
    """A print-friendly score sheet, with the score progression."""
    access, game = game_access(token, game_id)
    result = repo.current(db(), game)
    return render_template(
        "sheet.html",
        table=access.table,
        game=game,
        ruleset=repo.ruleset_of(game),
        sheet=result.sheet,
        entries=repo.records_of(db(), game),
        options=options_played(game),
        printing=True,
        **chart_context(result.sheet),
    )


@bp.get("/t/<token>/g/<int:game_id>/chart")
def chart(token: str, game_id: int):
    """The game's score progression (totals after each hand) and its numbers: opened on the play page and
    the scoreboard when asked for, not sent with every entry."""
    _, game = game_access(token, game_id)
    result = repo.current(db(), game)
    return render_template("_chart.html", game=game, sheet=result.sheet, **chart_context(result.sheet))


def chart_context(sheet: ScoreSheet) -> dict:
    totals = progress(sheet)
    drawn = charts.progression(sheet.columns, totals) if len(totals) >= 2 else None
    return {"chart": drawn, "progress": totals}


def options_played(game) -> list[tuple[str, str]]:
    """Every option of the game as (label, value in words), defaults included: a printed sheet says what
    was played, so another table can check the scores by the same rules."""
    options = repo.setup_of(game).options
    played = []
    for spec in describe_options(type(options)):
        value = getattr(options, spec.name)
        if spec.kind == "bool":
            words = "yes" if value else "no"
        else:
            words = next((label for choice, label in spec.choices if str(choice) == str(value)), str(value))
        played.append((spec.label, words))
    return played


#: The flashed sentence of an import whose table was named apart from one this device already has.
RENAMED = "renamed"


@bp.get("/import")
def import_form():
    """Upload a JSON record to recreate its game."""
    return render_template("import.html", error="")


@bp.post("/import")
def import_record():
    """Recreate a game (as a new table) from an uploaded JSON record, or a whole group from a group's."""
    upload = request.files.get("record")
    try:
        if upload is None or not upload.filename:
            raise RuleError("Choose a JSON record file to import.")
        data = records.parse_record(upload.read())
        if isinstance(data, dict) and data.get("schema") == group_records.SCHEMA:
            group = group_records.import_group(db(), data)
            return redirect(url_for("groups.show", token=group.scorer_token), code=303)
        wanted = records.table_name(data)
        name = records.unused_name(wanted, recent_names())
        table, game = records.import_record(db(), data, name=name)
    except RuleError as exc:
        return render_template("import.html", error=exc.message), 400
    if name != wanted:
        flash(f"This device already has a table called “{wanted}”, so this one is called “{name}”.", RENAMED)
    remember_table(table.scorer_token, table.name)
    return redirect(url_for("records.imported", token=table.scorer_token, game_id=game.id), code=303)


@bp.get("/t/<token>/g/<int:game_id>/imported")
def imported(token: str, game_id: int):
    """After an import: what was recreated, and the way to go on playing it."""
    access, game = game_access(token, game_id, write=True)
    result = repo.current(db(), game)
    return render_template(
        "import.html",
        error="",
        table=access.table,
        game=game,
        ruleset=repo.ruleset_of(game),
        result=result,
        token=token,
        renamed=" ".join(get_flashed_messages(category_filter=[RENAMED])),
    )
