"""A group's tournaments: starting one, the director's page (seat, swap, start and end each round, late
arrivals and withdrawals), each round's tables with their QR codes, and the standings (also big, for a
projector), printable and exported.

Reached only through the group's tokens: the scorer's is the director's, the viewer's reads the standings
and the rounds. The projector's standings keep themselves current by asking every second for a small
fragment with the version they show (``tournament_results.version``: three small queries); the server
answers 204 while nothing changed. A stream from the change watcher was the other way (``web/board.py``),
but it follows one game, and standings follow every table of the round: one poll of one version covers
them all, through any proxy, with nothing held open.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import Any

from flask import Blueprint, Response, abort, make_response, redirect, render_template, request, url_for

from scorekeeper.core import RuleError, describe_options
from scorekeeper.games.registry import all_rulesets, get_ruleset
from scorekeeper.store import groups, tournament_results, tournaments
from scorekeeper.store.groups import GroupAccess
from scorekeeper.store.models import Tournament
from scorekeeper.store.records import csv_cell
from scorekeeper.store.tables import name_key
from scorekeeper.tournaments import Movement, Scoring, Tiebreak
from scorekeeper.web.common import db, is_htmx
from scorekeeper.web.groups import _download, group_access
from scorekeeper.web.share import qr_svg

bp = Blueprint("tournaments", __name__, url_prefix="/groups/<token>/tournaments")
NO_TOURNAMENT = "This group has no such tournament."
OPTION_PREFIX = "opt."
#: The fields the new tournament's form says a refusal under (any other is said above the form).
NEW_FORM_FIELDS = {
    "tournament_name",
    "ruleset",
    "movement",
    "rounds",
    "deals",
    "minutes",
    "scoring",
    "tiebreaks",
    "players",
    "partnerships",
}
MOVEMENTS = {
    Movement.SWISS: "Swiss: two sides a table, paired on the standings (players, or fixed partnerships)",
    Movement.PARTNERS: "Rotating partners: individuals, a new partner each round",
    Movement.TABLES: "Tables: one player a seat, tables of the game's sizes",
}
SCORINGS = {
    Scoring.MATCH_POINTS: "Match points: 2 a win, 1 a draw, 0 a loss",
    Scoring.TOTAL_POINTS: "Total points: the game's scores added up",
    Scoring.PLACEMENT: "Placement points: by place at the table",
    Scoring.DIFFERENCE: "Score difference: own total less the best other side's",
}
TIEBREAKS = {
    Tiebreak.BUCHHOLZ: "Buchholz: the opponents' scores added up",
    Tiebreak.HEAD_TO_HEAD: "Head-to-head: among those tied",
    Tiebreak.DIFFERENCE: "Point difference",
    Tiebreak.TOTAL: "Total points",
}
SHORT_TIEBREAKS = {
    Tiebreak.BUCHHOLZ: "Buchholz",
    Tiebreak.HEAD_TO_HEAD: "Head-to-head",
    Tiebreak.DIFFERENCE: "Difference",
    Tiebreak.TOTAL: "Total",
}


# --- Starting a tournament ------------------------------------------------------------------------------


@bp.get("/new")
def new(token: str):
    """The form: game and options, movement, rounds, deals, time limit, scoring, tie-breaks, entrants."""
    access = group_access(token, write=True)
    return _new_page(access, {}, {})


@bp.get("/options")
def options_form(token: str):
    """The chosen game's options (an htmx fragment, the table page's options form)."""
    group_access(token, write=True)
    ruleset = get_ruleset(request.args.get("ruleset", ""))
    if ruleset is None:
        return ""
    values = {name: request.args.getlist(name)[-1] for name in request.args}
    return render_template("_options.html", **_options_context(ruleset, values, {}))


@bp.post("")
def create(token: str):
    access = group_access(token, write=True)
    form = request.form
    values = {name: form.getlist(name)[-1] for name in form}
    try:
        settings = tournaments.Settings(
            name=form.get("name", ""),
            ruleset=form.get("ruleset", ""),
            options=_options_from_form(form.get("ruleset", "")),
            movement=form.get("movement", ""),
            rounds=form.get("rounds", ""),
            deals=form.get("deals", ""),
            minutes=form.get("minutes", ""),
            scoring=form.get("scoring", ""),
            tiebreaks=form.getlist("tiebreak"),
            players=_ids(form.getlist("member")),
            partnerships=_partnerships(access, form.get("partnerships", "")),
        )
        tournament = tournaments.create_tournament(db(), access.group, settings)
    except RuleError as exc:
        field = exc.field if exc.field in NEW_FORM_FIELDS else "form"  # else said above the form
        return _new_page(access, values, {field: exc.message}, set(form.getlist("member"))), 400
    return redirect(url_for("tournaments.show", token=token, tid=tournament.id), code=303)


# --- The director's page --------------------------------------------------------------------------------


@bp.get("/<int:tid>")
def show(token: str, tid: int):
    """The tournament: the round being seated or played, the rounds played, the entrants."""
    access, tournament = _tournament(token, tid)
    return render_template("tournaments/tournament.html", **_page(access, tournament))


@bp.get("/<int:tid>/progress")
def progress(token: str, tid: int):
    """The round being played, each table's state and time left (the director's page asks every 5 s)."""
    access, tournament = _tournament(token, tid)
    page = _page(access, tournament)
    current = page["current"]
    if current is None or current.round.started_at is None:  # ended (or changed) from another device
        if is_htmx():
            return Response(status=204, headers={"HX-Refresh": "true"})
        return redirect(url_for("tournaments.show", token=token, tid=tid), code=303)
    return render_template("tournaments/_progress.html", **page)


@bp.post("/<int:tid>/rounds")
def seat(token: str, tid: int):
    """Seat the next round: the app's plan, to check and change before it starts."""
    access, tournament = _tournament(token, tid, write=True)
    states = tournament_results.round_states(db(), tournament)
    return _act(
        access, tournament, tournaments.seat_next_round, db(), tournament, tournament_results.history(states)
    )


