"""Declarations of the Jass family (Belote): runs, fours of a kind and belote-rebelote, read from an entry.

A table says its declarations by type ("a run of four to the king of hearts", "four jacks"), through the
API as objects or through the phone form as three parallel lists, or taps the hands in and lets
``games.belote.declarations`` find them. Every shape ends as ``Declaration`` values per seat, checked by the
calculator's rules ("You cannot declare four of a kind in 8s or 7s") and ranked by its "How high?".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from scorekeeper.cards import CardError, Rank, Suit, check_cards, parse_card, parse_cards, piquet_32
from scorekeeper.core import RuleError, read_int, read_seat
from scorekeeper.families.trumps import read_suit
from scorekeeper.games.belote import declarations as calc
from scorekeeper.games.belote.declarations import Declaration, Kind

BLANK = (None, "", "none", "nobody")
SEATS = 4


def declaration_label(declaration: Declaration) -> str:
    """'run of four to the king ♥', 'four jacks', 'belote and rebelote'."""
    if declaration.kind is Kind.RUN:
        return f"{declaration.type_name[2:]} to the {declaration.rank.word} {declaration.suit.symbol}"
    return declaration.name


def typed_declarations(payload: Mapping[str, Any], trump: Suit) -> list[tuple[int, Declaration]]:
    """Declarations said by type: ``declared``, a list of objects (the API), or the phone form's lists
    ``who``, ``what`` (run3 .. run8, or four and a rank: fourJ) and ``high`` (a run's highest card)."""
    items = payload.get("declared") or []
    if not isinstance(items, list | tuple) or not all(isinstance(item, Mapping) for item in items):
        raise RuleError("Declarations are a list of objects: seat, kind, length, high, suit.", "declared")
    typed = [_declaration(item, trump, "declared") for item in items]
    lists = [payload.get(key) or [] for key in ("who", "what", "high")]
    if not all(isinstance(values, list | tuple) for values in lists):
        raise RuleError("The declarations form was not filled in as expected.", "declared")
    for slot in range(max(map(len, lists))):
        who, what, high = (str(values[slot]).strip() if slot < len(values) else "" for values in lists)
        if who or what or high:
            typed.append(_declaration(_slot_item(slot, who, what, high), trump, f"what.{slot}"))
    return typed


def _slot_item(slot: int, who: str, what: str, high: str) -> dict[str, Any]:
    """One declaration of the phone form, as the API's object."""
    if not who:
        raise RuleError(f"Declaration {slot + 1}: tap who declared it.", f"who.{slot}")
    if what.startswith("four"):
        return {"seat": who, "kind": "four", "high": what[4:]}
    if not what.startswith("run") or not what[3:].isdigit():
        raise RuleError(f"Declaration {slot + 1}: tap a run or a four of a kind.", f"what.{slot}")
    try:
        card = parse_card(high)
    except CardError as exc:
        raise RuleError(f"Declaration {slot + 1}: tap the highest card of the run.", f"high.{slot}") from exc
    return {"seat": who, "kind": "run", "length": what[3:], "high": card.rank.value, "suit": card.suit.value}


def _declaration(item: Mapping[str, Any], trump: Suit, field: str) -> tuple[int, Declaration]:
    """One declaration said by type: {"seat", "kind": "run", "length", "high", "suit"} or {"seat", "kind":
    "four", "high"}, checked by the calculator ("You cannot declare four of a kind in 8s or 7s")."""
    seat = read_int(item, "seat", "Who declared", minimum=0, maximum=3, field_name=field)
    kind, high = item.get("kind"), str(item.get("high") or "").strip().upper().replace("T", "10")
    rank = next((r for r in Rank if r.value == high), None)
    if kind not in ("run", "four") or rank is None:
        raise RuleError(
            "A declaration is a run or a four of a kind, with its height (A K Q J 10 9 8 7).", field
        )
    try:
        if kind == "four":
            return seat, calc.four_of_a_kind(rank)
        length = read_int(item, "length", "A run's length", field_name=field)
        return seat, calc.sequence(rank, read_suit(item, "suit", "The run's suit"), length, trump)
    except CardError as exc:
        raise RuleError(str(exc), field) from exc


def form_fields(values: Mapping[str, str], payload: Mapping[str, Any]) -> dict[str, str]:
    """The declarations form's ``values`` with an entry said the API's way written as the form says it, so
    that its Edit shows the entry and saves it unchanged: each object of ``declared`` as a slot (``who.N``,
    ``what.N``: ``run4`` or ``fourJ``, ``high.N``: a run's highest card) and hands given by seat
    (``{"2": [...]}``) as ``hands.2``. ``values`` read from the form itself (a refused correction shown
    again) are kept as they are: the form never sends ``declared``, and sends every ``hands.N``."""
    fields = dict(values)
    declared = payload.get("declared")
    if "declared" in values and isinstance(declared, list | tuple):
        slot = max((int(k[4:]) + 1 for k in values if k[:4] == "who." and k[4:].isdigit()), default=0)
        for item in declared:
            if not isinstance(item, Mapping):
                continue
            high = str(item.get("high") or "")
            what = f"four{high}" if item.get("kind") == "four" else f"run{item.get('length', '')}"
            fields[f"who.{slot}"] = str(item.get("seat", ""))
            fields[f"what.{slot}"] = what
            fields[f"high.{slot}"] = "" if item.get("kind") == "four" else f"{high}{item.get('suit') or ''}"
            slot += 1
    hands = payload.get("hands")
    if isinstance(hands, Mapping) and not any(k.startswith("hands.") for k in values):
        for seat, cards in hands.items():
            listed = isinstance(cards, list | tuple)
            fields[f"hands.{seat}"] = " ".join(map(str, cards)) if listed else str(cards or "")
    return fields


def belote_holder(payload: Mapping[str, Any], names: Sequence[str]) -> int | None:
    """The one seat holding "the king and queen of trump", or ``None``."""
    if payload.get("belote") in BLANK:
        return None
    return read_seat(payload, "belote", names, "Who holds belote-rebelote")


def hands_given(hands: Any) -> bool:
    values = (
        hands.values() if isinstance(hands, Mapping) else hands if isinstance(hands, list | tuple) else ()
    )
    return any(str(value).strip() for value in values if value)


def from_hands(hands: Any, names: Sequence[str], trump: Suit, mode: str) -> list[list[Declaration]]:
    """The declarations found in the hands tapped in (a seat left blank declared nothing)."""
    found: list[list[Declaration]] = [[], [], [], []]
    every = []
    for key, cards in hands.items() if isinstance(hands, Mapping) else enumerate(hands):
        if cards and str(cards).strip():
            seat = read_int({"seat": key}, "seat", "A hand's seat", minimum=0, maximum=3, field_name="hands")
            try:
                found[seat] = calc.find_declarations(cards, trump, allowed=mode)
                every += parse_cards(cards)
            except CardError as exc:
                raise RuleError(f"{names[seat]}: {exc}", f"hands.{seat}") from exc
    try:
        check_cards(every, piquet_32())
    except CardError as exc:
        raise RuleError(f"{exc} Each card is in one hand only.", "hands") from exc
    return found


def random_declarations(trump: Suit, allowed: str, rng: Random, deck: list[str]) -> dict[str, Any]:
    """None, the hands tapped in, or what random hands hold said by type (so it is mostly legal)."""
    roll, hands = rng.random(), [deck[seat * 8 : seat * 8 + 8] for seat in range(4)]
    if roll < 0.3:
        return {}
    if roll < 0.5:
        return {"hands": {str(seat): hands[seat] for seat in range(4) if rng.random() < 0.6}}
    declared, belote = [], ""
    for seat, hand in enumerate(hands):
        for d in calc.find_declarations(hand, trump, allowed=allowed):
            if d.kind is Kind.BELOTE:
                belote = seat
            else:
                kind = "four" if d.kind is Kind.FOUR else "run"
                declared.append(
                    {
                        "seat": seat,
                        "kind": kind,
                        "length": d.length,
                        "high": d.rank.value,
                        "suit": d.suit and d.suit.value,
                    }
                )
    return {"declared": declared, "belote": belote}
