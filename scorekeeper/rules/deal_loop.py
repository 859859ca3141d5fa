"""The deal loop every game shares: who deals, who scores together, running totals, and when it ends.

A game built on ``DealGame`` states its parts and writes only what is its own::

    @register
    class TwentyNine(DealGame[TwentyNineOptions]):
        slug, name, min_players, max_players = "twenty-nine", "Twenty-Nine", 4, 4
        uses_teams = True
        phases = (Phase("bid", ("bid", "contract")), Phase("result", ("result",)))

        def ending(self, options): return Ending(target=6, floor=-6)
        def deal_prompt(self, match): ...          # the current deal's phase
        def on_result(self, match, payload): ...   # ... return self.finish_deal(match, row)

The state is a ``Match``: the set-up, the deal in progress (the game's own ``Deal`` subclass), the deals
played (``DealRecord``: the sheet row and the game's facts), the running totals and, once it is over, the
winners. ``finish_deal`` adds a row, asks the ``Ending`` whether the game is over, passes the deal by the
``Rotation`` and opens the next deal; ``redeal`` throws a deal in. The score sheet, the prompt at the end
and the result sentence are written here, once, for every game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

from scorekeeper.core import RuleError, ScoreLine, joined, plural
from scorekeeper.rules.base import (
    GameSetup,
    HandRow,
    Prompt,
    Ruleset,
    ScoreSheet,
    best_columns,
    odd_even_teams,
    running_totals,
    team_name,
)

# --- Who deals -----------------------------------------------------------------------------------------


class Rotation(StrEnum):
    """Who deals the next deal."""

    LEFT = "left"  # the deal passes to the left
    LOSER = "loser"  # the loser of the deal deals next
    WINNER = "winner"  # the winner of the deal deals next
    SAME = "same"  # one dealer throughout


def next_dealer(
    rotation: Rotation,
    dealer: int,
    players: int,
    *,
    winner: int | None = None,
    loser: int | None = None,
) -> int:
    """The seat that deals next; winner and loser rotations fall back to the left when nobody won."""
    if rotation is Rotation.WINNER and winner is not None:
        return winner
    if rotation is Rotation.LOSER and loser is not None:
        return loser
    if rotation is Rotation.SAME:
        return dealer
    return (dealer + 1) % players


def next_dealing_side(rotation: Rotation, side: int, scorer: int | None) -> int:
    """Two sides where a side deals (Gin Rummy's partnerships): the rotation applied to the sides. After a
    deal that no side scored, or with one dealer throughout, the side that dealt deals again."""
    if rotation is Rotation.LEFT:
        return 1 - side
    if scorer is None or rotation is Rotation.SAME:
        return side
    return scorer if rotation is Rotation.WINNER else 1 - scorer


# --- Who scores together ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sides:
    """The columns of the score sheet: one per player, or one per partnership, with their seats."""

    names: tuple[str, ...]
    seats: tuple[tuple[int, ...], ...]

    @classmethod
    def players(cls, setup: GameSetup) -> Sides:
        return cls(setup.players, tuple((seat,) for seat in range(setup.size)))

    @classmethod
    def partnerships(cls, setup: GameSetup) -> Sides:
        """The set-up's teams, or partners sitting opposite (seats 1 and 3 against 2 and 4)."""
        teams = setup.teams or odd_even_teams(setup.size)
        return cls(tuple(team_name(setup.players, team) for team in teams), tuple(teams))

    def of(self, seat: int) -> int:
        """The column the seat scores in."""
        return next(side for side, seats in enumerate(self.seats) if seat in seats)

    def other(self, side: int) -> int:
        """The opposing side, where there are two."""
        return 1 - side

    def is_team(self, side: int) -> bool:
        return len(self.seats[side]) > 1

    def pairings(self, deal_index: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """Two partnerships of two playing separate two-player games (Gin Rummy): who meets whom in the
        ``deal_index``-th deal (0-based). "Players alternate opponents, but stay in the same teams"."""
        (a0, a1), (b0, b1) = self.seats
        if deal_index % 2 == 0:
            return (a0, b0), (a1, b1)
        return (a0, b1), (a1, b0)


def difference_only(points: Sequence[int]) -> tuple[int | None, int | None]:
    """Two sides' points netted: "the team with the higher score scores the difference", the other nothing
    (``None``); neither scores when they are level."""
    difference = points[0] - points[1]
    return (difference or None, None) if difference >= 0 else (None, -difference)


# --- When the game ends ------------------------------------------------------------------------------------


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


def _pays(sides: Sides, side: int) -> str:
    return "pay" if sides.is_team(side) else "pays"


def _signed(number: int) -> str:
    """A score as printed: a true minus sign for negatives."""
    return f"−{-number}" if number < 0 else str(number)


# --- The state -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    """A deal in progress: its number (from 1) and dealer. Games extend it with their own facts."""

    number: int
    dealer: int


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A deal played: its line on the score sheet, who dealt, and the game's own facts about it."""

    row: HandRow
    dealer: int
    facts: Mapping[str, Any] = field(default_factory=dict)


DealT = TypeVar("DealT", bound=Deal)
OptionsT = TypeVar("OptionsT")


@dataclass(frozen=True)
class Match(Generic[DealT]):
    """A game in progress or over, for every game on the deal loop."""

    setup: GameSetup
    totals: tuple[int, ...]
    deal: DealT | None = None
    played: tuple[DealRecord, ...] = ()
    #: Deals thrown in (all passed) so far: they score nothing but use up a deal number.
    thrown_in: int = 0
    #: The winning columns once the game is over; ``None`` while it goes on.
    winners: tuple[int, ...] | None = None
    #: Rows added when the game ends (``DealGame.closing_rows``), already counted in ``totals``.
    closing: tuple[HandRow, ...] = ()

    @property
    def options(self) -> Any:
        return self.setup.options

    @property
    def names(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def is_over(self) -> bool:
        return self.winners is not None

    @property
    def deal_number(self) -> int:
        """The number of the next deal to open."""
        return len(self.played) + self.thrown_in + 1

    @property
    def deal_totals(self) -> tuple[int, ...]:
        """The totals of the deals played, without the closing rows: what counts toward the target."""
        return running_totals((record.row for record in self.played), len(self.totals))

    def fact_totals(self, key: str) -> tuple[int, ...]:
        """A count per column kept in each deal's facts (Gin Rummy's boxes), summed over the deals."""
        per_deal = [record.facts[key] for record in self.played]
        return tuple(map(sum, zip(*per_deal, strict=True))) if per_deal else (0,) * len(self.totals)


def add_row(totals: Sequence[int], row: HandRow) -> tuple[int, ...]:
    """The totals with a row's points added (a column's ``None`` adds nothing)."""
    return tuple(t + (p or 0) for t, p in zip(totals, row.points, strict=True))


def column_row(
    label: str,
    columns: int,
    summary: str = "",
    *,
    points: Mapping[int, int | None] | None = None,
    notes: Mapping[int, str] | None = None,
    lines: Mapping[int, Sequence[ScoreLine]] | None = None,
) -> HandRow:
    """A row where only some columns score or have a note (a bonus to the winner, one player's hand): the
    maps give those columns' entries; every other column has no points (``None``), no note and no lines."""
    points, notes, lines = points or {}, notes or {}, lines or {}
    return HandRow(
        label,
        tuple(points.get(c) for c in range(columns)),
        tuple(notes.get(c, "") for c in range(columns)),
        tuple(tuple(lines.get(c, ())) for c in range(columns)),
        summary,
    )


def count_row(label: str, counts: Sequence[int], each: int, unit: tuple[str, str], summary: str) -> HandRow:
    """A row paying ``each`` per thing counted in each column (Gin Rummy's boxes: 20 per hand won), with a
    note ('3 boxes') and a line ('3 boxes × 20'); ``unit`` is the thing's name, one and many."""
    words = {column: plural(count, *unit) for column, count in enumerate(counts) if count}
    return column_row(
        label,
        len(counts),
        summary,
        points={c: counts[c] * each for c in words},
        notes=words,
        lines={c: (ScoreLine(f"{w} × {each}", counts[c] * each),) for c, w in words.items()},
    )


def bonus_row(
    label: str, columns: int, column: int, points: int, *, note: str, reason: str, summary: str
) -> HandRow:
    """A row that gives one column a bonus (a game bonus, a shutout), with its note and its reason."""
    lines = {column: (ScoreLine(reason, points),)}
    return column_row(label, columns, summary, points={column: points}, notes={column: note}, lines=lines)


def standing_row(
    label: str,
    standing: Sequence[Sequence[ScoreLine]],
    before: Sequence[int],
    *,
    since: str,
    notes: Sequence[str] = (),
    summary: str = "",
) -> HandRow:
    """A deal's row in a game scored once, at the end, from what lies on the table (Calypso's calypsos and
    won-tricks piles, kept from deal to deal), shown as a standing after each deal: a column scores the
    change in its standing, and its lines are the whole standing now less the standing ``before`` (the
    line ``since``: 'less the standing after deal 1'). The running totals are then the standings."""
    pairs = list(zip(standing, before, strict=True))
    points = tuple(sum(line.points for line in now) - then for now, then in pairs)
    lines = tuple((*now, ScoreLine(since, -then)) if then else tuple(now) for now, then in pairs)
    return HandRow(label, points, tuple(notes), lines, summary)


# --- Scores made as a deal goes ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Score:
    """One score made during a deal, for games that peg as they go (Cribbage): the column it goes to, the
    part of the deal it belongs to ("pegging", "hand"), its reasons, and how it wins the game when it
    reaches the target ("pegging out with thirty-one")."""

    column: int
    part: str
    lines: tuple[ScoreLine, ...]
    how: str = ""

    @property
    def points(self) -> int:
        return sum(line.points for line in self.lines)


def parts_row(
    label: str,
    columns: int,
    scores: Sequence[Score],
    parts: Sequence[str],
    summary: str = "",
    *,
    entered: Mapping[int, Sequence[str]] | None = None,
) -> HandRow:
    """A deal's row from its scores: each column's points, a note per part in the order of ``parts``
    ('pegging 5 · hand 4'; a part ``entered`` for a column is noted even at 0), the lines as scored."""
    points, notes, lines = [], [], []
    for column in range(columns):
        mine = [score for score in scores if score.column == column]
        by_part = dict.fromkeys((entered or {}).get(column, ()), 0)
        for score in mine:
            by_part[score.part] = by_part.get(score.part, 0) + score.points
        points.append(sum(score.points for score in mine))
        notes.append(" · ".join(f"{part} {by_part[part]}" for part in parts if part in by_part))
        lines.append(tuple(line for score in mine for line in score.lines))
    return HandRow(label, tuple(points), tuple(notes), tuple(lines), summary)


def winning_score(totals: Sequence[int], scores: Iterable[Score], target: int) -> Score | None:
    """The score that first took a column from ``totals`` to ``target``, or ``None``."""
    running = list(totals)
    for score in scores:
        running[score.column] += score.points
        if running[score.column] >= target:
            return score
    return None


def latest_points(scores: Iterable[Score], columns: int) -> list[int]:
    """Each column's latest score that was not 0 (0 if none): how far a pegboard's rear peg trails."""
    latest = [0] * columns
    for score in scores:
        if score.points:
            latest[score.column] = score.points
    return latest


# --- The ruleset ------------------------------------------------------------------------------------------


class DealGame(Ruleset[OptionsT, Match]):
    """A game played as a series of deals. Subclasses give ``ending``, ``new_deal`` and ``deal_prompt``,
    and their ``on_<event>`` methods call ``finish_deal`` (or ``redeal``) when a deal is over."""

    State = Match
    #: How the deal passes when a game does not choose per options.
    rotation: ClassVar[Rotation] = Rotation.LEFT
    #: "Partners should sit opposite one another": teams must alternate round the table.
    partners_opposite: ClassVar[bool] = False

    # --- What a game declares ---

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        alternate = odd_even_teams(setup.size)
        if self.partners_opposite and setup.teams and sorted(setup.teams) != sorted(alternate):
            pairs = ", ".join(" with ".join(setup.players[s] for s in team) for team in alternate)
            raise RuleError(f"Partners sit opposite one another: {pairs}.", "teams")

    def ending(self, options: Any) -> Ending:
        """When the game ends (from the options)."""
        raise NotImplementedError

    def ending_for(self, setup: GameSetup) -> Ending:
        """The ending of a game at this table: ``ending(options)``, unless how many play changes it (a
        sequence of deals whose length depends on the players, as in Oh Hell!)."""
        return self.ending(setup.options)

    def sides(self, setup: GameSetup) -> Sides:
        """The score sheet's columns: partnerships for team games, else one per player."""
        return Sides.partnerships(setup) if self.uses_teams else Sides.players(setup)

    def dealer_rotation(self, options: Any) -> Rotation:
        return self.rotation

    def new_deal(self, match: Match, number: int, dealer: int) -> Deal:
        """The deal about to start (override to add the game's own facts)."""
        return Deal(number, dealer)

    def deal_prompt(self, match: Match) -> Prompt:
        """What the table records next in the deal in progress."""
        raise NotImplementedError

    def extras(self, match: Match) -> dict[str, Any]:
        """The game's own figures for its scoreboard (score devices, the current contract, ...)."""
        return {}

    def progress(self, match: Match) -> str | None:
        """One line about the deal in progress for the scoreboard."""
        deal = match.deal
        return f"Deal {deal.number} · {match.names[deal.dealer]} deals" if deal else None

    def deal_row(self, match: Match) -> HandRow | None:
        """The deal in progress as scored so far, for games that peg as they go (Cribbage): shown on the
        sheet and counted in its totals before the deal is finished. ``None``: nothing to show yet."""
        return None

    def closing_rows(self, match: Match) -> tuple[HandRow, ...]:
        """Rows added once the game is over (``match.winners`` set): bonuses that count in the final totals
        but not toward the end, as Gin Rummy's game bonus and boxes. The ending then settles the winners
        again on the final totals."""
        return ()

    # --- The loop ---

    def start(self, setup: GameSetup) -> Match:
        self.check_setup(setup)
        columns = len(self.sides(setup).names)
        match = Match(setup, (0,) * columns)
        if self.first_dealer_by_cut:
            return match  # the game's first entry, the cut, opens the first deal (``open_deal``)
        return self.open_deal(match, setup.first_dealer)

    def open_deal(self, match: Match, dealer: int) -> Match:
        return replace(match, deal=self.new_deal(match, match.deal_number, dealer))

    def finish_deal(
        self,
        match: Match,
        row: HandRow,
        *,
        facts: Mapping[str, Any] | None = None,
        winner: int | None = None,
        loser: int | None = None,
        deals_next: int | None = None,
    ) -> Match:
        """Score the deal in progress with ``row``; end the game or open the next deal.

        ``winner`` and ``loser`` are seats, for games where they choose the next dealer. ``deals_next`` is
        the next dealer where the game's own rule says who, whatever the rotation ("the hand is cancelled,
        there is no score, and the same dealer deals again").
        """
        deal = match.deal
        totals = add_row(match.totals, row)
        played = (*match.played, DealRecord(row, deal.dealer, dict(facts or {})))
        match = replace(match, totals=totals, played=played, deal=None)
        winners = self.settle(match)
        if winners is not None:
            return self._close(replace(match, winners=winners))
        if deals_next is None:
            rotation = self.dealer_rotation(match.options)
            deals_next = next_dealer(rotation, deal.dealer, match.setup.size, winner=winner, loser=loser)
        return self.open_deal(match, deals_next)

    def settle(self, match: Match) -> tuple[int, ...] | None:
        """The winning columns once a deal is scored (``match.played`` ends with it), or ``None`` to play
        on: the ``Ending`` on the totals. Override where the end depends on more than the totals (the deal
        itself decides a tie-breaker: ``tie_breaker_winners``)."""
        return self.ending_for(match.setup).winners(match.totals, len(match.played), self.out_columns(match))

    def out_columns(self, match: Match) -> frozenset[int]:
        """The columns out of the game, for ``Ending.last_standing`` (games with elimination:
        ``rules.elimination``); none by default."""
        return frozenset()

    def _close(self, match: Match) -> Match:
        """The game is over: add the closing rows, and settle the winners on the final totals."""
        closing = tuple(self.closing_rows(match))
        if not closing:
            return match
        totals = match.totals
        for row in closing:
            totals = add_row(totals, row)
        winners = self.ending_for(match.setup).winners(totals, len(match.played)) or match.winners
        return replace(match, totals=totals, closing=closing, winners=winners)

    def end_if_reached(
        self, match: Match, row_so_far: HandRow, *, facts: Mapping[str, Any] | None = None
    ) -> Match:
        """For targets counted the moment they are reached (Cribbage, Nine-Card Don, Zetema): if the deal so
        far would end the game, score it now (with ``facts``) and end; otherwise nothing changes."""
        totals = add_row(match.totals, row_so_far)
        if self.ending_for(match.setup).winners(totals, len(match.played) + 1) is None:
            return match
        return self.finish_deal(match, row_so_far, facts=facts)

    def redeal(self, match: Match, *, same_dealer: bool = False) -> Match:
        """The deal is thrown in (all passed): nothing scores; the next deal opens."""
        dealer = match.deal.dealer
        match = replace(match, thrown_in=match.thrown_in + 1, deal=None)
        return self.open_deal(match, dealer if same_dealer else (dealer + 1) % match.setup.size)

    # --- What the pages show ---

    def result(self, match: Match) -> str:
        return result_sentence(self.sides(match.setup), match.winners or (), match.totals)

    def prompt(self, match: Match) -> Prompt:
        if match.is_over:
            return self.game_over(f"Game over · {self.result(match)}", {"winners": list(match.winners)})
        return self.deal_prompt(match)

    def score_sheet(self, match: Match) -> ScoreSheet:
        ending = self.ending_for(match.setup)
        over = match.is_over
        rows, totals = (*(record.row for record in match.played), *match.closing), match.totals
        current = None if over or match.deal is None else self.deal_row(match)
        if current is not None:
            rows = (*rows, current)
            totals = add_row(totals, current)
        return ScoreSheet(
            columns=self.sides(match.setup).names,
            rows=rows,
            totals=totals,
            lower_wins=ending.lower_wins,
            is_over=over,
            winners=match.winners or (),
            dealer=None if over or match.deal is None else match.deal.dealer,
            in_progress=None if over else self.progress(match),
            target=ending.target,
            extras=self.extras(match),
        )
