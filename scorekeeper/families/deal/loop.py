"""The deal loop every game shares: who deals, who scores together, running totals, and when it ends.

A game built on ``DealGame`` states its parts and writes only what is its own::

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
``Rotation`` (in the game's ``direction`` of play) and opens the next deal; ``redeal`` throws a deal in. The
score sheet, the prompt at the end and the result sentence are written here, once, for every game.

The loop's parts: ``deal_state`` (Match, Deal, DealRecord), ``deal_sides`` (who deals, who scores
together), ``deal_ending`` (when the game ends, the result sentence) and ``deal_rows`` (rows of the sheet).
Every name of those parts is importable from here, as games do.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar, TypeVar

from scorekeeper.core import RuleError
from scorekeeper.families.deal.ending import (
    Ending,
    Tie,
    result_sentence,
    settlement,
    settlement_from_average,
    tie_breaker_winners,
)
from scorekeeper.families.deal.rows import (
    Score,
    add_row,
    bonus_row,
    column_row,
    count_row,
    latest_points,
    parts_row,
    standing_row,
    winning_score,
)
from scorekeeper.families.deal.sides import Rotation, Sides, difference_only, next_dealer, next_dealing_side
from scorekeeper.families.deal.state import Deal, DealRecord, DealT, Match
from scorekeeper.families.ruleset import GameSetup, HandRow, Prompt, Ruleset, ScoreSheet, odd_even_teams

__all__ = [
    "Deal",
    "DealGame",
    "DealRecord",
    "DealT",
    "Ending",
    "Match",
    "Rotation",
    "Score",
    "Sides",
    "Tie",
    "add_row",
    "bonus_row",
    "column_row",
    "count_row",
    "difference_only",
    "latest_points",
    "next_dealer",
    "next_dealing_side",
    "parts_row",
    "result_sentence",
    "settlement",
    "settlement_from_average",
    "standing_row",
    "tie_breaker_winners",
    "winning_score",
]

OptionsT = TypeVar("OptionsT")


# --- The ruleset ------------------------------------------------------------------------------------------


class DealGame(Ruleset[OptionsT, Match]):
    """A game played as a series of deals. Subclasses give ``ending``, ``new_deal`` and ``deal_prompt``,
    and their ``on_<event>`` methods call ``finish_deal`` (or ``redeal``) when a deal is over."""

    State = Match
    #: How the deal passes when a game does not choose per options (``NEXT``: on in the game's ``direction``).
    rotation: ClassVar[Rotation] = Rotation.NEXT
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
            direction = self.direction_at(match.setup)
            deals_next = next_dealer(
                rotation, deal.dealer, match.setup.size, winner=winner, loser=loser, direction=direction
            )
        return self.open_deal(match, deals_next)

    def settle(self, match: Match) -> tuple[int, ...] | None:
        """The winning columns once a deal is scored (``match.played`` ends with it), or ``None`` to play
        on: the ``Ending`` on the totals. Override where the end depends on more than the totals (the deal
        itself decides a tie-breaker: ``tie_breaker_winners``)."""
        return self.ending_for(match.setup).winners(match.totals, len(match.played), self.out_columns(match))

    def out_columns(self, match: Match) -> frozenset[int]:
        """The columns out of the game, for ``Ending.last_standing`` (games with elimination:
        ``families.elimination``); none by default."""
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
        """The deal is thrown in (all passed): nothing scores; the next deal opens, dealt by the same dealer
        or the next one in the direction of play."""
        dealer = match.deal.dealer
        match = replace(match, thrown_in=match.thrown_in + 1, deal=None)
        after = self.direction_at(match.setup).after(dealer, match.setup.size)
        return self.open_deal(match, dealer if same_dealer else after)

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
