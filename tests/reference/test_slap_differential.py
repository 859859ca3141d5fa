"""Egyptian Ratscrew's slaps and the pay cards: the app (``games/egyptian_ratscrew/slaps.py``,
``families.pay_cards``, tools ``slap/check`` and ``slap/pay``) against the naive reference ``slap_reference``
on random piles, the texts' examples, and refusals."""

from __future__ import annotations

from dataclasses import asdict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.families import pay_cards
from scorekeeper.games.egyptian_ratscrew import slaps
from scorekeeper.tools import ToolError, run_tool
from tests.reference import examples
from tests.reference import slap_reference as ref

RANK_TEXTS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = "SHDC"


@st.composite
def piles(draw: st.DrawFn, *, jokers: bool = False, size: tuple[int, int] = (1, 10)) -> list[str]:
    """A pile from one pack, bottom first, its ranks a random walk so that pairs, triples and runs
    (round the corner too) come often; jokers now and then when the game uses them."""
    rank_at = draw(st.integers(0, 12))
    moves = st.sampled_from([-1, 0, 1]) | st.integers(-6, 6)
    steps = draw(st.lists(moves, min_size=size[0], max_size=size[1]))
    steps += [draw(st.sampled_from([-1, 0, 1]))] * draw(st.integers(0, 4))  # a run or a set on top
    used: dict[str, list[str]] = {}
    pile: list[str] = []
    for step in steps:
        if jokers and step == 0 and pile.count("JK") < 2 and draw(st.booleans()):
            pile.append("JK")
            continue
        rank_at += step
        rank = RANK_TEXTS[rank_at % 13]
        free = [s for s in SUITS if s not in used.setdefault(rank, [])]
        if free:
            suit = draw(st.sampled_from(free))
            used[rank].append(suit)
            pile.append(rank + suit)
    return pile or ["5H"]


slap_options = st.builds(
    ref.Options,
    four_in_a_row=st.booleans(),
    round_the_corner=st.booleans(),
    triple_wins=st.booleans(),
    triple_sixes=st.booleans(),
    jokers=st.booleans(),
)


def app_options(options: ref.Options) -> slaps.SlapOptions:
    return slaps.SlapOptions(**asdict(options))


@settings(max_examples=examples(400), deadline=None)
@given(slap_options, st.data())
def test_slappable(options: ref.Options, data: st.DataObject) -> None:
    pile = data.draw(piles(jokers=options.jokers))
    ok, said = slaps.slappable(pile, app_options(options))
    assert ok == (ref.slap_kind(pile, options) is not None), (pile, said)
    answer = run_tool("slap/check", {"pile": pile, "options": asdict(options)})
    assert answer["slappable"] == ok


@settings(max_examples=examples(400), deadline=None)
@given(slap_options, st.data())
def test_judge_slap(options: ref.Options, data: st.DataObject) -> None:
    players = data.draw(st.integers(2, 8))
    pile = data.draw(piles(jokers=options.jokers))
    seats = data.draw(st.lists(st.integers(0, players - 1), min_size=len(pile), max_size=len(pile)))
    plays = list(zip(seats, pile, strict=True))
    out = frozenset(data.draw(st.sets(st.integers(0, players - 1), max_size=players - 2))) - {seats[-1]}
    slapper = data.draw(st.none() | st.integers(0, players - 1))
    counter = data.draw(st.booleans())
    earlier = data.draw(st.integers(0, 6))
    verdict = slaps.judge_slap(
        plays,
        slapper,
        players=players,
        options=app_options(options),
        out=out,
        counter_clockwise=counter,
        earlier_wrong_slaps=earlier,
    )
    expected = ref.judge(
        plays, slapper, players=players, options=options, out=out, counter=counter, earlier_wrong=earlier
    )
    got = verdict.as_dict()
    got.pop("reason")
    assert got == asdict(expected), (plays, slapper, out)


@st.composite
def turned(draw: st.DrawFn) -> tuple[int, frozenset[int], bool, list[tuple[int, str]]]:
    """Cards turned in turn from one pack, some seats out, until the pile is won or the cards end."""
    players = draw(st.integers(2, 6))
    out = frozenset(draw(st.sets(st.integers(0, players - 1), max_size=players - 2)))
    counter = draw(st.booleans())
    first = draw(st.sampled_from([s for s in range(players) if s not in out]))
    pack = draw(st.permutations([r + s for r in RANK_TEXTS for s in SUITS]))
    plays: list[tuple[int, str]] = []
    seat: int | None = first
    for card in pack[: draw(st.integers(1, 30))]:
        if seat is None:
            break
        plays.append((seat, card))
        state = ref.pay(plays, players=players, out=out, counter=counter)
        seat = state.to_play if state.taker is None else None
    return players, out, counter, plays


@settings(max_examples=examples(400), deadline=None)
@given(turned())
def test_pay_state(case: tuple[int, frozenset[int], bool, list[tuple[int, str]]]) -> None:
    players, out, counter, plays = case
    options = pay_cards.PayOptions(counter_clockwise=counter)
    for end in range(1, len(plays) + 1):
        state = pay_cards.pay_state(plays[:end], options, players=players, out=out)
        expected = ref.pay(plays[:end], players=players, out=out, counter=counter)
        assert state.as_dict() == asdict(expected), plays[:end]


