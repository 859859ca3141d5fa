"""cramps: its ruleset and tools register themselves when imported."""

from scorekeeper.games.cramps import rules  # noqa: F401
