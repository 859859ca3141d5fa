"""The family parts games are built from: the deal loop's endings and dealers, the auction, the deal's
result (side points, tricks, captured cards) and the hidden trump."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import Suit
from scorekeeper.core import RuleError
from scorekeeper.rules.auction import Auction, AuctionRules
from scorekeeper.rules.base import Event, GameSetup, HandRow, Phase, Prompt
from scorekeeper.rules.deal_loop import (
    Deal,
    DealGame,
    Ending,
    Match,
    Rotation,
    Sides,
    Tie,
    next_dealer,
    result_sentence,
)
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
