"""Briscola Chiamata (``rules/briscola-chiamata.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.briscola_chiamata.rules import (
    CARD_POINTS,
    BriscolaChiamata,
    BriscolaChiamataOptions,
    trick_rules,
)

GAME = Game(
    BriscolaChiamata(),
    # "deals out the whole pack to the five players ... a hand of eight cards"
    tricks=TrickPlay(trick_rules, BriscolaChiamataOptions, most_in_hand=8, needs_trump=True, most_players=5),
    card_points=CARD_POINTS,
)
