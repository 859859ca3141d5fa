"""Couillon (``rules/couillon.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.couillon.chalkboard import chalkboard
from scorekeeper.games.couillon.entries import CARD_POINTS
from scorekeeper.games.couillon.rules import Couillon, CouillonOptions, trick_rules

GAME = Game(
    Couillon(),
    # "a Belgian trick-taking game for four players in partnerships"; "deal four cards to each player"
    tricks=TrickPlay(trick_rules, CouillonOptions, most_in_hand=4, needs_trump=True, partners_opposite=True),
    card_points=CARD_POINTS,
    board={"chalkboard": chalkboard},
)
