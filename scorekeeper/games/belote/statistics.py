"""What Belote counts about each player over their games: the contracts the player took and how they went
(made, capot included, or dedans), and how often the player held belote-rebelote. Each player's own
contracts, not the partnership's: the taker chose the trump."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

#: A contract is made when the takers "score more in tricks than their opponents"; a capot is made too.
MADE = frozenset({"made", "capot"})

STATISTICS = (
    Statistic("made", "Contracts made", Shown.PERCENT, "deals the player took whose takers scored more"),
    Statistic("dedans", "Dedans", Shown.PERCENT, "deals the player took and went dedans"),
    Statistic("belote", "Belote-rebelote", Shown.TOTAL, "deals the player held the trump king and queen"),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's contracts taken and their verdicts, and belote-rebelote held, over the deals played (a
    hung deal or litige is taken, neither made nor dedans; deals all passed are not played)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        taker = counts[facts["taker"]]
        taker["made"] += Count(int(facts["verdict"] in MADE), 1)
        taker["dedans"] += Count(int(facts["verdict"] == "dedans"), 1)
        for seat, mine in enumerate(counts):
            mine["belote"] += Count(int(facts["belote"] == seat), 1)
    return tuple(counts)
