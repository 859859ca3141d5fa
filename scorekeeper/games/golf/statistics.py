"""What Six-card Golf counts about each player over their games (each plays for self, in Team Scramble
too): the rounds with the table's best (lowest) score, and how often a column is a pair (it scores 0)."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic
from scorekeeper.games.golf.layouts import COLUMNS

STATISTICS = (
    Statistic(
        "best_rounds",
        "Best rounds",
        Shown.PERCENT,
        "rounds the player scored the table's lowest (shared when equal), of the rounds played",
    ),
    Statistic(
        "paired_columns",
        "Columns paired",
        Shown.PERCENT,
        "columns of the player's layout that were a pair, of the columns entered card by card",
    ),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's best rounds and paired columns, over the rounds played."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        points, paired = record.facts["player_points"], record.facts.get("paired_columns")
        best = min(points)
        for seat, mine in enumerate(counts):
            mine["best_rounds"] += Count(int(points[seat] == best), 1)
            if paired is not None:
                mine["paired_columns"] += Count(paired[seat], COLUMNS)
    return tuple(counts)
