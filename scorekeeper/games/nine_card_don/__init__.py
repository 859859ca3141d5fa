"""Nine-Card Don (``rules/nine-card-don.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.families.pegboard import pegboard
from scorekeeper.games.nine_card_don.rules import CARD_POINTS, NineCardDon, NineCardDonOptions, trick_rules

GAME = Game(
    NineCardDon(),
    # "After all four players have played to the trick"; nine cards each
    tricks=TrickPlay(trick_rules, NineCardDonOptions, most_in_hand=9, partners_opposite=True),
    card_points=CARD_POINTS,
    board={"pegboard": pegboard},
)
