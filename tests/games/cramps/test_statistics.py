"""Cramps's own statistics, counted by hand from a short game of Royal Cramps."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.cramps.test_rules import GAME, hand, last, royal


def test_bids_made_queens_and_hands_in_the_plus_counted_by_hand():
    # Hand 1: Bob bids 14 in spades, takes tricks 2 to 8 (12 points) and is set: −14. Cid takes the queen
    # of spades (the only queen that scores). Rows: Ann 0, Bob −14, Cid −2, Dee 0.
    match = GAME.play(royal(), ("contract", {"bidder": 1, "bid": 14, "trump": "S"}))
    match = hand(match, "0111111122233", 2)
    assert last(match).points == (0, -14, -2, 0)
    # Hand 2: Ann bids 20 in hearts and makes 30; Cid takes the queen of hearts. Rows: 30, −16, −4, 0.
    match = GAME.play(match, ("contract", {"bidder": 0, "bid": 20, "trump": "H"}))
    match = hand(match, "1100110011001", 2)
    assert last(match).points == (30, -16, -4, 0)
    ann, bob, cid, dee = GAME.tallies(match)
    # Ann: her one bid made; no queen in 2 hands; in the plus in hand 2 only.
    assert (ann["bids_made"], ann["queens"], ann["plus_hands"]) == (Count(1, 1), Count(0, 2), Count(1, 2))
    # Bob: his one bid set; never in the plus.
    assert (bob["bids_made"], bob["queens"], bob["plus_hands"]) == (Count(0, 1), Count(0, 2), Count(0, 2))
    # Cid: never bid; both queens of trumps in 2 hands.
    assert (cid["bids_made"], cid["queens"], cid["plus_hands"]) == (Count(0, 0), Count(2, 2), Count(0, 2))
    assert (dee["bids_made"], dee["queens"], dee["plus_hands"]) == (Count(0, 0), Count(0, 2), Count(0, 2))
    result = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["queens"] for s in result.seats] == [Count(0, 2), Count(0, 2), Count(2, 2), Count(0, 2)]


def test_without_the_auction_every_queen_counts_and_nobody_bids():
    # A plain hand: Ann tricks 1-4 (0 −1 +3 +3 = 5), Bob 5-8 (−3 0 +5 +5 = 7), Cid 9-11 (−5 0 +7 = 2),
    # Dee 12-13 (+7 −7 = 0); queens: Ann 1, Bob 2, Dee 1 -> 4, 5, 2, −1.
    match = hand(GAME.start(GAME.names[:4]), "0000111122233", 0, 1, 1, 3)
    assert last(match).points == (4, 5, 2, -1)
    tallies = GAME.tallies(match)
    assert [t["queens"] for t in tallies] == [Count(1, 1), Count(2, 1), Count(0, 1), Count(1, 1)]
    assert [t["plus_hands"] for t in tallies] == [Count(1, 1), Count(1, 1), Count(1, 1), Count(0, 1)]
    assert all(t["bids_made"] == Count() for t in tallies)
