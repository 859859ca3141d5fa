"""What Calypso counts about each player over their games: the calypsos the player completed, the cards of
the player's own suit built into calypsos by the end (completed and in progress), and the tricks the
player's side took a deal (partners share one won-tricks pile, so each counts the side's)."""

from __future__ import annotations

from scorekeeper.families.deal.loop import Sides
from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic("calypsos", "Calypsos", Shown.TOTAL, "calypsos the player completed, in games counted"),
    Statistic("built", "Cards built a game", Shown.AVERAGE, "own-suit cards in calypsos at the last count"),
    Statistic("tricks", "Tricks a deal", Shown.AVERAGE, "tricks the side took, over the deals counted"),
)


def tallies(match: Match, sides: Sides) -> tuple[dict[str, Count], ...]:
    """Each seat's calypsos as the latest count left them, and its side's tricks over the deals that count
    covers (a deal left to the next count is covered by it; none counted yet: nothing)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    counted = [
        (number, record.facts) for number, record in enumerate(match.played, 1) if "layout" in record.facts
    ]
    if not counted:
        return tuple(counts)
    deals, layout = counted[-1][0], counted[-1][1]["layout"]
    for seat, mine in enumerate(counts):
        tricks = sum(facts["tricks"][sides.of(seat)] for _, facts in counted)
        mine["calypsos"] = Count(layout.calypsos[seat], 1)
        mine["built"] = Count(layout.in_calypsos(seat), 1)
        mine["tricks"] = Count(tricks, deals)
    return tuple(counts)
