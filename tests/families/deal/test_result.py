"""The deal's result (rules/deal_result.py): side points, tricks, captured cards, place values."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import Suit, standard_52
from scorekeeper.core import RuleError
from scorekeeper.families.deal.loop import (
    Sides,
)
from scorekeeper.families.deal.result import (
    PlaceValues,
    captured_points,
    read_pile,
    read_piles,
    read_side_points,
    read_tricks,
    shares_possible,
    split_points,
)
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.card_points import SCHEDULES

NAMES = ("Ann", "Bob", "Cid", "Dee")
TEAMS = Sides.partnerships(GameSetup(NAMES, None))


# --- The deal's result ----------------------------------------------------------------------------------


def test_side_points_derive_the_other_side():
    assert read_side_points({"points": "91"}, 0, TEAMS, 162).points == (91, 71)
    assert read_side_points({"points": 40}, 1, TEAMS, 162).points == (122, 40)
    capot = read_side_points({"all_tricks": "1"}, 0, TEAMS, 162)
    assert capot.points == (0, 162) and capot.all_tricks == 1
    with pytest.raises(RuleError, match="cannot be more than 162"):
        read_side_points({"points": 163}, 0, TEAMS, 162)
    with pytest.raises(RuleError, match="took every trick"):
        read_side_points({"points": 100, "all_tricks": 0}, 0, TEAMS, 162)
    assert split_points(1, 10, 28).points == (18, 10)


def test_tricks_must_add_up():
    assert read_tricks({"taken": [3, 5]}, "taken", ["A", "B"], 8) == (3, 5)
    with pytest.raises(RuleError, match="add up to 7, but 8"):
        read_tricks({"taken": [3, 4]}, "taken", ["A", "B"], 8)


def test_each_columns_captured_cards_fit_its_tricks_and_the_pack():
    # Pickle: each player's counting cards, from one pack with two jokers, no more than their tricks held.
    deck, labels = standard_52(jokers=2), ["Ann", "Bob", "Cid"]
    entry = {"cards": ["5S JK", "", ["10D", "JK"]]}
    piles = read_piles(entry, "cards", labels, [2, 0, 8], deck, trick_size=3)
    assert [len(pile) for pile in piles] == [2, 0, 2]
    for entry, message, field in (
        (["5S", "10D", ""], "Bob took no tricks, so no cards", "cards.1"),
        (["5S 5H 5D 5C 10S 10H 10D", "", ""], "Ann took 2 tricks: 6 cards at most, not 7", "cards.0"),
        (["5S", "", "5S"], "5S appears twice", "cards"),
        (["5S", "", "1X"], "Cid: ", "cards.2"),
        (["5S", ""], "Enter the cards of Ann, Bob and Cid, a list each", "cards"),
    ):
        with pytest.raises(RuleError, match=message) as caught:
            read_piles({"cards": entry}, "cards", labels, [2, 0, 8], deck, trick_size=3)
        assert caught.value.field == field


def test_captured_cards_are_counted_by_the_games_schedule():
    # Twenty-Nine: "jacks score three points, 9s score two, aces and 10s score one"
    assert (
        captured_points({"cards": "JH 9H AH 10H KH QH 8H 7H"}, "cards", SCHEDULES["twenty-nine"], Suit.HEARTS)
        == 7
    )
    with pytest.raises(RuleError) as caught:
        captured_points({"cards": "2H"}, "cards", SCHEDULES["twenty-nine"], Suit.HEARTS)
    assert caught.value.field == "cards"


# --- Tricks worth points by their place (Cramps) ----------------------------------------------------------

CRAMPS_PLACES = PlaceValues((0, -1, 3, 3, -3, 0, 5, 5, -5, 0, 7, 7, -7))


def test_place_values_score_who_took_each_trick_and_say_how():
    winners = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3]
    # Ann 0 - 1 + 3 + 3 = 5; Bob -3 + 0 + 5 + 5 = 7; Cid -5 + 0 + 7 = 2; Dee 7 - 7 = 0.
    assert CRAMPS_PLACES.points(winners, 4) == (5, 7, 2, 0) and CRAMPS_PLACES.worth == 14
    assert CRAMPS_PLACES.points(winners[:3], 4) == (2, 0, 0, 0)  # a hand in progress
    assert CRAMPS_PLACES.words(winners, 0) == "tricks 1, 2, 3 and 4: 0 − 1 + 3 + 3"
    assert CRAMPS_PLACES.words([1, 2, 0], 0) == "trick 3: 3"
    assert CRAMPS_PLACES.words(winners, 4) == "no tricks"


def test_place_values_entered_per_column_must_add_up_and_share_out():
    labels = ["Ann's points", "Bob's points", "Cid's points", "Dee's points"]
    assert CRAMPS_PLACES.read_points({"p": [5, 7, 2, 0]}, "p", labels) == (5, 7, 2, 0)
    with pytest.raises(RuleError, match="These add up to 16, but the 13 tricks are worth 14") as caught:
        CRAMPS_PLACES.read_points({"p": [5, 7, 2, 2]}, "p", labels)
    assert caught.value.field == "p"
    with pytest.raises(RuleError, match="the sum is 16"):
        CRAMPS_PLACES.read_points({"p": [5, 7, 2, 2]}, "p", labels, lambda total: f"No: the sum is {total}.")
    with pytest.raises(RuleError, match="cannot be shared out as 28, 0, 0 and -14"):
        CRAMPS_PLACES.read_points({"p": [28, 0, 0, -14]}, "p", labels)  # no tokens make 28
    with pytest.raises(RuleError, match="Dee's points cannot be less than -16") as caught:
        CRAMPS_PLACES.read_points({"p": [30, 0, 0, -17]}, "p", labels)
    assert caught.value.field == "p.3"


def _shares_by_brute_force(pieces, totals) -> bool:
    columns = len(totals)
    for mask in range(columns ** len(pieces)):
        got = [0] * columns
        for piece in pieces:
            got[mask % columns] += piece
            mask //= columns
        if got == list(totals):
            return True
    return False


@given(
    st.lists(st.integers(-9, 9), min_size=0, max_size=7),
    st.lists(st.integers(-20, 20), min_size=1, max_size=3),
)
def test_shares_possible_agrees_with_trying_every_sharing(pieces, totals):
    assert shares_possible(pieces, totals) == _shares_by_brute_force(pieces, totals)


def test_shares_possible_on_the_cramps_tokens():
    tokens = [v for v in CRAMPS_PLACES.values if v]
    assert shares_possible(tokens, [30, -16, 0, 0]) and shares_possible(tokens, [15, 15, -16, 0])
    assert not shares_possible(tokens, [28, -14, 0, 0]) and not shares_possible(tokens, [14, 0, 0, 1])


def test_a_pile_with_an_unreadable_card_is_refused_with_a_sentence():
    # Seen in a comparison run: Briscola Chiamata's result with the card text "x" escaped as a CardError.
    with pytest.raises(RuleError) as refused:
        read_pile(
            {"cards": "x"},
            SCHEDULES["briscola-chiamata"],
            None,
            tricks=8,
            trick_size=5,
            last_trick_counts=False,
        )
    assert refused.value.field == "cards" and "x" in str(refused.value)
