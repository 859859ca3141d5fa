"""An entry's payload checked before it is stored: plain data of a bounded size, and only what the game reads.

Every game reads its payloads with the readers of ``core`` and says, in a sentence, what is wrong with a
value it reads. What no game reads was stored as sent, until this module: a ``NaN`` (which is not JSON, so
the stored log stopped being JSON), a 2,000-character ``note`` on a bid, a key of any name. Two checks close
that, the same for every game and every way in (the play page, the API, a correction):

- ``check_data``: the payload is JSON data: text of at most ``MAX_TEXT`` characters, finite numbers within
  ``MAX_NUMBER``, lists and objects of at most ``MAX_ITEMS`` items nested at most ``MAX_DEPTH`` deep;
- ``apply_checked``: the entry is applied with a payload that notes which fields the game reads. A field
  the game never read is not part of the entry: left blank (or ``false``, ``null``), it is dropped from
  what is stored; filled in, the entry is refused naming it — except from the play page's form, which
  sends every field it shows whichever button is pressed, so there every field the game did not read is
  dropped.

The schema of each entry type is therefore the game's own reading of it: nothing is declared twice, and a
new game is covered the day it is written. Stored logs are never checked again (a replay reads what was
stored; old games with extra fields replay as before), and an imported record's payloads are checked as
data only, since the games it holds were accepted when they were played.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from typing import Any, TypeVar

from scorekeeper.core import RuleError, filled
from scorekeeper.families.ruleset import Event, Ruleset

StateT = TypeVar("StateT")

#: Characters in one text value: a whole hand of cards written out ("10H 10S …") is a small part of it.
MAX_TEXT = 400
#: Items in one list, keys in one object.
MAX_ITEMS = 64
#: Lists and objects inside one another (a payload is an object: 1).
MAX_DEPTH = 4
#: The largest number either way; no score, bid or count comes near it.
MAX_NUMBER = 10**11


class PayloadError(RuleError):
    """An entry refused for its form, not its rules: not plain data, or a field the game does not read."""


def check_data(value: Any, field: str = "", depth: int = 1) -> None:
    """Raise ``RuleError`` (naming the field) unless ``value`` is plain JSON data within the bounds."""
    where = f"“{field}”" if field else "The entry"
    too_large = f"{where} is too large a number: at most {MAX_NUMBER:,} either way."
    if value is None or isinstance(value, bool):
        return
    if isinstance(value, int):
        if abs(value) > MAX_NUMBER:
            raise PayloadError(too_large, field or None)
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise PayloadError(f"{where} is not a number (NaN and Infinity are not numbers).", field or None)
        if abs(value) > MAX_NUMBER:
            raise PayloadError(too_large, field or None)
        return
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise PayloadError(f"{where} is too long: at most {MAX_TEXT} characters.", field or None)
        return
    if isinstance(value, list | tuple | Mapping):
        if depth > MAX_DEPTH:
            raise PayloadError(f"{where} nests lists or objects too deeply.", field or None)
        if len(value) > MAX_ITEMS:
            raise PayloadError(f"{where} has too many items: at most {MAX_ITEMS}.", field or None)
        items = value.items() if isinstance(value, Mapping) else enumerate(value)
        for key, item in items:
            if not isinstance(key, str | int) or (isinstance(key, str) and len(key) > MAX_TEXT):
                raise PayloadError(f"{where} has a field name that is not a short text.", field or None)
            check_data(item, f"{field}.{key}" if field else str(key), depth + 1)
        return
    raise PayloadError(f"{where} is not plain data (text, numbers, yes/no, lists).", field or None)


class ReadFields(dict):
    """A payload that notes which of its fields are read (looked up, tested, or copied whole)."""

    def __init__(self, payload: Mapping[str, Any]) -> None:
        super().__init__(payload)
        self.read: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        if isinstance(key, str):
            self.read.add(key)
        return super().__contains__(key)

    # Reading the whole payload (a copy, a loop over its fields) counts as reading every field of it.
    def _all(self) -> None:
        self.read.update(dict.keys(self))

    def __iter__(self) -> Iterator[str]:
        self._all()
        return super().__iter__()

    def keys(self):
        self._all()
        return super().keys()

    def items(self):
        self._all()
        return super().items()

    def values(self):
        self._all()
        return super().values()

    def copy(self) -> dict[str, Any]:
        self._all()
        return dict(dict.items(self))

    def unread(self) -> list[str]:
        return [key for key in dict.keys(self) if key not in self.read]


def apply_checked(
    ruleset: Ruleset, state: StateT, event: Event, *, from_form: bool = False
) -> tuple[StateT, dict[str, Any]]:
    """The state after ``event`` and the payload to store, or ``RuleError``: not data, or not the game's.

    The payload stored is the one sent, less the blank fields the game did not read. ``from_form``: the
    entry comes from the play page's form, which sends every field it shows whichever button is pressed
    (the count of bombs with the bomb button); the fields the game did not read are then all left out.
    """
    payload = event.payload
    if not isinstance(payload, Mapping):
        raise PayloadError("The entry's details must be a JSON object.", "payload")
    check_data(payload)
    tracked = ReadFields(payload)
    after = ruleset.apply(state, Event(event.type, tracked))
    unread = tracked.unread()
    for key in unread:
        if not from_form and _said(payload[key]):
            kind = event.type.replace("_", " ")
            raise PayloadError(f"“{key}” is not part of this entry ({kind}): leave it out.", key)
    return after, {key: value for key, value in payload.items() if key not in unread}


def _said(value: Any) -> bool:
    """Whether a field says something: not blank text, not ``null``, not ``false`` (a box left unticked)."""
    return value is not False and filled(value)
