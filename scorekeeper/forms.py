"""Turning an entry form into an event payload, by one naming convention for every game.

Fields whose names start with ``_`` are for the page only and are dropped.
``bid=3`` becomes ``{"bid": "3"}``; ``taken.0=2`` and ``taken.1=5`` become ``{"taken": ["2", "5"]}``.
Values stay text: the ruleset reads and checks them (the API sends the same payloads as JSON).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorekeeper.core import RuleError
from scorekeeper.families.payloads import MAX_TEXT

if TYPE_CHECKING:  # the phone's offline engine reads forms too, and has no werkzeug
    from werkzeug.datastructures import MultiDict

RESERVED = frozenset({"csrf_token", "event_type", "expected_seq"})
#: Fields a refusal may name that no game's form shows (the API's names for the hidden fields).
NOT_ON_FORM = RESERVED | {"type", "payload"}
MAX_INDEX = 20
#: Text kept of one field: one character more than an entry may hold, so that the entry is refused with a
#: sentence (``payloads.check_data``) rather than stored cut short.
MAX_VALUE = MAX_TEXT + 1


def payload_from_form(form: MultiDict) -> dict[str, Any]:
    payload: dict[str, Any] = {}
    lists: dict[str, dict[int, str]] = {}
    for key in form:
        if key in RESERVED or key.startswith("_"):  # "_name" fields only steer the page
            continue
        value = form.getlist(key)[-1][:MAX_VALUE]
        name, _, index = key.partition(".")
        if index.isascii() and index.isdigit() and int(index) < MAX_INDEX:  # not "²": isdigit() but no int
            lists.setdefault(name, {})[int(index)] = value
        elif not index:
            payload[name] = value
    for name, items in lists.items():
        payload[name] = [items.get(i, "") for i in range(max(items) + 1)]
    return payload


def errors_for_form(exc: RuleError) -> dict[str, str]:
    """A refusal placed where the page shows it: at its field, or above the form (``"form"``) when it
    concerns the entry as a whole or a hidden field (a stale or missing ``expected_seq``, a bad type)."""
    field = exc.field if exc.field and exc.field not in NOT_ON_FORM else "form"
    return {field: exc.message}


def values_for_form(payload: dict[str, Any]) -> dict[str, str]:
    """The inverse: form field values to refill a form (after an error, or to correct an entry).

    Yes and no become what a ticked box sends and an unticked one (nothing): the templates tick a box when
    its value is filled, so ``False`` written as the text "False" would tick it, and saving the form
    unchanged would change the entry.
    """
    values: dict[str, str] = {}
    for name, value in payload.items():
        if isinstance(value, list | tuple):
            # A list is a field per seat (points.0, points.1…) or, for cards, one field of them all.
            values.update({f"{name}.{i}": form_text(v) for i, v in enumerate(value)})
            values[name] = " ".join(form_text(v) for v in value)
        else:
            values[name] = form_text(value)
    return values


def form_text(value: Any) -> str:
    """One value as a form field holds it: ``True`` is "yes", ``False`` and ``None`` are blank."""
    if value is True:
        return "yes"
    if value is False or value is None:
        return ""
    if isinstance(value, list | tuple):  # a list in a list (Pickle's cards per player): one field of them
        return " ".join(form_text(v) for v in value)
    return str(value)
