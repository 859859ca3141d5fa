"""zetema: its ruleset and tools register themselves when imported."""

from scorekeeper.games.zetema import rules, tools  # noqa: F401
