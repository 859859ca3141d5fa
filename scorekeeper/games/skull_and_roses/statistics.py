"""What Skull & Roses counts about each player over their games: the challenges the player carried out
(won the bidding and flipped) and how often all roses came up, the average bid the player flipped for, and
how often the player's skull stopped another challenger."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic(
        "challenges", "Challenges won", Shown.PERCENT, "bids the player flipped for and won: all roses"
    ),
    Statistic("bid", "Average bid", Shown.AVERAGE, "the cards the player bid to flip, over the challenges"),
    Statistic("stops", "Challengers stopped", Shown.TOTAL, "other challengers the player's skull stopped"),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's challenges and the challengers its skull stopped, over the rounds played (a player out
    of the game has no mat and plays no round)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        challenger, skull, mats = record.facts["challenger"], record.facts["skull"], record.facts["mats"]
        counts[challenger]["challenges"] += Count(int(skull is None), 1)
        counts[challenger]["bid"] += Count(record.facts["bid"], 1)
        for seat, mine in enumerate(counts):
            if mats[seat]:
                mine["stops"] += Count(int(skull == seat != challenger), 1)
    return tuple(counts)
