"""The calculators as tools: one description per tool (the cards it takes, its settings) and one function
that reads a JSON-like payload, runs the calculator and returns a JSON-ready answer.

The API (``/api/v1/tools/<slug>``) and the tool pages (``/tools/<slug>``) both call ``run_tool``, so a page
shows exactly what the API answers. Payload card lists may be JSON lists or one space-separated string
(what the page's card picker sends); booleans may be JSON booleans or form text ("true", "on").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.cards import CardError, parse_cards
from scorekeeper.core import RuleError, ScoreLine

MAX_CARDS_PER_SLOT = 60
SUITS = (("", "none"), ("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣"))


class ToolError(ValueError):
    """Bad input to a tool, in one sentence for the player."""


@dataclass(frozen=True, slots=True)
class Slot:
    """A group of cards the tool takes (``hand``, ``starter``...), and how many."""

    name: str
    label: str
    least: int
    most: int
    ordered: bool = False  # the order of tapping matters (pegging, trick play)
    jokers: bool = False
    #: The games (values of the tool's ``game`` setting) that take these cards; empty: every game.
    games: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Setting:
    """A choice besides the cards (variant, trump suit, game)."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...]
    default: str


@dataclass(frozen=True)
class Tool:
    slug: str
    title: str
    summary: str
    slots: tuple[Slot, ...]
    settings: tuple[Setting, ...] = ()
    run: Callable[[Mapping[str, Any]], dict[str, Any]] = field(default=lambda p: {}, repr=False)
    #: Tools that settle the same question for several hands show one picker per hand (poker).
    repeat_slot: bool = False
    #: Cards may be picked more than once (several packs shuffled together: Hand and Foot's five).
    repeat_cards: bool = False

    def answer(self, payload: Mapping[str, Any]) -> dict[str, Any]:
        """Run the tool; bad input raises ``ToolError`` with the player's sentence, never anything else."""
        if not isinstance(payload, Mapping):
            raise ToolError("Send a JSON object.")
        try:
            return self.run(payload)
        except (CardError, RuleError) as exc:
            raise ToolError(str(exc)) from exc
        except (ValueError, TypeError) as exc:
            raise ToolError(str(exc) or "That input could not be read.") from exc


def tool(
    slug: str, title: str, summary: str, slots: Sequence[Slot], settings: Sequence[Setting] = (), **extra: Any
) -> Callable[[Callable[[Mapping[str, Any]], dict[str, Any]]], Tool]:
    """Make the decorated function a tool (a game lists its tools in its record, ``Game.tools``)."""

    def decorate(func: Callable[[Mapping[str, Any]], dict[str, Any]]) -> Tool:
        return Tool(slug, title, summary, tuple(slots), tuple(settings), func, **extra)

    return decorate


# --- Payload readers --------------------------------------------------------------------------------


def cards_of(payload: Mapping[str, Any], key: str, *, required: bool = True, what: str = "") -> list[str]:
    """A card list from a JSON list or a space-separated string, as canonical texts."""
    value = payload.get(key)
    if value is None or value == "":
        if required:
            raise ToolError(f"Enter {what or 'the ' + key.replace('_', ' ') + ' cards'}.")
        return []
    if not isinstance(value, str | list | tuple):
        raise ToolError(f'"{key}" must be a list of cards such as ["5H", "JD"].')
    cards = parse_cards(value if isinstance(value, str) else [str(v) for v in value])
    if len(cards) > MAX_CARDS_PER_SLOT:
        raise ToolError(f"Too many cards in {key}.")
    return [str(c) for c in cards]


def flag(payload: Mapping[str, Any], key: str) -> bool:
    value = payload.get(key, False)
    return value if isinstance(value, bool) else str(value).strip().lower() in {"true", "on", "1", "yes"}


def choice(payload: Mapping[str, Any], key: str, allowed: Sequence[str], default: str) -> str:
    value = payload.get(key) or default
    if value not in allowed:
        raise ToolError(f'"{key}" must be one of {", ".join(allowed)}.')
    return str(value)


def lines_json(lines: Sequence[ScoreLine]) -> list[dict[str, Any]]:
    return [{"label": line.label, "points": line.points, "cards": list(line.cards)} for line in lines]


# --- Showing an answer on the page ------------------------------------------------------------------
# The API answers in data (``"can_knock": false``, seats counted from 0); the page says the same in words:
# yes/no, cards with suit symbols, positions counted from 1 with what they count ("hand 2", "card 3").

_CARD = re.compile(r"^(10|[2-9AKQJT])[SHDC]$|^JK$|^(RJ|BJ)$", re.IGNORECASE)
#: Answer keys that are 0-based positions, and what they count, per tool (else ``POSITIONS["*"]``).
POSITIONS: dict[str, dict[str, str]] = {
    "*": {"winner": "player", "winners": "player", "taker": "player", "to_play": "player", "owner": "player"},
    "trick/winner": {"winner": "card"},
    "poker/compare": {"winners": "hand", "lowest": "hand"},
}


def _is_card(value: Any) -> bool:
    return isinstance(value, str) and bool(_CARD.match(value))


def _card_text(value: str) -> str:
    try:
        return parse_cards(value)[0].name
    except (CardError, IndexError):
        return value


def fact_text(value: Any, position: str = "") -> str:
    """One value of an answer as words: yes/no, suit symbols, positions from 1, nested lists grouped."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if position and isinstance(value, int):
        return f"{position} {value + 1}"
    if _is_card(value):
        return _card_text(value)
    if isinstance(value, Mapping):
        label = value.get("name") or value.get("label")
        cards = value.get("best") or value.get("cards")
        if label and isinstance(cards, list):
            return f"{label} ({fact_text(cards)})"
        return ", ".join(f"{k.replace('_', ' ')} {fact_text(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        if value and all(_is_card(v) for v in value):
            return " ".join(_card_text(v) for v in value)
        return " · ".join(fact_text(v, position) for v in value) or "none"
    return "none" if value is None else str(value)


def facts(slug: str, result: Mapping[str, Any], skip: Sequence[str] = ()) -> list[tuple[str, str]]:
    """The answer's other facts as (label, words) for the page; empty values are left out."""
    positions = POSITIONS["*"] | POSITIONS.get(slug, {})
    shown = []
    for key, value in result.items():
        if key in skip or value is None or value == [] or value == {}:
            continue
        label = key.replace("_", " ").capitalize()
        shown.append((label, fact_text(value, positions.get(key, ""))))
    return shown
