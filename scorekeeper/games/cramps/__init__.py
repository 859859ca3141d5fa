"""Cramps (``rules/cramps.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.cramps.rules import Cramps, CrampsTable, table_trick_rules

GAME = Game(
    Cramps(),
    # "5 to 8 Players: Use 1 regular deck plus ..."; "deal 13 cards to each player"
    tricks=TrickPlay(table_trick_rules, CrampsTable, most_in_hand=13),
)
