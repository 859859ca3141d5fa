"""The calculators as tools, for the /tools pages and the API: every game's own (``Game.tools``, in its
package's ``tools.py``) and those that serve many games (who wins a trick, card points: modules here).

``TOOLS`` lists them all by slug; ``run_tool`` answers one. A new tool is a function decorated with
``@tool`` and named in its game's record (or in ``SHARED`` here): there is no other list to keep.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.families.tools import Setting, Slot, Tool, ToolError, tool
from scorekeeper.games.registry import all_games
from scorekeeper.tools import card_points, tricks

#: The tools that serve many games.
SHARED: tuple[Tool, ...] = (tricks.trick_winner, tricks.trick_legal, card_points.points_count)

TOOLS: dict[str, Tool] = {t.slug: t for t in (*(t for g in all_games() for t in g.tools), *SHARED)}


def run_tool(slug: str, payload: Mapping[str, Any]) -> dict[str, Any]:
    """Run a tool; bad input raises ``ToolError`` with the player's sentence, an unknown slug
    ``LookupError``."""
    found = TOOLS.get(slug)
    if found is None:
        raise LookupError(slug)
    return found.answer(payload)


__all__ = ["TOOLS", "Setting", "Slot", "Tool", "ToolError", "run_tool", "tool"]
