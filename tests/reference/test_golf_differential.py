"""Six-card Golf's scoring, the app (calc/golf.py, the golf/columns tool) against the naive reference written
from the rules text (tests/reference/golf_reference.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import parse_cards
from scorekeeper.core import RuleError
from scorekeeper.games.golf import layouts as golf
from scorekeeper.tools import ToolError, run_tool
from tests.reference import examples
from tests.reference import golf_reference as ref

PLAIN = [r + s for r in ref.RANKS for s in ref.SUITS]
JOKER_PAIRS = ("zero", "minus_four")
# Jokers weigh more than their share so that joker columns come up often.
any_card = st.one_of(st.sampled_from(PLAIN), st.sampled_from(ref.JOKERS))
# Pairs in a column come up often too: a few ranks only.
few_ranks = st.sampled_from([r + s for r in ("A", "K", "Q", "5") for s in ref.SUITS] + ["JK"])
layouts = st.lists(st.one_of(any_card, few_ranks), min_size=6, max_size=6)


@settings(max_examples=examples(400))
@given(layouts, st.sampled_from(JOKER_PAIRS))
def test_a_layout_scores_as_the_reference(cards, joker_pair):
    want = ref.layout(cards, joker_pair)
    assert golf.layout_score(parse_cards(cards), joker_pair) == want
    got = run_tool("golf/columns", {"cards": cards, "joker_pair": joker_pair})
    assert got["total"] == want
    assert [line["points"] for line in got["lines"]] == [
        ref.column(cards[a], cards[b], joker_pair) for a, b in ref.COLUMNS
    ]


@settings(max_examples=examples(60))
@given(st.integers(0, 16), st.sampled_from(JOKER_PAIRS))
def test_the_bounds_match_the_reference(jokers, joker_pair):
    assert golf.layout_bounds(jokers, joker_pair) == ref.bounds(jokers, joker_pair)


@st.composite
def rounds(draw: st.DrawFn) -> tuple[list[list[str]], int, int]:
    """Every player's six cards dealt from the decks in play, then now and then one card swapped for any card
    (a copy too many, a joker in a game without) or one player's cards one too few or too many."""
    players = draw(st.integers(2, 6))
    jokers_per_deck = draw(st.sampled_from((0, 2, 4)))
    players_per_deck = draw(st.sampled_from((2, 3, 4)))
    decks = ref.decks(players, players_per_deck)
    pack = (PLAIN + ["JK"] * jokers_per_deck) * decks
    draw(st.randoms()).shuffle(pack)
    layouts = [pack[6 * i : 6 * i + 6] for i in range(players)]
    seat, spot = draw(st.integers(0, players - 1)), draw(st.integers(0, 5))
    change = draw(st.sampled_from(("none", "none", "swap", "swap", "swap", "short", "long")))
    if change == "swap":
        layouts[seat][spot] = draw(
            st.one_of(st.sampled_from([c for cards in layouts for c in cards]), any_card)
        )
    elif change == "short":
        del layouts[seat][spot]
    elif change == "long":
        layouts[seat].append(draw(any_card))
    return layouts, jokers_per_deck, players_per_deck


@settings(max_examples=examples(300))
@given(rounds())
def test_the_decks_allow_what_the_reference_allows(entry):
    layouts, jokers_per_deck, players_per_deck = entry
    names = [f"P{i}" for i in range(len(layouts))]
    allowed = ref.round_allowed(layouts, jokers_per_deck, players_per_deck)
    try:
        read = golf.read_layouts(
            [" ".join(cards) for cards in layouts], names, jokers_per_deck, players_per_deck
        )
    except RuleError as refused:
        assert not allowed, str(refused)
        assert str(refused).strip()
        return
    assert allowed
    assert [[str(c) for c in cards] for cards in read] == layouts
    assert golf.decks_needed(len(layouts), players_per_deck) == ref.decks(len(layouts), players_per_deck)


# --- The text's table and examples ------------------------------------------------------------------------

TABLE = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 11, "Q": 12}
TABLE |= {"K": 0}


@pytest.mark.parametrize(("rank", "points"), [*TABLE.items(), ("JK", -2)])
def test_the_texts_point_values(rank, points):
    card = rank if rank == "JK" else rank + "H"
    assert ref.value(card) == points
    assert golf.card_value(parse_cards([card])[0]) == points


@pytest.mark.parametrize(
    ("cards", "joker_pair", "total"),
    [
        ("AS 5H KD AH 9C KS", "zero", 0 + 14 + 0),  # "same rank - column score is 0"
        ("QS JH 7D JD QC 7S", "zero", 23 + 23 + 0),  # "different rank - ... point value of the 2 cards"
        ("JK KS 3D JK 2C 3C", "zero", 0 + 2 + 0),  # two jokers: "Column score is 0 or -4"
        ("JK KS 3D JK 2C 3C", "minus_four", -4 + 2 + 0),
        ("JK KS 3D 5H KD 4C", "zero", 3 + 0 + 7),  # a joker -2 with the 5: 3; kings pair: 0
    ],
)
def test_the_texts_columns(cards, joker_pair, total):
    assert ref.layout(cards.split(), joker_pair) == total
    assert run_tool("golf/columns", {"cards": cards, "joker_pair": joker_pair})["total"] == total


def test_one_deck_per_every_four_players():
    # "Use 1 deck per every 2, 3, or 4 players": five players with four a deck need two decks
    assert ref.decks(5, 4) == golf.decks_needed(5, 4) == 2
    assert ref.decks(4, 4) == golf.decks_needed(4, 4) == 1


# --- Refusals ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "payload",
    [
        {"cards": "AS 5H KD AH 9C"},  # "6 cards to each player"
        {"cards": "AS 5H KD AH 9C KS 2D"},
        {"cards": "AS 5H KD AH 9C 1S"},
        {"cards": ""},
        {"cards": "AS 5H KD AH 9C KS", "joker_pair": "minus_two"},
    ],
)
def test_the_tool_refuses_with_a_sentence(payload):
    with pytest.raises(ToolError) as refused:
        run_tool("golf/columns", payload)
    assert str(refused.value).strip()
