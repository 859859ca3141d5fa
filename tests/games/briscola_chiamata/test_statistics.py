"""Briscola Chiamata's own statistics, counted by hand from a short session (five players)."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.briscola_chiamata.test_rules import GAME, called, contract, play, start


def whole_deal(bidder, partner, points):
    """A deal bid at the king (61), the called card shown by ``partner``, the bidding team's card points."""
    return (
        contract(bidder, "K"),
        called("H"),
        ("partner", {"player": partner}),
        ("result", {"points": points}),
    )


def test_contracts_made_bids_and_partners_counted_by_hand():
    match = start()
    # Deal 1: Bob bids for 61 and calls Dee; they take 61: made.
    match = play(match, *whole_deal(1, 3, 61))
    # Deal 2: Cid bids for 61 and called his own card (alone); he takes 50: down.
    match = play(match, *whole_deal(2, 2, 50))
    # Deal 3: Bob bids for 61 and calls Ann; they take 70: made.
    match = play(match, *whole_deal(1, 0, 70))
    ann, bob, cid, dee, eve = GAME.tallies(match)
    # Bob: 2 contracts, both made, 61 + 61 bid.
    assert (bob["made"], bob["bid"], bob["partner_made"]) == (Count(2, 2), Count(122, 2), Count(0, 0))
    # Cid alone: a bidder only, down.
    assert (cid["made"], cid["bid"], cid["partner_made"]) == (Count(0, 1), Count(61, 1), Count(0, 0))
    # Ann and Dee were called once each, and made it.
    assert (ann["made"], ann["partner_made"]) == (Count(0, 0), Count(1, 1))
    assert (dee["made"], dee["partner_made"]) == (Count(0, 0), Count(1, 1))
    assert eve == {key: Count() for key in eve}
    result = game_result(GAME.ruleset, match.setup, match, GAME.score_sheet(match))
    assert [s.tally["made"] for s in result.seats] == [Count(), Count(2, 2), Count(0, 1), Count(), Count()]