@bp.post("/<int:tid>/rounds/<int:number>/swap")
def swap(token: str, tid: int, number: int):
    """Swap two entrants' seats by hand; the page then says what that breaks."""
    access, tournament = _tournament(token, tid, write=True)
    round_ = _round(tournament, number)
    first, second = _ids([request.form.get("first", "")]), _ids([request.form.get("second", "")])
    if not first or not second:
        return _refused(access, tournament, RuleError("Choose the two entrants to swap.", "swap"))
    return _act(access, tournament, tournaments.swap, db(), round_, first[0], second[0])


@bp.post("/<int:tid>/rounds/<int:number>/start")
def start(token: str, tid: int, number: int):
    """Open the round's tables: each an ordinary table of the group and its game, with its QR code."""
    access, tournament = _tournament(token, tid, write=True)
    round_ = _round(tournament, number)
    return _act(access, tournament, tournaments.start_round, db(), access.group, tournament, round_)


@bp.post("/<int:tid>/rounds/<int:number>/end")
def end(token: str, tid: int, number: int):
    """End the round once every table has finished or its time is up: the hand rows entered then count."""
    access, tournament = _tournament(token, tid, write=True)
    round_ = _round(tournament, number)
    state = next(s for s in tournament_results.round_states(db(), tournament) if s.round.id == round_.id)
    return _act(
        access, tournament, tournaments.end_round, db(), round_, state.counted(), ready=state.ready_to_end
    )


@bp.post("/<int:tid>/entrants")
def add_entrant(token: str, tid: int):
    """A late arrival (a player of the roster, or a partnership of two): plays from the next round."""
    access, tournament = _tournament(token, tid, write=True)
    chosen = _ids([request.form.get("member", "")])
    partner = _ids([request.form.get("partner", "")])
    if not chosen:
        return _refused(access, tournament, RuleError("Choose the player who arrived.", "member"))
    return _act(
        access,
        tournament,
        tournaments.add_late_entrant,
        db(),
        access.group,
        tournament,
        chosen[0],
        partner[0] if partner else None,
    )


@bp.post("/<int:tid>/entrants/<int:entrant_id>/withdraw")
def withdraw(token: str, tid: int, entrant_id: int):
    """An entrant leaves between rounds: their results so far stay, they are seated no more."""
    access, tournament = _tournament(token, tid, write=True)
    return _act(access, tournament, tournaments.withdraw, db(), tournament, entrant_id)


@bp.get("/<int:tid>/tables/<int:number>/<int:table>.svg")
def table_qr(token: str, tid: int, number: int, table: int):
    """The QR code of a round table's play page, for its scorer phone (the director's link only)."""
    _, tournament = _tournament(token, tid, write=True)
    state = _round_state(tournament, number)
    found = next((t for t in state.tables if t.number == table), None) if state else None
    if found is None:
        abort(404, description="This round has no such table.")
    url = url_for("play.show", token=found.game_table.scorer_token, game_id=found.game.id, _external=True)
    response = Response(qr_svg(url), mimetype="image/svg+xml")
    response.headers["Cache-Control"] = "private, max-age=300"
    return response


# --- Standings ------------------------------------------------------------------------------------------


@bp.get("/<int:tid>/standings")
def standings(token: str, tid: int):
    """The standings with tie-breaks and the rounds' results; ``?big=1``: big, for a projector, current by
    itself as tables finish."""
    access, tournament = _tournament(token, tid)
    big = request.args.get("big") == "1"
    return render_template("tournaments/standings.html", **_standings(access, tournament), big=big)


