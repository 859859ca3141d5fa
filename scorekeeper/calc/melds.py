"""Meld values: Hand and Foot's melds, piles and hand score, and Zetema's melds, marriages and zetemas.

Hand and Foot (``shared/rules/hand-and-foot.txt``), card values from ``card_points`` ("hand-and-foot"):

* A meld is 3 to 7 cards of one rank, 2s and jokers wild: at most one wild card in a meld of 3 to 5 and
  two in a meld of 6 or 7, or wild cards only. 3s are never melded (black 3s "cannot be melded", red 3s
  are laid out as bonuses).
* Seven cards make a pile: clean (no wild card) 500, dirty (naturals and wilds) 300, wild (wild cards
  only) 1500. The text also calls an all-wild pile "clean", but its bonus list and going-out condition
  treat wild piles apart, so a pile of wild cards only is a wild pile and scores 1500, not 500.
* A side scores its melded cards' values and pile bonuses, 100 per red 3, 100 for going out, 100 per
  player who pulled exactly 22 cards when dealing, minus the value of the cards left in hand, minus
  penalties. Red 3s are worth 100 once: the card table and the bonus list give the same 100
  (``red_three_points=200`` reads them as counting twice, card value and bonus).
* The first melds of a hand must be worth 50, 90, 120 and 150 in rounds one to four.

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
from enum import StrEnum
from typing import Any

from scorekeeper.calc.card_points import CardsLike, PointsResult, card_value, read_cards, schedule_for
from scorekeeper.cards import (
    ACE_HIGH,
    SUITS,
    AnyCard,
    Card,
    Joker,
    Rank,
    Suit,
    make_deck,
    standard_52,
)
from scorekeeper.core import RuleError, ScoreLine, joined, option, parse_options, plural

# --- Hand and Foot --------------------------------------------------------------------------------

HAND_AND_FOOT = "hand-and-foot"
MELD_SIZES = range(3, 8)
PILE_SIZE = 7
#: Minimum value of a side's first melds, rounds one to four.
OPENING_MINIMUMS = (50, 90, 120, 150)
RED_THREE_BONUS = 100
GOING_OUT_BONUS = 100
EXACT_DEAL_BONUS = 100  # "If a player managed to pull exactly 22 cards from the stock"
#: Penalty name -> (what happened, points).
PENALTIES: Mapping[str, tuple[str, int]] = {
    "went_out_after_no": ("going out when the partner said no", -100),
    "could_not_go_out": ("not going out after asking", -100),
    "bad_discard_draw": ("drawing from the discards without using the upcard", -50),
}


class PileKind(StrEnum):
    MELD = "meld"
    CLEAN = "clean pile"
    DIRTY = "dirty pile"
    WILD = "wild pile"


PILE_BONUSES: Mapping[PileKind, int] = {
    PileKind.MELD: 0,
    PileKind.CLEAN: 500,
    PileKind.DIRTY: 300,
    PileKind.WILD: 1500,
}


@dataclass(frozen=True, slots=True)
class HandFootMeld:
    """A checked meld: its rank (``None`` for wild cards only), wild cards, kind and card value."""

    cards: tuple[AnyCard, ...]
    rank: Rank | None
    wilds: int
    kind: PileKind
    value: int

    @property
    def bonus(self) -> int:
        return PILE_BONUSES[self.kind]


def is_wild(card: AnyCard) -> bool:
    """Jokers and 2s are wild in Hand and Foot."""
    return isinstance(card, Joker) or card.rank == Rank.TWO


def hand_and_foot_meld(cards: CardsLike | HandFootMeld) -> HandFootMeld:
    """Check one meld and say what it is; raise ``RuleError`` naming the card at fault."""
    if isinstance(cards, HandFootMeld):
        return cards
    read = read_cards(cards, schedule_for(HAND_AND_FOOT).deck)
    size = len(read)
    if size > PILE_SIZE:
        raise RuleError(f"A pile holds at most {PILE_SIZE} cards, not {size}: start a new meld of that rank.")
    if size not in MELD_SIZES:
        raise RuleError(f"A meld needs at least {MELD_SIZES[0]} cards, not {size}.")
    for card in read:
        if isinstance(card, Card) and card.rank == Rank.THREE:
            why = "red 3s are laid out as bonuses" if card.suit.is_red else "black 3s never are"
            raise RuleError(f"{card} cannot be melded: {why}.")
    naturals = [c for c in read if not is_wild(c)]
    wilds = size - len(naturals)
    ranks = sorted({c.rank for c in naturals}, key=ACE_HIGH.index)
    if len(ranks) > 1:
        first, second = (next(c for c in naturals if c.rank == r) for r in ranks[:2])
        raise RuleError(f"A meld is cards of one rank: {first} and {second} differ.")
    allowed = 1 if size <= 5 else 2
    if naturals and wilds > allowed:
        raise RuleError(
            f"A meld of {size} cards may hold at most {plural(allowed, 'wild card')}, not {wilds}."
        )
    value = sum(card_value(HAND_AND_FOOT, c) for c in read)
    return HandFootMeld(tuple(read), ranks[0] if ranks else None, wilds, _pile_kind(size, wilds), value)


def _pile_kind(size: int, wilds: int) -> PileKind:
    if size < PILE_SIZE:
        return PileKind.MELD
    if wilds == 0:
        return PileKind.CLEAN
    return PileKind.WILD if wilds == size else PileKind.DIRTY


def opening_minimum(round_number: int) -> int:
    """What a side's first melds must be worth in round 1 to 4."""
    if not 1 <= round_number <= len(OPENING_MINIMUMS):
        raise RuleError(
            f"Hand and Foot has {len(OPENING_MINIMUMS)} rounds; there is no round {round_number}."
        )
    return OPENING_MINIMUMS[round_number - 1]


