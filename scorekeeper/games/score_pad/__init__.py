"""The score pad, for any game not in the catalogue (Hearts, Canasta, a house game): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.score_pad.rules import ScorePad

GAME = Game(ScorePad())
