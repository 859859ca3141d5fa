"""Table page: players and seating, the game catalogue with options, starting a game."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, request, url_for

from scorekeeper.core import RuleError, describe_options
from scorekeeper.games.registry import all_rulesets, get_ruleset
from scorekeeper.store import repo, tables, writes
from scorekeeper.web.common import db, page_or_fragment, scorer_access, table_access
from scorekeeper.web.home import remember_table

bp = Blueprint("tables", __name__, url_prefix="/t/<token>")
OPTION_PREFIX = "opt."


def _context(access: writes.Access, **extra):
    session = db()
    return {
        "access": access,
        "table": access.table,
        "token": access.table.scorer_token if access.can_write else access.table.viewer_token,
        "players": tables.players_of(session, access.table),
        "games": tables.games_of(session, access.table),
        "catalogue": all_rulesets(),
        "get_ruleset": get_ruleset,
        "errors": {},
        "values": {},
        **extra,
    }


@bp.get("")
def show(token: str):
    """The table: who plays, the games played here, and starting a new one."""
    access = table_access(token)
    if access.can_write:
        remember_table(token, access.table.name)
    return render_template("table.html", **_context(access))


@bp.post("/players")
def update_players(token: str):
    """Change the seating: names in seat order, with optional team labels."""
    access = scorer_access(token)
    names = request.form.getlist("player")[: tables.MAX_PLAYERS + 1]
    teams = request.form.getlist("team")[: tables.MAX_PLAYERS + 1]
    try:
        tables.set_players(db(), access.table, names, teams)
    except RuleError as exc:
        ctx = _context(access, errors={exc.field or "players": exc.message})
        return render_template("table.html", **ctx), 400
    return redirect(url_for("tables.show", token=token), code=303)


@bp.get("/options")
def options_form(token: str):
    """The options of one game, for the set-up form (an htmx fragment)."""
    access = scorer_access(token)
    ruleset = get_ruleset(request.args.get("ruleset", ""))
    if ruleset is None:
        abort(404, description="No such game in the catalogue.")
    return page_or_fragment(
        "table.html",
        "_options.html",
        **_context(access, ruleset=ruleset, specs=describe_options(ruleset.Options)),
    )


@bp.post("/games")
def start_game(token: str):
    """Start a game with the chosen players, first dealer and options."""
    access = scorer_access(token)
    form = request.form
    seated = [p.name for p in tables.players_of(db(), access.table)]
    chosen = [name for name in seated if name in set(form.getlist("seat"))]
    ruleset = get_ruleset(form.get("ruleset", ""))
    try:
        if ruleset is None:
            raise RuleError("Choose a game from the catalogue.", "ruleset")
        options = _options_from_form(ruleset)
        dealer_name = form.get("first_dealer", "")
        dealer = chosen.index(dealer_name) if dealer_name in chosen else 0
        teams = _teams_from_form(chosen) if ruleset.uses_teams else None
        game = repo.start_game(db(), access.table, ruleset.slug, chosen, options, dealer, teams)
    except RuleError as exc:
        specs = describe_options(ruleset.Options) if ruleset else []
        ctx = _context(
            access,
            errors={exc.field or "game": exc.message},
            ruleset=ruleset,
            specs=specs,
            values=form.to_dict(),
        )
        return render_template("table.html", **ctx), 400
    return redirect(url_for("play.show", token=token, game_id=game.id), code=303)


def _options_from_form(ruleset) -> dict[str, str]:
    options = {}
    for spec in describe_options(ruleset.Options):
        values = request.form.getlist(OPTION_PREFIX + spec.name)
        if values:
            options[spec.name] = values[-1]  # a checkbox follows its hidden "false"
    return options


def _teams_from_form(chosen: list[str]) -> list[list[int]]:
    labels = [request.form.get(f"team.{name}", "") for name in chosen]
    names = sorted({label for label in labels if label})
    return [[i for i, label in enumerate(labels) if label == name] for name in names]


@bp.post("/g/<int:game_id>/rematch")
def rematch(token: str, game_id: int):
    """Game over, play again: a new game at this table, same game, players, teams and options (as stored: an
    option added since keeps the old game's meaning), and the first deal passes on in the game's direction
    of play (the seat after the finished game's first dealer: its left, or its right if counter-clockwise)."""
    access = scorer_access(token)
    old = repo.game_of_table(db(), access.table, game_id)
    if old is None or get_ruleset(old.ruleset) is None:
        abort(404, description="This table has no such game.")
    try:
        direction = repo.ruleset_of(old).direction_at(repo.setup_of(old))
        dealer = direction.after(old.first_dealer, len(old.players))
        game = repo.start_game(
            db(), access.table, old.ruleset, old.players, old.options, dealer, old.teams or None, stored=True
        )
    except RuleError as exc:  # the game's rules changed since (an option renamed): say so, start nothing
        abort(400, description=f"A rematch cannot start: {exc.message}")
    return redirect(url_for("play.show", token=token, game_id=game.id), code=303)
