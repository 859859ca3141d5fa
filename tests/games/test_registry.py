"""The registry: every game package declares one record, slugs are unique, and each game's first phase has
its entry form."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

import pytest

from scorekeeper.families.game import Game
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games import registry
from scorekeeper.games.registry import all_rulesets, get_ruleset

RULESETS = all_rulesets()


def test_every_game_module_registers_one_ruleset_with_an_entry_form():
    modules = [type(r).__module__ for r in RULESETS]
    assert len(set(modules)) == len(modules) and all(m.startswith("scorekeeper.games.") for m in modules)
    assert {"golf", "oh-hell", "gin-rummy", "cribbage"} <= {r.slug for r in RULESETS}
    templates = Path(__file__).parents[2] / "templates"
    for ruleset in RULESETS:
        players = tuple(f"P{i}" for i in range(ruleset.min_players))
        phase = ruleset.prompt(ruleset.start(GameSetup(players, ruleset.Options()))).phase
        # the game's own form, or a family form (the auction) its phase names
        assert (templates / ruleset.template_for(phase)).is_file(), ruleset.slug


def test_two_games_may_not_claim_one_slug_and_every_package_declares_its_record():
    game = registry.get_game("belote")
    with pytest.raises(ValueError, match="Two games claim the slug 'belote'"):
        registry.index([("a", game), ("b", Game(type(game.ruleset)()))])
    with pytest.raises(TypeError, match=r"scorekeeper\.games\.new declares no GAME record"):
        registry.index([("scorekeeper.games.new", None)])


def test_every_game_is_one_record_in_one_package():
    for game in registry.all_games():
        package = type(game.ruleset).__module__.rsplit(".", 1)[0]
        assert package == f"scorekeeper.games.{game.slug.replace('-', '_')}" or game.slug == "cribbage"
        assert import_module(package).GAME is game
        # its tools and board helpers live in its own package (or the families below it)
        for part in (*(t.run for t in game.tools), *game.board.values()):
            assert part.__module__.startswith((package, "scorekeeper.families.")), part


def test_rulesets_are_found_by_slug_and_listed_by_name():
    assert get_ruleset("cribbage").name == "Five-Card Cribbage"
    assert get_ruleset("no-such-game") is None
    names = [r.name.lower() for r in RULESETS]
    assert names == sorted(names)
