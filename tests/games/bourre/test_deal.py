"""``bourre_deal``: the rules of one Bourré deal as pure functions (bourre.txt quoted, arithmetic noted)."""

from scorekeeper.families.deal.state import Match
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.bourre.deal import (
    AGAIN,
    DECLARE,
    DRAW,
    PLAY,
    BourreDeal,
    BourreOptions,
    next_dealer,
    next_to_call,
    penalty,
    play_chip,
    pot_winner,
    rounds,
    seats_in_round,
    status,
)

SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), BourreOptions())


def test_the_rounds_of_each_variant():
    assert rounds(BourreOptions()) == (DECLARE,)
    assert rounds(BourreOptions(declaring="separate")) == (PLAY, DRAW)
    assert rounds(BourreOptions(four_card=True)) == (PLAY, DRAW, AGAIN)


def test_calls_go_round_from_the_dealers_left_among_those_still_in():
    # "Beginning with the player to dealer's left": Cid deals, so Dee calls first, then Ann.
    match = Match(SETUP, (0, 0, 0, 0), deal=BourreDeal(1, 2))
    assert seats_in_round(match) == [3, 0, 1, 2] and next_to_call(match) == 3
    later = Match(SETUP, (0, 0, 0, 0), deal=BourreDeal(1, 2, playing=(0, 2), calls=((0, PLAY),)))
    assert seats_in_round(later) == [0, 2] and next_to_call(later) == 2


def test_playing_costs_a_chip_with_a_double_ante_or_in_four_card():
    assert not play_chip(BourreOptions(), 0)
    assert play_chip(BourreOptions(double_ante=True), 0) and not play_chip(BourreOptions(double_ante=True), 1)
    assert play_chip(BourreOptions(four_card=True), 2)


def test_most_tricks_take_the_pot_and_a_tie_splits_it():
    deal = BourreDeal(1, 0, playing=(0, 1, 2))
    assert pot_winner(deal, [3, 1, 1, 0], BourreOptions()) == (0, [0])
    assert pot_winner(deal, [2, 2, 1, 0], BourreOptions()) == (None, [0, 1])  # 2-2-1: a split pot


def test_a_corrected_renege_cannot_win_but_the_next_best_may():
    deal = BourreDeal(1, 0, playing=(0, 1, 2), reneges=((0, True),))
    assert pot_winner(deal, [3, 2, 0, 0], BourreOptions()) == (None, [0])
    assert pot_winner(deal, [3, 2, 0, 0], BourreOptions(corrected_renege="next")) == (1, [0])


def test_bourre_matches_the_pot_and_a_renege_pays_it_twice_in_four_card():
    # A pot of 13: a player taking no trick pays 13; an uncorrected renege in four-card pays 2 × 13 = 26.
    assert penalty(0, 0, {}, 13, BourreOptions()) == (13, "bourré: matches the pot")
    assert penalty(0, 2, {0: False}, 13, BourreOptions(four_card=True)) == (26, "renege: pays the pot twice")
    assert penalty(0, 2, {}, 13, BourreOptions()) is None


def test_a_forfeited_turn_to_deal_passes_the_deal_on():
    # Ann deals; Bob forfeits his next turn, so Cid deals next and Bob's turn is used up.
    assert next_dealer(BourreDeal(1, 0, forfeits=(1,)), 4) == (2, ())
    assert next_dealer(BourreDeal(1, 0), 4) == (1, ())


def test_a_players_status_says_whether_they_play_and_how_many_they_draw():
    deal = BourreDeal(1, 0, playing=(1,), draws=((1, 3),))
    assert status(deal, 1) == "plays · draws 3" and status(deal, 2) == "passed"
