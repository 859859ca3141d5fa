"""A group's statistics added up from summaries, against a history worked by hand."""

from __future__ import annotations

from datetime import UTC, date, datetime

from scorekeeper.families.statistics import Count
from scorekeeper.history import aggregate
from scorekeeper.history.aggregate import Filter
from scorekeeper.store.summaries import Finished

ANN, BOB, CID, ANNIE = 1, 2, 3, 4


def game(game_id, day, seats, ruleset="oh-hell", lower_wins=False):
    """A finished game: seats as (member, column, total, place, won, bids made, bids)."""
    result = {
        "lower_wins": lower_wins,
        "seats": [
            {
                "member": member,
                "column": column,
                "total": total,
                "place": place,
                "won": won,
                "tally": {"bids_made": [made, of]} if of else {},
            }
            for member, column, total, place, won, made, of in seats
        ],
    }
    return Finished(game_id, ruleset, datetime(2026, 11, day, 20, tzinfo=UTC), len(seats), result)


HISTORY = [
    # 1 Nov: Ann 40 (1st), Bob 30 (2nd), Cid 10 (3rd).       Ann made 3 bids of 5, Bob 2 of 5.
    game(1, 1, [(ANN, 0, 40, 1, True, 3, 5), (BOB, 1, 30, 2, False, 2, 5), (CID, 2, 10, 3, False, 1, 5)]),
    # 8 Nov: Bob 50 (1st), Ann 20 (2nd): two players.        Ann 1 of 4, Bob 4 of 4.
    game(2, 8, [(BOB, 0, 50, 1, True, 4, 4), (ANN, 1, 20, 2, False, 1, 4)]),
    # 15 Nov: "Annie" (Ann typed twice) 60 (1st), Cid 60 (1st, tie), Bob 5 (3rd).
    game(3, 15, [(ANNIE, 0, 60, 1, True, 2, 3), (CID, 1, 60, 1, True, 3, 3), (BOB, 2, 5, 3, False, 0, 3)]),
    # 22 Nov, Belote: Ann and Cid partners (column 0) beat Bob and a guest.
    game(
        4,
        22,
        [
            (ANN, 0, 1000, 1, True, 0, 0),
            (CID, 0, 1000, 1, True, 0, 0),
            (BOB, 1, 700, 2, False, 0, 0),
            (None, 1, 700, 2, False, 0, 0),
        ],
        ruleset="belote",
    ),
]
MERGED = {ANN: ANN, BOB: BOB, CID: CID, ANNIE: ANN}


def test_each_players_record_in_each_game_worked_by_hand():
    seats = aggregate.seats(HISTORY, MERGED)
    records = aggregate.records(seats)
    ann = records[(ANN, "oh-hell")]
    # Ann (with Annie): 3 games, won 2 (1 Nov, 15 Nov), places 1 + 2 + 1 = 4, totals 40 + 20 + 60 = 120.
    assert (ann.played, ann.won, ann.average_place, ann.average_total, ann.best) == (3, 2, 4 / 3, 40, 60)
    # Bids made 3 + 1 + 2 of 5 + 4 + 3: 6 of 12.
    assert ann.counts["bids_made"] == Count(6, 12)
    # Won, lost, won: the longest run of wins is 1, and one in a row now.
    assert (ann.longest_streak, ann.streak) == (1, 1)
    bob = records[(BOB, "oh-hell")]
    assert (bob.played, bob.won, bob.average_place, bob.counts["bids_made"]) == (3, 1, 2.0, Count(6, 12))
    assert records[(ANN, "belote")].won == 1 and (None, "belote") not in records  # the guest is not counted


def test_head_to_head_and_partners_worked_by_hand():
    seats = aggregate.seats(HISTORY, MERGED)
    ann = aggregate.versus(seats, ANN)
    # Bob: 1 Nov ahead, 8 Nov behind, 15 Nov ahead, 22 Nov opponents (Belote) ahead.
    assert (ann[BOB].games, ann[BOB].ahead, ann[BOB].behind, ann[BOB].level) == (4, 3, 1, 0)
    # Cid: 1 Nov ahead, 15 Nov level, 22 Nov partners, and won together.
    assert (ann[CID].games, ann[CID].ahead, ann[CID].level, ann[CID].partnered, ann[CID].won_together) == (
        3,
        1,
        1,
        1,
        1,
    )


def test_a_period_and_a_player_count_choose_the_games():
    seats = aggregate.seats(HISTORY, MERGED)
    two_players = aggregate.records(seats, Filter(players=2))
    assert set(two_players) == {(ANN, "oh-hell"), (BOB, "oh-hell")} and two_players[(BOB, "oh-hell")].won == 1
    november_first_week = aggregate.overall(seats, Filter(since=date(2026, 11, 1), until=date(2026, 11, 7)))
    assert {member: r.played for member, r in november_first_week.items()} == {ANN: 1, BOB: 1, CID: 1}
    assert aggregate.rulesets_played(seats) == ["oh-hell", "belote"]
    assert [s.game_id for s in aggregate.timeline(seats, ANN)] == [1, 2, 3, 4]
