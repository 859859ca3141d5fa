"""The API's edge: one schema per request body, checked before any view code runs, and the OpenAPI document.

Every body is read by ``read_body(Model)``, which

* refuses a body that is not JSON, is nested deeper than ``MAX_DEPTH`` levels (before Python's parser
  recurses into it), or is not an object, each with a 400 and a sentence;
* validates it with a pydantic model whose integers are strict (``true`` and ``1.0`` are not integers;
  ``Infinity`` and ``1e400`` are floats) and bounded, turning pydantic's error list into one sentence
  naming the field (``{"error": "…", "field": "teams.0.1"}``).

The same models give the OpenAPI 3.1 document served at ``/api/v1/openapi.json`` (``openapi_document``),
so what is published is what is enforced. Rules checks (a bid too low, a card dealt twice) stay in the
rulesets: an event's ``payload`` is only required to be an object here.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from itertools import accumulate
from typing import Annotated, Any, TypeVar

from flask import Flask, jsonify, request
from flask.json.provider import DefaultJSONProvider
from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError
from werkzeug.exceptions import HTTPException, NotFound
from werkzeug.routing import IntegerConverter

from scorekeeper.store.repo import MAX_EVENTS_PER_GAME
from scorekeeper.store.tables import MAX_PLAYERS

ModelT = TypeVar("ModelT", bound=BaseModel)

#: Deepest nesting of arrays and objects accepted in a body; the deepest real body (an import record's
#: event payloads) has six levels.
MAX_DEPTH = 32
#: Ids are SQLite integers: signed 64-bit.
MAX_ID = 2**31 - 1  # PostgreSQL's INTEGER id columns (SQLite's go to 2**63 - 1): beyond it, no row
SEAT_MAX = MAX_PLAYERS - 1
MAX_OPTIONS = 40
RULESET_MAX = 40
EVENT_TYPE_MAX = 40

#: Names are trimmed and checked against their own limits (``NAME_MAX``...) by the store, which says so
#: in a sentence; the schema only bounds what is read.
TEXT_MAX = 200

Seat = Annotated[StrictInt, Field(ge=0, le=SEAT_MAX)]
Name = Annotated[str, Field(max_length=TEXT_MAX)]
OptionValue = (
    Annotated[StrictInt, Field(ge=-1_000_000, le=1_000_000)] | bool | Annotated[str, Field(max_length=80)]
)


# --- Errors ---------------------------------------------------------------------------------------


class Refusal(HTTPException):
    """A 4xx answer carrying the player's sentence and the field at fault, as JSON."""

    def __init__(self, message: str, field: str | None = None, status: int = 400) -> None:
        super().__init__(message)
        self.code = status
        self.message = message
        self.field = field

    def get_response(self, environ=None, scope=None):  # werkzeug's signature
        response = jsonify(error=self.message, field=self.field)
        response.status_code = self.code
        return response


class ErrorBody(BaseModel):
    """Every refusal: one sentence, and the field at fault when there is one."""

    error: str = Field(description="One sentence saying what is wrong and what to do.")
    field: str | None = Field(default=None, description='The field at fault, e.g. "teams.0.1".')


# --- Request bodies -------------------------------------------------------------------------------


