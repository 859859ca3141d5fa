"""Briscola Chiamata's bids: the rank levels ("The lower the rank, the higher the bid"), the card points each
level contracts for, the rank a bid calls, and how a bid is said. Below the ruleset
(rules/briscola_chiamata.py)."""

from __future__ import annotations

DECK_POINTS = 120  # "The total number of points in the pack is 120."
HALF = 61  # "undertake to win more than half of the card points – i.e. at least 61"
MOST = DECK_POINTS
#: Bidding ranks from the lowest bid to the highest: "The lower the rank, the higher the bid."
RANKS = ("A", "3", "K", "Q", "J", "7", "6", "5", "4", "2")
TWO = RANKS.index("2")  # the level of "two", a bid for 61
BANDS = (61, 71, 81, 91, 101)  # "71-80 ... 81-90 ... 91-100 ... 101+"


def level_points(level: int) -> int:
    """The card points a bid level contracts for: 61 for any rank, then one more per level above the two."""
    return HALF + max(0, level - TWO)


def fixed_rank(bidding: str, level: int) -> str | None:
    """The rank the bid itself calls: "the card of the bid rank", or a two straight to the two ("the bidder
    must always call a two"); ``None`` where the bidder chooses."""
    if bidding == "subito":
        return "2"
    return RANKS[level] if bidding == "ranks" and level < TWO else None


def bid_words(level: int, by_ranks: bool) -> str:
    """'K', '2', '2 for 75' (rank bidding) or '75' (points bidding)."""
    if not by_ranks:
        return str(level_points(level))
    return RANKS[level] if level <= TWO else f"2 for {level_points(level)}"
