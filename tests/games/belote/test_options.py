"""Belote's options: the text's defaults, and every choice where the text is open, refused when unknown."""

import pytest

from scorekeeper.core import RuleError, options_as_dict, parse_options
from scorekeeper.games.belote.options import BeloteOptions


def test_the_defaults_are_the_texts_game():
    # "the first partnership to reach a score of 1,000 points"; "Scores are traditionally rounded to the
    # nearest ten after each hand is scored"; every declaration allowed.
    assert options_as_dict(BeloteOptions()) == {
        "target": 1000,
        "declarations": "all",
        "rounding": "nearest_ten",
        "tie_deal": "fail",
        "contract_counts": "tricks",
        "both_reach": "tie",
        "equal_runs": "first",
    }


@pytest.mark.parametrize(
    ("name", "value"),
    [("rounding", "nearest_five"), ("equal_runs", "last"), ("declarations", "some"), ("tie_deal", "replay")],
)
def test_a_choice_the_game_does_not_have_is_refused_with_its_field(name, value):
    with pytest.raises(RuleError) as error:
        parse_options(BeloteOptions, {name: value})
    assert error.value.field == name


@pytest.mark.parametrize("target", [99, 10001])
def test_the_target_has_bounds(target):
    with pytest.raises(RuleError):
        parse_options(BeloteOptions, {"target": target})