class Body(BaseModel):
    """Bodies ignore fields they do not know (newer clients may send more)."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=False)


class NewTable(Body):
    """``POST /tables``."""

    name: Name = ""
    players: Annotated[list[Name | None], Field(max_length=2 * MAX_PLAYERS)]


class NewGame(Body):
    """``POST /tables/{token}/games``: players default to everyone seated at the table."""

    ruleset: Annotated[str, Field(max_length=RULESET_MAX)] = ""
    players: Annotated[list[Name], Field(max_length=MAX_PLAYERS)] | None = None
    options: Annotated[dict[str, OptionValue], Field(max_length=MAX_OPTIONS)] | None = None
    first_dealer: Seat = 0
    teams: (
        Annotated[list[Annotated[list[Seat], Field(max_length=MAX_PLAYERS)]], Field(max_length=MAX_PLAYERS)]
        | None
    ) = None


class NewEvent(Body):
    """``POST /tables/{token}/games/{id}/events``: the entry and the number of the entry it follows."""

    type: Annotated[str, Field(min_length=1, max_length=EVENT_TYPE_MAX)]
    payload: dict[str, Any] = Field(default_factory=dict, description="The entry's details (see docs/games).")
    expected_seq: Annotated[StrictInt, Field(ge=0, le=MAX_EVENTS_PER_GAME)]
    author: Annotated[str, Field(max_length=TEXT_MAX)] = ""  # kept to its first AUTHOR_MAX characters


class AnyObject(Body):
    """A JSON object whose fields the view itself checks (a game record, a calculator's input)."""

    model_config = ConfigDict(extra="allow")


# --- Reading a body -------------------------------------------------------------------------------


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)


def nesting_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON text, counted without parsing it (strings skipped)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return text.count("[") + text.count("{")  # an upper bound, enough when it is small
    steps = {"[": 1, "{": 1, "]": -1, "}": -1}
    bare = _STRING.sub("", text)
    return max(accumulate((steps.get(c, 0) for c in bare), initial=0))


def parse_json(text: str) -> Any:
    """JSON text as Python values, or ``Refusal``: too deep, or not JSON at all."""
    if nesting_depth(text) > MAX_DEPTH:
        raise Refusal(f"The JSON is nested too deeply: at most {MAX_DEPTH} levels of lists and objects.")
    try:
        data = json.loads(text, parse_constant=NotANumber)
    except (ValueError, RecursionError):
        raise Refusal("The body is not valid JSON.") from None
    refuse_not_a_number(data)
    return data


class NotANumber(str):
    """``NaN``, ``Infinity`` or ``-Infinity`` in JSON text: Python's reader takes them, JSON does not. Read
    as this marker, so that the refusal can name the field that holds it."""


def refuse_not_a_number(data: Any, path: str = "") -> None:
    """``Refusal`` naming the first field that holds NaN or Infinity."""
    if isinstance(data, NotANumber):
        where = f"“{path}” is" if path else "The body is"
        raise Refusal(f"{where} {data}, which is not a number JSON allows: send a number.", path or None)
    if isinstance(data, dict | list):
        for key, value in data.items() if isinstance(data, dict) else enumerate(data):
            refuse_not_a_number(value, f"{path}.{key}" if path else str(key))


def read_object() -> dict[str, Any]:
    """The request's JSON object, checked for shape and depth."""
    if not request.is_json:
        raise Refusal("Send a JSON object with the header Content-Type: application/json.", status=415)
    try:
        text = request.get_data(as_text=True)
    except UnicodeDecodeError:
        raise Refusal("The body is not valid UTF-8 text.") from None
    data = parse_json(text)
    if not isinstance(data, dict):
        raise Refusal("Send a JSON object ({…}), not a list or a single value.")
    return data


def read_body(model: type[ModelT]) -> ModelT:
    """The request's body validated by ``model``; any fault is a 400 naming one field."""
    data = read_object()
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        message, field = explain(exc.errors(include_url=False))
        raise Refusal(message, field) from None


# --- Installed in the app factory -----------------------------------------------------------------


class BoundedInt(IntegerConverter):
    """``<int:…>`` in every URL, refusing numbers no database row can have with a 404 and a sentence
    (ids are INTEGER columns, signed 32-bit on PostgreSQL; a larger id would overflow in the query)."""

    def to_python(self, value: str) -> int:
        number = super().to_python(value)
        if number > MAX_ID:
            raise NotFound("Nothing here has that number; check the address.")
        return number


