"""What Dou Dizhu counts about each player over their games: how often the player becomes the landlord
and wins as the landlord (alone against two), how often the player wins as a peasant, and the bombs and
rockets of the player's deals (the table records how many were played, not by whom: each doubles the
stake of everyone at the table)."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic("landlord", "Landlord", Shown.PERCENT, "deals played in which the player was the landlord"),
    Statistic("landlord_won", "Wins as landlord", Shown.PERCENT, "deals as landlord the player won"),
    Statistic("peasant_won", "Wins as peasant", Shown.PERCENT, "deals as a peasant the player's side won"),
    Statistic("bombs", "Bombs and rockets", Shown.AVERAGE, "bombs and the rocket played a deal, by anyone"),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's deals as landlord and as peasant and their outcomes, and the doublings, over the deals
    played (a deal thrown in, all three passing, is not played)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        landlord, landlord_won = facts["landlord"], facts["landlord_won"]
        doublings = facts["bombs"] + facts["rockets"]
        for seat, mine in enumerate(counts):
            mine["landlord"] += Count(int(seat == landlord), 1)
            mine["bombs"] += Count(doublings, 1)
            if seat == landlord:
                mine["landlord_won"] += Count(int(landlord_won), 1)
            else:
                mine["peasant_won"] += Count(int(not landlord_won), 1)
    return tuple(counts)
