"""Oh Hell's options and the named games of the text they make."""

import pytest

from scorekeeper.cards import Suit
from scorekeeper.core import RuleError, parse_options
from scorekeeper.games.oh_hell.options import PRESETS, ROTATIONS, OhHellOptions, preset_options


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_is_a_valid_set_of_options(name):
    assert preset_options(name) == OhHellOptions(**PRESETS[name])


def test_boerenbridge_is_the_preset_that_plays_to_100():
    assert preset_options("boerenbridge").boerenbridge
    assert not OhHellOptions().boerenbridge


def test_jokers_played_high_or_low_need_the_pack_with_jokers():
    with pytest.raises(RuleError) as error:
        parse_options(OhHellOptions, {"joker_play": "high_low"})
    assert (error.value.message, error.value.field) == (
        "Jokers played high or low need the 54-card pack with jokers.",
        "joker_play",
    )


def test_kachuful_turns_spades_diamonds_clubs_hearts():
    # "Ka = Kari = Spades, Chu = Chukat = Diamonds, Fu = Falli = Clubs, L = Lal" (hearts)
    assert ROTATIONS["kachuful"] == (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS)