class DepthCheckedJSON(DefaultJSONProvider):
    """``request.get_json()`` anywhere in the app refuses over-deep JSON with a 400, never recursing."""

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        text = s.decode("utf-8", "replace") if isinstance(s, bytes) else s
        if nesting_depth(text) > MAX_DEPTH:
            raise Refusal(f"The JSON is nested too deeply: at most {MAX_DEPTH} levels of lists and objects.")
        data = super().loads(s, parse_constant=NotANumber, **kwargs)
        refuse_not_a_number(data)
        return data


def install(app: Flask) -> None:
    """Bounded URL integers, depth-checked JSON and the JSON refusal, before any blueprint is added."""
    app.url_map.converters["int"] = BoundedInt
    app.json_provider_class = DepthCheckedJSON
    app.json = DepthCheckedJSON(app)
    app.register_error_handler(Refusal, lambda exc: exc.get_response())


# --- Pydantic's errors as one sentence ------------------------------------------------------------


def _field(loc: Iterable[Any]) -> str:
    # Union members show up in the location as their type ("int", "str"): leave them out.
    parts = [str(p) for p in loc if not (isinstance(p, str) and ("[" in p or p in _TYPE_NAMES))]
    return ".".join(parts)


_TYPE_NAMES = frozenset({"int", "bool", "str", "float", "list", "dict", "constrained-int", "constrained-str"})


def _sentence(kind: str, ctx: dict[str, Any], name: str) -> str:
    """One error of pydantic's, worded for a person."""
    subject = f"“{name}”" if name else "The body"
    if kind == "missing":
        return f"{subject} is missing."
    if kind.startswith("int") or kind in {"bool_type", "bool_parsing"}:
        return f"{subject} must be a whole number (not true/false, a fraction or text)."
    if kind in {"greater_than_equal", "greater_than"}:
        return f"{subject} must be at least {ctx.get('ge', ctx.get('gt'))}."
    if kind in {"less_than_equal", "less_than"}:
        return f"{subject} must be at most {ctx.get('le', ctx.get('lt'))}."
    if kind.startswith("string_too_short"):
        return f"{subject} cannot be empty."
    if kind.startswith("string_too_long"):
        return f"{subject} is too long: at most {ctx.get('max_length')} characters."
    if kind.startswith("string"):
        return f"{subject} must be text."
    if kind == "too_long":
        return f"{subject} has too many items: at most {ctx.get('max_length')}."
    if kind.startswith("list"):
        return f"{subject} must be a list."
    if kind.startswith(("dict", "model")):
        return f"{subject} must be an object."
    return f"{subject} is not valid."


def explain(errors: list[dict[str, Any]]) -> tuple[str, str | None]:
    """The first problem as one sentence, and its field. A value allowed in several types (an option:
    number, yes/no or text) fails once per type: the message then lists the types instead."""
    first = errors[0]
    name = _field(first["loc"])
    same_place = [e for e in errors if _field(e["loc"]) == name]
    if len(same_place) > 1 and all(e["type"].endswith("_type") for e in same_place):
        return f"“{name}” must be a number, yes/no or text.", name or None
    return _sentence(first["type"], first.get("ctx") or {}, name), name or None


# --- The OpenAPI document -------------------------------------------------------------------------

TOKEN = {
    "name": "token",
    "in": "path",
    "required": True,
    "description": "A table's scorer or viewer token (from its share link).",
    "schema": {"type": "string", "minLength": 1, "maxLength": 100},
}
GAME_ID = {
    "name": "game_id",
    "in": "path",
    "required": True,
    "description": "The game's number at this table.",
    "schema": {"type": "integer", "minimum": 0, "maximum": MAX_ID},
}
SLUG = {
    "name": "slug",
    "in": "path",
    "required": True,
    "description": "A game's slug from GET /games, e.g. oh-hell.",
    "schema": {"type": "string", "minLength": 1, "maxLength": RULESET_MAX},
}
TOOL_SLUG = {
    "name": "slug",
    "in": "path",
    "required": True,
    "description": "A calculator's slug from GET /tools, e.g. cribbage/hand.",
    "schema": {"type": "string", "minLength": 1, "maxLength": 100},
}

