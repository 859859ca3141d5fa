"""The score pad's entries as the table says them: "Ann scores 7, Bob −2, Cid 9" (a round), "Ann & Cid score
20, Bob & Dee 0 (part of the round)" (points entered as they are made), "The game ends here"."""

from __future__ import annotations

from typing import Any

from scorekeeper.core import as_int, filled
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import each_number


def describe(setup: GameSetup, event: Event, actor: int | None = None, *, sides: Sides) -> str | None:
    """The entry in words, or ``None`` for an entry type the pad does not word (undo, redo). ``sides``: the
    columns the scores are per, players or partnerships (``ScorePad.sides``)."""
    scores = event.payload.get("scores")
    match event.type:
        case "round":
            return _scores(sides, scores)
        case "part":
            return f"{_scores(sides, scores)} (part of the round)"
        case "end" if _typed(scores):  # scores typed with the end are the last round's
            return f"The game ends after this round: {_scores(sides, scores)}"
        case "end":
            return "The game ends here"
    return None


def _scores(sides: Sides, scores: Any) -> str:
    return each_number(sides.names, scores, "score" if sides.is_team(0) else "scores")


def _typed(scores: Any) -> bool:
    """Whether an end came with scores: some other than blank or 0."""
    return isinstance(scores, list | tuple) and any(filled(v) and as_int(v, "score") != 0 for v in scores)
