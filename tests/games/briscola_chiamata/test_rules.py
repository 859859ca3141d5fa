"""Briscola Chiamata (briscola-chiamata.txt): each test quotes the sentence it checks, with the arithmetic in
a comment.

Seats entered clockwise, as at every table: Ann 0, Bob 1, Cid 2, Dee 3, Eve 4 (Fay 5 with six). "Deal and play
are counter-clockwise": Ann deals first, so Eve, on her right, speaks first, then Dee, Cid, Bob and Ann last.
Games stored before, entered in the order of play, are in test_direction.py.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import italian_40
from scorekeeper.games.briscola_chiamata.rules import BriscolaChiamataOptions
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")
GAME = Driver("briscola-chiamata", NAMES, BriscolaChiamataOptions)
play, refused = GAME.play, GAME.refused


def start(names=NAMES, **options):
    return GAME.start(names, **options)


def bid(seat, value):
    return ("bid", {"player": seat, "bid": value})


def contract(bidder, value):
    return ("contract", {"bidder": bidder, "bid": value})


def called(suit="H", rank=""):
    return ("call", {"suit": suit, "rank": rank})


def deal(bidder, value, partner, points=None, all_tricks=None, rank="", **options):
    """One whole deal from a fresh game: the contract, the call, the partner shown, the card points."""
    result = {"points": points} if all_tricks is None else {"all_tricks": all_tricks}
    rank = rank or ("A" if options.get("bidding") in ("points", "monte") else "")
    entries = (
        contract(bidder, value),
        called("H", rank),
        ("partner", {"player": partner}),
        ("result", result),
    )
    return play(start(**options), *entries)


def last_row(match):
    return match.played[-1].row


# --- The bidding ------------------------------------------------------------------------------------------


def test_the_player_to_dealers_right_speaks_first_and_a_lower_rank_is_a_higher_bid():
    # "The player to dealer's right speaks first ... Each player in turn must either pass or bid a lower
    # rank than the previous bidder."
    match = start()
    assert GAME.prompt(match).actor == 4  # Ann deals; Eve, on her right, is next in the order of play
    match = play(match, bid(4, "K"))
    assert GAME.prompt(match).data["ranks"] == ["Q", "J", "7", "6", "5", "4", "2"]  # below the K
    refused(match, "bid", {"player": 3, "bid": "A"}, "lower rank than K", "bid")
    refused(match, "bid", {"player": 2, "bid": "Q"}, "Dee's turn to bid, not Cid's", "player")


def test_a_pass_is_final_and_the_last_bidder_left_wins():
    # "A player who has passed is out of the bidding ... until only one bidder remains"
    match = play(start(), bid(4, "K"), bid(3, "pass"), bid(2, "J"), bid(1, "pass"), bid(0, "pass"))
    assert GAME.prompt(match).actor == 4  # Dee, Bob and Ann are out: Eve again
    match = play(match, bid(4, "7"), bid(2, "pass"))
    assert match.deal.high.seat == 4 and GAME.prompt(match).phase == "call"


def test_after_a_two_the_bids_are_points_above_61():
    # "If a player bids "two" ... subsequent bidders must also bid two but contract to win a greater
    # number of points (i.e. a target of more than 61)."
    match = play(start(), bid(4, "2"))
    assert GAME.prompt(match).data["ranks"] == [] and GAME.prompt(match).data["point_bids"][0] == 62
    refused(match, "bid", {"player": 3, "bid": 61}, "more than 61 points", "bid")
    refused(match, "bid", {"player": 3, "bid": 121}, "card points from 61 to 120", "bid")
    match = play(match, bid(3, 75), bid(2, "pass"), bid(1, "pass"), bid(0, "pass"), bid(4, "pass"))
    assert GAME.prompt(match).title.endswith("Dee bid 2 for 75")


def test_a_contract_entered_at_once_and_the_dealer_sitting_out_with_six():
    # "the players take turns to sit out, dealing cards to the other five players"
    match = start((*NAMES, "Fay"))
    assert GAME.prompt(match).data["players"] == [5, 4, 3, 2, 1]  # Ann deals and sits out; Fay first
    refused(match, "contract", {"bidder": 0, "bid": "K"}, "Ann deals and sits out", "bidder")
    match = play(match, contract(2, "K"), called("S"), ("partner", {"player": 3}), ("result", {"points": 70}))
    assert last_row(match).points == (None, -1, 2, 1, -1, -1)  # 2 + 1 - 1 - 1 - 1 = 0
    assert match.deal.dealer == 5  # "The turn to deal passes to the right": to Fay


# --- The call ---------------------------------------------------------------------------------------------


def test_the_bid_rank_is_the_called_card_and_after_a_two_the_lowest_trump_not_held():
    # "The final bidder now names the suit of the briscola (trump) and the holder of the card of the bid
    # rank in this suit is the bidder's partner"
    match = play(start(), contract(1, "K"))
    refused(match, "call", {"suit": "H", "rank": "Q"}, "The bid was the K", "rank")
    assert play(match, called("H")).deal.called == "K"
    # "a player who won the bidding at "two" and named a trump suit holding the 2 and 4 but not the 5
    # could call the 2 (to play alone) or the 5 (to select a partner)"
    two = play(start(), contract(1, "2"))
    assert play(two, called("H", "5")).deal.called == "5"
    assert play(two, called("H")).deal.called == "2"


def test_straight_to_the_two_always_calls_a_two():
    # "the bidding is for the number of points to be taken (the lowest bid being 61) and the bidder must
    # always call a two"
    match = play(start(bidding="subito"), bid(4, 61))
    refused(play(start(bidding="subito")), "bid", {"player": 4, "bid": "K"}, "from 61 to 120", "bid")
    match = play(match, *(bid(s, "pass") for s in (3, 2, 1, 0)))
    refused(match, "call", {"suit": "C", "rank": "A"}, "the 2 of trumps is called", "rank")
    assert play(match, called("C")).deal.called == "2"


def test_points_only_and_col_monte_call_any_trump():
    # "The highest bidder names trumps and is allowed to call any card of the trumps suit"
    for bidding in ("points", "monte"):
        match = play(start(bidding=bidding), contract(2, 70), called("D", "A"))
        assert match.deal.called == "A"
        assert GAME.prompt(match).data["tricks"] == (7 if bidding == "monte" else 8)  # "seven cards each"


# --- All pass ---------------------------------------------------------------------------------------------


def test_all_pass_in_subito_reopens_or_redeals_with_the_same_dealer():
    # "the dealer asks each player in turn whether there should be a new deal or whether they will reopen
    # the bidding for 61 points calling a 2. If any player reopens, the bidding resumes, starting with this
    # player and continuing anticlockwise"
    match = play(start(bidding="subito"), *(bid(s, "pass") for s in (4, 3, 2, 1, 0)))
    assert GAME.prompt(match).phase == "all_passed"
    reopened = play(match, ("reopen", {"player": 2}))
    assert reopened.deal.auction.high.seat == 2 and GAME.prompt(reopened).actor == 1  # Cid 61, Bob next
    # "dealt again by the same dealer"
    redealt = play(match, ("redeal", {}))
    assert redealt.deal.dealer == 0 and redealt.deal.number == 2 and not redealt.played


def test_all_pass_in_the_basic_game_throws_the_deal_in():
    match = play(start(), *(bid(s, "pass") for s in (4, 3, 2, 1, 0)))
    assert match.deal.number == 2 and match.deal.dealer == 0  # our reading: the same dealer again


# --- The payoffs ------------------------------------------------------------------------------------------


def test_made_at_61_bidder_two_partner_one_others_minus_one():
    # "taking at least 61 points ... the bidder scores +2 points, the called partner scores +1 point and the
    # other three players score -1 point each."
    assert last_row(deal(1, "K", 3, 61)).points == (-1, 2, -1, 1, -1)  # 2 + 1 - 3 = 0
    # "If the bidding team fails these scores are reversed": 60 < 61
    assert last_row(deal(1, "K", 3, 60)).points == (1, -2, 1, -1, 1)


@pytest.mark.parametrize(
    ("points", "bidder", "others"),
    [(71, 4, 2), (80, 4, 2), (81, 6, 3), (90, 6, 3), (91, 8, 4), (100, 8, 4), (101, 10, 5), (120, 10, 5)],
)
def test_each_bid_band_and_its_stakes(points, bidder, others):
    # "71-80: ±4 for the bidder and ±2 for the other players ... 101+: ±10 ... ±5"
    row = last_row(deal(1, points, 2, points, bidding="points"))
    assert row.points == (-others, bidder, others, -others, -others)  # bidder + partner = 3 × others
    lost = last_row(deal(1, points, 2, points - 1, bidding="points"))  # one short of the bid
    assert lost.points == (others, -bidder, -others, others, others)


def test_a_bid_above_61_must_be_reached():
    # "at least the amount of the bid if more than 61 was bid": 65 bid, 64 taken, still the ±2 band
    assert last_row(deal(1, 65, 2, 64, bidding="subito")).points == (1, -2, -1, 1, 1)


@pytest.mark.parametrize(("points", "alone"), [(61, 4), (75, 8), (85, 12), (95, 16), (110, 20)])
def test_the_bidder_alone(points, alone):
    # "If the called card is in the bidder's hand ... scores +4 points if successful while the team of four
    # score -1 each ... 71-80 ... ±8 and the others ±2, 81-90 ±12 / ±3, 91-100 ±16 / ±4 and 101+ ±20 / ±5."
    each = alone // 4
    assert last_row(deal(1, points, 1, points, bidding="points")).points == (
        -each,
        alone,
        -each,
        -each,
        -each,
    )
    assert last_row(deal(1, points, 1, 0, bidding="points")).points == (each, -alone, each, each, each)


def test_all_eight_tricks_double_the_scores():
    # "If one team wins all eight tricks, the scores are doubled."
    match = deal(1, "K", 3, all_tricks=0)
    assert last_row(match).points == (-2, 4, -2, 2, -2)  # (+2, +1, -1) × 2
    assert match.played[-1].facts["card_points"] == [120, 0]
    assert last_row(deal(1, "K", 3, all_tricks=1)).points == (2, -4, 2, -2, 2)
    # the bidder alone, taking nothing: -4 × 2 = -8
    assert last_row(deal(1, "K", 1, all_tricks=1)).points == (2, -8, 2, 2, 2)


def test_capot_and_points_must_agree_and_points_stay_within_120():
    match = play(start(), contract(1, "K"), called(), ("partner", {"player": 2}))
    refused(match, "result", {"points": 121}, "cannot be more than 120", "points")
    refused(match, "result", {"points": 100, "all_tricks": 0}, "have 120 points, not 100", "points")


def made_deal(bidder, value, partner, **result):
    """A whole deal whose result says only whether the bidding team made it."""
    shown = ("partner", {"player": partner})
    return play(start(bidding="points"), contract(bidder, value), called("H", "A"), shown, ("result", result))


@pytest.mark.parametrize(
    ("value", "points"), [(61, 61), (61, 60), (75, 75), (75, 74), (85, 90), (95, 0), (110, 120)]
)
@pytest.mark.parametrize("partner", [1, 2])
def test_made_or_down_in_one_tap_pays_as_the_card_points_do(value, points, partner):
    # The payoff depends on the card points only through "taking at least 61 points or at least the amount
    # of the bid": saying made or down settles it as the points would.
    made = points >= value
    by_points = last_row(deal(1, value, partner, points, bidding="points"))
    by_word = made_deal(1, value, partner, made=made)
    assert last_row(by_word).points == by_points.points
    assert "card_points" not in by_word.played[-1].facts
    assert last_row(by_word).summary.endswith(f"{value} needed: {'made' if made else 'down'}")


def test_made_or_down_with_all_the_tricks_doubles_and_must_agree():
    assert last_row(made_deal(1, 61, 3, made="yes", all_tricks=0)).points == (-2, 4, -2, 2, -2)
    assert last_row(made_deal(1, 61, 3, made="no", all_tricks=1)).points == (2, -4, 2, -2, 2)
    match = play(start(), contract(1, "K"), called(), ("partner", {"player": 2}))
    refused(match, "result", {"made": True, "all_tricks": 1}, "cannot have made it", "made")
    refused(match, "result", {"made": False, "all_tricks": 0}, "made it", "made")
    refused(match, "result", {"made": True, "points": 70}, "not both", "made")
    refused(match, "result", {"made": "perhaps"}, "expected yes or no", "made")


# --- The hidden partner -----------------------------------------------------------------------------------


def test_the_partner_stays_hidden_until_the_called_card_shows():
    # "the holder of the card ... must not say anything to reveal his or her identity. It will only become
    # apparent during the play of the cards who is on which team."
    match = play(start(), contract(1, "K"), called("H"))
    sheet = GAME.score_sheet(match)
    assert sheet.extras["contract"]["partner"] is None and sheet.extras["contract"]["alone"] is None
    assert "partner hidden" in sheet.in_progress
    # Nothing the pages see names a partner: the record does not know one yet.
    assert '"partner": null' in json.dumps(GAME.prompt(match).data)
    shown = play(match, ("partner", {"player": 1}))  # the bidder played the called card: alone
    assert GAME.score_sheet(shown).extras["contract"]["alone"] is True
    refused(shown, "partner", {"player": 2}, "records result, not partner")  # shown once


def test_the_partner_may_be_named_with_the_result_but_not_left_out():
    match = play(start(), contract(1, "K"), called("H"))
    refused(match, "result", {"points": 70}, "Who played the called card", "player")
    done = play(match, ("result", {"points": 70, "player": 4}))
    assert done.played[-1].facts["partner"] == 4


# --- The end ----------------------------------------------------------------------------------------------


def test_the_agreed_number_of_deals_ends_the_session():
    # "the players should agree how long they will play: the number of deals"
    match = deal(1, "K", 3, 70, deals=1)
    assert match.is_over and match.winners == (1,)  # Bob +2


def test_a_target_reached_by_the_highest_scoring_player():
    # "the game could go on until some target score is reached by the highest scoring player"
    match = deal(1, "K", 3, 70, end="target", target=2)
    assert match.is_over and match.winners == (1,)
    assert not deal(1, "K", 3, 70, end="target", target=3).is_over


# --- Properties -------------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    bidding=st.sampled_from(["points", "subito", "monte"]),
    bid_points=st.integers(61, 120),
    bidder=st.integers(0, 4),
    partner=st.integers(0, 4),
    points=st.integers(0, 120),
    capot=st.sampled_from([None, 0, 1]),
    six=st.booleans(),
)
def test_every_deal_is_zero_sum_and_the_card_points_total_120(
    bidding, bid_points, bidder, partner, points, capot, six
):
    # "Since the scores of the players always add up to zero" and "The total number of points in the pack
    # is 120."
    names = (*NAMES, "Fay") if six else NAMES
    bidder, partner = bidder + six, partner + six  # with six, Ann deals and sits out
    result = {"points": points} if capot is None else {"all_tricks": capot}
    match = play(
        start(names, bidding=bidding),
        contract(bidder, bid_points),
        called("S", "2"),
        ("partner", {"player": partner}),
        ("result", result),
    )
    row, facts = last_row(match), match.played[-1].facts
    assert sum(p or 0 for p in row.points) == 0
    assert sum(facts["card_points"]) == facts["deck_points"] == 120
    assert (row.points[0] is None) == six


def cards_deal(cards, **options):
    """A deal whose result is the bidding team's captured cards."""
    entries = (contract(1, "K"), called("H"), ("partner", {"player": 3}), ("result", {"cards": cards}))
    return play(start(**options), *entries)


