"""Egyptian Ratscrew's own statistics, counted by hand from a short match."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.egyptian_ratscrew.test_rules import GAME, cards, dealt, play, slap


def test_games_won_and_slaps_counted_by_hand():
    # Game 1 (Ann deals, Bob turns first): Bob 9, Cid 9, Ann slaps the pair (good) and plays on.
    match = play(cards(dealt(), "9", "9"), slap(0))
    # Ann 2, Bob 9: Bob slaps his own card (wrong); Ann, the player before him, picks up and plays.
    match = play(cards(match, "2", "9"), slap(1))
    # Ann 8, Bob 8, Cid 8 and nobody slapped the pair: Cid slaps the triple (good) and wins the game.
    match = play(cards(match, "8", "8", "8"), slap(2))
    assert match.played[0].facts["how"] == "triple"
    # The slap that won the game counts too: 3 slaps, Ann 1 good, Bob 1 wrong, Cid 1 good.
    facts = match.played[0].facts
    assert (facts["slaps"], facts["good_slaps"], facts["wrong_slaps"]) == (3, [1, 0, 1], [0, 1, 0])
    # Game 2 (Bob deals): Ann's win entered, no slap recorded.
    match = play(match, ("result", {"winner": 0}))
    # Game 3 (Cid deals, Ann turns first), Cid starts without a stack: out of the game, his wrong slap is
    # ignored (neither good nor wrong); then Bob's win entered.
    match = play(cards(play(match, ("deal", {"counts": [26, 26, 0]})), "2", "9"), slap(2))
    assert "the slap is ignored" in match.deal.said
    match = play(match, ("result", {"winner": 1}))
    ann, bob, cid = GAME.tallies(match)
    # Each won 1 of the 3 games.
    assert [t["games_won"] for t in (ann, bob, cid)] == [Count(1, 3)] * 3
    # Good slaps: Ann 1 of 1, Bob 0 of 1, Cid 1 of 1 (the ignored one not judged).
    assert [t["good_slaps"] for t in (ann, bob, cid)] == [Count(1, 1), Count(0, 1), Count(1, 1)]
    # Wrong slaps in 3 games: Bob's one.
    assert [t["wrong_slaps"] for t in (ann, bob, cid)] == [Count(0, 3), Count(1, 3), Count(0, 3)]
    result = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["good_slaps"] for s in result.seats] == [Count(1, 1), Count(0, 1), Count(1, 1)]
