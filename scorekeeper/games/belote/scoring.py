"""Belote: how one deal scores, from the takers' card points, the declarations settled and any litige points
held — made, capot, dedans, litige or the hung deal — with rounding to ten as an option. Pure functions below
the ruleset (rules/belote.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from scorekeeper.core import ScoreLine
from scorekeeper.families.deal.result import SidePoints
from scorekeeper.games.belote import declarations as calc
from scorekeeper.games.belote.options import BeloteOptions

#: "There are 152 possible points available through tricks, plus the ten for dix de der ... 162."
DECK_POINTS = 162
#: "If the taking side scores a capot, they score an additional 90 points, giving them ... 252."
CAPOT_BONUS = 90


@dataclass(frozen=True, slots=True)
class Declared:
    """The deal's declarations, settled: the runs and fours each side may score, and belote's holder."""

    scoring: tuple[tuple[ScoreLine, ...], tuple[ScoreLine, ...]] = ((), ())
    belote: int | None = None  # the seat
    belote_side: int | None = None
    said: str = ""  # "Cid's four jacks is highest: Bob & Dee's declarations do not count"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a deal scored: each side's lines, the verdict, and the litige points still held after it."""

    lines: tuple[tuple[ScoreLine, ...], tuple[ScoreLine, ...]]
    verdict: str  # made, capot, dedans, litige or hung (split)
    held: int = 0

    @property
    def points(self) -> tuple[int, int]:
        return _sum(self.lines[0]), _sum(self.lines[1])


def verdict_of(cards: SidePoints, takers: int, counted: Sequence[int], tie_deal: str) -> str:
    """Made, capot, dedans, or at equal counts the hung deal's option (litige, or hung and split)."""
    if cards.all_tricks is not None:
        return "capot" if cards.all_tricks == takers else "dedans"
    # "If the taking team scores more in tricks than their opponents, they have made their contract."
    if counted[takers] != counted[1 - takers] or tie_deal == "fail":
        return "made" if counted[takers] > counted[1 - takers] else "dedans"
    return "litige" if tie_deal == "litige" else "hung"


def score_deal(
    cards: SidePoints, takers: int, declared: Declared, held: int, options: BeloteOptions
) -> Outcome:
    """The deal's lines per side, from the card points, the declarations and any litige points held."""
    defenders = 1 - takers
    own = [list(declared.scoring[0]), list(declared.scoring[1])]
    if cards.all_tricks == takers:  # "whenever a team takes no tricks, the only declaration ... belote"
        own[defenders] = []
    # "Belote and rebelote are always scored."
    belote = [
        [ScoreLine("belote-rebelote", calc.BELOTE_POINTS)] * (declared.belote_side == s) for s in (0, 1)
    ]
    counted = [cards.of(s) for s in (0, 1)]
    if options.contract_counts == "with_declarations":
        counted = [counted[s] + _sum(own[s]) + _sum(belote[s]) for s in (0, 1)]
    verdict = verdict_of(cards, takers, counted, options.tie_deal)
    bonus = [[ScoreLine("capot", CAPOT_BONUS)] * (cards.all_tricks == s) for s in (0, 1)]
    lines = [[ScoreLine("card points", cards.of(s)), *bonus[s], *own[s], *belote[s]] for s in (0, 1)]
    if verdict == "dedans":
        # "their opponents score 162 points, plus their declarations, plus the taking team's declarations!"
        theirs = [replace(line, label=f"takers' {line.label}") for line in own[takers]]
        deck = lines[defenders][:2] if bonus[defenders] else [ScoreLine("dedans: all 162", DECK_POINTS)]
        lines[defenders] = [*deck, *own[defenders], *theirs, *belote[defenders]]
        lines[takers] = belote[takers]
    elif verdict == "litige":
        held += cards.of(takers) + _sum(own[takers])
        lines[takers] = belote[takers]
    if held and verdict != "litige":  # the held points go to "the team that wins the next deal"
        winner = defenders if verdict == "dedans" else takers
        lines[winner] = [*lines[winner], ScoreLine("litige from an earlier deal", held)]
        held = 0
    if options.rounding == "nearest_ten":
        lines = [_rounded(side) for side in lines]
    return Outcome((tuple(lines[0]), tuple(lines[1])), verdict, held)


def _sum(lines: Sequence[ScoreLine]) -> int:
    return sum(line.points for line in lines)


def _rounded(lines: Sequence[ScoreLine]) -> list[ScoreLine]:
    """The hand brought to the nearest ten, 5 up, by a "rounded" line ("traditionally rounded")."""
    total = _sum(lines)
    change = (total + 5) // 10 * 10 - total
    return [*lines, ScoreLine("rounded", change)] if change else list(lines)
