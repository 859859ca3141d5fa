"""Table page: players and seating, the game catalogue with options, starting a game."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, request, url_for

from scorekeeper.core import RuleError, describe_options
from scorekeeper.families.ruleset import Ruleset
from scorekeeper.games.registry import all_rulesets, get_ruleset
from scorekeeper.store import house_games, repo, tables, writes
from scorekeeper.web.common import db, page_or_fragment, scorer_access, table_access
from scorekeeper.web.home import forget_table, remember_table

bp = Blueprint("tables", __name__, url_prefix="/t/<token>")
OPTION_PREFIX = "opt."


def _context(access: writes.Access, **extra):
    session = db()
    players = tables.players_of(session, access.table)
    return {
        "access": access,
        "table": access.table,
        "token": access.table.scorer_token if access.can_write else access.table.viewer_token,
        "players": players,
        "seated": [p.name for p in players],  # the players ticked to play: everyone until the form says
        "games": tables.games_of(session, access.table),
        "house_games": house_games.offered(session, access.table) if access.can_write else [],
        "catalogue": all_rulesets(),
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
    slug = request.args.get("ruleset", "")
    if not slug:
        return ""  # seats ticked before a game is chosen: no options yet
    ruleset = get_ruleset(slug)
    if ruleset is None:
        abort(404, description="No such game in the catalogue.")
    # Sent again with the whole form when a seat is ticked or unticked: the first dealer is offered among
    # the players ticked, and the options already chosen are kept.
    values = _form_values(request.args)
    chosen = _chosen(access, request.args) if "seat" in request.args else None
    ctx = _context(access, ruleset=ruleset, specs=describe_options(ruleset.Options), values=values)
    if chosen is not None:
        ctx["seated"] = chosen
        try:  # a dealer chosen, then unticked, is said at once (the list no longer offers them)
            _first_dealer(ruleset, chosen, values.get("first_dealer", ""))
        except RuleError as exc:
            ctx["errors"] = {exc.field: exc.message}
    return page_or_fragment("table.html", "_options.html", **ctx)


@bp.post("/games")
def start_game(token: str):
    """Start a game with the chosen players, first dealer and options; or, with ``house``, a saved house
    game with its saved settings (one tap: the players ticked, the teams as labelled)."""
    access = scorer_access(token)
    form = request.form
    chosen = _chosen(access, form)
    values = _form_values(form)
    saved = house_games.saved_game(db(), access.table, form["house"]) if "house" in form else None
    ruleset = saved[0] if saved else get_ruleset(form.get("ruleset", ""))
    try:
        if "house" in form and saved is None:
            raise RuleError("That saved house game is no longer kept at this table: choose the game below.")
        if ruleset is None:
            raise RuleError("Choose a game from the catalogue.", "ruleset")
        if saved:  # shown again with its settings if the start is refused
            values |= {"ruleset": ruleset.slug} | {f"{OPTION_PREFIX}{k}": v for k, v in saved[1].items()}
        options = saved[1] if saved else _options_from_form(ruleset)
        dealer = _first_dealer(ruleset, chosen, form.get("first_dealer", ""))
        players = tables.players_of(db(), access.table)
        seating = {p.name: p.team for p in players} if saved else {}
        teams = _teams_from_form(chosen, seating) if ruleset.uses_teams else None
        game = repo.start_game(
            db(), access.table, ruleset.slug, chosen, options, dealer, teams, stored=bool(saved)
        )
    except RuleError as exc:
        specs = describe_options(ruleset.Options) if ruleset else []
        errors = {exc.field or "game": exc.message}
        ctx = _context(access, errors=errors, ruleset=ruleset, specs=specs, values=values, seated=chosen)
        return render_template("table.html", **ctx), 400
    return redirect(url_for("play.show", token=token, game_id=game.id), code=303)


@bp.post("/house/<int:house_id>/forget")
def forget_house_game(token: str, house_id: int):
    """Stop offering a saved house game at this table (the games played with it stay)."""
    access = scorer_access(token)
    house_games.forget(db(), access.table, house_id)
    return redirect(url_for("tables.show", token=token), code=303)


@bp.get("/delete")
def confirm_delete(token: str):
    """Ask before deleting the table: what will go, and a button that says so."""
    access = scorer_access(token)
    return render_template("table_delete.html", **_context(access))


@bp.post("/delete")
def delete(token: str):
    """Delete the table and all its games, once confirmed (the form's ``confirm`` field must say "delete");
    only through the scorer link. Nothing of it remains: the links stop working."""
    access = scorer_access(token)
    if request.form.get("confirm") != "delete":
        ctx = _context(
            access, errors={"confirm": "Nothing was deleted: press “Delete this table” to confirm."}
        )
        return render_template("table_delete.html", **ctx), 400
    name = access.table.name
    # Cached replays need no clearing, on this worker or any other: they are keyed by the game's id, table
    # and creation time, so a new game given a deleted one's id (SQLite reuses the highest) finds none.
    try:
        tables.delete_table(db(), access.table)
    except RuleError as exc:
        return render_template("table_delete.html", **_context(access, errors={"confirm": exc.message})), 400
    forget_table(access.table.scorer_token)
    return render_template("table_deleted.html", name=name)


def _chosen(access: writes.Access, form) -> list[str]:
    """The players ticked to play, in seat order (names not seated at the table are left out)."""
    ticked = set(form.getlist("seat"))
    return [p.name for p in tables.players_of(db(), access.table) if p.name in ticked]


def _form_values(form) -> dict[str, str]:
    """The set-up form as filled in, to show it again: a field's last value (a ticked option's box comes
    after its hidden "false", which ``to_dict`` would keep)."""
    return {name: form.getlist(name)[-1] for name in form}


def _first_dealer(ruleset: Ruleset, chosen: list[str], name: str) -> int:
    """The first dealer's seat among the players chosen (the first of them when none is named)."""
    if not name:
        return 0
    if name not in chosen:
        what = ruleset.first_dealer_label.lower()
        sentence = f"{name} is not playing this game: choose the {what} among those ticked."
        raise RuleError(sentence, "first_dealer")
    return chosen.index(name)


