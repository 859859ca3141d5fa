"""What Malilla counts about each player over their games: the card points the player's side takes a deal,
how often it takes more than the other side, its capotes (all ten tricks), and the bonus of the face-up
card when the player deals. Partners share the tricks, so each partner counts the partnership's points."""

from __future__ import annotations

from scorekeeper.families.deal.loop import Sides
from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic("points", "Card points a deal", Shown.AVERAGE, "card points the player's side took, a deal"),
    Statistic("deals_won", "Deals won", Shown.PERCENT, "deals in which the player's side took more points"),
    Statistic("capotes", "Capotes", Shown.TOTAL, "deals in which the player's side took all ten tricks"),
    Statistic("bonus", "Dealer's bonus", Shown.AVERAGE, "the face-up card's value, a deal the player dealt"),
)


def tallies(match: Match, sides: Sides) -> tuple[dict[str, Count], ...]:
    """Each seat's side's card points and capotes over the deals played to the end (a deal ended by a foul
    has none), and each dealer's bonus over the deals the player dealt (a misdeal is not dealt)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        counts[facts["dealer"]]["bonus"] += Count(facts["bonus"], 1)
        if "card_points" not in facts:
            continue
        points = facts["card_points"]
        for seat, mine in enumerate(counts):
            side = sides.of(seat)
            mine["points"] += Count(points[side], 1)
            mine["deals_won"] += Count(int(points[side] > points[1 - side]), 1)
            mine["capotes"] += Count(int(facts["capote"] == side), 1)
    return tuple(counts)
