"""The one registry of rulesets. Game packages register themselves when imported.

Every package of ``scorekeeper.games`` is imported on first use, so a new game is one new package: there
is no list of games to keep.
"""

from __future__ import annotations

import pkgutil
from functools import cache
from importlib import import_module

import scorekeeper.games
from scorekeeper.families.ruleset import Ruleset

_RULESETS: dict[str, Ruleset] = {}


def register(cls: type[Ruleset]) -> type[Ruleset]:
    """Class decorator: add a ruleset to the registry under its slug."""
    if cls.slug in _RULESETS and type(_RULESETS[cls.slug]) is not cls:
        raise ValueError(f"Two rulesets claim the slug {cls.slug!r}.")
    _RULESETS[cls.slug] = cls()
    return cls


@cache
def _load() -> None:
    for module in pkgutil.iter_modules(scorekeeper.games.__path__):
        if module.ispkg and not module.name.startswith("_"):
            import_module(f"scorekeeper.games.{module.name}")


def all_rulesets() -> list[Ruleset]:
    """Every registered ruleset, by name."""
    _load()
    return sorted(_RULESETS.values(), key=lambda r: r.name.lower())


def get_ruleset(slug: str) -> Ruleset | None:
    """The ruleset with this slug, or ``None``."""
    _load()
    return _RULESETS.get(slug)
