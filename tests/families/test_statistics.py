"""The statistics every game shares: counts add up as counts, places and progress read from the sheet."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.families.results import places, progress
from scorekeeper.families.ruleset import HandRow, ScoreSheet
from scorekeeper.families.statistics import Count, Shown, Statistic, add_up, read


def test_counts_add_up_as_counts_not_as_averages_of_percentages():
    # 1 bid made of 1 in one game, 1 of 3 in another: 2 of 4 (50 %), not the mean of 100 % and 33 %.
    season = add_up([{"made": Count(1, 1)}, {"made": Count(1, 3)}])
    assert season == {"made": Count(2, 4)}
    made = Statistic("made", "Bids made", Shown.PERCENT)
    assert read(made, season["made"]) == "50 % (2 of 4)"
    assert read(Statistic("h", "Hand", Shown.AVERAGE), Count(25, 3)) == "8.3"
    assert read(Statistic("g", "Gins", Shown.TOTAL), Count(3, 40)) == "3 in 40"
    assert read(made, Count()) == "–"


def test_places_share_ties_and_put_the_games_winners_first():
    assert places([10, 30, 30, 5], lower_wins=False) == (3, 1, 1, 4)
    assert places([10, 30, 30, 5], lower_wins=True) == (2, 3, 3, 1)
    # A game won on something else than the totals (a contract made): its winner is first.
    assert places([10, 30], lower_wins=False, winners=(0,)) == (1, 2)


def test_progress_is_the_totals_after_each_hand():
    sheet = ScoreSheet(("A", "B"), (HandRow("1", (3, None)), HandRow("2", (-1, 4))), (2, 4))
    assert progress(sheet) == ((3, 0), (2, 4))


@given(st.lists(st.integers(-50, 50), min_size=1, max_size=8), st.booleans())
def test_places_run_from_one_and_the_best_total_is_first(totals, lower_wins):
    placed = places(totals, lower_wins=lower_wins)
    best = min(totals) if lower_wins else max(totals)
    assert min(placed) == 1 and all(placed[i] == 1 for i, t in enumerate(totals) if t == best)
    assert all(1 <= p <= len(totals) for p in placed)
