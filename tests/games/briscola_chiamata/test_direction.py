"""Briscola Chiamata's direction of play: "Deal and play are counter-clockwise."

A table entered clockwise (as the home page asks): Ann 0, Bob 1, Cid 2, Dee 3, Eve 4, so Eve sits on Ann's
right. Games stored before this reading were entered in the order of play (counter-clockwise); they keep it
(option ``seating``, "play_order", filled in by ``stored_options`` where a stored game lacks it).
"""

from __future__ import annotations

from scorekeeper.core import parse_options
from scorekeeper.families.ruleset import CLOCKWISE, COUNTER_CLOCKWISE
from scorekeeper.games.briscola_chiamata.rules import BriscolaChiamataOptions
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")
GAME = Driver("briscola-chiamata", NAMES, BriscolaChiamataOptions)
play = GAME.play


def a_deal(bidder, partner):
    return (
        ("contract", {"bidder": bidder, "bid": "K"}),
        ("call", {"suit": "H", "rank": ""}),
        ("partner", {"player": partner}),
        ("result", {"points": 70}),
    )


def test_the_player_on_the_dealers_right_speaks_first():
    # "The player to dealer's right speaks first and the bidding continues counter-clockwise."
    match = GAME.start()
    prompt = GAME.prompt(match)
    assert prompt.actor == 4  # Ann deals; Eve, on her right
    assert match.deal.auction.order == (4, 3, 2, 1, 0)  # Eve, Dee, Cid, Bob, Ann last
    assert prompt.hint == "Tap each call in turn, from the dealer's right."
    assert prompt.data["first_words"] == "the dealer's right"
    assert GAME.ruleset.direction is COUNTER_CLOCKWISE


def test_the_turn_to_deal_passes_to_the_right():
    # "The turn to deal passes to the right after each hand."
    match = play(GAME.start(), *a_deal(4, 3))
    assert match.deal.dealer == 4  # Eve deals the second deal
    assert GAME.prompt(match).actor == 3  # and Dee, on her right, speaks first
    dealers = [0]
    for _ in range(4):
        dealers.append(match.deal.dealer)
        match = play(match, *a_deal(GAME.prompt(match).actor, 1))
    assert dealers == [0, 4, 3, 2, 1] and match.deal.dealer == 0  # round the table to the right


def test_with_six_the_dealer_sits_out_and_the_deal_passes_to_the_right():
    match = GAME.start((*NAMES, "Fay"), first_dealer=1)
    assert match.deal.auction.order == (0, 5, 4, 3, 2)  # Bob deals and sits out; Ann on his right first
    match = play(match, *a_deal(0, 2))
    assert match.deal.dealer == 0 and match.deal.auction.order == (5, 4, 3, 2, 1)


def test_games_entered_in_the_order_of_play_keep_it():
    # The old reading: seats entered counter-clockwise, so the next seat is the dealer's right.
    match = GAME.start(seating="play_order")
    assert GAME.prompt(match).actor == 1 and match.deal.auction.order == (1, 2, 3, 4, 0)
    assert GAME.ruleset.direction_at(match.setup) is CLOCKWISE  # in seat numbers
    assert play(match, *a_deal(1, 3)).deal.dealer == 1


def test_a_stored_game_without_the_seating_option_is_read_as_it_was_entered():
    ruleset = GAME.ruleset
    old = {"bidding": "ranks", "deals": 10, "end": "deals", "first_trick_in_the_dark": False}
    assert parse_options(ruleset.Options, ruleset.stored_options(old)).seating == "play_order"
    chosen = ruleset.stored_options({"seating": "clockwise"})
    assert parse_options(ruleset.Options, chosen).seating == "clockwise"
    assert parse_options(ruleset.Options, {}).seating == "clockwise"  # a new game: entered clockwise
