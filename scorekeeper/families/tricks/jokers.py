"""Jokers in tricks, and the scale every card of a trick is measured on (part of the engine, ``tricks``).

Every card of a trick gets a *power*, a (tier, value) pair compared tier first, or none when it cannot win.
The tiers, from strongest: a joker declared high (Atkinson), trumps, Pickle's one scale (a joker in the trick
and no trump), cards of the suit led. A ``JokerRule`` says how a game's jokers take part: what they follow,
when they may be played, their power, and the restrictions they bring. The rules texts differ widely, so
each way is one small class quoting its text; ``NO_JOKERS`` is the pack without them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from scorekeeper.cards import AnyCard, Rank
from scorekeeper.families.tricks.restrictions import JokerLeadLastResort, NoJokersInFirstTrick
from scorekeeper.families.tricks.rules import (
    HIGH_JOKER_TIER,
    JOKER_SUIT,
    LED_TIER,
    ONE_SCALE_TIER,
    TRUMP_TIER,
    JokerRule,
    LeadSuit,
    Power,
    Restriction,
    TrickView,
)


@dataclass(frozen=True)
class PickleJokers(JokerRule):
    """Pickle: "If a joker is led, there are no restrictions on what the other players can play."

    "If there are no trumps in the trick, but there is at least one joker, then the player who played the
    highest ranking card takes the trick; jokers rank above a 9 but below a 10."
    """

    scale_rank: ClassVar[Rank | None] = Rank.NINE

    def power(self, trick: TrickView, index: int) -> Power | None:
        if not trick.one_scale:
            return None
        # Powers on the one scale are doubled ranks, so "above a 9 but below a 10" is one more than the 9.
        return ONE_SCALE_TIER, 2 * trick.rules.strength(self.scale_rank, as_trump=False) + 1


@dataclass(frozen=True)
class LedJokers(JokerRule):
    """Cramps, 5 to 7 players: "Jokers may be played at any time. If a Joker is led, other players may
    play any card they wish. A Joker will only take a trick if it is led (and not trumped)."
    """

    any_time: ClassVar[bool] = True

    def power(self, trick: TrickView, index: int) -> Power | None:
        return (LED_TIER, 0) if index == 0 else None


@dataclass(frozen=True)
class SuitJokers(JokerRule):
    """Oh Hell (Mark Brader): "These jokers are a suit of their own containing just two equal cards. If a
    joker is led it wins the trick unless trumped. If a joker is turned up the other joker is the only trump."
    """

    suit: ClassVar[LeadSuit] = JOKER_SUIT
    trumps: bool = False

    @property
    def is_trump(self) -> bool:
        return self.trumps

    def suit_led_by_joker(self, plays: Sequence[AnyCard]) -> LeadSuit:
        return JOKER_SUIT

    def power(self, trick: TrickView, index: int) -> Power | None:
        if self.trumps:
            return TRUMP_TIER, 0
        return (LED_TIER, 0) if index == 0 else None


@dataclass(frozen=True)
class NominatedJokers(JokerRule):
    """Oh Hell (Dick Atkinson): "a joker could be played to any trick (even if the player could have
    followed suit). The first player of a joker could nominate it as either "high", automatically winning
    the trick or "low", automatically losing. The player of the second joker had no choice."
    """

    any_time: ClassVar[bool] = True

    def suit_led_by_joker(self, plays: Sequence[AnyCard]) -> LeadSuit:
        # "If a player was forced to lead a joker, the first suited card played determined the suit."
        return next((card.suit for card in plays if not card.is_joker), None)

    def power(self, trick: TrickView, index: int) -> Power | None:
        return (HIGH_JOKER_TIER, 0) if trick.joker_is_high(index) else None

    def restrictions(self) -> tuple[Restriction, ...]:
        return (JokerLeadLastResort(), NoJokersInFirstTrick())
