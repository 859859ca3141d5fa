"""Golf: a player's columns."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import parse_cards
from scorekeeper.families.tools import (
    Setting,
    Slot,
    cards_of,
    choice,
    lines_json,
    tool,
)
from scorekeeper.games.golf import rules as golf


@tool(
    "golf/columns",
    "Six-card Golf: score a layout",
    "Six cards as two rows of three: a pair in a column scores 0, kings 0, jokers -2.",
    [Slot("cards", "Top row, then bottom row", 6, 6, ordered=True, jokers=True)],
    [
        Setting(
            "joker_pair", "Two jokers in a column", (("zero", "score 0"), ("minus_four", "score -4")), "zero"
        )
    ],
)
def golf_columns(payload: Mapping[str, Any]) -> dict[str, Any]:
    cards = parse_cards(cards_of(payload, "cards"))
    joker_pair = choice(payload, "joker_pair", golf.JOKER_PAIRS, "zero")
    lines = golf.column_scores(cards, joker_pair)
    total = sum(line.points for line in lines)
    return {"total": total, "lines": lines_json(lines), "said": f"The layout scores {total}."}
