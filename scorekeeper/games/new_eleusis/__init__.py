"""New Eleusis (``rules/new-eleusis.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.new_eleusis.rules import NewEleusis

GAME = Game(
    NewEleusis(),
)
