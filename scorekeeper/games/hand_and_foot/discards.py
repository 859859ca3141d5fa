"""Hand and Foot: may I take the discard pile? (``shared/rules/hand-and-foot.txt``, "Play of the hand").

"In order to draw from the discards, the player must be able to immediately meld the top card of the
discard pile with two cards from their hand":

* a black 3 on top: never ("Because black 3s cannot be melded, a player may never draw from the discard
  pile if the upcard is a black 3");
* a wild card on top (a 2 or a joker): two other cards of the same rank, twos for a 2 and jokers for a
  joker ("you cannot substitute twos for the jokers");
* a natural card on top: two cards that make a meld of three with it, so two of its rank, or one of its
  rank and one wild card ("no more than one wild card in a meld of three");
* "If this is the partnership's first meld for the hand, additional cards from the hand may be melded
  alongside it in order to satisfy the opening-meld requirement": the melds the hand can make with the top
  card must then be worth the round's minimum (50, 90, 120, 150).

A red 3 is never on the pile (red 3s are laid out at once), nor in a hand. Taking the pile when the top
card cannot be used costs 50 ("Attempting to draw from the discard pile when unable to use the upcard").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

from scorekeeper.cards import AnyCard, Card, Joker, Rank, Suit, parse_card, parse_cards
from scorekeeper.core import RuleError
from scorekeeper.families.card_points import card_value
from scorekeeper.games.hand_and_foot.melds import (
    CARD_POINTS,
    PENALTIES,
    PILE_SIZE,
    check_held,
    check_one_side,
    is_wild,
    opening_minimum,
)

#: A meld of three to five holds at most one wild card, of six or seven at most two.
MOST_WILDS = {3: 1, 4: 1, 5: 1, 6: 2, 7: 2}
BAD_DRAW = PENALTIES["bad_discard_draw"][1]


@dataclass(frozen=True, slots=True)
class PileAnswer:
    """The answer: whether the pile may be taken, why, the two cards of the hand melded with the top card,
    and for a side's first meld the most its melds can be worth with the top card, against the minimum."""

    may_take: bool
    said: str
    meld: tuple[str, ...] = ()
    opening: int | None = None
    minimum: int | None = None


def may_take_pile(
    top: str | AnyCard, hand: str | Sequence[str | AnyCard], *, opened: bool, round_number: int = 1
) -> PileAnswer:
    """May a player holding ``hand`` take the discard pile with ``top`` on it? ``opened``: the side has
    melded this hand already; else the round's opening minimum must be met (``round_number`` 1 to 4)."""
    card = top if isinstance(top, Card | Joker) else parse_card(top)
    cards = parse_cards(hand) if isinstance(hand, str) else [parse_card(str(c)) for c in hand]
    _check(card, cards)
    if isinstance(card, Card) and card.rank is Rank.THREE:
        return PileAnswer(False, f"No: a black 3 on top can never be melded, so the pile stays.{_COST}")
    meld = _two_to_meld(card, cards)
    if meld is None:
        return PileAnswer(False, f"No: {_what_is_needed(card)}.{_COST}")
    with_top = f"{card.name} with {_name(meld[0])} and {_name(meld[1])}"
    if opened:
        return PileAnswer(True, f"Yes: meld {with_top}.", meld)
    minimum = opening_minimum(round_number)
    best = _best_opening(card, cards)
    reached = best >= minimum
    answer = (
        f"Yes: meld {with_top}; with the hand's other melds the first melds can be worth {best}, "
        f"the round's minimum is {minimum}."
        if reached
        else f"No: {with_top} is a meld, but the first melds can be worth only {best} with it, "
        f"short of the round's minimum of {minimum}.{_COST}"
    )
    return PileAnswer(reached, answer, meld, best, minimum)


_COST = f" Taking it anyway costs {-BAD_DRAW}."


def _check(top: AnyCard, hand: Sequence[AnyCard]) -> None:
    if isinstance(top, Card) and top.rank is Rank.THREE and top.suit.is_red:
        raise RuleError(f"{top.name} is never on the discard pile: red 3s are laid out at once.", "top")
    check_held(hand)
    check_one_side([top, *hand])


