"""Seating worked by hand: a four-entrant Swiss, an eight-player individual movement, tables of 4-6."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from scorekeeper.tournaments import (
    Movement,
    RoundPlan,
    RoundResult,
    Scoring,
    SeatingError,
    Table,
    TableResult,
    places_from_points,
    plan_round,
)
from scorekeeper.tournaments.individual import circle_round
from scorekeeper.tournaments.tables import split


def seat(movement, entrants, history, *, sizes=(2,), seed=0):
    return plan_round(movement, entrants, history, table_sizes=sizes, scoring=Scoring.MATCH_POINTS, seed=seed)


def play(plan: RoundPlan, winners: dict[int, int | None]) -> RoundResult:
    """Each table's result: the side whose first entrant is in ``winners`` wins (None: a draw)."""
    results = []
    for table in plan.tables:
        winner = winners.get(table.sides[0][0], winners.get(table.sides[1][0]))
        points = tuple(0 if winner is None else int(winner in side) for side in table.sides)
        results.append(TableResult(table, points, places_from_points(points)))
    return RoundResult(plan, tuple(results))


def duels(plan: RoundPlan) -> list[tuple[int, int]]:
    return [(table.sides[0][0], table.sides[1][0]) for table in plan.tables]


def test_a_four_entrant_swiss_worked_by_hand():
    # Round 1, one score group in pairing order: top half v bottom half, 1 v 3 and 2 v 4.
    first = seat(Movement.SWISS, [1, 2, 3, 4], [])
    assert duels(first) == [(1, 3), (2, 4)]
    history = [play(first, {1: 1, 2: 4})]  # 1 and 4 win
    # Round 2: the winners meet, the losers meet; who sat second last time sits first.
    second = seat(Movement.SWISS, [1, 2, 3, 4], history)
    assert duels(second) == [(4, 1), (3, 2)]
    history.append(play(second, {4: 1, 3: None}))  # 1 wins, 2 and 3 draw
    # Round 3: 1 (4 points) has met 3 and 4, so meets 2 (1 point); 4 (2) meets 3 (1). Seats are even, so the
    # higher-ranked sits first.
    third = seat(Movement.SWISS, [1, 2, 3, 4], history)
    assert duels(third) == [(1, 2), (4, 3)]
    assert first.byes == second.byes == third.byes == ()


def test_a_swiss_bye_goes_to_the_lowest_ranked_without_one():
    first = seat(Movement.SWISS, [1, 2, 3, 4, 5], [])
    assert first.byes == (5,)
    history = [play(first, {1: 1, 2: 2})]  # 1 and 2 win; 3 and 4 lose; 5 has the bye's 2 points
    second = seat(Movement.SWISS, [1, 2, 3, 4, 5], history)
    assert second.byes == (4,)  # 3 and 4 are lowest; 4 is later in pairing order
    history.append(play(second, {}))  # all draws
    third = seat(Movement.SWISS, [1, 2, 3, 4, 5], history)
    assert third.byes == (3,)


def test_swiss_takes_late_arrivals_and_withdrawals():
    first = seat(Movement.SWISS, [1, 2, 3, 4], [])
    second = seat(Movement.SWISS, [1, 2, 4, 5, 6], [play(first, {1: 1, 2: 2})])  # 3 withdrew; 5, 6 arrived
    assert sorted(second.seated + second.byes) == [1, 2, 4, 5, 6]
    assert (1, 3) not in duels(second) and len(second.byes) == 1


def opposed_cost(tables, met: Counter) -> int:
    """The earlier meetings a round's tables repeat, each pair counted as the square of its meetings."""
    return sum(met[tuple(sorted((a, b)))] ** 2 for one, other in tables for a in one for b in other)


def tablings(partnerships: list) -> list[list]:
    """Every way to set partnerships against each other two by two."""
    if not partnerships:
        return [[]]
    first, *others = partnerships
    return [
        [(first, other), *rest] for other in others for rest in tablings([p for p in others if p != other])
    ]


def individual_movement(count: int) -> tuple[list[RoundResult], list[Counter]]:
    """count - 1 rounds of an unchanged field, and the opponents' meetings after each round."""
    history: list[RoundResult] = []
    after: list[Counter] = []
    met: Counter = Counter()
    for _ in range(count - 1):
        plan = seat(Movement.PARTNERS, list(range(1, count + 1)), history)
        assert {tuple(len(side) for side in t.sides) for t in plan.tables} == {(2, 2)}
        met.update(tuple(sorted((a, b))) for t in plan.tables for a in t.sides[0] for b in t.sides[1])
        after.append(met.copy())
        history.append(play(plan, {}))
    return history, after


def partnerships(history: list[RoundResult]) -> list[tuple[int, ...]]:
    return [tuple(sorted(side)) for r in history for table in r.plan.tables for side in table.sides]


