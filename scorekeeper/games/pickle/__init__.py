"""pickle: its ruleset and tools register themselves when imported."""

from scorekeeper.games.pickle import rules  # noqa: F401
