"""The calculators as tools, one module per game family; each registers its tools with ``@tool``.

Every module of this package is imported here, so a new tool is a function in a new or existing module:
there is no list to keep. The API and the tool pages use ``TOOLS`` and ``run_tool``.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module

from scorekeeper.tools.base import TOOLS, Setting, Slot, Tool, ToolError, run_tool, tool

for _module in pkgutil.iter_modules(__path__):
    if _module.name != "base" and not _module.name.startswith("_"):
        import_module(f"{__name__}.{_module.name}")

__all__ = ["TOOLS", "Setting", "Slot", "Tool", "ToolError", "run_tool", "tool"]
