"""Zetema's pack, options and deal: the 65-card deck's sizes, ``ZetemaGameOptions``, a declaration scored
(``Declaration``), the hand in progress (``ZetemaDeal``), the hand size and the partnerships.

Variant and choices: see ``games.zetema.rules``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import SUITS, Rank
from scorekeeper.core import (
    describe_options,
    option,
)
from scorekeeper.families.deal.loop import Deal
from scorekeeper.families.melding import DrawTurns, RankPiles
from scorekeeper.games.zetema.melds import ZetemaOptions as MeldOptions

SLUG = "zetema"
DECK_SIZE = 65  # "add a complete thirteen-card suit from another deck"
RANKS = tuple(Rank)  # A K Q J 10 ... 2: the thirteen discard piles
COPIES = 5  # five cards of every rank: "the fifth card of one rank"
EMPTY_PILES, NO_TURNS = RankPiles(COPIES, RANKS), DrawTurns(0, 0, ())
PARTS = ("melds", "marriages", "zetemas")
AUTO = 0
#: ``recording``: the declarations alone (zetemas by rank and player, melds and their discard, marriages),
#: or every discard by rank (the app counts the piles and finds the zetemas itself).
DECLARATIONS, DISCARDS = "declarations", "discards"


def _meld_option(name: str) -> Any:
    """An option of the meld calculator's, declared again as it is for the game's set-up form."""
    spec = next(spec for spec in describe_options(MeldOptions) if spec.name == name)
    return option(spec.default, spec.label, choices=spec.choices, help=spec.help)


@dataclass(frozen=True)
class ZetemaGameOptions:
    doubled_suit: str = option(
        "S", "The doubled suit", choices=tuple((s.value, s.plural) for s in SUITS), help="Tell every player."
    )
    ace_in_sequences: str = _meld_option("ace_in_sequences")
    all_five: str = _meld_option("all_five")
    target: int = option(
        AUTO, "Play to", choices=((AUTO, "300, or 200 when four or more play"), (300, "300"), (200, "200"))
    )
    recording: str = option(
        DECLARATIONS,
        "What the table enters",
        choices=(
            (DECLARATIONS, "Zetemas, melds and marriages: about 25 taps a hand"),
            (DISCARDS, "Every discard, one tap a turn: about 75 taps a hand"),
        ),
        help="Every discard lets the app count the rank piles and find each zetema itself.",
    )


@dataclass(frozen=True, slots=True)
class Declaration:
    """One score of a hand: who made it, what it was (meld, marriage or zetema), its cards and points."""

    seat: int
    part: str
    label: str
    points: int
    cards: tuple[str, ...] = ()
    rank: str = ""  # a zetema's rank

    def as_dict(self) -> dict[str, Any]:
        data = {"seat": self.seat, "part": self.part, "label": self.label, "points": self.points}
        return data | ({"rank": self.rank} if self.rank else {"cards": list(self.cards)})


@dataclass(frozen=True)
class ZetemaDeal(Deal):
    """A hand in progress, by counts: whose turn, the stock and each hand's size; per rank the cards on
    its discard pile and in the general pile; the cards married this hand, the meld shown this turn (and
    who showed it), and the declarations scored. When only declarations are entered the turn, the stock,
    the hands and the rank piles are not known: a rank's five cards go to the general pile with its
    zetema, and married cards with their marriage."""

    turns: DrawTurns = NO_TURNS
    piles: RankPiles = EMPTY_PILES
    married: tuple[str, ...] = ()
    meld: tuple[str, ...] = ()
    meld_seat: int = 0
    declared: tuple[Declaration, ...] = ()

    @property
    def turn(self) -> int:
        return self.turns.turn


def hand_size(players: int) -> int:
    """ "Deal six cards to each player, or five in the six-player game"."""
    return 5 if players == 6 else 6


def alternate_teams(players: int) -> tuple[tuple[int, ...], ...]:
    """Partners across the table, so the turn alternates partnerships: A B A B, or A B C A B C."""
    half = players // 2
    return tuple((seat, seat + half) for seat in range(half))
