"""``deal_sides``: who deals next and who scores together."""

from scorekeeper.families.deal import loop as deal_loop
from scorekeeper.families.deal import sides as deal_sides
from scorekeeper.families.deal.sides import Rotation, Sides, difference_only, next_dealer, next_dealing_side
from scorekeeper.families.ruleset import GameSetup

SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), None)


def test_the_deal_passes_left_round_the_table_or_stays_with_one_dealer():
    assert next_dealer(Rotation.LEFT, 1, 4) == 2
    assert next_dealer(Rotation.SAME, 1, 4) == 1
    assert next_dealer(Rotation.WINNER, 1, 4) == 2  # nobody won: to the left


def test_a_dealing_side_follows_the_rotation_and_deals_again_when_nobody_scored():
    assert next_dealing_side(Rotation.LEFT, 0, 0) == 1
    assert next_dealing_side(Rotation.WINNER, 0, 1) == 1
    assert next_dealing_side(Rotation.LOSER, 0, 1) == 0
    assert next_dealing_side(Rotation.LOSER, 1, None) == 1


def test_players_score_alone_and_partners_opposite_together():
    players = Sides.players(SETUP)
    assert players.names == SETUP.players and players.of(2) == 2 and not players.is_team(2)
    teams = Sides.partnerships(SETUP)
    # "Partners sit opposite": seats 1 and 3 (Ann, Cid) against 2 and 4 (Bob, Dee).
    assert teams.seats == ((0, 2), (1, 3)) and teams.of(1) == 1 and teams.other(1) == 0
    assert teams.is_team(0)


def test_only_the_difference_scores_for_the_higher_side():
    # 40 against 55: the second side scores 55 - 40 = 15.
    assert difference_only([40, 55]) == (None, 15)


def test_games_still_import_these_from_the_deal_loop():
    assert deal_loop.Rotation is deal_sides.Rotation
    assert deal_loop.Sides is deal_sides.Sides
    assert deal_loop.next_dealer is deal_sides.next_dealer
