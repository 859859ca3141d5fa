"""bourre: its ruleset and tools register themselves when imported."""

from scorekeeper.games.bourre import rules  # noqa: F401
