"""Belote (``rules/belote.txt``): the game's record."""

from __future__ import annotations

from scorekeeper.families.game import Game, TrickPlay
from scorekeeper.games.belote import tools
from scorekeeper.games.belote.declaring import form_fields
from scorekeeper.games.belote.rules import CARD_POINTS, Belote, BeloteOptions, trick_rules

GAME = Game(
    Belote(),
    # "When all four players have played to the trick"; five cards, then three more
    tricks=TrickPlay(trick_rules, BeloteOptions, most_in_hand=8, needs_trump=True, partners_opposite=True),
    card_points=CARD_POINTS,
    tools=(tools.belote_declarations,),
    board={"belote_declaration_fields": form_fields},  # the declarations form, to edit an API's entry
)
