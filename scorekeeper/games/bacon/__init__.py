"""bacon: its ruleset and tools register themselves when imported."""

from scorekeeper.games.bacon import rules  # noqa: F401
