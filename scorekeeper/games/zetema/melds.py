"""Zetema's meld values: melds, assemblies, marriages and zetemas.

Zetema (``shared/rules/zetema.txt``, Parlett's rules), a 65-card deck with one suit doubled:

* Sequence (6 cards of consecutive rank, not all one suit) 20, flush (6 of one suit, not in sequence) 30,
  flush sequence 50; five cards instead of six when six play. Assembly (five of a rank): kings or queens
  130, jacks 120, aces or 5s 110, other ranks 100.
* Marriages (king and queen of a suit) declared together: 1 = 10, 2 = 30, 3 = 60, 4 = 100, plus 10 for
  each imperial marriage (one in the doubled suit); all five at once score 150 in all.
* A zetema (the fifth card of a rank discarded): jacks 20, aces or 5s 15, kings or queens 50, others 5.
* The text does not place the ace in sequences; by default it may be low (A-2-3...) or high (...Q-K-A),
  never both at once (option ``ace_in_sequences``).
* All five marriages at once score 150 in all; the text also gives 10 for each imperial marriage
  declared, so option ``all_five`` can add them (150 + 2 x 10 = 170).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import (
    SUITS,
    AnyCard,
    Card,
    Rank,
    Suit,
    make_deck,
    standard_52,
)
from scorekeeper.core import RuleError, ScoreLine, joined, option, parse_options
from scorekeeper.families.card_points import CardsLike, read_cards

ASSEMBLY_SIZE = 5
ASSEMBLY_POINTS: Mapping[Rank, int] = {
    Rank.KING: 130,
    Rank.QUEEN: 130,
    Rank.JACK: 120,
    Rank.ACE: 110,
    Rank.FIVE: 110,
}
ASSEMBLY_OTHER = 100
MELD_POINTS: Mapping[str, int] = {"sequence": 20, "flush": 30, "flush sequence": 50}
ZETEMA_POINTS: Mapping[Rank, int] = {
    Rank.JACK: 20,
    Rank.ACE: 15,
    Rank.FIVE: 15,
    Rank.KING: 50,
    Rank.QUEEN: 50,
}
ZETEMA_OTHER = 5
#: Marriages declared at once -> points; all five together score ``ALL_MARRIAGES`` in all.
MARRIAGE_POINTS: Mapping[int, int] = {1: 10, 2: 30, 3: 60, 4: 100}
ALL_MARRIAGES = 150
IMPERIAL_EXTRA = 10
_MARRIAGE_WORDS = {1: "single", 2: "double", 3: "triple", 4: "quadruple"}


@dataclass(frozen=True)
class ZetemaOptions:
    doubled_suit: str = option(
        "S", "The doubled suit", choices=tuple((s.value, s.plural) for s in SUITS), help="Tell every player."
    )
    players: int = option(2, "Players", minimum=2, maximum=6)
    ace_in_sequences: str = option(
        "either",
        "The ace in sequences",
        choices=(("either", "low or high"), ("low", "low"), ("high", "high")),
    )
    all_five: str = option(
        "flat",
        "All five marriages at once",
        choices=(("flat", "150 in all"), ("plus_imperial", "150, plus 10 for each imperial marriage")),
    )

    @property
    def meld_size(self) -> int:
        """Six cards in sequences and flushes; five when six play ("the maximum hand size")."""
        return 5 if self.players == 6 else 6


def zetema_deck(doubled_suit: Suit | str = Suit.SPADES) -> list[AnyCard]:
    """The 65-card deck: a full pack and a second copy of one suit."""
    suit = Suit(doubled_suit)
    return [*standard_52(), *(c for c in make_deck() if c.suit == suit)]


def zetema_meld(cards: CardsLike, *, options: Mapping[str, Any] | ZetemaOptions | None = None) -> ScoreLine:
    """Name and score a declared meld, or raise ``RuleError`` saying why it is not one."""
    chosen = _zetema_options(options)
    read = read_cards(cards, zetema_deck(chosen.doubled_suit))
    plain = [c for c in read if isinstance(c, Card)]
    ranks = {c.rank for c in plain}
    if len(read) == ASSEMBLY_SIZE and len(ranks) == 1:
        rank = plain[0].rank
        return ScoreLine(f"assembly of {rank.word}s", ASSEMBLY_POINTS.get(rank, ASSEMBLY_OTHER), _texts(read))
    size = chosen.meld_size
    if len(read) != size:
        raise RuleError(
            f"A sequence or flush has {size} cards and an assembly {ASSEMBLY_SIZE}, not {len(read)}."
        )
    one_suit = len({c.suit for c in plain}) == 1
    in_sequence = _consecutive([c.rank for c in plain], chosen.ace_in_sequences)
    if one_suit and in_sequence:
        kind = "flush sequence"
    elif one_suit:
        kind = "flush"
    elif in_sequence:
        kind = "sequence"
    else:
        raise RuleError(
            f"{joined(_texts(read))} are not a meld: neither one suit, nor consecutive ranks, nor one rank."
        )
    return ScoreLine(kind, MELD_POINTS[kind], _texts(read))


def _consecutive(ranks: Sequence[Rank], ace: str) -> bool:
    """True if the ranks are all different and run without a gap, the ace placed as allowed."""
    if len(set(ranks)) != len(ranks):
        return False
    low = sorted(r.number for r in ranks)
    high = sorted(14 if r == Rank.ACE else r.number for r in ranks)
    runs = {"low": [low], "high": [high], "either": [low, high]}[ace]
    return any(run == list(range(run[0], run[0] + len(run))) for run in runs)


def zetema_marriages(
    cards: CardsLike, *, options: Mapping[str, Any] | ZetemaOptions | None = None
) -> ScoreLine:
    """Score kings and queens declared together as marriages (pairs of one suit)."""
    chosen = _zetema_options(options)
    read = read_cards(cards, zetema_deck(chosen.doubled_suit))
    for card in read:
        if not (isinstance(card, Card) and card.rank in (Rank.KING, Rank.QUEEN)):
            raise RuleError(f"{card} cannot be part of a marriage: only kings and queens marry.")
    kings = Counter(c.suit for c in read if c.rank == Rank.KING)
    queens = Counter(c.suit for c in read if c.rank == Rank.QUEEN)
    for suit in SUITS:
        if kings[suit] != queens[suit]:
            lonely, partner = ("king", "queen") if kings[suit] > queens[suit] else ("queen", "king")
            raise RuleError(f"A {lonely} of {suit.plural} has no {partner} of {suit.plural} to marry.")
    count = sum(kings.values())
    if count == 0:
        raise RuleError("A marriage is a king and queen of one suit.")
    imperial = kings[Suit(chosen.doubled_suit)]
    if count == len(SUITS) + 1:
        # "If all five marriages are declared at once, the player scores 150 points!" (in all, by default)
        extra = IMPERIAL_EXTRA * imperial if chosen.all_five == "plus_imperial" else 0
        return ScoreLine("all five marriages", ALL_MARRIAGES + extra, _texts(read))
    label = f"{_MARRIAGE_WORDS[count]} marriage" + (f", {imperial} imperial" if imperial else "")
    return ScoreLine(label, MARRIAGE_POINTS[count] + IMPERIAL_EXTRA * imperial, _texts(read))


def zetema_points(rank: Rank | str) -> int:
    """What forming a zetema (discarding the fifth card of ``rank``) scores."""
    if not isinstance(rank, Rank):
        text = str(rank).strip().upper()
        try:
            rank = Rank("10" if text == "T" else text)
        except ValueError:
            raise RuleError(f"“{text}” is not a rank: use A K Q J 10 9 8 7 6 5 4 3 2.") from None
    return ZETEMA_POINTS.get(rank, ZETEMA_OTHER)


def _zetema_options(options: Mapping[str, Any] | ZetemaOptions | None) -> ZetemaOptions:
    return options if isinstance(options, ZetemaOptions) else parse_options(ZetemaOptions, options)


def _texts(cards: Iterable[AnyCard]) -> tuple[str, ...]:
    return tuple(str(c) for c in cards)
