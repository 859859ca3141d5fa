"""Gin Rummy: deadwood and the hand result."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import parse_options
from scorekeeper.families.tools import (
    Setting,
    Slot,
    ToolError,
    cards_of,
    choice,
    tool,
)
from scorekeeper.games.gin_rummy import calculators as gin


@tool(
    "gin/deadwood",
    "Gin Rummy: least deadwood",
    "The best arrangement of 10 cards into melds, or for 11 cards the best card to discard.",
    [Slot("cards", "Your hand", 10, 11)],
    [Setting("limit", "Knock limit", tuple((str(n), str(n)) for n in range(10, -1, -1)), "10")],
)
def gin_deadwood(payload: Mapping[str, Any]) -> dict[str, Any]:
    cards = cards_of(payload, "cards")
    if len(cards) not in (10, 11):
        raise ToolError(f"Enter 10 cards (or 11 to find the discard), not {len(cards)}.")
    result = gin.deadwood(cards).as_dict()
    limit = int(choice(payload, "limit", [str(n) for n in range(11)], "10"))
    allowed, reason = gin.can_knock(cards, limit=limit)
    return {**result, "can_knock": allowed, "said": reason}


@tool(
    "gin/result",
    "Gin Rummy: knock, gin or undercut?",
    "The knocker's ten cards and the defender's ten: melds, lay-offs, and who scores how much.",
    [Slot("knocker", "Knocker's ten cards", 10, 10), Slot("defender", "Defender's ten cards", 10, 10)],
    [
        Setting("gin_bonus", "Gin bonus", (("20", "20"), ("25", "25")), "20"),
        Setting("undercut_bonus", "Undercut bonus", (("10", "10"), ("20", "20"), ("25", "25")), "10"),
    ],
)
def gin_result(payload: Mapping[str, Any]) -> dict[str, Any]:
    options = parse_options(
        gin.GinOptions,
        {k: payload[k] for k in ("gin_bonus", "undercut_bonus", "knock_limit") if k in payload},
    )
    upcard = payload.get("oklahoma_upcard") or None
    result = gin.hand_result(
        cards_of(payload, "knocker"), cards_of(payload, "defender"), options=options, oklahoma_upcard=upcard
    ).as_dict()
    return {**result, "said": result["summary"]}
