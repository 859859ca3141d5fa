"""Briscola (briscola.txt): each test quotes the sentence it checks, with the arithmetic in a comment.

Seats: Ann 0, Bob 1, Cid 2, Dee 3. With four, Ann & Cid (column 0) play Bob & Dee (column 1). Ann deals
first; the deal passes to the left.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import Suit
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.briscola.rules import BriscolaOptions, regular_deals, trick_rules
from scorekeeper.games.card_points import schedule_for
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee")
GAME = Driver("briscola", NAMES, BriscolaOptions)
play, refused = GAME.play, GAME.refused


def start(players: int = 2, **options):
    return GAME.start(NAMES[:players], **options)


def points(value, side=0):
    return ("result", {"side": side, "points": value})


def each(*values):
    return ("result", {"points": list(values)})


# --- Players and partnerships ------------------------------------------------------------------------------


def test_two_to_four_players():
    # "a simple Italian trick-taking game for two to four players"
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    with pytest.raises(RuleError, match="2 to 4 players"):
        GAME.ruleset.start(GameSetup(("A",), BriscolaOptions()))


def test_four_players_score_as_partnerships_sitting_across():
    # "When four play the game, they play as two-player partnerships ... Partners should sit opposite"
    sheet = GAME.score_sheet(start(4))
    assert len(sheet.columns) == 2 and "Ann" in sheet.columns[0] and "Cid" in sheet.columns[0]
    with pytest.raises(RuleError, match="Partners sit opposite"):
        GAME.ruleset.start(GameSetup(NAMES, BriscolaOptions(), teams=((0, 1), (2, 3))))


def test_two_and_three_players_score_alone():
    # "in two- and three player games, each player plays for themselves"
    assert GAME.score_sheet(start(2)).columns == ("Ann", "Bob")
    assert GAME.score_sheet(start(3)).columns == ("Ann", "Bob", "Cid")


# --- Card points ------------------------------------------------------------------------------------------


def test_the_other_side_has_the_rest_of_120():
    # "Aces: eleven points. 3s: ten points. Kings: four ... Queens: three ... Jacks: two": 4 x 30 = 120;
    # Ann 68, so Bob 120 - 68 = 52.
    match = play(start(), points(68))
    assert match.played[0].row.points == (68, 52)
    assert match.played[0].facts == {"card_points": [68, 52], "deck_points": 120, "trump": None}


def test_points_entered_for_the_second_side():
    # Bob 75 -> Ann 120 - 75 = 45
    assert play(start(), points(75, side=1)).played[0].row.points == (45, 75)


def test_cards_taken_are_counted():
    # AS 11 + 3S 10 + KH 4 + QD 3 + JC 2 + 7S 0 = 30, in three tricks of two; Bob 120 - 30 = 90.
    match = play(start(), ("result", {"cards": "AS 3S KH QD JC 7S"}))
    assert match.played[0].row.points == (30, 90)


def test_cards_of_four_players_are_whole_tricks_of_four():
    # "one card from each player": four players' tricks hold four cards, 3 is not whole tricks.
    refused(start(4), "result", {"cards": "AS 3S KH"}, "Tricks have four cards", "cards")
    # AS 3S KH QD = 11 + 10 + 4 + 3 = 28 for Ann & Cid, 92 for Bob & Dee.
    assert play(start(4), ("result", {"cards": "AS 3S KH QD"})).played[0].row.points == (28, 92)


def test_no_cards_outside_the_italian_pack():
    # "remove the 10s through 8s"
    refused(start(), "result", {"cards": "10S 9S"}, "10S is not in the deck", "cards")


def test_three_players_enter_each_and_it_adds_to_120():
    # 50 + 40 + 30 = 120
    assert play(start(3), each(50, 40, 30)).played[0].row.points == (50, 40, 30)
    refused(start(3), *each(50, 40, 31), "add up to 121, but the pack holds 120", "points")


def test_three_players_one_left_blank_has_the_rest():
    # 55 + 45 = 100, so Bob 120 - 100 = 20
    assert play(start(3), each(55, "", 45)).played[0].row.points == (55, 20, 45)
    refused(start(3), *each(100, "", 45), "more than the 120", "points")
    refused(start(3), *each("", "", 45), "at most one player blank", "points")


def test_three_players_leave_out_a_two_and_still_count_120():
    # "The three-player game uses a 39-card deck ... removing one of the 2s": a 2 is worth 0, so 120.
    assert len(schedule_for("briscola", {"players": 3, "removed_two": "H"}).deck) == 39
    match = start(3, removed_two="H")
    assert GAME.prompt(match).data["deck_points"] == 120
    cards = ["AS 3S KH", "QD JC 7S", ""]  # 25 for Ann, 5 for Bob, Cid 120 - 30 = 90
    assert play(match, ("result", {"cards": cards})).played[0].row.points == (25, 5, 90)
    refused(
        match, "result", {"cards": ["2H 3S KH", "QD JC 7S", ""]}, "2H is not in the deck", "cards"
    )  # 2H is out of the pack


def test_three_players_piles_hold_no_card_twice():
    refused(start(3), "result", {"cards": ["AS 3S KH", "AS QD JC", ""]}, "AS appears twice", "cards")


def test_no_cards_make_one_point():
    # "Jacks: two points. 7s-2s: zero points": nothing counts 1, so 1 and 120 - 1 = 119 are impossible.
    refused(start(), *points(1), "Ann cannot have 1 card point: no card is worth 1", "points")
    refused(start(), *points(119), "Ann cannot have 119 card points", "points")
    refused(start(3), *each(60, 59, 1), "Cid cannot have 1 card point", "points.2")


def test_points_and_cards_not_both():
    refused(start(), "result", {"points": 30, "cards": "AS 3S KH QD JC 7S"}, "not both", "points")


def test_out_of_range_points_are_refused():
    refused(start(), *points(121), "cannot be more than 120", "points")


# --- The trump ----------------------------------------------------------------------------------------------


def test_the_upcard_fixes_the_trump_and_is_noted():
    # "Turn up the next card of the deck. This card, the upcard, fixes the trump suit for the hand."
    match = play(start(), ("trump", {"suit": "H"}))
    assert match.deal.trump == "H" and "trump ♥" in GAME.score_sheet(match).in_progress
    assert GAME.prompt(match).events[0] == "result"
    match = play(match, points(68))
    assert match.played[0].facts["trump"] == "H" and match.deal.trump is None


def test_trick_rules_no_obligation_to_follow():
    # "There is no obligation to follow suit"; "(high) A, 3, K, Q, J, 7, 6, 5, 4, 2 (low)"
    rules = trick_rules(Suit.HEARTS, parse_options(BriscolaOptions, {}))
    assert rules.must_follow is False and rules.trump is Suit.HEARTS


# --- Deals and the winner -----------------------------------------------------------------------------------


def test_two_deals_for_two_or_four_three_for_three():
    # "In the two- and four-player games, one more hand is played ... In the three-player game, each
    # player deals one hand, for a total of three hands."
    assert [regular_deals(n) for n in (2, 3, 4)] == [2, 3, 2]
    match = play(start(), points(68), points(50))  # Ann 68 + 50 = 118, Bob 52 + 70 = 122
    assert match.is_over and match.winners == (1,) and match.totals == (118, 122)
    assert GAME.result(match) == "Bob wins 122–118"
    three = play(start(3), each(50, 40, 30), each(40, 40, 40))
    assert not three.is_over
    three = play(three, each(10, 20, 90))  # 100, 100, 160
    assert three.winners == (2,)


def test_the_deal_passes_to_the_left():
    # "with the deal passing to the left (to the first hand's non-dealer in the two-player game)"
    assert play(start(), points(60)).deal.dealer == 1
    match = play(start(3), each(50, 40, 30), each(40, 40, 40))
    assert match.deal.dealer == 2


def test_a_tie_plays_a_tie_breaker_deal():
    # "(in the event of a tie, the winner of a tie-breaker hand wins the game)": 60 + 60 = 120 each.
    match = play(start(), points(60), points(60))
    assert not match.is_over and GAME.prompt(match).data["tie_breaker"]
    assert GAME.score_sheet(match).in_progress.startswith("Tie-breaker deal")
    match = play(match, points(70))  # Ann 70 - 50 in the tie-breaker
    assert match.winners == (0,) and match.played[-1].row.label == "Tie-breaker"
    assert GAME.result(match) == "Ann wins the tie-breaker (Ann and Bob were level on 120 after 2 deals)"


def test_a_tied_tie_breaker_plays_another():
    match = play(start(), points(60), points(60), points(60))  # level again: 60 - 60
    assert not match.is_over
    assert play(match, points(20)).winners == (1,)  # Bob 100 - 20


def test_three_players_only_the_level_can_win_the_tie_breaker():
    # Ann 50 + 40 + 40 = 130, Bob 130, Cid 20 + 40 + 40 = 100: Ann and Bob are level.
    match = play(start(3), each(50, 50, 20), each(40, 40, 40), each(40, 40, 40))
    assert match.totals == (130, 130, 100) and not match.is_over
    # The tie-breaker: Cid takes most (70), but only Ann (30) and Bob (20) were level: Ann 30 > 20 wins.
    assert play(match, each(30, 20, 70)).winners == (0,)


def test_tie_breaker_read_as_totals():
    # Option: the tie-breaker's points join the totals; Cid 100 + 70 = 170 > 160 > 150.
    match = play(start(3, tie_breaker="totals"), each(50, 50, 20), each(40, 40, 40), each(40, 40, 40))
    assert play(match, each(30, 20, 70)).winners == (2,)


def test_tie_shared_without_a_tie_breaker():
    match = play(start(tie_breaker="share"), points(60), points(60))
    assert match.winners == (0, 1)


def test_four_players_partnership_totals():
    # Ann & Cid 80 + 50 = 130, Bob & Dee 40 + 70 = 110
    match = play(start(4), points(80), points(50))
    assert match.totals == (130, 110) and match.winners == (0,)


# --- Hypothesis: card points always total 120 ----------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([2, 3, 4]), st.sampled_from("SHDC"))
def test_card_points_of_a_deal_always_total_120(seed, players, removed_two):
    """Hypothesis: whatever way a deal is entered (points, a blank, cards), its card points add to 120."""
    rng = Random(seed)
    match = start(players, removed_two=removed_two)
    for _ in range(200):  # a refused entry (random_entry is mostly legal) is drawn again
        if match.is_over:
            break
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError:
            continue
    assert match.is_over
    for record in match.played:
        assert sum(record.facts["card_points"]) == 120 == record.facts["deck_points"]
        assert sum(record.row.points) == 120
        assert all(0 <= p <= 120 for p in record.facts["card_points"])
    assert sum(match.totals) == 120 * len(match.played)
