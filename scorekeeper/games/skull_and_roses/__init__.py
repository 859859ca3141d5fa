"""skull_and_roses: its ruleset and tools register themselves when imported."""

from scorekeeper.games.skull_and_roses import rules  # noqa: F401
