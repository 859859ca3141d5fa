"""oh_hell: its ruleset and tools register themselves when imported."""

from scorekeeper.games.oh_hell import rules  # noqa: F401
