"""Oh Hell! (``rules/oh-hell.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.oh_hell.hands import OhHellTrickTable, table_trick_rules
from scorekeeper.games.oh_hell.rules import OhHell

GAME = Game(
    OhHell(),
    # "From 3 to 7 people can play."; three players share the 54-card pack at most (18 each)
    tricks=TrickPlay(table_trick_rules, OhHellTrickTable, most_in_hand=18),
)
