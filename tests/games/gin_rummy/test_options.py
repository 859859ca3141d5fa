"""Gin Rummy's options and what they decide: the target, the calculator's options, the next dealer."""

import pytest

from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.deal.loop import Rotation
from scorekeeper.games.gin_rummy.options import (
    KNOCK_LIMIT,
    ROTATIONS,
    GinRummyOptions,
    gin_options,
    target_score,
)


@pytest.mark.parametrize(
    ("values", "players", "target"),
    [
        ({}, 2, 100),  # "the first player to reach 100 points wins"
        ({"variant": "oklahoma"}, 2, 150),  # Oklahoma is played to 150
        ({"variant": "oklahoma"}, 4, 125),  # the partnership target is the more specific sentence
        ({}, 3, 100),
        ({"target": 250}, 4, 250),  # a chosen target wins over every usual one
    ],
)
def test_the_target_is_the_chosen_one_or_the_usual_one(values, players, target):
    assert target_score(parse_options(GinRummyOptions, values), players) == target


def test_the_calculator_gets_the_games_bonuses_and_the_usual_knock_limit():
    options = parse_options(GinRummyOptions, {"gin_bonus": 25, "undercut_bonus": 20, "extra_boxes": True})
    scoring = gin_options(options)
    assert (scoring.gin_bonus, scoring.undercut_bonus, scoring.extra_boxes) == (25, 20, True)
    assert (scoring.knock_limit, scoring.ace_means_gin) == (KNOCK_LIMIT, False)


def test_each_dealer_option_has_its_rotation():
    assert ROTATIONS == {"loser": Rotation.LOSER, "winner": Rotation.WINNER, "alternate": Rotation.LEFT}


def test_an_option_outside_its_choices_is_refused():
    with pytest.raises(RuleError):
        parse_options(GinRummyOptions, {"box_bonus": 30})
