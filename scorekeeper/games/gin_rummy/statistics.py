"""What Gin Rummy counts about each player over their games: how often a knock scores (is not undercut),
how often a hand is won by going gin, and how often the player undercuts the knocker. Each player counts
their own hands, also in the partnership game (every hand there is one player against another)."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic
from scorekeeper.games.gin_rummy.entries import Knock
from scorekeeper.games.gin_rummy.score import GIN, UNDERCUT

STATISTICS = (
    Statistic("knocks", "Knocks that score", Shown.PERCENT, "the player's knocks (gin too) not undercut"),
    Statistic("gins", "Gins", Shown.TOTAL, "hands the player went gin, in the hands the player played"),
    Statistic("undercuts", "Undercuts", Shown.PERCENT, "hands defended by undercutting the knocker"),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's knocks, gins and undercuts over the hands recorded (a cancelled hand counts for none)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        for game in record.facts["games"]:
            _count(counts, game)
    return tuple(counts)


def _count(counts: list[dict[str, Count]], game: Knock) -> None:
    outcome = game.result.outcome
    knocker, defender = counts[game.knocker], counts[game.defender]
    knocker["knocks"] += Count(int(outcome != UNDERCUT), 1)
    knocker["gins"] += Count(int(outcome == GIN), 1)
    defender["gins"] += Count(0, 1)
    defender["undercuts"] += Count(int(outcome == UNDERCUT), 1)
