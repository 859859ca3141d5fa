"""Briscola Chiamata's bid levels (``games.briscola_chiamata.rules``)."""

from __future__ import annotations

from scorekeeper.games.briscola_chiamata.rules import RANKS, TWO, bid_words, fixed_rank, level_points


def test_any_rank_bids_61_and_each_level_past_the_two_one_more():
    # "The lower the rank, the higher the bid"; the two is a bid for 61, then points: "2 for 75".
    assert RANKS[0] == "A" and RANKS[TWO] == "2"
    assert [level_points(level) for level in (0, TWO, TWO + 1, TWO + 14)] == [61, 61, 62, 75]
    assert bid_words(2, by_ranks=True) == "K"
    assert bid_words(TWO + 14, by_ranks=True) == "2 for 75"
    assert bid_words(TWO + 14, by_ranks=False) == "75"


def test_the_rank_a_bid_calls():
    assert fixed_rank("ranks", 2) == "K"
    assert fixed_rank("ranks", TWO) is None  # at the two and above the bidder chooses
    assert fixed_rank("subito", 0) == "2"  # "the bidder must always call a two"
    assert fixed_rank("points", 0) is None
