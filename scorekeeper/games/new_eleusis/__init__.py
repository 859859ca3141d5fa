"""new_eleusis: its ruleset and tools register themselves when imported."""

from scorekeeper.games.new_eleusis import rules  # noqa: F401
