"""Dou Dizhu's combinations and the round's value, the app (calc/doudizhu.py, the doudizhu/* tools) against
the naive reference written from the rules text (tests/reference/doudizhu_reference.py)."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from scorekeeper.games.dou_dizhu import combinations as doudizhu
from scorekeeper.tools import ToolError, run_tool
from tests.reference import doudizhu_reference as ref
from tests.reference import examples

PLAIN_RANKS = ref.ORDER[:13]  # 3 .. 2, four cards each
SEQUENCE_RANKS = ref.ORDER[:12]  # 3 .. A
KINDS = [*ref.PLAIN, "trio_single", "trio_pair", "four_two", "four_two_pairs", *ref.ADDED]


def _of(draw: st.DrawFn, rank: str, k: int, avoid: frozenset[str] = frozenset()) -> list[str]:
    """``k`` cards of one rank (a joker name gives that joker), none of them in ``avoid``."""
    cards = [rank] if rank in ("BJ", "RJ") else [rank + s for s in draw(st.permutations(ref.SUITS))]
    cards = [c for c in cards if c not in avoid][:k]
    assume(cards)
    return cards if rank in ("BJ", "RJ") else _enough(cards, k)


def _enough(cards: list[str], k: int) -> list[str]:
    assume(len(cards) == k)
    return cards


@st.composite
def card_groups(draw: st.DrawFn) -> list[str]:
    """A few ranks with one to four cards each: combinations and near misses alike."""
    ranks = draw(st.lists(st.sampled_from(ref.ORDER), min_size=1, max_size=7, unique=True))
    cards = [c for r in ranks for c in _of(draw, r, draw(st.integers(1, 4)))]
    return cards[:20]


def _chain(
    draw: st.DrawFn, spans: tuple[int, int, int], avoid: frozenset[str]
) -> tuple[list[str], list[str]]:
    least, most, width = spans
    links = draw(st.integers(least, most))
    start = draw(st.integers(0, len(SEQUENCE_RANKS) - links))
    main = list(SEQUENCE_RANKS[start : start + links])
    return main, [c for r in main for c in _of(draw, r, width, avoid)]


def _added(draw: st.DrawFn, used: list[str], shape: tuple[int, int], avoid: frozenset[str]) -> list[str]:
    """Added cards of ranks not in ``used``: singles (may share ranks, jokers too) or pairs of distinct ranks;
    ``shape`` is (pieces, size)."""
    pieces, size = shape
    free = [r for r in ref.ORDER if r not in used]
    if size == 2:
        pairs = st.sampled_from([r for r in free if r in PLAIN_RANKS])
        ranks = draw(st.lists(pairs, min_size=pieces, max_size=pieces, unique=True))
        return [c for r in ranks for c in _of(draw, r, 2, avoid)]
    pool = [r + s for r in free if r in PLAIN_RANKS for s in ref.SUITS] + [
        j for j in ("BJ", "RJ") if j in free
    ]
    pool = [c for c in pool if c not in avoid]
    return draw(st.lists(st.sampled_from(pool), min_size=pieces, max_size=pieces, unique=True))


SETS = {"single": 1, "pair": 2, "trio": 3, "bomb": 4, "trio_single": 3, "trio_pair": 3, "four_two": 4}
SETS |= {"four_two_pairs": 4}
EXTRA = {"trio_single": (1, 1), "trio_pair": (1, 2), "four_two": (2, 1), "four_two_pairs": (2, 2)}
SPANS = {"sequence": (5, 12, 1), "pair_sequence": (3, 10, 2), "airplane": (2, 6, 3)}
SPANS |= {"airplane_singles": (2, 5, 3), "airplane_pairs": (2, 4, 3)}


@st.composite
def combinations(draw: st.DrawFn, kind: str | None = None, avoid: frozenset[str] = frozenset()) -> list[str]:
    """A legal combination of ``kind`` (any kind if None), built from the text's list, with no card of
    ``avoid``."""
    kind = kind or draw(st.sampled_from(KINDS))
    if kind == "rocket":
        assume(not {"BJ", "RJ"} & avoid)
        return ["BJ", "RJ"]
    if kind in SETS:
        rank = draw(st.sampled_from(ref.ORDER if kind == "single" else PLAIN_RANKS))
        main = _of(draw, rank, SETS[kind], avoid)
        return main + (_added(draw, [rank], EXTRA[kind], avoid) if kind in EXTRA else [])
    ranks, main = _chain(draw, SPANS[kind], avoid)
    if kind in ref.ADDED:
        size = ref.ADDED[kind]
        assume(len(ranks) * (3 + size) <= 20)
        main += _added(draw, ranks, (len(ranks), size), avoid)
    return main


plays = st.one_of(combinations(), card_groups())


def app_readings(cards: list[str]) -> set[ref.Reading]:
    return {(c.kind.value, c.rank, c.chain) for c in doudizhu.readings(cards)}


@settings(max_examples=examples(300))
@given(plays)
def test_every_reading_matches_the_reference(cards):
    assert app_readings(cards) == ref.readings(cards)


@settings(max_examples=examples(300))
@given(plays)
def test_the_preferred_reading_matches_the_reference(cards):
    found = ref.readings(cards)
    chosen = doudizhu.classify(cards)
    if not found:
        assert chosen is None
        return
    assert chosen is not None and (chosen.kind.value, chosen.rank, chosen.chain) in ref.preferred(found)


@st.composite
def two_plays(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    """A previous combination and a new play from the rest of the pack, often of the same kind."""
    kind = draw(st.sampled_from(KINDS))
    previous = draw(combinations(kind))
    rest = frozenset(previous)
    play = draw(st.one_of(combinations(kind, rest), combinations(avoid=rest), card_groups()))
    assume(not rest & set(play))
    return previous, play


@settings(max_examples=examples(300))
@given(two_plays())
def test_beats_matches_the_reference(pair):
    previous, play = pair
    assert doudizhu.beats(previous, play)[0] == ref.beats(previous, play)
    said = run_tool("doudizhu/beats", {"previous": previous, "play": play})
    assert said["beats"] == ref.beats(previous, play) and said["said"]


@settings(max_examples=examples(300))
@given(
    st.sampled_from(ref.BIDS),
    st.integers(0, 13),
    st.integers(0, 1),
    st.lists(st.sampled_from(PLAIN_RANKS), max_size=4, unique=True),
    st.booleans(),
)
def test_multiplier_matches_the_reference(bid, bombs, rockets, bomb_ranks, rocket_cards):
    played = [r + s for r in bomb_ranks for s in ref.SUITS] + (["BJ", "RJ"] if rocket_cards else [])
    payload = {"bid": bid, "bombs": bombs, "rockets": rockets, "played": played}
    tapped_bombs, tapped_rockets = ref.doublings_in(played) if played else (0, 0)
    try:
        want = ref.round_value(bid, bombs + tapped_bombs, rockets + tapped_rockets)
    except ValueError:
        with pytest.raises(ToolError):
            run_tool("doudizhu/multiplier", payload)
        return
    got = run_tool("doudizhu/multiplier", payload)
    assert {k: got[k] for k in want} == want


# --- The text's worked examples -------------------------------------------------------------------------

EXAMPLES = [
    ("4S", ("single", 4, 1)),
    ("7S 7H", ("pair", 7, 1)),
    ("5S 5H 5D", ("trio", 5, 1)),
    ("8S 8H 8D 3C", ("trio_single", 8, 1)),
    ("10S 10H 10D 4C 4D", ("trio_pair", 10, 1)),
    ("3S 4H 5D 6C 7S", ("sequence", 7, 5)),
    ("4S 4H 5S 5H 6S 6H", ("pair_sequence", 6, 3)),
    ("7S 7H 7D 8S 8H 8D", ("airplane", 8, 2)),
    ("10S 10H 10D JS JH JD 3C 5C", ("airplane_singles", 11, 2)),
    ("QS QH QD KS KH KD 3C 3D 9S 9H", ("airplane_pairs", 13, 2)),
    ("6S 6H 6D 6C 10S QS", ("four_two", 6, 1)),
    ("JS JH JD JC 5S 5H 7S 7H", ("four_two_pairs", 11, 1)),
    ("4S 4H 4D 4C", ("bomb", 4, 1)),
    ("BJ RJ", ("rocket", 17, 1)),
]


@pytest.mark.parametrize(("cards", "reading"), EXAMPLES)
def test_the_texts_combinations(cards, reading):
    assert ref.preferred(ref.readings(cards.split())) == {reading}
    found = doudizhu.classify(cards)
    assert found is not None and (found.kind.value, found.rank, found.chain) == reading


@pytest.mark.parametrize(
    ("previous", "play", "beats"),
    [
        ("5S 6H 7D 8C 9S", "4S 4H 4D 4C", True),  # "Bomb: 4-4-4-4 (beats any previous combination)"
        ("2S 2H 2D 2C", "BJ RJ", True),  # "Rocket: Joker-Joker (beats any combination or bomb)"
        ("3S 4H 5D 6C 7S 8S", "4S 5H 6D 7C 8H", False),  # "a sequence of six cannot be played on ... five"
        ("3S 4H 5D 6C 7S", "4S 5H 6D 7C 8H 9H", False),
        ("3S 4H 5D 6C 7S", "4S 5H 6D 7C 8H", True),
        ("KS", "2S", True),  # "2, Ace, King" (2 over the ace and the king)
        ("2S", "BJ", True),
        ("BJ", "RJ", True),
        ("7S 7H", "8S", False),  # "Only the same type of combinations can be played against each other"
        ("9S 10H JD QC KS", "10S JH QD KC AS", True),
        (
            "10S JH QD KC AS",
            "JS QH KD AC 2S",
            False,
        ),  # "The 2s and Jokers cannot be included in any sequence"
    ],
)
def test_the_texts_beats(previous, play, beats):
    assert ref.beats(previous.split(), play.split()) is beats
    assert doudizhu.beats(previous, play)[0] is beats


def test_the_texts_round_value():
    # "if the bid was two, and one bomb plus a rocket was played during the round, the round is worth eight"
    assert ref.round_value(2, 1, 1)["value"] == 8
    got = run_tool("doudizhu/multiplier", {"bid": 2, "played": ["4S", "4H", "4D", "4C", "BJ", "RJ"]})
    assert got["value"] == 8 and got["multiplier"] == 4


# --- Refusals ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("slug", "payload"),
    [
        ("doudizhu/classify", {"cards": "4S 4S"}),  # one pack: no card twice
        ("doudizhu/classify", {"cards": "JK JK JK"}),  # two jokers in the pack
        ("doudizhu/classify", {"cards": "1S"}),
        ("doudizhu/classify", {"cards": ""}),
        ("doudizhu/beats", {"previous": "3S 5H", "play": "4S"}),  # the previous play is no combination
        ("doudizhu/beats", {"previous": "3S", "play": "3S"}),  # one card in both plays
        ("doudizhu/beats", {"previous": "3S 3H", "play": "3S 3H"}),
        ("doudizhu/beats", {"previous": "BJ RJ", "play": "JK"}),  # both jokers already played
        ("doudizhu/multiplier", {"bid": 4}),
        ("doudizhu/multiplier", {"bid": 1, "rockets": 2}),
        ("doudizhu/multiplier", {"bid": 1, "rockets": 1, "played": "BJ RJ"}),
        ("doudizhu/multiplier", {"bid": 1, "played": "4S 4H 4D"}),
        ("doudizhu/multiplier", {"bid": 1, "bombs": 13, "played": "4S 4H 4D 4C"}),
    ],
)
def test_refusals_are_sentences(slug, payload):
    with pytest.raises(ToolError) as refused:
        run_tool(slug, payload)
    assert str(refused.value).strip()