def _options_from_form(ruleset) -> dict[str, str]:
    """The game's options from the form; a field naming an option the game does not have is refused."""
    known = {spec.name for spec in describe_options(ruleset.Options)}
    unknown = sorted(k[len(OPTION_PREFIX) :] for k in request.form if k.startswith(OPTION_PREFIX))
    unknown = [name for name in unknown if name not in known]
    if unknown:
        raise RuleError(f"{ruleset.name} has no option called “{unknown[0]}”.", "game")
    options = {}
    for spec in describe_options(ruleset.Options):
        values = request.form.getlist(OPTION_PREFIX + spec.name)
        if values:
            options[spec.name] = values[-1]  # a checkbox follows its hidden "false"
    return options


def _teams_from_form(chosen: list[str], seating: dict[str, str]) -> list[list[int]]:
    """The teams by label: the form's (the game's options), else ``seating``'s (a saved game started in one
    tap, with no options on the form: the table's labels)."""
    asked = any(f"team.{name}" in request.form for name in chosen)
    labels = [request.form.get(f"team.{name}", "") if asked else seating.get(name, "") for name in chosen]
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
    if not repo.current(db(), old).sheet.is_over:
        abort(
            409,
            description="This game is not over yet: a rematch starts once it ends. To play something else "
            "meanwhile, start a new game from the table page.",
        )
    try:
        direction = repo.ruleset_of(old).direction_at(repo.setup_of(old))
        dealer = direction.after(old.first_dealer, len(old.players))
        game = repo.start_game(
            db(), access.table, old.ruleset, old.players, old.options, dealer, old.teams or None, stored=True
        )
    except RuleError as exc:  # the game's rules changed since (an option renamed): say so, start nothing
        abort(400, description=f"A rematch cannot start: {exc.message}")
    return redirect(url_for("play.show", token=token, game_id=game.id), code=303)
