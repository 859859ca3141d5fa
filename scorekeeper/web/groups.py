"""A group's pages: its roster and tables, a leaderboard per game, each player's page, the exports.

Reached only through the group's own tokens (``/groups/<token>``): the scorer's may add players, rename,
merge and open tables; the viewer's reads. Links on a page keep to the token it came by, and a table's
tokens never lead here.
"""

from __future__ import annotations

import csv
import io
import json
from datetime import date

from flask import Blueprint, Response, abort, redirect, render_template, request, url_for

from scorekeeper.core import RuleError
from scorekeeper.games.registry import all_rulesets, get_ruleset
from scorekeeper.history import aggregate, charts, overview
from scorekeeper.history.aggregate import EVERY_GAME, Filter
from scorekeeper.history.ratings import EXPLAINED
from scorekeeper.store import group_history, group_records, groups, tables, tournaments
from scorekeeper.store.groups import GroupAccess
from scorekeeper.store.records import csv_cell
from scorekeeper.web.common import db

bp = Blueprint("groups", __name__)
NO_GROUP = "No group has that link. Check the address or ask for the group's link again."
VIEWER_LINK = "This is the group's viewer link: it shows the statistics but cannot change anything."
CSV_HEADER = (
    "game",
    "finished",
    "kind",
    "players",
    "player",
    "group player",
    "side",
    "total",
    "place",
    "won",
)


def group_access(token: str, *, write: bool = False) -> GroupAccess:
    access = groups.group_by_token(db(), token)
    if access is None:
        abort(404, description=NO_GROUP)
    if write and not access.can_write:
        abort(403, description=VIEWER_LINK)
    return access


@bp.post("/groups")
def create():
    """A new group with its first players (one name a line, or the form's fields)."""
    names = _names(request.form)
    try:
        group = groups.create_group(db(), request.form.get("name", ""), names)
    except RuleError as exc:
        values = {"group_name": request.form.get("name", ""), "group_players": "\n".join(names)}
        return render_template("home.html", recent=[], errors={"group": exc.message}, values=values), 400
    return redirect(url_for("groups.show", token=group.scorer_token), code=303)


@bp.get("/groups/<token>")
def show(token: str):
    """The group: its players, its tables, and a leaderboard for each game it has finished."""
    access = group_access(token)
    history = _history(access)
    boards = [_board(slug, history) for slug in aggregate.rulesets_played(history.seats)]
    return render_template(
        "groups/group.html",
        **_context(access, history),
        boards=boards,
        group_tables=groups.tables_of(db(), access.group),
        catalogue=all_rulesets(),
    )


@bp.get("/groups/<token>/games/<slug>")
def game(token: str, slug: str):
    """One game's leaderboard in the group, its own statistics per player, and how the rating works."""
    access = group_access(token)
    if get_ruleset(slug) is None:
        abort(404, description="No such game in the catalogue.")
    history = _history(access)
    board = _board(slug, history)
    return render_template("groups/game.html", **_context(access, history), board=board, explained=EXPLAINED)


@bp.get("/groups/<token>/players/<int:member_id>")
def player(token: str, member_id: int):
    """A player's page: their record in each game, head-to-head, partners, results and rating over time."""
    access = group_access(token)
    member = groups.member_of(db(), access.group, member_id)
    if member is None:
        abort(404, description="This group has no such player.")
    history = _history(access)
    me = history.canonical.get(member.id, member.id)
    if me != member.id:
        return redirect(url_for("groups.player", token=token, member_id=me), code=303)
    timeline = aggregate.timeline(history.seats, me, history.filter)
    labels, places = overview.places_over_time(timeline)
    per_game = overview.player_games(me, history.seats, history.held.ratings, history.filter)
    rating_chart = None
    rated = next((g for g in per_game if g.rating and len(g.rating.history) > 1), None)
    if rated is not None:
        points = rated.rating.history
        rating_chart = charts.line_chart(
            f"{rated.title} rating after each game",
            [p.finished_at.strftime("%d %b") for p in points],
            {member.name: [round(p.rating, 2) for p in points]},
            y_title="Rating",
        )
    places_chart = (
        charts.line_chart(
            "Place in each game",
            labels,
            {member.name: places},
            y_title="Place",
            inverted=True,
            y_labels=range(1, int(max(places)) + 1),
        )
        if len(places) > 1
        else None
    )
    return render_template(
        "groups/player.html",
        **_context(access, history),
        member=member,
        overall=_overall(history).get(me),
        per_game=per_game,
        opponents=overview.opponents(me, history.seats, history.names, history.filter),
        timeline=timeline,
        places_chart=places_chart,
        rating_chart=rating_chart,
        rated=rated,
        others=[m for m in groups.roster(db(), access.group) if m.id != me],
    )


