"""A deal of cribbage as recorded: the game's options (``CribbageOptions``, ``target_of``), the deal's state
(``CribbageDeal``: the cut, the start card, the play, the show), and what it scores (``deal_scores``) and
writes on the sheet (``row_of``).

Variant and choices: see ``games.cribbage.rules``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from scorekeeper.cards import parse_card, standard_52
from scorekeeper.core import ScoreLine, option
from scorekeeper.families.deal.loop import (
    Deal,
    Score,
    parts_row,
)
from scorekeeper.families.ruleset import HandRow
from scorekeeper.games.cribbage.calculators import (
    FIVE_CARD,
    SIX_CARD,
    Pegging,
    Shown,
    his_heels,
)

PLAYERS = 2
#: "To be the first to score 61 points"; the six-card game is played to 121.
USUAL_TARGET = {FIVE_CARD: 61, SIX_CARD: 121}
THREE_FOR_LAST = 3
#: The parts of a deal, in the order the sheet notes them.
PARTS = ("last", "heels", "pegging", "hand", "crib")
SAME_END, OPPOSITE_ENDS = "same_end", "opposite_ends"
BOARDS = ((SAME_END, "Both players start at the same end"), (OPPOSITE_ENDS, "Players start at opposite ends"))
TARGETS = ((0, "The game's usual: 61 five-card, 121 six-card"), (61, "61 points"), (121, "121 points"))
DECK = tuple(standard_52())


# --- Options ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CribbageOptions:
    variant: str = option(
        FIVE_CARD,
        "Game",
        choices=((FIVE_CARD, "Five-card cribbage (61)"), (SIX_CARD, "Six-card cribbage (121)")),
        help="Six-card: 4 cards kept each, the count starts again after 31 or a go, game 121.",
    )
    three_for_last: bool = option(
        True,
        "Three for last: the non-dealer pegs 3 on the first deal",
        help="Five-card only; turn it off for six-card.",
    )
    board_layout: str = option(SAME_END, "Board", choices=BOARDS)
    target: int = option(0, "Play to", choices=TARGETS)


def target_of(options: CribbageOptions) -> int:
    """The points that win: the option, or the variant's usual target."""
    return options.target or USUAL_TARGET[options.variant]


# --- A deal ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CribbageDeal(Deal):
    """One deal as far as it has been recorded: the play card by card (``games.cribbage.calculators.Pegging``)
    or the pegging entered as points, then the show. ``cut`` holds the cards cut for the first deal, when they
    were entered."""

    three_for_last: bool = False
    cut: tuple[str, ...] = ()
    starter: str | None = None
    play: Pegging = field(default_factory=Pegging)
    pegged_as_points: tuple[int, ...] | None = None
    shown: tuple[Shown, ...] = ()

    @property
    def pone(self) -> int:
        """The non-dealer: leads the play and shows first."""
        return 1 - self.dealer

    @property
    def cards_played(self) -> tuple[tuple[int, str], ...]:
        return self.play.cards_played

    @property
    def tokens(self) -> tuple[str, ...]:
        """The play in ``games.cribbage.calculators.peg`` notation."""
        return self.play.tokens

    @property
    def shower(self) -> tuple[int, bool]:
        """Who shows next, and whether the crib: "First the non-dealer's hand ... Finally ... the crib"."""
        return ((self.pone, False), (self.dealer, False), (self.dealer, True))[len(self.shown)]


def cards_left(deal: CribbageDeal, variant: str) -> tuple[int, ...]:
    """Cards each player still holds for the play: 3 (five-card) or 4 (six-card) less those played."""
    return deal.play.cards_left(variant)


# --- Scoring a deal ----------------------------------------------------------------------------------


@lru_cache(maxsize=1024)
def deal_scores(deal: CribbageDeal, variant: str) -> tuple[Score, ...]:
    """Every score of a deal in the order it is pegged."""
    scores: list[Score] = []
    if deal.three_for_last:
        # "the other player immediately pegs 3 points for 'last' as compensation"
        line = ScoreLine("three for last", THREE_FOR_LAST)
        scores.append(Score(deal.pone, "last", (line,), "with three for last"))
    if deal.starter and his_heels(deal.starter):
        # "If the start card is a jack, the dealer immediately pegs 2 points"
        line = ScoreLine("two for his heels", his_heels(deal.starter), (deal.starter,))
        scores.append(Score(deal.dealer, "heels", (line,), "with two for his heels"))
    if deal.pegged_as_points is not None:
        scores += [
            Score(seat, "pegging", (ScoreLine("pegging, entered as points", points),), "pegging out")
            for seat, points in sorted(enumerate(deal.pegged_as_points), key=lambda sp: sp[0] != deal.pone)
            if points
        ]
    for move in deal.play.moves(variant):
        said = f"pegging {card_named(move.card)}"
        lines = tuple(ScoreLine(f"{said}: {x.label}", x.points, x.cards) for x in move.lines)
        scores.append(Score(move.seat, "pegging", lines, f"pegging out with {move.said}"))
    scores.extend(_show_score(deal, shown) for shown in deal.shown)
    return tuple(scores)


def _show_score(deal: CribbageDeal, shown: Shown) -> Score:
    if shown.crib:
        how = "counting the crib"
    elif shown.seat == deal.pone:
        how = "counting the non-dealer's hand first"
    else:
        how = "counting the dealer's hand"
    return Score(shown.seat, shown.part, shown.lines, how)


def card_named(card: str) -> str:
    """A card as the sheet and the board write it: '5C' -> '5♣'."""
    return parse_card(card).name


def row_of(names: Sequence[str], deal: CribbageDeal, variant: str) -> HandRow:
    """The deal's line on the sheet: each player's points, a note per part ("pegging 5 · hand 4")."""
    pegging = ("pegging",) if deal.play.over or deal.play.plays else ()
    entered = {
        seat: pegging + tuple("crib" if shown.crib else "hand" for shown in deal.shown if shown.seat == seat)
        for seat in range(PLAYERS)
    }
    summary = f"start card {card_named(deal.starter)}" if deal.starter else ""
    if deal.cut:
        cut = ", ".join(f"{names[i]} {card_named(card)}" for i, card in enumerate(deal.cut))
        summary = f"cut: {cut}" + (f" · {summary}" if summary else "")
    label = f"Deal {deal.number} · {names[deal.dealer]}'s crib"
    return parts_row(label, PLAYERS, deal_scores(deal, variant), PARTS, summary, entered=entered)


# --- Reading entries ---------------------------------------------------------------------------------


def seen_cards(deal: CribbageDeal) -> list[str]:
    """Cards known this deal: the start card, the cards played and the cards shown."""
    seen = [deal.starter] if deal.starter else []
    seen += [card for _, card in deal.cards_played]
    seen += [card for shown in deal.shown for card in shown.cards]
    return seen
