"""Pickle (pickle.txt): each test quotes the sentence it checks, with the arithmetic in a comment.

Three players unless a test says otherwise: Ann 0, Bob 1, Cid 2. Ann deals first, so Bob calls first and
Ann, the dealer, last. With four: Dee 3, and in partnerships Ann & Cid (column 0) against Bob & Dee (1).
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import Suit
from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.pickle.rules import MOST_CARD_POINTS, PickleOptions, trick_rules
from scorekeeper.games.tricks import rules_for, winner_for
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")
GAME = Driver("pickle", NAMES, PickleOptions)
play, refused = GAME.play, GAME.refused


def start(players: int = 3, **options):
    return GAME.start(NAMES[:players], **options)


def call(seat, bid, suit="H"):
    return (
        "bid",
        {"player": seat, "bid": bid, "suit": suit} if bid != "pass" else {"player": seat, "bid": bid},
    )


def contract(bidder, bid, suit="H"):
    return ("contract", {"bidder": bidder, "bid": bid, "suit": suit})


def tricks(*taken):
    return ("tricks", {"tricks": list(taken)})


def cards(*points):
    return ("card_points", {"points": list(points)})


def deal(match, bidder, bid, taken, points=None, suit="H"):
    """One deal entered the quick way: the contract, the tricks, then the card points (if still asked)."""
    match = play(match, contract(bidder, bid, suit), tricks(*taken))
    if points is not None:
        match = play(match, cards(*points))
    return match


# --- The deal and the cards -------------------------------------------------------------------------------


def test_two_to_five_players_with_a_pack_and_two_jokers():
    # "Players: 2-5"; "1 deck of cards, including two jokers"
    for players in (2, 3, 4, 5):
        assert GAME.prompt(start(players)).phase == "bid"
    with pytest.raises(RuleError, match="played by 2 to 5 players, not 6"):
        GAME.ruleset.start(GameSetup((*NAMES, "Fay"), PickleOptions()))
    rules = trick_rules(Suit.HEARTS, PickleOptions())
    assert len(rules.deck) == 54 and sum(card.is_joker for card in rules.deck) == 2


def test_the_trick_preset_is_the_games_own():
    # "If a joker is led, there are no restrictions"; "jokers rank above a 9 but below a 10"
    assert rules_for("pickle", Suit.SPADES, {}) == trick_rules(Suit.SPADES, PickleOptions())
    assert winner_for("pickle", "S", ["5H", "JK", "9D"]) == 1  # no trump: the joker beats the 9
    assert winner_for("pickle", "S", ["5H", "JK", "2S"]) == 2  # "the highest ranking trump wins"
    assert (
        rules_for("pickle", Suit.SPADES, {"partnerships": True, "target": 200}).deck
        == rules_for("pickle", Suit.SPADES, {}).deck
    )


# --- The auction ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "minimum"), [(2, 4), (3, 3), (4, 2), (5, 2)])
def test_the_minimum_opening_bid_depends_on_the_players(players, minimum):
    # "The minimum opening bid is four with 2 players, three with 3 players, and two with 4 or 5 players."
    match = start(players)
    prompt = GAME.prompt(match)
    assert prompt.data["allowed_bids"] == list(range(minimum, 11))  # up to the ten tricks of a hand
    refused(match, "bid", {"player": 1, "bid": minimum - 1, "suit": "S"}, f"from {minimum} to 10", "bid")
    refused(match, "bid", {"player": 1, "bid": 11, "suit": "S"}, f"from {minimum} to 10, not 11", "bid")


def test_the_player_left_of_the_dealer_calls_first_and_a_bid_names_a_suit():
    # "Each player, starting with the person to the left of the dealer, either passes or bids the number of
    # tricks he thinks he can take. If he makes a bid, he must also name the suit"
    match = start()
    assert GAME.prompt(match).actor == 1  # Ann deals: Bob is on her left
    refused(match, "bid", {"player": 2, "bid": 3, "suit": "H"}, "Bob's turn to bid, not Cid's", "player")
    refused(match, "bid", {"player": 1, "bid": 4}, "Bob's bid of 4: choose a suit", "suit")
    refused(match, "bid", {"player": 1, "suit": "H"}, "Enter a bid from 3 to 10, or pass", "bid")
    refused(match, "bid", {"player": 1, "bid": 4, "suit": "X"}, "not a suit", "suit")
    match = play(match, call(1, 4, "♥"))
    assert match.deal.auction.calls[-1].named == "H"
    assert GAME.prompt(match).title == "Deal 1 · bidding · Bob 4♥ high"


def test_each_bid_is_at_least_one_higher():
    # "if one player bids "5 hearts" then the next player cannot make a bid for less than 6, although, of
    # course, he can still pass."
    match = play(start(), call(1, 5, "H"))
    refused(
        match, "bid", {"player": 2, "bid": 5, "suit": "S"}, "Cid must bid more than 5: at least 6, or pass"
    )
    assert GAME.prompt(match).data["allowed_bids"] == [6, 7, 8, 9, 10]
    assert GAME.prompt(play(match, call(2, "pass"))).actor == 0  # "he can still pass"


def test_the_dealer_bids_last_and_the_highest_bid_wins_after_one_round():
    # "The dealer always bids last ... After the dealer bids or passes, the player with the highest bid wins
    # the auction. The suit declared by that player in his winning bid becomes trumps"
    match = play(start(), call(1, 3, "S"), call(2, 4, "D"), call(0, "pass"))
    prompt = GAME.prompt(match)  # no second round: Bob does not bid again
    assert prompt.phase == "tricks" and prompt.data["bidder"] == 2 and prompt.data["trump"] == "D"
    assert prompt.title == "Deal 1 · Cid bid 4♦"
    match = play(start(), call(1, 3, "S"), call(2, "pass"), call(0, 7, "C"))
    assert GAME.prompt(match).data.items() >= {"bidder": 0, "bid": 7, "trump": "C"}.items()


def test_the_dealer_is_obliged_to_bid_when_all_others_pass():
    # "The dealer always bids last, and if all other players pass, the dealer is obliged to bid."
    match = play(start(4), call(1, "pass"), call(2, "pass"), call(3, "pass"))
    prompt = GAME.prompt(match)
    assert prompt.actor == 0 and prompt.data["must_bid"] and prompt.data["allowed_bids"] == list(range(2, 11))
    refused(match, "bid", {"player": 0, "bid": "pass"}, "Ann, the dealer, must bid at least 2", "bid")
    match = play(match, call(0, 5, "S"))  # any bid from the minimum, not only the minimum
    assert match.deal.contract.bid == 5 and GAME.prompt(match).phase == "tricks"


def test_the_contract_alone_is_a_quick_entry_before_any_call():
    match = play(start(), contract(2, 6, "C"))
    assert GAME.prompt(match).title == "Deal 1 · Cid bid 6♣"
    refused(start(), "contract", {"bidder": 2, "bid": 2, "suit": "C"}, "A bid is from 3 to 10, not 2", "bid")
    refused(start(), "contract", {"bidder": 2, "bid": 5}, "The trump suit: choose a suit", "suit")
    refused(start(), "contract", {"bid": 5, "suit": "C"}, "The high bidder is missing", "bidder")
    refused(play(start(), call(1, 3)), "contract", {"bidder": 1, "bid": 3, "suit": "H"}, "call by call")


# --- The tricks -------------------------------------------------------------------------------------------


def test_the_tricks_add_up_to_ten():
    # "When all ten tricks have been played, the round is over."
    match = play(start(), contract(1, 5))
    refused(match, "tricks", {"tricks": [3, 3, 3]}, "add up to 9, but 10 were played", "tricks")
    refused(match, "tricks", {"tricks": [3, 11, 0]}, "Bob's tricks cannot be more than 10", "tricks.1")
    refused(match, "tricks", {"tricks": [5]}, "Enter a number for each of 3 players", "tricks")
    refused(match, "tricks", {"tricks": ["", 6, 5]}, "add up to 11, but 10 were played", "tricks")
    # All but one tapped: the one left blank (or not sent, the last row of a form) has the rest of the ten.
    for blank in (["", 6, 1], [3, 6, ""], [3, 6]):
        taken = play(match, ("tricks", {"tricks": blank})).deal.tricks
        assert taken == (3, 6, 1)


def test_the_bidder_who_makes_it_scores_five_a_trick_bid_and_two_a_trick_beyond():
    # "if the winning bid was for seven tricks, and that player ended up taking eight, he would score five
    # points for the first seven tricks (totalling 35) and two additional points for the eighth trick
    # (making a grand total of 37). If the bidder makes his bid, no other players score anything for the
    # tricks they took."
    match = play(start(), contract(1, 7), tricks(1, 8, 1))
    row = GAME.score_sheet(match).rows[0]
    assert row.points == (0, 37, 0)  # 7 x 5 + 1 x 2 = 37; Ann and Cid nothing for their tricks
    assert [(line.label, line.points) for line in row.lines[1]] == [
        ("bid 7 made: 7 × 5", 35),
        ("1 extra trick × 2", 2),
    ]
    assert row.notes == ("took 1", "bid 7♥ · took 8 · made", "took 1")
    assert GAME.prompt(match).phase == "cards"  # the trick points stand while the cards are counted


@pytest.mark.parametrize(
    ("bid", "taken", "points"),
    [
        (8, 8, 50),  # 8 x 5 + a bonus of 10 = 50: "bids and makes an eight bid, a bonus of 10 points"
        (8, 9, 52),  # 8 x 5 + 1 x 2 + 10 = 52: the eight bid is made
        (9, 9, 75),  # 9 x 5 + 30 = 75: "Bidding and making a nine bid counts for a bonus of 30 points"
        (9, 10, 77),  # 9 x 5 + 2 + 30 = 77
        (10, 10, 100),  # 10 x 5 + 50 = 100: "a ten bid counts for a bonus of 50 points"
        (7, 10, 41),  # 7 x 5 + 3 x 2 = 41: no bonus, the bid was seven
    ],
)
def test_the_bonuses_for_making_eight_nine_and_ten(bid, taken, points):
    match = play(start(), contract(1, bid), tricks(10 - taken, taken, 0))
    row = GAME.score_sheet(match).rows[0]
    assert row.points[1] == points
    assert (row.lines[1][-1].label == f"bonus for bidding and making {bid}") == (bid >= 8)


def test_when_the_bid_fails_the_others_score_five_a_trick():
    # "If the winner of the bid has not taken as many tricks as he bid, all other players score five
    # points for each trick they took."
    match = play(start(), contract(1, 6), tricks(4, 5, 1))
    row = GAME.score_sheet(match).rows[0]
    assert row.points == (20, 0, 5)  # Ann 4 x 5 = 20, Cid 1 x 5 = 5, Bob nothing for 5 of 6
    assert row.notes[1] == "bid 6♥ · took 5 · down"
    assert row.lines[0][0].label == "4 tricks × 5, the bid failed"


# --- The card points --------------------------------------------------------------------------------------


def test_card_points_are_scored_by_everyone_after_the_tricks():
    # "the cards are turned face-up, and all players score for individual cards that were taken."
    match = play(start(), contract(1, 7), tricks(1, 8, 1), cards(10, 70, 30))
    row = match.played[0].row
    assert row.points == (10, 107, 30)  # Bob 37 + 70; Ann and Cid their card points alone
    assert row.notes == ("took 1 · cards 10", "bid 7♥ · took 8 · made · cards 70", "took 1 · cards 30")
    assert row.summary == "Bob bid 7 ♥ hearts · took 8: made"
    assert match.played[0].facts == {
        "bidder": 1,
        "bid": 7,
        "trump": "H",
        "bidders": 1,
        "tricks": [1, 8, 1],
        "trick_points": [0, 37, 0],
        "card_points": [10, 70, 30],
        "card_points_at_most": 145,
    }
    assert match.totals == (10, 107, 30) and match.deal.number == 2


def test_card_points_that_cannot_be_are_refused():
    match = play(start(), contract(1, 7), tricks(0, 8, 2))
    refused(
        match, "card_points", {"points": [5, 60, 20]}, "Ann took no tricks, so no card points", "points.0"
    )
    refused(match, "card_points", {"points": [0, 146, 0]}, "cannot be more than 145", "points.1")
    # 5s 20 + 10s 40 + honours 40 = 100, jokers 30, the lowest trump 15: 145 in all.
    refused(match, "card_points", {"points": [0, 100, 50]}, "add up to 150, but the cards hold at most 145")
    refused(match, "card_points", {}, "Enter a number for each of 3 players", "points")
    assert MOST_CARD_POINTS == 145


def test_the_cards_that_count_tapped_in_are_counted():
    # "Each 5 taken in a trick counts five points. Tens count 10 points; jacks count 1; queens count 2; kings
    # count 3; aces count 4; jokers count 15. The lowest card of trumps in play counts 15."
    match = play(start(), contract(1, 5), tricks(2, 6, 2))
    payload = {"cards": ["5S JK", "10D JC QC KC AC 3H", ""], "lowest_trump": "3H"}
    done = play(match, ("card_points", payload))
    # Ann 5 + 15 = 20; Bob 10 + 1 + 2 + 3 + 4 + 15 (3H, the lowest trump) = 35; Cid nothing.
    assert done.played[0].facts["card_points"] == [20, 35, 0]
    lines = done.played[0].row.lines[1]
    assert ("lowest trump", 15, ("3H",)) in [(ln.label, ln.points, ln.cards) for ln in lines]


def test_the_lowest_trump_must_be_entered_where_it_went():
    match = play(start(), contract(1, 5), tricks(2, 6, 2))
    entry = {"cards": ["5S", "10D 4H 3H", ""]}
    refused(match, "card_points", entry, "Enter the lowest trump in play: it counts 15", "lowest_trump")
    refused(match, "card_points", entry | {"lowest_trump": "2H"}, "Add 2H to the cards of whoever took it")
    refused(match, "card_points", entry | {"lowest_trump": "4H"}, "3H was in play and is lower than 4H")
    refused(match, "card_points", entry | {"lowest_trump": "3S"}, "The lowest trump is a heart, not 3S")
    assert play(match, ("card_points", entry | {"lowest_trump": "3H"})).played[0].facts["card_points"] == [
        5,
        25,  # 10 + 15 for 3H; 4H counts nothing
        0,
    ]
    no_trumps = play(match, ("card_points", {"cards": ["5S", "10D", ""]}))  # no trump taken at all
    assert no_trumps.played[0].facts["card_points"] == [5, 10, 0]


def test_the_cards_tapped_in_must_fit_the_tricks_and_the_pack():
    match = play(start(), contract(1, 5), tricks(0, 9, 1))
    refused(match, "card_points", {"cards": ["5S", "10D", ""]}, "Ann took no tricks, so no cards", "cards.0")
    refused(match, "card_points", {"cards": ["", "10D", "5S 5H 5D 5C"]}, "Cid took 1 trick: 3 cards at most")
    refused(match, "card_points", {"cards": ["", "10D", "10D"]}, "10D appears twice", "cards")
    refused(
        match, "card_points", {"cards": ["", "JK JK JK", ""]}, "Bob: JK appears more than 2 times", "cards.1"
    )
    refused(match, "card_points", {"cards": ["", "10D"], "lowest_trump": ""}, "Enter the cards of Ann, Bob")
    refused(match, "card_points", {"cards": ["", "10D", ""], "points": [0, 10, 0]}, "not both", "points")


def test_the_lowest_trump_may_count_fifteen_on_top_of_its_own_value():
    # Open: "counts 15" read as its value (a 5 that is the lowest trump counts 15), or as 15 more (20).
    entry = {"cards": ["", "5H 10H", ""], "lowest_trump": "5H"}
    instead = play(start(), contract(1, 5), tricks(0, 10, 0), ("card_points", entry))
    plus = play(start(lowest_trump="plus"), contract(1, 5), tricks(0, 10, 0), ("card_points", entry))
    assert instead.played[0].facts["card_points"][1] == 25  # 15 + 10
    assert plus.played[0].facts["card_points"][1] == 30  # 5 + 15 + 10


# --- 300 to win: two checks in a deal ---------------------------------------------------------------------


def test_a_winner_is_declared_on_trick_points_before_the_cards_are_counted():
    # "After these trick points are counted and scored, a winner is declared if someone has reached or
    # exceeded 300 points."
    match = play(start(), contract(1, 10), tricks(0, 10, 0), cards(0, 145, 0))  # 100 + 145 = 245
    match = play(match, contract(1, 10), tricks(0, 10, 0))  # 245 + 100 = 345 >= 300
    assert match.is_over and match.winners == (1,) and match.totals == (0, 345, 0)
    assert GAME.prompt(match).title == "Game over · Bob wins with 345 points"
    row = match.played[-1].row
    assert row.summary == "Bob bid 10 ♥ hearts · took 10: made · won on trick points: cards not counted"
    assert "card_points" not in match.played[-1].facts
    refused(match, "card_points", {"points": [0, 0, 0]}, "The game is over")


def test_otherwise_the_card_points_are_counted_and_checked_again():
    # "After these points are counted and scored, a winner is declared if someone has reached or exceeded
    # 300 points."
    match = play(start(), contract(1, 10), tricks(0, 10, 0), cards(0, 100, 0))  # 100 + 100 = 200
    match = play(match, contract(1, 3), tricks(2, 3, 5))  # 200 + 15 = 215: not yet
    assert GAME.prompt(match).phase == "cards" and GAME.score_sheet(match).totals == (0, 215, 0)
    match = play(match, cards(0, 90, 0))  # 215 + 90 = 305
    assert match.is_over and match.winners == (1,) and match.totals == (0, 305, 0)


def test_of_several_past_300_the_highest_wins():
    # A reading: "a winner is declared if someone has reached or exceeded 300"; of several, the highest.
    match = play(start(), contract(1, 10), tricks(0, 10, 0), cards(0, 145, 0))  # Bob 245
    match = play(match, contract(2, 10), tricks(0, 0, 10), cards(0, 0, 145))  # Cid 245
    match = play(match, contract(0, 9), tricks(0, 5, 5))  # Ann fails: Bob and Cid 5 x 5 = 25 each, 270
    match = play(match, cards(0, 40, 35))  # Bob 310, Cid 305: both past 300, Bob higher
    assert match.is_over and match.winners == (1,) and match.totals == (0, 310, 305)


def test_players_tied_at_300_or_above_count_the_cards_then_deal_again():
    # "If not, or if two or more players are tied at 300 or above, the cards are turned face-up, and all
    # players score for individual cards ... If not, or two or more players are tied at 300 or above, the
    # cards are passed to the person to the left of the dealer, who becomes the dealer for the next round."
    match = play(start(), contract(1, 10), tricks(0, 10, 0), cards(0, 145, 0))  # Bob 245
    match = play(match, contract(2, 10), tricks(0, 0, 10), cards(0, 0, 145))  # Cid 245
    match = play(match, contract(0, 9), tricks(0, 5, 5))  # Ann fails: Bob and Cid 5 x 5 = 25 each
    assert not match.is_over and GAME.score_sheet(match).totals == (0, 270, 270)
    match = play(match, cards(0, 35, 35))  # 305 and 305: tied at 300 or above
    assert not match.is_over and match.totals == (0, 305, 305)
    assert match.deal.number == 4 and match.deal.dealer == 0  # Cid dealt deal 3; Ann deals next
    match = play(match, contract(1, 3), tricks(0, 3, 7))  # Bob makes 3: 305 + 15 = 320
    assert match.is_over and match.winners == (1,)


def test_the_target_is_an_option():
    match = play(start(target=100), contract(1, 10), tricks(0, 10, 0))  # 100 on trick points
    assert match.is_over and GAME.score_sheet(match).target == 100


def test_the_deal_passes_to_the_left():
    # "the cards are passed to the person to the left of the dealer, who becomes the dealer"
    match = deal(start(), 1, 3, [3, 4, 3], [20, 30, 40])
    assert match.deal.number == 2 and match.deal.dealer == 1 and GAME.prompt(match).actor == 2


# --- Partnerships with four -------------------------------------------------------------------------------


def test_partners_across_score_their_tricks_and_cards_together():
    # "you and the person sitting across from you are a team ... tricks taken by each partner in a team are
    # mixed together and scored together ... the winning bid applies to both members of the team."
    match = start(4, partnerships=True)
    assert GAME.score_sheet(match).columns == ("Ann & Cid", "Bob & Dee")
    match = play(match, call(1, "pass"), call(2, 3, "S"), call(3, 4, "D"), call(0, "pass"))  # Dee 4♦
    assert GAME.prompt(match).data["bidders"] == 1
    refused(match, "tricks", {"tricks": [3, 3, 4, 0]}, "Enter a number for each of 2 players", "tricks")
    made = play(match, tricks(4, 6), cards(50, 95))
    assert made.played[0].row.points == (50, 4 * 5 + 2 * 2 + 95)  # 20 + 4 + 95 = 119
    down = play(match, tricks(7, 3), cards(50, 95))
    assert down.played[0].row.points == (35 + 50, 95)  # Ann & Cid 7 x 5 = 35, Bob & Dee none for tricks
    assert GAME.prompt(down).title == "Deal 2 · bidding" and GAME.prompt(down).actor == 2


def test_partnerships_are_for_four_players_sitting_across():
    with pytest.raises(RuleError, match="Partnerships are for four players, not 3") as caught:
        start(3, partnerships=True)
    assert caught.value.field == "partnerships"
    with pytest.raises(RuleError, match="Ann with Cid, Bob with Dee"):
        GAME.ruleset.start(GameSetup(NAMES[:4], PickleOptions(partnerships=True), teams=((0, 1), (2, 3))))
    with pytest.raises(RuleError, match="only with the partnership option"):
        GAME.ruleset.start(GameSetup(NAMES[:4], PickleOptions(), teams=((0, 2), (1, 3))))
    match = deal(start(4, partnerships=True, target=100), 0, 10, [10, 0])
    assert GAME.prompt(match).title == "Game over · Ann & Cid win 100–0"


# --- What the pages show ----------------------------------------------------------------------------------


def test_the_scoreboard_extras_follow_the_deal():
    match = start()
    assert GAME.extras(match) == {"target": 300, "contract": None, "high": None}
    match = play(match, call(1, 4, "S"))
    assert GAME.extras(match)["high"] == {"player": 1, "bid": 4, "suit": "S"}
    match = play(match, call(2, "pass"), call(0, "pass"))
    assert GAME.extras(match)["contract"] == {"bidder": 1, "bid": 4, "trump": "S", "bidders": 1}
    match = play(match, tricks(3, 5, 2))
    assert GAME.extras(match)["contract"]["trick_points"] == [0, 22, 0]  # 4 x 5 + 1 x 2
    assert GAME.progress(match) == "Deal 1 · Bob bid 4♠, took 5"
    assert GAME.score_sheet(match).rows[0].summary == "Bob bid 4 ♠ spades · took 5: made · card points next"
    match = play(match, cards(20, 30, 40))
    assert GAME.extras(match)["last"] == {
        "label": "Deal 1",
        "summary": "Bob bid 4 ♠ spades · took 5: made",
        "points": (20, 52, 40),  # Bob 22 + 30
        "tricks": [3, 5, 2],
    }


# --- Every deal, whatever is entered ----------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 5), st.booleans(), st.sampled_from(["instead", "plus"]))
def test_every_deal_keeps_the_texts_invariants(seed, players, partnerships, lowest):
    options = {"partnerships": partnerships and players == 4, "lowest_trump": lowest}
    match, rng = start(players, **options), Random(seed)
    for _ in range(300):
        if match.is_over:
            break
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError as exc:
            assert exc.message.endswith(".")
    assert match.is_over, "random deals reach 300"
    for record in match.played:
        facts, taken = record.facts, record.facts["tricks"]
        bidders, bid, trick_points = facts["bidders"], facts["bid"], facts["trick_points"]
        assert sum(taken) == 10
        if taken[bidders] >= bid:
            # "If the bidder makes his bid, no other players score anything for the tricks they took."
            extra = taken[bidders] - bid
            bonus = {8: 10, 9: 30, 10: 50}.get(bid, 0)
            assert trick_points == [
                5 * bid + 2 * extra + bonus if c == bidders else 0 for c in range(len(taken))
            ]
        else:
            # "all other players score five points for each trick they took"; the bidder none.
            assert trick_points == [0 if c == bidders else 5 * t for c, t in enumerate(taken)]
        if "card_points" in facts:
            assert 0 <= sum(facts["card_points"]) <= MOST_CARD_POINTS
            assert all(p == 0 for p, t in zip(facts["card_points"], taken, strict=True) if t == 0)
            assert list(record.row.points) == [
                a + b for a, b in zip(trick_points, facts["card_points"], strict=True)
            ]
        else:
            assert record is match.played[-1]  # only the last deal can end on trick points
    assert match.totals == tuple(map(sum, zip(*(r.row.points for r in match.played), strict=True)))
    best = max(match.totals)
    assert best >= 300 and [match.totals.index(best)] == list(match.winners) and match.totals.count(best) == 1
