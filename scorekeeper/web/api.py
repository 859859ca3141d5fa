"""The JSON API under /api/v1: everything the pages do, for scripts and other apps (docs/api.md)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, g, jsonify, request, url_for
from werkzeug.exceptions import BadRequest, HTTPException

from scorekeeper.core import RuleError, describe_options
from scorekeeper.families.log import Replay
from scorekeeper.games.registry import all_rulesets
from scorekeeper.store import records, repo, tables, writes
from scorekeeper.store.models import Game
from scorekeeper.web.common import db, game_access, game_for_entry, public_base, scorer_access, table_access
from scorekeeper.web.schemas import NewEvent, NewGame, NewTable, openapi_document, read_body, read_object

bp = Blueprint("api", __name__, url_prefix="/api/v1")


def json_body() -> dict[str, Any]:
    """The body as a JSON object, unchecked beyond that (views with a schema use ``read_body``)."""
    return read_object()


def error(message: str, status: int = 400, field: str | None = None, **extra: Any):
    """A refusal: the player's sentence and the field at fault, the same shape as ``schemas.BadRequest``."""
    return jsonify(error=message, field=field, **extra), status


def table_json(access: writes.Access) -> dict[str, Any]:
    table, base = access.table, public_base()
    data: dict[str, Any] = {
        "name": table.name,
        "players": [{"seat": p.seat, "name": p.name, "team": p.team} for p in tables.players_of(db(), table)],
        "games": [
            {"id": g.id, "ruleset": g.ruleset, "name": repo.title_of(g), "players": g.players}
            for g in tables.games_of(db(), table)
        ],
        "viewer_token": table.viewer_token,
        "viewer_url": base + url_for("tables.show", token=table.viewer_token),
    }
    if access.can_write:
        data["scorer_token"] = table.scorer_token
        data["scorer_url"] = base + url_for("tables.show", token=table.scorer_token)
    return data


def game_json(game: Game | repo.GameRow, result: Replay) -> dict[str, Any]:
    prompt = result.prompt
    return {
        "id": game.id,
        "ruleset": game.ruleset,
        "name": repo.title_of(game),
        "options": game.options,
        "players": game.players,
        "teams": game.teams,
        "first_dealer": game.first_dealer,
        "seq": result.seq,
        "next": {
            "phase": prompt.phase,
            "title": prompt.title,
            "events": list(prompt.events),
            "actor": prompt.actor,
            "data": dict(prompt.data),
        },
        "can_undo": result.can_undo,
        "can_redo": result.can_redo,
        **records.sheet_as_dict(result.sheet),
    }


@bp.get("/games")
def catalogue():
    """Every game with its player counts and options."""
    return jsonify(games=[r.catalogue_entry() for r in all_rulesets()])


@bp.post("/tables")
def create_table():
    """Create a table with players; returns its scorer and viewer links."""
    body = read_body(NewTable)
    try:
        table = tables.create_table(db(), body.name, body.players)
    except RuleError as exc:
        return error(exc.message, field=exc.field)
    return jsonify(table_json(writes.Access(table, can_write=True))), 201


@bp.get("/tables/<token>")
def get_table(token: str):
    """A table: its players and games (the scorer token only when asked with it)."""
    return jsonify(table_json(table_access(token)))


@bp.post("/tables/<token>/games")
def start_game(token: str):
    """Start a game: ruleset, players (default: everyone seated), options, first dealer, teams."""
    access = scorer_access(token)
    body = read_body(NewGame)
    players = body.players or [p.name for p in tables.players_of(db(), access.table)]
    try:
        game = repo.start_game(
            db(), access.table, body.ruleset, players, body.options or {}, body.first_dealer, body.teams
        )
    except RuleError as exc:
        return error(exc.message, field=exc.field)
    return jsonify(game_json(game, repo.current(db(), game))), 201


@bp.get("/tables/<token>/games/<int:game_id>")
def get_game(token: str, game_id: int):
    """A game: players, per-hand scores, totals, whether it is over, winners, sequence number."""
    _, game = game_access(token, game_id)
    return jsonify(game_json(game, repo.current(db(), game)))


@bp.get("/tables/<token>/games/<int:game_id>/events")
def list_events(token: str, game_id: int):
    """The game's log, every entry ever made."""
    _, game = game_access(token, game_id)
    return jsonify(events=records.shown_events(db(), game))


#: The request header an entry's key comes in (the IETF draft's name), and the answer's mark of a repeat.
IDEMPOTENCY_KEY = "Idempotency-Key"
IDEMPOTENCY_REPLAYED = "Idempotent-Replayed"


@bp.post("/tables/<token>/games/<int:game_id>/events")
def append_event(token: str, game_id: int):
    """Append one entry: 400 if it breaks the rules, 409 if ``expected_seq`` is stale. With an
    ``Idempotency-Key`` the log already holds, the entry is not stored again and the first answer is
    repeated (201, marked ``Idempotent-Replayed``)."""
    try:  # read before the write lock (a slow client's body never holds it), refused after the look-up
        body, refused = read_body(NewEvent), None
    except HTTPException as exc:
        body, refused = None, exc
    game = game_for_entry(token, game_id)  # 404 / 403 / 404 first, as every game URL refuses
    if refused is not None or body is None:
        db().rollback()
        raise refused or BadRequest()
    try:
        result = repo.append_event(
            db(),
            game,
            body.type,
            body.payload,
            expected_seq=body.expected_seq,
            author=body.author,
            write_begun=True,
            entry_key=request.headers.get(IDEMPOTENCY_KEY),
        )
    except writes.AlreadyStored as repeat:
        # The original answer again: the game as it stood just after that entry (and nothing stored twice).
        response = jsonify(game_json(game, repo.replay_to(db(), game, repeat.seq)))
        response.headers[IDEMPOTENCY_REPLAYED] = "true"
        return response, 201
    except writes.StaleWrite as exc:
        current = repo.current(db(), game)
        return error(
            f"Stale write: the game is at entry {exc.current_seq}, not {body.expected_seq}. "
            "Nothing was stored; check the current state and resend.",
            409,
            game=game_json(game, current),
        )
    except RuleError as exc:
        db().rollback()  # refused before append_event took the transaction over, it may still be open
        g.refusal_kind = "rule"  # the API answers it 400, as it does a body it cannot read (web/metrics.py)
        return error(exc.message, field=exc.field)
    return jsonify(game_json(game, result)), 201


@bp.get("/tables/<token>/games/<int:game_id>/export")
def export(token: str, game_id: int):
    """The game's full JSON record."""
    access, game = game_access(token, game_id)
    return jsonify(records.export_record(db(), access.table, game))


@bp.post("/import")
def import_record():
    """Recreate a game from a JSON record, as a new table; returns the new table's links and game id."""
    try:
        table, game = records.import_record(db(), json_body())
    except records.ImportBusy as exc:
        return error(exc.message, 503)
    except RuleError as exc:
        return error(exc.message)
    return jsonify(table=table_json(writes.Access(table, can_write=True)), game_id=game.id), 201


@bp.get("/games/<slug>/options")
def game_options(slug: str):
    """One game's options (names, labels, defaults, choices)."""
    ruleset = next((r for r in all_rulesets() if r.slug == slug), None)
    if ruleset is None:
        abort(404, description="No such game in the catalogue.")
    return jsonify(options=[s.as_dict() for s in describe_options(ruleset.Options)])


@bp.get("/openapi.json")
def openapi():
    """This API as an OpenAPI 3.1 document, built from the request schemas that enforce it."""
    return jsonify(openapi_document())
