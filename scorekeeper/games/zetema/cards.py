"""Zetema: the cards a declaration names, read and checked against what the app knows of the hand (the
cards entered, those pulled back from the king and queen piles, cards married earlier, a sixth of a rank),
and the rank of a discard.

Variant and choices: see ``games.zetema.rules``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from scorekeeper.cards import SUITS, Rank, Suit
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    filled,
    plural,
    read_cards,
)
from scorekeeper.families.deal.loop import Match
from scorekeeper.games.zetema.deal import ZetemaDeal
from scorekeeper.games.zetema.melds import ZetemaOptions as MeldOptions
from scorekeeper.games.zetema.melds import zetema_deck


@cache
def copies_of(doubled: str) -> Counter:
    return Counter(str(c) for c in zetema_deck(doubled))


def read_rank(value: Any) -> Rank:
    text = str(value or "").strip().upper()
    try:
        return Rank("10" if text == "T" else text)
    except ValueError:
        raise RuleError("Tap the rank of the card discarded.", "rank") from None


def read_entered_cards(match: Match, payload: Mapping[str, Any], key: str, what: str) -> list[str]:
    if not filled(payload.get(key)):
        raise RuleError(f"Enter {what}.", key)
    deck = zetema_deck(match.options.doubled_suit)
    return [str(c) for c in read_cards(payload.get(key), deck, field_name=key)]


def read_pulled(match: Match, payload: Mapping[str, Any], cards: Sequence[str]) -> list[str]:
    """The marriage cards taken back from the king and queen piles: "if a player holds just one card of
    the marriage, and the other is in the discard pile ... they can pull it out"."""
    if not filled(payload.get("pulled")):
        return []
    pulled = read_entered_cards(match, payload, "pulled", "the cards taken from the discard piles")
    extra = Counter(pulled) - Counter(cards)
    if extra:
        raise RuleError(f"{next(iter(extra))} is not one of the cards married.", "pulled")
    marriages = Counter(c[-1] for c in cards if c[0] == "K")
    both = Counter(c[-1] for c in pulled) - marriages
    if both:
        # "if a player holds just one card of the marriage"
        word = Suit(next(iter(both))).plural
        raise RuleError(f"A marriage of {word} has one card in hand: only the other is taken back.", "pulled")
    for rank in (Rank.KING, Rank.QUEEN):
        taken, on_pile = rank_list(pulled).count(rank), match.deal.piles.on_pile(rank)
        if taken > on_pile:
            raise RuleError(f"The {rank.word} pile holds {on_pile}, not {taken}.", "pulled")
    return pulled


def check_held(match: Match, cards: Sequence[str], pulled: Sequence[str]) -> None:
    """Refuse cards the app knows are not in the player's hand (but for those ``pulled`` from the piles):
    more cards than it holds, a card married earlier this hand, a sixth card of a rank."""
    deal, seat = match.deal, match.deal.turn
    from_hand, holding = len(cards) - len(pulled), deal.turns.holding
    if from_hand > holding:
        raise RuleError(
            f"{match.names[seat]} holds only {plural(holding, 'card')}, not {from_hand}.", "cards"
        )
    copies, married = copies_of(match.options.doubled_suit), Counter(deal.married)
    for card, count in Counter(cards).items():
        if count > copies[card] - married[card]:
            raise RuleError(f"{card} was married earlier this hand: it lies in the general pile.", "cards")
    for rank, count in (Counter(rank_list(cards)) - Counter(rank_list(pulled))).items():
        left = deal.piles.left(rank)
        if count > left:
            # five of each rank: the others lie on the discard piles
            raise RuleError(
                f"Only {plural(left, rank.word)} can still be held (the rest are out), not {count}.",
                "cards",
            )


# --- Scoring and turns ---


def checked(score: Any, cards: list[str], options: MeldOptions) -> ScoreLine:
    """The calculator's score of the cards, its refusal placed on the cards field."""
    try:
        return score(cards, options=options)
    except RuleError as exc:
        raise RuleError(exc.message, "cards") from exc


def rank_list(cards: Sequence[str]) -> list[Rank]:
    return [Rank(card[:-1]) for card in cards]


def rank_set(cards: Sequence[str]) -> set[Rank]:
    return set(rank_list(cards))


def may_discard(deal: ZetemaDeal, rank: Rank) -> bool:
    """Whether a card of ``rank`` may be discarded now: one is left in play, and after a meld, it is one of
    the meld's ranks."""
    return deal.piles.left(rank) > 0 and (not deal.meld or rank in rank_set(deal.meld))


def after_meld(meld: Sequence[str], cards: Sequence[str]) -> str:
    """Why marriages are refused on the turn of a meld, naming a king and queen they share."""
    shared = [s for s in SUITS if {f"K{s.value}", f"Q{s.value}"} <= set(meld) & set(cards)]
    if shared:
        # "cannot declare the meld and [the marriage] on the same turn ... on a subsequent turn"
        suit = shared[0].symbol
        return (
            f"The meld and a marriage of K{suit} Q{suit} cannot both be declared on one turn: "
            "marry them on a later turn."
        )
    return "Marriages are declared instead of a meld, not on the same turn: discard one of the meld's cards."
