"""Beggar My Neighbour's own statistics, counted by hand from a short match."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.beggar_my_neighbour.test_rules import ANN, BOB, ENDLESS, GAME, cards, play, start


def test_games_won_and_cards_turned_counted_by_hand():
    # Game 1: Ann's win entered with its length, 240 cards.
    match = play(start(), ("result", {"winner": ANN, "cards": 240}))
    # Game 2: Bob's win entered, nobody counted the cards: no length.
    match = play(match, ("result", {"winner": BOB}))
    # Game 3: refereed for three cards, then stopped with Bob the winner: 3 cards.
    match = cards(play(match, ("start", {})), "5", "6", "7")
    match = play(match, ("result", {"winner": BOB}))
    # Game 4 (Bob deals, Ann turns first with the first stack): a deal that never ends, won by nobody; its
    # length counted by the play-out: 474 cards turned until the position after trick 4 comes back.
    match = play(match, ("playout", {"stacks": ENDLESS}))
    assert match.played[-1].facts["endless"] and match.played[-1].facts["cards"] == 474
    ann, bob = GAME.tallies(match)
    # Ann won 1 of 4 games, Bob 2 of 4.
    assert (ann["games_won"], bob["games_won"]) == (Count(1, 4), Count(2, 4))
    # Both played the same games: 240 + 3 + 474 = 717 cards over the 3 games whose length was counted.
    assert ann["game_length"] == bob["game_length"] == Count(717, 3)
    result = game_result(GAME, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["games_won"] for s in result.seats] == [Count(1, 4), Count(2, 4)]
