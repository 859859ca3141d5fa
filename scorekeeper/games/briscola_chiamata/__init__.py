"""briscola_chiamata: its ruleset and tools register themselves when imported."""

from scorekeeper.games.briscola_chiamata import rules  # noqa: F401
