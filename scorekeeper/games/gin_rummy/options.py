"""Gin Rummy's options (``GinRummyOptions``) and what they decide: the target (``target_score``), the
calculator's scoring options (``gin_options``), who deals next (``ROTATIONS``).

Variant and choices: see ``games.gin_rummy.rules``.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.core import number_choices, option
from scorekeeper.families.deal.loop import (
    Rotation,
)
from scorekeeper.games.gin_rummy.calculators import KNOCK_LIMIT, GinOptions

STANDARD, OKLAHOMA = "standard", "oklahoma"
LOSER, WINNER, ALTERNATE = "loser", "winner", "alternate"
GAME_BONUS_200, DOUBLE_SCORE = "game_bonus_200", "double_score"
HAND, CANCELLED = "hand", "cancelled"
VARIANTS = ((STANDARD, "Gin Rummy: knock with 10 or less"), (OKLAHOMA, "Oklahoma Gin: the up-card sets it"))
DEALERS = ((LOSER, "The loser of the hand"), (WINNER, "The winner of the hand"), (ALTERNATE, "Alternate"))
SHUTOUTS = (
    (GAME_BONUS_200, "Game bonus 200 instead of 100"),
    (DOUBLE_SCORE, "Winner's entire score doubled"),
)
TARGETS = ((0, "Usual: 100, Oklahoma 150, four players 125"), *number_choices(100, 125, 150, 200, 250))
OKLAHOMA_ONLY = {"ace_means_gin": "An ace up-card allowing only gin", "extra_boxes": "Extra boxes"}
#: "This player then receives an additional bonus of 100 points ... 200 points rather than 100."
GAME_BONUS = 100
USUAL_TARGET, OKLAHOMA_TARGET, PARTNERSHIP_TARGET = 100, 150, 125
#: "the dealer is the loser of the previous hand"; "the winner of each hand deals the next"; "the turn to
#: deal alternates" (between two players: to the left).
ROTATIONS = {LOSER: Rotation.LOSER, WINNER: Rotation.WINNER, ALTERNATE: Rotation.LEFT}


# --- Options ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GinRummyOptions:
    variant: str = option(
        STANDARD,
        "Variant",
        choices=VARIANTS,
        help="Oklahoma: the up-card's value is the knock limit (pictures 10) and a spade doubles the hand.",
    )
    target: int = option(0, "Game to", choices=TARGETS)
    next_dealer: str = option(
        LOSER,
        "Next dealer",
        choices=DEALERS,
        help="Three players: the loser always deals. A cancelled hand is dealt again by the same dealer.",
    )
    gin_bonus: int = option(20, "Gin bonus", choices=number_choices(20, 25))
    undercut_bonus: int = option(10, "Undercut bonus", choices=number_choices(10, 20, 25))
    box_bonus: int = option(
        20,
        "Box bonus per hand won",
        choices=number_choices(20, 25),
        help="Added at the end; not counted toward the target.",
    )
    shutout: str = option(GAME_BONUS_200, "If the loser never scored", choices=SHUTOUTS)
    ace_means_gin: bool = option(False, "Oklahoma: an ace up-card allows only gin")
    extra_boxes: bool = option(
        False,
        "Oklahoma: extra boxes",
        help="Undercut 1 extra box, gin 2; twice as many under a spade up-card.",
    )
    action_on_50th_card: bool = option(
        False,
        "Action on the 50th card",
        help="Table play only: after the third-last stock card is discarded, the other player may take it "
        "to knock or go gin, even discarding the same card. Scoring is unchanged.",
    )


def target_score(options: GinRummyOptions, players: int) -> int:
    """The score that ends the game: the chosen one, else 125 for four players, 150 Oklahoma, 100."""
    if options.target:
        return options.target
    if players == 4:
        return PARTNERSHIP_TARGET
    return OKLAHOMA_TARGET if options.variant == OKLAHOMA else USUAL_TARGET


def gin_options(options: GinRummyOptions) -> GinOptions:
    """The calculator's options for this game."""
    shared = ("gin_bonus", "undercut_bonus", "ace_means_gin", "extra_boxes")
    return GinOptions(knock_limit=KNOCK_LIMIT, **{name: getattr(options, name) for name in shared})