def test_eight_players_follow_a_whist_design():
    history, after = individual_movement(8)
    assert sorted(partnerships(history)) == list(itertools.combinations(range(1, 9), 2))
    # Every pair opposes exactly twice; after r rounds, 8r opponent pairs among 28 repeat no more than
    # they must.
    assert set(after[-1].values()) == {2} and len(after[-1]) == 28
    assert [sum(n - 1 for n in met.values()) for met in after] == [max(0, 8 * r - 28) for r in range(1, 8)]


def test_twelve_players_partner_everyone_once_and_each_round_repeats_least():
    history, after = individual_movement(12)
    assert sorted(partnerships(history)) == list(itertools.combinations(range(1, 13), 2))
    before = [Counter(), *after[:-1]]
    for r, met in zip(history, before, strict=True):
        sides = [side for table in r.plan.tables for side in table.sides]
        chosen = opposed_cost([t.sides for t in r.plan.tables], met)
        assert chosen == min(opposed_cost(way, met) for way in tablings(sides))


def test_an_individual_movement_spreads_the_sit_outs():
    history: list[RoundResult] = []
    for _ in range(3):
        plan = seat(Movement.PARTNERS, list(range(1, 11)), history)
        assert len(plan.byes) == 2
        history.append(play(plan, {}))
    byes = [e for r in history for e in r.plan.byes]
    assert len(set(byes)) == 6


def test_the_circle_method_partners_everyone_once():
    rounds = [circle_round(list(range(12)), index) for index in range(11)]
    pairs = [p for r in rounds for p in r]
    assert len(pairs) == 66 and len(set(pairs)) == 66


def test_fourteen_players_in_tables_of_four_to_six():
    assert split(14, (4, 5, 6)) == (5, 5, 4)
    plan = seat(Movement.TABLES, list(range(1, 15)), [], sizes=(4, 5, 6))
    assert [len(t.sides) for t in plan.tables] == [5, 5, 4] and plan.byes == ()
    assert sorted(plan.seated) == list(range(1, 15))
    second = seat(Movement.TABLES, list(range(1, 15)), [play(plan, {})], sizes=(4, 5, 6), seed=1)
    # With three tables before, a new table of five takes 2+2+1 from them at best (two pairs who met), the
    # four 2+1+1 (one pair): at least 5 pairs meet again, and the mix reaches that.
    repeats = sum(
        1
        for table in second.tables
        for a, b in itertools.combinations(table.entrants, 2)
        if any({a, b} <= set(t.entrants) for t in plan.tables)
    )
    assert repeats == 5


@pytest.mark.parametrize(
    ("count", "sizes", "expected"),
    [
        (14, range(3, 8), (5, 5, 4)),  # nearer the middle (5) than 7 + 7
        (9, (4, 5, 6), (5, 4)),
        (10, (4, 6), (6, 4)),  # no even split into allowed sizes: two sizes further apart
        (12, (4,), (4, 4, 4)),
        (13, (4,), None),
        (2, (3, 4), None),
    ],
)
def test_table_splits(count, sizes, expected):
    assert split(count, sizes) == expected


def test_the_fewest_sit_out_when_no_split_seats_everyone():
    plan = seat(Movement.TABLES, list(range(1, 15)), [], sizes=(4,))
    assert len(plan.tables) == 3 and len(plan.byes) == 2


@pytest.mark.parametrize(
    ("movement", "entrants", "sizes", "message"),
    [
        (
            Movement.TABLES,
            [1, 2],
            (3, 4, 5),
            "A table takes at least 3 players, and only 2 are playing this round.",
        ),
        (Movement.SWISS, [1], (2,), "A Swiss round needs at least 2 entrants, and 1 is playing."),
        (Movement.PARTNERS, [1, 2, 3], (2,), "Partners sit two against two: at least 4 players are needed"),
        (Movement.SWISS, [1, 2, 2], (2,), "Entrant 2 is entered twice."),
        (Movement.TABLES, [1, 2, 3], (), "A table needs at least 2 players"),
    ],
)
def test_a_round_that_cannot_be_seated_says_why(movement, entrants, sizes, message):
    with pytest.raises(SeatingError, match=message.replace(".", r"\.")):
        seat(movement, entrants, [], sizes=sizes)


def test_a_seed_repeats_a_tables_round():
    one = seat(Movement.TABLES, list(range(1, 21)), [], sizes=(4, 5), seed=7)
    assert one == seat(Movement.TABLES, list(range(1, 21)), [], sizes=(4, 5), seed=7)
    assert one.tables != seat(Movement.TABLES, list(range(1, 21)), [], sizes=(4, 5), seed=8).tables


def test_the_swiss_tables_are_in_ranking_order():
    plan = seat(Movement.SWISS, list(range(1, 9)), [])
    assert [min(t.entrants) for t in plan.tables] == [1, 2, 3, 4]
    assert all(isinstance(t, Table) for t in plan.tables)
