"""What Briscola Chiamata counts about each player over their sessions: the contracts the player won the
auction for and how often the bidding team made them, the average bid in card points, and how often the
team made it when the player was the called partner (the secret one)."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic("made", "Contracts made", Shown.PERCENT, "deals the player bid for whose team made the bid"),
    Statistic("bid", "Average bid", Shown.AVERAGE, "card points the player's winning bids asked for"),
    Statistic(
        "partner_made", "As partner, made", Shown.PERCENT, "deals the player was called as partner, made"
    ),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's contracts as bidder and as called partner, over the deals played (a bidder who called
    their own card played alone and counts as bidder only). Whether the team made it is the sign of the
    bidder's payoff: won twice the stake (four times alone) if made, lost if down."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        bidder, partner = record.facts["bidder"], record.facts["partner"]
        made = Count(int(record.row.points[bidder] > 0), 1)
        counts[bidder]["made"] += made
        counts[bidder]["bid"] += Count(record.facts["bid_points"], 1)
        if partner is not None and partner != bidder:
            counts[partner]["partner_made"] += made
    return tuple(counts)