@bp.post("/groups/<token>/players")
def add_players(token: str):
    access = group_access(token, write=True)
    try:
        groups.add_members(db(), access.group, _names(request.form))
    except RuleError as exc:
        return _refused(access, exc)
    return redirect(url_for("groups.show", token=token) + "#roster", code=303)


@bp.post("/groups/<token>/players/<int:member_id>/name")
def rename(token: str, member_id: int):
    access = group_access(token, write=True)
    member = groups.member_of(db(), access.group, member_id) or abort(404)
    try:
        groups.rename_member(db(), access.group, member, request.form.get("name", ""))
    except RuleError as exc:
        return _refused(access, exc)
    return redirect(url_for("groups.player", token=token, member_id=member_id), code=303)


@bp.post("/groups/<token>/players/<int:member_id>/merge")
def merge(token: str, member_id: int):
    """Count this player as another from now on (the same person typed twice)."""
    access = group_access(token, write=True)
    merged = groups.member_of(db(), access.group, member_id) or abort(404)
    try:
        keep = groups.member_of(db(), access.group, int(request.form.get("into", "0")))
    except ValueError:
        keep = None
    try:
        if keep is None:
            raise RuleError("Choose the player to merge into.", "into")
        groups.merge_members(db(), access.group, keep, merged)
    except RuleError as exc:
        return _refused(access, exc)
    return redirect(url_for("groups.player", token=token, member_id=keep.id), code=303)


@bp.post("/groups/<token>/tables")
def new_table(token: str):
    """A table of the group: players ticked on the roster (in seat order as ticked) and guests."""
    access = group_access(token, write=True)
    try:
        chosen = [int(value) for value in request.form.getlist("member")]
    except ValueError:
        chosen = []
    guests = request.form.getlist("guest")[: tables.MAX_PLAYERS]
    try:
        table = groups.create_group_table(db(), access.group, request.form.get("name", ""), chosen, guests)
    except RuleError as exc:
        return _refused(access, exc)
    return redirect(url_for("tables.show", token=table.scorer_token), code=303)


@bp.get("/groups/<token>/history.csv")
def export_csv(token: str):
    """Every finished game of the group, one line per player: a spreadsheet's view of the history."""
    access = group_access(token)
    history = _history(access)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_HEADER)
    for finished in history.games:
        for seat in finished.result.get("seats", ()):
            member = seat.get("member")
            who = history.names.get(history.canonical.get(member, member), "") if member is not None else ""
            writer.writerow(
                [
                    finished.game_id,
                    finished.finished_at.isoformat(),
                    overview.title_of(finished.ruleset),
                    finished.players,
                    csv_cell(seat["name"]),
                    csv_cell(who),
                    seat["column"] + 1,
                    seat["total"],
                    seat["place"],
                    "yes" if seat["won"] else "no",
                ]
            )
    return _download(out.getvalue(), "text/csv", f"{access.group.name}-history.csv")


