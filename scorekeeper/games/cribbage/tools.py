"""Cribbage: the show and the pegging."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.families.tools import (
    Setting,
    Slot,
    ToolError,
    cards_of,
    choice,
    flag,
    tool,
)
from scorekeeper.games.cribbage import calculators as cribbage

CRIB_VARIANTS = (("five-card", "Five-card"), ("six-card", "Six-card"))


@tool(
    "cribbage/show",
    "Cribbage: what is this hand worth?",
    "Fifteens, pairs, runs, flush and his nob, counted the way players say them.",
    [Slot("starter", "Start card", 1, 1), Slot("hand", "Hand (3 cards; 4 in the crib or six-card)", 3, 4)],
    [
        Setting("variant", "Game", CRIB_VARIANTS, "five-card"),
        Setting("crib", "Counting", (("false", "a hand"), ("true", "the crib")), "false"),
    ],
)
def cribbage_show(payload: Mapping[str, Any]) -> dict[str, Any]:
    starter = cards_of(payload, "starter", what="the start card")
    if len(starter) != 1:
        raise ToolError("Enter exactly one start card.")
    variant = choice(payload, "variant", cribbage.VARIANTS, cribbage.FIVE_CARD)
    result = cribbage.show(cards_of(payload, "hand"), starter[0], crib=flag(payload, "crib"), variant=variant)
    return result.as_dict()


@tool(
    "cribbage/pegging",
    "Cribbage: pegging",
    "Tap the cards in the order played: the points of each play (15, 31, pairs, runs) and the count.",
    [Slot("plays", "Cards in the order played", 1, 8, ordered=True)],
    [Setting("variant", "Game", CRIB_VARIANTS, "five-card")],
)
def cribbage_pegging(payload: Mapping[str, Any]) -> dict[str, Any]:
    plays = payload.get("plays")
    if isinstance(plays, str):
        plays = plays.split()
    if not isinstance(plays, list) or not plays:
        raise ToolError('Enter the cards played, in order, as "plays".')
    variant = choice(payload, "variant", cribbage.VARIANTS, cribbage.FIVE_CARD)
    return cribbage.peg([str(p) for p in plays], variant=variant).as_dict()
