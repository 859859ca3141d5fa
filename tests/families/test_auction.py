"""The auction part (rules/auction.py): bids in turn, the forced dealer, take or pass, the auction form."""

from __future__ import annotations

import pytest

from scorekeeper.core import RuleError
from scorekeeper.families.auction import Auction, AuctionRules, Call, TakeOrPass
from scorekeeper.families.deal.loop import (
    Sides,
)
from scorekeeper.families.ruleset import GameSetup

NAMES = ("Ann", "Bob", "Cid", "Dee")
TEAMS = Sides.partnerships(GameSetup(NAMES, None))


# --- The auction ------------------------------------------------------------------------------------------

TWENTY_NINE = AuctionRules(minimum=15, maximum=28, dealer_forced=True)


ORDER = (1, 2, 3, 0)  # Ann deals: Bob bids first, Ann last


def test_bids_rise_and_the_last_bidder_standing_wins():
    auction = Auction(TWENTY_NINE, ORDER)
    auction = auction.call(1, 16, NAMES).call(2, None, NAMES).call(3, 18, NAMES).call(0, None, NAMES)
    assert not auction.is_over and auction.next_bidder == 1  # Cid passed and is out
    with pytest.raises(RuleError, match="at least 19"):
        auction.call(1, 18, NAMES)
    auction = auction.call(1, None, NAMES)
    assert auction.is_over and auction.high.seat == 3 and auction.high.bid == 18


def test_the_dealer_must_bid_fifteen_when_the_first_three_pass():
    auction = Auction(TWENTY_NINE, ORDER).call(1, None, NAMES).call(2, None, NAMES).call(3, None, NAMES)
    assert auction.allowed_bids() == (15,)
    with pytest.raises(RuleError, match="must bid 15"):
        auction.call(0, None, NAMES)
    with pytest.raises(RuleError, match="exactly 15"):
        auction.call(0, 16, NAMES)
    auction = auction.call(0, 15, NAMES)
    assert auction.is_over and auction.high.seat == 0


def test_out_of_turn_bounds_and_all_pass():
    auction = Auction(AuctionRules(minimum=15, maximum=28), ORDER)
    with pytest.raises(RuleError, match="Bob's turn"):
        auction.call(2, 16, NAMES)
    with pytest.raises(RuleError, match="from 15 to 28"):
        auction.call(1, 29, NAMES)
    for seat in ORDER:
        auction = auction.call(seat, None, NAMES)
    assert auction.all_passed and auction.is_over
    with pytest.raises(RuleError, match="over"):
        auction.call(1, 16, NAMES)


def test_a_bid_of_the_maximum_ends_the_auction_at_once():
    # Dou Dizhu: "3 cannot be outbid", so the players after the bid of 3 are not asked.
    rules = AuctionRules(minimum=1, maximum=3, one_round=True, maximum_ends=True)
    auction = Auction(rules, (0, 1, 2)).call(0, 1, NAMES)
    assert not auction.is_over and auction.allowed_bids() == (2, 3)
    auction = auction.call(1, 3, NAMES)
    assert auction.is_over and auction.next_bidder is None and auction.high == Call(1, 3)
    assert not Auction(AuctionRules(minimum=1, maximum=3), (0, 1, 2)).call(0, 3, NAMES).is_over


def test_passes_that_are_not_final():
    rules = AuctionRules(minimum=1, maximum=10, pass_is_final=False)
    auction = Auction(rules, (0, 1, 2))
    auction = auction.call(0, None, NAMES).call(1, 3, NAMES).call(2, None, NAMES).call(0, 4, NAMES)
    assert not auction.is_over
    auction = auction.call(1, None, NAMES).call(2, None, NAMES)
    assert auction.is_over and auction.high.seat == 0


