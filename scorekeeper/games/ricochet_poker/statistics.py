"""What Ricochet Poker counts about each player over their sessions: pots won, hands folded, and the chips
spent buying cards ("all about knowing the odds": when to buy, how many, and when to fold)."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic(
        "pots_won",
        "Pots won",
        Shown.PERCENT,
        "hands whose pot the player won or split, of the hands played",
    ),
    Statistic("folds", "Folded", Shown.PERCENT, "hands the player folded, of the hands played"),
    Statistic(
        "chips_bought",
        "Chips for cards a hand",
        Shown.AVERAGE,
        "chips the player paid for cards in a hand (the ante not counted), whether or not all were dealt",
    ),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's pots, folds and chips paid for cards, over the hands played."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        winners, out = facts["winners"], facts.get("out") or ()
        bought = facts.get("bought") or [0] * len(counts)
        for seat, mine in enumerate(counts):
            mine["pots_won"] += Count(int(seat in winners), 1)
            mine["folds"] += Count(int(bool(out) and out[seat] == "folded"), 1)
            mine["chips_bought"] += Count(bought[seat], 1)
    return tuple(counts)
