"""The auction part of the trick-and-bid family: bids in turn, passes, the minimum and maximum, the dealer
forced to bid, and the high bidder who wins.

An ``Auction`` is a value: ``auction.call(seat, bid)`` returns the auction with one more call, or raises
``RuleError`` with the reason. Games say what their bids are with ``AuctionRules``; a game whose table only
reports the outcome ("Bob bid 18") checks it with ``AuctionRules.check_contract``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.core import RuleError


@dataclass(frozen=True, slots=True)
class AuctionRules:
    """The numbers of an auction: bids from ``minimum`` to ``maximum``, each at least ``step`` above the
    last. ``pass_is_final``: a player who passes may not bid again. ``dealer_forced``: when everyone else
    has passed, the dealer (last in the order) must bid the minimum, which ends the auction."""

    minimum: int
    maximum: int
    step: int = 1
    pass_is_final: bool = True
    dealer_forced: bool = False
    noun: str = "bid"

    def check_contract(self, bid: int, field: str = "bid") -> int:
        """A contract entered directly: within the bounds."""
        if not self.minimum <= bid <= self.maximum:
            raise RuleError(f"A {self.noun} is from {self.minimum} to {self.maximum}, not {bid}.", field)
        return bid


@dataclass(frozen=True, slots=True)
class Call:
    """One call: ``bid`` is ``None`` for a pass."""

    seat: int
    bid: int | None


@dataclass(frozen=True, slots=True)
class Auction:
    """An auction in progress; ``order`` is the bidding order (the dealer's left first, the dealer last)."""

    rules: AuctionRules
    order: tuple[int, ...]
    calls: tuple[Call, ...] = ()

    @property
    def high(self) -> Call | None:
        """The highest bid so far."""
        bids = [c for c in self.calls if c.bid is not None]
        return bids[-1] if bids else None

    @property
    def passed(self) -> frozenset[int]:
        return frozenset(c.seat for c in self.calls if c.bid is None)

    @property
    def all_passed(self) -> bool:
        """Everyone passed and nobody bid: the deal is thrown in."""
        return self.high is None and len(self.calls) >= len(self.order) and not self.rules.dealer_forced

    @property
    def is_over(self) -> bool:
        if self.all_passed:
            return True
        high = self.high
        if high is None:
            return False
        if self.rules.pass_is_final:
            return len(self.passed) >= len(self.order) - 1
        # Passes are not final: the auction ends once everyone else has passed since the high bid.
        since = self.calls[self.calls.index(high) + 1 :]
        return len(since) >= len(self.order) - 1 and all(c.bid is None for c in since)

    @property
    def next_bidder(self) -> int | None:
        """Whose call it is, or ``None`` once the auction is over."""
        if self.is_over:
            return None
        if not self.calls:
            return self.order[0]
        position = self.order.index(self.calls[-1].seat)
        for step in range(1, len(self.order) + 1):
            seat = self.order[(position + step) % len(self.order)]
            if not (self.rules.pass_is_final and seat in self.passed):
                return seat
        return None

    @property
    def dealer_must_bid(self) -> bool:
        """The dealer's duty: everyone before them passed, so they must bid the minimum."""
        rules = self.rules
        return (
            rules.dealer_forced
            and self.high is None
            and self.next_bidder == self.order[-1]
            and len(self.passed) == len(self.order) - 1
        )

    def allowed_bids(self) -> tuple[int, ...]:
        """The bids the next bidder may make."""
        rules = self.rules
        if self.dealer_must_bid:
            return (rules.minimum,)
        high = self.high
        lowest = rules.minimum if high is None else high.bid + rules.step
        return tuple(range(lowest, rules.maximum + 1))

    def call(self, seat: int, bid: int | None, names: Sequence[str], field: str = "bid") -> Auction:
        """The auction after ``seat`` calls ``bid`` (``None``: pass)."""
        if self.is_over:
            raise RuleError("The bidding is over.", field)
        turn = self.next_bidder
        if seat != turn:
            raise RuleError(f"It is {names[turn]}'s turn to bid, not {names[seat]}'s.", "player")
        if bid is None and self.dealer_must_bid:
            raise RuleError(
                f"{names[seat]}, the dealer, must bid {self.rules.minimum}: everyone else passed.", field
            )
        if bid is not None and bid not in self.allowed_bids():
            raise RuleError(self._refusal(names[seat], bid), field)
        return Auction(self.rules, self.order, (*self.calls, Call(seat, bid)))

    def _refusal(self, name: str, bid: int) -> str:
        rules, high = self.rules, self.high
        if self.dealer_must_bid:
            return f"{name}, the dealer, must bid exactly {rules.minimum}: everyone else passed."
        if not rules.minimum <= bid <= rules.maximum:
            return f"A {rules.noun} is from {rules.minimum} to {rules.maximum}, not {bid}."
        return f"{name} must bid more than {high.bid}: at least {high.bid + rules.step}, or pass."
