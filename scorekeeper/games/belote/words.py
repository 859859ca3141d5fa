"""Belote's entries as the table says them: "Ann takes: hearts are trumps, on the second round", "Bob declares
a run of three to the queen of clubs and belote; Cid declares four jacks", "The takers make 92 card points",
"Ann & Cid take every trick (capot)"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.cards import parse_cards
from scorekeeper.core import as_int, joined, plural, read_flag, read_seat
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.trumps import read_suit
from scorekeeper.games.belote import declaring

TRICK_CARDS = 4


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type Belote does not word."""
    payload, players = event.payload, setup.players
    match event.type:
        case "contract":
            return _contract(players, payload)
        case "all_passed":
            return "All four pass: the deal passes to the left"
        case "declarations":
            return _declarations(players, payload)
        case "result":
            return _result(Sides.partnerships(setup), payload)
    return None


def _contract(players: Sequence[str], payload: Mapping[str, Any]) -> str:
    """Who took and the trumps; the round when the upcard was entered (its suit taken: the first)."""
    taker = players[read_seat(payload, "taker", players, "The taker")]
    trump = read_suit(payload, "trump")
    turned = read_suit(payload, "turned", required=False)
    said = f"{taker} takes: {trump.plural} are trumps"
    if turned is None:
        return said
    return said + (
        ", on the first round" if turned is trump else f", on the second round ({turned.plural} turned)"
    )


def _declarations(players: Sequence[str], payload: Mapping[str, Any]) -> str:
    """Each seat's declarations said by type, with belote-rebelote; or whose hands were tapped in."""
    holder = declaring.belote_holder(payload, players)
    if declaring.hands_given(payload.get("hands")):
        hands = payload["hands"]
        given = hands.items() if isinstance(hands, Mapping) else enumerate(hands)
        seats = sorted(int(seat) for seat, cards in given if cards and str(cards).strip())
        return f"Declarations found in the hands of {joined([players[s] for s in seats])}"
    # The entry does not carry the trump, which only ranks a run: the words never say it.
    typed = declaring.typed_declarations(payload, trump=None)
    said = []
    for seat, name in enumerate(players):
        declared = [d.name for s, d in typed if s == seat] + ["belote"] * (seat == holder)
        if declared:
            said.append(f"{name} declares {joined(declared)}")
    return "; ".join(said) or "No declarations"


def _result(sides: Sides, payload: Mapping[str, Any]) -> str:
    """The takers' card points, their cards, or the side that took every trick."""
    if payload.get("all_tricks") not in (None, "", "none"):
        return f"{sides.names[as_int(payload['all_tricks'], 'The side')]} take every trick (capot)"
    if payload.get("cards") not in (None, "") and not str(payload["cards"]).isspace():  # as the rules read it
        tricks = len(parse_cards(payload["cards"])) // TRICK_CARDS
        last = " with the last" if read_flag(payload, "last_trick", "The last trick") else ""
        return f"The takers' cards are counted: {plural(tricks, 'trick')}{last}"
    return f"The takers make {as_int(payload['points'], 'Card points')} card points"
