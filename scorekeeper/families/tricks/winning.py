"""Who wins a trick (part of the trick engine, ``tricks``).

Every card gets a *power* (``rules.Power``), compared tier first, or none when it cannot win. From
strongest: a joker declared high (Oh Hell, Atkinson's jokers); trumps, by the trump order; in Pickle, when
a joker is in the trick and no trump, every card on one scale whatever its suit; cards of the suit led, by
the plain order. Anything else is a discard. Equal powers (identical cards from several packs, trumps of
equal rank in Calypso) are settled by ``rules.ties``: the first or the last of them wins.

Trumps may be personal (Calypso): a card is a trump when its suit is its player's trump suit, except that
following a suit that is not the leader's trump is never trumping ("if hearts are led by the club player,
the heart player does not trump"). With one shared trump suit this reduces to the usual rule.

Twenty-Nine's hidden trump: an unrevealed trump (``trump=None``) cannot settle a trick in which someone
failed to follow (``RuleError``); ``reveals_trump`` tells when the bidder must turn it up.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

from scorekeeper.cards import AnyCard, Suit
from scorekeeper.core import RuleError
from scorekeeper.families.tricks.rules import (
    LED_TIER,
    ONE_SCALE_TIER,
    TRUMP_TIER,
    LeadSuit,
    Power,
    Tie,
    TrickContext,
    TrickRules,
)


def trick_winner(
    plays: Sequence[AnyCard],
    rules: TrickRules,
    leader: int = 0,
    seats: Sequence[int] | None = None,
    context: TrickContext | None = None,
) -> int:
    """Index into ``plays`` of the card winning the trick (so far, if the trick is incomplete).

    ``leader`` and ``seats`` say who played each card; only personal trumps (Calypso) need them.
    """
    if not plays:
        raise RuleError("A trick needs at least one card to have a winner.")
    trick = Trick(plays, rules, seats_of(len(plays), rules, leader, seats), context or TrickContext())
    return trick.winner


def reveals_trump(
    trick_so_far: Sequence[AnyCard],
    card: AnyCard,
    rules: TrickRules,
    context: TrickContext | None = None,
) -> bool:
    """Twenty-Nine: must the high bidder turn up the trump as ``card`` is played?

    "The first time that a player is unable to follow suit, the high bidder must turn the card they used
    to declare trump face up."
    """
    ctx = context or TrickContext()
    if not rules.hidden_trump or ctx.trump_revealed or not trick_so_far:
        return False
    led = led_suit(trick_so_far, rules)
    revealed_earlier = any(suit_key(c, rules) != led for c in trick_so_far)
    return not revealed_earlier and suit_key(card, rules) != led


class Trick:
    """One trick's cards, analysed: the suit to follow, which cards are trumps, and each card's power.

    Joker rules and restrictions receive it; games use ``trick_winner``.
    """

    def __init__(
        self, plays: Sequence[AnyCard], rules: TrickRules, seats: Sequence[int], context: TrickContext
    ) -> None:
        self.plays = list(plays)
        self.rules = rules
        self.seats = list(seats)
        self.context = context
        self.led = led_suit(self.plays, rules)

    def follows(self, index: int) -> bool:
        return self.led is not None and suit_key(self.plays[index], self.rules) == self.led

    def trump_of(self, index: int) -> Suit | None:
        """The trump suit of whoever played ``plays[index]``."""
        if self.rules.personal_trumps:
            return self.rules.personal_trumps[self.seats[index]]
        return self.rules.trump

    def is_trump(self, index: int) -> bool:
        card = self.plays[index]
        if card.is_joker:
            return self.rules.jokers.is_trump
        if card.suit != self.trump_of(index):
            return False
        # Calypso: "if, say, hearts are led by the club player, the heart player does not 'trump'".
        return card.suit != self.led or self.trump_of(0) == card.suit

    @cached_property
    def trumped(self) -> bool:
        return any(self.is_trump(i) for i in range(len(self.plays)))

    @cached_property
    def one_scale(self) -> bool:
        """Pickle: a joker is in the trick and no trump, so every card ranks on one scale."""
        has_joker = any(card.is_joker for card in self.plays)
        return self.rules.jokers.scale_rank is not None and has_joker and not self.trumped

    def power(self, index: int) -> Power | None:
        card = self.plays[index]
        if card.is_joker:
            return self.rules.jokers.power(self, index)
        if self.is_trump(index):
            return TRUMP_TIER, self.rules.strength(card.rank, as_trump=True)
        if self.one_scale:
            return ONE_SCALE_TIER, 2 * self.rules.strength(card.rank, as_trump=False)
        if self.follows(index):
            return LED_TIER, self.rules.strength(card.rank, as_trump=False)
        return None

    @cached_property
    def winner(self) -> int:
        self._check_trump_known()
        powers = [self.power(i) for i in range(len(self.plays))]
        contenders = [p for p in powers if p is not None]
        if not contenders:  # only a low joker led so far (Atkinson): nobody is winning yet
            return 0
        best = max(contenders)
        tied = [i for i, p in enumerate(powers) if p == best]
        return tied[0] if self.rules.ties is Tie.FIRST else tied[-1]

    def joker_is_high(self, index: int) -> bool:
        """Oh Hell (Atkinson): the nomination of the joker at ``index``."""
        number = sum(1 for card in self.plays[:index] if card.is_joker)
        nominated = self.context.joker_high
        if len(nominated) >= 2 and nominated[0] == nominated[1]:
            raise RuleError("The second joker is low when the first is high, and high when it is low.")
        if number < len(nominated):
            return nominated[number]
        if number == 1 and len(nominated) == 1:
            return not nominated[0]
        raise RuleError(f"Say whether the {self.plays[index]} played is high or low.")

    def _check_trump_known(self) -> None:
        """Twenty-Nine: an unrevealed trump can settle a trick only while everyone follows suit."""
        everyone_followed = all(self.follows(i) for i in range(len(self.plays)))
        if self.rules.hidden_trump and self.rules.trump is None and not everyone_followed:
            raise RuleError(
                "A player could not follow suit, so the trump must be turned up before the trick is settled."
            )


def suit_key(card: AnyCard, rules: TrickRules) -> LeadSuit:
    """What ``card`` counts as for following suit."""
    return rules.jokers.suit if card.is_joker else card.suit


def led_suit(plays: Sequence[AnyCard], rules: TrickRules) -> LeadSuit:
    """The suit the trick asks players to follow (``None``: nothing led yet, or a free lead)."""
    if not plays:
        return None
    if plays[0].is_joker:
        return rules.jokers.suit_led_by_joker(plays)
    return plays[0].suit


def seats_of(count: int, rules: TrickRules, leader: int, seats: Sequence[int] | None) -> list[int]:
    """Seat of each of ``count`` cards: given, or clockwise from the leader."""
    table = len(rules.personal_trumps)
    if table and not 0 <= leader < table:
        raise ValueError(f"Seats are numbered 0 to {table - 1}.")
    if seats is None:
        return [(leader + k) % table if table else leader + k for k in range(count)]
    if len(seats) < count:
        raise ValueError(f"Give the seat of each of the {count} cards played.")
    if table and any(not 0 <= s < table for s in seats):
        raise ValueError(f"Seats are numbered 0 to {table - 1}.")
    return list(seats[:count])
