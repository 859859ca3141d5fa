"""Five-Card Cribbage (``rules/cribbage-five-card.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.families.pegboard import pegboard
from scorekeeper.games.cribbage import tools
from scorekeeper.games.cribbage.rules import Cribbage

GAME = Game(
    Cribbage(),
    tools=(tools.cribbage_show, tools.cribbage_pegging),
    board={"pegboard": pegboard},
)
