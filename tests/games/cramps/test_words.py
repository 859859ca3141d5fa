"""Cramps' entries in words: the Royal Cramps bidding and trumps, the tricks and queens, a hand at once."""

from __future__ import annotations

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.cramps.rules import CrampsOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("cramps")
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), CrampsOptions())


def said(event_type: str, payload: dict, actor: int | None = None) -> str:
    return GAME.describe(SETUP, Event(event_type, payload), actor)


def test_the_bidding():
    assert said("bid", {"player": 1, "bid": 15}) == "Bob bids 15"
    assert said("bid", {"player": 2, "bid": "pass"}) == "Cid passes"
    assert said("contract", {"bidder": 0, "bid": "13", "trump": "H"}) == (
        "Ann wins the bidding at 13 and names hearts"
    )
    assert said("no_bid", {}) == "Nobody bids: the hand is played plain"


def test_the_winning_bidder_names_trumps_or_no_trump():
    assert said("trump", {"suit": "S"}, actor=3) == "Dee names spades"
    assert said("trump", {"suit": "none"}, actor=3) == "Dee names no trump"
    assert said("trump", {"suit": "D"}) == "Trumps: diamonds"


def test_the_tricks_and_queens_one_by_one():
    assert said("trick", {"player": 1}) == "Bob takes a trick"
    assert said("queen", {"player": "3"}) == "Dee takes a queen"


def test_a_hand_at_once_says_the_trick_points_and_the_queens():
    payload = {"points": [5, -2, 3, 8], "queens": [0, 2, 0, 2]}
    assert said("hand", payload) == "Trick points: Ann scores 5, Bob −2, Cid 3, Dee 8; queens: Bob 2, Dee 2"


def test_an_entry_the_words_do_not_fit_is_said_plainly():
    assert said("trick", {"player": 4}) == "trick (player 4)"
