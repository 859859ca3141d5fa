"""``trick_presets``: the presets by name for forms and the API.

The entry points are tested in test_tricks.py, game by game in test_trick_presets_whist.py and
test_trick_presets_special.py. Here: what each game seats, and that the game builders moved to
``trick_games`` are still the ones reached from here.
"""

import pytest

from scorekeeper.core import RuleError
from scorekeeper.games import trick_games, trick_presets


def test_the_builders_are_reached_through_the_presets_unchanged():
    assert trick_presets.PRESETS is trick_games.PRESETS
    assert trick_presets.rules_for is trick_games.rules_for
    assert trick_presets.PRESETS["couillon"] is trick_presets.couillon


def test_every_preset_seats_its_players():
    assert set(trick_presets.SEATING) == set(trick_presets.PRESETS)
    # Cramps: the table's own count, 4 to 8, makes up the pack.
    assert trick_presets.most_cards_in_a_trick("cramps", {"players": 6}) == 6
    assert trick_presets.most_cards_in_a_trick("bourre") == 8


def test_a_trick_with_more_cards_than_players_is_refused():
    with pytest.raises(RuleError, match="at most 4 cards in Belote"):
        trick_presets.winner_for("belote", "H", "7H 8H 9H 10H JH")
