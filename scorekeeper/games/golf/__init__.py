"""Six-card Golf (``rules/golf-six-card.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.golf import tools
from scorekeeper.games.golf.rules import Golf

GAME = Game(
    Golf(),
    tools=(tools.golf_columns,),
)
