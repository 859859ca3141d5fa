"""Cribbage calculators, one module per job, all importable from here:

* ``games.cribbage.show``: the show (a hand or the crib with the start card, ``show``), and what the show and
  the play share (variants, reading cards, pairs and runs, counts in words);
* ``games.cribbage.play``: the pegging (the play) scored card by card (``peg``, ``peg_progress``);
* ``games.cribbage.pegging``: the play as a table enters it card by card (``Pegging``: the count, the turn,
  the go);
* ``games.cribbage.entries``: the cut and the show as entered (``read_cut``, ``read_show``).

Variant: Five Card Cribbage as in ``rules/cribbage-five-card.txt`` (the default, ``variant="five-card"``),
with the modern Six Card game's differences as ``variant="six-card"``:

* Show. Five-card: 3 hand cards or 4 crib cards, plus the start card. Six-card: 4 cards plus the start card.
  Fifteens 2 each; every pair 2 (so three of a kind, "pair royal", is 6 and four, "double pair royal",
  12); runs score their length and runs inside a longer run do not count (a double run counts each run);
  ace is low only. Flush: every hand card of one suit scores one per card, one more when the start card
  matches; a crib scores a flush only when all five cards match (5). One for his nob: the jack of the start
  card's suit in the hand or crib (never the start card itself, which is "his heels", see ``his_heels``).
* Pegging. Each card scores 2 for a count of 15, 2 for 31, 2/6/12 for pair, pair royal and double pair
  royal with the cards just before it, and a run of three or more made of the latest cards in any order.
  Five-card: "you only play up to 31 once", so play stops at 31. Six-card: after 31, or after both players
  say go, the count restarts from 0 and play continues.

Choices where the text is open:

* Pegging notation: ``plays`` lists the cards in the order played. The word ``"go"`` marks the moment
  neither player can play on: in five-card that ends the play (a card after it is refused); in six-card
  the player of the card before it pegs 1 for the go and the count restarts. A go at count 0 changes
  nothing. Single "go" calls after which the other player carries on need not be recorded.
* ``points`` per play includes that six-card go point; the point for the last card of the whole play is
  reported apart as ``last`` (1, or 0 when the play ended at exactly 31, "it is not possible to make both
  these scores at once"). ``total`` is the sum of ``points`` plus ``last``.
* ``peg_progress`` follows a play still under way, one entry at a time (the game ruleset uses it): the
  count now, and a go that ends a count scored as soon as it is called rather than with the next card.
* A show with no points is said "nineteen (no points)": "nineteen" is the players' name for a hand worth
  nothing, as no hand can score 19.
"""

from scorekeeper.games.cribbage.entries import Shown, read_cut, read_show, shown_what
from scorekeeper.games.cribbage.pegging import ANY_CARD_FITS, MOST_PEGGED, Pegging, PegMove, pegging_words
from scorekeeper.games.cribbage.play import PeggingResult, PegPlay, PlayProgress, is_go, peg, peg_progress
from scorekeeper.games.cribbage.show import (
    CATEGORIES,
    FIFTEEN,
    FIVE_CARD,
    GO,
    MAX_PLAYS,
    MOST_SHOWN,
    PLAY_LIMIT,
    SHOW_SIZES,
    SIX_CARD,
    VARIANTS,
    Cards,
    ShowResult,
    his_heels,
    is_run,
    line_dict,
    number_words,
    pair_points,
    show,
)

__all__ = [
    "ANY_CARD_FITS",
    "CATEGORIES",
    "FIFTEEN",
    "FIVE_CARD",
    "GO",
    "MAX_PLAYS",
    "MOST_PEGGED",
    "MOST_SHOWN",
    "PLAY_LIMIT",
    "SHOW_SIZES",
    "SIX_CARD",
    "VARIANTS",
    "Cards",
    "PegMove",
    "PegPlay",
    "Pegging",
    "PeggingResult",
    "PlayProgress",
    "ShowResult",
    "Shown",
    "his_heels",
    "is_go",
    "is_run",
    "line_dict",
    "number_words",
    "pair_points",
    "peg",
    "peg_progress",
    "pegging_words",
    "read_cut",
    "read_show",
    "show",
    "shown_what",
]
