"""What Beggar My Neighbour counts about each player over their matches: the games of a match won (a
match is several games, first to the agreed number of wins), and how long their games run, in cards
turned (the text: "the game can go on for a long time")."""

from __future__ import annotations

from scorekeeper.families.deal.state import Match
from scorekeeper.families.statistics import Count, Shown, Statistic

STATISTICS = (
    Statistic(
        "games_won",
        "Games won",
        Shown.PERCENT,
        "games of a match the player won, of the games played (one that never ends is won by nobody)",
    ),
    Statistic(
        "game_length",
        "Cards turned a game",
        Shown.AVERAGE,
        "cards turned in the player's games whose length was counted (refereed, played out or entered)",
    ),
)


def tallies(match: Match) -> tuple[dict[str, Count], ...]:
    """Each seat's games won and the length of its games, over the games of the match played."""
    counts = [{s.key: Count() for s in STATISTICS} for _ in match.names]
    for record in match.played:
        winner, length = record.facts.get("winner"), record.facts.get("cards")
        for seat, mine in enumerate(counts):
            mine["games_won"] += Count(int(winner == seat), 1)
            if length is not None:
                mine["game_length"] += Count(length, 1)
    return tuple(counts)
