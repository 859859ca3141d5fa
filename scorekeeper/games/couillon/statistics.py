"""What Couillon counts about each player over their games: how often the player accepts the trump, how
often a trump the player accepted is won (the player's side collects more card points; lost, it takes a
mark), and the deals the player's side wins."""

from __future__ import annotations

from scorekeeper.families.deal.loop import Sides
from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic(
        "accepts", "Trumps accepted", Shown.PERCENT, "deals played in which the player accepted trumps"
    ),
    Statistic("accepted_won", "Accepted and won", Shown.PERCENT, "trumps the player accepted, the side won"),
    Statistic(
        "deals_won", "Deals won", Shown.PERCENT, "deals the player's side won (a tie is won by no one)"
    ),
)


def tallies(match: Match, sides: Sides) -> tuple[dict[str, Count], ...]:
    """Each seat's accepted trumps and its side's wins, over the deals played (all four declining, nobody
    accepted)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        acceptor, winner = record.facts["acceptor"], record.facts["winner"]
        for seat, mine in enumerate(counts):
            won = Count(int(winner == sides.of(seat)), 1)
            mine["accepts"] += Count(int(acceptor == seat), 1)
            mine["deals_won"] += won
            if acceptor == seat:
                mine["accepted_won"] += won
    return tuple(counts)
