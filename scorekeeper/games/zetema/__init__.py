"""Zetema (``rules/zetema.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.zetema import tools
from scorekeeper.games.zetema.rules import Zetema

GAME = Game(
    Zetema(),
    tools=(tools.zetema_declaration,),
)
