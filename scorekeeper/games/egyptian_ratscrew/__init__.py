"""egyptian_ratscrew: its ruleset and tools register themselves when imported."""

from scorekeeper.games.egyptian_ratscrew import rules, tools  # noqa: F401