@bp.get("/groups/<token>/history.json")
def export_json(token: str):
    """The group's roster and every finished game's result (the summaries), as data."""
    access = group_access(token)
    history = _history(access)
    data = {
        "group": access.group.name,
        "players": [{"id": m, "name": n} for m, n in sorted(history.names.items())],
        "merged": {str(k): v for k, v in history.canonical.items() if k != v},
        "games": [
            {
                "game": g.game_id,
                "ruleset": g.ruleset,
                "finished_at": g.finished_at.isoformat(),
                "players": g.players,
                "result": g.result,
            }
            for g in history.games
        ],
    }
    body = json.dumps(data, ensure_ascii=False, indent=1)
    return _download(body, "application/json", f"{access.group.name}.json")


@bp.get("/groups/<token>/record.json")
def export_record(token: str):
    """The group's whole history to keep or to move: roster, merges, tables, seats and every game's log
    (re-imported on the import page as a new group: ``store/group_records.py``)."""
    access = group_access(token)
    body = json.dumps(group_records.export_group(db(), access.group), ensure_ascii=False, indent=1)
    return _download(body, "application/json", f"{access.group.name}-record.json")


# --- Helpers --------------------------------------------------------------------------------------------


class History:
    """A group's finished games, its players' names and merges, and what is added up from them (kept per
    process and brought up to date: ``store/group_history.py``), with the period and player count asked."""

    def __init__(self, access: GroupAccess, chosen: Filter) -> None:
        session = db()
        members = groups.members_of(session, access.group)
        self.canonical = groups.canonical_ids(members)
        self.names = {m.id: m.name for m in members if m.merged_into is None}
        self.held = group_history.history_of(session, access.group.id, self.canonical)
        self.games = self.held.games
        self.seats = self.held.seats
        self.filter = chosen


def _board(slug: str, history: History) -> overview.GameBoard:
    held = history.held
    return overview.game_board(
        slug, history.seats, history.names, held.ratings.get(slug, {}), history.filter, held.records
    )


def _overall(history: History) -> dict:
    if history.filter == EVERY_GAME:
        return history.held.overall
    return aggregate.overall(history.seats, history.filter)


def _history(access: GroupAccess) -> History:
    return History(access, _filter())


def _filter() -> Filter:
    """The period and player count asked for in the address (``since``, ``until``, ``players``)."""
    return Filter(
        since=_date(request.args.get("since")),
        until=_date(request.args.get("until")),
        players=_whole(request.args.get("players")),
    )


def _date(text: str | None) -> date | None:
    try:
        return date.fromisoformat(text) if text else None
    except ValueError:
        abort(400, description=f"{text!r} is not a date: write it as 2026-11-28.")


def _whole(text: str | None) -> int | None:
    if not text:
        return None
    if not text.isdigit() or not 1 <= int(text) <= tables.MAX_PLAYERS:
        abort(400, description="The player count must be a whole number from 1 to 12.")
    return int(text)


def _context(access: GroupAccess, history: History) -> dict:
    return {
        "access": access,
        "group": access.group,
        "token": access.token,
        "roster": groups.roster(db(), access.group),
        "names": history.names,
        "filter": history.filter,
        "finished": len(history.games),
        "tournaments": tournaments.tournaments_of(db(), access.group),
    }


def _refused(access: GroupAccess, exc: RuleError):
    history = _history(access)
    page = render_template(
        "groups/group.html",
        **_context(access, history),
        boards=[],
        group_tables=groups.tables_of(db(), access.group),
        catalogue=all_rulesets(),
        error=exc.message,
    )
    return page, 400


def _names(form) -> list[str]:
    """Names from the form's fields, or one a line in its text box."""
    names = [n for n in form.getlist("player") if n.strip()]
    names += [line for line in form.get("players", "").splitlines() if line.strip()]
    return names[: groups.MAX_MEMBERS + 1]


def _download(body: str, mimetype: str, name: str) -> Response:
    response = Response(body, mimetype=mimetype)
    safe = "".join(c if c.isalnum() or c in " -_." else "_" for c in name)
    response.headers["Content-Disposition"] = f'attachment; filename="{safe}"'
    return response
