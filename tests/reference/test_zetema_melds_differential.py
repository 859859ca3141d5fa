"""Zetema's declarations: the app (tool zetema/declaration) against tests/reference's naive reading."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.tools import ToolError, run_tool
from tests.reference import examples
from tests.reference import zetema_melds_reference as ref

SETTINGS = st.fixed_dictionaries(
    {
        "doubled_suit": st.sampled_from(ref.SUITS),
        "players": st.integers(2, 6),
        "ace_in_sequences": st.sampled_from(["either", "low", "high"]),
        "all_five": st.sampled_from(["flat", "plus_imperial"]),
    }
)


def _app(cards: list[str], setting: dict[str, Any]) -> dict[str, Any] | None:
    payload = {**setting, "players": str(setting["players"]), "cards": cards}
    try:
        return run_tool("zetema/declaration", payload)
    except ToolError as refused:
        assert str(refused).endswith("."), refused
        return None


@st.composite
def meld_cards(draw: st.DrawFn, setting: dict[str, Any]) -> list[str]:
    """Cards from the 65-card pack shaped like a meld (or nearly), or any five or six cards."""
    pack = ref.deck(setting["doubled_suit"])
    size = draw(st.sampled_from([ref.meld_size(setting["players"])] * 3 + [5, 6]))
    shape = draw(st.sampled_from(["sequence", "flush", "assembly", "any"]))
    if shape == "sequence":
        start = draw(st.integers(0, 13 - size + 1))
        ranks = [ref.RANKS[(start + k) % 13] for k in range(size)]  # start 13-size+1: round the corner
        one = draw(st.sampled_from(ref.SUITS))
        suits = draw(st.lists(st.sampled_from(ref.SUITS), min_size=size, max_size=size))
        cards = [r + (one if draw(st.booleans()) else s) for r, s in zip(ranks, suits, strict=True)]
        return cards
    if shape == "flush":
        suit = draw(st.sampled_from(ref.SUITS))
        return draw(st.permutations([c for c in pack if c.endswith(suit)]))[:size]
    if shape == "assembly":
        rank = draw(st.sampled_from(ref.RANKS))
        return [c for c in pack if c[:-1] == rank][: draw(st.sampled_from([5, 5, 4]))]
    return draw(st.permutations(pack))[:size]


@settings(max_examples=examples(400), deadline=None)
@given(SETTINGS, st.data())
def test_melds_match_the_reference(setting: dict[str, Any], data: st.DataObject) -> None:
    cards = data.draw(meld_cards(setting))
    if {c[:-1] for c in cards} == {"K", "Q"}:
        return  # marriages: their own test
    want = ref.meld(cards, setting["players"], setting["ace_in_sequences"])
    if not ref.legal_cards(cards, setting["doubled_suit"]):
        want = None  # a card more often than the 65-card pack holds it
    app = _app(cards, setting)
    if want is None:
        assert app is None, (cards, app)
    else:
        assert app is not None, (cards, want)
        assert (app["kind"], app["points"]) == ("meld", want[1])
        assert app["lines"][0]["label"].startswith(want[0])


@st.composite
def royal_cards(draw: st.DrawFn, doubled: str) -> list[str]:
    """One to five marriages the pack can hold, sometimes with a king or queen left without its partner."""
    suits = draw(st.permutations([*ref.SUITS, doubled]))[: draw(st.integers(1, 5))]
    cards = [r + s for s in suits for r in ("K", "Q")]
    if draw(st.integers(0, 4)) == 0:
        cards.pop(draw(st.integers(0, len(cards) - 1)))
    return draw(st.permutations(cards))


@settings(max_examples=examples(300), deadline=None)
@given(SETTINGS, st.data())
def test_marriages_match_the_reference(setting: dict[str, Any], data: st.DataObject) -> None:
    cards = data.draw(royal_cards(setting["doubled_suit"]))
    if {c[:-1] for c in cards} != {"K", "Q"}:
        return  # a lone king or queen: not royal cards for the tool
    want = ref.marriages(cards, setting["doubled_suit"], setting["all_five"])
    app = _app(cards, setting)
    if want is None:
        assert app is None, (cards, app)
    else:
        assert app is not None and (app["kind"], app["points"]) == ("marriages", want[1]), (cards, app)


@pytest.mark.parametrize("rank", ref.RANKS)
def test_zetemas(rank: str) -> None:
    answer = run_tool("zetema/declaration", {"zetema": rank})
    assert answer["points"] == ref.zetema(rank)


@pytest.mark.parametrize(
    ("cards", "setting", "points"),
    [
        ("4H 5S 6D 7C 8H 9S", {}, 20),  # "Sequence—Six cards of consecutive rank, not of the same suit."
        ("2H 5H 7H 9H JH KH", {}, 30),  # "Flush—Six cards of the same suit, not in sequence."
        ("4H 5H 6H 7H 8H 9H", {}, 50),  # "Flush sequence"
        ("4H 5H 6H 7H 8H", {"players": 6}, 50),  # "in the six-player game, these melds consist of five cards"
        ("KS KS KH KD KC", {}, 130),  # "kings or queens 130"
        ("JS JS JH JD JC", {}, 120),
        ("5S 5S 5H 5D 5C", {}, 110),
        ("9S 9S 9H 9D 9C", {}, 100),
        ("KH QH", {}, 10),  # "A single marriage scores 10 points"
        ("KH QH KD QD", {}, 30),
        ("KH QH KD QD KC QC", {}, 60),
        ("KH QH KD QD KC QC KS QS", {}, 100 + 10),  # a quadruple, one imperial (spades doubled)
        ("KS QS", {}, 20),  # "an extra 10 points is scored for each of these declared"
        ("KH QH KD QD KC QC KS QS KS QS", {}, 150),  # "If all five marriages are declared at once ... 150"
        ("KH QH KD QD KC QC KS QS KS QS", {"all_five": "plus_imperial"}, 170),  # docs' option
    ],
)
def test_worked_examples(cards: str, setting: dict[str, Any], points: int) -> None:
    full = {"doubled_suit": "S", "players": 2, "ace_in_sequences": "either", "all_five": "flat", **setting}
    royal = {c[:-1] for c in cards.split()} == {"K", "Q"}
    want = (
        ref.marriages(cards.split(), "S", full["all_five"])
        if royal
        else ref.meld(cards.split(), full["players"], full["ace_in_sequences"])
    )
    assert want is not None and want[1] == points
    app = _app(cards.split(), full)
    assert app is not None and app["points"] == points


@pytest.mark.parametrize(
    "cards",
    [
        "4H 4H 5S 6D 7C 8H",  # the 4♥ twice: hearts are not doubled
        "KS KS KS QS QS QS",  # three K♠: the doubled suit has two
        "4H 5S 6D 7C 8H",  # five cards: a sequence has six (two players)
        "QK 5S 6D 7C 8H 9S",  # not a card
        "KH QD",  # not a marriage
        "KH",  # a lone king
        "",  # nothing declared
    ],
)
def test_refusals_are_sentences(cards: str) -> None:
    setting = {"doubled_suit": "S", "players": 2, "ace_in_sequences": "either", "all_five": "flat"}
    assert _app(cards.split(), setting) is None
