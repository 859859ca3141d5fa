"""beggar_my_neighbour: its ruleset and tools register themselves when imported."""

from scorekeeper.games.beggar_my_neighbour import rules, tools  # noqa: F401
