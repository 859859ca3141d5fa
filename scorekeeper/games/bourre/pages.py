"""Bourré: what the pages show (``bourre``): the prompt for the deal in progress, the chips already moved
on the sheet, the scoreboard's pot, and the sentence at the end of a session.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.core import joined, plural
from scorekeeper.families.chips import ChipGame
from scorekeeper.families.deal.loop import Match
from scorekeeper.families.ruleset import HandRow, Prompt
from scorekeeper.games.bourre.deal import (
    DRAW,
    ace_obliges,
    board_data,
    most_discards,
    next_to_call,
    rounds,
    seats_in_round,
    status,
)


class BourrePages(ChipGame):
    """The pages' side of ``Bourre``: what the table is asked next and what the board shows."""

    def deal_prompt(self, match: Match) -> Prompt:
        deal, options = match.deal, match.options
        data = board_data(match)
        if deal.trump is None:
            return self.ask("trump", f"{self.progress(match)} · the trump turned up", data=data)
        kinds = rounds(options)
        if deal.round >= len(kinds):
            return self.ask("tricks", f"{self.progress(match)} · the tricks", data=data)
        actor, kind = next_to_call(match), kinds[deal.round]
        data |= {"kind": kind, "eligible": seats_in_round(match), "most_discards": most_discards(options)}
        if kind == DRAW:
            return self.ask("draw", f"{self.progress(match)} · discards", actor=actor, data=data)
        at_once = deal.round == 0 and options.declaring == "simultaneous"
        events = ("players", "premature") if at_once else ("declare", "premature", "players")
        events = events if not deal.calls else ("declare", "premature")
        must_play = deal.round == 0 and actor == deal.dealer and deal.ace and ace_obliges(options)
        data |= {"at_once": at_once, "quick": not deal.calls, "must_play": must_play}
        return self.ask(
            "declare", f"{self.progress(match)} · play or pass", actor=actor, data=data, events=events
        )

    def deal_row(self, match: Match) -> HandRow | None:
        """The chips already moved in the deal in progress (its antes, the chips to play), once its trump is
        entered: on the sheet and in its totals, which are then the balances the scoreboard shows."""
        deal = match.deal
        if deal.trump is None or not deal.ledger.moves:
            return None  # a new game scores nothing yet
        changes, seats = deal.ledger.changes(deal.opened), range(match.setup.size)
        notes = tuple(status(deal, seat) for seat in seats)
        lines = tuple(deal.ledger.lines(seat) for seat in seats)
        return HandRow(f"Deal {deal.number} (in play)", changes, notes, lines, f"Pot {deal.ledger.pot}")

    def progress(self, match: Match) -> str | None:
        deal = match.deal
        return (
            f"Deal {deal.number} · {match.names[deal.dealer]} deals · pot {deal.ledger.pot}" if deal else None
        )

    def extras(self, match: Match) -> dict[str, Any]:
        """The pot, big, with what is in it; the trump and who plays; the last deal's tricks and outcome.
        Each player's chips are the sheet's totals, said once."""
        deal = match.deal
        pot = deal.ledger.pot if deal else self.pot_carried(match)
        last = dict(match.played[-1].facts) if match.played else None
        return {"pot": pot, "deal": board_data(match) if deal else None, "last": last}

    def result(self, match: Match) -> str:
        """'Dee is up 26 chips', 'Ann and Bob are up 4 chips each', 'Everyone is level'."""
        winners, totals = match.winners, match.totals
        best = totals[winners[0]]
        if best == 0:  # the balances add up to nothing once the pot is empty
            return "Everyone is level"
        names = joined([match.names[w] for w in winners])
        return f"{names} {'is' if len(winners) == 1 else 'are'} up {plural(best, 'chip')}" + (
            " each" if len(winners) > 1 else ""
        )