def test_the_bidding_teams_cards_are_counted():
    # "Aces are worth 11 points, 3s 10 points, kings 4 points, queens 3 points and jacks 2 points"; two tricks
    # of five: AS 3S KS QS JS (11 + 10 + 4 + 3 + 2 = 30) and AH 3H 2C 4C 5C (11 + 10 = 21) = 51 < 61: down.
    match = cards_deal("AS 3S KS QS JS AH 3H 2C 4C 5C")
    assert match.played[-1].facts["card_points"] == [51, 69]
    assert last_row(match).points == (1, -2, 1, -1, 1)


def test_all_forty_cards_are_every_trick_and_double():
    # "If one team wins all eight tricks, the scores are doubled": 120 points and a stake of 2 × 2 = 4.
    every = " ".join(str(card) for card in italian_40())
    assert last_row(cards_deal(every)).points == (-2, 4, -2, 2, -2)


def test_captured_cards_refusals_store_nothing():
    match = play(start(), contract(1, "K"), called("H"), ("partner", {"player": 3}))
    refused(match, "result", {"cards": "AS 3S KS"}, "Tricks have five cards, so 3 cards", "cards")
    both = {"cards": "AS 3S KS QS JS", "points": 30}
    refused(match, "result", both, "points or their cards, not both", "cards")
    refused(match, "result", {"cards": "AS 3S KS QS 10S"}, "10S", "cards")
