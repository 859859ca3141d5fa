"""The chip ledger: chips moving between the players and a pot, for the games played for stakes (Bourré,
Ricochet Poker).

Balances are net chips since the game began (a player who has paid more than taken is below zero), which
is how a home game settles up at the end. Every movement is kept with its reason, so a deal's row on the
score sheet says where each chip went and the export records every one.

Chips only move: the sum of the balances and the pot never changes. ``Ledger.check`` proves it after every
entry (``ChipGame.close_deal`` calls it), so a scoring mistake is refused with a sentence instead of being
stored.

A game on the ledger subclasses ``ChipGame``: its Deal subclass carries ``ledger`` (opened with
``open_ledger``), its events move chips with ``ante``/``pay``/``take``/``split``, and ``close_deal``
writes the deal's row (each player's net change, the moves as the breakdown, the pot carried in the facts).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scorekeeper.core import RuleError, ScoreLine, plural
from scorekeeper.families.deal.loop import DealGame, Match
from scorekeeper.families.ruleset import HandRow


class ChipError(RuleError):
    """Chips would be created or lost: a movement the rules do not allow."""


@dataclass(frozen=True, slots=True)
class ChipMove:
    """One movement: ``chips`` from ``seat`` into the pot (negative: from the pot to ``seat``)."""

    seat: int
    chips: int
    reason: str

    def as_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "chips": self.chips, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Ledger:
    """Every player's balance and the pot, with the movements since the ledger was opened."""

    balances: tuple[int, ...]
    pot: int = 0
    moves: tuple[ChipMove, ...] = ()

    @classmethod
    def opening(cls, balances: Sequence[int], pot: int = 0) -> Ledger:
        """The ledger at the start of a deal: the balances so far and the pot carried over."""
        if pot < 0:
            raise ChipError("The pot cannot hold fewer than no chips.")
        return cls(tuple(balances), pot)

    @property
    def total(self) -> int:
        """Balances plus pot: the same before and after every movement."""
        return sum(self.balances) + self.pot

    # --- Movements ---

    def pay(self, seat: int, chips: int, reason: str) -> Ledger:
        """``seat`` puts ``chips`` into the pot."""
        if chips < 0:
            raise ChipError(f"A payment into the pot cannot be negative ({chips}).")
        if chips == 0:
            return self
        return self._move(ChipMove(seat, chips, reason))

    def ante(self, seats: Iterable[int], chips: int, reason: str = "ante") -> Ledger:
        """Each of ``seats`` puts ``chips`` into the pot."""
        ledger = self
        for seat in seats:
            ledger = ledger.pay(seat, chips, reason)
        return ledger

    def take(self, seat: int, reason: str, *, chips: int | None = None, limit: int | None = None) -> Ledger:
        """``seat`` takes ``chips`` from the pot (all of it by default), never more than the limit."""
        wanted = self.pot if chips is None else chips
        if wanted < 0:
            raise ChipError(f"Nobody takes a negative number of chips ({wanted}).")
        if wanted > self.pot:
            raise ChipError(f"The pot holds only {plural(self.pot, 'chip')}; {wanted} cannot be taken.")
        taken = capped(wanted, limit)
        return self._move(ChipMove(seat, -taken, reason)) if taken else self

    def split(self, seats: Sequence[int], reason: str, *, odd_chips_to: int | None = None) -> Ledger:
        """The pot shared equally by ``seats``. Chips that do not divide go to ``odd_chips_to`` (a seat among
        them), or stay in the pot for the next deal when it is ``None``."""
        if not seats:
            raise ChipError("A split pot needs at least one player to share it.")
        if odd_chips_to is not None and odd_chips_to not in seats:
            raise ChipError("The odd chip goes to one of the players sharing the pot.")
        share, odd = divmod(self.pot, len(seats))
        ledger = self
        for seat in seats:
            extra = odd if seat == odd_chips_to else 0
            if share + extra:
                ledger = ledger._move(ChipMove(seat, -(share + extra), reason))
        return ledger

    def _move(self, move: ChipMove) -> Ledger:
        if not 0 <= move.seat < len(self.balances):
            raise ChipError(f"There is no player {move.seat + 1} at this table.")
        balances = list(self.balances)
        balances[move.seat] -= move.chips
        return replace(self, balances=tuple(balances), pot=self.pot + move.chips, moves=(*self.moves, move))

    # --- What it shows ---

    def check(self, opened: Ledger) -> None:
        """Refuse a ledger whose chips do not add up to the ones it was opened with."""
        if self.pot < 0:
            raise ChipError(f"The pot cannot go below zero ({self.pot}).")
        if self.total != opened.total or len(self.balances) != len(opened.balances):
            raise ChipError(
                f"Chips do not add up: {opened.total} on the table before, {self.total} after. "
                "Nothing was stored."
            )

    def changes(self, opened: Ledger) -> tuple[int, ...]:
        """Each player's net change since ``opened``."""
        return tuple(now - before for now, before in zip(self.balances, opened.balances, strict=True))

    def lines(self, seat: int) -> tuple[ScoreLine, ...]:
        """The movements of one player, as the breakdown of their column (won chips positive)."""
        return tuple(ScoreLine(m.reason, -m.chips) for m in self.moves if m.seat == seat)


def capped(chips: int, limit: int | None) -> int:
    """A payment or a win under a limit ("a player who wins takes only 20 chips from the pot")."""
    return chips if limit is None else min(chips, limit)


def signed(chips: int) -> str:
    return f"+{chips}" if chips > 0 else (f"−{-chips}" if chips < 0 else "0")


class ChipGame(DealGame):
    """A game played for chips: the sheet's totals are the balances; the pot is carried in the facts."""

    def pot_carried(self, match: Match) -> int:
        """The pot left at the end of the last deal played (0 before the first)."""
        return match.played[-1].facts.get("pot", 0) if match.played else 0

    def open_ledger(self, match: Match) -> Ledger:
        """The ledger a new deal starts from."""
        return Ledger.opening(match.totals, self.pot_carried(match))

    def close_deal(
        self,
        match: Match,
        opened: Ledger,
        ledger: Ledger,
        *,
        label: str,
        notes: Sequence[str] = (),
        facts: dict[str, Any] | None = None,
        summary: str | None = None,
        **finish: Any,
    ) -> Match:
        """Check the chips add up, then finish the deal with each player's net change as its row
        (``summary``: the row's own line, instead of "Pot 7 → 13")."""
        ledger.check(opened)
        columns = len(ledger.balances)
        row = HandRow(
            label,
            ledger.changes(opened),
            tuple(notes) or ("",) * columns,
            tuple(ledger.lines(seat) for seat in range(columns)),
            summary=summary or f"Pot {opened.pot} → {ledger.pot}",
        )
        facts = {**(facts or {}), "pot": ledger.pot, "moves": [m.as_dict() for m in ledger.moves]}
        return self.finish_deal(match, row, facts=facts, **finish)

    def chip_extras(self, match: Match, ledger: Ledger | None) -> dict[str, Any]:
        """The scoreboard's chip figures: the pot now and every balance."""
        ledger = ledger or self.open_ledger(match)
        return {"pot": ledger.pot, "balances": list(ledger.balances)}
