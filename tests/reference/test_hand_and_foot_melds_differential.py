"""Hand and Foot's melds, piles, first melds and hand score: the app (games.hand_and_foot.melds and the
hand-and-foot tools) against tests/reference's naive reading."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import CardError
from scorekeeper.core import RuleError
from scorekeeper.games.hand_and_foot import melds
from scorekeeper.tools import ToolError, run_tool
from tests.reference import examples
from tests.reference import hand_and_foot_melds_reference as ref

SUITS = "SHDC"
NATURAL = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3")
WILD = ("JK", "2S", "2H", "2D", "2C")


def legal(cards: list[str]) -> bool:
    """ "five standard 52-card decks plus jokers": five of each card, ten jokers."""
    return all(n <= (10 if c == "JK" else 5) for c, n in Counter(cards).items())


@st.composite
def meld_cards(draw: st.DrawFn, size: int | None = None) -> list[str]:
    """Three to seven cards shaped like a meld: one rank with some wild cards, sometimes a stray card."""
    size = size or draw(st.integers(3, 7))
    wilds = draw(st.sampled_from([0, 0, 1, 1, 2, 2, 3, size]))
    rank = draw(st.sampled_from(NATURAL))
    cards = [draw(st.sampled_from(WILD)) for _ in range(min(wilds, size))]
    cards += [rank + draw(st.sampled_from(SUITS)) for _ in range(size - len(cards))]
    if draw(st.integers(0, 5)) == 0:
        cards[0] = draw(st.sampled_from(NATURAL)) + draw(st.sampled_from(SUITS))
    return draw(st.permutations(cards))


def _app_meld(cards: list[str]) -> dict[str, Any] | None:
    try:
        return run_tool("hand-and-foot/meld", {"meld": cards})
    except ToolError as refused:
        assert str(refused).endswith("."), refused
        return None


@settings(max_examples=examples(300), deadline=None)
@given(meld_cards())
def test_melds_match_the_reference(cards: list[str]) -> None:
    want = ref.meld(cards) if legal(cards) else None
    app = _app_meld(cards)
    if want is None:
        assert app is None, (cards, app)
        return
    assert app is not None, (cards, want)
    assert (app["kind"], app["value"], app["bonus"], app["wilds"]) == (
        want.kind,
        want.value,
        want.bonus,
        want.wilds,
    )


def _refused(call: Any, *args: Any, **kwargs: Any) -> Any:
    """The app's answer, or None when it refuses (with a sentence)."""
    try:
        return call(*args, **kwargs)
    except (RuleError, CardError, ToolError) as refused:
        assert str(refused).strip().endswith((".", ")", '"')), refused
        return None


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(meld_cards(), min_size=1, max_size=4), st.integers(1, 4))
def test_first_melds_match_the_reference(first: list[list[str]], round_number: int) -> None:
    want = ref.opening_value(first, round_number) if legal([c for m in first for c in m]) else None
    assert _refused(melds.check_opening_melds, first, round_number) == want, first


@st.composite
def hands(draw: st.DrawFn) -> dict[str, Any]:
    """A side's melds (piles among them), red 3s, cards held, and the rest of the hand's facts."""
    piles = draw(st.lists(meld_cards(7), max_size=5))
    wild_piles = [[draw(st.sampled_from(WILD)) for _ in range(7)] for _ in range(draw(st.integers(0, 1)))]
    melded = piles + wild_piles + draw(st.lists(meld_cards(), max_size=3))
    return {
        "melds": draw(st.permutations(melded)),
        "red_threes": draw(st.lists(st.sampled_from(["3H", "3D"]), max_size=4)),
        "held": draw(
            st.lists(st.sampled_from([*WILD, *(r + s for r in NATURAL for s in SUITS)]), max_size=8)
        ),
        "went_out": draw(st.booleans()),
        "exact_deals": draw(st.integers(0, 2)),
        "penalties": draw(st.lists(st.sampled_from(sorted(ref.PENALTY)), max_size=2)),
    }


def _want_score(hand: dict[str, Any]) -> int | None:
    everything = [c for m in hand["melds"] for c in m] + hand["held"] + hand["red_threes"]
    if not legal(everything) or any(c.startswith("3") for c in hand["held"] if c[-1] in "HD"):
        return None
    return ref.hand_score(
        hand["melds"],
        len(hand["red_threes"]),
        hand["held"],
        hand["went_out"],
        hand["exact_deals"],
        hand["penalties"],
    )


