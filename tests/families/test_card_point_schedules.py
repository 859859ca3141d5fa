"""The card-point tables: one per counting game (declared in its package), with the options that change
them, found by name."""

import pytest

from scorekeeper.cards import Card, Rank, Suit
from scorekeeper.core import RuleError
from scorekeeper.families.card_points import PointSchedule
from scorekeeper.games.briscola.rules import BriscolaPack
from scorekeeper.games.card_points import SCHEDULES, game_slugs, schedule_for
from scorekeeper.games.twenty_nine.rules import TwentyNineOptions


def test_game_slugs_are_the_tables():
    assert game_slugs() == tuple(SCHEDULES)
    assert all(isinstance(schedule, PointSchedule) for schedule in SCHEDULES.values())


def test_no_options_give_the_table_as_written():
    assert schedule_for("belote") == SCHEDULES["belote"]


def test_three_player_briscola_leaves_the_chosen_two_out():
    # "The three-player game uses a 39-card deck ... removing one of the 2s."
    for options in ({"players": 3, "removed_two": "H"}, BriscolaPack(players=3, removed_two="H")):
        deck = schedule_for("briscola", options).deck
        assert len(deck) == 39 and Card(Rank.TWO, Suit.HEARTS) not in deck


def test_an_option_changes_the_table_it_belongs_to():
    plain, restored = schedule_for("twenty-nine"), schedule_for("twenty-nine", {"last_trick_point": True})
    assert (plain.last_trick, restored.last_trick) == (0, 1)
    assert restored.expected_total == plain.expected_total + 1


@pytest.mark.parametrize(
    ("game", "options", "message"),
    [
        ("whist", None, "There is no card-point table for “whist”"),
        ("briscola", {"players": 9}, "Players"),
        ("briscola", TwentyNineOptions(), "These options are not Briscola's."),
    ],
)
def test_unknown_games_and_foreign_options_are_refused(game, options, message):
    with pytest.raises(RuleError) as error:
        schedule_for(game, options)
    assert message in error.value.message


def test_a_table_needs_the_trump_suit_only_where_trumps_count_differently():
    needing = {slug for slug in game_slugs() if SCHEDULES[slug].needs_trump}
    # Belote's trump J and 9, Don's trump count, Pickle's lowest trump.
    assert needing == {"belote", "nine-card-don", "pickle"}
