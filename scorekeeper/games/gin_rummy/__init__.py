"""gin_rummy: its ruleset and tools register themselves when imported."""

from scorekeeper.games.gin_rummy import rules, tools  # noqa: F401
