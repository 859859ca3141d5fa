"""The phone's offline engine: the game's rules and the play page's own templates, run in the phone's browser
(Pyodide) while the server cannot be reached, so that the table keeps entering hands.

The server gives the phone the game as it stands (``web/offline.py``, ``offline.json``: the game's set-up and
its log) while it can; when an entry cannot be sent, ``static/outbox.js`` hands the entry form's fields to
``Engine.take``, which checks them against the rules as the server would (``families.log.check_append``,
the same code), and answers the next play page drawn from the same templates. A refused entry is answered
with the form and its sentence, and never queued. The entries taken wait in the phone's outbox and are
sent, in order, when the server answers; what only the server can refuse (another phone's entry made
meanwhile) is known then.

Nothing here imports Flask, werkzeug or the database: the package runs in the browser as it is.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from jinja2 import Environment, FileSystemLoader, select_autoescape

from scorekeeper import rendering
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.log import REDO, UNDO, Entry, Replay, check_append, entry_words, replay
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.forms import errors_for_form, payload_from_form, values_for_form
from scorekeeper.games.registry import get_ruleset

#: Where the templates are: beside the package in a checkout, and in the bundle the phone unpacks.
TEMPLATES = Path(__file__).resolve().parents[2] / "templates"

#: The kinds of entry the play page posts, by the last part of the address (static/outbox.js says which).
KINDS = ("entry", UNDO, REDO)


class FormFields:
    """A posted form's fields in order, read as the server reads a form (``forms.payload_from_form``)."""

    def __init__(self, fields: Iterable[Sequence[str]]) -> None:
        self._fields = [(str(name), str(value)) for name, value in fields]

    def __iter__(self):
        return iter(dict.fromkeys(name for name, _ in self._fields))

    def getlist(self, name: str) -> list[str]:
        return [value for key, value in self._fields if key == name]

    def get(self, name: str, default: str | None = None) -> str | None:
        found = self.getlist(name)
        return found[-1] if found else default


@dataclass(frozen=True)
class GameView:
    """What the templates read of a game: the store's row, as the phone was told it."""

    id: int
    ruleset: str
    players: list[str]
    teams: list[list[int]]
    options: dict[str, Any]
    first_dealer: int


@dataclass(frozen=True)
class TableView:
    name: str


