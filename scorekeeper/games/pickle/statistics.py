"""What Pickle counts about each player over their games: contracts made, the big bids (eight or more,
the ones with a bonus) made, and the card points taken in a deal."""

from __future__ import annotations

from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

#: "If the bidder bids and makes an eight bid, a bonus of 10 points is scored."
BONUS_BID = 8

STATISTICS = (
    Statistic(
        "bids_made",
        "Bids made",
        Shown.PERCENT,
        "contracts the player won in the auction whose side took at least the tricks bid",
    ),
    Statistic(
        "big_bids",
        "Bids of 8 or more made",
        Shown.TOTAL,
        "contracts of eight tricks or more the player bid and made (the bonus), in so many contracts won",
    ),
    Statistic(
        "card_points",
        "Card points a deal",
        Shown.AVERAGE,
        "card points taken in a deal whose cards were counted (with partners, the side's)",
    ),
)


def tallies(match: Match, sides: Sides) -> tuple[dict[str, Count], ...]:
    """Each seat's contracts and card points, over the deals played (``sides``: the sheet's columns)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        bidder, bid, tricks = facts.get("bidder"), facts.get("bid"), facts.get("tricks")
        if bidder is not None and tricks is not None:
            made = tricks[facts["bidders"]] >= bid
            counts[bidder]["bids_made"] += Count(int(made), 1)
            counts[bidder]["big_bids"] += Count(int(made and bid >= BONUS_BID), 1)
        card_points = facts.get("card_points")
        if card_points is not None:
            for seat, mine in enumerate(counts):
                mine["card_points"] += Count(card_points[sides.of(seat)], 1)
    return tuple(counts)
