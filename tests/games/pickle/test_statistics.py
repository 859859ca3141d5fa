"""Pickle's own statistics, counted by hand from short games."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.pickle.test_rules import GAME, deal, start


def counts(tally) -> tuple[Count, ...]:
    return tally["bids_made"], tally["big_bids"], tally["card_points"]


def test_bids_made_big_bids_and_card_points_counted_by_hand():
    # Deal 1: Bob bids 7, takes 8 of 10 (made, no bonus); card points Ann 10, Bob 70, Cid 30.
    match = deal(start(), 1, 7, (1, 8, 1), (10, 70, 30))
    # Deal 2: Cid bids 8, takes 9 (made, the bonus); card points 0, 15, 80.
    match = deal(match, 2, 8, (0, 1, 9), (0, 15, 80))
    # Deal 3: Bob bids 6, takes 5 (down); card points 40, 35, 0.
    match = deal(match, 1, 6, (5, 5, 0), (40, 35, 0))
    ann, bob, cid = GAME.tallies(match)
    # Ann never won the auction; her card points 10 + 0 + 40 = 50 over 3 deals.
    assert counts(ann) == (Count(0, 0), Count(0, 0), Count(50, 3))
    # Bob: 1 of 2 contracts made, none of 8 or more; 70 + 15 + 35 = 120.
    assert counts(bob) == (Count(1, 2), Count(0, 2), Count(120, 3))
    # Cid: his one contract made, an eight; 30 + 80 + 0 = 110.
    assert counts(cid) == (Count(1, 1), Count(1, 1), Count(110, 3))
    result = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["bids_made"] for s in result.seats] == [Count(0, 0), Count(1, 2), Count(1, 1)]


def test_a_deal_won_on_trick_points_has_no_card_points_to_count():
    # Playing to 100: Bob bids 10 and takes all ten, 50 + a bonus of 50 = 100, so the game is won on trick
    # points and the cards are never counted.
    match = deal(start(target=100), 1, 10, (0, 10, 0))
    assert match.winners is not None
    ann, bob, _cid = GAME.tallies(match)
    assert (bob["bids_made"], bob["big_bids"]) == (Count(1, 1), Count(1, 1))
    assert bob["card_points"] == ann["card_points"] == Count(0, 0)


def test_partners_count_their_sides_card_points_and_the_bidder_the_contract():
    # Ann & Cid against Bob & Dee; Dee bids 4 and her side takes 6 (made); card points 50 and 95.
    match = deal(start(4, partnerships=True), 3, 4, (4, 6), (50, 95))
    tallies = GAME.tallies(match)
    assert [t["card_points"] for t in tallies] == [Count(50, 1), Count(95, 1), Count(50, 1), Count(95, 1)]
    assert [t["bids_made"] for t in tallies] == [Count(), Count(), Count(), Count(1, 1)]
