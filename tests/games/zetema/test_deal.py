"""Zetema's pack and deal: the hand size, the partnerships, a declaration as the facts record it."""

import pytest

from scorekeeper.games.zetema.deal import COPIES, DECK_SIZE, RANKS, Declaration, alternate_teams, hand_size


def test_the_pack_is_five_cards_of_each_of_thirteen_ranks():
    # "add a complete thirteen-card suit from another deck": 52 + 13 = 65, five of every rank.
    assert DECK_SIZE == 65 == COPIES * len(RANKS)


@pytest.mark.parametrize(("players", "size"), [(2, 6), (3, 6), (4, 6), (5, 6), (6, 5)])
def test_six_cards_each_or_five_with_six_players(players, size):
    # "Deal six cards to each player, or five in the six-player game"
    assert hand_size(players) == size


@pytest.mark.parametrize(("players", "teams"), [(4, ((0, 2), (1, 3))), (6, ((0, 3), (1, 4), (2, 5)))])
def test_partners_sit_so_the_turn_alternates_partnerships(players, teams):
    assert alternate_teams(players) == teams


def test_a_declaration_is_recorded_by_part_points_and_cards():
    zetema = Declaration(1, "zetemas", "zetema of kings", 500, rank="K")
    facts = zetema.as_dict()
    assert (facts["seat"], facts["part"], facts["points"], facts["rank"]) == (1, "zetemas", 500, "K")
