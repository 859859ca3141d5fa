"""Poker: which hand wins."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.families.tools import (
    Setting,
    Slot,
    ToolError,
    flag,
    tool,
)
from scorekeeper.games.ricochet_poker import hands as poker


@tool(
    "poker/compare",
    "Ricochet Poker: whose hand is best?",
    "Hands of 1 to 7 cards: who acts next (suits break ties during the deal), who wins (equal hands split).",
    [Slot("hands", "Hand", 1, 7, jokers=True)],
    [Setting("bugs", "Jokers", (("false", "not used"), ("true", "bugs")), "false")],
    repeat_slot=True,
)
def poker_compare(payload: Mapping[str, Any]) -> dict[str, Any]:
    hands = payload.get("hands")
    if isinstance(hands, list) and all(isinstance(h, str) for h in hands):
        hands = [h.split() for h in hands if h.strip()]
    if not isinstance(hands, list) or len(hands) < 1:
        raise ToolError('Enter the hands as "hands": a list of card lists.')
    return poker.compare(hands, bugs=flag(payload, "bugs")).as_dict()
