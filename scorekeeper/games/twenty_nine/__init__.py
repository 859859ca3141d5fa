"""twenty_nine: its ruleset and tools register themselves when imported."""

from scorekeeper.games.twenty_nine import rules  # noqa: F401
