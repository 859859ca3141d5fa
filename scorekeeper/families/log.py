"""The append-only event log, resolved and replayed. Shared by every game.

The log holds every entry ever made. Three entry types change how earlier entries count, without
deleting anything:

- ``undo``  ``{}``: the latest entry still in force stops counting.
- ``redo``  ``{}``: the entry most recently undone counts again (only straight after undos).
- ``correction`` ``{"target": seq, "payload": {...}}``: entry ``seq`` counts with a new payload.

Everything else is a game event handed to the ruleset. A new entry is accepted only if the whole
resolved log still replays without a ``RuleError`` — so a correction that would make a later hand
impossible is refused, and nothing is stored.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from scorekeeper.core import RuleError
from scorekeeper.families.payloads import apply_checked
from scorekeeper.families.ruleset import Event, GameSetup, Prompt, Ruleset, ScoreSheet

UNDO, REDO, CORRECTION = "undo", "redo", "correction"
META_TYPES = frozenset({UNDO, REDO, CORRECTION})


@dataclass(frozen=True, slots=True)
class Entry:
    """One stored line of the log."""

    seq: int
    type: str
    payload: Mapping[str, Any] = field(default_factory=dict)
    author: str = ""


@dataclass(frozen=True, slots=True)
class Effective:
    """A game event as it counts now (after undos and corrections), with its original seq."""

    seq: int
    event: Event
    corrected: bool = False


@dataclass(frozen=True)
class Replay:
    """The result of replaying a log: the state and everything the pages need from it."""

    state: Any
    effective: tuple[Effective, ...]
    prompt: Prompt
    sheet: ScoreSheet
    can_undo: bool
    can_redo: bool
    seq: int
    #: The log that was replayed, kept so that the next undo, redo or correction needs no re-read.
    entries: tuple[Entry, ...] = ()
    #: The events a redo would bring back, the next one last: with ``effective``, what the next undo or
    #: redo needs, so that it resolves in one step instead of reading the whole log again.
    redo: tuple[Effective, ...] = ()


def resolve(entries: Sequence[Entry]) -> tuple[list[Effective], bool]:
    """Apply undo/redo/correction entries; return the events in force and whether redo is possible."""
    active, redo_stack = resolve_with_redo(entries)
    return active, bool(redo_stack)


def resolve_with_redo(entries: Sequence[Entry]) -> tuple[list[Effective], list[Effective]]:
    """``resolve``, with the events a redo would bring back (the next one last) instead of a flag."""
    active: list[Effective] = []
    redo_stack: list[Effective] = []
    by_seq: dict[int, int] = {}
    for entry in entries:
        if entry.type == UNDO:
            if not active:
                raise RuleError("There is nothing to undo.")
            undone = active.pop()
            by_seq.pop(undone.seq, None)
            redo_stack.append(undone)
        elif entry.type == REDO:
            if not redo_stack:
                raise RuleError("There is nothing to redo.")
            again = redo_stack.pop()
            by_seq[again.seq] = len(active)
            active.append(again)
        elif entry.type == CORRECTION:
            target, payload = _correction(entry.payload)
            if target not in by_seq:
                raise RuleError(f"Entry {target} is not in force, so it cannot be corrected.")
            i = by_seq[target]
            active[i] = Effective(target, Event(active[i].event.type, payload), corrected=True)
            redo_stack.clear()
        else:
            by_seq[entry.seq] = len(active)
            active.append(Effective(entry.seq, Event(entry.type, dict(entry.payload))))
            redo_stack.clear()
    return active, redo_stack


def undo_or_redo(before: Replay, new: Entry) -> tuple[tuple[Effective, ...], tuple[Effective, ...]]:
    """The events in force and the redo stack after the undo or redo ``new``, from the replay before it:
    one step, the same answer as ``resolve_with_redo`` of the whole log (and its refusals)."""
    if new.type == UNDO:
        if not before.effective:
            raise RuleError("There is nothing to undo.")
        return before.effective[:-1], (*before.redo, before.effective[-1])
    if not before.redo:
        raise RuleError("There is nothing to redo.")
    return (*before.effective, before.redo[-1]), before.redo[:-1]


def _correction(payload: Mapping[str, Any]) -> tuple[int, Mapping[str, Any]]:
    target, new = payload.get("target"), payload.get("payload")
    if not isinstance(target, int) or isinstance(target, bool) or not isinstance(new, Mapping):
        raise RuleError('A correction needs "target" (an entry number) and a new "payload".')
    return target, new


def replay(ruleset: Ruleset, setup: GameSetup, entries: Sequence[Entry]) -> Replay:
    """Fold the resolved log through the ruleset. Raises ``RuleError`` if any event is illegal."""
    effective, redo = resolve_with_redo(entries)
    state = _fold(ruleset, ruleset.start(setup), effective)
    return _replayed(ruleset, state, effective, redo, entries)


def _fold(ruleset: Ruleset, state: Any, effective: Sequence[Effective]) -> Any:
    for item in effective:
        try:
            state = ruleset.apply(state, item.event)
        except RuleError as exc:
            if item is effective[-1]:
                raise
            raise RuleError(
                f"That change would make entry {item.seq} impossible: {exc.message}", exc.field
            ) from exc
    return state


def _replayed(
    ruleset: Ruleset,
    state: Any,
    effective: Sequence[Effective],
    redo: Sequence[Effective],
    entries: Sequence[Entry],
) -> Replay:
    return Replay(
        state=state,
        effective=tuple(effective),
        prompt=ruleset.prompt(state),
        sheet=ruleset.score_sheet(state),
        can_undo=bool(effective),
        can_redo=bool(redo),
        seq=entries[-1].seq if entries else 0,
        entries=tuple(entries),
        redo=tuple(redo),
    )


def check_append(
    ruleset: Ruleset, setup: GameSetup, entries: Sequence[Entry], new: Entry, *, from_form: bool = False
) -> Replay:
    """Replay with ``new`` appended; raises ``RuleError`` (nothing to store) if it is refused.

    A game event, or a correction's new payload, is checked as an entry to store (``apply_checked``:
    plain data, only the fields the game reads): the replay's last entry is ``new`` as it is to be stored,
    less the blank fields the game does not read (``from_form``: less every field it does not read).
    """
    if new.type in (UNDO, REDO):
        return replay(ruleset, setup, [*entries, new])
    if new.type != CORRECTION:
        before = replay(ruleset, setup, entries)
        return extend(ruleset, before, new, from_form=from_form)
    # A correction's own payload is checked where its target stands; its target must be a game event.
    target, _ = _correction(new.payload)
    if not any(e.seq == target and e.type not in META_TYPES for e in entries):
        raise RuleError(f"There is no entry {target} to correct.")
    effective, redo = resolve_with_redo([*entries, new])
    at = next(i for i, item in enumerate(effective) if item.seq == target)
    state = _fold(ruleset, ruleset.start(setup), effective[:at])
    try:
        state, payload = apply_checked(ruleset, state, effective[at].event, from_form=from_form)
    except RuleError as exc:
        if at == len(effective) - 1:
            raise
        said = f"That change would make entry {target} impossible: {exc.message}"
        raise RuleError(said, exc.field) from exc
    corrected = Effective(target, Event(effective[at].event.type, payload), corrected=True)
    effective[at] = corrected
    state = _fold(ruleset, state, effective[at + 1 :])
    stored = replace(new, payload={"target": target, "payload": payload})
    return _replayed(ruleset, state, effective, redo, [*entries, stored])


def step(
    ruleset: Ruleset,
    setup: GameSetup,
    before: Replay,
    new: Entry,
    reuse: Callable[[tuple[Effective, ...]], Replay | None] = lambda _effective: None,
) -> Replay:
    """The replay after the undo or redo ``new``, from the replay before it, without reading the log again.

    ``reuse`` may offer a replay whose events in force are the same (after an undo the game often stands
    as it stood at an earlier entry): a replay is a pure function of the setup and the events in force, so
    its state, prompt and sheet serve as they are, with this log's own entries and flags. Otherwise the
    events in force are folded from the start; they replayed before, so they replay again.
    """
    effective, redo = undo_or_redo(before, new)
    entries = (*before.entries, new)
    known = reuse(effective)
    if known is None:
        state = _fold(ruleset, ruleset.start(setup), effective)
        return _replayed(ruleset, state, effective, redo, entries)
    return replace(
        known,
        effective=effective,
        can_undo=bool(effective),
        can_redo=bool(redo),
        redo=redo,
        seq=new.seq,
        entries=entries,
    )


def extend(ruleset: Ruleset, before: Replay, new: Entry, *, from_form: bool = False) -> Replay:
    """The replay after one more game event ``new``, from the replay before it (no fold from the start);
    the event is checked as an entry to store (``apply_checked``), and stored less its unread blanks."""
    event = Event(new.type, dict(new.payload))
    state, payload = apply_checked(ruleset, before.state, event, from_form=from_form)
    stored = replace(new, payload=payload)
    return Replay(
        state=state,
        effective=(*before.effective, Effective(new.seq, Event(new.type, dict(payload)))),
        prompt=ruleset.prompt(state),
        sheet=ruleset.score_sheet(state),
        can_undo=True,
        can_redo=False,
        seq=new.seq,
        entries=(*before.entries, stored),
    )


# --- Entries in words ---------------------------------------------------------------------------------------

#: What the entries list says of an undo or a redo entry (the messages after one name the entry it took back).
META_WORDS = {UNDO: "Undo", REDO: "Redo"}


def entry_words(
    ruleset: Ruleset,
    setup: GameSetup,
    entries: Sequence[Entry],
    event_type: str,
    payload: Mapping[str, Any],
    actor: int | None = None,
) -> str:
    """A logged entry in words (``Ruleset.describe``; ``actor``: the seat whose turn it was, if known). A
    correction names the entry it corrects (in ``entries``) and says what that entry says now: "Entry 3
    corrected: Bob bids 1"."""
    if event_type in META_WORDS:
        return META_WORDS[event_type]
    if event_type != CORRECTION:
        return ruleset.describe(setup, Event(event_type, payload), actor)
    target, inner = payload.get("target"), payload.get("payload")
    corrected = next((e.type for e in entries if e.seq == target), None)
    if corrected is None or not isinstance(inner, Mapping):
        return f"Entry {target} corrected"
    return f"Entry {target} corrected: {ruleset.describe(setup, Event(corrected, inner))}"


