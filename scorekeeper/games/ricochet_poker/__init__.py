"""ricochet_poker: its ruleset and tools register themselves when imported."""

from scorekeeper.games.ricochet_poker import rules, tools  # noqa: F401