@dataclass
class Engine:
    """One game on the phone: its set-up, the log the server holds and the entries taken since."""

    spec: Mapping[str, Any]
    entries: list[Entry] = field(default_factory=list)

    def __post_init__(self) -> None:
        spec = self.spec
        ruleset = get_ruleset(spec["ruleset"])
        if ruleset is None:
            raise ValueError(f"This phone's app does not know the game {spec['ruleset']!r}.")
        self.ruleset = ruleset
        players, teams, options = list(spec["players"]), spec["teams"], spec["options"]
        self.game = GameView(spec["id"], spec["ruleset"], players, teams, options, spec["first_dealer"])
        self.setup = GameSetup(
            players=tuple(spec["players"]),
            options=parse_options(ruleset.Options, ruleset.stored_options(spec["options"])),
            first_dealer=spec["first_dealer"],
            teams=tuple(tuple(team) for team in spec["teams"]),
        )
        self.entries = [Entry(e["seq"], e["type"], e["payload"]) for e in spec["entries"]]
        self.server_seq = len(self.entries)
        self.result: Replay = replay(ruleset, self.setup, self.entries)
        self.server_rows = self.result.sheet.rows
        self.env = self._environment()

    def _environment(self) -> Environment:
        env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(["html"]))
        rendering.install(env)
        env.globals.update(
            url_for=self.url_for,
            csrf_token=lambda: self.spec["csrf"],
            game_title=lambda _game: self.spec["title"],
        )
        return env

    def url_for(self, endpoint: str, **values: Any) -> str:
        """The addresses the play page links to, as the server gave them for this game; values beyond the
        game's own go in the query, as Flask's ``url_for`` puts them (``preview?event=result``)."""
        try:
            address = self.spec["urls"][endpoint]
        except KeyError:
            raise LookupError(f"The offline play page has no address for {endpoint!r}.") from None
        extra = {k: v for k, v in values.items() if k not in ("token", "game_id") and v is not None}
        return f"{address}?{urlencode(extra)}" if extra else address

    # --- Entries -------------------------------------------------------------------------------------

    def take(self, kind: str, fields: Iterable[Sequence[str]]) -> dict[str, Any]:
        """Check one posted entry (``kind``: an entry, undo or redo) against the rules, as the server would.
        Taken: ``{"taken": True, "page": …, "words": …, "seq": …}``; refused: the page with its sentence;
        made on a newer game than the phone's copy (its form's number is ahead): ``{"behind": True}``."""
        form = FormFields(fields)
        if kind not in KINDS:
            raise ValueError(f"Unknown kind of entry {kind!r}.")
        event_type = kind if kind != "entry" else (form.getlist("event_type") or [""])[-1]
        payload = payload_from_form(form) if kind == "entry" else {}
        expected = str(form.get("expected_seq"))
        if expected.isdigit() and int(expected) > self.result.seq:
            # Made on a game newer than this phone's copy: only the server can tell.
            return {"taken": False, "behind": True}
        if expected != str(self.result.seq):
            return self._refused("This form is out of date: it was made before the latest entry.", payload)
        new = Entry(self.result.seq + 1, event_type, payload)
        try:
            after = check_append(self.ruleset, self.setup, self.entries, new, from_form=True)
        except RuleError as exc:
            return self._refused_at(exc, payload)
        stored = after.entries[-1]
        words = entry_words(self.ruleset, self.setup, self.entries, stored.type, stored.payload)
        self.entries.append(stored)
        self.result = after
        return {"taken": True, "page": self.page(), "words": words, "seq": after.seq}

    def _refused(self, sentence: str, payload: Mapping[str, Any]) -> dict[str, Any]:
        return {"taken": False, "page": self.page(message=sentence, values=values_for_form(dict(payload)))}

    def _refused_at(self, exc: RuleError, payload: Mapping[str, Any]) -> dict[str, Any]:
        errors = errors_for_form(exc)
        page = self.page(errors=errors, values=values_for_form(dict(payload)))
        if exc.message not in page:  # a field this phase's form does not show: above the form, as the server
            page = self.page(errors={"form": exc.message}, values=values_for_form(dict(payload)))
        return {"taken": False, "page": page, "sentence": exc.message}

    # --- The page --------------------------------------------------------------------------------------

    def page(self, *, errors=None, values=None, message: str = "") -> str:
        """The play page's body (``#play``), as the server draws it, for the game as it stands here."""
        return self.env.get_template("_play.html").render(
            access=None,
            token=self.spec["token"],
            table=TableView(self.spec["table"]),
            game=self.game,
            ruleset=self.ruleset,
            result=self.result,
            prompt=self.result.prompt,
            sheet=self.result.sheet,
            entries=[],
            last=self._last_words(self.result),
            row_edit=None,
            errors=errors or {},
            values=values or {},
            message=message,
            notice="",
            editing=None,
            offline=True,
        )

    def _last_words(self, result: Replay) -> str:
        if not result.effective:
            return ""
        last = result.effective[-1]
        return entry_words(self.ruleset, self.setup, self.entries, last.event.type, last.event.payload)

    def pending_from(self) -> int:
        """The first row of the sheet the entries taken here changed or added (the rows shown as waiting)."""
        rows = self.result.sheet.rows
        for index, (kept, now) in enumerate(zip(self.server_rows, rows, strict=False)):
            if kept != now:
                return index
        return min(len(self.server_rows), len(rows))


def start(spec_json: str) -> Engine:
    """The engine for a game from the server's ``offline.json`` (the JavaScript side passes text)."""
    return Engine(json.loads(spec_json))
