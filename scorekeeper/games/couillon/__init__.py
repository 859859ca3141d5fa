"""couillon: its ruleset and tools register themselves when imported."""

from scorekeeper.games.couillon import rules  # noqa: F401
