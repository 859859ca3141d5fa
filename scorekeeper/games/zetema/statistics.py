"""What Zetema counts about each player over their games, from the declarations each made (partners each
their own): zetemas formed, the points of the melds shown, and marriages declared."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic("zetemas", "Zetemas", Shown.TOTAL, "zetemas the player formed, in so many hands"),
    Statistic(
        "meld_points",
        "Meld points a hand",
        Shown.AVERAGE,
        "points of the melds the player showed (sequences, flushes, assemblies), on average a hand",
    ),
    Statistic(
        "marriages",
        "Marriages",
        Shown.TOTAL,
        "marriages the player declared (a double or more counts once), in so many hands",
    ),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's declarations, over the hands played (a hand cut short by the target included)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        for seat, seat_counts in enumerate(counts):
            mine = [d for d in record.facts["declarations"] if d["seat"] == seat]
            seat_counts["zetemas"] += Count(sum(d["part"] == "zetemas" for d in mine), 1)
            seat_counts["meld_points"] += Count(sum(d["points"] for d in mine if d["part"] == "melds"), 1)
            seat_counts["marriages"] += Count(sum(d["part"] == "marriages" for d in mine), 1)
    return tuple(counts)
