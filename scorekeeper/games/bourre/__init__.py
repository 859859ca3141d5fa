"""Bourré (``rules/bourre.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.bourre.rules import Bourre, BourreOptions, trick_rules

GAME = Game(
    Bourre(),
    # "In theory any number from two to eight can play"; five cards each
    tricks=TrickPlay(trick_rules, BourreOptions, most_in_hand=5, needs_trump=True),
)
