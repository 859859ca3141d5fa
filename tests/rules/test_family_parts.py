"""The family parts games are built from: the deal loop's endings and dealers, the auction, the deal's
result (side points, tricks, captured cards) and the hidden trump."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import Suit
from scorekeeper.core import RuleError
from scorekeeper.rules.auction import Auction, AuctionRules
from scorekeeper.rules.base import GameSetup
from scorekeeper.rules.deal_loop import Ending, Rotation, Sides, Tie, next_dealer, result_sentence
from scorekeeper.rules.deal_result import captured_points, read_side_points, read_tricks, split_points
from scorekeeper.rules.trumps import HiddenTrump, read_suit

NAMES = ("Ann", "Bob", "Cid", "Dee")
TEAMS = Sides.partnerships(GameSetup(NAMES, None))

# --- Endings -------------------------------------------------------------------------------------------


def test_target_at_the_end_of_a_deal():
    ending = Ending(target=1000)
    assert ending.winners((990, 870), 7) is None
    assert ending.winners((1010, 870), 8) == (0,)


def test_both_past_the_target_on_one_deal_share_or_the_higher_wins():
    # Belote: "If both teams exceed 1,000 points on the same hand, the game ends as a tie."
    assert Ending(target=1000).winners((1010, 1050), 9) == (0, 1)
    assert Ending(target=1000, ties=Tie.HIGHER).winners((1010, 1050), 9) == (1,)
    assert Ending(target=1000, ties=Tie.PLAY_ON).winners((1010, 1010), 9) is None


def test_a_floor_loses_the_game():
    # Twenty-Nine: "it is possible for a team to reach -6 points; a team that does so loses."
    ending = Ending(target=6, floor=-6)
    assert ending.winners((-6, 2), 10) == (1,)
    assert ending.winners((6, 2), 10) == (0,)
    assert ending.winners((-5, 5), 10) is None


def test_fixed_deals_with_a_play_off_and_lowest_wins():
    assert Ending(deals=9, lower_wins=True).winners((30, 20, 25), 9) == (1,)
    assert Ending(deals=9, ties=Tie.PLAY_ON).winners((30, 30, 25), 9) is None
    assert Ending(deals=9).winners((30, 30, 25), 9) == (0, 1)
    assert Ending(deals=9).winners((30, 30, 25), 8) is None


def test_exact_target_and_last_standing():
    assert Ending(target=100, exact=True).winners((99, 100), 4) == (1,)
    assert Ending(target=100, exact=True).winners((99, 98), 4) is None
    assert Ending(last_standing=True).winners((0, 5, 0), 3, frozenset({0, 2})) == (1,)


@given(st.lists(st.integers(-50, 1200), min_size=2, max_size=6), st.integers(0, 20))
def test_winners_are_columns_and_only_the_best_when_one_wins(totals, deals):
    for ending in (Ending(target=1000), Ending(deals=10, ties=Tie.HIGHER), Ending(target=6, floor=-6)):
        winners = ending.winners(totals, deals)
        if winners is not None:
            assert winners and set(winners) <= set(range(len(totals)))


def test_dealer_rotation():
    assert next_dealer(Rotation.LEFT, 3, 4) == 0
    assert next_dealer(Rotation.WINNER, 3, 4, winner=1) == 1
    assert next_dealer(Rotation.LOSER, 0, 2, loser=1) == 1
    assert next_dealer(Rotation.LOSER, 0, 2) == 1  # nobody lost: to the left


def test_partnerships_and_result_sentences():
    assert TEAMS.names == ("Ann & Cid", "Bob & Dee") and TEAMS.of(3) == 1
    assert result_sentence(TEAMS, (0,), (1012, 870)) == "Ann & Cid win 1012–870"
    assert result_sentence(TEAMS, (0, 1), (1010, 1050)) == "Ann & Cid and Bob & Dee tie"
    players = Sides.players(GameSetup(("Ann", "Bob", "Cid"), None))
    assert result_sentence(players, (1,), (3, 69, 4)) == "Bob wins with 69 points"


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


def test_passes_that_are_not_final():
    rules = AuctionRules(minimum=1, maximum=10, pass_is_final=False)
    auction = Auction(rules, (0, 1, 2))
    auction = auction.call(0, None, NAMES).call(1, 3, NAMES).call(2, None, NAMES).call(0, 4, NAMES)
    assert not auction.is_over
    auction = auction.call(1, None, NAMES).call(2, None, NAMES)
    assert auction.is_over and auction.high.seat == 0


# --- The deal's result ----------------------------------------------------------------------------------


def test_side_points_derive_the_other_side():
    assert read_side_points({"points": "91"}, 0, TEAMS, 162).points == (91, 71)
    assert read_side_points({"points": 40}, 1, TEAMS, 162).points == (122, 40)
    capot = read_side_points({"all_tricks": "1"}, 0, TEAMS, 162)
    assert capot.points == (0, 162) and capot.all_tricks == 1
    with pytest.raises(RuleError, match="cannot be more than 162"):
        read_side_points({"points": 163}, 0, TEAMS, 162)
    with pytest.raises(RuleError, match="took every trick"):
        read_side_points({"points": 100, "all_tricks": 0}, 0, TEAMS, 162)
    assert split_points(1, 10, 28).points == (18, 10)


def test_tricks_must_add_up():
    assert read_tricks({"taken": [3, 5]}, "taken", ["A", "B"], 8) == (3, 5)
    with pytest.raises(RuleError, match="add up to 7, but 8"):
        read_tricks({"taken": [3, 4]}, "taken", ["A", "B"], 8)


def test_captured_cards_are_counted_by_the_games_schedule():
    # Twenty-Nine: "jacks score three points, 9s score two, aces and 10s score one"
    assert captured_points({"cards": "JH 9H AH 10H KH QH 8H 7H"}, "cards", "twenty-nine", Suit.HEARTS) == 7
    with pytest.raises(RuleError) as caught:
        captured_points({"cards": "2H"}, "cards", "twenty-nine", Suit.HEARTS)
    assert caught.value.field == "cards"


def test_hidden_trump_and_reading_suits():
    trump = HiddenTrump()
    assert not trump.revealed and trump.words() == "trump hidden"
    shown = trump.reveal(Suit.HEARTS, 3, 8)
    assert shown.words() == "♥ hearts, shown at trick 3"
    with pytest.raises(RuleError, match="already shown"):
        shown.reveal(Suit.SPADES, 4, 8)
    with pytest.raises(RuleError, match="1 to 8"):
        trump.reveal(Suit.SPADES, 9, 8)
    assert read_suit({"trump": "♥"}, "trump") is Suit.HEARTS
    assert read_suit({"trump": ""}, "trump", required=False) is None
    with pytest.raises(RuleError, match="choose a suit"):
        read_suit({}, "trump")
