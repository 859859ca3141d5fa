"""Skull & Roses (``rules/skull-and-roses.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.skull_and_roses.rules import SkullAndRoses

GAME = Game(
    SkullAndRoses(),
)
