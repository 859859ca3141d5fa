"""Pickle (``rules/pickle.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.pickle.rules import CARD_POINTS, Pickle, PickleOptions, trick_rules

GAME = Game(
    Pickle(),
    # "Players:  2-5"; "ten cards are dealt to each player"
    tricks=TrickPlay(trick_rules, PickleOptions, most_in_hand=10, needs_trump=True),
    card_points=CARD_POINTS,
)
