"""Beggar My Neighbour: play a dealt game out from the starting stacks
(``games.beggar_my_neighbour.play_out``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import plural
from scorekeeper.families.tools import Setting, Slot, ToolError, cards_of, choice, flag, tool
from scorekeeper.games.beggar_my_neighbour import play_out as beggar

STEPS = (("no", "The outcome"), ("yes", "Step by step"))
DIRECTIONS = (("clockwise", "Clockwise"), ("counter", "Counter-clockwise (Suck the Well)"))


@tool(
    "beggar/playout",
    "Beggar My Neighbour: play a dealt game out",
    "Each player's stack, top card first: who wins, how many cards and tricks, or that it never ends.",
    [
        Slot("first", "Player 1's stack, top card first (turns first)", 1, 51, ordered=True),
        Slot("second", "Player 2's stack, top card first", 1, 51, ordered=True),
    ],
    [Setting("steps", "Show", STEPS, "no"), Setting("direction", "Play passes", DIRECTIONS, "clockwise")],
)
def beggar_playout(payload: Mapping[str, Any]) -> dict[str, Any]:
    """The stacks from the two card pickers, or any number as ``stacks`` (lists of cards, or Mann's
    notation: ``"---K---Q-KQAJ-----AAJ--J--"``)."""
    raw = payload.get("stacks")
    if raw is None:
        raw = [
            cards_of(payload, "first", what="player 1's stack"),
            cards_of(payload, "second", what="player 2's stack"),
        ]
    if not isinstance(raw, list) or not 2 <= len(raw) <= 6:
        raise ToolError('"stacks" must list 2 to 6 stacks, top card first.')
    stacks = beggar.read_stacks(raw)
    steps = choice(payload, "steps", [c for c, _ in STEPS], "no") == "yes" or flag(payload, "show_steps")
    counter = choice(payload, "direction", [c for c, _ in DIRECTIONS], "clockwise") == "counter"
    result = beggar.play_out(stacks, steps=steps, counter_clockwise=counter)
    answer = result.as_dict()
    if not steps:
        answer.pop("steps")
    else:
        answer["lines"] = [_trick_line(k, trick, result.tricks) for k, trick in enumerate(result.steps, 1)]
        answer.pop("steps")
    return {**answer, "said": _said(result)}


def _trick_line(number: int, trick: beggar.Trick, tricks: int) -> dict[str, Any]:
    """One trick for the page's breakdown: who took it, the cards turned, the counts after. A step past the
    tricks taken is the pile still on the table when the game ended: no trick, the last player's."""
    counts = " · ".join(str(c) for c in trick.counts)
    if number > tricks:
        label = f"The end: {plural(len(trick.plays), 'card')} on the table, left to player {trick.taker + 1}"
    else:
        label = f"Trick {number}: player {trick.taker + 1} takes {len(trick.plays)} ({counts})"
    return {"label": label, "cards": [card for _, card in trick.plays], "points": len(trick.plays)}


def _said(result: beggar.PlayOut) -> str:
    length = f"{plural(result.cards, 'card')} turned, {plural(result.tricks, 'trick')}"
    if result.endless:
        return f"This deal never ends: the position after trick {result.repeat_from} comes back ({length})."
    if result.unfinished:
        return f"No end after {length}, and no position repeated yet."
    return f"Player {result.winner + 1} wins after {length}."
