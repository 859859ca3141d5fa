"""What Cramps counts about each player over their games: Royal Cramps contracts made, the queens that
cost points, and how often a hand ends in the plus (the token cards' swings and the bid settled)."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic(
        "bids_made",
        "Bids made",
        Shown.PERCENT,
        "Royal Cramps: bids won in the auction whose hand scored at least the bid",
    ),
    Statistic(
        "queens",
        "Queens taken",
        Shown.TOTAL,
        "queens that cost the player points (with trumps the queen of trumps only), in so many hands",
    ),
    Statistic(
        "plus_hands",
        "Hands in the plus",
        Shown.PERCENT,
        "hands that scored more than nothing, the bid settled (a set bidder's hand is a minus)",
    ),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's contracts, queens and hands in the plus, over the hands played."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        queens = record.facts.get("queens") or [0] * len(counts)
        for seat, mine in enumerate(counts):
            mine["queens"] += Count(queens[seat], 1)
            mine["plus_hands"] += Count(int((record.row.points[seat] or 0) > 0), 1)
        bidder = record.facts.get("bidder")
        if bidder is not None:
            counts[bidder]["bids_made"] += Count(int(bool(record.facts.get("made"))), 1)
    return tuple(counts)
