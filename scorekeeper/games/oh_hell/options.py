"""Oh Hell's options (``OhHellOptions``): the pack, the hand sizes, the trump, the bidding, the scoring,
and the named games they make (``preset_options``: Kachuful, Boerenbridge, ...).

Variant and choices: see ``games.oh_hell.rules``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import Rank, Suit
from scorekeeper.core import RuleError, joined, option
from scorekeeper.families.schedules import SCHEDULE_CHOICES, SEQUENCE_CHOICES

#: Largest first hand "by players" in the text (3 to 5 players: 10 cards each).
USUAL_MAX = 10
#: Bust deals 13 each: "so as to deal 13 cards each on the first hand as with 4 players".
BUST_CARDS_PER_PLAYER = 13
#: Boerenbridge: "The objective is to score exactly 100"; "If your score is 80 or more you do not bid".
BOERENBRIDGE_TARGET = 100
BOERENBRIDGE_NO_BID = 80
#: 7-truf is for 4 players ("4 deals with all cards dealt" are in ``schedules.hand_sequence``).
SEVEN_TRUF_PLAYERS = 4
#: "13 cards each to four players" (Boerenbridge); "a version of Blackout for 5 or 6 players" (Atkinson).
BOERENBRIDGE_PLAYERS = 4
ATKINSON_PLAYERS = (5, 6)
#: Coulon: "If the rank of the turned up card is from 2 to 6, there are no trumps".
COULON_NO_TRUMP_RANKS = frozenset({Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX})
NOT_BIDDING = "has 80 or more points and does not bid"

DECKS = (
    ("standard", "52 cards"),
    ("jokers", "54 cards with two jokers (Brader)"),
    ("bust", "Bust: 13 cards per player (65 with 5, 78 with 6)"),
    ("piquet", "32 cards, A to 7 (7-truf)"),
)
TRUMPS = (
    ("turned", "Turn the next card"),
    ("rotation", "Rotate through the suits"),
    ("spades", "Spades always (Oh Shit!)"),
    ("coulon", "Turned card: 2-6 no trumps, 7 or higher its suit (Coulon)"),
)
S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
ROTATIONS: dict[str, tuple[Suit, ...]] = {
    "kachuful": (S, D, C, H),  # "Ka = Kari = Spades, Chu = Chukat = Diamonds, Fu = Falli = Clubs, L = Lal"
    "atkinson": (H, C, D, S),  # "in the order hearts, clubs, diamonds, spades"
    "shcd": (S, H, C, D),
    "shdc": (S, H, D, C),
    "cdhs": (C, D, H, S),
}
_ROTATION_GAMES = {"kachuful": " (Kachuful)", "atkinson": " (Atkinson)"}
ROTATION_LABELS = tuple(
    (key, " ".join(suit.symbol for suit in cycle) + _ROTATION_GAMES.get(key, ""))
    for key, cycle in ROTATIONS.items()
)
BIDDINGS = (("in_turn", "In turn, dealer last"), ("simultaneous", "All at once (fingers)"))
JOKER_PLAYS = (
    ("suit", "A suit of their own: a led joker wins unless trumped (Brader)"),
    ("high_low", "Nominated high or low; not led, not in the first trick (Atkinson)"),
)


# --- Options ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class OhHellOptions:
    sequence: str = option("down_up", "Hand sizes", choices=SEQUENCE_CHOICES)
    max_cards: int = option(
        0,
        "Most cards per player",
        minimum=0,
        maximum=26,
        help="0: by players (3-5: 10, 6: 8, 7: 7; Bust 13). 13 with four or 17 with three deal the pack.",
    )
    fixed_hands: int = option(
        0, "Hands in a fixed-size game", minimum=0, maximum=99, help="0: each player deals once."
    )
    deck: str = option("standard", "Pack", choices=DECKS)
    trump: str = option("turned", "Trumps", choices=TRUMPS)
    rotation_order: str = option("kachuful", "Order of rotating trumps", choices=ROTATION_LABELS)
    rotation_no_trump: bool = option(False, "The rotation includes a no-trump hand")
    no_trump_on_max: bool = option(False, "Largest deals without trumps, even if cards remain")
    bidding: str = option("in_turn", "Bidding", choices=BIDDINGS)
    hook: bool = option(
        True, "Hook", help="The dealer may not bid so that the bids add up to the number of tricks."
    )
    scoring: str = option("trick_plus_ten", "Scoring", choices=SCHEDULE_CHOICES)
    playoff: bool = option(False, "Play off a tie for first with extra hands at the maximum")
    must_trump: bool = option(
        False,
        "Must trump when void (La Podrida)",
        help="Play only: a player with no card of the suit led must trump if able.",
    )
    joker_play: str = option(
        "suit", "How the jokers play", choices=JOKER_PLAYS, help="Play only, with the 54-card pack."
    )
    stake: int = option(
        0,
        "Played for money: hundredths a point",
        minimum=0,
        maximum=10000,
        help="0: not for money. At the end each pays or receives the difference of their score from the"
        " average, times this (5: 0.05 a point).",
    )

    @property
    def boerenbridge(self) -> bool:
        return self.scoring == "boerenbridge"

    def __post_init__(self) -> None:
        # Combinations that are wrong whatever the number of players.
        if self.sequence == "seven_truf" and self.deck != "piquet":
            raise RuleError("The 7-truf sequence is played with the 32-card pack.", "deck")
        if self.playoff and self.boerenbridge:
            raise RuleError("Boerenbridge ends at exactly 100, so it has no play-off.", "playoff")
        if self.joker_play != "suit" and self.deck != "jokers":
            raise RuleError("Jokers played high or low need the 54-card pack with jokers.", "joker_play")


PRESETS: dict[str, dict[str, Any]] = {
    # "1, 2, …, 9, 10, 9, …, 1. There is no hook rule. ... 10 points plus the bid: a missed bid ... 0."
    "10-op-en-neer": {"sequence": "up_down", "max_cards": 10, "hook": False, "scoring": "op_en_neer"},
    # "The whole pack is dealt every time – 13 cards each to four players. Bidding is simultaneous."
    "boerenbridge": {
        "sequence": "fixed",
        "max_cards": 13,
        "bidding": "simultaneous",
        "hook": False,
        "scoring": "boerenbridge",
    },
    "7-truf": {"sequence": "seven_truf", "deck": "piquet", "scoring": "seven_truf"},
    "kachuful": {"trump": "rotation", "rotation_order": "kachuful"},
    # "Two jokers are added ... always 10 cards each and with 6 players 9 ... trump suit rotates"
    "blackout-atkinson": {
        "sequence": "fixed",
        "deck": "jokers",
        "trump": "rotation",
        "rotation_order": "atkinson",
        "scoring": "ten_plus_bid",
        "joker_play": "high_low",
    },
    "oh-shit": {"trump": "spades"},
}


def preset_options(name: str) -> OhHellOptions:
    """Options for a named game of the text.

    ``10-op-en-neer`` (1..10..1, no hook, 10 + bid), ``boerenbridge`` (4 players, 13 each, no trump
    turned since the pack is dealt out, simultaneous bids, exactly 100 wins), ``7-truf`` (4 players,
    32 cards, 22 deals), ``kachuful`` (trumps ♠ ♦ ♣ ♥ in turn), ``blackout-atkinson`` (5 or 6 players,
    54 cards, 10 or 9 each every hand, trumps ♥ ♣ ♦ ♠, 10 + bid, jokers high or low) and ``oh-shit``
    (spades always).
    """
    if name not in PRESETS:
        raise RuleError(f"There is no Oh Hell! preset called “{name}”: choose {joined(list(PRESETS), 'or')}.")
    return OhHellOptions(**PRESETS[name])
