"""golf: its ruleset and tools register themselves when imported."""

from scorekeeper.games.golf import rules, tools  # noqa: F401
