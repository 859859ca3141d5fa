"""dou_dizhu: its ruleset and tools register themselves when imported."""

from scorekeeper.games.dou_dizhu import rules, tools  # noqa: F401
