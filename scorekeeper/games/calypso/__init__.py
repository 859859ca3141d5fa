"""Calypso (``rules/calypso.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.calypso.rules import Calypso, CalypsoOptions, trick_rules

GAME = Game(
    Calypso(),
    # "It is a partnership game for four players."; "Deal thirteen cards"
    tricks=TrickPlay(trick_rules, CalypsoOptions, most_in_hand=13, partners_opposite=True),
)
