"""What Oh Hell! counts about each player over their games: how often the bid is made, and which way it
is missed (the contract is the game: exactly the tricks bid)."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic("bids_made", "Bids made", Shown.PERCENT, "hands that took exactly the tricks bid"),
    Statistic("over", "Over the bid", Shown.PERCENT, "hands that took more tricks than bid"),
    Statistic("under", "Under the bid", Shown.PERCENT, "hands that took fewer tricks than bid"),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's bids against its tricks, over the hands played (a hand without bids counts for none)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        bids, taken = record.facts.get("bids") or (), record.facts.get("taken") or ()
        for seat, (bid, took) in enumerate(zip(bids, taken, strict=False)):
            if bid is None or took is None:
                continue
            mine = counts[seat]
            mine["bids_made"] += Count(int(bid == took), 1)
            mine["over"] += Count(int(took > bid), 1)
            mine["under"] += Count(int(took < bid), 1)
    return tuple(counts)
