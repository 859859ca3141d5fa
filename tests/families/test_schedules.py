"""The exact-bid games' parts (rules/schedules.py): bids with the hook, contract rows, hand sizes, bands."""

from __future__ import annotations

import random
from dataclasses import replace

from scorekeeper.core import ScoreLine
from scorekeeper.families.auction import TrickBids
from scorekeeper.families.deal.loop import (
    Sides,
)
from scorekeeper.families.deal.result import (
    random_tricks,
)
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.families.schedules import (
    SCHEDULE_CHOICES,
    SCORERS,
    SEQUENCE_CHOICES,
    bid_note,
    bounced,
    contract_row,
    hand_sequence,
)
from tests.games.refusals import refusal

NAMES = ("Ann", "Bob", "Cid", "Dee")
TEAMS = Sides.partnerships(GameSetup(NAMES, None))


# --- Exact bids, where the trump comes from, contract rows (the exact-bid games: Oh Hell!) ---------------


def test_exact_bids_in_turn_with_the_hook_on_the_last_bidder():
    # 5 tricks, Bob (seat 1) to the dealer Ann (seat 0): the dealer may not make the bids add up to 5.
    bidding = TrickBids(5, (1, 2, 3, 0), (None,) * 4, hook=True, dealer=0)
    assert bidding.next_bidder == 1 and bidding.words(NAMES) == "no bids yet"
    for seat, bid in ((1, 1), (2, 0), (3, 2)):
        bidding = bidding.call({"player": seat, "bid": bid}, NAMES)
    assert (bidding.made, bidding.next_bidder, bidding.words(NAMES)) == (3, 0, "bids: Bob 1, Cid 0, Dee 2")
    assert bidding.forbidden(0) == 2 and bidding.allowed(0) == [0, 1, 3, 4, 5]  # 5 - (1 + 0 + 2)
    assert bidding.forbidden(3) is None and bidding.allowed(None) == [0, 1, 2, 3, 4, 5]
    message = "The dealer may not bid 2: the bids would add up to 5, the number of tricks."
    assert refusal(bidding.call, {"player": 0, "bid": 2}, NAMES) == (message, "bid")
    assert bidding.call({"player": 0, "bid": 3}, NAMES).next_bidder is None
    # "A bid may be changed only if the next player to the left has not yet bid."
    assert bidding.call({"player": 3, "bid": 1}, NAMES).bids == (None, 1, 0, 1)
    stands = "Cid's bid of 0 stands: Dee has bid since."
    assert refusal(bidding.call, {"player": 2, "bid": 1}, NAMES) == (stands, "player")


def test_a_bid_out_of_turn_or_by_a_seat_sitting_out():
    bidding = TrickBids(3, (2, 3, 1), (None,) * 4, hook=True, dealer=1, sitting_out="has 80 or more points")
    turn = "It is Cid's turn to bid, not Dee's."
    assert refusal(bidding.call, {"player": 3, "bid": 1}, NAMES) == (turn, "player")
    assert refusal(bidding.call, {"player": 0, "bid": 1}, NAMES) == ("Ann has 80 or more points.", "player")
    too_many = ("Cid's bid cannot be more than 3.", "bid")
    assert refusal(bidding.call, {"player": 2, "bid": 4}, NAMES) == too_many
    # The hook falls on whoever bids last, here Bob (the dealer) after Cid and Dee bid 1 each.
    bidding = bidding.call({"player": 2, "bid": 1}, NAMES).call({"player": 3, "bid": 1}, NAMES)
    assert bidding.forbidden(1) == 1
    assert bidding.form_data(1) == {
        "bids": [None, None, 1, 1],
        "bid_order": [2, 3, 1],
        "allowed_bids": [0, 2, 3],
        "forbidden_bid": 1,
        "not_bidding": [0],
    }


