"""What cribbage counts about each player over their games: what a hand shows, what a crib shows for its
dealer, and what is pegged in the play, each as an average (points over the hands, cribs or deals)."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic
from scorekeeper.games.cribbage.deal import PLAYERS, CribbageDeal, deal_scores

STATISTICS = (
    Statistic("hand", "Average hand", Shown.AVERAGE, "points a hand shows, over the hands counted"),
    Statistic("crib", "Average crib", Shown.AVERAGE, "points a crib shows its dealer, over the cribs"),
    Statistic("pegging", "Pegging a deal", Shown.AVERAGE, "points pegged in the play, over the deals played"),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's hands, cribs and pegging, over the deals played (the game's last deal as far as it went:
    a game won in the play shows no hands)."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        deal: CribbageDeal = record.facts["deal"]
        for shown in deal.shown:
            counts[shown.seat][shown.part] += Count(shown.points, 1)
        if deal.play.plays or deal.play.over or deal.pegged_as_points is not None:
            pegged = _pegged(deal, match.options.variant)
            for seat, mine in enumerate(counts):
                mine["pegging"] += Count(pegged[seat], 1)
    return tuple(counts)


def _pegged(deal: CribbageDeal, variant: str) -> list[int]:
    """Each seat's points in the play of a deal (not three for last, not his heels)."""
    pegged = [0] * PLAYERS
    for score in deal_scores(deal, variant):
        if score.part == "pegging":
            pegged[score.column] += score.points
    return pegged
