"""Direction of play as data (families/ruleset.py ``Direction``, families/deal/sides.py ``next_dealer``).

Seats are entered clockwise, so seat ``s + 1`` sits on the left of seat ``s``: a clockwise game passes to
the next seat, a counter-clockwise one to the seat before.
"""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.families.deal.sides import Rotation, next_dealer
from scorekeeper.families.ruleset import (
    CLOCKWISE,
    COUNTER_CLOCKWISE,
    Direction,
    order_from_left_of,
    order_from_right_of,
)

tables = st.integers(2, 12).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n - 1)))


def test_the_words_and_steps():
    assert (CLOCKWISE.side, COUNTER_CLOCKWISE.side) == ("left", "right")
    assert COUNTER_CLOCKWISE.words() == "the dealer's right" and CLOCKWISE.words("Ann's") == "Ann's left"
    assert CLOCKWISE.after(4, 5) == 0 and COUNTER_CLOCKWISE.after(0, 5) == 4  # round the table
    assert CLOCKWISE.order_after(0, 5) == [1, 2, 3, 4, 0]
    assert COUNTER_CLOCKWISE.order_after(0, 5) == [4, 3, 2, 1, 0]  # "from the dealer's right"
    assert COUNTER_CLOCKWISE.order_from(2, 4) == [2, 1, 0, 3]
    assert order_from_left_of(1, 4) == [2, 3, 0, 1] and order_from_right_of(1, 4) == [0, 3, 2, 1]
    assert CLOCKWISE.reverse is COUNTER_CLOCKWISE and Direction("counter-clockwise") is COUNTER_CLOCKWISE


@given(tables, st.sampled_from(list(Direction)))
def test_an_order_visits_every_seat_once_and_ends_with_the_dealer(table, direction):
    players, dealer = table
    order = direction.order_after(dealer, players)
    assert sorted(order) == list(range(players)) and order[-1] == dealer
    assert all(direction.after(a, players) == b for a, b in pairwise(order))
    assert all(direction.before(b, players) == a for a, b in pairwise(order))
    assert direction.reverse.order_after(dealer, players) == [*reversed(order[:-1]), dealer]


@given(tables, st.sampled_from(list(Direction)))
def test_the_deal_passes_round_the_table_in_the_direction_of_play(table, direction):
    players, dealer = table
    dealers = [dealer]
    for _ in range(players - 1):
        dealers.append(next_dealer(Rotation.NEXT, dealers[-1], players, direction=direction))
    assert sorted(dealers) == list(range(players))  # everyone deals once a round
    assert dealers == [dealer, *direction.order_after(dealer, players)[:-1]]
    # Nobody won: the winner's and loser's rotations fall back to the next player in the same direction.
    assert next_dealer(Rotation.WINNER, dealer, players, direction=direction) == dealers[1 % players]


def test_the_older_name_of_the_rotation_is_the_same_member():
    assert Rotation.LEFT is Rotation.NEXT and next_dealer(Rotation.LEFT, 1, 4) == 2  # clockwise by default
