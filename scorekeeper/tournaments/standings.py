"""The standings table: each entrant's score, tie-breaks and rank from the rounds played.

docs/tournaments.md ("The rules the app seats and ranks by") says every rule here in words. Arithmetic is
done in fractions (a shared place scores a half, a bye an average) so that equal scores compare equal;
the ``Standing`` rows carry floats.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from scorekeeper.tournaments.model import RoundResult, Scoring, Standing, TableResult, Tiebreak

#: What a bye scores under match points: a win.
BYE_MATCH_POINTS = 2


@dataclass
class _Record:
    """What one entrant has done so far, summed over the finished tables and the byes."""

    game_scores: list[Fraction] = field(default_factory=list)
    bye_scores: list[Fraction] = field(default_factory=list)
    total: Fraction = Fraction(0)
    difference: Fraction = Fraction(0)
    opponents: list[int] = field(default_factory=list)  # once per game met, so twice if met twice

    @property
    def score(self) -> Fraction:
        return sum(self.game_scores, Fraction(0)) + sum(self.bye_scores, Fraction(0))


def standings(
    entrants: Sequence[int],
    rounds: Sequence[RoundResult],
    *,
    scoring: Scoring,
    tiebreaks: Sequence[Tiebreak],
    lower_wins: bool = False,
) -> list[Standing]:
    """The standings of ``entrants``, best first; entrants equal on score and every tie-break share a rank.

    Entrants who withdrew may be left out of ``entrants``: their games still count for their opponents'
    Buchholz. Within a shared rank, entrants keep the order they were given in.
    """
    records = _records(entrants, rounds, scoring, lower_wins)
    scores = {entrant: record.score for entrant, record in records.items()}
    groups = _split([list(entrants)], lambda group: scores, _score_sense(scoring, lower_wins))
    columns: list[dict[int, Fraction]] = []
    for tiebreak in tiebreaks:
        value_in = _tiebreak_column(tiebreak, records, scores, rounds, scoring, lower_wins)
        column: dict[int, Fraction] = {}
        groups = _split(groups, _recording(value_in, column), _tiebreak_sense(tiebreak, scoring, lower_wins))
        columns.append(column)
    return _rows(groups, records, columns)


# --- Each entrant's record ------------------------------------------------------------------------


def _records(
    entrants: Sequence[int], rounds: Sequence[RoundResult], scoring: Scoring, lower_wins: bool
) -> dict[int, _Record]:
    records: dict[int, _Record] = defaultdict(_Record)
    for entrant in entrants:
        records[entrant] = _Record()
    for round_ in rounds:
        for result in round_.results:
            for side, members in enumerate(result.table.sides):
                score = game_score(scoring, result, side, lower_wins=lower_wins)
                for entrant in members:
                    record = records[entrant]
                    record.game_scores.append(score)
                    record.total += result.points[side]
                    record.difference += margin(result.points, side, lower_wins=lower_wins)
                    record.opponents.extend(_opponents(result, side))
    for round_ in rounds:
        for entrant in round_.plan.byes:
            records[entrant].bye_scores.append(_bye_score(scoring, round_, records[entrant], lower_wins))
    return records


def _opponents(result: TableResult, side: int) -> list[int]:
    return [
        entrant for other, members in enumerate(result.table.sides) if other != side for entrant in members
    ]


def game_score(scoring: Scoring, result: TableResult, side: int, *, lower_wins: bool = False) -> Fraction:
    """What one side scores at one finished table under ``scoring``."""
    if scoring is Scoring.MATCH_POINTS:
        return Fraction(_match_points(result.places, side))
    if scoring is Scoring.PLACEMENT:
        return placement_points(result.places, side)
    if scoring is Scoring.TOTAL_POINTS:
        return Fraction(result.points[side])
    return margin(result.points, side, lower_wins=lower_wins)


def _match_points(places: Sequence[int], side: int) -> int:
    """2 for first place alone, 1 for a shared first place, 0 otherwise."""
    if places[side] != 1:
        return 0
    return 2 if list(places).count(1) == 1 else 1


def placement_points(places: Sequence[int], side: int) -> Fraction:
    """One point for each side placed below, a half for each other side sharing the place.

    At a table of n sides: n-1 for first place alone, 0 for last place alone.
    """
    own = places[side]
    below = sum(place > own for place in places)
    shared = sum(place == own for place in places) - 1
    return below + Fraction(shared, 2)


def margin(points: Sequence[int], side: int, *, lower_wins: bool = False) -> Fraction:
    """How far the side finished ahead of the best other side (negative when behind)."""
    others = [total for index, total in enumerate(points) if index != side]
    if not others:
        return Fraction(0)
    if lower_wins:
        return Fraction(min(others) - points[side])
    return Fraction(points[side] - max(others))


def _bye_score(scoring: Scoring, round_: RoundResult, record: _Record, lower_wins: bool) -> Fraction:
    """A bye counts as a win where the scoring knows wins, else as the entrant's own average game."""
    if scoring is Scoring.MATCH_POINTS:
        return Fraction(BYE_MATCH_POINTS)
    if scoring is Scoring.PLACEMENT:
        sides = max((len(table.sides) for table in round_.plan.tables), default=2)
        return Fraction(sides - 1)
    if not record.game_scores:
        return Fraction(0)
    return sum(record.game_scores, Fraction(0)) / len(record.game_scores)


