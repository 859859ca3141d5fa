"""What Hand and Foot counts about each player over their games: the hands the player went out, the piles
(books of seven) the player's side completed in a hand, and the penalties the player was charged."""

from __future__ import annotations

from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic("went_out", "Went out", Shown.PERCENT, "hands the player went out, of the hands played"),
    Statistic(
        "piles",
        "Piles a hand",
        Shown.AVERAGE,
        "clean, dirty and wild piles the player's side completed, on average a hand",
    ),
    Statistic(
        "penalties",
        "Penalties",
        Shown.TOTAL,
        "penalties charged for the player (going out after a no, a discard pile drawn wrongly ...), in so "
        "many hands",
    ),
)


def tallies(match: Match, sides: Sides) -> tuple[dict[str, Count], ...]:
    """Each seat's going out and penalties, and its side's piles, over the hands played (``sides``: the
    sheet's columns)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        piles = [sum(side) for side in zip(*facts["piles"].values(), strict=True)]
        charged = [entry["player"] for entry in facts["penalties"]]
        for seat, mine in enumerate(counts):
            mine["went_out"] += Count(int(facts["went_out"] == seat), 1)
            mine["piles"] += Count(piles[sides.of(seat)], 1)
            mine["penalties"] += Count(charged.count(seat), 1)
    return tuple(counts)
