"""Couillon's entries read from a payload (rules/couillon_entries.py)."""

from __future__ import annotations

import pytest

from scorekeeper.cards import Suit
from scorekeeper.core import RuleError
from scorekeeper.families.deal.loop import Sides
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.couillon.entries import count_piles, read_call, read_points, read_winner

SIDES = Sides.partnerships(GameSetup(("Ann", "Bob", "Cid", "Dee"), None))


def test_a_call_accepts_the_upcards_suit_or_declines():
    assert read_call({"call": "pass"}) is None
    assert read_call({"call": "H"}) == Suit.HEARTS
    with pytest.raises(RuleError, match="Tap Decline"):
        read_call({"call": ""})


def test_card_points_hold_forty_at_most_between_the_sides():
    # "Aces are worth four points, kings are worth three, queens are worth two, and jacks are worth one"
    assert read_points({"points": [25, 15]}, SIDES) == (25, 15)
    assert read_points({"points": ["", ""]}, SIDES) is None
    with pytest.raises(RuleError, match="40 points at most: 30 \\+ 20 is 50"):
        read_points({"points": [30, 20]}, SIDES)


def test_the_winner_comes_from_the_tap_or_the_points_and_they_must_agree():
    assert read_winner({"winner": ""}, SIDES, (10, 30)) == 1
    assert read_winner({"winner": "tie"}, SIDES, None) is None
    assert read_winner({"winner": "0"}, SIDES, None) == 0
    with pytest.raises(RuleError, match="disagree"):
        read_winner({"winner": "0"}, SIDES, (10, 30))
    with pytest.raises(RuleError, match="Tap the side"):
        read_winner({}, SIDES, None)


def test_piles_tapped_in_are_counted_in_whole_tricks():
    # One trick each way: A K Q J of hearts to the first side (4+3+2+1), four sevens and eights to the other.
    assert count_piles({"cards": ["AH KH QH JH", "7S 7C 8S 8C"]}, SIDES) == (10, 0)
    with pytest.raises(RuleError):
        count_piles({"cards": ["AH KH QH", ""]}, SIDES)  # not a whole trick
