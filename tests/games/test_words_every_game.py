"""Every registered game says its entries in words (issue 21): over random games of each, as the
simulation test plays them, ``Ruleset.describe`` never raises and says each entry in one non-empty line,
with and without the seat whose turn it was (a correction is described without it). A game with words of
its own (its ``words.py``) never falls back to the plain wording's raw field names for its entries.

Each ruleset plays two games (its fewest and its most players, the first with the default options), up to
``MOST_ENTRIES`` entries each, so the whole test stays within about two seconds in ``make test``.
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib.util import find_spec
from random import Random

import pytest

from scorekeeper.core import RuleError
from scorekeeper.families.payloads import apply_checked
from scorekeeper.families.ruleset import OVER, Event, GameSetup, Ruleset
from scorekeeper.families.words import plain_words, value_words
from scorekeeper.games.registry import all_rulesets
from tests.games.test_simulation import MAX_REFUSALS, make_setup

#: Entries of one random game looked at (a long game's later entries are of the same types).
MOST_ENTRIES = 120


def words_of_its_own(ruleset: Ruleset) -> bool:
    """Whether the game has a ``words.py`` of its own beside its rules."""
    package = type(ruleset).__module__.rpartition(".")[0]
    return find_spec(f"{package}.words") is not None


def stored_entries(ruleset: Ruleset, setup: GameSetup, rng: Random) -> Iterator[tuple[Event, int | None]]:
    """The entries of a random game as they are stored, each with the seat whose turn it was."""
    state = ruleset.start(setup)
    for _ in range(MOST_ENTRIES):
        prompt = ruleset.prompt(state)
        if prompt.phase == OVER:
            return
        for _ in range(MAX_REFUSALS):
            event = ruleset.random_entry(state, rng)
            try:
                state, stored = apply_checked(ruleset, state, event)
            except RuleError:
                continue
            yield Event(event.type, stored), prompt.actor
            break
        else:
            raise AssertionError(f"{ruleset.slug}: {MAX_REFUSALS} random entries in a row were refused.")


def raw_fields(players: tuple[str, ...], event: Event) -> list[str]:
    """The plain wording's pieces for the entry's fields that no sentence would say: a field name with an
    underscore ("knocker count 5") or with a list or mapping after it ("scores Ann 21, Bob 15"). A plain
    name with one value ("trick 5") is also how a sentence may say it, so it is not one of them."""
    return [
        f"{key.replace('_', ' ')} {value_words(players, value)}"
        for key, value in event.payload.items()
        if value not in ("", None, [], {}) and ("_" in key or isinstance(value, list | dict))
    ]


def check_said(ruleset: Ruleset, setup: GameSetup, event: Event, actor: int | None, own: bool) -> None:
    said = ruleset.describe(setup, event, actor)
    assert isinstance(said, str) and said.strip(), f"{event} is said as {said!r}."
    assert "\n" not in said, f"{event} is said on more than one line: {said!r}."
    if own:
        assert said != plain_words(setup.players, event.type, event.payload, actor), (
            f"{event} is said plainly: {said!r}."
        )
        shown = [piece for piece in raw_fields(setup.players, event) if piece in said]
        assert not shown, f"{event} shows raw fields {shown}: {said!r}."


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.slug)
def test_every_entry_of_random_games_is_said_in_one_line(ruleset):
    own = words_of_its_own(ruleset)
    for number, players in enumerate(sorted({ruleset.min_players, ruleset.max_players})):
        rng = Random(f"words/{ruleset.slug}/{players}")
        setup = make_setup(ruleset, players, rng, defaults=number == 0)
        for event, actor in stored_entries(ruleset, setup, rng):
            check_said(ruleset, setup, event, actor, own)
            check_said(ruleset, setup, event, None, own)
