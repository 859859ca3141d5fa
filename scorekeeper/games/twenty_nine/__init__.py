"""Twenty-Nine (``rules/twenty-nine.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.twenty_nine.rules import CARD_POINTS, TwentyNine, TwentyNineOptions, trick_rules
from scorekeeper.games.twenty_nine.sixes import sixes

GAME = Game(
    TwentyNine(),
    # "A trick taking game for four players in partnerships"; eight cards each
    tricks=TrickPlay(trick_rules, TwentyNineOptions, most_in_hand=8, partners_opposite=True),
    card_points=CARD_POINTS,
    board={"sixes": sixes},
)
