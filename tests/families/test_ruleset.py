"""The score sheet's own readings (rules/base.py)."""

from __future__ import annotations

from scorekeeper.families.ruleset import HandRow, ScoreSheet


def sheet(totals: tuple[int, ...], rows: int = 1, lower_wins: bool = False) -> ScoreSheet:
    row = HandRow(label="Hand 1", points=tuple(0 for _ in totals))
    return ScoreSheet(
        columns=tuple(f"P{i}" for i in range(len(totals))),
        rows=(row,) * rows,
        totals=totals,
        lower_wins=lower_wins,
    )


def test_the_leader_is_marked_once_someone_is_ahead():
    assert sheet((3, 5, 5, 1)).in_front == (1, 2)
    assert sheet((3, 5, 5, 1), lower_wins=True).in_front == (3,)


def test_nobody_is_marked_while_everyone_is_level_or_before_the_first_row():
    # Skull & Roses' board showed a star on all four names at 0-0-0-0.
    assert sheet((0, 0, 0, 0)).in_front == ()
    assert sheet((4, 2), rows=0).in_front == ()
    assert sheet((0, 0, 0, 0)).leaders == (0, 1, 2, 3)  # the record still names them all
