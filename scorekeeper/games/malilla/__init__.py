"""Malilla (``rules/malilla.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.malilla.rules import CARD_POINTS, Malilla, MalillaOptions, trick_rules

GAME = Game(
    Malilla(),
    # "When all four players have played"; "deal ten cards to each player"
    tricks=TrickPlay(trick_rules, MalillaOptions, most_in_hand=10, needs_trump=True, partners_opposite=True),
    card_points=CARD_POINTS,
)
