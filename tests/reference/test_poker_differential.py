"""Ricochet Poker: the app's ranking (``games.ricochet_poker.hands.compare``, tool ``poker/compare``) against
the naive reference ``poker_reference`` on random deals, the text's worked example, and refusals."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import standard_52
from scorekeeper.games.ricochet_poker.hands import compare
from scorekeeper.tools import ToolError, run_tool
from tests.reference import examples
from tests.reference import poker_reference as ref

DECK = [str(c) for c in standard_52()]
BUGS = ["BJ", "RJ"]


@st.composite
def tables(draw: st.DrawFn, *, sizes: tuple[int, int], jokers: bool = False) -> list[list[str]]:
    """2 to 8 hands dealt from one shuffled pack (with the two jokers when asked)."""
    pack = draw(st.permutations(DECK + (BUGS if jokers else [])))
    players = draw(st.integers(2, min(8, len(pack) // sizes[1])))
    hands, used = [], 0
    for _ in range(players):
        size = draw(st.integers(*sizes))
        hands.append(pack[used : used + size])
        used += size
    return hands


def _sign(a: object, b: object) -> int:
    return (a > b) - (a < b)  # type: ignore[operator]


def check(hands: list[list[str]], *, bugs: bool = False, five_aces: bool = True) -> None:
    app = compare(hands, bugs=bugs, five_aces=five_aces)
    keys = [ref.hand_key(h, five_aces=five_aces) for h in hands]
    for hand, value, key in zip(hands, app.hands, keys, strict=True):
        assert value.category.label == ref.CATEGORY_OF_LABEL[key[0]], hand
    for i in range(len(hands)):
        for j in range(i + 1, len(hands)):
            pair = (hands[i], hands[j])
            assert _sign(app.hands[i].key, app.hands[j].key) == _sign(keys[i], keys[j]), pair
            assert _sign(app.hands[i].rank_key, app.hands[j].rank_key) == _sign(
                ref.rank_key(keys[i]), ref.rank_key(keys[j])
            ), pair
    assert app.winners == ref.winners(hands, five_aces=five_aces)
    assert app.lowest == ref.lowest(hands, five_aces=five_aces)


@settings(max_examples=examples(250), deadline=None)
@given(tables(sizes=(5, 5)))
def test_five_card_hands(hands: list[list[str]]) -> None:
    check(hands)


@settings(max_examples=examples(250), deadline=None)
@given(tables(sizes=(1, 5)))
def test_hands_being_bought(hands: list[list[str]]) -> None:
    check(hands)


@settings(max_examples=examples(200), deadline=None)
@given(tables(sizes=(1, 4)))
def test_short_hands_with_the_same_ranks_often(hands: list[list[str]]) -> None:
    check([h[:2] for h in hands])


@settings(max_examples=examples(150), deadline=None)
@given(tables(sizes=(5, 7)))
def test_six_and_seven_card_hands(hands: list[list[str]]) -> None:
    check(hands)


@settings(max_examples=examples(150), deadline=None)
@given(tables(sizes=(1, 7), jokers=True), st.booleans())
def test_jokers_as_bugs(hands: list[list[str]], five_aces: bool) -> None:
    check(hands, bugs=True, five_aces=five_aces)


BUG_HANDS = [
    "AS AH AD AC BJ",
    "AS AH AD BJ RJ",
    "AS AH AD AC BJ RJ 2C",
    "KH QH JH 10H BJ",
    "KH QH 9H 5H BJ",
    "5H 6H 7H 8H BJ",
    "2C 3D 4H BJ RJ",
    "KS KH BJ",
    "BJ RJ",
    "AS BJ",
    "9C 9D 9H BJ RJ",
]


@pytest.mark.parametrize("hand", BUG_HANDS)
@pytest.mark.parametrize("five_aces", [True, False])
def test_bug_hands_against_each_other(hand: str, five_aces: bool) -> None:
    for other in BUG_HANDS:
        mine, theirs = hand.split(), other.split()
        theirs = [c for c in theirs if c not in mine]
        if theirs:
            check([mine, theirs], bugs=True, five_aces=five_aces)


# --- The text's example of play (suit symbols read as [=S, ]=H, {=D, }=C) ---------------------------

EXAMPLE_STEPS = [
    # "Their starting hands are K[, J], 8{, and 7}." "Player 4 is lowest with the 7}"
    (["KS", "JH", "8D", "7C"], 3),
    # "receives a 2{ and a 9], at which point the dealer stops, because Player 4's hand is no longer the
    # lowest. The action moves to Player 3."
    (["KS", "JH", "8D", "7C 2D"], 3),
    (["KS", "JH", "8D", "7C 2D 9H"], 2),
    # "Player 3 ... folds. This puts the action back on Player 4, who must now beat a J]."
    (["KS", "JH", "7C 2D 9H"], 2),
    # "The first card is a 2[, which gives him a pair." "Player 2, whose J] is now the low hand"
    (["KS", "JH", "7C 2D 9H 2S"], 1),
    # "receiving the 9{ and Q[. This is not enough to beat the next-lowest hand, the K["
    (["KS", "JH 9D QS", "7C 2D 9H 2S"], 1),
    # "Player 1 is up next ... trying to beat the pair of 2s"
    (["KS", "7C 2D 9H 2S"], 0),
    # "She gets three cards, drawing 5{8[8}." "It is Player 4's turn once again"
    (["KS 5D 8S 8C", "7C 2D 9H 2S"], 1),
]


@pytest.mark.parametrize(("hands", "low"), EXAMPLE_STEPS)
def test_example_of_play(hands: list[str], low: int) -> None:
    split = [h.split() for h in hands]
    assert compare(hands).lowest == low
    assert ref.lowest(split) == low
    check(split)


def test_kicker_and_suits_sentences() -> None:
    # "an Ace-8 is higher than Ace alone"
    assert ref.winners([["AS"], ["AD", "8C"]]) == compare(["AS", "AD 8C"]).winners == (1,)
    # "The lowest card will act first, with ties being broken by suit." (Clubs lowest)
    assert ref.lowest([["8S"], ["8C"], ["8H"]]) == compare(["8S", "8C", "8H"]).lowest == 1
    # "identical winning hands split the pot"
    assert ref.winners([["8S"], ["8C"]]) == compare(["8S", "8C"]).winners == (0, 1)
    # "A-2-3-4-5 is a 5-high straight."
    wheel, six = ["AS", "2D", "3H", "4C", "5S"], ["2C", "3D", "4S", "5H", "6D"]
    assert ref.winners([wheel, six]) == compare([wheel, six]).winners == (1,)


# --- Refusals ---------------------------------------------------------------------------------------

REFUSED = [
    {"hands": [["KS"], ["KS"]]},  # a card twice in one pack
    {"hands": [["KS", "KS"]]},
    {"hands": [["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S"]]},  # more than seven cards
    {"hands": [["BJ"], ["KS"]]},  # a joker without bugs
    {"hands": [["BJ", "RJ", "JK"]], "bugs": "true"},  # three jokers: the pack has two
    {"hands": [["1S"]]},  # not a card
    {"hands": [["ZZ", "KS"]]},
    {"hands": [[]]},  # an empty hand
    {"hands": []},
]


@pytest.mark.parametrize("payload", REFUSED)
def test_refusals_are_sentences(payload: dict[str, object]) -> None:
    with pytest.raises(ToolError) as caught:
        run_tool("poker/compare", payload)
    message = str(caught.value)
    assert message.endswith(".") and "Traceback" not in message, message


def test_tool_agrees_with_the_reference() -> None:
    hands = [["KS", "KH", "2C"], ["AS", "JK"], ["QD", "QC", "7H"]]
    answer = run_tool("poker/compare", {"hands": hands, "bugs": "true"})
    assert tuple(answer["winners"]) == ref.winners(hands)
    assert answer["lowest"] == ref.lowest(hands)
