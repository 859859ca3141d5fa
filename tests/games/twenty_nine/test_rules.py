"""Twenty-Nine (twenty-nine.txt): each test quotes the sentence it checks, with the arithmetic in a comment.

Seats: Ann 0, Bob 1, Cid 2, Dee 3; Ann & Cid (column 0) against Bob & Dee (column 1). Ann deals first, so
Bob calls first and Ann last.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import piquet_32
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.twenty_nine.rules import TwentyNineOptions
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee")
GAME = Driver("twenty-nine", NAMES, TwentyNineOptions)
start, play, refused = GAME.start, GAME.play, GAME.refused
HEARTS = "JH 9H AH 10H KH QH 8H 7H"


def call(seat, bid):
    return ("bid", {"player": seat, "bid": bid})


def contract(bidder, bid):
    return ("contract", {"bidder": bidder, "bid": bid})


def deal(bidder, bid, points, **options):
    """A fresh game with one contract entered and ``points`` for the declarers."""
    return play(start(**options), contract(bidder, bid), ("result", {"points": points}))


# --- The bidding ------------------------------------------------------------------------------------------


def test_the_player_to_the_dealers_left_bids_first_between_15_and_28():
    # "The player to the dealer's left bids first, naming any number of points between 15 and 28."
    match = start()
    prompt = GAME.prompt(match)
    assert prompt.phase == "bid" and prompt.actor == 1  # Ann deals: Bob is on her left
    assert prompt.data["allowed_bids"] == list(range(15, 29))  # 15, 16, ..., 28: 14 bids
    refused(match, "bid", {"player": 1, "bid": 14}, "from 15 to 28, not 14", "bid")
    refused(match, "bid", {"player": 1, "bid": 29}, "from 15 to 28, not 29", "bid")
    refused(match, "bid", {"player": 2, "bid": 16}, "Bob's turn to bid, not Cid's", "player")
    assert GAME.prompt(play(match, call(1, 28))).actor == 2


def test_each_bid_is_higher_than_the_last_or_a_pass():
    # "The next player to the left may then either bid (higher than the first bid, if any) or pass."
    match = play(start(), call(1, 16))
    refused(match, "bid", {"player": 2, "bid": 16}, "Cid must bid more than 16: at least 17, or pass", "bid")
    match = play(match, call(2, "pass"), call(3, 17))
    assert GAME.prompt(match).data["allowed_bids"][0] == 18  # 17 + 1
    refused(match, "bid", {"player": 0}, "Enter a bid from 15 to 28, or pass", "bid")


def test_passes_are_final_and_the_last_bidder_standing_wins():
    # "This continues on around the table until all players have passed but one. That player wins the
    # bidding."
    match = play(start(), call(1, 16), call(2, "pass"), call(3, 18), call(0, "pass"))
    assert GAME.prompt(match).actor == 1  # Cid passed and is out: back to Bob
    refused(match, "bid", {"player": 2, "bid": 20}, "Bob's turn to bid, not Cid's")
    match = play(match, call(1, 19), call(3, "PASS"))
    prompt = GAME.prompt(match)
    assert prompt.phase == "play" and prompt.data["bidder"] == 1 and prompt.data["contract"] == 19
    assert prompt.title == "Deal 1 · Bob bid 19 · trump hidden"


def test_the_dealer_is_forced_to_bid_fifteen_and_the_bidding_ceases():
    # "If the first three players pass, the dealer is compelled to make a bid of fifteen, and bidding
    # immediately ceases."
    match = play(start(), call(1, "pass"), call(2, "pass"), call(3, "pass"))
    prompt = GAME.prompt(match)
    assert prompt.actor == 0 and prompt.data["must_bid"] and prompt.data["allowed_bids"] == [15]
    refused(match, "bid", {"player": 0, "bid": "pass"}, "Ann, the dealer, must bid 15: everyone else passed")
    refused(match, "bid", {"player": 0, "bid": 16}, "must bid exactly 15")
    match = play(match, call(0, 15))
    assert GAME.prompt(match).phase == "play"  # no further calls: the bidding ceased at 15
    assert match.deal.high.seat == 0 and match.deal.contract == 15


def test_without_the_forced_dealer_four_passes_throw_the_deal_in():
    # Option: a table that does not force the dealer throws the deal in; the next player deals.
    match = play(start(dealer_forced=False), *(call(seat, "pass") for seat in (1, 2, 3, 0)))
    assert match.totals == (0, 0) and not match.played and match.thrown_in == 1
    assert match.deal.number == 2 and match.deal.dealer == 1 and GAME.prompt(match).actor == 2


def test_the_contract_alone_is_a_quick_entry_before_any_call():
    match = play(start(), contract(3, 21))
    assert GAME.prompt(match).title == "Deal 1 · Dee bid 21 · trump hidden"
    refused(start(), "contract", {"bidder": 3, "bid": 29}, "A bid is from 15 to 28, not 29", "bid")
    refused(start(), "contract", {"bid": 20}, "The high bidder is missing", "bidder")
    refused(play(start(), call(1, 16)), "contract", {"bidder": 1, "bid": 16}, "call by call")


# --- The trump and the royals -----------------------------------------------------------------------------


def test_the_trump_is_hidden_until_a_player_cannot_follow_suit():
    # "The first time that a player is unable to follow suit, the high bidder must turn the card they used
    # to declare trump face up for the other players to see."
    match = play(start(), contract(1, 18))
    assert GAME.prompt(match).events[0] == "reveal" and GAME.prompt(match).data["trump"] is None
    refused(match, "reveal", {"suit": "H", "trick": 9}, "one of the 8 tricks: 1 to 8", "trick")
    refused(match, "reveal", {"trick": 2}, "The trump: choose a suit", "suit")
    refused(match, "reveal", {"suit": "X", "trick": 2}, "not a suit", "suit")
    match = play(match, ("reveal", {"suit": "♥", "trick": "3"}))
    prompt = GAME.prompt(match)
    assert prompt.title == "Deal 1 · Bob bid 18 · ♥ hearts, shown at trick 3"
    assert (
        prompt.events[0] == "royals" and prompt.data["trump"] == "H" and prompt.data["trump_revealed_at"] == 3
    )
    refused(match, "reveal", {"suit": "S", "trick": 4}, "already shown at trick 3")


def test_the_declarers_royals_take_four_off_and_the_defenders_add_four():
    # "If the declarers hold the royals, it reduces the value of their contract by four points. If they are
    # shown by the defenders, it increases the declarers' contract by four points."
    shown = play(start(), contract(1, 20), ("reveal", {"suit": "S", "trick": 2}))
    declarers = play(shown, ("royals", {"player": 3}))  # Dee is Bob's partner: 20 - 4 = 16
    assert declarers.deal.contract == 16
    defenders = play(shown, ("royals", {"player": 0}))  # Ann defends: 20 + 4 = 24
    assert defenders.deal.contract == 24
    assert (
        GAME.prompt(defenders).title == "Deal 1 · Bob bid 20, 24 with the royals · ♠ spades, shown at trick 2"
    )
    # Bob & Dee take 22: 22 >= 16 made with their royals, 22 < 24 down against Ann's.
    assert play(declarers, ("result", {"points": 22})).totals == (0, 1)
    assert play(defenders, ("result", {"points": 22})).totals == (0, -1)


def test_the_royals_never_take_the_contract_below_15_or_above_28():
    # "The royals cannot reduce the contract below 15 points or increase it above 28."
    def royals(bid, seat):
        match = play(
            start(), contract(1, bid), ("reveal", {"suit": "S", "trick": 1}), ("royals", {"player": seat})
        )
        return match.deal.contract

    assert royals(17, 1) == 15  # 17 - 4 = 13, held at 15
    assert royals(15, 3) == 15  # 15 - 4 = 11, held at 15
    assert royals(26, 2) == 28  # 26 + 4 = 30, held at 28
    assert royals(19, 1) == 15  # 19 - 4 = 15 exactly
    match = play(start(), contract(1, 17), ("reveal", {"suit": "S", "trick": 1}), ("royals", {"player": 1}))
    row = play(match, ("result", {"points": 15})).played[0].row  # 15 >= 15: made
    assert row.notes == ("took 13", "bid 17 → 15 · took 15 · made · royals −2")  # 28 - 15 = 13
    assert row.lines[1][0].label == "royals: 17 − 4, but not below 15 = 15"
    assert [line.points for line in row.lines[1]] == [0, 1]


def test_the_royals_only_once_the_trump_is_shown_and_once_a_deal():
    # "If a player holds both of these cards, and the trump suit has been revealed, they may reveal the two
    # cards immediately after their partnership wins a trick."
    match = play(start(), contract(1, 20))
    refused(match, "royals", {"player": 1}, "only once the trump is shown", "player")
    match = play(match, ("reveal", {"suit": "D", "trick": 6}), ("royals", {"player": 2}))
    refused(match, "royals", {"player": 1}, "Cid already showed the royals")
    refused(play(start(), contract(1, 20)), "royals", {"player": 9}, "only once the trump is shown")


def test_no_royals_after_trick_six_nor_without_the_option():
    # "Note that both the king and queen must be in the player's hand at the same time": after trick 7
    # every player holds one card (8 - 7 = 1), so a trump shown at trick 7 or 8 comes too late for them.
    late = play(start(), contract(1, 20), ("reveal", {"suit": "D", "trick": 7}))
    refused(late, "royals", {"player": 1}, "after trick 6 nobody holds both the king and the queen")
    assert GAME.prompt(late).data["can_show_royals"] is False
    off = play(start(royals=False), contract(1, 20), ("reveal", {"suit": "D", "trick": 2}))
    refused(off, "royals", {"player": 1}, "played without the royals")


# --- The cards and the result ------------------------------------------------------------------------------


def test_card_values_seven_a_suit_twenty_eight_in_all():
    # "jacks score three points, 9s score two, aces and 10s score one. The other cards do not have any
    # value at all. ... there are seven card points in each suit, or 28 altogether."
    one_suit = play(start(), contract(1, 15), ("result", {"cards": HEARTS}))  # 3 + 2 + 1 + 1 = 7
    assert one_suit.played[0].facts["card_points"] == [21, 7]  # the defenders have 28 - 7 = 21
    everything = [str(c) for c in piquet_32()]
    all_of_it = play(start(), contract(1, 28), ("result", {"cards": everything}))  # 4 x 7 = 28
    assert all_of_it.played[0].facts["card_points"] == [0, 28] and all_of_it.totals == (0, 1)


def test_the_twenty_ninth_point_for_the_last_trick_is_an_option():
    # "The name Twenty-Nine, derives from the 28 card points plus one extra point that was formerly awarded
    # for taking the last trick."
    match = play(start(last_trick_point=True), contract(1, 15))
    assert GAME.prompt(match).data["deck_points"] == 29
    last = play(match, ("result", {"cards": HEARTS, "last_trick": True}))  # 7 + 1 = 8
    assert last.played[0].facts == last.played[0].facts | {"card_points": [21, 8], "deck_points": 29}
    everything = [str(c) for c in piquet_32()]
    refused(match, "result", {"cards": everything}, "took every trick, so they took the last one too")
    assert play(match, ("result", {"points": 29})).played[0].facts["card_points"] == [0, 29]
    refused(play(start(), contract(1, 15)), "result", {"points": 29}, "cannot be more than 28", "points")


def test_captured_cards_are_whole_tricks_from_the_32_card_pack():
    match = play(start(), contract(1, 15))
    refused(match, "result", {"cards": "JH 9H AH"}, "3 cards are not whole tricks", "cards")
    refused(match, "result", {"cards": "JH 9H AH 2H"}, "2H is not in the deck", "cards")
    refused(match, "result", {"cards": "JH JH AH 10H"}, "JH appears twice", "cards")
    refused(match, "result", {"cards": []}, "enter 0 card points", "cards")
    refused(match, "result", {"cards": HEARTS, "points": 7}, "card points or their cards, not both", "points")
    refused(match, "result", {}, "Bob & Dee's card points is missing", "points")


def test_made_scores_one_victory_point_and_failed_loses_one():
    # "If they successfully fulfilled their contract, they score one victory point. If they did not, they
    # lose one victory point."
    made = deal(1, 18, 18)  # 18 >= 18: made, "at least the number of card points bid"
    assert made.totals == (0, 1)
    row = made.played[0].row
    assert row.points == (0, 1) and row.notes == ("took 10", "bid 18 · took 18 · made")  # 28 - 18 = 10
    assert row.label == "Deal 1" and row.summary == "Bob bid 18 · trump hidden"
    assert row.lines[1][0].label == "contract 18, took 18: made" and row.lines[1][0].points == 1
    down = deal(2, 18, 17)  # Cid: 17 < 18, down
    assert down.totals == (-1, 0) and down.played[0].row.notes[0] == "bid 18 · took 17 · down"
    assert down.played[0].facts == {
        "bidder": 2,
        "bid": 18,
        "contract": 18,
        "trump": None,
        "trump_revealed_at": None,
        "royals": None,
        "royals_change": None,
        "card_points": [17, 11],
        "deck_points": 28,
        "made": False,
    }


def test_the_deal_passes_to_the_left():
    match = deal(1, 18, 20)
    assert match.deal.number == 2 and match.deal.dealer == 1 and GAME.prompt(match).actor == 2


def _scores(match, wins_for_bob: int, losses_for_ann: int = 0):
    for _ in range(wins_for_bob):
        match = play(match, contract(1, 15), ("result", {"points": 20}))
    for _ in range(losses_for_ann):
        match = play(match, contract(0, 28), ("result", {"points": 10}))
    return match


def test_the_first_team_to_six_wins():
    # "Game play continues until one team has scored six victory points. That team is the winner."
    match = _scores(start(), 5)
    assert not match.is_over and match.totals == (0, 5)
    match = _scores(match, 1)  # 5 + 1 = 6
    assert match.is_over and match.winners == (1,)
    sheet = GAME.score_sheet(match)
    assert sheet.is_over and sheet.winners == (1,) and sheet.target == 6
    assert GAME.prompt(match).title == "Game over · Bob & Dee win 6 to 0"
    refused(match, "bid", {"player": 1, "bid": 15}, "The game is over")


def test_a_team_at_minus_six_loses():
    # "it is possible for a team to reach −6 points; a team that does so loses."
    match = _scores(start(), 2, losses_for_ann=6)  # Ann & Cid: 6 x -1 = -6
    assert match.is_over and match.winners == (1,) and match.totals == (-6, 2)
    assert GAME.prompt(match).title == "Game over · Ann & Cid reach −6 and lose: Bob & Dee win"


def test_the_target_and_the_loss_at_minus_are_options():
    match = _scores(start(target=3), 3)
    assert match.is_over and GAME.score_sheet(match).target == 3
    deep = _scores(start(lose_at_minus=False), 0, losses_for_ann=7)
    assert not deep.is_over and deep.totals == (-7, 0)
    with pytest.raises(RuleError, match="at most 6"):
        parse_options(TwentyNineOptions, {"target": 7})


def test_partners_sit_across_from_one_another():
    # "Partners should sit across from one another, such that each player's opponents are sitting to their
    # left and right."
    with pytest.raises(RuleError, match="Ann with Cid, Bob with Dee") as caught:
        GAME.ruleset.start(GameSetup(NAMES, TwentyNineOptions(), teams=((0, 1), (2, 3))))
    assert caught.value.field == "teams"
    labelled = GAME.ruleset.start(GameSetup(NAMES, TwentyNineOptions(), teams=((1, 3), (0, 2))))
    assert GAME.score_sheet(labelled).columns == ("Bob & Dee", "Ann & Cid")
    assert play(labelled, contract(1, 15), ("result", {"points": 15})).totals == (1, 0)
    with pytest.raises(RuleError, match="Twenty-Nine is played by 4 players, not 3"):
        GAME.ruleset.start(GameSetup(NAMES[:3], TwentyNineOptions()))


def test_the_scoreboard_extras_show_the_contract_and_the_trump():
    match = play(start(), call(1, 16), call(2, "pass"), call(3, "pass"), call(0, "pass"))
    assert GAME.extras(match)["contract"]["trump"] is None and GAME.progress(match).endswith("trump hidden")
    match = play(match, ("reveal", {"suit": "C", "trick": 4}))
    extras = GAME.extras(match)["contract"]
    assert extras["trump"] == "C" and extras["trump_revealed_at"] == 4 and extras["declarers"] == 1
    assert GAME.extras(start())["contract"] is None


def test_the_scoreboard_extras_follow_the_bidding_call_by_call_and_say_whose_call_it_is():
    # A pass changes the board as a bid does: every call so far, and who calls next.
    bidding = GAME.extras(start())["bidding"]
    assert bidding == {"calls": [], "high": None, "next": 1, "must_bid": False, "lowest": 15}
    match = play(start(), call(1, 16), call(2, "pass"))
    bidding = GAME.extras(match)["bidding"]
    assert bidding["calls"] == [{"player": 1, "bid": 16}, {"player": 2, "bid": None}]
    assert bidding["high"] == {"player": 1, "bid": 16} and bidding["next"] == 3
    forced = play(start(), *(call(seat, "pass") for seat in (1, 2, 3)))
    assert GAME.extras(forced)["bidding"]["next"] == 0 and GAME.extras(forced)["bidding"]["must_bid"]
    assert GAME.extras(play(forced, call(0, 15)))["bidding"] is None  # the contract is on the board now


# --- Every deal, whatever is entered -----------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.booleans(), st.booleans(), st.booleans())
def test_card_points_add_up_and_each_deal_moves_one_team_by_one(seed, last_trick, forced, royals):
    # Every deal: declarers + defenders = 28 (29 with the last trick); +1 or -1 for exactly one team.
    options = {"last_trick_point": last_trick, "dealer_forced": forced, "royals": royals}
    match, rng = start(**options), Random(seed)
    for _ in range(400):
        if match.is_over:
            break
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError as exc:
            assert exc.message.endswith(".")
    for record in match.played:
        facts, points = record.facts, record.row.points
        assert sum(facts["card_points"]) == facts["deck_points"] == (29 if last_trick else 28)
        assert sorted(points) in ([0, 1], [-1, 0])
        assert 15 <= facts["contract"] <= 28
    assert match.totals == tuple(sum(r.row.points[i] for r in match.played) for i in (0, 1))
    assert all(-6 <= t <= 6 for t in match.totals)
