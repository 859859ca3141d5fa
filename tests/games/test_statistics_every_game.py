"""Every registered game counts its own statistics soundly (issue 24).

Each ruleset is played with the simulation's random entries, a few games spread over its player counts (the
first with the default options, the others with random ones), and its tallies are read halfway through and
at the end: one mapping per seat, with exactly the keys the game declares, every count at least 0, and a
percentage never more than its tries. Every game declares at least two statistics of its own; the score
pad, which knows no rules, declares none (and counts nothing).
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from scorekeeper.core import RuleError
from scorekeeper.families.payloads import apply_checked
from scorekeeper.families.ruleset import OVER, GameSetup, Ruleset
from scorekeeper.families.statistics import Shown
from scorekeeper.games.registry import all_rulesets
from tests.games.test_simulation import MAX_ENTRIES, MAX_REFUSALS, make_setup

#: Games played per ruleset (game 0 with the default options).
GAMES = 3
#: Games that know no rules, so count nothing of their own.
NO_RULES = {"score-pad"}


def states_of_a_game(ruleset: Ruleset, setup: GameSetup, rng: Random) -> tuple[Any, Any]:
    """A random game played to its end: the state halfway through (by entries) and the final state."""
    states = [ruleset.start(setup)]
    while ruleset.prompt(states[-1]).phase != OVER and len(states) <= MAX_ENTRIES:
        for _ in range(MAX_REFUSALS):
            try:
                state, _stored = apply_checked(ruleset, states[-1], ruleset.random_entry(states[-1], rng))
            except RuleError:
                continue
            states.append(state)
            break
        else:
            break
    return states[len(states) // 2], states[-1]


def check_tallies(ruleset: Ruleset, setup: GameSetup, state: Any) -> None:
    tallies = ruleset.tallies(state)
    if not ruleset.statistics:  # the score pad: nothing of its own to count
        assert not any(tallies), f"counts {tallies}, of no statistic declared"
        return
    assert len(tallies) == setup.size, f"{len(tallies)} tallies for {setup.size} seats"
    declared = {statistic.key for statistic in ruleset.statistics}
    percents = {s.key for s in ruleset.statistics if s.shown is Shown.PERCENT}
    for seat, tally in enumerate(tallies):
        assert set(tally) == declared, f"seat {seat} counts {sorted(tally)}, not {sorted(declared)}"
        for key, count in tally.items():
            assert count.value >= 0 and count.of >= 0, f"seat {seat}: {key} is {count}"
            assert key not in percents or count.value <= count.of, f"seat {seat}: {key} is {count}"


def test_every_game_declares_at_least_two_statistics_of_its_own():
    for ruleset in all_rulesets():
        keys = [statistic.key for statistic in ruleset.statistics]
        assert len(keys) == len(set(keys)), f"{ruleset.slug} declares a key twice: {keys}"
        assert all(s.label and s.means for s in ruleset.statistics), f"{ruleset.slug}: say what each means"
        if ruleset.slug in NO_RULES:
            assert not keys, f"{ruleset.slug} knows no rules, so it counts nothing of its own"
        else:
            assert len(keys) >= 2, f"{ruleset.slug} declares {len(keys)} statistics of its own, not 2 or more"


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda ruleset: ruleset.slug)
def test_random_games_count_one_sound_tally_per_seat(ruleset):
    counts = range(ruleset.min_players, ruleset.max_players + 1)
    for number in range(GAMES):
        seed = f"statistics/{ruleset.slug}/{number}"
        rng = Random(seed)
        setup = make_setup(ruleset, counts[number % len(counts)], rng, defaults=number == 0)
        for state in states_of_a_game(ruleset, setup, rng):
            try:
                check_tallies(ruleset, setup, state)
            except AssertionError as exc:
                exc.add_note(f"{ruleset.slug}, {setup.size} players, seed {seed!r}")
                raise
