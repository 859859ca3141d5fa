"""The chip ledger: chips only move, every movement kept with its reason."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.families.chips import ChipError, Ledger, capped, signed

A, B, C, D, E, F, G = range(7)


def test_bourre_example_pot_7_13_30_65_at_ledger_level():
    """bourre.txt's three deals, moved chip by chip (the game's own test replays them as entries)."""
    ledger = Ledger.opening((0,) * 7).ante(range(7), 1)
    assert ledger.pot == 7  # "All seven players ante so there are 7 chips in the pot."
    stake = ledger.pot
    ledger = ledger.take(E, "takes the pot").pay(C, stake, "bourré")
    ledger = ledger.ante([A, B, D, E, F, G], 1)
    assert ledger.pot == 13  # "C must pay 7 chips ... the pot now contains 13 chips"
    ledger = ledger.pay(E, ledger.pot, "bourré").ante([B, C, D, G], 1)
    assert ledger.pot == 30  # split between A and F: 13 + 13 + 4
    stake = ledger.pot
    ledger = ledger.take(D, "takes the pot").pay(C, stake, "bourré").pay(E, stake, "bourré")
    ledger = ledger.ante([A, B, D, F, G], 1)
    assert ledger.pot == 65  # 30 + 30 + 5
    assert ledger.total == 0
    # A: 3 antes (none after tying); B, G: 4 antes; C: ante, 7, ante, 30; D: 4 antes, +30;
    # E: ante, +7, ante, 13, 30 (no ante after a bourré); F: 3 antes; and the pot holds the 65 paid in
    assert ledger.balances == (-3, -4, -39, 26, -38, -3, -4)


def test_take_is_capped_by_the_limit_and_refused_beyond_the_pot():
    ledger = Ledger.opening((0, 0), pot=25)
    # "if the limit is 20 chips ... a player who wins takes only 20 chips from the pot"
    assert ledger.take(0, "wins", limit=20).pot == 5
    with pytest.raises(ChipError, match="holds only 25 chips"):
        ledger.take(0, "wins", chips=26)
    assert capped(30, 20) == 20 and capped(30, None) == 30


def test_split_keeps_the_odd_chip_in_the_pot_or_gives_it_to_a_sharer():
    ledger = Ledger.opening((0, 0, 0), pot=7)
    kept = ledger.split([0, 2], "split")
    assert kept.balances == (3, 0, 3) and kept.pot == 1
    given_out = ledger.split([0, 2], "split", odd_chips_to=2)
    assert given_out.balances == (3, 0, 4) and given_out.pot == 0
    with pytest.raises(ChipError):
        ledger.split([0, 2], "split", odd_chips_to=1)


def test_check_refuses_chips_that_appear_from_nowhere():
    opened = Ledger.opening((0, 0), pot=4)
    forged = Ledger((5, 0), pot=4)
    with pytest.raises(ChipError, match="do not add up"):
        forged.check(opened)
    with pytest.raises(ChipError):
        opened.pay(0, -1, "negative")
    with pytest.raises(ChipError, match="no player 3"):
        opened.pay(2, 1, "ghost")


def test_lines_and_changes_say_where_each_chip_went():
    opened = Ledger.opening((0, 0), pot=0)
    ledger = opened.ante([0, 1], 1).take(1, "takes the pot")
    assert ledger.changes(opened) == (-1, 1)
    assert [(line.label, line.points) for line in ledger.lines(1)] == [("ante", -1), ("takes the pot", 2)]
    assert signed(3) == "+3" and signed(-2) == "−2" and signed(0) == "0"


moves = st.lists(
    st.tuples(st.sampled_from(["pay", "take", "split"]), st.integers(0, 5), st.integers(0, 40)), max_size=30
)


@settings(max_examples=200)
@given(moves)
def test_chips_are_conserved_whatever_moves(sequence):
    opened = Ledger.opening((0,) * 6, pot=3)
    ledger = opened
    for kind, seat, chips in sequence:
        try:
            if kind == "pay":
                ledger = ledger.pay(seat, chips, "pay")
            elif kind == "take":
                ledger = ledger.take(seat, "take", chips=chips, limit=20)
            else:
                ledger = ledger.split([seat, (seat + 1) % 6], "split", odd_chips_to=seat)
        except ChipError:
            continue
        ledger.check(opened)
        assert ledger.pot >= 0
    assert sum(ledger.balances) + ledger.pot == 3
