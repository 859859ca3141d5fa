"""A deal of Gin Rummy as recorded: reading a hand or a cancelled game, and the row the deal makes."""

import pytest

from scorekeeper.core import RuleError
from scorekeeper.families.deal.loop import Sides
from scorekeeper.games.gin_rummy.deal import (
    GinDeal,
    Pairing,
    deal_boxes,
    player_row,
    read_cancelled,
    read_hand,
)
from scorekeeper.games.gin_rummy.options import GinRummyOptions

NAMES = ("Ann", "Bob", "Cid")
OPTIONS = GinRummyOptions()
# Three players: Cid (2) dealt and sits out, Ann and Bob play.
PENDING = (Pairing((0, 1), 2),)


def refused(check) -> tuple[str, str | None]:
    with pytest.raises(RuleError) as error:
        check()
    return error.value.message, error.value.field


def test_a_hand_by_the_counts_is_scored_for_the_knocker_and_the_other_player():
    knock = read_hand(NAMES, OPTIONS, {"knocker": "1", "knocker_count": "4", "defender_count": "20"}, PENDING)
    assert (knock.knocker, knock.defender, knock.winner, knock.points) == (1, 0, 1, 16)


def test_the_dealer_of_a_three_player_hand_cannot_knock():
    payload = {"knocker": "2", "knocker_count": "4", "defender_count": "20"}
    assert refused(lambda: read_hand(NAMES, OPTIONS, payload, PENDING)) == (
        "Cid dealt and sits out this hand: the knocker is Ann or Bob.",
        "knocker",
    )
    assert refused(lambda: read_hand(NAMES, OPTIONS, {}, PENDING)) == ("Say who knocked.", "knocker")


def test_the_only_game_is_the_one_cancelled_and_a_player_names_one_of_two():
    assert read_cancelled(NAMES, {}, PENDING) == PENDING[0]
    two = (Pairing((0, 1), 0), Pairing((2, 3), 0))
    names = (*NAMES, "Dee")
    assert read_cancelled(names, {"player": "3"}, two) == two[1]
    assert refused(lambda: read_cancelled(names, {}, two)) == (
        "Say which game was cancelled: Ann v Bob or Cid v Dee.",
        "player",
    )


def test_a_hand_makes_a_row_with_the_winners_points_and_box():
    knock = read_hand(NAMES, OPTIONS, {"knocker": "0", "gin": "on", "defender_count": "12"}, PENDING)
    deal = GinDeal(number=3, dealer=2, games=(knock,))
    row = player_row(NAMES, deal)
    assert row.label == "Hand 3" and row.points[0] == 32  # gin bonus 20 + Bob's 12
    assert row.notes[2] == "dealt"
    assert deal_boxes(Sides(NAMES, ((0,), (1,), (2,))), deal, row.points) == (1, 0, 0)


def test_a_cancelled_hand_is_a_row_with_no_score():
    row = player_row(NAMES, GinDeal(number=2, dealer=2))
    assert row.summary == "Cancelled: the stock fell to two cards. Cid deals again."
    assert not any(row.points)
