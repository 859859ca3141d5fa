"""What every layer below the web shares: the rule error, score lines, declared options, payload readers.

The family parts (``scorekeeper.families``) and the games (``scorekeeper.games``) both build on this module
and on ``scorekeeper.cards``; nothing here knows about games, Flask or the database.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from scorekeeper.cards import AnyCard, CardError, check_cards, parse_cards

OptionsT = TypeVar("OptionsT")

# --- The rule error ---------------------------------------------------------------------------


class RuleError(ValueError):
    """An entry breaks the rules. ``message`` is one sentence a player understands.

    ``field`` names the form field at fault (e.g. ``"bid"``, ``"taken.2"``) so the page can show the
    message next to it; ``None`` means the entry as a whole.
    """

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One reason behind a score: ``ScoreLine("fifteen", 2, ("7H", "8S"))``."""

    label: str
    points: int
    cards: tuple[str, ...] = ()


# --- Options -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """How one option is shown in the catalogue and on the game-setup form."""

    name: str
    label: str
    default: Any
    kind: str  # "choice", "int", "bool", "text" (one line; ``maximum`` is then its most characters)
    choices: tuple[tuple[Any, str], ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""

    def as_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["choices"] = [{"value": v, "label": lab} for v, lab in self.choices]
        return data


def option(
    default: Any,
    label: str,
    *,
    choices: Iterable[tuple[Any, str]] | None = None,
    minimum: int | None = None,
    maximum: int | None = None,
    help: str = "",
) -> Any:
    """Declare a field of a ruleset's frozen ``Options`` dataclass, with what the form needs.

    The kind follows the default: choices make a choice, a bool a yes-or-no, text (a ``str`` default without
    choices) one line of free text of at most ``maximum`` characters (the score pad's name for its game),
    anything else a whole number between ``minimum`` and ``maximum``."""
    return field(
        default=default,
        metadata={
            "label": label,
            "choices": tuple(choices) if choices is not None else (),
            "minimum": minimum,
            "maximum": maximum,
            "help": help,
        },
    )


def number_choices(*values: int) -> tuple[tuple[int, str], ...]:
    """Choices of a numeric option labelled by the numbers themselves: ``number_choices(20, 25)``."""
    return tuple((v, str(v)) for v in values)


def describe_options(options_cls: type) -> list[OptionSpec]:
    """The catalogue entry of each option of an ``Options`` dataclass."""
    specs = []
    for f in dataclasses.fields(options_cls):
        meta = f.metadata
        kind = "choice" if meta.get("choices") else _plain_kind(f.default)
        specs.append(
            OptionSpec(
                name=f.name,
                label=meta.get("label", f.name),
                default=f.default,
                kind=kind,
                choices=meta.get("choices", ()),
                minimum=meta.get("minimum"),
                maximum=meta.get("maximum"),
                help=meta.get("help", ""),
            )
        )
    return specs


def _plain_kind(default: Any) -> str:
    if isinstance(default, bool):
        return "bool"
    return "text" if isinstance(default, str) else "int"


def parse_options(options_cls: type[OptionsT], raw: Mapping[str, Any] | None) -> OptionsT:
    """Build validated options from JSON or form data. Unknown names and bad values are errors.

    Booleans accept true/false, "on"/"off", "1"/"0"; integers accept their decimal text.
    """
    raw = dict(raw or {})
    specs = _specs_by_name(options_cls)
    unknown = sorted(set(raw) - set(specs))
    if unknown:
        raise RuleError(f"Unknown option: {', '.join(unknown)}.", unknown[0])
    values = {name: _coerce_option(specs[name], value) for name, value in raw.items()}
    return options_cls(**values)


@functools.cache
def _specs_by_name(options_cls: type) -> dict[str, OptionSpec]:
    """The option specs of a class, by name, read once: every replay parses its game's options (read-only)."""
    return {s.name: s for s in describe_options(options_cls)}


def options_as_dict(options: Any) -> dict[str, Any]:
    """JSON-ready form of an options instance."""
    return dataclasses.asdict(options)


_TRUE = {"true", "on", "1", "yes"}
_FALSE = {"false", "off", "0", "no", ""}


def _coerce_option(spec: OptionSpec, value: Any) -> Any:
    if spec.kind == "bool":
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in _TRUE | _FALSE:
            return text in _TRUE
        raise RuleError(f"{spec.label}: expected yes or no.", spec.name)
    if spec.kind == "choice":
        for choice, _label in spec.choices:
            if value == choice or str(value) == str(choice):
                return choice
        allowed = ", ".join(label for _, label in spec.choices)
        raise RuleError(f"{spec.label}: choose one of {allowed}.", spec.name)
    if spec.kind == "text":
        return _option_text(spec, value)
    number = as_int(value, spec.label, spec.name)
    if spec.minimum is not None and number < spec.minimum:
        raise RuleError(f"{spec.label} must be at least {spec.minimum}.", spec.name)
    if spec.maximum is not None and number > spec.maximum:
        raise RuleError(f"{spec.label} must be at most {spec.maximum}.", spec.name)
    return number


def _option_text(spec: OptionSpec, value: Any) -> str:
    """A text option: one line, trimmed, at most ``spec.maximum`` characters (refused, never cut)."""
    if not isinstance(value, str):
        raise RuleError(f"{spec.label} must be text.", spec.name)
    text = one_line(value)
    if spec.maximum is not None and len(text) > spec.maximum:
        raise RuleError(f"{spec.label} is too long (at most {spec.maximum} characters).", spec.name)
    return text


def one_line(text: Any) -> str:
    """``text`` on one line: runs of white space become one space, other control characters are dropped
    (NUL among them, which PostgreSQL refuses in any text column)."""
    kept = (ch for ch in str(text or "") if ch.isspace() or unicodedata.category(ch) != "Cc")
    return " ".join("".join(kept).split())


# --- Payload readers: turn untrusted JSON into checked values -------------------------------------


INT_LIMIT = 10**11  # no score, bid or count comes near; JSON could otherwise send a 4,000-digit number
_WHOLE_NUMBER = re.compile(r"-?[0-9]{1,11}")  # ASCII digits only: "²".isdigit() is true, int("²") fails


def as_int(value: Any, label: str, field_name: str | None = None) -> int:
    """An integer from JSON or form text, or a ``RuleError`` naming ``label``.

    Booleans and floats are refused (``true`` is not 1, ``1e400`` is infinity); text must be ASCII
    digits, at most eleven of them, so the number stays within what the database and the rules hold.
    """
    if isinstance(value, bool):
        raise RuleError(f"{label} must be a whole number.", field_name)
    if isinstance(value, int):
        if abs(value) >= INT_LIMIT:
            raise RuleError(f"{label} is far too large.", field_name)
        return value
    if isinstance(value, str) and _WHOLE_NUMBER.fullmatch(value.strip()):
        return int(value.strip())
    if value is None or value == "":
        raise RuleError(f"{label} is missing.", field_name)
    raise RuleError(f"{label} must be a whole number, not “{str(value)[:20]}”.", field_name)


def read_int(
    payload: Mapping[str, Any],
    key: str,
    label: str,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    field_name: str | None = None,
) -> int:
    """``payload[key]`` as an integer within bounds."""
    name = field_name or key
    value = as_int(payload.get(key), label, name)
    if minimum is not None and value < minimum:
        raise RuleError(f"{label} cannot be less than {minimum}.", name)
    if maximum is not None and value > maximum:
        raise RuleError(f"{label} cannot be more than {maximum}.", name)
    return value


def read_int_list(
    payload: Mapping[str, Any],
    key: str,
    labels: Sequence[str],
    *,
    minimum: int | None = None,
    maximum: int | None = None,
) -> tuple[int, ...]:
    """``payload[key]`` as one integer per label (e.g. per player), each within bounds."""
    values = payload.get(key)
    if not isinstance(values, list | tuple) or len(values) != len(labels):
        raise RuleError(f"Enter a number for each of {len(labels)} players.", key)
    return tuple(
        read_int({key: v}, key, label, minimum=minimum, maximum=maximum, field_name=f"{key}.{i}")
        for i, (v, label) in enumerate(zip(values, labels, strict=True))
    )


def read_cards(
    value: Any,
    deck: Sequence[AnyCard],
    *,
    count: int | None = None,
    field_name: str,
    who: str = "",
) -> list[AnyCard]:
    """A list of cards (list of strings or one string) checked against ``deck``."""
    if not isinstance(value, str | list | tuple):
        raise RuleError("Enter the cards as a list such as 10H QS JK.", field_name)
    try:
        cards = parse_cards(value)
        check_cards(cards, deck, count=count)
    except CardError as exc:
        message = str(exc)
        if who:
            lowered = message[1:2].islower()  # a sentence ("Expected …"), not a card ("AH appears twice")
            message = f"{who}: {message[0].lower() if lowered else message[0]}{message[1:]}"
        raise RuleError(message, field_name) from exc
    return cards


def filled(value: Any) -> bool:
    """Whether a payload value was filled in: forms send a blank field as empty text (or a list of it)."""
    if value is None:
        return False
    if isinstance(value, str):
        return bool(value.strip())
    if isinstance(value, list | tuple):
        return any(filled(v) for v in value)
    return True


def read_card(value: Any, deck: Sequence[AnyCard], *, field_name: str, what: str) -> AnyCard:
    """One card of ``deck``; ``what`` names it in the messages ("Enter the start card, such as 7H.")."""
    if not filled(value):
        raise RuleError(f"Enter {what}, such as 7H.", field_name)
    cards = read_cards(value, deck, field_name=field_name)
    if len(cards) != 1:
        raise RuleError(f"Enter only {what}: one card, not {len(cards)}.", field_name)
    return cards[0]


def read_flag(payload: Mapping[str, Any], key: str, label: str) -> bool:
    """``payload[key]`` as yes or no: JSON booleans, or form text such as "on", "yes", "1"; absent is no."""
    value = payload.get(key)
    if value is None or isinstance(value, bool):
        return bool(value)
    text = str(value).strip().lower()
    if text in _TRUE | _FALSE:
        return text in _TRUE
    raise RuleError(f"{label}: expected yes or no.", key)


def read_choice(payload: Mapping[str, Any], key: str, label: str, choices: Iterable[str]) -> str:
    """``payload[key]`` as one of ``choices``."""
    allowed = list(choices)
    value = payload.get(key)
    if value not in allowed:
        raise RuleError(f"{label}: choose one of {', '.join(allowed)}.", key)
    return value


def read_seat(payload: Mapping[str, Any], key: str, players: Sequence[str], label: str) -> int:
    """``payload[key]`` as a seat index."""
    return read_int(payload, key, label, minimum=0, maximum=len(players) - 1)


# --- Words and seats ------------------------------------------------------------------------------


def next_seat(seat: int, players: int, step: int = 1) -> int:
    """The seat ``step`` places to the left (clockwise)."""
    return (seat + step) % players


def plural(count: int, word: str, many: str | None = None) -> str:
    """'1 trick', '3 tricks'."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def capitalized(text: str) -> str:
    """'the crib' -> 'The crib', for a phrase that starts a sentence."""
    return text[:1].upper() + text[1:]


def joined(items: Sequence[str], last: str = "and") -> str:
    """'a, b and c'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"
