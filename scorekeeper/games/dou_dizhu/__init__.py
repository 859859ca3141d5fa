"""Dou Dizhu (``rules/dou-dizhu.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.dou_dizhu import tools
from scorekeeper.games.dou_dizhu.rules import DouDizhu

GAME = Game(
    DouDizhu(),
    tools=(tools.doudizhu_classify, tools.doudizhu_beats, tools.doudizhu_multiplier),
)
