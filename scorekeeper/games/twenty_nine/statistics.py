"""What Twenty-Nine counts about each player over their games: the contracts the player won the auction
with, how often the declarers took at least the contract, overall and by the height of the bid, and the
average winning bid. The high bidder's own count: the bidder chose the bid and the trump."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

#: Bids by height: (key, lowest, highest). The auction runs from 15 to 28 card points of the 28.
LEVELS = (("made_15_19", 15, 19), ("made_20_23", 20, 23), ("made_24_28", 24, 28))

STATISTICS = (
    Statistic("made", "Bids made", Shown.PERCENT, "contracts the player won the bidding with and made"),
    Statistic(
        "made_15_19", "Bids of 15–19 made", Shown.PERCENT, "the player's winning bids of 15 to 19, made"
    ),
    Statistic(
        "made_20_23", "Bids of 20–23 made", Shown.PERCENT, "the player's winning bids of 20 to 23, made"
    ),
    Statistic(
        "made_24_28", "Bids of 24–28 made", Shown.PERCENT, "the player's winning bids of 24 to 28, made"
    ),
    Statistic("bid", "Average winning bid", Shown.AVERAGE, "the bids the player won the auction with"),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's winning bids and whether the contract (after the royals) was made, over the deals played
    (a deal thrown in has no bidder)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        bid, made = record.facts["bid"], Count(int(record.facts["made"]), 1)
        mine = counts[record.facts["bidder"]]
        mine["made"] += made
        mine["bid"] += Count(bid, 1)
        level = next(key for key, lowest, highest in LEVELS if lowest <= bid <= highest)
        mine[level] += made
    return tuple(counts)
