"""Play: the entry form for the current phase, undo/redo, corrections of earlier entries, the hand history.

A correction is the log's ``correction`` entry (``{"target": seq, "payload": {...}}``, see
``scorekeeper.families.log``): the edit page replays the log up to just before the entry, so the entry's own
form is shown as it was (same phase, same prompt, same score sheet) and filled with the entry's payload.
Saving replays the whole log with the new payload; if a later entry would then break the rules the correction
is refused with that sentence and nothing is stored. A correction changes an entry's details, never its kind
(a pass stays a pass): to enter a different kind of entry, undo back to it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from flask import (
    Blueprint,
    abort,
    flash,
    get_flashed_messages,
    make_response,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from markupsafe import escape

from scorekeeper.core import RuleError
from scorekeeper.families.log import (
    CORRECTION,
    META_TYPES,
    REDO,
    UNDO,
    Effective,
    Entry,
    Replay,
    entries_of_row,
    entry_words,
    public_payload,
    replay,
    secrets_after,
)
from scorekeeper.families.payloads import apply_checked
from scorekeeper.families.ruleset import Event
from scorekeeper.forms import errors_for_form, payload_from_form, values_for_form
from scorekeeper.store import records, repo, writes
from scorekeeper.store.models import AUTHOR_MAX, Game
from scorekeeper.web.common import db, game_access, is_htmx, page_or_fragment
from scorekeeper.web.home import remember_table

bp = Blueprint("play", __name__, url_prefix="/t/<token>/g/<int:game_id>")
NOTICE = "notice"


@dataclass(frozen=True)
class Editing:
    """An earlier entry opened for correction: the game as it stood just before it, and its words."""

    seq: int
    type: str
    payload: Mapping[str, Any]
    before: Replay
    words: str


def render_play(
    access,
    game,
    *,
    status: int = 200,
    errors=None,
    values=None,
    message: str = "",
    notice: str = "",
    editing: Editing | None = None,
):
    result = repo.current(db(), game)
    ruleset = repo.ruleset_of(game)
    response = _play_page(access, game, result, ruleset, status, errors, values, message, notice, editing)
    unseen = {
        f: m for f, m in (errors or {}).items() if str(escape(m)) not in response.get_data(as_text=True)
    }
    if unseen:
        # A refusal at a field this phase's form does not show (a fuzzed or outdated form): above the form.
        shown = {f: m for f, m in errors.items() if f not in unseen} | {"form": " ".join(unseen.values())}
        response = _play_page(access, game, result, ruleset, status, shown, values, message, notice, editing)
    return response


def _play_page(access, game, result, ruleset, status, errors, values, message, notice, editing):
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
        entries=_listed(game, result),
        last=_last_words(game, result),
        row_edit=None if editing else partial(_hand_url, access.table.scorer_token, game.id),
        errors=errors or {},
        values=values or {},
        message=message,
        notice=notice,
        editing=editing,
    )


@bp.get("")
def show(token: str, game_id: int):
    """The play page (scorers); viewers are sent to the scoreboard."""
    access, game = game_access(token, game_id)
    if not access.can_write:
        return redirect(url_for("board.show", token=token, game_id=game_id))
    remember_table(token, access.table.name, game_id=game.id, game_name=repo.title_of(game))
    return render_play(access, game, notice=" ".join(get_flashed_messages(category_filter=[NOTICE])))


@bp.post("/entries")
def add_entry(token: str, game_id: int):
    """Record one entry from the current phase's form."""
    access, game = game_access(token, game_id, write=True)
    payload = payload_from_form(request.form)
    return _append(access, game, _form_event_type(), payload)


@bp.get("/hands/<int:row>")
def hand_entries(token: str, game_id: int, row: int):
    """A row of the score sheet opened to correct it (its Edit on the play page): the entries in force that
    made it, each in words with its own Edit."""
    access, game = game_access(token, game_id, write=True)
    result = repo.current(db(), game)
    if not 0 <= row < len(result.sheet.rows):
        abort(404, description=f"The score sheet has no row {row + 1}.")
    made = entries_of_row(repo.ruleset_of(game), repo.setup_of(game), result.effective, row)
    return render_template(
        "hand.html",
        token=access.table.scorer_token,
        table=access.table,
        game=game,
        row=result.sheet.rows[row],
        entries=_hand_listed(game, result, made),
    )


