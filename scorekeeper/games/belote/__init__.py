"""belote: its ruleset and tools register themselves when imported."""

from scorekeeper.games.belote import rules, tools  # noqa: F401
