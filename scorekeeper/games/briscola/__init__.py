"""briscola: its ruleset and tools register themselves when imported."""

from scorekeeper.games.briscola import rules  # noqa: F401
