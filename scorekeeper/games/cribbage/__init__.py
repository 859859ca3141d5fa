"""cribbage: its ruleset and tools register themselves when imported."""

from scorekeeper.games.cribbage import rules, tools  # noqa: F401
