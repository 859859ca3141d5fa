"""The registry of rulesets: every game module registers one ruleset, slugs are unique, and each game's
first phase has its entry form."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games import registry
from scorekeeper.games.registry import all_rulesets, get_ruleset

RULESETS = all_rulesets()


def test_every_game_module_registers_one_ruleset_with_an_entry_form():
    modules = [type(r).__module__ for r in RULESETS]
    assert len(set(modules)) == len(modules) and all(m.startswith("scorekeeper.games.") for m in modules)
    assert {"golf", "oh-hell", "gin-rummy", "cribbage"} <= {r.slug for r in RULESETS}
    templates = Path(__file__).parents[2] / "templates" / "games"
    for ruleset in RULESETS:
        players = tuple(f"P{i}" for i in range(ruleset.min_players))
        phase = ruleset.prompt(ruleset.start(GameSetup(players, ruleset.Options()))).phase
        assert (templates / ruleset.slug / f"_{phase}.html").is_file(), ruleset.slug


def test_two_rulesets_may_not_claim_one_slug():
    class Impostor(type(RULESETS[0])):
        pass

    with pytest.raises(ValueError, match="Two rulesets claim"):
        registry.register(Impostor)


def test_rulesets_are_found_by_slug_and_listed_by_name():
    assert get_ruleset("cribbage").name == "Five-Card Cribbage"
    assert get_ruleset("no-such-game") is None
    names = [r.name.lower() for r in RULESETS]
    assert names == sorted(names)