@bp.post("/preview")
def preview(token: str, game_id: int):
    """What the ruleset says of the half-filled entry form, stored nowhere: the deal's score line (or the
    next step) if the entry would be taken, else its refusal sentence. The forms ask for it as the user
    types (htmx, ``_macros.html`` ``preview``); the entry itself is posted and checked as ever.

    The event type is the ``event`` of the address when the form names one (a result posted by a button
    of its own), else the form's. A form based on an older state answers a sentence, as any refusal.
    """
    _, game = game_access(token, game_id, write=True)
    result = repo.current(db(), game)
    event_type = request.args.get("event") or _form_event_type()
    said, rows = "", ()
    if str(request.form.get("expected_seq", "")) != str(result.seq):
        said = "Another entry was recorded meanwhile: the form is out of date."
    elif result.prompt.phase == "over":
        said = "The game is over."
    else:
        try:
            event = Event(event_type, payload_from_form(request.form))
            after = repo.ruleset_of(game).apply(result.state, event)
        except RuleError as exc:
            said = exc.message
        else:
            before, now = result.sheet.rows, repo.ruleset_of(game).score_sheet(after).rows
            # The rows the entry adds or changes (a deal's row may stand on the sheet before it is scored).
            changed = (i for i, (a, b) in enumerate(zip(before, now, strict=False)) if a != b)
            rows = now[next(changed, min(len(before), len(now))) :]
            if not rows:
                said = f"Next: {repo.ruleset_of(game).prompt(after).title}"
    return render_template("_preview.html", said=said, rows=rows, columns=result.sheet.columns)


@bp.post("/undo")
def undo(token: str, game_id: int):
    """Take back the latest entry still in force (recorded as an undo entry), and say which it was."""
    access, game = game_access(token, game_id, write=True)
    before = repo.current(db(), game)
    undone = before.effective[-1] if before.effective else None

    def said(after: Replay) -> str:
        # After the undo the game stands where it stood before the undone entry: its prompt names who made it.
        if undone is None:
            return "Undone."
        event = undone.event
        return f"Undone: {describe(game, after, undone.seq, event.type, event.payload, after.prompt.actor)}."

    return _append(access, game, UNDO, {}, said=said)


@bp.post("/redo")
def redo(token: str, game_id: int):
    """Put back the entry most recently undone, and say which it was."""
    access, game = game_access(token, game_id, write=True)
    actor = repo.current(db(), game).prompt.actor

    def said(after: Replay) -> str:
        again = after.effective[-1]
        return f"Redone: {describe(game, after, again.seq, again.event.type, again.event.payload, actor)}."

    return _append(access, game, REDO, {}, said=said)


@bp.get("/entries/<int:seq>/edit")
def edit_entry(token: str, game_id: int, seq: int):
    """An earlier entry's form, as it was when the entry was made, filled with what it says now."""
    access, game = game_access(token, game_id, write=True)
    editing = _editing(game, seq)
    return render_play(access, game, values=values_for_form(dict(editing.payload)), editing=editing)


