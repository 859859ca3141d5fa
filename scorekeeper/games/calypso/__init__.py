"""calypso: its ruleset and tools register themselves when imported."""

from scorekeeper.games.calypso import rules  # noqa: F401
