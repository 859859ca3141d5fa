"""What a seating breaks, in sentences a tournament director reads before starting the round.

Used on a hand-made seating (seats swapped by the director); the app's own plans break only what cannot be
avoided, so passing the app's plan as ``compared_to`` leaves just what the swaps broke.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping, Sequence

from scorekeeper.tournaments.history import Meetings, meetings, pair
from scorekeeper.tournaments.model import Movement, RoundPlan, RoundResult, Table
from scorekeeper.tournaments.tables import split


def problems(
    movement: Movement,
    plan: RoundPlan,
    history: Sequence[RoundResult],
    *,
    table_sizes: Sequence[int] = (),
    names: Mapping[int, str] | None = None,
    game: str = "This game",
    entrants: Sequence[int] | None = None,
    compared_to: RoundPlan | None = None,
) -> list[str]:
    """Each thing ``plan`` breaks, one sentence each; empty when nothing is broken.

    ``table_sizes`` (the game's allowed player counts) and ``game`` (its name) let TABLES check table
    sizes; ``entrants`` (who plays this round) lets it name who is left out; ``names`` names entrants
    (else "entrant 7"). With ``compared_to``, what that plan breaks too is left out.
    """
    words = _Words(names or {})
    met = meetings(history)
    found = [
        *_shapes(movement, plan, table_sizes, game),
        *_seated_twice(plan, words),
        *_left_out(plan, entrants, words),
        *_repeats(movement, plan, met, words),
        *_byes(movement, plan, met, table_sizes, words),
    ]
    if compared_to is not None:
        already = set(
            problems(
                movement,
                compared_to,
                history,
                table_sizes=table_sizes,
                names=names,
                game=game,
                entrants=entrants,
            )
        )
        found = [sentence for sentence in found if sentence not in already]
    return found


class _Words:
    """Entrants as the sentences name them: their names where given, else "entrant 7"."""

    def __init__(self, names: Mapping[int, str]) -> None:
        self.names = names

    def name(self, entrant: int) -> str:
        return self.names.get(entrant, f"entrant {entrant}")


def _sentence(text: str) -> str:
    """The text with a capital first letter (a sentence may start with "entrant 7")."""
    return text[0].upper() + text[1:]


def _listed(items: Sequence[object]) -> str:
    """'1', '1 and 3', '1, 3 and 5'."""
    texts = [str(item) for item in items]
    return texts[0] if len(texts) == 1 else f"{', '.join(texts[:-1])} and {texts[-1]}"


def _rounds(numbers: Sequence[int]) -> str:
    return f"round {numbers[0]}" if len(numbers) == 1 else f"rounds {_listed(numbers)}"


def _ordinal(number: int) -> str:
    special = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}
    return special.get(number, f"{number}th")


# --- Table shapes ---------------------------------------------------------------------------------


def _shapes(movement: Movement, plan: RoundPlan, table_sizes: Sequence[int], game: str) -> list[str]:
    found = []
    for number, table in enumerate(plan.tables, start=1):
        problem = _shape(movement, table, table_sizes, game)
        if problem:
            found.append(f"Table {number} {problem}.")
    return found


def _shape(movement: Movement, table: Table, table_sizes: Sequence[int], game: str) -> str | None:
    side_sizes = [len(side) for side in table.sides]
    if movement is Movement.SWISS and side_sizes != [1, 1]:
        return f"has {_seats(table)}; a Swiss table seats one entrant against one"
    if movement is Movement.PARTNERS and side_sizes != [2, 2]:
        return f"has {_seats(table)}; partners sit two against two"
    if movement is Movement.TABLES:
        if any(size != 1 for size in side_sizes):
            return "has a side of several players; at these tables everyone plays for themselves"
        if table_sizes and len(table.sides) not in table_sizes:
            return f"has {len(table.sides)} players; {game} takes {_allowed(table_sizes)}"
    return None


def _seats(table: Table) -> str:
    sizes = [len(side) for side in table.sides]
    if len(sizes) == 2:
        return f"sides of {sizes[0]} and {sizes[1]}"
    return f"{len(sizes)} sides"


def _allowed(table_sizes: Sequence[int]) -> str:
    sizes = sorted(set(table_sizes))
    if len(sizes) == 1:
        return str(sizes[0])
    if len(sizes) > 2 and sizes == list(range(sizes[0], sizes[-1] + 1)):
        return f"{sizes[0]} to {sizes[-1]}"
    return f"{', '.join(map(str, sizes[:-1]))} or {sizes[-1]}"


# --- Who is where ---------------------------------------------------------------------------------


def _seated_twice(plan: RoundPlan, words: _Words) -> list[str]:
    seats = Counter(plan.seated)
    byes = Counter(plan.byes)
    found = []
    for entrant in dict.fromkeys([*plan.seated, *plan.byes]):
        if seats[entrant] > 1:
            found.append(_sentence(f"{words.name(entrant)} is seated {seats[entrant]} times."))
        elif seats[entrant] and byes[entrant]:
            found.append(_sentence(f"{words.name(entrant)} is seated and has a bye too."))
    return found


def _left_out(plan: RoundPlan, entrants: Sequence[int] | None, words: _Words) -> list[str]:
    if entrants is None:
        return []
    placed = {*plan.seated, *plan.byes}
    playing = set(entrants)
    missing = [_sentence(f"{words.name(e)} has no seat and no bye.") for e in entrants if e not in placed]
    extra = [
        _sentence(f"{words.name(e)} is seated but not playing this round.")
        for e in dict.fromkeys(plan.seated)
        if e not in playing
    ]
    return missing + extra


def _repeats(movement: Movement, plan: RoundPlan, met: Meetings, words: _Words) -> list[str]:
    found = []
    for table in plan.tables:
        if movement is Movement.PARTNERS:
            for side in table.sides:
                for a, b in itertools.combinations(side, 2):
                    if rounds := met.partners.get(pair(a, b)):
                        found.append(
                            f"{words.name(a)} and {words.name(b)} were partners in {_rounds(rounds)}."
                        )
            continue
        for one, other in itertools.combinations(table.sides, 2):
            for a, b in itertools.product(one, other):
                if rounds := met.opponents.get(pair(a, b)):
                    found.append(f"{words.name(a)} and {words.name(b)} met in {_rounds(rounds)}.")
    return [_sentence(sentence) for sentence in found]


# --- Byes -----------------------------------------------------------------------------------------


def _byes(
    movement: Movement, plan: RoundPlan, met: Meetings, table_sizes: Sequence[int], words: _Words
) -> list[str]:
    found = []
    fewest_seated = min((met.bye_count(entrant) for entrant in plan.seated), default=0)
    for entrant in plan.byes:
        had = met.bye_count(entrant)
        if had > fewest_seated:
            found.append(_sentence(f"{words.name(entrant)} has a {_ordinal(had + 1)} bye."))
    needed = _byes_needed(movement, len(set(plan.seated) | set(plan.byes)), table_sizes)
    if needed is not None and len(plan.byes) > needed:
        must = f"{needed} must" if needed else "nobody needs to"
        found.append(f"{len(plan.byes)} sit out this round, where {must}.")
    return found


def _byes_needed(movement: Movement, count: int, table_sizes: Sequence[int]) -> int | None:
    """The fewest who must sit out for ``count`` entrants to fill whole tables (None when unknown)."""
    if movement is Movement.SWISS:
        return count % 2
    if movement is Movement.PARTNERS:
        return count % 4
    if not table_sizes:
        return None
    return next((count - playing for playing in range(count, 1, -1) if split(playing, table_sizes)), None)
