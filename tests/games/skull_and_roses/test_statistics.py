"""Skull & Roses' own statistics, counted by hand from a short game (Ann plays first)."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.skull_and_roses.test_rules import GAME, challenge, passes, place, play, skull, start, won


def test_challenges_bids_and_skulls_counted_by_hand():
    match = start()
    # Round 1: Ann places, Bob challenges 3, all pass, all roses: Bob wins a challenge. Bob starts.
    match = play(match, place(0), challenge(1, 3), *passes(2, 3, 0), won())
    # Round 2: Bob challenges 4, every card down (a burn out: nobody can raise); Cid's skull stops him: a
    # stop for Cid. Bob starts.
    match = play(match, challenge(1, 4), skull(2))
    # Round 3: Bob, Cid and Dee place; Ann challenges 2 and meets her own skull: a stop for no one.
    match = play(match, place(1), place(2), place(3), challenge(0, 2), *passes(1, 2, 3), skull(0))
    # Round 4: Ann challenges 1, all pass, all roses.
    match = play(match, challenge(0, 1), *passes(1, 2, 3), won())
    ann, bob, cid, dee = GAME.tallies(match)
    # Ann: 1 of 2 challenges won, bids 2 + 1; Bob: 1 of 2, bids 3 + 4; all four were in 4 rounds.
    assert (ann["challenges"], ann["bid"], ann["stops"]) == (Count(1, 2), Count(3, 2), Count(0, 4))
    assert (bob["challenges"], bob["bid"], bob["stops"]) == (Count(1, 2), Count(7, 2), Count(0, 4))
    assert (cid["challenges"], cid["bid"], cid["stops"]) == (Count(0, 0), Count(0, 0), Count(1, 4))
    assert (dee["challenges"], dee["bid"], dee["stops"]) == (Count(0, 0), Count(0, 0), Count(0, 4))


def test_a_player_out_of_the_game_plays_no_more_rounds():
    match = start(("Ann", "Bob", "Cid"))
    # Ann challenges 2 four times, Bob's skull stops her each time: she is out after round 4.
    for _ in range(4):
        match = play(match, challenge(0, 2), *passes(1, 2), skull(1))
    # Round 5 (Bob starts, the skull's owner): Bob challenges 1, Cid passes, all roses.
    match = play(match, challenge(1, 1), *passes(2), won())
    ann, bob, cid = GAME.tallies(match)
    assert (ann["challenges"], ann["stops"]) == (Count(0, 4), Count(0, 4))
    assert (bob["challenges"], bob["stops"]) == (Count(1, 1), Count(4, 5))
    assert cid["stops"] == Count(0, 5)
    result = game_result(GAME, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["stops"] for s in result.seats] == [Count(0, 4), Count(4, 5), Count(0, 5)]
