"""One way for the game rules tests to start a game, play entries and check a refusal.

Every game's tests used to define their own ``start``/``play``/``refused``; they differ only in the game,
its players and its options class, so they live here once::

    GAME = Driver("bacon", ("Ann", "Bob", "Cid", "Dee"), BaconOptions)
    match = GAME.start(target=11)
    match = GAME.play(match, ("call", {...}), ("tricks", {...}))
    error = GAME.refused(match, "call", {...}, "not your turn", field="call")

``Driver`` also passes attribute look-ups to the ruleset (``GAME.prompt(match)``, ``GAME.sheet(match)``), so a
test file needs one name for both.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import Event, GameSetup, Ruleset
from scorekeeper.games.registry import get_ruleset

ANY_FIELD = "any"
Entry = tuple[str, dict]


class Driver:
    """A registered ruleset with the players and options class its tests use."""

    def __init__(self, slug: str, names: Iterable[str], options_class: type) -> None:
        self.ruleset: Ruleset = get_ruleset(slug)
        self.names = tuple(names)
        self.options_class = options_class

    def __getattr__(self, name: str) -> Any:
        return getattr(self.ruleset, name)

    def start(
        self,
        names: Iterable[str] | None = None,
        first_dealer: int = 0,
        teams: tuple[tuple[int, ...], ...] = (),
        **options: Any,
    ) -> Any:
        """A new game's state for ``names`` (the driver's by default) with these options."""
        players = tuple(names) if names is not None else self.names
        setup = GameSetup(players, self.options_class(**options), first_dealer=first_dealer, teams=teams)
        return self.ruleset.start(setup)

    def play(self, state: Any, *entries: Entry) -> Any:
        """Apply ``(type, payload)`` entries in order; the state after the last."""
        for type_, payload in entries:
            state = self.ruleset.apply(state, Event(type_, payload))
        return state

    def refused(
        self, state: Any, type_: str, payload: dict, pattern: str, field: str | None = ANY_FIELD
    ) -> RuleError:
        """The entry is refused with a sentence matching ``pattern`` (a regex), at ``field`` when given."""
        with pytest.raises(RuleError, match=pattern) as caught:
            self.ruleset.apply(state, Event(type_, payload))
        assert caught.value.message.endswith("."), caught.value.message
        if field != ANY_FIELD:
            assert caught.value.field == field
        return caught.value
