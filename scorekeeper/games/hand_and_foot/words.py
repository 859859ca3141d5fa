"""Hand and Foot's entries in words: "Ann pulls exactly 22 cards", "Ann & Cid lay their first melds for 90",
"Bob: −100 points for going out when the partner said no", and a hand's end: "Ann went out; Ann & Cid 2
clean, 2 dirty, 1 wild, 1 red 3, melded 1340; Bob & Dee 1 clean, melded 905"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import parse_cards
from scorekeeper.core import as_int, filled, plural
from scorekeeper.families.card_points import card_value
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import name_of, points
from scorekeeper.games.hand_and_foot.melds import CARD_POINTS, PENALTIES, hand_and_foot_meld

#: The piles by kind, as the result's fields name them.
PILES = ("clean", "dirty", "wild")


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    payload, players = event.payload, setup.players
    if event.type == "exact_deal":
        return f"{name_of(players, payload['player'])} pulls exactly 22 cards"
    if event.type == "opening":
        side = Sides.partnerships(setup).names[as_int(payload["side"], "The partnership")]
        return f"{side} lay their first melds for {_opening_worth(payload)}"
    if event.type == "penalty":
        label, value = PENALTIES[payload["penalty"]]
        return f"{name_of(players, payload['player'])}: {points(value)} for {label}"
    if event.type == "result":
        return _result(setup, payload)
    return None


def _opening_worth(payload: Mapping[str, Any]) -> int:
    """What the first melds are worth: entered, or added up from their melds or cards."""
    if filled(payload.get("melds")):
        return sum(hand_and_foot_meld(meld).value for meld in payload["melds"])
    return _worth(payload.get("points"), payload.get("cards"))


def _worth(number: Any, cards: Any) -> int:
    """Points entered, or cards entered and added up (blank: 0)."""
    if filled(cards):
        return sum(card_value(CARD_POINTS, card) for card in parse_cards(cards))
    return as_int(number, "The points") if filled(number) else 0


def _result(setup: GameSetup, payload: Mapping[str, Any]) -> str:
    """Who went out, then each side's piles by kind, red 3s and melded value."""
    out = payload.get("went_out")
    said = [f"{name_of(setup.players, out)} went out" if filled(out) else "Nobody went out"]
    for side, name in enumerate(Sides.partnerships(setup).names):
        counts = [f"{_count(payload, kind, side)} {kind}" for kind in PILES if _count(payload, kind, side)]
        threes = _count(payload, "red_threes", side)
        counts += [plural(threes, "red 3")] if threes else []
        melded = _worth(_item(payload.get("melded"), side), _item(payload.get("melded_cards"), side))
        said.append(f"{name} {', '.join([*counts, f'melded {melded}'])}")
    return "; ".join(said)


def _count(payload: Mapping[str, Any], key: str, side: int) -> int:
    value = _item(payload.get(key), side)
    return as_int(value, key) if filled(value) else 0


def _item(values: Any, index: int) -> Any:
    """The ``index``-th of a list field, or ``None`` where the field is left out."""
    return None if values is None else values[index]
