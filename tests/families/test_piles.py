"""The pile games' shared part (``families/piles.py``), checked against the text
(``beggar-my-neighbour.txt``) and against ``families.pay_cards``."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import format_cards, standard_52
from scorekeeper.core import RuleError
from scorekeeper.families import pay_cards
from scorekeeper.families.piles import PileTable, check_counts, dealt_counts, replay

A, B, C = 0, 1, 2
DECK = format_cards(standard_52())
# --- Dealing and counting ---


def test_two_players_hold_half_the_pack_each() -> None:
    # "Divide a standard pack of 52 cards roughly in half": 52 / 2 = 26 each
    assert PileTable.dealt(2).counts == (26, 26)


def test_three_players_one_has_an_extra_card() -> None:
    # "with three players one player will have an extra card": 52 = 18 + 17 + 17, the first dealt gets it
    assert dealt_counts(3) == (18, 17, 17)
    assert dealt_counts(3, first=1) == (17, 18, 17)
    assert dealt_counts(5, first=4, step=-1) == (10, 10, 10, 11, 11)  # 52 = 5 × 10 + 2: seats 5, 4


def test_counts_must_add_up_to_the_pack() -> None:
    # 30 + 21 = 51, not 52
    with pytest.raises(RuleError, match="add up to 51 cards but the pack has 52") as err:
        PileTable.start([30, 21])
    assert err.value.field == "counts"
    assert PileTable.start([30, 22]).counts == (30, 22)  # "roughly in half"


def test_a_recount_counts_the_pile_too() -> None:
    table = PileTable.dealt(2).play(A, "5S").play(B, "6H")
    # 25 + 25 + 2 on the pile = 52
    assert table.recount([24, 26]).counts == (24, 26)
    with pytest.raises(RuleError, match="with 2 cards on the pile, but the pack has 52"):
        table.recount([26, 26])
    with pytest.raises(RuleError, match="fewer than no cards"):
        check_counts([-1, 53], 52)


# --- Paying for the pay cards ---


def test_the_texts_example() -> None:
    # "A plays a queen; B plays a six and then a jack; A plays an ace; B plays 3,7,king; A plays 10,4,6.
    # The king has been paid for so B takes the centre pile."
    table = PileTable.dealt(2)
    for seat, card in [(A, "QS"), (B, "6H"), (B, "JD"), (A, "AC"), (B, "3S"), (B, "7S"), (B, "KH")]:
        table = table.play(seat, card)
    assert (table.to_play, table.chances, str(table.pay_card)) == (A, 3, "KH")
    table = table.play(A, "10C").play(A, "4D").play(A, "6S")
    assert table.taker == B
    taken = table.take()
    # A turned Q A 10 4 6 and B 6 J 3 7 K: 5 each, 10 on the pile; A 26 - 5 = 21, B 26 - 5 + 10 = 31
    assert taken.counts == (21, 31) and taken.to_play == B and taken.pile == ()


@pytest.mark.parametrize(("card", "chances"), [("AS", 4), ("KS", 3), ("QS", 2), ("JS", 1)])
def test_payment_rates(card: str, chances: int) -> None:
    # "4 ordinary cards for an ace, 3 ... for a king, 2 ... for a queen, 1 ... for a jack"
    table = PileTable.dealt(2).play(A, card)
    for k in range(chances):
        assert table.taker is None and table.chances == chances - k
        table = table.play(B, f"{k + 2}H")
    assert table.taker == A


def test_refusals() -> None:
    table = PileTable.dealt(2).play(A, "JS")
    with pytest.raises(RuleError, match="Player 2's turn to play, not Player 1's"):
        table.play(A, "2S")
    with pytest.raises(RuleError, match="JS is already on the pile"):
        table.play(B, "JS")
    won = table.play(B, "2H")
    with pytest.raises(RuleError, match="Player 1 has won the pile and picks it up before anyone plays"):
        won.play(B, "3H")
    with pytest.raises(RuleError, match="Nobody has won the pile"):
        PileTable.dealt(2).take()
    with pytest.raises(RuleError, match="card"):
        PileTable.dealt(2).play(A, "ZZ")


def test_three_players_the_following_player_pays() -> None:
    # "When a pay card is played, the following player plays the required number of cards, stopping if
    # another pay card is played, which the next person must pay for."
    table = PileTable.dealt(3).play(A, "QS").play(B, "2S").play(B, "JS")
    assert table.to_play == C and table.owner == B
    assert table.play(C, "3S").taker == B


def test_counter_clockwise_suck_the_well() -> None:
    # "The direction of play in the Caribbean version "Suck the Well" is counter-clockwise"
    table = PileTable.dealt(3, counter_clockwise=True).play(A, "2S")
    assert table.to_play == C


def test_a_payer_who_runs_out_passes_the_payment_on() -> None:
    table = PileTable.start([1, 50, 1], first=B).play(B, "AS").play(C, "2S")  # C's last card, 3 chances left
    assert table.to_play == C and table.stuck
    passed = table.drop_out(C)
    assert passed.to_play == A and passed.chances == 3 and passed.out == {C}
    taken = table.drop_out(C, owner_takes=True)
    assert taken.taker == B


def test_the_last_player_in_wins() -> None:
    table = PileTable.start([1, 51]).play(A, "2S").play(B, "3S")
    assert table.stuck and table.drop_out(A).winner == B
    with pytest.raises(RuleError, match="still has 50 cards"):
        table.drop_out(B)


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 5), st.randoms(use_true_random=False))
def test_the_table_agrees_with_the_slap_calculator(players: int, rng: random.Random) -> None:
    """Any pile, card by card: whose turn, the chances left and the taker are ``pay_cards.pay_state``'s."""
    cards = rng.sample(DECK, 30)
    table, plays = PileTable.dealt(players), []
    for card in cards:
        seat = table.to_play
        table, plays = table.play(seat, card), [*plays, (seat, card)]
        state = pay_cards.pay_state(plays, players=players)
        assert table.pay_state() == state
        assert sum(table.counts) + len(table.pile) == 52
        if table.taker is not None:
            break


def test_replay_helper_takes_each_pile() -> None:
    table = replay(PileTable.dealt(2), [(A, "JS"), (B, "2S")])
    assert table.counts == (27, 25) and table.pile == ()
