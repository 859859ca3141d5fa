"""malilla: its ruleset and tools register themselves when imported."""

from scorekeeper.games.malilla import rules  # noqa: F401
