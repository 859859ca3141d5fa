"""Belote's options (``BeloteOptions``): the target, the declarations played, rounding, the hung deal, what
counts toward the contract, both teams past the target, identical highest plain runs.

What each choice means, and why the defaults: see ``games.belote.rules`` and docs/games/belote.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.core import option

DECLARATIONS = (
    ("all", "Fours, runs and belote-rebelote"),
    ("belote", "Only belote-rebelote"),
    ("none", "None"),
)
ROUNDING = (("nearest_ten", "Each hand to the nearest ten (5 up)"), ("none", "Exact points"))
TIE_DEAL = (
    ("fail", "The takers are dedans: they did not score more"),
    ("litige", "Litige: the takers' points go to the winner of the next deal"),
    ("split", "Each team scores its own points"),
)
COUNTS = (("tricks", "Card points only"), ("with_declarations", "Card points and declarations"))
BOTH_REACH = (
    ("tie", "The game ends as a tie"),
    ("higher", "The higher total wins (equal: a tie)"),
    ("play_on", "The higher total wins (equal: another deal)"),
)
EQUAL_RUNS = (
    ("first", "The earlier speaker's run is highest"),
    ("none", "Neither team scores its runs and fours"),
)


@dataclass(frozen=True)
class BeloteOptions:
    target: int = option(1000, "Game to", minimum=100, maximum=10000, help="The text plays to 1,000.")
    declarations: str = option("all", "Declarations", choices=DECLARATIONS)
    rounding: str = option("nearest_ten", "Rounding", choices=ROUNDING)
    tie_deal: str = option("fail", "A hung deal, 81 each", choices=TIE_DEAL)
    contract_counts: str = option("tricks", "To make the contract, count", choices=COUNTS)
    both_reach: str = option("tie", "Both teams reach the target on one deal", choices=BOTH_REACH)
    equal_runs: str = option("first", "Identical highest plain runs of both teams", choices=EQUAL_RUNS)
