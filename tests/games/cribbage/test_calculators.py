"""games.cribbage.calculators gathers the cribbage calculators: every name the game and the tools use is
there, and is the very object its own module defines. The calculators' tests are in test_cribbage_show, _play,
_pegging and _entries."""

import pytest

from scorekeeper.games.cribbage import calculators as cribbage
from scorekeeper.games.cribbage import entries as cribbage_entries
from scorekeeper.games.cribbage import pegging as cribbage_pegging
from scorekeeper.games.cribbage import play as cribbage_play
from scorekeeper.games.cribbage import show as cribbage_show

PARTS = (cribbage_show, cribbage_play, cribbage_pegging, cribbage_entries)


@pytest.mark.parametrize("name", cribbage.__all__)
def test_every_name_comes_from_the_module_with_that_job(name):
    homes = [part for part in PARTS if name in vars(part)]
    assert homes, f"{name} is defined in none of the cribbage modules"
    assert getattr(cribbage, name) is getattr(homes[-1], name)


def test_the_names_the_game_and_tools_use_are_gathered():
    used = {
        "show",
        "peg",
        "peg_progress",
        "Pegging",
        "Shown",
        "read_cut",
        "read_show",
        "shown_what",
        "his_heels",
    }
    used |= {"is_go", "pegging_words", "ANY_CARD_FITS", "MOST_PEGGED", "MOST_SHOWN", "SHOW_SIZES", "VARIANTS"}
    assert used <= set(cribbage.__all__)
