"""The cribbage board's geometry: holes in order along each track, pegs in their holes, the latest score
lit, both layouts, the 121 board, and the standing board as the lying one turned."""

from __future__ import annotations

import math
from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.families.pegboard import HEADER, PITCH, pegboard

NAMES = ("Ann", "Bob")


def board(front_rear=((0, 0), (0, 0)), target=61, layout="same_end", standing=False):
    extras = {"pegs": [list(p) for p in front_rear], "target": target, "layout": layout}
    return pegboard(extras, NAMES, standing=standing)


def distance(a, b) -> float:
    return math.hypot(a.x - b.x, a.y - b.y)


def test_no_pegs_no_board():
    assert pegboard({}, NAMES) is None and pegboard({"pegs": []}, NAMES) is None


def test_a_61_board_has_60_holes_a_track_in_order_out_and_back():
    lying = board()
    assert (lying.width, lying.height) == (432, 135)
    for track in lying.tracks:
        holes = [hole for hole, _ in track.holes]
        assert len(holes) == 60 and len(set(holes)) == 60
        steps = [distance(a, b) for a, b in pairwise(holes)]
        assert all(PITCH <= step <= 16 for step in steps)  # next hole along, or across at the turn
        assert holes[0].x == holes[-1].x  # back at the end it started from
        assert distance(track.start, holes[0]) < 20 and distance(track.game, holes[-1]) < 40


def test_a_121_board_has_three_rows_of_40():
    track = board(target=121).tracks[0]
    holes = [hole for hole, _ in track.holes]
    assert len(holes) == 120 and len({h.y for h in holes}) == 3
    assert holes[0].x < holes[39].x and holes[40].x > holes[79].x and holes[80].x < holes[119].x


def test_same_end_and_opposite_ends():
    same = board()
    assert same.tracks[0].start.x == same.tracks[1].start.x
    opposite = board(layout="opposite_ends")
    ann, bob = opposite.tracks
    assert ann.start.x < opposite.width / 2 < bob.start.x
    assert bob.holes[0][0].x > bob.holes[29][0].x  # Bob pegs the other way


@given(
    st.tuples(st.integers(0, 61), st.integers(0, 61)).map(sorted),
    st.sampled_from(["same_end", "opposite_ends"]),
    st.booleans(),
)
def test_pegs_sit_in_their_holes_and_the_latest_score_is_lit(rear_front, layout, standing):
    rear, front = rear_front
    track = board(((front, rear), (0, 0)), layout=layout, standing=standing).tracks[0]
    holes = [hole for hole, _ in track.holes]
    lit = [score for score, (_, on) in enumerate(track.holes, 1) if on]
    assert lit == list(range(rear + 1, min(front, 60) + 1))
    expected_front = track.start if front == 0 else track.game if front >= 61 else holes[front - 1]
    assert track.front_peg == expected_front
    assert (track.gain_label is None) == (front == rear)
    if front > rear:
        assert track.gain_label.text == f"+{front - rear}"


def test_the_standing_board_is_the_lying_one_turned():
    lying, standing = board(((34, 28), (41, 39))), board(((34, 28), (41, 39)), standing=True)
    assert (standing.width, standing.height) == (lying.height, lying.width + HEADER)
    for flat, upright in zip(lying.tracks, standing.tracks, strict=True):
        for (a, _), (b, _) in zip(flat.holes, upright.holes, strict=True):
            assert (b.x, b.y) == (a.y, a.x + HEADER)
    assert standing.description == lying.description == "Cribbage board: Ann 34 (was 28), Bob 41 (was 39)"