@bp.get("/<int:tid>/standings/live")
def live(token: str, tid: int):
    """The standings fragment, or 204 when the version shown (``v``) is still current."""
    access, tournament = _tournament(token, tid)
    if request.args.get("v") == tournament_results.version(db(), tournament) and is_htmx():
        return Response(status=204, headers={"Cache-Control": "no-store"})
    big = request.args.get("big") == "1"
    response = make_response(
        render_template("tournaments/_standings.html", **_standings(access, tournament), big=big)
    )
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/<int:tid>/standings.csv")
def standings_csv(token: str, tid: int):
    """The standings as a spreadsheet's lines (names that look like formulas written as text)."""
    access, tournament = _tournament(token, tid)
    data = _standings(access, tournament)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(
        ["rank", "entrant", "score", *data["tiebreak_names"], "played", "byes", "withdrawn after"]
    )
    for line in data["lines"]:
        s = line["standing"]
        writer.writerow(
            [
                s.rank,
                csv_cell(line["name"]),
                s.score,
                *s.tiebreaks,
                s.played,
                s.byes,
                line["withdrawn_after"] or "",
            ]
        )
    return _download(out.getvalue(), "text/csv", f"{tournament.name}-standings.csv")


@bp.get("/<int:tid>/standings.json")
def standings_json(token: str, tid: int):
    """The standings and every round's seating and results, as data."""
    access, tournament = _tournament(token, tid)
    data = _standings(access, tournament)
    body = {
        "tournament": tournament.name,
        "game": tournament.ruleset,
        "options": tournament.options,
        "movement": tournament.movement,
        "scoring": tournament.scoring,
        "tiebreaks": tournament.tiebreaks,
        "standings": [
            {
                "rank": line["standing"].rank,
                "entrant": line["standing"].entrant,
                "name": line["name"],
                "score": line["standing"].score,
                "tiebreaks": list(line["standing"].tiebreaks),
                "played": line["standing"].played,
                "byes": line["standing"].byes,
                "withdrawn_after": line["withdrawn_after"],
            }
            for line in data["lines"]
        ],
        "rounds": [_round_json(state) for state in data["states"]],
    }
    return _download(
        json.dumps(body, ensure_ascii=False, indent=1), "application/json", f"{tournament.name}.json"
    )


# --- Helpers --------------------------------------------------------------------------------------------


def _tournament(token: str, tid: int, *, write: bool = False) -> tuple[GroupAccess, Tournament]:
    access = group_access(token, write=write)
    tournament = tournaments.tournament_of(db(), access.group, tid)
    if tournament is None:
        abort(404, description=NO_TOURNAMENT)
    return access, tournament


def _round(tournament: Tournament, number: int):
    found = tournaments.round_of(db(), tournament, number)
    if found is None:
        abort(404, description=f"Round {number} has not been seated.")
    return found


def _round_state(tournament: Tournament, number: int) -> tournament_results.RoundState | None:
    states = tournament_results.round_states(db(), tournament)
    return next((s for s in states if s.round.number == number), None)


def _act(access: GroupAccess, tournament: Tournament, action, *args: Any, **kwargs: Any):
    """Do a director's action; a refusal shows the page again with its sentence (nothing was changed)."""
    try:
        action(*args, **kwargs)
    except RuleError as exc:
        return _refused(access, tournament, exc)
    return redirect(url_for("tournaments.show", token=access.token, tid=tournament.id), code=303)


def _refused(access: GroupAccess, tournament: Tournament, exc: RuleError):
    db().rollback()
    return render_template("tournaments/tournament.html", **_page(access, tournament), error=exc.message), 400


def _page(access: GroupAccess, tournament: Tournament) -> dict:
    """Everything the director's page shows."""
    session = db()
    entrants = tournaments.entrants_of(session, tournament)
    names = tournaments.entrant_names(session, access.group, entrants)
    states = tournament_results.round_states(session, tournament)
    current = states[-1] if states and not states[-1].ended else None
    seated = current if current is not None and current.round.started_at is None else None
    history = tournament_results.history(states)
    entered = {m for e in entrants for m in (e.member_id, e.partner_id) if m is not None}
    return {
        "access": access,
        "group": access.group,
        "token": access.token,
        "tournament": tournament,
        "title": tournaments.game_title(tournament),
        "movement_label": MOVEMENTS[Movement(tournament.movement)],
        "scoring_label": SCORINGS[Scoring(tournament.scoring)],
        "tiebreak_labels": [TIEBREAKS[Tiebreak(t)] for t in tournament.tiebreaks],
        "entrants": entrants,
        "names": names,
        "states": states,
        "current": current,
        "plan": tournaments.plan_of(seated.round) if seated else None,
        "broken": tournaments.what_it_breaks(tournament, seated.round, history, names, entrants)
        if seated
        else [],
        "time_left": tournaments.time_left(current.round) if current else None,
        "next_number": len(states) + 1,
        "can_seat": (current is None and len(states) < tournament.rounds),
        "arrivals": [m for m in groups.roster(session, access.group) if m.id not in entered],
        "pairs": any(e.partner_id is not None for e in entrants),
        "changes_from": sum(1 for s in states if s.round.started_at is not None) + 1,
    }


