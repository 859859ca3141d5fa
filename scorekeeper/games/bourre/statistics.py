"""What Bourré counts about each player over their sessions: how often the player stays in to play, and of
the deals played, how often the player wins the pot and how often goes bourré (takes no trick and matches
the pot; an uncorrected renege pays "exactly as though the player had gone bourré" and counts as one)."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic("plays", "Plays", Shown.PERCENT, "deals the player stayed in to play rather than pass"),
    Statistic("pots", "Pots won", Shown.PERCENT, "deals played in which the player took the pot"),
    Statistic("bourres", "Bourrés", Shown.PERCENT, "deals played in which the player went bourré"),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's plays, pots and bourrés over the deals played (a split pot is won by no one)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        for seat, mine in enumerate(counts):
            played = seat in facts["playing"]
            mine["plays"] += Count(int(played), 1)
            if played:
                mine["pots"] += Count(int(facts["winner"] == seat), 1)
                mine["bourres"] += Count(int(seat in facts["bourre"]), 1)
    return tuple(counts)
