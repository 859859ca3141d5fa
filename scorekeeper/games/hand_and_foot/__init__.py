"""Hand and Foot (``rules/hand-and-foot.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game
from scorekeeper.games.hand_and_foot import tools
from scorekeeper.games.hand_and_foot.melds import CARD_POINTS
from scorekeeper.games.hand_and_foot.rules import HandAndFoot

GAME = Game(
    HandAndFoot(),
    card_points=CARD_POINTS,
    tools=(tools.hand_and_foot_meld, tools.hand_and_foot_pile, tools.hand_and_foot_score),
)
