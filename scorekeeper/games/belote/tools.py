"""Belote: declarations ranked."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.families.tools import (
    SUITS,
    Setting,
    Slot,
    ToolError,
    choice,
    tool,
)
from scorekeeper.games.belote import ranking as belote_ranking


@tool(
    "belote/declarations",
    "Belote: whose declaration is higher?",
    'Each player\'s eight cards: fours, runs and belote-rebelote, ranked as in the "how high?" dialogue.',
    [Slot("hands", "Player's eight cards", 8, 8)],
    [
        Setting("trump", "Trumps", SUITS[1:], "H"),
        Setting("dealer", "Dealer", tuple((str(n), f"player {n + 1}") for n in range(4)), "0"),
    ],
    repeat_slot=True,
)
def belote_declarations(payload: Mapping[str, Any]) -> dict[str, Any]:
    hands = payload.get("hands")
    if isinstance(hands, list) and all(isinstance(h, str) for h in hands):
        hands = [h.split() for h in hands]
    if not isinstance(hands, list) or len(hands) != 4:
        raise ToolError("Enter the eight cards of each of the four players.")
    dealer = int(choice(payload, "dealer", ["0", "1", "2", "3"], "0"))
    trump = str(payload.get("trump") or "H")
    result = belote_ranking.rank_declarations(hands, trump, dealer=dealer).as_dict()
    best = result["best"]
    if best is None:
        return {**result, "said": "Nobody has a declaration that scores."}
    points = result["points"]
    said = (
        f"Player {best['seat'] + 1}'s {best['name']} is highest: team {result['team'] + 1} "
        f"(players {result['team'] + 1} and {result['team'] + 3}) scores its declarations, "
        f"{points[result['team']]} points."
    )
    return {**result, "said": said}
