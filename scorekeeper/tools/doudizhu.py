"""Dou Dizhu: combinations."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.calc import doudizhu
from scorekeeper.tools.base import (
    Slot,
    cards_of,
    tool,
)


@tool(
    "doudizhu/classify",
    "Dou Dizhu: what is this combination?",
    "Singles, pairs, trios, sequences, airplanes, four with two, bombs and the rocket.",
    [Slot("cards", "The cards played", 1, 20, jokers=True)],
)
def doudizhu_classify(payload: Mapping[str, Any]) -> dict[str, Any]:
    result = doudizhu.classify_as_dict(_doudizhu_cards(payload, "cards"))
    said = (
        f"That is {result.get('name') or result['type']}."
        if result["type"]
        else "That is not a legal combination."
    )
    return {**result, "said": said}


@tool(
    "doudizhu/beats",
    "Dou Dizhu: does it beat the last play?",
    "The previous play, then the new one.",
    [Slot("previous", "Previous play", 1, 20, jokers=True), Slot("play", "New play", 1, 20, jokers=True)],
)
def doudizhu_beats(payload: Mapping[str, Any]) -> dict[str, Any]:
    ok, reason = doudizhu.beats(_doudizhu_cards(payload, "previous"), _doudizhu_cards(payload, "play"))
    return {"beats": ok, "reason": reason, "said": reason}


def _doudizhu_cards(payload: Mapping[str, Any], key: str) -> list[str]:
    """Dou Dizhu tells its jokers apart: the picker's plain joker is the black one, a second the red one."""
    cards = cards_of(payload, key)
    plain = [i for i, c in enumerate(cards) if c == "JK"]
    for n, i in enumerate(plain):
        cards[i] = "BJ" if n == 0 else "RJ"
    return cards
