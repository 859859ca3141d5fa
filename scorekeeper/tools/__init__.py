"""The calculators as tools. Each game's tools live in its package (``games/<game>/tools.py``); the tools
that serve many games (who wins a trick, card points) are modules of this package. Every one registers
itself with ``@tool``; loading the games and this package's modules fills ``TOOLS``, so a new tool is a
function in a new or existing module: there is no list to keep. The API and the tool pages use ``TOOLS``
and ``run_tool``.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module

from scorekeeper.families.tools import TOOLS, Setting, Slot, Tool, ToolError, run_tool, tool
from scorekeeper.games.registry import all_rulesets

all_rulesets()  # imports every game package, and with it the game's own tools
for _module in pkgutil.iter_modules(__path__):
    if not _module.name.startswith("_"):
        import_module(f"{__name__}.{_module.name}")

__all__ = ["TOOLS", "Setting", "Slot", "Tool", "ToolError", "run_tool", "tool"]
