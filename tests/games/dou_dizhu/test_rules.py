"""Dou Dizhu (dou-dizhu.txt): each test quotes the sentence it checks, with the arithmetic in a comment.

Seats: Ann 0, Bob 1, Cid 2; Ann deals first. With the default options the first call names whoever was
dealt the face-up card, and the turn passes to the left (Ann, Bob, Cid, Ann ...).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.dou_dizhu.rules import DouDizhuOptions
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid")
GAME = Driver("dou-dizhu", NAMES, DouDizhuOptions)
start, play, refused = GAME.start, GAME.play, GAME.refused


def call(seat, bid):
    return ("bid", {"player": seat, "bid": bid})


def contract(landlord, bid):
    return ("contract", {"landlord": landlord, "bid": bid})


BOMB, ROCKET = ("bomb", {}), ("rocket", {})


def out(seat, **counted):
    return ("result", {"out": seat, **counted})


def last_row(match):
    return GAME.score_sheet(match).rows[-1]


# --- The bidding ------------------------------------------------------------------------------------------


def test_the_player_dealt_the_face_up_card_bids_first():
    # "The player that was dealt the face up card is first to bid": any of the three; then the turn passes
    # to the left.
    match = start()
    prompt = GAME.prompt(match)
    assert prompt.phase == "bid" and prompt.actor is None and prompt.data["first_call"]
    match = play(match, call(2, 1))  # Cid had the face-up card
    prompt = GAME.prompt(match)
    assert prompt.actor == 0 and prompt.data["allowed_bids"] == [2, 3]  # Cid's left is Ann
    refused(match, "bid", {"player": 1, "bid": 2}, "It is Ann's turn to bid, not Bob's.", "player")


def test_a_bid_is_one_two_or_three_or_a_pass():
    # "A bid can be one, two, or three, or a player can pass on bidding."
    match = start()
    refused(match, "bid", {"player": 0, "bid": 4}, "A bid is from 1 to 3, not 4.", "bid")
    refused(match, "bid", {"player": 0, "bid": 0}, "A bid is from 1 to 3, not 0.", "bid")
    refused(match, "bid", {"player": 0, "bid": ""}, "Enter a bid from 1 to 3, or pass.", "bid")
    refused(match, "bid", {"player": 3, "bid": 1}, "The bidder cannot be more than 2.", "player")


def test_each_bid_beats_the_last_and_the_highest_bidder_is_landlord():
    # "1 can be outbid by 2 or 3" (the common reading): Ann 1, Bob pass, Cid 2 -> Cid is landlord at 2.
    match = play(start(), call(0, 1), call(1, "pass"))
    refused(match, "bid", {"player": 2, "bid": 1}, "Cid must bid more than 1: at least 2, or pass.", "bid")
    match = play(match, call(2, 2))
    assert GAME.prompt(match).phase == "play"
    assert match.deal.landlord.seat == 2 and match.deal.landlord.bid == 2
    assert GAME.prompt(match).title == "Deal 1 · Cid is landlord · bid 2"


def test_a_bid_of_three_ends_the_bidding():
    # 3 cannot be outbid: Bob bids 3 first and is landlord at once, the others are not asked.
    match = play(start(), call(1, 3))
    assert GAME.prompt(match).phase == "play" and match.deal.landlord.seat == 1


def test_each_player_calls_once_by_default_and_round_until_the_others_pass_as_an_option():
    # Once: Ann 1, Bob 2, Cid pass -> Bob at 2; Ann is not asked again.
    match = play(start(), call(0, 1), call(1, 2), call(2, "pass"))
    assert match.deal.landlord.seat == 1 and match.deal.landlord.bid == 2
    # Until the others pass: Ann may raise to 3 in a second round; Bob, having bid, may not pass twice.
    match = play(start(bidding="until_passes"), call(0, 1), call(1, 2), call(2, "pass"))
    assert GAME.prompt(match).actor == 0
    match = play(match, call(0, 3))
    assert match.deal.landlord.seat == 0 and match.deal.landlord.bid == 3


def test_the_dealers_left_bids_first_as_an_option():
    match = start(first_bidder="left")
    assert GAME.prompt(match).actor == 1  # Ann deals: Bob calls first
    refused(match, "bid", {"player": 0, "bid": 1}, "It is Bob's turn to bid, not Ann's.", "player")


def test_when_all_pass_the_deal_is_thrown_in_and_the_same_dealer_deals_again():
    match = play(start(), call(1, "pass"), call(2, "pass"), call(0, "pass"))
    assert match.deal.number == 2 and match.deal.dealer == 0 and not match.played
    assert GAME.prompt(match).data["first_call"]
    passed_on = play(start(all_pass="next"), call(1, "pass"), call(2, "pass"), call(0, "pass"))
    assert passed_on.deal.dealer == 1


def test_the_contract_alone_from_a_table_that_bids_aloud():
    match = play(start(), contract(2, 2))
    assert match.deal.landlord.seat == 2 and GAME.prompt(match).phase == "play"
    refused(start(), "contract", {"landlord": 1, "bid": 4}, "A bid is from 1 to 3, not 4.", "bid")
    refused(start(), "contract", {"bid": 2}, "The landlord is missing.", "landlord")
    bidding = play(start(), call(0, 1))
    refused(bidding, "contract", {"landlord": 1, "bid": 2}, "call by call")


# --- The doublings and the score --------------------------------------------------------------------------


def test_the_texts_example_one_bomb_and_a_rocket_on_a_bid_of_two_is_worth_eight():
    # "if the bid was two, and one bomb plus a rocket was played during the round, the round is worth eight
    # points. The original bid of two is doubled to four after the bomb is played, and doubled again to
    # eight when the rocket is played."
    match = play(start(), contract(0, 2), BOMB)
    assert GAME.prompt(match).data["value"] == 4  # 2 × 2
    match = play(match, ROCKET)
    assert GAME.prompt(match).data["value"] == 8  # 4 × 2
    assert GAME.prompt(match).title == "Deal 1 · Ann is landlord · bid 2 × 4 = 8"
    # "If the landlord wins, the landlord scores the bid amount plus any multipliers from each opponent":
    # 8 from Bob and 8 from Cid = 16; by default each peasant pays 8.
    row = last_row(play(match, out(0)))
    assert row.points == (16, -8, -8)
    assert row.notes[0] == "landlord · bid 2 × 4 = 8 · won"
    assert [line.label for line in row.lines[0]] == ["8 from Bob", "8 from Cid"]
    assert row.summary == "Ann landlord, bid 2 × 4 = 8 · Ann went out first: Ann wins"


def test_when_the_landlord_loses_both_opponents_score_whoever_went_out():
    # "If the landlord loses, the opponents each score the bid amount plus any multipliers. Both opponents
    # score when the landlord loses. It doesn't matter which opponent got rid of his/her cards first."
    # Bid 3, one bomb: 3 × 2 = 6 to each peasant; the landlord pays 6 + 6 = 12.
    for peasant in (0, 2):
        row = last_row(play(start(), contract(1, 3), BOMB, out(peasant)))
        assert row.points == (6, -12, 6)
        assert row.notes[1] == "landlord · bid 3 × 2 = 6 · lost" and row.notes[peasant] == "peasant · won"


def test_the_literal_reading_the_losers_score_nothing():
    # The text states only the winners' scores: with "winners_only" the losers score 0.
    row = last_row(play(start(scoring="winners_only"), contract(0, 2), BOMB, ROCKET, out(0)))
    assert row.points == (16, 0, 0)  # 2 × 2 × 2 = 8 from each opponent
    row = last_row(play(start(scoring="winners_only"), contract(0, 1), out(1)))
    assert row.points == (0, 1, 1)  # bid 1, no doubling: 1 to each opponent


def test_bombs_counted_at_the_end_instead_of_as_played():
    # Bid 1, two bombs and the rocket counted at the end: 1 × 2 × 2 × 2 = 8.
    row = last_row(play(start(), contract(2, 1), out(2, bombs=2, rocket=True)))
    assert row.points == (-8, -8, 16)
    # A bomb tapped as played counts in the total entered at the end: 1 tapped, 1 in all = 1 bomb.
    row = last_row(play(start(), contract(2, 1), BOMB, out(2, bombs="1", rocket="")))
    assert row.points == (-2, -2, 4)  # 1 × 2 = 2 from each


def test_impossible_doublings_are_refused():
    match = play(start(), contract(0, 1), BOMB, ROCKET)
    refused(match, "rocket", {}, "The pack has one rocket, and it was already played in this deal.", "rocket")
    refused(
        match,
        "result",
        {"out": 0, "bombs": 0},
        "1 bomb was recorded as played: undo to enter fewer.",
        "bombs",
    )
    refused(match, "result", {"out": 0, "rocket": False}, "The rocket was recorded as played", "rocket")
    refused(match, "result", {"out": 0, "bombs": 14}, "cannot be more than 13", "bombs")
    refused(match, "result", {"out": 5}, "cannot be more than 2", "out")
    refused(match, "result", {}, "The player who went out first is missing.", "out")
    for _ in range(12):
        match = play(match, BOMB)
    refused(match, "bomb", {}, "The pack holds 13 bombs, one of each rank: all are played.", "bombs")


def test_the_deal_facts_and_the_scoreboard_figures():
    match = play(start(), contract(1, 2), BOMB)
    assert GAME.score_sheet(match).extras["landlord"] == {
        "landlord": 1,
        "bid": 2,
        "bombs": 1,
        "rockets": 0,
        "multiplier": 2,
        "value": 4,
    }
    match = play(match, out(0))
    facts = match.played[0].facts
    assert facts["out"] == 0 and facts["landlord_won"] is False and facts["value"] == 4
    assert GAME.score_sheet(match).extras["landlord"] is None


# --- The end ----------------------------------------------------------------------------------------------


def test_the_session_ends_after_the_agreed_number_of_deals():
    # The end is not in the text: an agreed number of deals (the option), 2 deals, Ann wins 2 then Bob wins 1.
    match = play(start(deals=2), contract(0, 1), out(0), contract(1, 1), out(1))
    sheet = GAME.score_sheet(match)
    assert sheet.is_over and sheet.totals == (1, 1, -2)  # (2 - 1, -1 + 2, -1 - 1)
    assert sheet.winners == (0, 1) and GAME.prompt(match).title == "Game over · Ann and Bob tie with 1"


def test_thrown_in_deals_do_not_count_as_deals_played():
    match = play(start(deals=1), call(0, "pass"), call(1, "pass"), call(2, "pass"))
    assert not GAME.score_sheet(match).is_over
    match = play(match, contract(2, 3), out(2))
    assert GAME.prompt(match).title == "Game over · Cid wins with 6 points"


def test_or_at_a_target():
    # "... or a target": 5; Bob wins a bid of 3 (6), reaching it at the end of the deal.
    match = play(start(deals=0, target=5), contract(1, 3), out(1))
    assert GAME.score_sheet(match).winners == (1,)


def test_a_game_needs_an_end():
    with pytest.raises(RuleError, match="number of deals or a target") as caught:
        GAME.check_setup(GameSetup(NAMES, parse_options(DouDizhuOptions, {"deals": 0})))
    assert caught.value.field == "deals"
    with pytest.raises(RuleError, match="played by 3 players, not 4"):
        GAME.check_setup(GameSetup((*NAMES, "Dee"), DouDizhuOptions()))


# --- Properties -------------------------------------------------------------------------------------------

deal_strategy = st.tuples(
    st.integers(0, 2), st.sampled_from((1, 2, 3)), st.integers(0, 4), st.booleans(), st.integers(0, 2)
)


@settings(max_examples=40, deadline=None)
@given(st.lists(deal_strategy, min_size=1, max_size=8))
def test_by_default_every_deal_and_the_game_are_zero_sum(deals):
    match = start(deals=20)
    for landlord, bid, bombs, rocket, first_out in deals:
        match = play(match, contract(landlord, bid), out(first_out, bombs=bombs, rocket=rocket))
        row = last_row(match)
        value = bid * 2 ** (bombs + rocket)  # "multiplied by two every time a bomb or rocket is played"
        assert sum(row.points) == 0
        assert row.points[landlord] == (2 * value if first_out == landlord else -2 * value)
    assert sum(GAME.score_sheet(match).totals) == 0


@settings(max_examples=30, deadline=None)
@given(deal_strategy)
def test_the_literal_reading_gives_only_the_winners_points(deal):
    landlord, bid, bombs, rocket, first_out = deal
    match = play(
        start(scoring="winners_only"), contract(landlord, bid), out(first_out, bombs=bombs, rocket=rocket)
    )
    points, value = last_row(match).points, bid * 2 ** (bombs + rocket)
    if first_out == landlord:
        assert points[landlord] == 2 * value and sum(points) == 2 * value
    else:
        assert points[landlord] == 0 and all(p == value for s, p in enumerate(points) if s != landlord)
