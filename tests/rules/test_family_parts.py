"""The family parts games are built from: the deal loop's endings and dealers, the auction, the deal's
result (side points, tricks, captured cards), the hidden trump, and the exact-bid games' parts (bids with the
hook, where the trump comes from, contract rows and hand sizes)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import Rank, Suit, parse_card, piquet_32, standard_52
from scorekeeper.core import RuleError, ScoreLine
from scorekeeper.rules.auction import Auction, AuctionRules, Call, TakeOrPass, TrickBids
from scorekeeper.rules.base import Event, GameSetup, HandRow, Phase, Prompt
from scorekeeper.rules.deal_loop import (
    Deal,
    DealGame,
    DealRecord,
    Ending,
    Match,
    Rotation,
    Score,
    Sides,
    Tie,
    bonus_row,
    column_row,
    count_row,
    difference_only,
    latest_points,
    next_dealer,
    next_dealing_side,
    parts_row,
    result_sentence,
    settlement,
    standing_row,
    tie_breaker_winners,
    winning_score,
)
from scorekeeper.rules.deal_result import (
    PlaceValues,
    captured_points,
    random_tricks,
    read_piles,
    read_side_points,
    read_tricks,
    shares_possible,
    split_points,
    whole_tricks,
)
from scorekeeper.rules.schedules import (
    SCHEDULE_CHOICES,
    SCORERS,
    SEQUENCE_CHOICES,
    bid_note,
    bounced,
    contract_row,
    hand_sequence,
)
from scorekeeper.rules.trumps import (
    HiddenTrump,
    TrumpSource,
    read_suit,
    read_trump,
    read_turned,
    rotating_trump,
)

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
    assert result_sentence(TEAMS, (1,), (-6, 2)) == "Bob & Dee win 2 to −6"
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


def test_each_columns_captured_cards_fit_its_tricks_and_the_pack():
    # Pickle: each player's counting cards, from one pack with two jokers, no more than their tricks held.
    deck, labels = standard_52(jokers=2), ["Ann", "Bob", "Cid"]
    entry = {"cards": ["5S JK", "", ["10D", "JK"]]}
    piles = read_piles(entry, "cards", labels, [2, 0, 8], deck, trick_size=3)
    assert [len(pile) for pile in piles] == [2, 0, 2]
    for entry, message, field in (
        (["5S", "10D", ""], "Bob took no tricks, so no cards", "cards.1"),
        (["5S 5H 5D 5C 10S 10H 10D", "", ""], "Ann took 2 tricks: 6 cards at most, not 7", "cards.0"),
        (["5S", "", "5S"], "5S appears twice", "cards"),
        (["5S", "", "1X"], "Cid: ", "cards.2"),
        (["5S", ""], "Enter the cards of Ann, Bob and Cid, a list each", "cards"),
    ):
        with pytest.raises(RuleError, match=message) as caught:
            read_piles({"cards": entry}, "cards", labels, [2, 0, 8], deck, trick_size=3)
        assert caught.value.field == field


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


# --- An ending that depends on how many play --------------------------------------------------------------


@dataclass(frozen=True)
class _NoOptions:
    """No options."""


class _EachDealsOnce(DealGame[_NoOptions]):
    """Each player deals once and scores 1: the number of deals comes from the set-up, not the options."""

    slug, name, min_players, max_players = "each-deals-once", "Each Deals Once", 2, 4
    Options = _NoOptions
    phases = (Phase("deal", ("score",)),)

    def ending_for(self, setup: GameSetup) -> Ending:
        return Ending(deals=setup.size)

    def deal_prompt(self, match: Match) -> Prompt:
        return self.ask("deal", f"Deal {match.deal.number}")

    def on_score(self, match: Match, payload: object) -> Match:
        dealer = match.deal.dealer
        row = HandRow("deal", tuple(int(seat == dealer) for seat in range(match.setup.size)))
        return self.finish_deal(match, row)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_number_of_deals_may_depend_on_the_players(players):
    game = _EachDealsOnce()
    match = game.start(GameSetup(NAMES[:players], _NoOptions()))
    for dealer in range(players):
        assert not match.is_over and match.deal.dealer == dealer
        match = game.apply(match, Event("score"))
    # One point each after one deal each: a shared win, and the sheet is over too.
    assert match.totals == (1,) * players and match.winners == tuple(range(players))
    assert game.score_sheet(match).is_over


# --- The loop's hooks: a cut before the first deal, a deal scored as it goes, closing rows, who deals -------


@dataclass(frozen=True)
class _TallyDeal(Deal):
    so_far: tuple[int, ...] = (0, 0)


class _Tally(DealGame[_NoOptions]):
    """Two players. A cut opens the first deal; ``points`` pegs points at once (first to 10 wins the moment
    it is reached); ``done`` ends the deal; a closing bonus of 20 goes to the player who did not reach 10."""

    slug, name, min_players, max_players = "tally", "Tally", 2, 2
    Options = _NoOptions
    phases = (Phase("cut", ("cut",)), Phase("deal", ("points", "done")))
    first_dealer_by_cut = True

    def ending(self, options: _NoOptions) -> Ending:
        return Ending(target=10, ties=Tie.HIGHER)

    def new_deal(self, match: Match, number: int, dealer: int) -> _TallyDeal:
        return _TallyDeal(number, dealer)

    def deal_prompt(self, match: Match) -> Prompt:
        return self.ask("cut", "Cut") if match.deal is None else self.ask("deal", f"Deal {match.deal.number}")

    def on_cut(self, match: Match, payload: dict) -> Match:
        return self.open_deal(match, payload["dealer"])

    def deal_row(self, match: Match) -> HandRow | None:
        return HandRow(f"Deal {match.deal.number}", match.deal.so_far) if any(match.deal.so_far) else None

    def on_points(self, match: Match, payload: dict) -> Match:
        so_far = tuple(a + b for a, b in zip(match.deal.so_far, payload["points"], strict=True))
        match = replace(match, deal=replace(match.deal, so_far=so_far))
        return self.end_if_reached(match, self.deal_row(match), facts={"ended": "mid-deal"})

    def on_done(self, match: Match, payload: dict) -> Match:
        row = HandRow(f"Deal {match.deal.number}", match.deal.so_far)
        return self.finish_deal(match, row, deals_next=payload.get("deals_next"))

    def closing_rows(self, match: Match) -> tuple[HandRow, ...]:
        return (HandRow("Bonus", tuple(None if w in match.winners else 20 for w in range(2))),)


def _tally(*entries: tuple[str, dict]) -> Match:
    game = _Tally()
    match = game.start(GameSetup(NAMES[:2], _NoOptions()))
    for kind, payload in entries:
        match = game.apply(match, Event(kind, payload))
    return match


def test_a_cut_opens_the_first_deal():
    # Cribbage: "Cut cards to determine who deals first": no deal, and no dealer, before the cut.
    match = _tally()
    sheet = _Tally().score_sheet(match)
    assert match.deal is None and sheet.dealer is None and not sheet.rows
    assert _Tally().prompt(match).phase == "cut"
    match = _tally(("cut", {"dealer": 1}))
    assert (match.deal.number, match.deal.dealer) == (1, 1)


def test_a_deal_in_progress_is_on_the_sheet_and_the_target_counts_the_moment_it_is_reached():
    match = _tally(("cut", {"dealer": 0}), ("points", {"points": [3, 4]}))
    sheet = _Tally().score_sheet(match)
    assert sheet.rows == (HandRow("Deal 1", (3, 4)),) and sheet.totals == (3, 4) and match.totals == (0, 0)
    # Ann reaches 10 mid-deal: the deal is scored as it stands (with its facts) and the game ends.
    match = _tally(("cut", {"dealer": 0}), ("points", {"points": [3, 4]}), ("points", {"points": [7, 0]}))
    assert match.played[-1].facts == {"ended": "mid-deal"} and match.played[-1].row.points == (10, 4)
    assert match.is_over and match.deal is None


def test_closing_rows_count_in_the_totals_and_settle_the_winners_again():
    # Gin Rummy: the game bonus and boxes come after the target; the higher final total is paid.
    match = _tally(("cut", {"dealer": 0}), ("points", {"points": [10, 4]}))
    sheet = _Tally().score_sheet(match)
    assert [row.label for row in sheet.rows] == ["Deal 1", "Bonus"]
    assert sheet.totals == (10, 24) and sheet.winners == (1,)


def test_the_game_can_say_who_deals_next():
    # Gin Rummy: "the hand is cancelled, there is no score, and the same dealer deals again".
    assert _tally(("cut", {"dealer": 0}), ("done", {"deals_next": 0})).deal.dealer == 0
    assert _tally(("cut", {"dealer": 0}), ("done", {})).deal.dealer == 1  # else the rotation (left)


# --- Exact bids, where the trump comes from, contract rows (the exact-bid games: Oh Hell!) ---------------


def _refused(call, *args) -> tuple[str, str | None]:
    with pytest.raises(RuleError) as caught:
        call(*args)
    return caught.value.message, caught.value.field


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
    assert _refused(bidding.call, {"player": 0, "bid": 2}, NAMES) == (message, "bid")
    assert bidding.call({"player": 0, "bid": 3}, NAMES).next_bidder is None
    # "A bid may be changed only if the next player to the left has not yet bid."
    assert bidding.call({"player": 3, "bid": 1}, NAMES).bids == (None, 1, 0, 1)
    stands = "Cid's bid of 0 stands: Dee has bid since."
    assert _refused(bidding.call, {"player": 2, "bid": 1}, NAMES) == (stands, "player")


def test_a_bid_out_of_turn_or_by_a_seat_sitting_out():
    bidding = TrickBids(3, (2, 3, 1), (None,) * 4, hook=True, dealer=1, sitting_out="has 80 or more points")
    turn = "It is Cid's turn to bid, not Dee's."
    assert _refused(bidding.call, {"player": 3, "bid": 1}, NAMES) == (turn, "player")
    assert _refused(bidding.call, {"player": 0, "bid": 1}, NAMES) == ("Ann has 80 or more points.", "player")
    too_many = ("Cid's bid cannot be more than 3.", "bid")
    assert _refused(bidding.call, {"player": 2, "bid": 4}, NAMES) == too_many
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
    assert _refused(bidding.read_all, {"bids": [1, 1]}, NAMES) == each
    assert _refused(bidding.read_all, {"bids": [0, 1, 1, 0]}, NAMES) == ("Ann does not bid.", "bids.0")
    hook = "The dealer may not bid 1: the bids would add up to 4, the number of tricks."
    assert _refused(bidding.read_all, {"bids": [None, 2, 1, 1]}, NAMES) == (hook, "bids.3")
    # Without the hook ("with this method, there's no restriction"), any total goes.
    assert replace(bidding, hook=False).read_all({"bids": [None, 2, 1, 1]}, NAMES).bids == (None, 2, 1, 1)


def test_where_the_trump_comes_from():
    turned = TrumpSource(turned=True, no_trump_ranks=frozenset({Rank.TWO, Rank.SIX}))
    # "hands in which all cards are dealt ... are played without trumps": no card is left to turn
    assert turned.turns_card(40, 52) and not turned.turns_card(52, 52)
    assert turned.of_card(parse_card("7H")) is Suit.HEARTS and turned.of_card(parse_card("6H")) is None
    assert turned.of_card(parse_card("JK")) is None and turned.fixed(3) is None
    assert TrumpSource(suit=Suit.SPADES).fixed(7) is Suit.SPADES
    assert not TrumpSource(suit=Suit.SPADES).turns_card(1, 52)
    # Kachuful: "Kari (spades), Chukat (diamonds), Falli (clubs), Lal (hearts)", then no trumps if chosen
    kachuful = (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS)
    assert [rotating_trump(kachuful, i) for i in (0, 3, 4)] == [Suit.SPADES, Suit.HEARTS, Suit.SPADES]
    assert [rotating_trump(kachuful, i, no_trump=True) for i in (4, 5)] == [None, Suit.SPADES]
    assert TrumpSource(rotation=kachuful, no_trump_deal=True).fixed(9) is None


def test_the_card_turned_for_trumps():
    assert str(read_turned({"upcard": "10h"}, "upcard", standard_52())) == "10H"
    one = "Enter the one card turned for trumps, such as 7H."
    assert _refused(read_turned, {"upcard": "7H 8H"}, "upcard", standard_52()) == (one, "upcard")
    assert _refused(read_turned, {"upcard": "2C"}, "upcard", piquet_32())[1] == "upcard"


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


# --- Partnerships, settling, rows and scores made as a deal goes (Gin Rummy, Cribbage) ---------------


def test_a_side_deals_by_the_rotation_and_again_after_a_deal_nobody_scored():
    # Gin Rummy's four players: the team that did not score deals (loser), the one that did (winner), or
    # the other team (alternate); "the same team deals again" when the points cancel out.
    assert next_dealing_side(Rotation.LOSER, 0, 0) == 1
    assert next_dealing_side(Rotation.WINNER, 0, 1) == 1
    assert next_dealing_side(Rotation.LEFT, 0, None) == 1
    assert next_dealing_side(Rotation.LOSER, 1, None) == next_dealing_side(Rotation.SAME, 1, 0) == 1


def test_partners_alternate_opponents_and_only_the_difference_scores():
    # "Players alternate opponents, but stay in the same teams": Ann meets Bob, then Dee.
    assert TEAMS.pairings(0) == ((0, 1), (2, 3))
    assert TEAMS.pairings(1) == ((0, 3), (2, 1))
    # "the team with the higher score scores the difference": 30 against 12 is 18 to the first team.
    assert difference_only([30, 12]) == (18, None)
    assert difference_only([5, 25]) == (None, 20)
    assert difference_only([7, 7]) == (None, None)


def test_each_other_side_settles_the_difference_with_the_side_paid():
    players = Sides.players(GameSetup(NAMES[:3], None))
    level = "Cid and Ann are level: nothing to pay"
    assert settlement(players, (340, 100, 340), 0) == ["Bob pays Ann 240", level]
    assert settlement(players, (90, 130, 20), 0) == ["Ann pays Bob 40", "Cid pays Ann 70"]
    assert settlement(TEAMS, (300, 120), 0) == ["Bob & Dee pay Ann & Cid 180"]


def test_rows_where_only_some_columns_score():
    row = column_row("Hand 2", 3, "Bob knocked.", points={1: 12}, notes={1: "knock", 2: "dealt"})
    assert row == HandRow("Hand 2", (None, 12, None), ("", "knock", "dealt"), ((), (), ()), "Bob knocked.")
    bonus = bonus_row("Game bonus", 2, 0, 100, note="game", reason="game bonus", summary="Ann reached 100.")
    assert bonus.points == (100, None) and bonus.lines == ((ScoreLine("game bonus", 100),), ())
    # "a further 20 points for each hand they won": Ann won 3, Bob none.
    boxes = count_row("Boxes", (3, 0), 20, ("box", "boxes"), "20 per hand won.")
    assert boxes.points == (60, None) and boxes.notes == ("3 boxes", "")
    assert boxes.lines == ((ScoreLine("3 boxes × 20", 60),), ())


def test_the_deal_totals_leave_out_the_closing_rows_and_facts_add_up():
    setup = GameSetup(NAMES[:2], None)
    played = (
        DealRecord(HandRow("Hand 1", (25, None)), 0, {"boxes": (1, 0)}),
        DealRecord(HandRow("Hand 2", (None, 30)), 1, {"boxes": (0, 2)}),
    )
    bonus = HandRow("Game bonus", (100, None))
    match = Match(setup, (125, 50), played=played, winners=(0,), closing=(bonus,))
    assert match.deal_totals == (25, 30)
    assert match.fact_totals("boxes") == (1, 2)
    assert Match(setup, (0, 0)).fact_totals("boxes") == (0, 0)


def test_scores_made_as_a_deal_goes_make_its_row_and_say_how_the_game_was_won():
    scores = (
        Score(1, "last", (ScoreLine("three for last", 3),), "with three for last"),
        Score(0, "pegging", (ScoreLine("pegging 8S: fifteen", 2),), "pegging out with a fifteen"),
        Score(1, "pegging", (ScoreLine("pegging 8D: pair", 2),), "pegging out with a pair"),
        Score(1, "pegging", (ScoreLine("pegging 9C: go", 0),), "pegging out with the go"),
    )
    parts = ("last", "pegging", "hand", "crib")
    row = parts_row("Deal 1", 2, scores, parts, "start card 5S", entered={0: ("pegging", "hand")})
    assert row.points == (2, 5)
    assert row.notes == ("pegging 2 · hand 0", "last 3 · pegging 2")
    assert row.lines[1] == (scores[0].lines[0], scores[2].lines[0], scores[3].lines[0])  # as scored
    # Bob from 56: 3 for last makes 59, the pair 61 - "pegging out with a pair".
    assert winning_score((50, 56), scores, 61) == scores[2]
    assert winning_score((0, 0), scores, 61) is None
    assert latest_points(scores, 2) == [2, 2]


def test_a_standing_row_scores_the_change_and_shows_the_whole_standing():
    # Calypso: a side had 520 after deal 1 and stands at 1040 now: it scores 1040 - 520 = 520 this deal.
    now = [
        (ScoreLine("Ann: 1 calypso", 500), ScoreLine("won-tricks pile: 54 × 10", 540)),
        (ScoreLine("won-tricks pile: 30 × 10", 300),),
    ]
    row = standing_row("Deal 2", now, [520, 0], since="less the standing after deal 1", notes=("a", "b"))
    assert row.points == (520, 300) and row.notes == ("a", "b")
    assert row.lines[0][-1] == ScoreLine("less the standing after deal 1", -520)
    assert row.lines[1] == now[1]  # nothing before: no line to take off
    assert all(
        sum(line.points for line in lines) == p for lines, p in zip(row.lines, row.points, strict=True)
    )


def test_whole_tricks_keep_their_cards_together():
    assert whole_tricks(28, "won.0") == 7 and whole_tricks(0, "won.0") == 0
    assert whole_tricks(9, "cards", trick_size=3) == 3
    with pytest.raises(RuleError, match="Tricks have four cards, so Ann & Cid's 58 cards") as caught:
        whole_tricks(58, "won.0", whose="Ann & Cid's ")
    assert caught.value.field == "won.0"


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


# --- Tricks worth points by their place (Cramps) ----------------------------------------------------------

CRAMPS_PLACES = PlaceValues((0, -1, 3, 3, -3, 0, 5, 5, -5, 0, 7, 7, -7))


def test_place_values_score_who_took_each_trick_and_say_how():
    winners = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3]
    # Ann 0 - 1 + 3 + 3 = 5; Bob -3 + 0 + 5 + 5 = 7; Cid -5 + 0 + 7 = 2; Dee 7 - 7 = 0.
    assert CRAMPS_PLACES.points(winners, 4) == (5, 7, 2, 0) and CRAMPS_PLACES.worth == 14
    assert CRAMPS_PLACES.points(winners[:3], 4) == (2, 0, 0, 0)  # a hand in progress
    assert CRAMPS_PLACES.words(winners, 0) == "tricks 1, 2, 3 and 4: 0 − 1 + 3 + 3"
    assert CRAMPS_PLACES.words([1, 2, 0], 0) == "trick 3: 3"
    assert CRAMPS_PLACES.words(winners, 4) == "no tricks"


def test_place_values_entered_per_column_must_add_up_and_share_out():
    labels = ["Ann's points", "Bob's points", "Cid's points", "Dee's points"]
    assert CRAMPS_PLACES.read_points({"p": [5, 7, 2, 0]}, "p", labels) == (5, 7, 2, 0)
    with pytest.raises(RuleError, match="These add up to 16, but the 13 tricks are worth 14") as caught:
        CRAMPS_PLACES.read_points({"p": [5, 7, 2, 2]}, "p", labels)
    assert caught.value.field == "p"
    with pytest.raises(RuleError, match="the sum is 16"):
        CRAMPS_PLACES.read_points({"p": [5, 7, 2, 2]}, "p", labels, lambda total: f"No: the sum is {total}.")
    with pytest.raises(RuleError, match="cannot be shared out as 28, 0, 0 and -14"):
        CRAMPS_PLACES.read_points({"p": [28, 0, 0, -14]}, "p", labels)  # no tokens make 28
    with pytest.raises(RuleError, match="Dee's points cannot be less than -16") as caught:
        CRAMPS_PLACES.read_points({"p": [30, 0, 0, -17]}, "p", labels)
    assert caught.value.field == "p.3"


def _shares_by_brute_force(pieces, totals) -> bool:
    columns = len(totals)
    for mask in range(columns ** len(pieces)):
        got = [0] * columns
        for piece in pieces:
            got[mask % columns] += piece
            mask //= columns
        if got == list(totals):
            return True
    return False


@given(
    st.lists(st.integers(-9, 9), min_size=0, max_size=7),
    st.lists(st.integers(-20, 20), min_size=1, max_size=3),
)
def test_shares_possible_agrees_with_trying_every_sharing(pieces, totals):
    assert shares_possible(pieces, totals) == _shares_by_brute_force(pieces, totals)


def test_shares_possible_on_the_cramps_tokens():
    tokens = [v for v in CRAMPS_PLACES.values if v]
    assert shares_possible(tokens, [30, -16, 0, 0]) and shares_possible(tokens, [15, 15, -16, 0])
    assert not shares_possible(tokens, [28, -14, 0, 0]) and not shares_possible(tokens, [14, 0, 0, 1])


def test_read_trump_takes_a_suit_or_no_trump():
    assert read_trump({"t": "h"}, "t") is Suit.HEARTS and read_trump({"t": "♠"}, "t") is Suit.SPADES
    assert read_trump({"t": "none"}, "t") is None and read_trump({"t": "NT"}, "t") is None
    with pytest.raises(RuleError, match="Trumps: choose a suit, or no trump") as caught:
        read_trump({}, "t")
    assert caught.value.field == "t"
    with pytest.raises(RuleError, match="not a suit"):
        read_trump({"t": "X"}, "t", "The trump")


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


def test_payoff_bands_are_counted_from_one_and_the_last_is_open():
    from scorekeeper.rules.schedules import band_number

    starts = (61, 71, 81, 91, 101)  # "71-80 ... 81-90 ... 91-100 ... 101+"
    assert [band_number(v, starts) for v in (61, 70, 71, 80, 81, 100, 101, 120)] == [1, 1, 2, 2, 3, 4, 5, 5]
    assert band_number(40, starts) == 1


# --- Tie-breaker deals (deal_loop.tie_breaker_winners, DealGame.settle) ------------------------------------


def _records(*rows: tuple[int, ...]) -> tuple[DealRecord, ...]:
    return tuple(DealRecord(HandRow(f"Deal {n}", row), 0) for n, row in enumerate(rows, start=1))


def test_tie_breaker_winners_after_the_regular_deals():
    # Briscola: "in the event of a tie, the winner of a tie-breaker hand wins the game"
    assert tie_breaker_winners(_records((60, 60)), 2) is None  # one deal of two played
    assert tie_breaker_winners(_records((60, 60), (70, 50)), 2) == (0,)  # 130-110
    assert tie_breaker_winners(_records((60, 60), (60, 60)), 2) is None  # level: a tie-breaker deal
    assert tie_breaker_winners(_records((60, 60), (60, 60), (50, 70)), 2) == (1,)
    assert tie_breaker_winners(_records((60, 60), (60, 60), (60, 60)), 2) is None  # level again


def test_tie_breaker_counts_only_the_level_columns_in_the_deal():
    # 100-100-40 after one deal: Cid's 90 in the tie-breaker does not count; Ann 20 beats Bob 10.
    assert tie_breaker_winners(_records((100, 100, 40), (20, 10, 90)), 1) == (0,)
    # Lowest wins: 30-30-50, then Bob 5 below Ann 9.
    assert tie_breaker_winners(_records((30, 30, 50), (9, 5, 0)), 1, lower_wins=True) == (1,)


# --- Secrets in the log (base.Ruleset.secret_fields, log.public_payload) -----------------------------------


def test_secret_fields_are_masked_after_the_boundary_and_in_corrections():
    from types import SimpleNamespace

    from scorekeeper.rules.log import SECRET, public_payload

    Secretive = SimpleNamespace(secret_fields={"rule": ("rule",)})  # New Eleusis: "write down a rule"

    payload = {"rule": "red after black", "starter": "3H"}
    assert public_payload(Secretive, None, 5, "rule", payload) == payload  # nothing secret now
    assert public_payload(Secretive, 4, 5, "rule", payload) == {"rule": SECRET, "starter": "3H"}
    assert public_payload(Secretive, 5, 5, "rule", payload) == payload  # entered before the boundary
    assert public_payload(Secretive, 4, 6, "play", {"rule": "x"}) == {"rule": "x"}  # not a secret event
    fix = {"target": 5, "payload": payload}
    assert public_payload(Secretive, 4, 9, "correction", fix)["payload"]["rule"] == SECRET
    assert public_payload(Secretive, 5, 9, "correction", fix) == fix  # corrects a revealed entry
