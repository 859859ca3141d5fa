"""Beggar My Neighbour's play-out: the app (``games.beggar_my_neighbour.play_out.play_out``, tool
``beggar/playout``) against the naive simulation ``beggar_reference`` on random small deals and whole packs,
the text's example, and refusals."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import standard_52
from scorekeeper.games.beggar_my_neighbour.play_out import play_out
from scorekeeper.tools import ToolError, run_tool
from tests.reference import beggar_reference as ref
from tests.reference import examples

DECK = [str(c) for c in standard_52()]
PAY_HEAVY = [c for c in DECK if c[:-1] in "AKQJ"] + [c for c in DECK if c[:-1] in ("2", "3", "4", "5")]


@st.composite
def deals(draw: st.DrawFn, *, most: int = 24) -> list[list[str]]:
    """2 to 6 stacks (one may be empty) from a few cards of one pack, pay cards often among them."""
    players = draw(st.integers(2, 6))
    pool = PAY_HEAVY if draw(st.booleans()) else DECK
    cards = draw(st.permutations(pool))[: draw(st.integers(players, most))]
    cuts = sorted(draw(st.lists(st.integers(0, len(cards)), min_size=players - 1, max_size=players - 1)))
    bounds = [0, *cuts, len(cards)]
    return [cards[a:b] for a, b in pairwise(bounds)]


def check(
    stacks: list[list[str]], *, first: int = 0, counter: bool = False, owner_takes: bool = False
) -> None:
    app = play_out(stacks, first=first, counter_clockwise=counter, owner_takes=owner_takes, steps=True)
    expected = ref.play_out(stacks, first=first, counter=counter, owner_takes=owner_takes)
    context = (stacks, first, counter, owner_takes)
    assert not app.unfinished, context
    assert (app.winner, app.out_order, app.endless) == (
        expected.winner,
        expected.out_order,
        expected.endless,
    ), context
    assert (app.cards, app.tricks, app.repeat_from) == (
        expected.cards,
        expected.tricks,
        expected.repeat_from,
    ), context
    piles = [ref.Pile(t.taker, t.plays, t.counts) for t in app.steps]
    assert piles == list(expected.piles), context


@settings(max_examples=examples(400), deadline=None)
@given(deals(), st.booleans(), st.booleans(), st.data())
def test_small_deals(stacks: list[list[str]], counter: bool, owner_takes: bool, data: st.DataObject) -> None:
    first = data.draw(st.integers(0, len(stacks) - 1))
    check(stacks, first=first, counter=counter, owner_takes=owner_takes)


@settings(max_examples=examples(150), deadline=None)
@given(st.permutations(DECK), st.integers(2, 4), st.booleans())
def test_whole_packs(pack: list[str], players: int, owner_takes: bool) -> None:
    # "The cards are dealt as equally as possible" (two players: "roughly in half").
    stacks = [pack[seat::players] for seat in range(players)]
    check(stacks, owner_takes=owner_takes)


@settings(max_examples=examples(60), deadline=None)
@given(st.permutations(DECK))
def test_tool_plays_out_two_halves(pack: list[str]) -> None:
    first, second = pack[:26], pack[26:]
    answer = run_tool("beggar/playout", {"first": first, "second": second})
    expected = ref.play_out([first, second])
    assert (answer["winner"], answer["cards"], answer["tricks"], answer["endless"]) == (
        expected.winner,
        expected.cards,
        expected.tricks,
        expected.endless,
    )


# Deals that never end ("possibly indefinitely"), found by running the reference on seeded random deals:
# (stacks, owner_takes, counter-clockwise).
ENDLESS = [
    ([["KS", "7D", "JD", "9C"], ["JH", "9H", "3S"], ["3H"]], False, True),
    ([[], ["2D"], ["QC", "6D", "10C", "7H", "8S", "9H"], ["3C", "3H", "5D", "3S", "JS"]], True, False),
    ([["8D", "JC", "2S"], ["6S", "10S", "4H", "8H"], ["7S", "KS", "2D", "3H", "5S"]], False, False),
    ([["JS", "10H", "5S"], ["6C", "2C", "KS"], ["3H", "JC", "5C", "4C"]], False, True),
    ([["2S", "8C", "10S", "8D", "JH"], ["JC", "2H", "10H", "4C"]], True, False),
    ([["2C", "8H", "4S", "5C", "2H", "JS", "3H"], ["JD"], ["4H", "AH"], ["10C", "3D"]], True, True),
    ([["8D", "2H", "8H", "6C", "JD"], ["JH", "5C", "5D", "7C", "3C"]], False, False),
    ([["JD"], ["8C", "QS", "4D", "10C"], ["5D", "4C"], ["7D", "3C"]], True, True),
]


@pytest.mark.parametrize(("stacks", "owner_takes", "counter"), ENDLESS)
def test_deals_that_never_end(stacks: list[list[str]], owner_takes: bool, counter: bool) -> None:
    assert ref.play_out(stacks, owner_takes=owner_takes, counter=counter).endless
    check(stacks, owner_takes=owner_takes, counter=counter)


def test_casellas_endless_deal() -> None:
    # Mann's notation, only the pay cards: the same deal as tests/games/beggar_my_neighbour/test_play_out.py.
    notation = ["---K---Q-KQAJ-----AAJ--J--", "----------Q----KQ-J-----KA"]
    answer = run_tool("beggar/playout", {"stacks": notation})
    stacks = [[("2S" if c == "-" else c + "S") for c in stack] for stack in notation]
    expected = ref.play_out(stacks)
    assert expected.endless and (expected.repeat_from, expected.tricks) == (4, 66)
    assert (answer["endless"], answer["repeat_from"], answer["tricks"], answer["cards"]) == (
        True,
        expected.repeat_from,
        expected.tricks,
        expected.cards,
    )


# --- The text's example -----------------------------------------------------------------------------


def test_example_king_paid_for() -> None:
    # "A plays a queen; B plays a six and then a jack; A plays an ace; B plays 3,7,king; A plays 10,4,6.
    # The king has been paid for so B takes the centre pile."
    a = ["QS", "AC", "10C", "4S", "6D", "2H"]
    b = ["6H", "JD", "3S", "7H", "KD", "5C"]
    app = play_out([a, b], steps=True)
    expected = ref.play_out([a, b])
    first = app.steps[0]
    assert first.taker == expected.piles[0].taker == 1
    assert [c for _, c in first.plays] == ["QS", "6H", "JD", "AC", "3S", "7H", "KD", "10C", "4S", "6D"]
    assert first.counts == expected.piles[0].counts == (1, 11)
    check([a, b])


def test_last_card_a_pay_card_may_still_win() -> None:
    # App's documented choice: "a last card that is a pay card may still win the pile".
    stacks = [["KS"], ["2C", "3C", "4C", "5C"]]
    assert play_out(stacks).winner == ref.play_out(stacks).winner == 0


@pytest.mark.parametrize("owner_takes", [False, True])
def test_payer_running_out_among_three(owner_takes: bool) -> None:
    # "When a pay card is played, the following player plays the required number of cards"; the second
    # player has one card only, so the rest of the payment falls to the third (or the owner takes at once).
    stacks = [["QS", "2C"], ["3C"], ["4C", "5C", "6C"]]
    check(stacks, owner_takes=owner_takes)


def test_an_empty_stack_step_by_step_is_answered() -> None:
    # A player dealt no card is out from the start; step by step this crashed (no trick at all).
    answer = run_tool("beggar/playout", {"stacks": [[], DECK], "steps": "yes"})
    assert (answer["winner"], answer["cards"], answer["lines"]) == (1, 0, [])
    assert ref.play_out([[], DECK]).winner == 1


# --- Refusals ---------------------------------------------------------------------------------------

REFUSED = [
    {"stacks": [DECK[:26], DECK[25:]]},  # a card twice (and 53 cards)
    {"stacks": [DECK[:26], DECK[26:51]]},  # 51 cards
    {"stacks": [DECK[:26]]},  # one player
    {"stacks": [DECK[i::7] for i in range(7)]},  # seven players
    {"stacks": [[*DECK[:25], "JK"], DECK[26:]]},  # a joker
    {"stacks": ["---K---Q-KQAJ-----AAJ--J--", "----------Q----KQ-J-----KA-A"]},  # five aces
    {"first": ["ZZ"], "second": DECK[1:]},
    {"first": DECK[:26]},
]


@pytest.mark.parametrize("payload", REFUSED)
def test_refusals(payload: dict[str, object]) -> None:
    with pytest.raises(ToolError) as caught:
        run_tool("beggar/playout", payload)
    assert str(caught.value).endswith("."), str(caught.value)
