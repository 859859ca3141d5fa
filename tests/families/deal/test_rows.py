"""``deal_rows``: the shapes of score-sheet row games on the deal loop build, and the totals they add to."""

from scorekeeper.core import ScoreLine
from scorekeeper.families.deal import loop as deal_loop
from scorekeeper.families.deal import rows as deal_rows
from scorekeeper.families.deal.rows import Score, add_row, column_row, latest_points, parts_row, winning_score
from scorekeeper.families.ruleset import HandRow


def test_a_rows_points_add_to_the_totals_and_a_blank_column_adds_nothing():
    assert add_row((10, 20), HandRow("Deal 3", (5, None))) == (15, 20)


def test_a_column_row_fills_the_columns_it_is_not_given_with_blanks():
    row = column_row("Deal 1", 2, lines={0: [ScoreLine("knock", 7)]})
    assert (
        row.points == (None, None) and row.notes == ("", "") and row.lines == ((ScoreLine("knock", 7),), ())
    )


def test_scores_as_a_deal_goes():
    scores = [Score(0, "pegging", (ScoreLine("fifteen", 2), ScoreLine("pair", 2))), Score(1, "hand", ())]
    assert scores[0].points == 4 and scores[1].points == 0
    row = parts_row("Deal 1", 2, scores, ("pegging", "hand"))
    assert row.points == (4, 0) and row.notes == ("pegging 4", "hand 0")
    # From 119, the fifteen-and-pair (4) takes Ann to 123, past 121.
    assert winning_score((119, 0), scores, 121) == scores[0]
    assert latest_points(scores, 2) == [4, 0]  # a score of 0 does not move the rear peg


def test_games_still_import_these_from_the_deal_loop():
    assert deal_loop.Score is deal_rows.Score
    assert deal_loop.column_row is deal_rows.column_row
    assert deal_loop.standing_row is deal_rows.standing_row
