"""What Egyptian Ratscrew counts about each player over their matches: the games of a match won (a match
is several games, first to the agreed number of wins), and how good the player's slaps are (the one skill
of the game: "Whoever slaps the pile first picks it up"; a wrong slap gives it away)."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic(
        "games_won",
        "Games won",
        Shown.PERCENT,
        "games of a match the player won, of the games played (triple sixes: won by nobody)",
    ),
    Statistic(
        "good_slaps",
        "Good slaps",
        Shown.PERCENT,
        "refereed slaps that were right (a pair, four in a row, a joker, a triple), of the player's slaps "
        "judged (a slap ignored, by someone out of the game, is neither)",
    ),
    Statistic(
        "wrong_slaps",
        "Wrong slaps",
        Shown.TOTAL,
        "refereed slaps that were a mistake (the pile given away), in so many games",
    ),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's games won and slaps judged, over the games of the match played."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        facts = record.facts
        good, wrong = facts.get("good_slaps") or (), facts.get("wrong_slaps") or ()
        for seat, mine in enumerate(counts):
            mine["games_won"] += Count(int(facts.get("winner") == seat), 1)
            mine_good, mine_wrong = (good[seat], wrong[seat]) if good else (0, 0)
            mine["good_slaps"] += Count(mine_good, mine_good + mine_wrong)
            mine["wrong_slaps"] += Count(mine_wrong, 1)
    return tuple(counts)
