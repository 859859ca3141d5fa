"""For the games' words tests: every entry of a random game (``Ruleset.random_entry``, as the simulation test
plays them) is said in the game's own words, a sentence that is never empty and never the plain fallback."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import OVER, Event, Ruleset
from scorekeeper.families.words import plain_words
from scorekeeper.games.registry import get_ruleset
from tests.games.test_simulation import make_setup

#: Entries drawn before a random game counts as stuck (the simulation test plays these games to their end).
MOST_DRAWS = 5000


def accepted_entries(ruleset: Ruleset, state, rng: Random) -> Iterator[tuple[Event, int | None]]:
    """The entries of one random game the ruleset takes, each with the seat whose turn it was."""
    for _ in range(MOST_DRAWS):
        prompt = ruleset.prompt(state)
        if prompt.phase == OVER:
            return
        event = ruleset.random_entry(state, rng)
        try:
            state = ruleset.apply(state, event)
        except RuleError:
            continue
        yield event, prompt.actor
    raise AssertionError(f"A random game of {ruleset.slug} did not end after {MOST_DRAWS} draws.")


def assert_every_entry_said(slug: str, players: int, seed: int) -> set[str]:
    """Play a random game (random options too, half of the time) and check each entry's words; the entry
    types met, for the caller to check that the game's random entries reach them all."""
    ruleset, rng = get_ruleset(slug), Random(seed)
    setup = make_setup(ruleset, players, rng, defaults=seed % 2 == 0)
    met = set()
    for event, actor in accepted_entries(ruleset, ruleset.start(setup), rng):
        said = ruleset.describe(setup, event, actor)
        assert said.strip(), f"{event} said as nothing"
        assert said != plain_words(setup.players, event.type, event.payload, actor), f"{event} said plainly"
        met.add(event.type)
    return met
