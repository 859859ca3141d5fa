"""Bacon (``rules/bacon.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.bacon.rules import Bacon, BaconOptions, trick_rules

GAME = Game(
    Bacon(),
    # "When all four players have had a chance to play"; five cards each (partners, but a loner's sits out)
    tricks=TrickPlay(trick_rules, BaconOptions, most_in_hand=5, needs_trump=True),
)