def test_every_bid_at_once():
    bidding = TrickBids(4, (1, 2, 3), (None,) * 4, hook=True, dealer=3, sitting_out="does not bid")
    assert bidding.read_all({"bids": ["", 1, "2", 0]}, NAMES).bids == (None, 1, 2, 0)
    each = ("Enter a bid for each of 4 players.", "bids")
    assert refusal(bidding.read_all, {"bids": [1, 1]}, NAMES) == each
    assert refusal(bidding.read_all, {"bids": [0, 1, 1, 0]}, NAMES) == ("Ann does not bid.", "bids.0")
    hook = "The dealer may not bid 1: the bids would add up to 4, the number of tricks."
    assert refusal(bidding.read_all, {"bids": [None, 2, 1, 1]}, NAMES) == (hook, "bids.3")
    # Without the hook ("with this method, there's no restriction"), any total goes.
    assert replace(bidding, hook=False).read_all({"bids": [None, 2, 1, 1]}, NAMES).bids == (None, 2, 1, 1)


def test_contract_rows_with_their_reasons_notes_and_the_bounce():
    assert {key for key, _label in SCHEDULE_CHOICES} == set(SCORERS)
    assert bid_note(2, 2) == "bid 2 · took 2" and bid_note(2, 3) == "bid 2 · took 3 ✗"
    assert bid_note(None, 1) == "no bid · took 1"
    # Boerenbridge: 95 + (4 tricks + 10) = 109 bounces back to 100 - 9 = 91: a line of -18.
    assert bounced((ScoreLine("tricks", 4), ScoreLine("exact bid bonus", 10)), 95, 100)[-1] == ScoreLine(
        "bounce back from 100", -18
    )
    assert bounced((ScoreLine("tricks", 4),), 90, 100) == (ScoreLine("tricks", 4),)
    bids, taken, totals = (2, None, 0), (2, 1, 1), (95, 0, 0)
    row = contract_row(
        "Hand 1", "trick_plus_ten", bids, taken, 4, "4 cards · ♥", totals=totals, bounce_at=100
    )
    # Ann 2 + 10 = 12 -> 107 bounces to 93 (-14); Bob did not bid: 1 per trick; Cid missed: 1 trick.
    assert row.points == (-2, 1, 1) and row.summary == "4 cards · ♥"
    assert row.notes == ("bid 2 · took 2", "no bid · took 1", "bid 0 · took 1 ✗")
    assert row.lines[1] == (ScoreLine("tricks (no bid)", 1),)


def test_hand_size_sequences():
    # "one card fewer each hand down to 1 and back up": 3, 2, 1, 2, 3; the doubles repeat the turning hand
    assert hand_sequence("down_up", 3, 0) == (3, 2, 1, 2, 3)
    assert hand_sequence("up_down_double", 3, 0) == (1, 2, 3, 3, 2, 1)
    assert hand_sequence("fixed", 10, 5) == (10,) * 5
    # 7-truf: "7 deals increasing ... 4 deals with all cards dealt ... 7 deals decreasing ... 4 more deals"
    rising, dealt_out = (1, 2, 3, 4, 5, 6, 7), (8, 8, 8, 8)
    assert hand_sequence("seven_truf", 8, 0) == (*rising, *dealt_out, *rising[::-1], *dealt_out)
    assert all(len(hand_sequence(key, 5, 2)) > 0 for key, _label in SEQUENCE_CHOICES)


def test_random_tricks_add_up():
    rng = random.Random(7)
    assert all(sum(random_tricks(rng, 4, tricks)) == tricks for tricks in range(14))


def test_payoff_bands_are_counted_from_one_and_the_last_is_open():
    from scorekeeper.families.schedules import band_number

    starts = (61, 71, 81, 91, 101)  # "71-80 ... 81-90 ... 91-100 ... 101+"
    assert [band_number(v, starts) for v in (61, 70, 71, 80, 81, 100, 101, 120)] == [1, 1, 2, 2, 3, 4, 5, 5]
    assert band_number(40, starts) == 1
