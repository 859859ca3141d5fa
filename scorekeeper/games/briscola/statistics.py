"""What Briscola counts about each player over their games: the card points taken a deal and how often
they are the most of the deal. Partners share one won-tricks pile, so each partner counts the partnership's
points ("partnerships share a common won-tricks pile")."""

from __future__ import annotations

from scorekeeper.families.deal.loop import Sides
from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic(
        "points", "Card points a deal", Shown.AVERAGE, "card points in the player's (or side's) tricks"
    ),
    Statistic(
        "deals_won", "Deals won", Shown.PERCENT, "deals in which the player's side took the most points"
    ),
)


def tallies(match: Match, sides: Sides) -> tuple[dict[str, Count], ...]:
    """Each seat's side's card points over the deals played, tie-breaker deals too (a deal level at the
    top is won by no one)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        points = record.facts["card_points"]
        best = max(points)
        alone = points.count(best) == 1
        for seat, mine in enumerate(counts):
            mine_points = points[sides.of(seat)]
            mine["points"] += Count(mine_points, 1)
            mine["deals_won"] += Count(int(alone and mine_points == best), 1)
    return tuple(counts)
