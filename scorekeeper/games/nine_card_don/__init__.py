"""nine_card_don: its ruleset and tools register themselves when imported."""

from scorekeeper.games.nine_card_don import rules  # noqa: F401