def _two_to_meld(top: AnyCard, hand: Sequence[AnyCard]) -> tuple[str, str] | None:
    """Two cards of the hand that make a meld of three with the top card, naturals first."""
    if is_wild(top):
        # "if there is a joker on the discard pile, you need two other jokers to draw from it"
        same = [c for c in hand if _same_wild(c, top)]
        return (str(same[0]), str(same[1])) if len(same) >= 2 else None
    naturals = [c for c in hand if not is_wild(c) and c.rank is top.rank]
    wilds = sorted((c for c in hand if is_wild(c)), key=_value)  # the cheaper wild card first
    if len(naturals) >= 2:
        return str(naturals[0]), str(naturals[1])
    if naturals and wilds:
        return str(naturals[0]), str(wilds[0])
    return None


def _same_wild(card: AnyCard, top: AnyCard) -> bool:
    if isinstance(top, Joker):
        return isinstance(card, Joker)
    return isinstance(card, Card) and card.rank is Rank.TWO


def _what_is_needed(top: AnyCard) -> str:
    if isinstance(top, Joker):
        return "a joker on top takes two other jokers from the hand (2s do not stand in for them)"
    if is_wild(top):
        return f"the {top.name} on top takes two other 2s from the hand (jokers do not stand in for them)"
    word = top.rank.word
    return f"the {top.name} on top takes two {word}s from the hand, or one {word} and one wild card"


# --- The first meld: the most the hand's melds can be worth with the top card ----------------------------


def _best_opening(top: AnyCard, hand: Sequence[AnyCard]) -> int:
    """The most the melds made from ``hand`` and the top card can be worth, the top card among them.

    Natural melds take their rank's cards and a few wild cards (``MOST_WILDS``); wild cards left over, three
    or more, make melds of wild cards only, so with three left every wild card is melded. Black 3s and red
    3s are never melded."""
    cards = [top, *hand]
    wilds = sorted((_value(c) for c in cards if is_wild(c)), reverse=True)
    naturals = Counter(c.rank for c in cards if not is_wild(c) and c.rank is not Rank.THREE)
    need = None if is_wild(top) else top.rank
    natural_best = _natural_melds(naturals, len(wilds), need)
    best = 0
    for used, value in enumerate(natural_best):
        if value is None:
            continue
        left = len(wilds) - used
        if is_wild(top) and left < 3:
            continue  # the top card's own meld is of wild cards: three at least
        melded_wilds = sum(wilds) if left >= 3 or left == 0 else sum(wilds[:used])
        best = max(best, value + melded_wilds)
    return best


def _natural_melds(naturals: Counter[Rank], wilds: int, need: Rank | None) -> list[int | None]:
    """For each number of wild cards put into natural melds, the most those melds' natural cards are worth
    (``None``: not possible); the rank ``need`` (the top card's) must be melded."""
    best: list[int | None] = [0] + [None] * wilds
    for rank, count in naturals.items():
        worth = _value(Card(rank, Suit.SPADES))  # suits matter only for 3s, never melded
        after: list[int | None] = [None] * (wilds + 1)
        for before, value in enumerate(best):
            if value is None:
                continue
            for used, added in _rank_choices(count, wilds - before, required=rank is need):
                total = value + used * worth
                slot = before + added
                if after[slot] is None or total > after[slot]:
                    after[slot] = total
        best = after
    return best


def _rank_choices(count: int, wilds: int, *, required: bool) -> list[tuple[int, int]]:
    """The (naturals, wild cards) a rank's melds may take: piles of seven, and one meld of three to six at
    most ("Players cannot ... establish two separate incomplete melds of the same rank")."""
    choices = [] if required else [(0, 0)]
    for used, added in product(range(1, count + 1), range(wilds + 1)):
        if _fits(used, added):
            choices.append((used, added))
    return choices


def _fits(naturals: int, wilds: int) -> bool:
    """Whether a rank's naturals and wild cards make piles of seven and at most one meld of three to six,
    each within its wild cards (``MOST_WILDS``)."""
    size = naturals + wilds
    for piles in range(size // PILE_SIZE + 1):
        rest = size - piles * PILE_SIZE
        fits = (rest == 0 or rest in MOST_WILDS) and rest != PILE_SIZE
        if fits and wilds <= 2 * piles + MOST_WILDS.get(rest, 0):
            return True
    return False


def _name(card: str) -> str:
    return parse_card(card).name


def _value(card: AnyCard) -> int:
    return card_value(CARD_POINTS, card)
