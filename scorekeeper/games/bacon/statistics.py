"""What Bacon counts about each player over their games: the upcards the player picked up and made (the
side took the majority), the loners made, and the deals the player's side won as defenders."""

from __future__ import annotations

from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic(
        "made",
        "Pick-ups made",
        Shown.PERCENT,
        "deals the player picked the upcard up (alone or not) whose side took three tricks or more",
    ),
    Statistic(
        "loners_made",
        "Loners made",
        Shown.PERCENT,
        "deals the player went alone (not vetoed) and took three tricks or more",
    ),
    Statistic(
        "defended",
        "Defences won",
        Shown.PERCENT,
        "deals the player's side defended and took three tricks or more, of the deals it defended",
    ),
)


def tallies(match: Match, sides: Sides) -> tuple[dict[str, Count], ...]:
    """Each seat's pick-ups and loners, and its side's defences, over the deals played (``sides``: the
    sheet's columns; an acquitted hand is not played)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        declarers, made = facts["declarers"], facts["scorer"] == facts["declarers"]
        declarer = counts[facts["declarer"]]
        declarer["made"] += Count(int(made), 1)
        if facts["alone"]:
            declarer["loners_made"] += Count(int(made), 1)
        for seat, mine in enumerate(counts):
            if sides.of(seat) != declarers:
                mine["defended"] += Count(int(not made), 1)
    return tuple(counts)
