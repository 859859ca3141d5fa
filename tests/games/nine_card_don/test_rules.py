"""Nine-Card Don (nine-card-don.txt): each test quotes its sentence, with the arithmetic in a comment.

Seats: Ann 0, Bob 1, Cid 2, Dee 3; Ann & Cid (column 0) against Bob & Dee (column 1). Ann deals first, so
Bob pitches first. The text has no worked example: the scenarios below are built from its sentences.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import Suit
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.nine_card_don.rules import NineCardDonOptions, capture_value, game_value, scoring_cards
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee")
GAME = Driver("nine-card-don", NAMES, NineCardDonOptions)
start, play, refused = GAME.start, GAME.play, GAME.refused
GAME_TRUMP = Suit.HEARTS
HEARTS_SCORING = ("5H", "9H", "AH", "KH", "QH", "JH", "5S", "5D", "5C")


def trump(suit="H"):
    return ("trump", {"suit": suit})


def take(side, card):
    return ("capture", {"side": side, "card": card})


def sheet(match):
    return GAME.score_sheet(match)


# --- Set-up and the pitcher -----------------------------------------------------------------------------


def test_four_players_in_partnerships_sitting_opposite():
    # "It is played with four players in partnerships." "Partners should sit opposite one another"
    assert (GAME.min_players, GAME.max_players) == (4, 4)
    assert sheet(start()).columns == ("Ann & Cid", "Bob & Dee")
    with pytest.raises(RuleError, match="Partners sit opposite"):
        GAME.ruleset.start(GameSetup(NAMES, NineCardDonOptions(), teams=((0, 1), (2, 3))))


def test_the_pitcher_is_left_of_the_dealer_and_leads_for_trumps():
    # "The player to the dealer's left is called the pitcher and is responsible for leading to the first
    # trick." Ann deals: Bob pitches.
    prompt = GAME.prompt(start())
    assert prompt.phase == "lead" and prompt.actor == 1
    assert "Bob pitches" in prompt.title


def test_the_suit_led_becomes_trumps():
    # "The pitcher leads to the first trick. The suit of this card becomes the trump suit."
    match = play(start(), trump("♥"))
    assert match.deal.trump.value == "H"
    assert GAME.prompt(match).phase == "play"
    assert "trumps ♥ hearts" in GAME.prompt(match).title


def test_a_trump_must_be_a_suit():
    refused(start(), "trump", {"suit": "X"}, "The suit led", "suit")
    refused(start(), "trump", {}, "choose a suit", "suit")


# --- Scoring during the hand ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "points"),
    [("5H", 10), ("9H", 9), ("AH", 4), ("KH", 3), ("QH", 2), ("JH", 1), ("5S", 5), ("5D", 5), ("5C", 5)],
)
def test_the_scoring_cards(card, points):
    # "5: ten points. 9: nine points. Ace: four ... King: three ... Queen: two ... Jack: one point."
    # "Additionally, any non-trump 5 captured scores five points for the partnership capturing it."
    assert capture_value(card, GAME_TRUMP) == points
    match = play(start(), trump(), take(1, card))
    assert sheet(match).totals == (0, points)


def test_the_nine_scoring_cards_hold_44_points():
    # Trumps 10 + 9 + 4 + 3 + 2 + 1 = 29, three other 5s 3 x 5 = 15: 44 in all.
    assert scoring_cards(GAME_TRUMP) == HEARTS_SCORING
    assert sum(capture_value(c, GAME_TRUMP) for c in HEARTS_SCORING) == 44


def test_captures_score_immediately_and_show_on_the_sheet():
    # "As certain trumps are played to tricks, the partnership collecting them immediately scores":
    # Ann & Cid take 9H (9) and 5S (5): 14; Bob & Dee take AH: 4.
    match = play(start(), trump(), take(0, "9H"), take(1, "AH"), take(0, "5S"))
    rows = sheet(match).rows
    assert sheet(match).totals == (14, 4)
    assert rows[-1].notes == ("trumps 9 · fives 5", "trumps 4")
    assert [line.label for line in rows[-1].lines[0]] == ["captured 9♥", "captured 5♠"]


def test_a_card_that_does_not_score_is_refused():
    # "No other cards have any value" as they fall: the 10 of trumps scores only for game.
    refused(play(start(), trump()), "capture", {"side": 0, "card": "10H"}, "scores nothing", "card")
    refused(play(start(), trump()), "capture", {"side": 0, "card": "9S"}, "scores nothing", "card")


def test_a_card_captured_twice_is_refused():
    match = play(start(), trump(), take(0, "KH"))
    refused(match, "capture", {"side": 1, "card": "KH"}, "captured already, by Ann & Cid", "card")


def test_a_capture_needs_a_side_and_a_card():
    match = play(start(), trump())
    refused(match, "capture", {"side": 2, "card": "KH"}, "The side", "side")
    refused(match, "capture", {"side": 0}, "Enter the card captured", "card")


def test_a_capture_before_the_lead_is_refused():
    with pytest.raises(RuleError):
        GAME.apply(start(), Event("capture", {"side": 0, "card": "5H"}))


def test_the_form_shortcut_carries_side_and_card():
    match = play(start(), trump(), ("capture", {"capture": "1 5H"}))
    assert sheet(match).totals == (0, 10)


# --- Scoring for game ------------------------------------------------------------------------------------


def test_game_values():
    # "Aces are worth four points apiece, kings ... three, queens two, jacks one, and 10s ... ten points
    # each. No other cards have any value for game." 4 suits x (4 + 3 + 2 + 1 + 10) = 80.
    values = {card: game_value(card) for card in ("AS", "KD", "QC", "JH", "10S", "9H", "5H", "2C")}
    assert values == {"AS": 4, "KD": 3, "QC": 2, "JH": 1, "10S": 10, "9H": 0, "5H": 0, "2C": 0}


def test_the_higher_total_scores_eight_for_game_and_the_deal_passes_to_the_pitcher():
    # "Whichever team has the higher total scores eight points for game." Bob & Dee 5H 10 + game 8 = 18.
    # "The next dealer is the pitcher of the hand just concluded": Bob pitched, Bob deals, Cid pitches.
    match = play(start(), trump(), take(1, "5H"), ("game", {"higher": 1}))
    assert sheet(match).totals == (0, 18)
    assert sheet(match).rows[0].notes == ("game 0", "trumps 10 · game 8")
    assert match.deal.dealer == 1 and match.deal.pitcher == 2
    assert GAME.prompt(match).actor == 2


def test_game_by_points():
    # Ann & Cid 31 for game against Bob & Dee 22: 31 > 22, Ann & Cid score 8.
    match = play(start(), trump(), ("game", {"points": [31, 22]}))
    assert sheet(match).totals == (8, 0)
    assert match.played[0].facts["card_points"] == [31, 22]
    assert sheet(match).rows[0].lines[0][0].label == "game: 31 to 22"


def test_a_tie_for_game_scores_nothing():
    # "If the two teams tie, neither team scores these points." 20 = 20: nothing; or tapped as a tie.
    assert sheet(play(start(), trump(), ("game", {"points": [20, 20]}))).totals == (0, 0)
    assert sheet(play(start(), trump(), ("game", {"higher": "tie"}))).totals == (0, 0)


def test_game_points_that_cannot_be_are_refused():
    match = play(start(), trump(), take(0, "AH"), take(0, "KH"))
    # The pack holds 80 for game: 50 + 40 = 90 is too many.
    refused(match, "game", {"points": [50, 40]}, "add up to 90", "points")
    # Ann & Cid captured the trump A and K: 4 + 3 = 7 for game at least.
    refused(match, "game", {"points": [5, 20]}, "worth 7 for game", "points")
    refused(match, "game", {"points": [5]}, "Enter a number", "points")
    refused(match, "game", {}, "Tap the side with more", "higher")
    refused(match, "game", {"higher": 0, "points": [9, 8]}, "not both", "points")


# --- Ending the game ---------------------------------------------------------------------------------------


def near(total_0: int, total_1: int = 0):
    """A game with Ann & Cid at ``total_0`` (whole deals of game points and captures) and Bob & Dee at
    ``total_1``, fitted by deals of 8 for game."""
    match = start()
    for _ in range(total_0 // 8):
        match = play(match, trump(), ("game", {"higher": 0}))
    for _ in range(total_1 // 8):
        match = play(match, trump(), ("game", {"higher": 1}))
    return match


def test_play_ceases_the_moment_a_side_reaches_121():
    # "Play immediately ceases whenever one partnership reaches or exceeds a score of 121 ... That
    # partnership wins the game." 14 deals of game: 112; then 5S (5) = 117, 9H (9) = 126 >= 121.
    match = near(112, 48)
    match = play(match, trump(), take(0, "5S"))
    assert not match.is_over and sheet(match).totals == (117, 48)
    match = play(match, take(0, "9H"))
    assert match.is_over and match.winners == (0,)
    assert match.totals == (126, 48)
    assert GAME.result(match) == "Ann & Cid win 126–48, capturing the 9♥"
    assert match.played[-1].facts["ended_mid_deal"] is True
    with pytest.raises(RuleError, match="The game is over"):
        GAME.apply(match, Event("capture", {"side": 1, "card": "5H"}))


def test_the_points_for_game_can_end_it():
    # 112 + 8 = 120 is short; then 120 + 8 = 128 at the end of the next deal.
    match = near(120)
    assert not match.is_over
    match = play(match, trump(), ("game", {"higher": 0}))
    assert match.is_over and GAME.result(match) == "Ann & Cid win 128–0, with the points for game"


def test_a_short_game_to_61():
    # 7 deals of game: 56; the trump 5 captured: 66 >= 61.
    match = play(near(56), trump(), take(0, "5H"))
    assert not match.is_over
    short = start(target=61)
    for _ in range(7):
        short = play(short, trump(), ("game", {"higher": 0}))
    assert play(short, trump(), take(0, "5H")).is_over


# --- The pegboard ------------------------------------------------------------------------------------------


def test_the_board_shows_front_and_rear_pegs():
    # Bob & Dee 8 for game, then capture 5H (10): front 18, rear 8.
    match = play(start(), trump(), ("game", {"higher": 1}), trump("S"), take(1, "5S"))
    extras = sheet(match).extras
    assert extras["pegs"] == [[0, 0], [18, 8]]
    assert extras["target"] == 121 and extras["layout"] == "same_end"
    assert extras["deal"]["trump"] == "S" and extras["deal"]["points"] == [0, 10]


def test_options_validate():
    assert parse_options(NineCardDonOptions, {"target": 61}).target == 61
    with pytest.raises(RuleError):
        parse_options(NineCardDonOptions, {"target": 100})


# --- Properties ---------------------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from("SHDC"))
def test_a_deal_scores_its_captures_plus_eight_or_nothing_for_game(rng: Random, suit: str):
    """Each side scores what it captured, and one side 8 more for game unless they tie; the captures never
    exceed the 44 points the nine scoring cards hold."""
    cards = list(scoring_cards(Suit(suit)))
    dealt = rng.sample(cards, rng.randint(0, 9))
    captures = [(rng.randrange(2), card) for card in dealt]
    game = rng.choice(["0", "1", "tie"])
    match = play(start(), trump(suit), *(take(s, c) for s, c in captures), ("game", {"higher": game}))
    suit_ = match.played[0].facts["trump"]
    expected = [0, 0]
    for side, card in captures:
        expected[side] += capture_value(card, Suit(suit_))
    if game != "tie":
        expected[int(game)] += 8
    assert sheet(match).totals == tuple(expected)
    assert sum(expected) <= 44 + 8


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False))
def test_the_game_ends_exactly_when_one_side_reaches_121(rng: Random):
    """ "Play immediately ceases whenever one partnership reaches or exceeds a score of 121": random
    entries until the end; before it no side has 121, at it exactly one side has, and that side wins."""
    match = start()
    while not match.is_over:
        assert max(sheet(match).totals) < 121
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError:
            continue
    reached = [side for side, total in enumerate(match.totals) if total >= 121]
    assert match.winners == tuple(reached) and len(reached) == 1