def check_opening_melds(melds: Iterable[CardsLike | HandFootMeld], round_number: int) -> int:
    """Raise ``RuleError`` unless a side's first melds reach the round's minimum; return their value."""
    needed = opening_minimum(round_number)
    worth = sum(hand_and_foot_meld(m).value for m in melds)
    if worth < needed:
        raise RuleError(
            f"Your first melds in round {round_number} must be worth at least {needed} points; "
            f"these are worth {worth}."
        )
    return worth


#: "they must have completed two clean piles, two dirty piles, and one wild pile"
GOING_OUT_PILES: Mapping[PileKind, int] = {PileKind.CLEAN: 2, PileKind.DIRTY: 2, PileKind.WILD: 1}


RED_THREES = 10  # two red 3s in each of five packs
WILD_CARDS = 30  # twenty 2s and ten jokers


def check_pack_counts(red_threes: int, wild_piles: int, dirty_piles: int) -> None:
    """Refuse counts the five packs cannot hold: 10 red 3s; 30 wild cards (7 per wild pile, 1+ per dirty)."""
    if red_threes > RED_THREES:
        raise RuleError(f"Five packs hold {RED_THREES} red 3s, not {red_threes}.", "red_threes.0")
    wilds = PILE_SIZE * wild_piles + dirty_piles
    if wilds > WILD_CARDS:
        raise RuleError(
            f"These piles need at least {wilds} wild cards; five packs hold {WILD_CARDS} "
            "(twenty 2s, ten jokers).",
            "wild.0",
        )


#: The least a pile's cards can be worth: seven 4s to 7s (35); six of them and a 2 (50); seven 2s (140).
PILE_LEAST_VALUE: Mapping[PileKind, int] = {PileKind.CLEAN: 35, PileKind.DIRTY: 50, PileKind.WILD: 140}


def check_can_go_out(melds: Iterable[CardsLike | HandFootMeld]) -> None:
    """Raise ``RuleError`` unless a side's melds include the piles needed to go out."""
    check_piles_to_go_out(Counter(hand_and_foot_meld(m).kind for m in melds))