def test_one_round_with_a_suit_named_and_the_dealer_obliged_to_bid_any_number():
    # Pickle: each calls once from the dealer's left; a bid names a suit; "if all other players pass, the
    # dealer is obliged to bid" (any bid from the minimum).
    rules = AuctionRules(minimum=2, maximum=10, dealer_forced=True, forced_to_minimum=False, one_round=True)
    auction = Auction(rules, ORDER).call(1, 3, NAMES, named="H").call(2, 4, NAMES, named="S")
    auction = auction.call(3, None, NAMES, named="D").call(0, None, NAMES)
    assert auction.is_over and auction.high == Call(2, 4, "S")  # no second round for Bob
    assert auction.calls[2] == Call(3, None)  # a pass names nothing
    passed = Auction(rules, ORDER).call(1, None, NAMES).call(2, None, NAMES).call(3, None, NAMES)
    assert passed.dealer_must_bid and passed.allowed_bids() == tuple(range(2, 11))
    with pytest.raises(RuleError, match="Ann, the dealer, must bid at least 2: everyone else passed"):
        passed.call(0, None, NAMES)
    assert passed.call(0, 6, NAMES, named="C").high == Call(0, 6, "C")
    assert rules.read_call({"bid": " Pass "}) is None and rules.read_call({"bid": "7"}) == 7
    with pytest.raises(RuleError, match="Enter a bid from 2 to 10, or pass") as caught:
        rules.read_call({"bid": ""})
    assert caught.value.field == "bid"


# --- Take or pass: an upcard offered round the table (Bacon) ---------------------------------------------


def test_take_or_pass_in_rounds_until_someone_takes_or_all_pass():
    # Bacon: "If the player passes, the next player to the left is offered the same options, and so on
    # around to the dealer. Should the dealer pass, the upcard is discarded and a new upcard is drawn".
    calls = TakeOrPass((1, 2, 3, 0), rounds=2)
    assert calls.next_caller == 1 and calls.round == 1 and not calls.started
    with pytest.raises(RuleError, match="It is Bob's turn to call, not Cid's") as caught:
        calls.call(2, True, NAMES)
    assert caught.value.field == "player"
    for seat in (1, 2, 3, 0):
        calls = calls.call(seat, False, NAMES)
    assert calls.round == 2 and calls.next_caller == 1 and calls.passed_this_round == ()
    calls = calls.call(1, False, NAMES).call(2, True, NAMES)  # 4 + 1 passes, then Cid takes
    assert calls.is_over and calls.taker == 2 and calls.round == 2 and calls.passed_this_round == (1,)
    with pytest.raises(RuleError, match="The calling is over"):
        calls.call(3, False, NAMES)
    nobody = TakeOrPass((1, 2, 3, 0), rounds=1)
    for seat in (1, 2, 3, 0):
        nobody = nobody.call(seat, False, NAMES)
    assert nobody.all_passed and nobody.is_over and nobody.next_caller is None and nobody.round == 1


def test_take_or_pass_entered_as_its_outcome_and_a_take_taken_back():
    # The outcome alone: Dee took in round 3, so 2 x 4 + 2 = 10 passes came before.
    calls = TakeOrPass((1, 2, 3, 0), rounds=4).taken(3, 3)
    assert calls.passes == 10 and calls.taker == 3 and calls.round == 3
    with pytest.raises(RuleError, match="one by one"):
        calls.taken(1, 1)
    with pytest.raises(RuleError, match="4 rounds of calls, not 5"):
        TakeOrPass((1, 2, 3, 0), rounds=4).taken(1, 5)
    # A veto: "the same effect as if the player passed": the turn goes on to Ann.
    back = calls.take_back()
    assert back.taker is None and back.passes == 11 and back.next_caller == 0 and back.round == 3
    with pytest.raises(RuleError, match="Nobody has taken"):
        back.take_back()
    last = TakeOrPass((1, 2, 3, 0), rounds=1).taken(0, 1).take_back()  # the dealer's take, the last call
    assert last.all_passed


def test_an_auction_shows_its_form_and_takes_its_outcome_at_once():
    auction = Auction(AuctionRules(11, 30), (1, 2, 3, 0))
    data = auction.form_data()
    assert data["allowed_bids"][0] == 11 and data["quick_contract"] and data["high"] is None
    assert (data["lowest"], data["highest"], data["must_bid"]) == (11, 30, False)
    assert auction.contract({"bidder": 2, "bid": "14"}, NAMES) == Call(2, 14)
    with pytest.raises(RuleError, match="A bid is from 11 to 30, not 31"):
        auction.contract({"bidder": 2, "bid": 31}, NAMES)
    called = auction.call(1, 12, NAMES)
    assert called.form_data()["high"] == {"player": 1, "bid": 12} and called.form_data()["calls"] == [
        {"player": 1, "bid": 12}
    ]
    with pytest.raises(RuleError, match="call by call"):
        called.contract({"bidder": 2, "bid": 14}, NAMES)
