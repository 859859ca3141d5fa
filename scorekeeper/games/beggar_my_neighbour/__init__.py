"""Beggar My Neighbour (``rules/beggar-my-neighbour.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.beggar_my_neighbour import tools
from scorekeeper.games.beggar_my_neighbour.rules import BeggarMyNeighbour

GAME = Game(
    BeggarMyNeighbour(),
    tools=(tools.beggar_playout,),
)
