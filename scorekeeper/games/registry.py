"""The one registry of games: every package of ``scorekeeper.games`` declares one record, ``GAME``.

A game package's ``__init__.py`` holds its ``Game`` (``scorekeeper.families.game``): the ruleset, and where
it has them its trick play, card points, tools and scoreboard helpers. The packages are discovered on first
use, so a new game is one new package: there is no list of games to keep.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Iterable
from functools import cache
from importlib import import_module

import scorekeeper.games
from scorekeeper.families.game import Game
from scorekeeper.families.ruleset import Ruleset


@cache
def _games() -> dict[str, Game]:
    records = []
    for module in pkgutil.iter_modules(scorekeeper.games.__path__):
        if module.ispkg and not module.name.startswith("_"):
            package = import_module(f"scorekeeper.games.{module.name}")
            records.append((package.__name__, getattr(package, "GAME", None)))
    return index(records)


def index(records: Iterable[tuple[str, object]]) -> dict[str, Game]:
    """The games by slug from (package, record) pairs: a package without a ``Game`` or two games with one
    slug are errors, raised when the app starts rather than found by a player."""
    found: dict[str, Game] = {}
    for package, game in records:
        if not isinstance(game, Game):
            raise TypeError(f"{package} declares no GAME record.")
        if game.slug in found:
            raise ValueError(f"Two games claim the slug {game.slug!r}.")
        found[game.slug] = game
    return found


def all_games() -> list[Game]:
    """Every game, by name."""
    return sorted(_games().values(), key=lambda g: g.name.lower())


def get_game(slug: str) -> Game | None:
    """The game with this slug, or ``None``."""
    return _games().get(slug)


def all_rulesets() -> list[Ruleset]:
    """Every game's ruleset, by name."""
    return [game.ruleset for game in all_games()]


def get_ruleset(slug: str) -> Ruleset | None:
    """The ruleset with this slug, or ``None``."""
    game = _games().get(slug)
    return None if game is None else game.ruleset