def check_piles_to_go_out(piles: Mapping[PileKind, int], field_name: str | None = None) -> None:
    """Raise ``RuleError`` unless a side's pile counts are enough to go out."""
    if all(piles.get(kind, 0) >= n for kind, n in GOING_OUT_PILES.items()):
        return
    need = joined([plural(n, kind.value) for kind, n in GOING_OUT_PILES.items()])
    have = joined([plural(piles.get(kind, 0), kind.value) for kind in GOING_OUT_PILES])
    raise RuleError(f"To go out you need {need}; you have {have}.", field_name)


def score_hand_and_foot(
    melds: Iterable[CardsLike | HandFootMeld],
    *,
    red_threes: CardsLike = (),
    left_in_hand: CardsLike = (),
    went_out: bool = False,
    exact_deals: int = 0,
    penalties: Iterable[str] = (),
    red_three_points: int = RED_THREE_BONUS,
) -> PointsResult:
    """One side's score for a hand: melds, piles, red 3s, going out and exact deals, less cards held."""
    checked = [hand_and_foot_meld(m) for m in melds]
    deck = schedule_for(HAND_AND_FOOT).deck
    threes = read_cards(red_threes, deck)
    for card in threes:
        if not (isinstance(card, Card) and card.rank == Rank.THREE and card.suit.is_red):
            raise RuleError(f"{card} is not a red 3.", "red_threes")
    held = read_cards(left_in_hand, deck)
    return score_hand_and_foot_counts(
        Counter(m.kind for m in checked),
        melded=sum(m.value for m in checked),
        melded_cards=_texts(c for m in checked for c in m.cards),
        red_threes=len(threes),
        red_three_cards=_texts(threes),
        held=sum(card_value(HAND_AND_FOOT, c) for c in held),
        held_cards=_texts(held),
        went_out=went_out,
        exact_deals=exact_deals,
        penalties=penalties,
        red_three_points=red_three_points,
    )


def score_hand_and_foot_counts(
    piles: Mapping[PileKind, int],
    *,
    melded: int,
    red_threes: int = 0,
    held: int = 0,
    went_out: bool = False,
    exact_deals: int = 0,
    penalties: Iterable[str] = (),
    red_three_points: int = RED_THREE_BONUS,
    melded_cards: Sequence[str] = (),
    red_three_cards: Sequence[str] = (),
    held_cards: Sequence[str] = (),
) -> PointsResult:
    """One side's score from what a table counts: piles by kind, the melded cards' value, red 3s, the
    value of cards held. "Each team scores the value of the cards it has melded, and the value of cards
    held in hand is deducted"; then the bonuses of the list."""
    lines = [ScoreLine("melded cards", melded, tuple(melded_cards))]
    for kind in (PileKind.WILD, PileKind.CLEAN, PileKind.DIRTY):
        count = piles.get(kind, 0)
        lines.append(ScoreLine(plural(count, kind.value), count * PILE_BONUSES[kind]))
    lines.append(
        ScoreLine(plural(red_threes, "red 3"), red_three_points * red_threes, tuple(red_three_cards))
    )
    lines.append(ScoreLine("going out", GOING_OUT_BONUS if went_out else 0))
    lines.append(ScoreLine(plural(exact_deals, "exact deal"), EXACT_DEAL_BONUS * exact_deals))
    lines.append(ScoreLine("cards left in hand", -held, tuple(held_cards)))
    lines.extend(_penalty_lines(penalties))
    kept = tuple(ln for ln in lines if ln.points)
    return PointsResult(sum(ln.points for ln in kept), kept)


def _penalty_lines(penalties: Iterable[str]) -> list[ScoreLine]:
    lines = []
    for name in penalties:
        if name not in PENALTIES:
            raise RuleError(f"Unknown penalty “{name}”: choose one of {', '.join(PENALTIES)}.", "penalties")
        label, points = PENALTIES[name]
        lines.append(ScoreLine(label, points))
    return lines


# --- Zetema ---------------------------------------------------------------------------------------

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


# --- Shared ---------------------------------------------------------------------------------------


def _texts(cards: Iterable[AnyCard]) -> tuple[str, ...]:
    return tuple(str(c) for c in cards)
