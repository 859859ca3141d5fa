"""Malilla (malilla.txt): each test quotes the sentence it checks, with the arithmetic in a comment.

Seats: Ann 0, Bob 1, Cid 2, Dee 3; Ann & Cid (column 0) against Bob & Dee (column 1). Ann deals first, then
Bob, Cid and Dee ("the deal passes to the left").
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import italian_40
from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.malilla.rules import MalillaOptions
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee")
GAME = Driver("malilla", NAMES, MalillaOptions)
start, play, refused = GAME.start, GAME.play, GAME.refused
HEARTS_TRICK = "7H AH KH QH"  # 5 + 4 + 3 + 2 = 14 in the cards, one trick


def turn(card):
    return ("turnup", {"card": card})


def result(side, points):
    return ("result", {"side": side, "points": points})


def deal(card, side, points):
    return (turn(card), result(side, points))


def deals(match, *entries):
    for card, side, points in entries:
        match = play(match, *deal(card, side, points))
    return match


# --- The face-up card and the bonus ---------------------------------------------------------------------


def test_the_face_up_card_names_trumps_and_its_bonus_scores_at_once():
    # "The 40th and last card in the deck should be dealt face up to the dealer. This card indicates the trump
    # suit"; "If the dealer's last (face-up) card is a point-scoring card, the dealer's team scores that many
    # points as a bonus. These points are, in most cases, scored immediately." The 7 is worth 5.
    match = play(start(), turn("7H"))
    sheet = GAME.score_sheet(match)
    assert sheet.totals == (5, 0) and sheet.rows[-1].notes[0] == "bonus 5"
    assert (
        sheet.extras["now"]["trump"] == "H" and GAME.prompt(match).title == "Deal 1 · Ann turned 7♥ · bonus 5"
    )


@pytest.mark.parametrize(
    ("card", "bonus"), [("7S", 5), ("AD", 4), ("KC", 3), ("QH", 2), ("JS", 1), ("6H", 0)]
)
def test_each_rank_gives_its_value_as_the_bonus(card, bonus):
    # "7: five points. Ace: four points. King: three points. Queen: two points. Jack: one point. 6s through
    # 2s: zero points."
    assert GAME.score_sheet(play(start(), turn(card))).totals == (bonus, 0)


def test_the_form_taps_rank_then_suit():
    match = play(start(), ("turnup", {"rank": "K", "suit": "♣"}))
    assert match.deal.turned == "KC" and match.deal.bonus == 3


def test_the_bonus_that_would_win_is_held_and_scored_after_the_deal():
    # "The only exception to this is if the bonus would cause the dealer's team to win the game. In that case,
    # the bonus points are held in abeyance until the end of the hand, and are only scored after the results
    # of the hand are scored."
    # Deal 1: Ann & Cid take 67: 67 - 35 = 32. Deal 2 (Bob): 35-35, nobody scores.
    match = deals(start(), ("2H", 0, 67), ("2S", 1, 35))
    assert match.totals == (32, 0)
    match = play(match, turn("AH"))  # Cid deals: 32 + 4 = 36 would win: held
    assert match.deal.held and GAME.score_sheet(match).totals == (32, 0)
    assert GAME.prompt(match).title.endswith("bonus 4 held")
    # Bob & Dee take 40: 40 - 35 = 5; nobody is at 35, so the held 4 is scored: 32 + 4 = 36, Ann & Cid win.
    match = play(match, result(1, 40))
    assert match.totals == (36, 5) and match.winners == (0,)
    assert match.played[-1].row.lines[0][-1].label == "turned A♥: bonus held"


def test_the_held_bonus_is_not_scored_once_the_deal_has_ended_the_game():
    # Deal 1: Ann & Cid 67 - 35 = 32; deal 2: Bob & Dee 65 - 35 = 30.
    match = deals(start(), ("2H", 0, 67), ("2S", 1, 65))
    # Cid turns the ace, held; Bob & Dee take 40: 30 + 5 = 35, they "end the hand with a score of 35".
    match = play(match, turn("AH"), result(1, 40))
    assert match.totals == (32, 35) and match.winners == (1,)
    assert GAME.result(match) == "Bob & Dee win 35–32"


def test_option_held_bonus_scored_after_the_deal_even_when_the_game_is_over():
    # Option held_bonus="scored": the held bonus points "are only scored after the results of the hand are
    # scored" -- scored all the same. Deal 1: Ann & Cid 67 - 35 = 32; deal 2: Bob & Dee 65 - 35 = 30.
    match = deals(start(held_bonus="scored"), ("2H", 0, 67), ("2S", 1, 65))
    # Cid turns the ace (32 + 4 would win: held); Ann & Cid take 40: 32 + 5 = 37, then the held 4: 41.
    won = play(match, turn("AH"), result(0, 40))
    assert won.totals == (41, 30) and won.winners == (0,)
    # Bob & Dee take 40: 30 + 5 = 35 on the deal's points; Ann & Cid's held 4 comes after: 36. The deal's
    # points took Bob & Dee to 35 first: they win.
    lost = play(match, turn("AH"), result(1, 40))
    assert lost.totals == (36, 35) and lost.winners == (1,)


def test_a_bonus_short_of_35_is_scored_at_once():
    # 29 + 5 = 34 < 35: immediately.
    match = deals(start(), ("2H", 0, 64), ("2S", 1, 35))  # 64 - 35 = 29
    match = play(match, turn("7C"))
    assert not match.deal.held and GAME.score_sheet(match).totals == (34, 0)


# --- The deal's score ------------------------------------------------------------------------------------


def test_the_side_with_more_points_scores_them_less_35():
    # "Whichever partnership collected more points over the course of the hand wins it. They subtract their
    # points collected from 35 and score the difference." Bob & Dee 42, Ann & Cid 70 - 42 = 28: 42 - 35 = 7.
    match = play(start(), turn("5D"), result(1, 42))
    row = match.played[0].row
    assert row.points == (0, 7) and row.notes == ("took 28", "took 42 · +7")
    assert match.played[0].facts["card_points"] == [28, 42] and match.played[0].facts["deck_points"] == 70


def test_one_sides_points_for_the_losers_scores_the_other_side():
    # Ann & Cid took 20, so Bob & Dee 70 - 20 = 50: 50 - 35 = 15.
    assert play(start(), turn("5D"), result(0, 20)).totals == (0, 15)


def test_a_tie_scores_nothing():
    # "If both partnerships tie, both collecting 35 points, neither partnership scores for that hand."
    match = play(start(), turn("5D"), result(0, 35))
    assert match.totals == (0, 0) and "35–35: nobody scores" in match.played[0].row.summary


def test_a_capote_scores_35_and_wins():
    # "If a partnership captures all ten tricks, they will have collected 70 points, thereby scoring 35
    # points for the hand. This is sufficient to win the game, and is called a capote." 70 - 35 = 35.
    match = play(start(), turn("5D"), ("result", {"all_tricks": 1}))
    assert match.totals == (0, 35) and match.winners == (1,)
    assert "capote" in match.played[0].row.notes[1]


def test_the_captured_cards_count_with_a_point_a_trick():
    # One trick 7H AH KH QH: 5 + 4 + 3 + 2 + 1 for the trick = 15; the others 70 - 15 = 55: 55 - 35 = 20.
    match = play(start(), turn("5D"), ("result", {"side": 0, "cards": HEARTS_TRICK}))
    assert match.played[0].facts["card_points"] == [15, 55] and match.totals == (0, 20)


def test_the_game_goes_on_below_35_and_the_deal_passes_left():
    # "If neither side reaches a score of 35 after the hand is scored, then the deal passes to the left"
    match = play(start(), turn("5D"), result(0, 50))
    assert match.winners is None and match.deal.dealer == 1 and match.totals == (15, 0)


# --- The other reading: 60 points ----------------------------------------------------------------------


def test_sixty_points_the_cards_alone_and_the_half_is_30():
    # The card values: 4 suits x (5 + 4 + 3 + 2 + 1) = 60. Ann & Cid take 40, Bob & Dee 20: 40 - 30 = 10.
    match = play(start(points="60"), turn("5D"), result(0, 40))
    assert match.totals == (10, 0) and match.played[0].facts["deck_points"] == 60
    # A capote: 60 - 30 = 30, short of the game.
    match = play(match, turn("5S"), ("result", {"all_tricks": 1}))
    assert match.totals == (10, 30) and match.winners is None


def test_sixty_points_the_captured_cards_without_the_trick_point():
    # 7H AH KH QH: 14; the others 60 - 14 = 46: 46 - 30 = 16.
    match = play(start(points="60"), turn("5D"), ("result", {"side": 0, "cards": HEARTS_TRICK}))
    assert match.played[0].facts["card_points"] == [14, 46] and match.totals == (0, 16)


def test_every_card_adds_up_to_60_and_the_tricks_to_10_more():
    deck = " ".join(map(str, italian_40()))
    for points, total in (("70", 70), ("60", 60)):
        match = play(start(points=points), turn("5D"), ("result", {"side": 0, "cards": deck}))
        assert match.played[0].facts["card_points"] == [total, 0]


# --- Refusals ----------------------------------------------------------------------------------------------


def test_refusals_are_one_sentence_next_to_the_field():
    fresh = start()
    refused(fresh, "turnup", {"card": "10H"}, "10H is not in the deck", "card")  # no 10s in the pack
    refused(fresh, "turnup", {"rank": "9", "suit": "H"}, "no such rank", "rank")
    refused(fresh, "turnup", {"rank": "7"}, "suit", "suit")
    refused(fresh, "turnup", {"suit": "H"}, "rank", "rank")
    refused(fresh, "turnup", {"card": "7H 7S"}, "one card", "card")
    turned = play(fresh, turn("7H"))
    refused(turned, "turnup", {"card": "7S"}, "Now the table records result", None)
    refused(turned, "result", {"side": 0, "points": 71}, "cannot be more than 70", "points")
    refused(turned, "result", {"side": 2, "points": 30}, "Ann & Cid or Bob & Dee", "side")
    refused(turned, "result", {"side": 0, "cards": "7H AH KH"}, "whole tricks", "cards")
    refused(turned, "result", {"side": 0, "cards": "7H AH KH 10H"}, "not in the deck", "cards")
    refused(turned, "result", {"side": 0, "cards": HEARTS_TRICK, "points": 15}, "not both", "points")
    refused(turned, "result", {"all_tricks": 0, "side": 0, "points": 10}, "took every trick", "points")
    refused(turned, "result", {"side": 0, "cards": "7H AH KH QH 7H AS KS QS"}, "twice", "cards")


def test_four_players_only_and_partners_opposite():
    with pytest.raises(RuleError):
        GAME.ruleset.start(GameSetup(NAMES[:3], MalillaOptions()))
    with pytest.raises(RuleError, match="Partners sit opposite"):
        GAME.ruleset.start(GameSetup(NAMES, MalillaOptions(), teams=((0, 1), (2, 3))))


# --- Properties ---------------------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(
    points=st.sampled_from(["70", "60"]),
    taken=st.integers(0, 70),
    side=st.integers(0, 1),
    card=st.sampled_from([str(c) for c in italian_40()]),
)
def test_a_deal_scores_the_winners_half_of_the_difference_and_nothing_to_the_losers(
    points, taken, side, card
):
    total = 70 if points == "70" else 60
    taken = min(taken, total)
    match = play(start(points=points), turn(card), result(side, taken))
    cards = match.played[0].facts["card_points"]
    assert sum(cards) == total
    row = match.played[0].row
    bonus = match.played[0].facts["bonus"]  # Ann deals: column 0
    deal_points = (row.points[0] - bonus, row.points[1])
    # winner's points - half = (winner - loser) / 2, since winner + loser = total; the loser scores nothing.
    assert sorted(deal_points) == [0, abs(cards[0] - cards[1]) // 2]
    assert max(deal_points) == 0 or deal_points[0 if cards[0] > cards[1] else 1] > 0


@settings(max_examples=25, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["7H", "AS", "JD", "2C"]), st.integers(0, 1), st.integers(0, 70)),
        max_size=12,
    )
)
def test_the_game_ends_exactly_when_a_side_reaches_35(entries):
    match = start()
    for card, side, points in entries:
        if match.is_over:
            break
        match = deals(match, (card, side, points))
        assert (max(match.totals) >= 35) == match.is_over
        assert sum(1 for t in match.totals if t >= 35) <= 1  # never both at once


# --- Irregularities ---------------------------------------------------------------------------------------


def test_a_misdeal_passes_the_cards_to_the_next_dealer():
    # "Any irregularity in dealing results in the errant dealer being forced to surrender the cards to the
    # next dealer." Ann misdeals: Bob deals deal 2, nothing scored.
    match = play(start(), ("misdeal", {}))
    assert match.deal.dealer == 1 and match.deal.number == 2 and match.totals == (0, 0)


def test_a_foul_loses_the_game():
    # "If it is discovered that a player made an incorrect play to a trick ... the partnership committing
    # the foul loses the entire game." Ann's 7 scored 5 at once; Ann & Cid still lose.
    match = play(start(), turn("7H"), ("foul", {"side": 0}))
    assert match.winners == (1,) and match.totals == (5, 0)
    assert GAME.result(match) == "Ann & Cid fouled: Bob & Dee win"
    assert match.played[0].row.notes[0] == "bonus 5 · foul"
    refused(play(start(), turn("2H")), "foul", {}, "Choose which team fouled", "side")
