"""What New Eleusis counts about each player over their games, as a scientist: how often the cards they
play are right (how well they read God's rule), how often they end a round as the True Prophet, and how
often they go out."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic(
        "right_plays",
        "Right cards",
        Shown.PERCENT,
        "cards the player laid that were right (on the main line), of the cards laid as a scientist",
    ),
    Statistic(
        "true_prophet",
        "True Prophet",
        Shown.PERCENT,
        "rounds the player ended as the True Prophet, of the rounds played as a scientist",
    ),
    Statistic(
        "went_out",
        "Went out",
        Shown.PERCENT,
        "rounds the player ended with no cards, of the rounds played as a scientist",
    ),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's cards laid and rounds as a scientist (not as God), over the rounds played."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        for seat, right in laid(facts.get("layout") or ()):
            counts[seat]["right_plays"] += Count(int(right), 1)
        for seat, mine in enumerate(counts):
            if seat == facts["dealer"]:
                continue
            mine["true_prophet"] += Count(int(facts.get("prophet") == seat), 1)
            mine["went_out"] += Count(int(facts["held"][seat] == 0), 1)
    return tuple(counts)


def laid(layout: list[Mapping[str, Any]]) -> Iterator[tuple[int, bool]]:
    """Who laid each card of a round's layout and whether it was right (the starter is nobody's)."""
    for item in layout:
        if item["seat"] is not None:
            yield item["seat"], True
        for under in item["wrong"]:
            yield under["seat"], False
