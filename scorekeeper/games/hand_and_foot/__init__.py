"""hand_and_foot: its ruleset and tools register themselves when imported."""

from scorekeeper.games.hand_and_foot import rules, tools  # noqa: F401
