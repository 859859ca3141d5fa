"""Ricochet Poker (``rules/ricochet-poker.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.ricochet_poker import tools
from scorekeeper.games.ricochet_poker.rules import RicochetPoker

GAME = Game(
    RicochetPoker(),
    tools=(tools.poker_compare,),
)
