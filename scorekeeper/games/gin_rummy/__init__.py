"""Gin Rummy (``rules/gin-rummy.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.gin_rummy import tools
from scorekeeper.games.gin_rummy.rules import GinRummy

GAME = Game(
    GinRummy(),
    tools=(tools.gin_deadwood, tools.gin_result),
)
