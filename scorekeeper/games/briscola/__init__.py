"""Briscola (``rules/briscola.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.briscola.rules import CARD_POINTS, Briscola, BriscolaOptions, trick_rules

GAME = Game(
    Briscola(),
    # "a simple Italian trick-taking game for two to four players"; three cards in hand
    tricks=TrickPlay(trick_rules, BriscolaOptions, most_in_hand=3, needs_trump=True),
    card_points=CARD_POINTS,
)
