"""Ratings: OpenSkill's own documented example, and the group's ratings replayed in order."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from scorekeeper.history.ratings import PlayerRating, rate_game, ratings
from scorekeeper.store.summaries import Finished


def test_openskills_documented_example():
    # OpenSkill's README: a1 (25, 8.333) and a2 (32.444, 5.123) beat b1 (43.381, 2.421) and b2
    # (25.188, 6.211):
    # a1 28.67 ± 8.07, a2 33.83 ± 5.06, b1 43.07 ± 2.42, b2 23.15 ± 6.14.
    after = rate_game([[(25, 25 / 3), (32.444, 5.123)], [(43.381, 2.421), (25.188, 6.211)]], [1, 2])
    expected = [[(28.6696, 8.0715), (33.8309, 5.0628)], [(43.0713, 2.4167), (23.1495, 6.1379)]]
    for side, wanted_side in zip(after, expected, strict=True):
        for (mu, sigma), (want_mu, want_sigma) in zip(side, wanted_side, strict=True):
            assert mu == pytest.approx(want_mu, abs=2e-3) and sigma == pytest.approx(want_sigma, abs=2e-3)


def finished(game_id, places, members=(1, 2, 3)):
    seats = [
        {"member": m, "column": i, "place": p} for i, (m, p) in enumerate(zip(members, places, strict=True))
    ]
    return Finished(game_id, "golf", datetime(2026, 11, 1, game_id, tzinfo=UTC), len(seats), {"seats": seats})


def test_the_group_is_rated_game_by_game_in_order_and_the_same_every_time():
    history = [finished(1, [1, 2, 3]), finished(2, [1, 3, 2]), finished(3, [2, 1, 3])]
    rated = ratings(history, {})
    assert rated == ratings(history, {})  # deterministic
    assert rated[1].rating > rated[2].rating > rated[3].rating  # 1st, 1st, 2nd beats 2nd, 3rd, 1st
    assert [p.game_id for p in rated[1].history] == [1, 2, 3] and rated[1].games == 3
    # A newcomer's rating starts at 0 (25 less 3 × 8.33) and the first win lifts it.
    assert PlayerRating().rating == pytest.approx(0) and rated[1].history[0].rating > 0


def test_a_merged_player_is_rated_as_the_one_they_became():
    history = [finished(1, [1, 2, 3]), finished(2, [1, 2, 3], members=(4, 2, 3))]
    rated = ratings(history, {4: 1})
    assert 4 not in rated and rated[1].games == 2
