"""games.gin_rummy.calculators gathers the gin rummy calculators: every name there is the very object its own
module defines. The calculators' tests are in test_gin_melds, _knock, _score and _entries."""

import pytest

from scorekeeper.games.gin_rummy import calculators as gin
from scorekeeper.games.gin_rummy import entries as gin_entries
from scorekeeper.games.gin_rummy import knock as gin_knock
from scorekeeper.games.gin_rummy import melds as gin_melds
from scorekeeper.games.gin_rummy import score as gin_score

PARTS = (gin_melds, gin_knock, gin_score, gin_entries)


@pytest.mark.parametrize("name", gin.__all__)
def test_every_name_comes_from_the_module_with_that_job(name):
    homes = [part for part in PARTS if name in vars(part)]
    assert homes, f"{name} is defined in none of the gin modules"
    assert getattr(gin, name) is getattr(homes[-1], name)


def test_the_names_the_game_and_tools_use_are_gathered():
    used = {"KNOCK_LIMIT", "GinOptions", "Knock", "random_knock", "read_knock", "deadwood", "can_knock"}
    assert used | {"hand_result"} <= set(gin.__all__)