@settings(max_examples=examples(150), deadline=None)
@given(hands())
def test_hand_score_matches_the_reference(hand: dict[str, Any]) -> None:
    want = _want_score(hand)
    app = _refused(
        melds.score_hand_and_foot,
        hand["melds"],
        red_threes=hand["red_threes"],
        left_in_hand=hand["held"],
        went_out=hand["went_out"],
        exact_deals=hand["exact_deals"],
        penalties=hand["penalties"],
    )
    assert (None if app is None else app.total) == want


@settings(max_examples=examples(100), deadline=None)
@given(hands())
def test_score_tool_matches_the_reference(hand: dict[str, Any]) -> None:
    """The score tool takes the melded cards and the piles as counted."""
    want = _want_score(hand)
    checked = [ref.meld(m) for m in hand["melds"]]
    if want is None or any(m is None for m in checked):
        return
    kinds = Counter(m.kind for m in checked if m is not None)
    went_out = hand["went_out"] and ref.can_go_out(hand["melds"])
    payload = {
        "melded": [c for m in hand["melds"] for c in m],
        "red_threes": hand["red_threes"],
        "left_in_hand": hand["held"],
        "clean": kinds["clean pile"],
        "dirty": kinds["dirty pile"],
        "wild": kinds["wild pile"],
        "went_out": went_out,
        "exact_deals": hand["exact_deals"],
        "penalties": hand["penalties"],
    }
    if went_out != hand["went_out"]:
        want -= ref.GOING_OUT
    assert run_tool("hand-and-foot/score", payload)["total"] == want


@pytest.mark.parametrize(
    ("cards", "kind", "value", "bonus"),
    [
        ("KS KH KD", "meld", 30, 0),  # "K-8s: 10 points"
        ("AS AH 2C", "meld", 60, 0),  # "Aces: 20 points", "Twos ... 20 points"
        ("7S 7H 7D JK", "meld", 65, 0),  # "7s-4s: 5 points", "Jokers ... 50 points"
        ("QS QS QH QD QC QC QH", "clean pile", 70, 500),  # "Clean piles: 500 points each"
        ("KS KS KH KD KC 2C JK", "dirty pile", 120, 300),  # "Dirty piles: 300 points each"
        ("JK JK 2S 2H 2D 2C JK", "wild pile", 230, 1500),  # "Wild piles: 1500 points each"
        ("2S 2H JK", "meld", 90, 0),  # "a meld that consists of all wild cards"
    ],
)
def test_worked_melds(cards: str, kind: str, value: int, bonus: int) -> None:
    want = ref.meld(cards.split())
    assert want is not None and (want.kind, want.value, want.bonus) == (kind, value, bonus)
    app = _app_meld(cards.split())
    assert app is not None and (app["kind"], app["value"], app["bonus"]) == (kind, value, bonus)


@pytest.mark.parametrize(("round_number", "least"), [(1, 50), (2, 90), (3, 120), (4, 150)])
def test_first_meld_minimums(round_number: int, least: int) -> None:
    assert melds.opening_minimum(round_number) == ref.OPENING[round_number] == least
    ladder = [["AS", "AH", "AD"], ["KS", "KH", "KD"], ["QS", "QH", "QD"], ["JS", "JH", "JD"]]  # 60 30 30 30
    enough = next(ladder[:n] for n in range(1, 5) if 60 + 30 * (n - 1) >= least)
    assert ref.opening_value(enough, round_number) == melds.check_opening_melds(enough, round_number)
    assert ref.opening_value([["5S", "5H", "5D"]], round_number) is None  # 15 points
    assert _refused(melds.check_opening_melds, [["5S", "5H", "5D"]], round_number) is None


@pytest.mark.parametrize(
    "cards",
    [
        "KS KH 2C 2D",  # "no more than one wild card in a meld of three, four, or five cards"
        "KS KH KD KC 2C 2D JK",  # "no more than two in a meld of six or seven"
        "3S 3C 3S",  # "Black 3s: Cannot be melded."
        "3H 3D 3H",  # red 3s are laid out, not melded
        "KS QH JD",  # not one rank
        "KS KH",  # "three to seven cards"
        "KS KH KD KC KS KH KD KC",  # "A pile cannot contain more than seven cards"
        "AS AS AS AS AS AS",  # six A♠: five packs hold five
        "KS KH 1D",  # not a card
    ],
)
def test_meld_refusals_are_sentences(cards: str) -> None:
    assert ref.meld(cards.split()) is None or not legal(cards.split())
    assert _app_meld(cards.split()) is None


def test_two_incomplete_melds_of_a_rank_are_refused() -> None:
    first = [["KS", "KH", "KD"], ["KC", "KS", "KH"]]  # 60 points, but two open melds of kings
    assert ref.opening_value(first, 1) is None
    assert _refused(melds.check_opening_melds, first, 1) is None