# --- Which entries made a row of the score sheet -------------------------------------------------------


def entries_of_row(
    ruleset: Ruleset, setup: GameSetup, effective: Sequence[Effective], row: int
) -> list[Effective]:
    """The entries in force that made row ``row`` of the score sheet (a hand's row, opened to correct it).

    The game is replayed one entry at a time: an entry that adds or changes rows belongs to each of them, and
    the entries before it that changed no row (a hand's bids, a trump turned, a deal thrown in) belong to the
    first row it changes. Entries of a hand whose row is not on the sheet yet belong to no row.
    """
    state = ruleset.start(setup)
    rows = ruleset.score_sheet(state).rows
    made: list[Effective] = []
    waiting: list[Effective] = []
    for item in effective:
        state = ruleset.apply(state, item.event)
        now = ruleset.score_sheet(state).rows
        changed = [i for i in range(len(now)) if i >= len(rows) or now[i] != rows[i]]
        rows = now
        if not changed:
            waiting.append(item)
            continue
        if changed[0] == row:
            made.extend(waiting)
        if row in changed:
            made.append(item)
        waiting = []
    return made


# --- Secrets: payload fields the log shows masked (New Eleusis's rule, until its round is over) ---------

SECRET = "(secret until the round ends)"


def secrets_after(ruleset: Ruleset, result: Replay) -> int | None:
    """The seq after which entries keep their secret fields masked; ``None``: the log shows everything."""
    if not ruleset.secret_fields:
        return None
    start = ruleset.secrets_kept_from(result.state, [item.event for item in result.effective])
    if start is None:
        return None
    return result.effective[start - 1].seq if start > 0 else 0


def public_payload(
    ruleset: Ruleset, after: int | None, seq: int, entry_type: str, payload: Mapping[str, Any]
) -> Mapping[str, Any]:
    """An entry's payload as pages, the API and exports show it: the ruleset's secret fields of an entry made
    after ``after`` (``secrets_after``) masked, and so are those of a correction of such an entry."""
    if after is None:
        return payload
    if entry_type == CORRECTION:
        target, inner = payload.get("target"), payload.get("payload")
        if isinstance(target, int) and target > after and isinstance(inner, Mapping):
            every = {name for names in ruleset.secret_fields.values() for name in names}
            return {**payload, "payload": _masked(inner, every)}
        return payload
    names = ruleset.secret_fields.get(entry_type, ())
    return _masked(payload, set(names)) if names and seq > after else payload


def _masked(payload: Mapping[str, Any], names: set[str]) -> dict[str, Any]:
    return {key: SECRET if key in names and value else value for key, value in payload.items()}
