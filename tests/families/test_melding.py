"""The melding family's parts: totals as points or cards, counts per side, penalties, the breakdown row."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import Card, Rank
from scorekeeper.core import RuleError, ScoreLine
from scorekeeper.families.melding import (
    CardTotal,
    CardValues,
    Penalty,
    count_line,
    read_card_total,
    read_card_totals,
    read_penalty,
    read_side_counts,
    side_row,
)
from scorekeeper.games.card_points import card_value, schedule_for


def _no_threes(card):
    if isinstance(card, Card) and card.rank == Rank.THREE:
        return f"{card} cannot be melded."
    return None


VALUES = CardValues(
    schedule_for("hand-and-foot").deck, lambda c: card_value("hand-and-foot", c), _no_threes, step=5
)


def test_a_total_given_as_points():
    assert read_card_total(
        {"melded": "385"}, "melded", "melded_cards", VALUES, label="the melds"
    ) == CardTotal(385)


def test_a_total_given_as_cards_is_added_up_and_keeps_the_cards():
    total = read_card_total({"melded_cards": "KS KS JK 2C"}, "melded", "melded_cards", VALUES, label="melds")
    assert total == CardTotal(90, ("KS", "KS", "JK", "2C"))  # 10 + 10 + 50 + 20; five packs: KS twice
    assert total.line("cards left", sign=-1) == ScoreLine("cards left", -90, ("KS", "KS", "JK", "2C"))


def test_blank_is_zero():
    assert read_card_total({"melded": ""}, "melded", "melded_cards", VALUES, label="melds").points == 0


@pytest.mark.parametrize(
    ("payload", "field", "message"),
    [
        ({"m": "20", "c": "KS"}, "m", "Enter the melds as points or as cards, not both"),
        ({"m": "-5"}, "m", "The melds cannot be less than 0"),
        ({"m": "137"}, "m", "The melds cannot be 137: every card is worth a multiple of 5"),
        ({"m": "lots"}, "m", "The melds must be a whole number"),
        ({"c": "KS 3C"}, "c", "3C cannot be melded"),
        ({"c": "KS ZZ"}, "c", "ZZ"),
    ],
)
def test_impossible_totals_are_refused_next_to_the_field(payload, field, message):
    with pytest.raises(RuleError, match=message) as caught:
        read_card_total(payload, "m", "c", VALUES, label="the melds")
    assert caught.value.field == field


def test_totals_per_side_mix_points_and_cards():
    payload = {"melded": ["120", ""], "melded_cards": ["", "AS AH AD"]}
    totals = read_card_totals(payload, "melded", "melded_cards", VALUES, ["Ann & Cid", "Bob & Dee"])
    assert [t.points for t in totals] == [120, 60]  # 3 aces x 20
    with pytest.raises(RuleError, match="cannot be more than 100") as caught:
        read_card_totals({"melded": ["5", "105"]}, "melded", "x", VALUES, ["A", "B"], maximum=100)
    assert caught.value.field == "melded.1"
    assert read_card_totals({"melded": ["5"]}, "melded", "x", VALUES, ["A", "B"])[1].points == 0
    with pytest.raises(RuleError, match="at most one entry for each of 2 columns"):
        read_card_totals({"melded": ["5", "5", "5"]}, "melded", "x", VALUES, ["A", "B"])


def test_counts_per_side():
    assert read_side_counts({"clean": ["2", ""]}, "clean", ["A", "B"], "clean piles") == (2, 0)
    assert read_side_counts({}, "clean", ["A", "B"], "clean piles") == (0, 0)
    with pytest.raises(RuleError, match="B's clean piles cannot be less than 0") as caught:
        read_side_counts({"clean": ["1", "-1"]}, "clean", ["A", "B"], "clean piles")
    assert caught.value.field == "clean.1"
    with pytest.raises(RuleError, match="cannot be more than 9"):
        read_side_counts({"clean": ["10", "0"]}, "clean", ["A", "B"], "clean piles", maximum=9)


def test_penalties_by_name():
    table = (Penalty("slow", "playing slowly", -10), Penalty("rude", "rudeness", -50))
    assert read_penalty({"penalty": "rude"}, "penalty", table).points == -50
    with pytest.raises(RuleError, match="one of slow, rude"):
        read_penalty({"penalty": "late"}, "penalty", table)


def test_the_row_sums_each_sides_lines_and_drops_empty_ones():
    row = side_row(
        "Hand 1",
        [[count_line(2, "clean pile", 500), ScoreLine("going out", 0)], [ScoreLine("cards left", -35)]],
        notes=["2 clean", ""],
    )
    assert row.points == (1000, -35)
    assert row.lines[0] == (ScoreLine("2 clean piles × 500", 1000),)
    assert row.notes == ("2 clean", "")


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["KS", "AH", "7D", "2C", "JK", "4S"]), min_size=1, max_size=5))
def test_cards_and_their_points_give_the_same_total(cards):
    by_cards = read_card_total({"c": cards}, "m", "c", VALUES, label="melds")
    by_points = read_card_total({"m": str(by_cards.points)}, "m", "c", VALUES, label="melds")
    assert by_cards.points == by_points.points == sum(card_value("hand-and-foot", c) for c in cards)


# --- A hand kept by counts (Zetema) --------------------------------------------------------------------


def test_draw_turns_draw_as_the_turn_begins_and_pass_a_player_out_of_cards():
    from scorekeeper.families.melding import DrawTurns

    turns = DrawTurns.deal(players=2, dealt=6, pack=14, first=1)  # 14 - 12 = 2 in the stock, one drawn
    assert (turns.turn, turns.stock, turns.hands, turns.holding) == (1, 1, (6, 7), 7)
    turns = turns.play(1).next()  # seat 0 draws the last card
    assert (turns.turn, turns.stock, turns.hands) == (0, 0, (7, 6))
    turns = turns.play(3).draw_up_to(6)  # nothing left to draw
    assert turns.hands == (4, 6)
    turns = DrawTurns(0, 0, (0, 2)).next()  # seat 1 plays on, seat 0 is passed by
    assert turns.turn == 1 and not turns.over
    assert DrawTurns(1, 0, (0, 0)).over


def test_rank_piles_count_the_discards_and_the_general_pile():
    from scorekeeper.cards import Rank
    from scorekeeper.families.melding import RankPiles

    piles = RankPiles(5)
    for _ in range(5):
        piles = piles.discard(Rank.JACK)
    assert (piles.on_pile(Rank.JACK), piles.left(Rank.JACK)) == (5, 0)
    piles = piles.clear(Rank.JACK)
    assert (piles.on_pile(Rank.JACK), piles.left(Rank.JACK)) == (0, 0)
    with pytest.raises(RuleError, match="All 5 jacks are discarded already") as caught:
        piles.discard(Rank.JACK)
    assert caught.value.field == "rank"
    piles = piles.discard(Rank.KING).to_general([Rank.KING, Rank.QUEEN], from_piles=[Rank.KING])
    assert (piles.on_pile(Rank.KING), piles.left(Rank.KING), piles.left(Rank.QUEEN)) == (0, 4, 4)
