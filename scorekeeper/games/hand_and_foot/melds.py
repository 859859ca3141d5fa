"""Meld values: Hand and Foot's melds, piles and hand score (Zetema's are in ``games.zetema.melds``).

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
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from scorekeeper.cards import (
    ACE_HIGH,
    AnyCard,
    Card,
    Joker,
    Rank,
    check_cards,
    standard_52,
)
from scorekeeper.core import RuleError, ScoreLine, joined, plural
from scorekeeper.families.card_points import CardsLike, PointSchedule, PointsResult, card_value, read_cards

# --- Hand and Foot --------------------------------------------------------------------------------

HAND_AND_FOOT = "hand-and-foot"
#: Red 3 100, joker 50, 2 20, A 20, K-8 10, 7-4 5, black 3 5; five packs with their jokers (270 cards).
CARD_POINTS = PointSchedule(
    HAND_AND_FOOT,
    "Hand and Foot",
    tuple(standard_52(jokers=2, copies=5)),
    plain={Rank.ACE: 20, Rank.TWO: 20}
    | dict.fromkeys((Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT), 10)
    | dict.fromkeys((Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE), 5),
    red={Rank.THREE: 100},
    joker=50,
    # One pack: red 3s 200, black 3s 10, 2s 80, aces 80, K-8 240, 7-4 80, jokers 100 = 790; x 5.
    expected_total=3950,
)
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
    read = read_cards(cards, CARD_POINTS.deck)
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
    value = sum(card_value(CARD_POINTS, c) for c in read)
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
    checked = [hand_and_foot_meld(m) for m in melds]
    check_one_side([c for m in checked for c in m.cards])
    _check_one_open_meld_a_rank(checked)
    worth = sum(m.value for m in checked)
    if worth < needed:
        raise RuleError(
            f"Your first melds in round {round_number} must be worth at least {needed} points; "
            f"these are worth {worth}."
        )
    return worth


def check_one_side(cards: Sequence[AnyCard]) -> None:
    """Raise ``CardError`` unless a side's cards (melds, red 3s, cards held) fit the five packs together:
    each meld is checked alone, but no card is in two places at once."""
    check_cards(cards, CARD_POINTS.deck)


def check_held(held: Iterable[AnyCard]) -> None:
    """ "any red 3s encountered throughout the game are laid down": nobody holds one at the end."""
    for card in held:
        if isinstance(card, Card) and card.rank == Rank.THREE and card.suit.is_red:
            raise RuleError(f"{card} is not held: red 3s are laid out at once and counted as red 3s.")


def _check_one_open_meld_a_rank(melds: Sequence[HandFootMeld]) -> None:
    """ "Players cannot ... establish two separate incomplete melds of the same rank." """
    open_ranks = Counter(m.rank for m in melds if m.rank is not None and m.kind is PileKind.MELD)
    rank = next((r for r, n in open_ranks.items() if n > 1), None)
    if rank is not None:
        raise RuleError(
            f"Two incomplete melds of {rank.word}s: a second starts only once the first is a pile of seven."
        )


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
    deck = CARD_POINTS.deck
    threes = read_cards(red_threes, deck)
    for card in threes:
        if not (isinstance(card, Card) and card.rank == Rank.THREE and card.suit.is_red):
            raise RuleError(f"{card} is not a red 3.", "red_threes")
    held = read_cards(left_in_hand, deck)
    check_held(held)
    check_one_side([*(c for m in checked for c in m.cards), *threes, *held])
    return score_hand_and_foot_counts(
        Counter(m.kind for m in checked),
        melded=sum(m.value for m in checked),
        melded_cards=_texts(c for m in checked for c in m.cards),
        red_threes=len(threes),
        red_three_cards=_texts(threes),
        held=sum(card_value(CARD_POINTS, c) for c in held),
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


# --- Shared ---------------------------------------------------------------------------------------


def _texts(cards: Iterable[AnyCard]) -> tuple[str, ...]:
    return tuple(str(c) for c in cards)
