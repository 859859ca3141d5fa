"""Gin rummy calculators, one module per job, all importable from here:

* ``games.gin_rummy.melds``: melds and the least-deadwood search (``deadwood``: also the best discard;
  ``arrange``);
* ``games.gin_rummy.knock``: knocking (``knock_limit``, ``can_knock``) and the defender's lay-offs
  (``lay_offs``);
* ``games.gin_rummy.score``: the score of a hand, from the cards or the agreed counts (``hand_result``,
  ``score_counts``, ``GinOptions``);
* ``games.gin_rummy.entries``: a hand as a table records it (``read_knock``: both players' cards or the two
  counts; ``Knock``: what happened).

Variant: two-player Gin Rummy as in ``rules/gin-rummy.txt``, with its scoring variants as options
(``GinOptions``) and Oklahoma Gin through the original up-card (``oklahoma_upcard``).

* Melds: a set is 3 or 4 cards of one rank; a run is 3 or more consecutive cards of one suit, "the Ace is
  always low" (A-2-3 is a run, Q-K-A is not). A card belongs to one meld at a time. Deadwood: ace 1,
  number cards their spot value, K Q J 10.
* Knock with at most 10 deadwood (``limit``); Oklahoma: at most the up-card's value, an ace up-card may
  mean gin only (``ace_means_gin``).
* The defender spreads melds and lays off unmatched cards on the knocker's melds (never on deadwood,
  never against gin), choosing whatever leaves the least deadwood.
* Knocker lower: the knocker scores the difference. Equal or higher: undercut, the defender scores the
  difference plus the undercut bonus (10, or 20/25). Gin: bonus 20 (or 25) plus the defender's count, and
  gin is never undercut. Oklahoma: a spade up-card doubles the hand's score, bonuses included. Extra
  boxes (Oklahoma variant): 1 for an undercut, 2 for gin, twice as many under a spade up-card.

Choices where the text is open:

* "Big gin" (11 melded cards) is not in the text and not scored.
* Unless the knocker's spread is given (``knocker_melds``), the knocker is taken to spread a least-deadwood
  arrangement, and among those the one that lets the defender lay off least.
* A deadwood search returns one best arrangement; ties are broken in a fixed order, so the answer is stable.
"""

from scorekeeper.games.gin_rummy.entries import (
    MAX_COUNT,
    Knock,
    random_knock,
    read_hands,
    read_knock,
    read_upcard,
)
from scorekeeper.games.gin_rummy.knock import LayOff, LayOffResult, can_knock, knock_limit, lay_offs
from scorekeeper.games.gin_rummy.melds import (
    HAND_SIZE,
    KNOCK_LIMIT,
    Cards,
    DeadwoodResult,
    arrange,
    card_value,
    deadwood,
    is_meld,
    is_run,
    is_set,
)
from scorekeeper.games.gin_rummy.score import (
    GIN,
    KNOCK,
    UNDERCUT,
    CountResult,
    GinOptions,
    HandResult,
    hand_result,
    score_counts,
    spread_lines,
)

__all__ = [
    "GIN",
    "HAND_SIZE",
    "KNOCK",
    "KNOCK_LIMIT",
    "MAX_COUNT",
    "UNDERCUT",
    "Cards",
    "CountResult",
    "DeadwoodResult",
    "GinOptions",
    "HandResult",
    "Knock",
    "LayOff",
    "LayOffResult",
    "arrange",
    "can_knock",
    "card_value",
    "deadwood",
    "hand_result",
    "is_meld",
    "is_run",
    "is_set",
    "knock_limit",
    "lay_offs",
    "random_knock",
    "read_hands",
    "read_knock",
    "read_upcard",
    "score_counts",
    "spread_lines",
]
