"""Card points of captured cards: the app (tool points/count) against tests/reference's naive reading."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.games import card_points
from scorekeeper.tools import ToolError, run_tool
from tests.reference import card_points_reference as ref
from tests.reference import examples

OPTIONS: dict[str, st.SearchStrategy[dict[str, Any]]] = {
    "briscola": st.fixed_dictionaries(
        {"players": st.sampled_from([2, 3, 4]), "removed_two": st.sampled_from(ref.SUITS)}
    ),
    "twenty-nine": st.fixed_dictionaries({"last_trick_point": st.booleans()}),
    "nine-card-don": st.fixed_dictionaries({"count": st.sampled_from(["trumps", "game"])}),
    "pickle": st.fixed_dictionaries(
        {"players": st.integers(2, 5), "lowest_trump": st.sampled_from(["instead", "plus"])}
    ),
}
NEEDS_TRUMP = ("belote", "nine-card-don", "pickle")
TRICK_GAMES = [g for g in ref.GAMES if g not in ("pickle", "hand-and-foot")]


def _app(game: str, cards: list[str], **extra: Any) -> dict[str, Any]:
    return run_tool("points/count", {"game": game, "cards": cards, **extra})


@st.composite
def piles(draw: st.DrawFn, games: list[str]) -> dict[str, Any]:
    """A game, its options and trump, and one side's captured cards: whole tricks from the game's deck."""
    game = draw(st.sampled_from(games))
    options = draw(OPTIONS.get(game, st.just({})))
    deck = list(draw(st.permutations(ref.deck(game, options))))
    size = ref.trick_size(game, options)
    in_hand = deck[: 10 * size] if game == "pickle" else deck  # Pickle: "ten cards are dealt to each player"
    most = min(len(in_hand), 60) // size
    cards = in_hand[: size * draw(st.integers(1, most))]
    trump = draw(st.sampled_from(ref.SUITS if game in NEEDS_TRUMP else ("", *ref.SUITS)))
    case = {
        "game": game,
        "options": options,
        "cards": cards,
        "trump": trump,
        "last_trick": draw(st.booleans()),
    }
    if game == "pickle":
        others = in_hand[len(cards) :]
        case["in_play"] = others + cards if draw(st.booleans()) else others
    return case


def _reference(case: dict[str, Any]) -> int:
    return ref.count(
        case["game"],
        case["cards"],
        trump=case["trump"] or None,
        last_trick=case["last_trick"],
        tricks=case.get("tricks"),
        in_play=case.get("in_play", ()),
        options=case["options"],
    )


@settings(max_examples=examples(400), deadline=None)
@given(piles(list(ref.GAMES)))
def test_one_pile_matches_the_reference(case: dict[str, Any]) -> None:
    game, cards = case["game"], case["cards"]
    extra = {k: case[k] for k in ("options", "trump", "last_trick", "in_play") if k in case}
    assert _app(game, cards, **extra)["total"] == _reference(case)


# "a maximum score of 162" (Belote); "The total number of points in the pack is 120" (Chiamata); Briscola's
# list adds up to 120 (4 x 30, also with one 2 left out); Malilla's capote "70 points"; Couillon 4 x 10;
# Twenty-Nine "28 card points plus one extra point" (formerly); Nine-Card Don: trumps 29 + three other 5s
# 15, for game 4 x 20; Pickle 5s 20, 10s 40, honours 40, jokers 30, the lowest trump 15; Hand and Foot:
# five packs of 690 and ten jokers.
DECK_TOTALS = [
    ("belote", {}, 162),
    ("briscola", {"players": 2}, 120),
    ("briscola", {"players": 3, "removed_two": "D"}, 120),
    ("briscola", {"players": 4}, 120),
    ("briscola-chiamata", {}, 120),
    ("malilla", {}, 70),
    ("couillon", {}, 40),
    ("twenty-nine", {}, 28),
    ("twenty-nine", {"last_trick_point": True}, 29),
    ("nine-card-don", {"count": "trumps"}, 44),
    ("nine-card-don", {"count": "game"}, 80),
    ("pickle", {}, 145),
    ("hand-and-foot", {}, 5 * 690 + 10 * 50),
]


@pytest.mark.parametrize(("game", "options", "total"), DECK_TOTALS)
def test_deck_totals(game: str, options: dict[str, Any], total: int) -> None:
    assert card_points.deck_total(game, options=options) == total
    full = list(ref.deck(game, options))
    # The whole deck captured by one side (Pickle: every card in play, the 2 of trumps the lowest).
    assert ref.count(game, full, trump="H", last_trick=True, in_play=full, options=options) == total


@settings(max_examples=examples(200), deadline=None)
@given(st.sampled_from(TRICK_GAMES), st.data())
def test_two_sides_share_the_deck_total(game: str, data: st.DataObject) -> None:
    """Every card in play split between two sides, the last trick to one: the two counts make the total."""
    options = data.draw(OPTIONS.get(game, st.just({})))
    deck = list(data.draw(st.permutations(ref.deck(game, options))))
    size = ref.trick_size(game, options)
    cut = size * data.draw(st.integers(1, len(deck) // size - 1))
    trump = data.draw(st.sampled_from(ref.SUITS))
    last = data.draw(st.booleans())
    both = [
        _app(game, pile, trump=trump, options=options, last_trick=took)["total"]
        for pile, took in ((deck[:cut], last), (deck[cut:], not last))
    ]
    assert sum(both) == card_points.deck_total(game, options=options)


@pytest.mark.parametrize(
    ("game", "cards", "extra", "total"),
    [
        # Belote: "The jack of trump: 20 points. The nine of trump: 14 points." Non-trump 9 nothing.
        ("belote", "JH 9H JS 9S 7D 8D QC KC", {"trump": "H"}, 20 + 14 + 2 + 0 + 3 + 4),
        # Malilla: a trick of 7, A, K, Q scores 5 + 4 + 3 + 2 and its trick point.
        ("malilla", "7H AH KH QH", {}, 15),
        # ... and with the tricks counted apart: the counting cards of two tricks.
        ("malilla", "7H AH KH QH", {"tricks": 2}, 16),
        # Nine-Card Don: a trump 5 ten, a non-trump 5 five; for game, 10s ten and 5s nothing.
        ("nine-card-don", "5S 5H 10S 2C", {"trump": "S"}, 15),
        ("nine-card-don", "5S 5H 10S 2C", {"trump": "S", "options": {"count": "game"}}, 10),
        # Pickle: "The lowest card of trumps in play counts 15" (the 2 in play elsewhere: nothing here).
        ("pickle", "3S 5S JK AH", {"trump": "S", "in_play": ["2S"]}, 0 + 5 + 15 + 4),
        ("pickle", "3S 5S JK AH", {"trump": "S", "in_play": []}, 15 + 5 + 15 + 4),
        # Hand and Foot: a red 3 100, a black 3 5, a joker 50, a 2 20.
        ("hand-and-foot", "3H 3S JK 2C", {}, 175),
    ],
)
def test_worked_examples(game: str, cards: str, extra: dict[str, Any], total: int) -> None:
    case = {"game": game, "cards": cards.split(), "last_trick": False, "options": {}, "trump": "", **extra}
    assert _reference(case) == total
    assert _app(game, cards.split(), **extra)["total"] == total


@pytest.mark.parametrize(
    ("game", "cards", "extra"),
    [
        ("briscola", "AS AS", {}),  # one pack: no card twice
        ("belote", "6S KS QS JS", {"trump": "H"}),  # not in the 32-card deck
        ("briscola", "10S KS", {}),  # "remove the 10s through 8s"
        ("briscola", "2S 3S 4S", {"options": {"players": 3}}),  # the 2 left out with three players
        ("couillon", "JK AS KS QS", {}),  # no jokers
        ("hand-and-foot", "AS AS AS AS AS AS", {}),  # five packs: five aces of spades at most
        ("pickle", "JK JK JK AS", {"trump": "S", "in_play": []}),  # two jokers
        ("belote", "AS KS QS JS", {}),  # Belote's values depend on trumps
        ("pickle", "AS KS QS JS", {"trump": "S"}),  # the lowest trump in play needs the cards played
        ("malilla", "AS KS QS", {}),  # not whole tricks, and no trick count
    ],
)
def test_refusals_are_sentences(game: str, cards: str, extra: dict[str, Any]) -> None:
    with pytest.raises(ToolError) as refused:
        _app(game, cards.split(), **extra)
    assert str(refused.value).endswith(".")
