"""Entries in words: what the play page's entry list, the undo and redo messages and the exports say of an
entry ("Ann bids 2", "Ann & Cy declare a run of three to the queen of clubs").

``Ruleset.describe`` says an entry as a player would; a game whose entries read better in its own words
overrides it in its own ``words.py``. What no game words itself is said here, from the payload's fields,
which is plain but never wrong: ``round {"scores": [7, 2]}`` -> "round (scores Ann 7, Bob 2)".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from scorekeeper.cards import parse_card, parse_cards
from scorekeeper.core import as_int, joined

if TYPE_CHECKING:
    from scorekeeper.families.ruleset import Event, GameSetup

#: A game's own wording of its entries (its ``words.describe``): ``None`` for an entry it does not word.
Wording = Callable[["GameSetup", "Event", "int | None"], "str | None"]

#: Payload fields that name the seat an entry is about (Oh Hell's "player"): said as the player's name.
SEAT_FIELDS = ("player", "seat")


def plain_words(
    players: Sequence[str], event_type: str, payload: Mapping[str, Any], actor: int | None = None
) -> str:
    """An entry said from its fields: ``bid {"player": 1, "bid": 2}`` -> "Bob's bid of 2"; ``actor`` is the
    seat whose turn it was, when known."""
    label = event_type.replace("_", " ")
    filled = {k: v for k, v in payload.items() if v not in ("", None, [], {})}
    for key in SEAT_FIELDS:
        seat = seat_of(players, filled.get(key))
        if seat is not None and (actor is None or seat == actor):
            actor = seat
            del filled[key]
    if len(filled) == 1 and event_type in filled and not isinstance(filled[event_type], list | dict):
        words = f"{label} of {filled[event_type]}"
    else:
        details = field_words(players, filled)
        words = f"{label} ({details})" if details else label
    return f"{players[actor]}'s {words}" if actor is not None and 0 <= actor < len(players) else words


def own_words(wording: Wording, setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The game's own words for an entry, or ``None`` where they do not fit it (an old record's payload, a
    field missing or of another type): the caller then says the entry plainly rather than fail."""
    try:
        return wording(setup, event, actor) or None
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return None


def seat_of(players: Sequence[str], value: Any) -> int | None:
    """The seat a payload value names (a seat number, as text or int), or ``None``."""
    text = str(value).strip() if value is not None else ""
    return int(text) if text.isdigit() and int(text) < len(players) else None


def name_of(players: Sequence[str], value: Any) -> str:
    """The name of the seat a payload value names (a seat number, as text or int); ``ValueError`` if it names
    no seat at the table."""
    seat = seat_of(players, value)
    if seat is None:
        raise ValueError(f"No seat {value!r} at the table.")
    return players[seat]


def call_words(
    players: Sequence[str], payload: Mapping[str, Any], seat: str = "player", bid: str = "bid"
) -> str:
    """A call of an auction (the ``families.auction`` payload): "Ann bids 15", "Ann passes"."""
    name, call = name_of(players, payload[seat]), payload[bid]
    if isinstance(call, str) and call.strip().lower() == "pass":
        return f"{name} passes"
    return f"{name} bids {as_int(call, 'The bid')}"


def field_words(players: Sequence[str], payload: Mapping[str, Any]) -> str:
    """The filled fields of a payload, each as "name value", joined by "; "."""
    parts = []
    for key, value in payload.items():
        if value in ("", None, [], {}):
            continue
        parts.append(f"{key.replace('_', ' ')} {value_words(players, value)}")
    return "; ".join(parts)


def value_words(players: Sequence[str], value: Any) -> str:
    """One payload value: a list with one value per seat is said with the players' names."""
    if isinstance(value, list):
        if len(value) == len(players):  # one value per seat, as most per-player fields are
            return ", ".join(
                f"{name} {v}" for name, v in zip(players, value, strict=True) if v not in ("", None)
            )
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    return str(value)


def names(players: Sequence[str], seats: Sequence[int]) -> str:
    """Seats said as a list of names: "Ann", "Ann & Bob", "Ann, Bob & Cy"."""
    said = [players[s] for s in seats]
    if not said:
        return "nobody"
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " & " + said[-1]


def number(value: int) -> str:
    """A whole number as the sheets write it: "7", "−3" (the minus sign)."""
    return f"−{-value}" if value < 0 else str(value)


def each_number(players: Sequence[str], values: Any, verb: str, unit: str = "") -> str:
    """One whole number per player said in a line, the verb and unit with the first: "Ann takes 2 tricks,
    Bob 0, Cy 4" (no verb: "Ann 2, Bob 0, Cy 4"). A blank (a player sitting out) is left out. ``ValueError``
    unless ``values`` holds one number (or form text of one) or blank per player."""
    if not isinstance(values, list | tuple) or len(values) != len(players):
        raise ValueError(f"not one value for each of {len(players)} players")
    said = [(name, as_int(v, name)) for name, v in zip(players, values, strict=True) if v not in ("", None)]
    if not said:
        raise ValueError("no value filled in")
    (first, amount), rest = said[0], said[1:]
    counted = f"{number(amount)} {unit}{'' if abs(amount) == 1 else 's'}" if unit else number(amount)
    opening = " ".join(word for word in (first, verb, counted) if word)
    return ", ".join([opening, *(f"{name} {number(n)}" for name, n in rest)])


def points(value: int) -> str:
    """A number of points said: "1 point", "−3 points" (the minus sign, as the sheets write it)."""
    sign = "−" if value < 0 else ""
    return f"{sign}{abs(value)} point{'' if abs(value) == 1 else 's'}"


def card_words(text: str) -> str:
    """A card said as players say it: "QC" -> "queen of clubs", "10H" -> "10 of hearts", "JK" -> "joker".
    Text that is not a card is said as it is."""
    try:
        card = parse_card(text)
    except (TypeError, ValueError):
        return str(text)
    if card.is_joker:
        return card.name
    return f"{card.rank.word} of {card.suit.plural}"


def cards_words(value: Any) -> str:
    """Cards said as players say them, from a list or text of cards: "7H 8S QC" -> "7 of hearts, 8 of spades
    and queen of clubs". ``ValueError`` for no cards, or for what is not a card."""
    cards = parse_cards(value)
    if not cards:
        raise ValueError("No cards.")
    return joined([card_words(str(card)) for card in cards])