@bp.post("/entries/<int:seq>/correct")
def correct_entry(token: str, game_id: int, seq: int):
    """Store a correction of entry ``seq``; refused with a sentence (nothing stored) if it breaks the game."""
    access, game = game_access(token, game_id, write=True)
    payload = payload_from_form(request.form)
    values = values_for_form(payload)
    if request.form.get("expected_seq") != str(repo.current(db(), game).seq):
        # Another phone wrote since this form was opened (its entry may even be undone now): say that first.
        return render_play(access, game, status=409, message=_STALE)
    editing = _editing(game, seq)
    event_type = _form_event_type()
    ruleset = repo.ruleset_of(game)
    try:
        if event_type != editing.type:
            raise RuleError(
                f"Entry {seq} is {_kind(editing.type)}: a correction changes its details, not its kind. "
                f"To record {_kind(event_type)} instead, undo back to it."
            )
        # The entry itself first, where it stood, so that a mistake in it is shown at its own field.
        event = Event(event_type, payload)
        corrected, payload = apply_checked(ruleset, editing.before.state, event, from_form=True)
    except RuleError as exc:
        errors = errors_for_form(exc)
        return render_play(access, game, status=422, errors=errors, values=values, editing=editing)
    if corrected == ruleset.apply(editing.before.state, Event(editing.type, editing.payload)):
        # The form saved as it was opened (or changed and changed back): nothing to store.
        return _done(access, game, f"Entry {seq} already says that: nothing was changed.")
    try:
        repo.append_event(
            db(),
            game,
            CORRECTION,
            {"target": seq, "payload": payload},
            expected_seq=request.form.get("expected_seq"),
            author=_author(),
            from_form=True,
        )
    except writes.StaleWrite:
        return render_play(access, game, status=409, message=_STALE, values=values, editing=editing)
    except RuleError as exc:
        # A later entry would no longer be possible: the whole sentence goes above the form. The replay names
        # the entry that breaks, except the latest one (its error is then raised as it is): name that too.
        said = exc.message
        if not said.startswith("That change would make entry"):
            latest = repo.current(db(), game).effective[-1].seq
            said = f"That change would make entry {latest} impossible: {said}"
        errors = {"form": said}
        return render_play(access, game, status=422, errors=errors, values=values, editing=editing)
    after = repo.current(db(), game)
    words = describe(game, after, seq, event_type, payload, editing.before.prompt.actor)
    return _done(access, game, f"Corrected entry {seq}: {words}.")


_STALE = (
    "Another phone recorded an entry first. Here is the game as it stands now: "
    "check it, then enter yours again if it is still needed."
)


def _form_event_type() -> str:
    # The form's hidden event_type comes first; a submit button named event_type (e.g. "Cancelled")
    # that was pressed comes after it and wins.
    return (request.form.getlist("event_type") or [""])[-1]


def _author() -> str:
    return session.get("me", "")[:AUTHOR_MAX]


def _append(access, game, event_type: str, payload: dict, *, said=None):
    try:
        result = repo.append_event(
            db(),
            game,
            event_type,
            payload,
            expected_seq=request.form.get("expected_seq"),
            author=_author(),
            from_form=True,
            entry_key=request.form.get("entry_key"),
        )
    except writes.AlreadyStored as repeat:
        # A retry of an entry whose answer was lost (the phone's outbox sends again until it hears back).
        return _done(access, game, f"Entry {repeat.seq} was already recorded: it is kept once.")
    except writes.StaleWrite:
        return render_play(access, game, status=409, message=_STALE, values=values_for_form(payload))
    except RuleError as exc:
        errors = errors_for_form(exc)
        return render_play(access, game, status=422, errors=errors, values=values_for_form(payload))
    return _done(access, game, said(result) if said else "")


def _done(access, game, notice: str):
    """After a stored entry: the page again (htmx), or a redirect that carries the notice along."""
    if not is_htmx():
        if notice:
            flash(notice, NOTICE)
        return redirect(url_for("play.show", token=access.table.scorer_token, game_id=game.id), code=303)
    response = make_response(render_play(access, game, notice=notice))
    # After a correction made from its edit page (/entries/<seq>/edit), the address goes back to the game's.
    response.headers["HX-Replace-Url"] = url_for(
        "play.show", token=access.table.scorer_token, game_id=game.id
    )
    return response


# --- Which entries can be corrected, and how entries are put in words ---------------------------------------


def _hidden_after(game: Game, result: Replay) -> int | None:
    """Entries after this seq may hold a secret the table still keeps (New Eleusis): never opened to edit."""
    return secrets_after(repo.ruleset_of(game), result)


def _editable(game: Game, seq: int, event_type: str, hidden: int | None) -> bool:
    """An entry in force may be opened, unless it holds a secret the table still keeps (``_hidden_after``)."""
    secret = repo.ruleset_of(game).secret_fields.get(event_type)
    return not (hidden is not None and seq > hidden and secret)