def _standings(access: GroupAccess, tournament: Tournament) -> dict:
    session = db()
    entrants = tournaments.entrants_of(session, tournament)
    names = tournaments.entrant_names(session, access.group, entrants)
    states = tournament_results.round_states(session, tournament)
    withdrawn = {e.id: e.withdrawn_after for e in entrants}
    lines = [
        {"standing": s, "name": names[s.entrant], "withdrawn_after": withdrawn.get(s.entrant)}
        for s in tournament_results.standings_of(tournament, entrants, states)
    ]
    return {
        "access": access,
        "group": access.group,
        "token": access.token,
        "tournament": tournament,
        "title": tournaments.game_title(tournament),
        "scoring_label": SCORINGS[Scoring(tournament.scoring)],
        "tiebreak_names": [SHORT_TIEBREAKS[Tiebreak(t)] for t in tournament.tiebreaks],
        "lines": lines,
        "names": names,
        "states": states,
        "version": tournament_results.version(session, tournament),
    }


def _round_json(state: tournament_results.RoundState) -> dict:
    plan = tournaments.plan_of(state.round)
    return {
        "round": state.round.number,
        "started": state.round.started_at.isoformat() if state.round.started_at else None,
        "ended": state.round.ended_at.isoformat() if state.round.ended_at else None,
        "byes": list(plan.byes),
        "tables": [
            {
                "table": t.number,
                "sides": [list(side) for side in t.table.sides],
                "status": t.status,
                "hands": t.rows,
                "points": list(t.points),
                "places": list(t.result.places) if t.result else None,
            }
            for t in state.tables
        ],
    }


def _new_page(access: GroupAccess, values: dict, errors: dict, ticked: set[str] = frozenset()):  # type: ignore[assignment]
    ruleset = get_ruleset(values.get("ruleset", ""))
    context = _options_context(ruleset, values, errors) if ruleset else {}
    return render_template(
        "tournaments/new.html",
        access=access,
        group=access.group,
        token=access.token,
        roster=groups.roster(db(), access.group),
        catalogue=all_rulesets(),
        movements=MOVEMENTS,
        scorings=SCORINGS,
        tiebreaks=TIEBREAKS,
        values=values,
        errors=errors,
        ticked=ticked,
        chosen=ruleset,
        options=context,
    )


def _options_context(ruleset, values: dict, errors: dict) -> dict:
    """What ``_options.html`` needs: no first dealer (each table's first seat deals first), no team labels
    (the tournament seats the partnerships)."""
    return {
        "ruleset": ruleset,
        "specs": describe_options(ruleset.Options),
        "values": values,
        "errors": errors,
        "seated": None,
        "players": [],
    }


def _options_from_form(slug: str) -> dict[str, str]:
    ruleset = get_ruleset(slug)
    if ruleset is None:
        return {}
    form = request.form
    return {
        spec.name: form.getlist(OPTION_PREFIX + spec.name)[-1]
        for spec in describe_options(ruleset.Options)
        if form.getlist(OPTION_PREFIX + spec.name)
    }


def _ids(values: Sequence[str]) -> list[int]:
    """Whole numbers from the form (a value that is not one is left out: the check says what is missing)."""
    return [int(v) for v in values if str(v).isdigit()]


def _partnerships(access: GroupAccess, text: str) -> list[tuple[int, int]]:
    """Fixed partnerships, one a line: "Ann & Bob" (or "Ann, Bob"), names of the roster."""
    by_name = {name_key(m.name): m.id for m in groups.roster(db(), access.group)}
    pairs = []
    for line in text.splitlines():
        if not line.strip():
            continue
        names = [n.strip() for n in line.replace("&", ",").replace("+", ",").split(",") if n.strip()]
        if len(names) != 2:
            raise RuleError(
                f"“{line.strip()}”: write each partnership as two names, such as Ann & Bob.", "partnerships"
            )
        for name in names:
            if name_key(name) not in by_name:
                raise RuleError(f"{name} is not on the group's roster: add them to it first.", "partnerships")
        pairs.append((by_name[name_key(names[0])], by_name[name_key(names[1])]))
    return pairs
