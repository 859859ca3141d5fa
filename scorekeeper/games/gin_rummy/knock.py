"""Gin rummy knocking and lay-offs: whether a hand may knock (``knock_limit``, ``can_knock``), and the
defender's lay-offs on the knocker's melds (``lay_offs``).

Variant and choices: see ``games.gin_rummy.calculators``. Knock with at most 10 deadwood; Oklahoma: at most
the up-card's value, an ace up-card may mean gin only. The defender lays off unmatched cards on the knocker's
melds (never on deadwood, never against gin), choosing whatever leaves the least deadwood.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import (
    Card,
    Rank,
    Suit,
    format_cards,
)
from scorekeeper.core import (
    RuleError,
)
from scorekeeper.games.gin_rummy.melds import (
    HAND_SIZE,
    KNOCK_LIMIT,
    Cards,
    DeadwoodSearch,
    card_value,
    deadwood,
    in_order,
    is_meld,
    is_set,
    mask_of,
    meld_masks,
    positions_of,
    read_pack,
    spread_of,
)

# --- Knocking -------------------------------------------------------------------------------------


def knock_limit(
    limit: int = KNOCK_LIMIT, oklahoma_upcard: str | Card | None = None, ace_means_gin: bool = False
) -> int:
    """Most deadwood a knock allows. Oklahoma: "the value of the original face up card determines the
    maximum count"; with ``ace_means_gin``, "if an ace is turned up you may only knock if you can go gin".
    """
    if limit < 0:
        raise RuleError(f"The most deadwood to knock cannot be {limit}.", "limit")
    if oklahoma_upcard is None:
        return limit
    (upcard,) = read_pack([str(oklahoma_upcard)])
    return 0 if ace_means_gin and upcard.rank is Rank.ACE else card_value(upcard)


def knock_verdict(count: int, allowed: int, discard: Card | None = None) -> tuple[bool, str]:
    """Whether ``count`` deadwood may knock, and why, in one sentence."""
    discarding = f", discarding {discard}" if discard else ""
    if count == 0:
        return True, f"You can go gin{discarding}."
    if count <= allowed:
        return True, f"You can knock with {count} deadwood{discarding} (at most {allowed} allowed)."
    if allowed == 0:
        return False, f"Only gin allows a knock, and the least deadwood is {count}."
    return False, f"The least deadwood is {count}, more than the {allowed} allowed to knock."


def can_knock(
    cards: Cards,
    *,
    limit: int = KNOCK_LIMIT,
    oklahoma_upcard: str | Card | None = None,
    ace_means_gin: bool = False,
) -> tuple[bool, str]:
    """Whether 10 cards (or 11, discarding the best card) may knock, and why, in one sentence."""
    best = deadwood(cards)
    return knock_verdict(best.deadwood, knock_limit(limit, oklahoma_upcard, ace_means_gin), best.discard)


@dataclass(frozen=True, slots=True)
class LayOff:
    """Defender's cards laid off on the knocker's meld number ``meld`` (0-based)."""

    cards: tuple[Card, ...]
    meld: int

    def as_dict(self) -> dict[str, Any]:
        return {"cards": format_cards(self.cards), "meld": self.meld}


@dataclass(frozen=True, slots=True)
class LayOffResult:
    """The defender's spread: own melds, cards laid off on the knocker's melds, what stays unmatched."""

    melds: tuple[tuple[Card, ...], ...]
    lay_offs: tuple[LayOff, ...]
    unmatched: tuple[Card, ...]

    @property
    def deadwood(self) -> int:
        return sum(card_value(c) for c in self.unmatched)

    def as_dict(self) -> dict[str, Any]:
        return {
            "deadwood": self.deadwood,
            "melds": [format_cards(m) for m in self.melds],
            "lay_offs": [lay.as_dict() for lay in self.lay_offs],
            "unmatched": format_cards(self.unmatched),
        }


def read_melds(melds: Iterable[Cards]) -> list[tuple[Card, ...]]:
    """The knocker's melds, each checked to be a set or a run."""
    result = []
    for meld in melds:
        cards = in_order(read_pack(meld))
        if not is_meld(cards):
            raise RuleError(f"{' '.join(format_cards(cards))} is not a meld: it is neither a set nor a run.")
        result.append(cards)
    read_pack([c for meld in result for c in meld])  # no card in two melds
    return result


def _lay_off_groups(knocker_melds: Sequence[Sequence[Card]], hand: Sequence[Card]) -> dict[int, int]:
    """Every group of the defender's cards that could be laid off together, mapped to the meld it extends."""
    where = {card: i for i, card in enumerate(hand)}
    groups: dict[int, int] = {}
    for index, meld in enumerate(knocker_melds):
        if is_set(meld):
            # "adding a fourth card of the same rank to a group of three"
            extensions = [[Card(meld[0].rank, s)] for s in Suit if Card(meld[0].rank, s) not in meld]
        else:
            # "further consecutive cards of the same suit to either end of a sequence"
            low, high, suit = meld[0].rank.number, meld[-1].rank.number, meld[0].suit
            extensions = [_chain(range(low - 1, 0, -1), suit), _chain(range(high + 1, 14), suit)]
        for cards in extensions:
            for length in range(1, len(cards) + 1):
                if all(c in where for c in cards[:length]):
                    groups.setdefault(mask_of(where[c] for c in cards[:length]), index)
    return groups


_RANK_OF_NUMBER = {rank.number: rank for rank in Rank}


def _chain(numbers: Iterable[int], suit: Suit) -> list[Card]:
    return [Card(_RANK_OF_NUMBER[n], suit) for n in numbers]


def lay_offs(knocker_melds: Iterable[Cards], defender_cards: Cards) -> LayOffResult:
    """The defender's least-deadwood spread, laying off on the knocker's melds where that helps.

    A knocker whose melds hold all 10 cards has gone gin, and then nothing may be laid off.
    """
    melds = read_melds(knocker_melds)
    hand = list(in_order(read_pack(defender_cards)))
    read_pack([*hand, *(c for m in melds for c in m)])  # no card in both hands
    return defend(melds, hand, knocker_gin=sum(map(len, melds)) >= HAND_SIZE)


def defend(melds: Sequence[Sequence[Card]], hand: Sequence[Card], *, knocker_gin: bool) -> LayOffResult:
    own = meld_masks(hand)
    extra = {} if knocker_gin else _lay_off_groups(melds, hand)
    extra = {mask: meld for mask, meld in extra.items() if mask not in own}
    search = DeadwoodSearch(hand, [*own, *extra])
    spread, lays = [], []
    for kind, mask in search.first(mask_of(range(len(hand))), 0):
        if kind == "group" and mask in extra:
            lays.append(LayOff(in_order(hand[i] for i in positions_of(mask)), extra[mask]))
        else:
            spread.append((kind, mask))
    shown = spread_of(hand, spread)
    return LayOffResult(shown.melds, tuple(lays), shown.unmatched)