ENTRY_KEY_HEADER = {
    "name": "Idempotency-Key",
    "in": "header",
    "required": False,
    "description": "A key the client makes for this entry (a UUID): the same key sent again stores nothing "
    "twice and repeats the first answer, marked Idempotent-Replayed.",
    "schema": {"type": "string", "pattern": "^[A-Za-z0-9_-]{8,64}$"},
}


def _answer(description: str, *codes: int) -> dict[str, Any]:
    """The responses of an operation: its success, and ``codes`` refusals each with an ``ErrorBody``."""
    error = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}}
    success = {"description": description, "content": {"application/json": {"schema": {"type": "object"}}}}
    status = 201 if description.startswith("Created") else 200
    return {str(status): success, **{str(code): {"description": "Refused", **error} for code in codes}}


def _operation(summary: str, answer: dict[str, Any], params=(), body: type[BaseModel] | None = None):
    operation: dict[str, Any] = {"summary": summary, "responses": answer}
    if params:
        operation["parameters"] = list(params)
    if body is not None:
        operation["requestBody"] = {
            "required": True,
            "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{body.__name__}"}}},
        }
    return operation


def openapi_document() -> dict[str, Any]:
    """The API as OpenAPI 3.1, its bodies' schemas taken from the models above."""
    game = (TOKEN, GAME_ID)
    paths = {
        "/games": {"get": _operation("The game catalogue", _answer("Every game"))},
        "/games/{slug}/options": {
            "get": _operation("One game's options", _answer("Its options", 404), [SLUG]),
        },
        "/tables": {
            "post": _operation("Create a table", _answer("Created: the table", 400, 415), body=NewTable),
        },
        "/tables/{token}": {"get": _operation("A table", _answer("The table", 404), [TOKEN])},
        "/tables/{token}/games": {
            "post": _operation(
                "Start a game", _answer("Created: the game", 400, 403, 404, 415), [TOKEN], NewGame
            ),
        },
        "/tables/{token}/games/{game_id}": {"get": _operation("A game", _answer("The game", 404), game)},
        "/tables/{token}/games/{game_id}/events": {
            "get": _operation("The game's log", _answer("Every entry", 404), game),
            "post": _operation(
                "Append one entry",
                _answer("Created: the game after it", 400, 403, 404, 409, 415),
                (*game, ENTRY_KEY_HEADER),
                NewEvent,
            ),
        },
        "/tables/{token}/games/{game_id}/export": {
            "get": _operation("The game's record", _answer("The record", 404), game),
        },
        "/import": {
            "post": _operation(
                "Import a game record", _answer("Created: the new table", 400, 415), body=AnyObject
            ),
        },
        "/tools": {"get": _operation("The calculators", _answer("Every calculator"))},
        "/tools/{slug}": {
            "post": _operation(
                "Run a calculator", _answer("Its answer", 400, 404, 415), [TOOL_SLUG], AnyObject
            ),
        },
        "/openapi.json": {"get": _operation("This document", _answer("OpenAPI 3.1"))},
    }
    models = (ErrorBody, NewTable, NewGame, NewEvent, AnyObject)
    schemas: dict[str, Any] = {}
    for model in models:
        schema = model.model_json_schema(ref_template="#/components/schemas/{model}")
        schemas.update(schema.pop("$defs", {}))
        schemas[model.__name__] = schema
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Scorekeeper API",
            "version": "1",
            "description": "Tables, games, entries and calculators; see docs/api.md. Every refusal is "
            "an ErrorBody: one sentence and the field at fault.",
        },
        "servers": [{"url": "/api/v1"}],
        "paths": paths,
        "components": {"schemas": schemas},
    }
