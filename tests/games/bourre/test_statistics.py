"""Bourré's own statistics, counted by hand from the rules text's example (seven players, A to G)."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.bourre.test_rules import (
    GAME,
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    declare,
    play,
    players,
    start,
    tricks,
    trump,
)


def test_plays_pots_and_bourres_counted_by_hand():
    match = start("ABCDEFG", dealer=G)
    # Deal 1: B, C, E and G play; E takes the pot; C is bourré.
    match = play(match, trump(), players(B, C, E, G), tricks(0, 1, 0, 0, 3, 0, 1))
    # Deal 2: A, B, E and F play; A and F tie at 2 tricks: a split pot, won by no one; E is bourré.
    match = play(match, trump(), players(A, B, E, F), tricks(2, 1, 0, 0, 0, 2, 0))
    # Deal 3: C, D and E play; D takes all five tricks; C and E are bourré.
    match = play(match, trump(), players(C, D, E), tricks(0, 0, 0, 5, 0, 0, 0))
    tallies = GAME.tallies(match)
    # (plays of 3 deals, pots won of deals played, bourrés of deals played), seat by seat:
    expected = {
        A: (1, 0, 0),  # deal 2: split
        B: (2, 0, 0),  # deals 1 and 2
        C: (2, 0, 2),  # bourré in deals 1 and 3
        D: (1, 1, 0),  # deal 3: all five tricks
        E: (3, 1, 2),  # won deal 1, bourré in 2 and 3
        F: (1, 0, 0),  # deal 2: split
        G: (1, 0, 0),  # deal 1
    }
    for seat, (plays, pots, bourres) in expected.items():
        mine = tallies[seat]
        assert mine["plays"] == Count(plays, 3), seat
        assert (mine["pots"], mine["bourres"]) == (Count(pots, plays), Count(bourres, plays)), seat


def test_the_lone_player_wins_the_pot_and_the_others_passed():
    # Bob and Dee pass, Cid plays, Ann passes: Cid is the lone player and takes the pot.
    match = play(start(), trump(), declare(B, "pass"), declare(C, 2), declare(D, "pass"), declare(A, "pass"))
    ann, _bob, cid, _dee = GAME.tallies(match)
    assert (cid["plays"], cid["pots"], cid["bourres"]) == (Count(1, 1), Count(1, 1), Count(0, 1))
    assert (ann["plays"], ann["pots"]) == (Count(0, 1), Count(0, 0))
    result = game_result(GAME, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["plays"] for s in result.seats] == [Count(0, 1), Count(0, 1), Count(1, 1), Count(0, 1)]
