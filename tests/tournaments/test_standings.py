"""Standings worked by hand: every scoring, every tie-break, shared ranks, byes."""

from __future__ import annotations

import pytest

from scorekeeper.tournaments import (
    RoundPlan,
    RoundResult,
    Scoring,
    Table,
    TableResult,
    Tiebreak,
    places_from_points,
    standings,
)


def duel(a: int, b: int, points_a: int, points_b: int) -> TableResult:
    points = (points_a, points_b)
    return TableResult(Table(((a,), (b,))), points, places_from_points(points))


def round_of(number: int, *results: TableResult, byes: tuple[int, ...] = ()) -> RoundResult:
    return RoundResult(RoundPlan(number, tuple(r.table for r in results), byes), results)


# A four-player round robin:
#   round 1: 1 beats 3 (10-4), 4 beats 2 (9-5)
#   round 2: 1 beats 4 (8-6), 2 draws 3 (7-7)
#   round 3: 2 beats 1 (12-3), 3 draws 4 (5-5)
# Match points: 1: 2+2+0 = 4; 2: 0+1+2 = 3; 3: 0+1+1 = 2; 4: 2+0+1 = 3.
# Buchholz (opponents' match points): 1: 3's 2 + 4's 3 + 2's 3 = 8; 2: 4 + 2 + 4 = 9 (4, 3, 1);
#   3: 4 + 3 + 3 = 10 (1, 2, 4); 4: 3 + 4 + 2 = 9 (2, 1, 3).
# 2 and 4 tie on 3 points and Buchholz 9; head to head, 4 beat 2 in round 1.
ROBIN = [
    round_of(1, duel(1, 3, 10, 4), duel(4, 2, 9, 5)),
    round_of(2, duel(1, 4, 8, 6), duel(2, 3, 7, 7)),
    round_of(3, duel(2, 1, 12, 3), duel(3, 4, 5, 5)),
]


def table_of(rows):
    return [(row.entrant, row.rank, row.score, row.tiebreaks) for row in rows]


def test_match_points_with_buchholz_and_head_to_head():
    rows = standings(
        [1, 2, 3, 4],
        ROBIN,
        scoring=Scoring.MATCH_POINTS,
        tiebreaks=[Tiebreak.BUCHHOLZ, Tiebreak.HEAD_TO_HEAD],
    )
    assert table_of(rows) == [
        (1, 1, 4, (8, 0)),
        (4, 2, 3, (9, 2)),
        (2, 3, 3, (9, 0)),
        (3, 4, 2, (10, 0)),
    ]
    assert [(row.played, row.byes) for row in rows] == [(3, 0)] * 4


def test_entrants_equal_on_everything_share_a_rank_in_the_order_given():
    rows = standings([1, 2, 3, 4], ROBIN, scoring=Scoring.MATCH_POINTS, tiebreaks=[Tiebreak.BUCHHOLZ])
    assert [(row.entrant, row.rank) for row in rows] == [(1, 1), (2, 2), (4, 2), (3, 4)]


def test_total_points_and_difference():
    # Totals: 1: 10+8+3 = 21; 2: 5+7+12 = 24; 3: 4+7+5 = 16; 4: 9+6+5 = 20.
    # Differences: 1: 6+2-9 = -1; 2: -4+0+9 = 5; 3: -6+0+0 = -6; 4: 4-2+0 = 2.
    rows = standings([1, 2, 3, 4], ROBIN, scoring=Scoring.TOTAL_POINTS, tiebreaks=[Tiebreak.DIFFERENCE])
    assert table_of(rows) == [(2, 1, 24, (5,)), (1, 2, 21, (-1,)), (4, 3, 20, (2,)), (3, 4, 16, (-6,))]
    rows = standings([1, 2, 3, 4], ROBIN, scoring=Scoring.DIFFERENCE, tiebreaks=[Tiebreak.TOTAL])
    assert table_of(rows) == [(2, 1, 5, (24,)), (4, 2, 2, (20,)), (1, 3, -1, (21,)), (3, 4, -6, (16,))]


def test_a_lower_wins_game_ranks_the_lowest_total_first_and_measures_difference_from_the_best():
    # Three players, golf-like: 10, 25 and 40 strokes, then 30, 20, 20.
    first = TableResult(Table(((1,), (2,), (3,))), (10, 25, 40), (1, 2, 3))
    second = TableResult(Table(((1,), (2,), (3,))), (30, 20, 20), (3, 1, 1))
    rounds = [round_of(1, first), round_of(2, second)]
    rows = standings(
        [1, 2, 3], rounds, scoring=Scoring.TOTAL_POINTS, tiebreaks=[Tiebreak.DIFFERENCE], lower_wins=True
    )
    # Totals 40, 45, 60; differences: 1: (25-10) + (20-30) = 5; 2: (10-25) + (20-20) = -15; 3: -30 + 0.
    assert table_of(rows) == [(1, 1, 40, (5,)), (2, 2, 45, (-15,)), (3, 3, 60, (-30,))]