def _editing(game: Game, seq: int) -> Editing:
    """Entry ``seq`` as it counts now, and the game replayed to just before it; 404 if it cannot be edited."""
    result = repo.current(db(), game)
    index = next((i for i, item in enumerate(result.effective) if item.seq == seq), None)
    hidden = _hidden_after(game, result)
    if index is None or not _editable(game, seq, result.effective[index].event.type, hidden):
        abort(404, description=f"Entry {seq} cannot be changed: it is not an entry in force in this game.")
    item = result.effective[index]
    # The events in force before it, replayed as a plain log: the state, prompt and sheet the form had then.
    earlier = [Entry(e.seq, e.event.type, dict(e.event.payload)) for e in result.effective[:index]]
    before = replay(repo.ruleset_of(game), repo.setup_of(game), earlier)
    words = describe(game, result, seq, item.event.type, item.event.payload, before.prompt.actor)
    return Editing(seq, item.event.type, dict(item.event.payload), before, words)


#: Entries the play page lists, the latest first (all of them are in the JSON export): the list is for
#: correcting what was just entered, and its cost must not grow with the game.
ENTRIES_LISTED = 50


def _listed(game: Game, result: Replay) -> list[dict[str, Any]]:
    """The latest entries for the entries list: each in words, whether it counts, whether it can be edited."""
    in_force = {item.seq: item for item in result.effective}
    shown = records.shown_events(db(), game, result, latest=ENTRIES_LISTED)
    hidden = _hidden_after(game, result)
    listed = []
    for e in shown:
        item = in_force.get(e["seq"])
        listed.append(
            e
            | {
                "words": _entry_words(game, result, e["type"], e["payload"]),
                "undone": e["type"] not in META_TYPES and item is None,
                "corrected": bool(item and item.corrected),
                "editable": item is not None and _editable(game, e["seq"], e["type"], hidden),
            }
        )
    return listed


def _hand_url(token: str, game_id: int, row: int) -> str:
    """Where a score row's Edit goes: the entries that made it (``hand_entries``)."""
    return url_for("play.hand_entries", token=token, game_id=game_id, row=row)


def _hand_listed(game: Game, result: Replay, made: list[Effective]) -> list[dict[str, Any]]:
    """The entries that made a row, as the entries list shows them: in words, by whom, whether editable."""
    hidden = _hidden_after(game, result)
    authors = {entry.seq: entry.author for entry in result.entries}
    return [
        {
            "seq": item.seq,
            "words": describe(game, result, item.seq, item.event.type, item.event.payload, None),
            "author": authors.get(item.seq, ""),
            "corrected": item.corrected,
            "editable": _editable(game, item.seq, item.event.type, hidden),
        }
        for item in made
    ]


def _last_words(game: Game, result: Replay) -> str:
    """The latest entry in force in words, for the play page's status ("Last: Ann bids 2"); "" before any."""
    if not result.effective:
        return ""
    last = result.effective[-1]
    return describe(game, result, last.seq, last.event.type, last.event.payload, None)


def _kind(event_type: str) -> str:
    words = event_type.replace("_", " ")
    return f"an {words}" if words[:1] in "aeiou" else f"a {words}"


def describe(
    game: Game, result: Replay, seq: int, event_type: str, payload: Mapping[str, Any], actor: int | None
) -> str:
    """An entry in words: "Bob bids 2" (secrets the table still keeps stay masked)."""
    shown = public_payload(repo.ruleset_of(game), _hidden_after(game, result), seq, event_type, payload)
    return _entry_words(game, result, event_type, shown, actor)


def _entry_words(
    game: Game, result: Replay, event_type: str, payload: Mapping[str, Any], actor: int | None = None
) -> str:
    """An entry in words (``families.log.entry_words``: a correction names its entry)."""
    ruleset, setup = repo.ruleset_of(game), repo.setup_of(game)
    return entry_words(ruleset, setup, result.entries, event_type, payload, actor)