# --- Tie-breaks -----------------------------------------------------------------------------------

Column = Callable[[list[int]], dict[int, Fraction]]


def _tiebreak_column(
    tiebreak: Tiebreak,
    records: dict[int, _Record],
    scores: dict[int, Fraction],
    rounds: Sequence[RoundResult],
    scoring: Scoring,
    lower_wins: bool,
) -> Column:
    """The tie-break's value for each entrant of a group of tied entrants."""
    if tiebreak is Tiebreak.HEAD_TO_HEAD:
        return lambda group: _head_to_head(group, rounds, scoring, lower_wins)
    if tiebreak is Tiebreak.BUCHHOLZ:
        value = {
            entrant: sum((scores[o] for o in record.opponents), Fraction(0))
            for entrant, record in records.items()
        }
    elif tiebreak is Tiebreak.DIFFERENCE:
        value = {entrant: record.difference for entrant, record in records.items()}
    else:
        value = {entrant: record.total for entrant, record in records.items()}
    return lambda group: {entrant: value[entrant] for entrant in group}


def _head_to_head(
    group: list[int], rounds: Sequence[RoundResult], scoring: Scoring, lower_wins: bool
) -> dict[int, Fraction]:
    """Each entrant's score counting only the tables' sides that hold members of the tied group."""
    members = set(group)
    value = dict.fromkeys(group, Fraction(0))
    for round_ in rounds:
        for result in round_.results:
            sides = [index for index, side in enumerate(result.table.sides) if members.intersection(side)]
            if len(sides) < 2:
                continue
            among = _among(result, sides)
            for position, side in enumerate(sides):
                score = game_score(scoring, among, position, lower_wins=lower_wins)
                for entrant in members.intersection(result.table.sides[side]):
                    value[entrant] += score
    return value


def _among(result: TableResult, sides: Sequence[int]) -> TableResult:
    """The table as if only ``sides`` had played: their totals, and places re-counted among them."""
    places = [result.places[side] for side in sides]
    return TableResult(
        table=type(result.table)(tuple(result.table.sides[side] for side in sides)),
        points=tuple(result.points[side] for side in sides),
        places=tuple(1 + sum(other < own for other in places) for own in places),
    )


# --- Ranking --------------------------------------------------------------------------------------


def _score_sense(scoring: Scoring, lower_wins: bool) -> int:
    """+1 where a higher score ranks first, -1 where a lower one does (total points of a lower-wins game)."""
    return -1 if scoring is Scoring.TOTAL_POINTS and lower_wins else 1


def _tiebreak_sense(tiebreak: Tiebreak, scoring: Scoring, lower_wins: bool) -> int:
    if tiebreak is Tiebreak.DIFFERENCE:
        return 1
    if tiebreak is Tiebreak.TOTAL:
        return -1 if lower_wins else 1
    return _score_sense(scoring, lower_wins)


def _recording(value_in: Column, column: dict[int, Fraction]) -> Column:
    """``value_in``, keeping each value it gives in ``column`` (the row shows the value that decided)."""

    def recorded(group: list[int]) -> dict[int, Fraction]:
        values = value_in(group)
        column.update(values)
        return values

    return recorded


def _split(groups: Iterable[list[int]], value_in: Column, sense: int) -> list[list[int]]:
    """Order each group by its values (best first) and cut it where the value changes."""
    split: list[list[int]] = []
    for group in groups:
        if not group:
            continue
        values = value_in(group)
        ordered = sorted(group, key=lambda entrant: -sense * values[entrant])
        split.append([ordered[0]])
        for before, entrant in itertools.pairwise(ordered):
            if values[entrant] == values[before]:
                split[-1].append(entrant)
            else:
                split.append([entrant])
    return split


def _rows(
    groups: list[list[int]], records: dict[int, _Record], columns: list[dict[int, Fraction]]
) -> list[Standing]:
    rows: list[Standing] = []
    for group in groups:
        rank = len(rows) + 1
        for entrant in group:
            record = records[entrant]
            rows.append(
                Standing(
                    entrant=entrant,
                    rank=rank,
                    score=float(record.score),
                    tiebreaks=tuple(float(column[entrant]) for column in columns),
                    played=len(record.game_scores),
                    byes=len(record.bye_scores),
                )
            )
    return rows
