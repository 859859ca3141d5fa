"""Belote's declarations: the app (tool belote/declarations) against tests/reference's naive reading."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.tools import ToolError, run_tool
from tests.reference import belote_declarations_reference as ref
from tests.reference import examples

BY_SUIT = ref.DECK
BY_RANK = tuple(r + s for r in ref.RANKS for s in ref.SUITS)


@st.composite
def deals(draw: st.DrawFn) -> list[list[str]]:
    """The 32 cards dealt 8 each: shuffled, or an ordered deck lightly disturbed (runs and fours)."""
    if draw(st.booleans()):
        deck = list(draw(st.permutations(ref.DECK)))
    else:
        deck = list(draw(st.sampled_from([BY_SUIT, BY_RANK])))
        rotate = draw(st.integers(0, 31))
        deck = deck[rotate:] + deck[:rotate]
        for i, j in draw(st.lists(st.tuples(st.integers(0, 31), st.integers(0, 31)), max_size=12)):
            deck[i], deck[j] = deck[j], deck[i]
    return [deck[8 * k : 8 * k + 8] for k in range(4)]


def _app(hands: list[list[str]], trump: str, dealer: int) -> dict:
    return run_tool("belote/declarations", {"hands": hands, "trump": trump, "dealer": str(dealer)})


APP_KINDS = {"four_of_a_kind": "four", "run": "run", "belote": "belote"}


def _found_key(decl: dict) -> tuple:
    trump = decl["trump"] if decl["kind"] == "run" else None
    return APP_KINDS[decl["kind"]], frozenset(decl["cards"]), decl["points"], trump


def _ref_key(decl: ref.Decl) -> tuple:
    return decl.kind, decl.cards, decl.points, decl.trump if decl.kind == "run" else None


def _strength_of(app_best: dict, trump: str) -> tuple[int, int, int, int]:
    """The reference's strength of the app's best declaration, read from its cards."""
    cards = app_best["cards"]
    if APP_KINDS[app_best["kind"]] == "four":
        return ref.Decl(0, "four", frozenset(cards), 0, 4, cards[0][:-1]).strength()
    ranks = [c[:-1] for c in cards]
    high = max(ranks, key=ref.SEQUENCE_LOW_TO_HIGH.index)
    return ref.Decl(0, "run", frozenset(cards), 0, len(cards), high, cards[0][-1] == trump).strength()


def _compare(hands: list[list[str]], trump: str, dealer: int) -> None:
    app = _app(hands, trump, dealer)
    want = ref.rank(hands, trump, dealer)
    for seat in range(4):
        assert {_found_key(d) for d in app["declarations"][seat]} == {_ref_key(d) for d in want.found[seat]}
    if want.best is None:
        assert app["best"] is None
    else:
        best = app["best"]
        assert (best["seat"], APP_KINDS[best["kind"]], best["points"]) == (
            want.best.seat,
            want.best.kind,
            want.best.points,
        )
        assert _strength_of(best, trump) == want.best.strength()
        assert app["team"] == want.team
    assert tuple(app["points"]) == want.points


@settings(max_examples=examples(300), deadline=None)
@given(deals(), st.sampled_from(ref.SUITS), st.integers(0, 3))
def test_declarations_match_the_reference(hands: list[list[str]], trump: str, dealer: int) -> None:
    _compare(hands, trump, dealer)


def _hands(*texts: str) -> list[list[str]]:
    return [t.split() for t in texts]


def _deal(*hands: str) -> list[list[str]]:
    """Complete a deal: the given hands first, the other cards placed where they make no declaration."""
    dealt = [h.split() for h in hands] + [[] for _ in range(4 - len(hands))]
    taken = {c for h in dealt for c in h}
    for card in (c for c in BY_RANK if c not in taken):
        room = [h for h in dealt if len(h) < 8]
        quiet = [h for h in room if ref.declarations(0, [*h, card], "-") == ref.declarations(0, h, "-")]
        (quiet or room)[0].append(card)
    return dealt


@pytest.mark.parametrize(
    ("hands", "trump", "dealer", "best_seat", "points"),
    [
        # A four (queens, 100) ranks above a run of five (100): docs' choice.
        (_deal("QS QH QD QC 7H 8D 7C AS", "7S 8S 9S 10S JS"), "D", 0, 0, (100, 0)),
        # "Longer sequences rank higher than shorter ones": the run of four beats the run of three.
        (_deal("KC QC JC 7S 8H 9D 7D 10S", "9H 10H JH QH 7C 8C 9C 8S"), "S", 0, 1, (0, 50 + 20)),
        # "If there are two identical sequences and one is trump, the trump sequence ranks higher."
        (_deal("AC KC QC 7S 8H 9D 7D 10S", "AD KD QD 8S 9S 7H 8C 9C"), "D", 0, 1, (0, 20 + 20)),
        # "Ties are broken by the rank of the highest card of the sequence."
        (_deal("KC QC JC 7S 8H 9D 7D 10S", "QD JD 10D 8S 9S 7H 8C 9C"), "H", 0, 0, (20, 0)),
        # "Belote and rebelote are always scored": team 0's belote though team 1 holds the highest;
        # team 1 scores both partners' runs (100 and seat 4's run of three).
        (_deal("KH QH 7S 8S 9D 7H 10S JD", "AC KC QC JC 10C 7D 8D 9S"), "H", 0, 1, (20, 120)),
    ],
)
def test_hand_made_deals(hands, trump, dealer, best_seat, points) -> None:
    want = ref.rank(hands, trump, dealer)
    assert want.best is not None and (want.best.seat, want.points) == (best_seat, points)
    _compare(hands, trump, dealer)


def test_nobody_declares() -> None:
    hands = _deal(
        "AS 10S 8S AH JH 9H KD 7C",
        "KS 9S 7S KH 8H AD JD 9C",
        "QS 10H 7H QD 10D 8D AC JC",
        "JS QH 9D 7D KC QC 10C 8C",
    )
    assert ref.rank(hands, "S", 0).best is None
    app = _app(hands, "S", 0)
    assert app["best"] is None and app["said"] == "Nobody has a declaration that scores."


@pytest.mark.parametrize(
    "hands",
    [
        _deal("AS KS QS")[:3],  # three hands
        [h[:7] for h in _deal()],  # seven cards each
        [["6H", *_deal()[0][1:]], *_deal()[1:]],  # a 6 is not in the 32-card deck
        [_deal()[0], _deal()[0], _deal()[2], _deal()[3]],  # the same cards in two hands
    ],
)
def test_refusals_are_sentences(hands) -> None:
    with pytest.raises(ToolError) as refused:
        _app(hands, "H", 0)
    assert str(refused.value).endswith(".")


@st.composite
def equal_runs(draw: st.DrawFn) -> tuple[list[list[str]], str]:
    """Two seats holding the same run in two suits (one of them trump, or neither), the rest shuffled."""
    length = draw(st.integers(3, 5))
    top = draw(st.integers(length - 1, 7))
    ranks = ref.SEQUENCE_LOW_TO_HIGH[top - length + 1 : top + 1]
    first, second = draw(st.permutations(ref.SUITS))[:2]
    seats = draw(st.permutations(range(4)))[:2]
    rest = [c for c in draw(st.permutations(ref.DECK)) if c[:-1] not in ranks or c[-1] not in (first, second)]
    hands: list[list[str]] = [[], [], [], []]
    hands[seats[0]] = [r + first for r in ranks]
    hands[seats[1]] = [r + second for r in ranks]
    for hand in hands:
        while len(hand) < 8:
            hand.append(rest.pop())
    return hands, draw(st.sampled_from(ref.SUITS))


@settings(max_examples=examples(300), deadline=None)
@given(equal_runs(), st.integers(0, 3))
def test_equal_runs_match_the_reference(deal: tuple[list[list[str]], str], dealer: int) -> None:
    hands, trump = deal
    _compare(hands, trump, dealer)