@settings(max_examples=examples(200), deadline=None)
@given(turned(), st.data())
def test_pay_refuses_a_card_out_of_turn(
    case: tuple[int, frozenset[int], bool, list], data: st.DataObject
) -> None:
    players, out, counter, plays = case
    seat = data.draw(st.integers(0, players - 1))
    used = {card for _, card in plays}  # a card not played yet, the lowest first (an ordinary card)
    spare = next(rank + suit for rank in RANK_TEXTS for suit in SUITS if rank + suit not in used)
    wrong = [*plays, (seat, spare)]
    try:
        ref.pay(wrong, players=players, out=out, counter=counter)
    except ref.OutOfTurn:
        with pytest.raises(RuleError) as caught:
            pay_cards.pay_state(
                wrong, pay_cards.PayOptions(counter_clockwise=counter), players=players, out=out
            )
        assert str(caught.value).endswith(".")
    else:
        pay_cards.pay_state(wrong, pay_cards.PayOptions(counter_clockwise=counter), players=players, out=out)


@settings(max_examples=examples(200), deadline=None)
@given(
    st.lists(
        st.sampled_from([r + s for r in RANK_TEXTS for s in SUITS]), min_size=1, max_size=20, unique=True
    )
)
def test_pay_tool_in_turn(cards: list[str]) -> None:
    plays: list[tuple[int, str]] = []
    for card in cards:
        seat = 0 if not plays else ref.pay(plays, players=3).to_play
        if plays and ref.pay(plays, players=3).taker is not None:
            with pytest.raises(ToolError):
                run_tool("slap/pay", {"plays": cards, "players": "3"})
            return
        plays.append((seat, card))  # type: ignore[arg-type]
    answer = run_tool("slap/pay", {"plays": cards, "players": "3"})
    answer.pop("said")
    assert answer == asdict(ref.pay(plays, players=3))


# --- The texts' examples ----------------------------------------------------------------------------


def test_queen_paid_for_then_taken() -> None:
    # "the next player must play up to two cards ... Now the player who played the queen takes the deck"
    plays = [(0, "5H"), (1, "QS"), (0, "3C"), (0, "4C")]
    assert pay_cards.pay_state(plays, players=2).taker == ref.pay(plays, players=2).taker == 1


def test_beggar_example() -> None:
    # "A plays a queen; B plays a six and then a jack; A plays an ace; B plays 3,7,king; A plays 10,4,6.
    # The king has been paid for so B takes the centre pile."
    cards = ["QS", "6H", "JD", "AC", "3S", "7H", "KD", "10C", "4S", "6D"]
    seats = [0, 1, 1, 0, 1, 1, 1, 0, 0, 0]
    plays = list(zip(seats, cards, strict=True))
    assert pay_cards.pay_state(plays, players=2).taker == ref.pay(plays, players=2).taker == 1
    assert run_tool("slap/pay", {"plays": cards})["taker"] == 1


def test_wrong_slap_on_a_covered_pair() -> None:
    # "if a pair occurs, and a player plays a card on top of it before another player manages to slap
    # the pair, and instead slaps something that is not a pair – then the player who played the 3 in this
    # case would get to pick up the pile."
    plays = [(0, "9S"), (1, "9H"), (2, "3C")]
    verdict = slaps.judge_slap(plays, 0, players=3)
    assert verdict.taker == ref.judge(plays, 0, players=3, options=ref.Options()).taker == 2
    # "unless a player slaps his own card, in which case the player before him picks up the pile"
    verdict = slaps.judge_slap(plays, 2, players=3)
    assert verdict.taker == ref.judge(plays, 2, players=3, options=ref.Options()).taker == 1


def test_triple_sixes_and_triples() -> None:
    for pile, kind in ((["6S", "6H", "6D"], "triple_sixes"), (["8S", "8H", "8D"], "triple")):
        plays = list(enumerate(pile))
        assert (
            slaps.judge_slap(plays, 1, players=3).kind
            == ref.judge(plays, 1, players=3, options=ref.Options()).kind
            == kind
        )


def test_empty_pile_is_not_slappable() -> None:
    assert run_tool("slap/check", {"pile": []}) == {
        "slappable": False,
        "said": "The pile is empty: there is nothing to slap.",
    }


# --- Refusals ---------------------------------------------------------------------------------------

REFUSED_CHECKS = [
    {"pile": ["7S", "7S"]},  # a card twice
    {"pile": ["JK"]},  # a joker without jokers
    {"pile": ["JK", "JK", "JK"], "options": {"jokers": True}},  # three jokers
    {"pile": ["1S"]},
    {"pile": ""},
]


@pytest.mark.parametrize("payload", REFUSED_CHECKS)
def test_check_refusals(payload: dict[str, object]) -> None:
    with pytest.raises(ToolError) as caught:
        run_tool("slap/check", payload)
    assert str(caught.value).endswith("."), str(caught.value)


REFUSED_PAYS = [
    {"plays": ["QS", "QS"]},
    {"plays": ["QS", "2C", "3C", "4C"]},  # a card after the pile was won
    {"plays": [[0, "5H"], [0, "6H"]]},  # out of turn
    {"plays": [[0, "5H"], [7, "6H"]]},  # no such seat
    {"plays": [[0, "5H", 1]]},
    {"plays": []},
]


@pytest.mark.parametrize("payload", REFUSED_PAYS)
def test_pay_refusals(payload: dict[str, object]) -> None:
    with pytest.raises(ToolError) as caught:
        run_tool("slap/pay", payload)
    assert str(caught.value).endswith("."), str(caught.value)


@pytest.mark.parametrize(
    ("plays", "slapper"),
    [
        ([(0, "5H")], 5),  # no such seat
        ([(0, "5H"), (1, "5H")], 0),  # a card twice
        ([(0, "JK")], 0),  # a joker without jokers
        ([(3, "5H")], 0),  # played by no such seat
        ([(0, "5X")], 0),  # not a card
    ],
)
def test_judge_refusals(plays: list[tuple[int, str]], slapper: int) -> None:
    with pytest.raises(ValueError) as caught:  # RuleError and CardError: the player's sentence
        slaps.judge_slap(plays, slapper, players=2)
    assert str(caught.value).endswith("."), str(caught.value)
