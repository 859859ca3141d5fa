"""A naive reference for Hand and Foot's melds, piles, first-meld minimums and hand score, from
shared/rules/hand-and-foot.txt alone. Cards are strings ("10H", "JK" a joker)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tests.reference.card_points_reference import hand_and_foot as card_value

# "First round: 50 points  Second round: 90 points  Third round: 120 points  Fourth round: 150 points"
OPENING = {1: 50, 2: 90, 3: 120, 4: 150}
# "Wild piles: 1500 points each. Clean piles: 500 points each. Dirty piles: 300 points each.
#  Red threes: 100 points each. Going out: 100 points."
BONUS = {"meld": 0, "clean pile": 500, "dirty pile": 300, "wild pile": 1500}
RED_THREE, GOING_OUT, EXACT_DEAL = 100, 100, 100  # "exactly 22 cards ... a 100-point bonus"
PENALTY = {"went_out_after_no": -100, "could_not_go_out": -100, "bad_discard_draw": -50}


def is_wild(card: str) -> bool:
    # "Jokers are wild." "Twos are also wild."
    return card == "JK" or card[:-1] == "2"


@dataclass(frozen=True)
class Meld:
    kind: str
    rank: str | None  # None: wild cards only
    wilds: int
    value: int

    @property
    def bonus(self) -> int:
        return BONUS[self.kind]


def meld(cards: Sequence[str]) -> Meld | None:
    """The meld, or None. "A meld consists of three to seven cards of the same rank"."""
    if not 3 <= len(cards) <= 7:
        return None
    wilds = sum(is_wild(c) for c in cards)
    ranks = {c[:-1] for c in cards if not is_wild(c)}
    value = sum(card_value(c, None) for c in cards)
    if not ranks:
        # "A player can also make a meld that consists of all wild cards." "A pile with no wilds, or a
        # pile with only wilds, is called a clean pile" -- docs: seven wild cards are a wild pile (1500).
        return Meld("wild pile" if len(cards) == 7 else "meld", None, wilds, value)
    # "Black 3s: Cannot be melded." Red 3s are "laid in front of the player", never melded.
    if len(ranks) > 1 or ranks == {"3"}:
        return None
    # "no more than one wild card in a meld of three, four, or five cards and no more than two in a meld
    #  of six or seven"
    if wilds > (1 if len(cards) <= 5 else 2):
        return None
    rank = ranks.pop()
    if len(cards) < 7:
        return Meld("meld", rank, wilds, value)
    # "A pile with no wilds ... is called a clean pile, while a pile with a mix ... is called a dirty pile"
    return Meld("dirty pile" if wilds else "clean pile", rank, wilds, value)


def opening_value(melds: Sequence[Sequence[str]], round_number: int) -> int | None:
    """The first melds' card value, or None when they are not allowed."""
    checked = [meld(m) for m in melds]
    if any(m is None for m in checked) or not checked:
        return None
    # "Players cannot ... establish two separate incomplete melds of the same rank." Open: melds of wild
    # cards only (jokers and 2s mixed) have no rank; docs: they are not held to one open meld.
    open_ranks = [m.rank for m in checked if m is not None and m.kind == "meld" and m.rank is not None]
    if len(open_ranks) != len(set(open_ranks)):
        return None
    # "A partnership's first melds of the hand must meet a minimum value"
    worth = sum(m.value for m in checked if m is not None)
    return worth if worth >= OPENING[round_number] else None


def hand_score(
    melds: Sequence[Sequence[str]],
    red_threes: int = 0,
    held: Sequence[str] = (),
    went_out: bool = False,
    exact_deals: int = 0,
    penalties: Sequence[str] = (),
) -> int | None:
    """ "Each team scores the value of the cards it has melded, and the value of cards held in hand is
    deducted against the partnership's score", plus the bonuses and penalties."""
    checked = [meld(m) for m in melds]
    if any(m is None for m in checked):
        return None
    total = sum(m.value + m.bonus for m in checked if m is not None)
    total += RED_THREE * red_threes + (GOING_OUT if went_out else 0) + EXACT_DEAL * exact_deals
    total -= sum(card_value(c, None) for c in held)
    return total + sum(PENALTY[p] for p in penalties)


def can_go_out(melds: Sequence[Sequence[str]]) -> bool:
    # "they must have completed two clean piles, two dirty piles, and one wild pile"
    kinds = [m.kind for m in (meld(x) for x in melds) if m is not None]
    return all(kinds.count(kind) >= n for kind, n in (("clean pile", 2), ("dirty pile", 2), ("wild pile", 1)))
