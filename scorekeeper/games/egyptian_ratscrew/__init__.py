"""Egyptian Ratscrew (``rules/egyptian-ratscrew.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.egyptian_ratscrew import tools
from scorekeeper.games.egyptian_ratscrew.rules import EgyptianRatscrew

GAME = Game(
    EgyptianRatscrew(),
    tools=(tools.slap_check, tools.slap_pay),
)
