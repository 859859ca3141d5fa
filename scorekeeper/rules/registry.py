"""The one registry of rulesets. Game modules register themselves when imported."""

from __future__ import annotations

from importlib import import_module

from scorekeeper.rules.base import Ruleset

_RULESETS: dict[str, Ruleset] = {}

#: Game modules, imported on first use of the registry so each can register itself.
GAME_MODULES = ("golf", "oh_hell", "gin_rummy", "cribbage")


def register(cls: type[Ruleset]) -> type[Ruleset]:
    """Class decorator: add a ruleset to the registry under its slug."""
    if cls.slug in _RULESETS and type(_RULESETS[cls.slug]) is not cls:
        raise ValueError(f"Two rulesets claim the slug {cls.slug!r}.")
    _RULESETS[cls.slug] = cls()
    return cls


def _load() -> None:
    for name in GAME_MODULES:
        import_module(f"scorekeeper.rules.{name}")


def all_rulesets() -> list[Ruleset]:
    """Every registered ruleset, by name."""
    _load()
    return sorted(_RULESETS.values(), key=lambda r: r.name.lower())


def get_ruleset(slug: str) -> Ruleset | None:
    """The ruleset with this slug, or ``None``."""
    _load()
    return _RULESETS.get(slug)
