"""When a game on the deal loop ends, who wins, and the sentence that says so (``deal_loop``).

``Ending`` holds the end conditions of the rules texts as data (a target, a number of deals, a floor, the
lowest total best, ties shared or played off, the last column standing) and settles the winners from the
totals; ``tie_breaker_winners`` plays tie-breaker deals after a fixed number; ``result_sentence`` and
``settlement`` word the outcome ("Ann & Cid win 1012–870", "Bob pays Ann 240"); ``settlement_from_average``
settles a game played for money ("Ann receives 1.20").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from scorekeeper.core import joined, plural
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import best_columns, running_totals

if TYPE_CHECKING:
    from scorekeeper.families.deal.state import DealRecord


class Tie(StrEnum):
    """What happens when several columns finish level, or reach the target on the same deal."""

    SHARE = "share"  # they share the win
    HIGHER = "higher"  # the best total among them wins; equal best share
    PLAY_ON = "play_on"  # the best total wins; equal best play another deal


@dataclass(frozen=True, slots=True)
class Ending:
    """The end conditions of the rules texts, as data.

    ``target``: reached at the end of a deal (``>=``; ``exact`` wants it exactly, the game bounces the
    excess back). ``deals``: a fixed number of deals. ``floor``: a column at or below it has lost (the
    others win). ``lower_wins``: the lowest total is best. ``ties`` settles level finishes. ``last_standing``:
    the game ends when one column is left in (elimination).
    """

    target: int | None = None
    deals: int | None = None
    floor: int | None = None
    lower_wins: bool = False
    exact: bool = False
    ties: Tie = Tie.SHARE
    last_standing: bool = False

    def winners(
        self, totals: Sequence[int], deals_played: int, out: frozenset[int] = frozenset()
    ) -> tuple[int, ...] | None:
        """The winning columns if the game is over with these totals, else ``None`` (play on)."""
        columns = range(len(totals))
        if self.last_standing:
            left = tuple(c for c in columns if c not in out)
            if len(left) == 1:
                return left
        if self.floor is not None:
            sunk = {c for c in columns if totals[c] <= self.floor}
            if sunk:
                rest = [c for c in columns if c not in sunk] or list(columns)
                return self._settle(totals, rest, Tie.SHARE)
        if self.target is not None:
            if self.exact:
                reached = [c for c in columns if totals[c] == self.target]
            else:
                reached = [c for c in columns if totals[c] >= self.target]
            if reached:
                among = list(columns) if self.lower_wins else reached
                return self._settle(totals, among, self.ties)
        if self.deals is not None and deals_played >= self.deals:
            return self._settle(totals, list(columns), self.ties)
        return None

    def _settle(self, totals: Sequence[int], among: Sequence[int], ties: Tie) -> tuple[int, ...] | None:
        if ties is Tie.SHARE and not self.lower_wins and self.target is not None and len(among) > 1:
            return tuple(among)  # e.g. Belote: "If both teams exceed 1,000 points on the same hand ... a tie"
        values = [totals[c] for c in among]
        best = [among[i] for i in best_columns(values, lower_wins=self.lower_wins)]
        if len(best) > 1 and ties is Tie.PLAY_ON:
            return None
        return tuple(best)


def tie_breaker_winners(
    played: Sequence[DealRecord], regular: int, *, lower_wins: bool = False
) -> tuple[int, ...] | None:
    """A fixed number of deals, then tie-breaker deals ("in the event of a tie, the winner of a tie-breaker
    hand wins the game"): after the ``regular`` deals the best total wins; columns level at the top play a
    tie-breaker deal, and the best of them in that deal alone wins; level again, another. ``None``: play on.
    """
    if len(played) < regular:
        return None
    columns = len(played[0].row.points)
    totals = running_totals((record.row for record in played[:regular]), columns)
    level = best_columns(totals, lower_wins=lower_wins)
    for record in played[regular:]:
        if len(level) == 1:
            break
        points = [record.row.points[c] or 0 for c in level]
        level = tuple(level[i] for i in best_columns(points, lower_wins=lower_wins))
    return level if len(level) == 1 else None


def result_sentence(sides: Sides, winners: Sequence[int], totals: Sequence[int]) -> str:
    """'Ann & Cid win 1012–870', 'Bob wins with 69', 'Ann and Bob tie with 69'."""
    if not winners:
        return "Nobody wins"
    if len(winners) > 1:
        names = joined([sides.names[w] for w in winners])
        scores = {totals[w] for w in winners}
        return f"{names} tie" + (f" with {totals[winners[0]]}" if len(scores) == 1 else "")
    winner = winners[0]
    verb = "win" if sides.is_team(winner) else "wins"
    if len(totals) == 2:
        mine, theirs = totals[winner], totals[1 - winner]
        dash = "–" if min(mine, theirs) >= 0 else " to "  # "6 to −3", never "6–-3"
        return f"{sides.names[winner]} {verb} {_signed(mine)}{dash}{_signed(theirs)}"
    return f"{sides.names[winner]} {verb} with {plural(totals[winner], 'point')}"


def settlement(sides: Sides, totals: Sequence[int], paid: int) -> list[str]:
    """Who pays whom when each other side settles the difference with side ``paid`` ("the player with the
    lower score pays the player with the higher score"): 'Bob pays Ann 240', 'Ann and Bob are level: nothing
    to pay'."""
    lines = []
    for other, name in enumerate(sides.names):
        if other == paid:
            continue
        difference, payee = totals[paid] - totals[other], sides.names[paid]
        if difference > 0:
            lines.append(f"{name} {_pays(sides, other)} {payee} {difference}")
        elif difference < 0:
            lines.append(f"{payee} {_pays(sides, paid)} {name} {-difference}")
        else:
            lines.append(f"{name} and {payee} are level: nothing to pay")
    return lines


def settlement_from_average(sides: Sides, totals: Sequence[int], stake: int) -> list[str]:
    """Each side's difference from the average score times ``stake`` hundredths of a unit a point ("players
    pay or receive amounts corresponding to the difference of their scores from the average"): 'Ann receives
    1.20', 'Bob pays 0.45', 'Cid is even'. Rounded to the hundredth so the amounts still add up to zero (the
    hundredths left over go to the largest remainders)."""
    count, total = len(totals), sum(totals)
    exact = [stake * (count * score - total) for score in totals]  # count × the amount, in hundredths
    amounts = [value // count for value in exact]
    by_remainder = sorted(range(count), key=lambda i: exact[i] % count, reverse=True)
    for i in by_remainder[: -sum(amounts)]:  # floors sum to 0 or less: the shortfall, one hundredth each
        amounts[i] += 1
    return [_money_line(sides, side, amount) for side, amount in enumerate(amounts)]


def _money_line(sides: Sides, side: int, hundredths: int) -> str:
    name, team = sides.names[side], sides.is_team(side)
    if hundredths == 0:
        return f"{name} {'are' if team else 'is'} even"
    verb = ("receive" if team else "receives") if hundredths > 0 else _pays(sides, side)
    units, cents = divmod(abs(hundredths), 100)
    return f"{name} {verb} {units}.{cents:02d}"


def _pays(sides: Sides, side: int) -> str:
    return "pay" if sides.is_team(side) else "pays"


def _signed(number: int) -> str:
    """A score as printed: a true minus sign for negatives."""
    return f"−{-number}" if number < 0 else str(number)