def test_placement_points_share_a_tied_place():
    table = TableResult(Table(((1,), (2,), (3,), (4,))), (50, 30, 30, 10), (1, 2, 2, 4))
    rows = standings([1, 2, 3, 4], [round_of(1, table)], scoring=Scoring.PLACEMENT, tiebreaks=[])
    assert [(row.entrant, row.rank, row.score) for row in rows] == [
        (1, 1, 3),
        (2, 2, 1.5),
        (3, 2, 1.5),
        (4, 4, 0),
    ]


def test_partners_score_their_side_and_count_both_opponents():
    table = TableResult(Table(((1, 3), (2, 4))), (162, 0), (1, 2))
    rows = standings(
        [1, 2, 3, 4], [round_of(1, table)], scoring=Scoring.MATCH_POINTS, tiebreaks=[Tiebreak.BUCHHOLZ]
    )
    assert table_of(rows) == [(1, 1, 2, (0,)), (3, 1, 2, (0,)), (2, 3, 0, (4,)), (4, 3, 0, (4,))]


@pytest.mark.parametrize(
    ("scoring", "bye_score"),
    [
        (Scoring.MATCH_POINTS, 2),  # a win
        (Scoring.PLACEMENT, 1),  # first of two sides
        (Scoring.TOTAL_POINTS, 9),  # the entrant's average game: (10 + 8) / 2
        (Scoring.DIFFERENCE, 3),  # (6 + 0) / 2
    ],
)
def test_a_bye_scores_a_win_or_the_entrants_average_game(scoring, bye_score):
    rounds = [
        round_of(1, duel(1, 2, 10, 4), byes=(3,)),
        round_of(2, duel(3, 1, 8, 8), byes=(2,)),
        round_of(3, duel(2, 3, 5, 6), byes=(1,)),
    ]
    rows = {
        row.entrant: row
        for row in standings([1, 2, 3], rounds, scoring=scoring, tiebreaks=[Tiebreak.BUCHHOLZ])
    }
    games = {
        Scoring.MATCH_POINTS: 2 + 1,
        Scoring.PLACEMENT: 1 + 0.5,
        Scoring.TOTAL_POINTS: 10 + 8,
        Scoring.DIFFERENCE: 6 + 0,
    }[scoring]
    assert rows[1].score == games + bye_score
    assert (rows[1].played, rows[1].byes) == (2, 1)
    # A bye adds nothing to Buchholz: 1 met 2 and 3 once each.
    assert rows[1].tiebreaks == (rows[2].score + rows[3].score,)


def test_a_withdrawn_entrant_still_counts_for_their_opponents_buchholz():
    rows = standings([1, 2, 3], ROBIN, scoring=Scoring.MATCH_POINTS, tiebreaks=[Tiebreak.BUCHHOLZ])
    assert [row.entrant for row in rows] == [1, 2, 3]
    assert rows[0].tiebreaks == (8,)


def test_a_table_still_playing_counts_nothing_yet():
    plan = RoundPlan(1, (Table(((1,), (2,))), Table(((3,), (4,)))))
    rounds = [RoundResult(plan, (duel(1, 2, 3, 1),))]
    rows = standings([1, 2, 3, 4], rounds, scoring=Scoring.MATCH_POINTS, tiebreaks=[])
    assert [(row.entrant, row.rank, row.played) for row in rows] == [
        (1, 1, 1),
        (2, 2, 1),
        (3, 2, 0),
        (4, 2, 0),
    ]


def test_head_to_head_at_a_multi_player_table_counts_only_the_tied_entrants_places():
    # 1 and 3 each win one table; at the table they shared, 3 finished above 1.
    first = TableResult(Table(((1,), (2,), (3,))), (9, 5, 7), (1, 3, 2))
    second = TableResult(Table(((3,), (4,), (1,))), (8, 2, 4), (1, 3, 2))
    rows = standings(
        [1, 2, 3, 4],
        [round_of(1, first), round_of(2, second)],
        scoring=Scoring.MATCH_POINTS,
        tiebreaks=[Tiebreak.HEAD_TO_HEAD],
    )
    # Match points: 1 and 3 have 2; head to head: table 1 has 1 above 3 (2 points), table 2 has 3 above 1.
    assert table_of(rows)[:2] == [(1, 1, 2, (2,)), (3, 1, 2, (2,))]


def test_a_result_must_give_every_side_a_total_and_a_place():
    with pytest.raises(ValueError, match=r"A table of 2 sides needs 2 totals and places, not 3 and 2\."):
        TableResult(Table(((1,), (2,))), (1, 2, 3), (1, 2))
