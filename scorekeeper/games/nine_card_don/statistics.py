"""What Nine-Card Don counts about each player over their games, with the partnership's cards: the eight
for game won, the five of trumps (the best card: ten points) captured, and what the side scores in the
deals the player pitches (the pitcher names trumps by the first lead: "a fairly powerful position")."""

from __future__ import annotations

from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic(
        "game_won",
        "Game won",
        Shown.PERCENT,
        "deals the player's side scored the eight for game, of the deals played to the end (a tie wins "
        "neither)",
    ),
    Statistic(
        "trump_five",
        "Five of trumps",
        Shown.TOTAL,
        "deals the player's side captured the five of trumps (ten points), in so many deals",
    ),
    Statistic(
        "pitching",
        "Points as pitcher",
        Shown.AVERAGE,
        "points the player's side scored in a deal the player pitched",
    ),
)


def tallies(match: Match, sides: Sides) -> tuple[dict[str, Count], ...]:
    """Each seat's counts, from its side's deals (``sides``: the sheet's columns)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        five = f"5{facts['trump']}"
        five_to = next((side for side, card in facts["captured"] if card == five), None)
        for seat, mine in enumerate(counts):
            side = sides.of(seat)
            if not facts["ended_mid_deal"]:
                mine["game_won"] += Count(int(facts["game_to"] == side), 1)
            mine["trump_five"] += Count(int(five_to == side), 1)
        pitcher = facts["pitcher"]
        counts[pitcher]["pitching"] += Count(record.row.points[sides.of(pitcher)] or 0, 1)
    return tuple(counts)
