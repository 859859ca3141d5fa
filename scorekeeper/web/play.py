"""Play: the entry form for the current phase, undo/redo, and the hand history."""

from __future__ import annotations

from flask import Blueprint, redirect, request, session, url_for

from scorekeeper.core import RuleError
from scorekeeper.rules.log import REDO, UNDO
from scorekeeper.store import records, repo
from scorekeeper.store.models import AUTHOR_MAX
from scorekeeper.web.common import db, game_access, is_htmx, page_or_fragment
from scorekeeper.web.forms import payload_from_form, values_for_form

bp = Blueprint("play", __name__, url_prefix="/t/<token>/g/<int:game_id>")


def render_play(access, game, *, status: int = 200, errors=None, values=None, message: str = ""):
    result = repo.current(db(), game)
    ruleset = repo.ruleset_of(game)
    return page_or_fragment(
        "play.html",
        "_play.html",
        status=status,
        access=access,
        token=access.table.scorer_token,
        table=access.table,
        game=game,
        ruleset=ruleset,
        result=result,
        prompt=result.prompt,
        sheet=result.sheet,
        entries=records.shown_events(db(), game, result),
        errors=errors or {},
        values=values or {},
        message=message,
    )


@bp.get("")
def show(token: str, game_id: int):
    """The play page (scorers); viewers are sent to the scoreboard."""
    access, game = game_access(token, game_id)
    if not access.can_write:
        return redirect(url_for("board.show", token=token, game_id=game_id))
    return render_play(access, game)


@bp.post("/entries")
def add_entry(token: str, game_id: int):
    """Record one entry from the current phase's form."""
    access, game = game_access(token, game_id, write=True)
    payload = payload_from_form(request.form)
    # The form's hidden event_type comes first; a submit button named event_type (e.g. "Cancelled")
    # that was pressed comes after it and wins.
    event_type = (request.form.getlist("event_type") or [""])[-1]
    return _append(access, game, event_type, payload)


@bp.post("/undo")
def undo(token: str, game_id: int):
    """Take back the latest entry still in force (recorded as an undo entry)."""
    access, game = game_access(token, game_id, write=True)
    return _append(access, game, UNDO, {})


@bp.post("/redo")
def redo(token: str, game_id: int):
    """Put back the entry most recently undone."""
    access, game = game_access(token, game_id, write=True)
    return _append(access, game, REDO, {})


def _append(access, game, event_type: str, payload: dict):
    author = session.get("me", "")[:AUTHOR_MAX]
    try:
        repo.append_event(
            db(), game, event_type, payload, expected_seq=request.form.get("expected_seq"), author=author
        )
    except repo.StaleWrite:
        message = (
            "Another phone recorded an entry first. Here is the game as it stands now: "
            "check it, then enter yours again if it is still needed."
        )
        return render_play(access, game, status=409, message=message, values=values_for_form(payload))
    except RuleError as exc:
        errors = {exc.field or "form": exc.message}
        return render_play(access, game, status=422, errors=errors, values=values_for_form(payload))
    if not is_htmx():
        return redirect(url_for("play.show", token=access.table.scorer_token, game_id=game.id), code=303)
    return render_play(access, game)
