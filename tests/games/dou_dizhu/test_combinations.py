"""Dou Dizhu combinations, beating and the round's value (rules/dou-dizhu.txt)."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from scorekeeper.cards import CardError
from scorekeeper.core import RuleError
from scorekeeper.games.dou_dizhu.combinations import (
    Kind,
    beats,
    classify,
    classify_as_dict,
    multiplier,
    readings,
)
from scorekeeper.tools import ToolError, run_tool


def kind(cards: str) -> str | None:
    found = classify(cards)
    return found.kind.value if found else None


# --- Combinations: the text's examples -------------------------------------------------------------

TEXT_EXAMPLES = [
    ("4S", "single", "4", 1),  # Single Card: 4
    ("7S 7H", "pair", "7", 2),  # Pair: 7-7
    ("5S 5H 5D", "trio", "5", 3),  # 3-of-a-kind: 5-5-5
    ("8S 8H 8D 3C", "trio_single", "8", 4),  # 3-of-a-kind plus a card: 8-8-8-3
    ("10S 10H 10D 4C 4D", "trio_pair", "10", 5),  # 3-of-a-kind plus a pair: 10-10-10-4-4
    ("3S 4H 5D 6C 7S", "sequence", "7", 5),  # Sequence (at least 5 cards): 3-4-5-6-7
    ("4S 4H 5S 5H 6S 6H", "pair_sequence", "6", 6),  # Pair Sequence (at least 3 pairs)
    ("7S 7H 7D 8S 8H 8D", "airplane", "8", 6),  # 3-of-a-kind Sequence (at least 2)
    ("10S 10H 10D JS JH JD 3C 5C", "airplane_singles", "J", 8),  # ... plus cards
    ("QS QH QD KS KH KD 3C 3D 9C 9D", "airplane_pairs", "K", 10),  # ... plus pairs
    ("6S 6H 6D 6C 10S QH", "four_two", "6", 6),  # 4-of-a-kind plus two cards: 6-6-6-6-10-Q
    ("JS JH JD JC 5S 5H 7S 7H", "four_two_pairs", "J", 8),  # 4-of-a-kind plus two pairs
    ("4S 4H 4D 4C", "bomb", "4", 4),  # Bomb: 4-4-4-4
    ("BJ RJ", "rocket", "RJ", 2),  # Rocket: Joker-Joker
]


@pytest.mark.parametrize(("cards", "expected", "rank", "length"), TEXT_EXAMPLES)
def test_text_combinations_are_recognised(cards, expected, rank, length):
    data = classify_as_dict(cards)
    assert (data["type"], data["rank"], data["length"]) == (expected, rank, length)


def test_card_order_and_suits_do_not_matter():
    # "Suits do not matter during game play."
    a, b = classify("7S 3S 5D 4H 6C"), classify("3C 4C 5C 6C 7C")
    assert a is not None and b is not None
    assert (a.kind, a.rank, a.length) == (b.kind, b.rank, b.length) == (Kind.SEQUENCE, 7, 5)


@pytest.mark.parametrize(
    "cards",
    [
        "3S 4H 5D 6C",  # a sequence needs at least 5 cards
        "4S 4H 5S 5H",  # a pair sequence needs at least 3 pairs
        "3S 4H 6D 7C 8S",  # not consecutive
        "JS QS KS AS 2S",  # "The 2s and Jokers cannot be included in any sequence"
        "10S JS QS KS AS 2S",
        "KS KH AS AH 2S 2H",  # no 2s in a pair sequence
        "AS AH AD 2S 2H 2D",  # no 2s in a 3-of-a-kind sequence
        "QS KS AS BJ RJ",  # no jokers in a sequence
    ],
)
def test_not_combinations(cards):
    assert classify(cards) is None


def test_jokers_do_not_make_a_pair_but_make_the_rocket():
    assert kind("BJ RJ") == "rocket"
    assert kind("BJ") == "single"
    assert kind("8S 8H 8D BJ") == "trio_single"  # a joker may be the added card


def test_twos_may_be_in_sets_but_not_sequences():
    assert kind("2S 2H 2D 3C") == "trio_single"
    assert kind("2S 2H 2D 2C") == "bomb"


def test_added_card_may_not_share_the_main_rank():
    # 8-8-8 plus an 8 is a bomb, never "three plus a card".
    assert [r.kind for r in readings("8S 8H 8D 8C")] == [Kind.BOMB]


def test_added_pairs_must_be_real_pairs_of_different_ranks():
    assert classify("JS JH JD JC 5S 5H 5D 5C") is None  # two "pairs" of 5s would be a bomb
    assert classify("10S 10H 10D BJ RJ") is None  # jokers are no pair
    assert kind("QS QH QD KS KH KD 3C 3D 3H 9C") is None  # 3-3-3-9 are not two pairs


def test_ambiguous_play_lists_every_reading():
    # Four trios in sequence, or three trios plus three cards (either end).
    found = [(r.kind.value, r.rank_text, r.chain) for r in readings("3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D")]
    assert found == [("airplane", "6", 4), ("airplane_singles", "6", 3), ("airplane_singles", "5", 3)]


def test_long_sequence_to_the_ace():
    data = classify_as_dict("3S 4H 5D 6C 7S 8S 9H 10D JC QS KH AD")
    assert (data["type"], data["rank"], data["chain"]) == ("sequence", "A", 12)


def test_as_dict_for_no_combination():
    assert classify_as_dict("3S 5H") == {"type": None, "rank": None, "length": 2, "chain": None}


# --- Beating -------------------------------------------------------------------------------------


def test_higher_combination_of_the_same_type_beats():
    # "The next player must play a similar style combination that has a higher ranking card(s)."
    assert beats("7S 7H", "8S 8H") == (True, "A pair of 8s beats a pair of 7s.")
    assert beats("7S 7H", "7D 7C") == (False, "A pair of 7s cannot beat a pair of 7s: it must be higher.")


@pytest.mark.parametrize(
    ("lower", "higher"),
    [("AS", "2H"), ("2H", "BJ"), ("BJ", "RJ"), ("KS", "AS"), ("10S", "JS"), ("3S", "4S")],
)
def test_card_rank_order(lower, higher):
    # "Red Joker, Black Joker, 2, Ace, King, ... 3 (highest to lowest)"
    assert beats(lower, higher)[0]
    assert not beats(higher, lower)[0]


def test_trio_with_card_compares_by_the_trio():
    assert beats("8S 8H 8D AS", "9S 9H 9D 3C")[0]  # 9s beat 8s, whatever the added card


def test_only_the_same_type_may_be_played():
    assert beats("5S 5H 5D", "7S 7H") == (False, "A pair cannot beat a trio.")
    assert beats("7S 7H", "5S 5H 5D") == (False, "A trio cannot beat a pair.")


def test_a_sequence_of_six_cannot_beat_a_sequence_of_five():
    ok, reason = beats("3S 4H 5D 6C 7S", "4S 5H 6D 7C 8S 9S")
    assert not ok
    assert reason == (
        "A sequence of 6 to the 9 cannot be played on a sequence of 5 to the 7: "
        "only a sequence as long may be."
    )


def test_bomb_beats_any_previous_combination():
    # "Bomb: 4-4-4-4 (beats any previous combination)"; "A player can always play a bomb"
    assert beats("3S 4H 5D 6C 7S 8S 9H 10D JC QS KH AD", "2S 2H 2D 2C") == (
        True,
        "Bombs beat everything but a higher bomb or the rocket.",
    )
    assert beats("2S 2H", "3S 3H 3D 3C")[0]


def test_higher_bomb_beats_a_bomb():
    assert beats("4S 4H 4D 4C", "9S 9H 9D 9C") == (True, "A bomb of 9s beats a bomb of 4s.")
    assert beats("9S 9H 9D 9C", "4S 4H 4D 4C") == (
        False,
        "A bomb of 4s cannot beat a bomb of 9s: it must be higher.",
    )
    assert beats("9S 9H 9D 9C", "AS AH") == (False, "Only a higher bomb or the rocket beats a bomb of 9s.")


def test_rocket_beats_any_combination_or_bomb():
    # "Rocket: Joker-Joker (beats any combination or bomb)"
    assert beats("2S 2H 2D 2C", "BJ RJ")[0]
    assert beats("BJ RJ", "2S 2H 2D 2C") == (False, "Nothing beats the rocket.")


def test_ambiguous_play_is_judged_by_the_reading_that_answers():
    # 333444555666 against three trios plus cards: it answers as 444555666 plus 3-3-3.
    assert beats("7S 7H 7D 8S 8H 8D 9S 9H 9D JC QC KC", "3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D") == (
        False,
        "A sequence of 3 threes to the 6 plus cards cannot beat a sequence of 3 threes to the 9 plus cards: "
        "it must be higher.",
    )
    # 666777888999 against 333444555 plus 7-8-9: it answers as 777888999 plus 6-6-6, and is higher.
    assert beats("3C 4C 5C 3D 4D 5D 3H 4H 5H 7C 8C 9C", "6S 6H 6D 7S 7H 7D 8S 8H 8D 9S 9H 9D") == (
        True,
        "A sequence of 3 threes to the 9 plus cards beats a sequence of 3 threes to the 5 plus cards.",
    )


def test_not_a_combination():
    assert beats("7S 7H", "3S 5H") == (False, "3S 5H is not a Dou Dizhu combination.")
    with pytest.raises(RuleError, match="The play to beat, 3S 5H, is not a Dou Dizhu combination"):
        beats("3S 5H", "7S 7H")


def test_beats_accepts_a_chosen_reading():
    chosen = readings("3S 3H 3D 4S 4H 4D 5S 5H 5D 6S 6H 6D")[1]  # three trios plus 3 cards, to the 6
    assert beats("7S 7H 7D 8S 8H 8D 9S 9H 9D JC QC KC", chosen)[0] is False


# --- Bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("JK", "say which joker, BJ"),
        ("BJ BJ", "BJ appears twice"),
        ("7S 7S", "7S appears twice"),
        ("7X", "is not a card"),
        ("", "No cards were entered"),
    ],
)
def test_bad_cards_are_refused(cards, message):
    with pytest.raises(CardError, match=message):
        classify(cards)


# --- The round's value ----------------------------------------------------------------------------


def test_text_example_bid_two_bomb_and_rocket_is_eight():
    # "if the bid was two, and one bomb plus a rocket was played ... the round is worth eight points"
    value = multiplier(1, 1, bid=2)
    assert (value.multiplier, value.value) == (4, 8)  # 2 x 2 = 4 after the bomb, x 2 = 8 after the rocket


def test_landlord_scores_from_each_opponent():
    # Landlord wins a bid of 3 with no bombs: 3 from each opponent = 6; losing, each opponent scores 3.
    value = multiplier(0, 0, bid=3)
    assert value.as_dict() == {
        "bid": 3,
        "bombs": 0,
        "rockets": 0,
        "multiplier": 1,
        "value": 3,
        "landlord_wins": 6,
        "opponents_win": 3,
    }


def test_every_bomb_doubles():
    assert multiplier(3, 0, bid=1).value == 8  # 1 x 2 x 2 x 2


@pytest.mark.parametrize(
    ("bombs", "rockets", "bid", "field"),
    [(0, 0, 4, "bid"), (0, 0, 0, "bid"), (-1, 0, 1, "bombs"), (14, 0, 1, "bombs"), (0, 2, 1, "rockets")],
)
def test_round_value_refuses_impossible_counts(bombs, rockets, bid, field):
    with pytest.raises(RuleError) as err:
        multiplier(bombs, rockets, bid=bid)
    assert err.value.field == field


# --- Properties -----------------------------------------------------------------------------------

RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]
SUITS = "SHDC"


def _set(rank_index: int, count: int) -> list[str]:
    return [RANKS[rank_index] + s for s in SUITS[:count]]


@st.composite
def combinations(draw) -> list[str]:
    """A random legal combination of any type."""
    kind = draw(st.sampled_from(list(Kind)))
    if kind is Kind.ROCKET:
        return ["BJ", "RJ"]
    size = {Kind.SINGLE: 1, Kind.PAIR: 2, Kind.TRIO: 3, Kind.BOMB: 4}.get(kind)
    if size is not None:
        if size == 1 and draw(st.booleans()):
            return [draw(st.sampled_from(["BJ", "RJ"]))]
        return _set(draw(st.integers(0, 12)), size)
    chains = {
        Kind.SEQUENCE: (1, 5),
        Kind.PAIR_SEQUENCE: (2, 3),
        Kind.AIRPLANE: (3, 2),
        Kind.AIRPLANE_SINGLES: (3, 2),
        Kind.AIRPLANE_PAIRS: (3, 2),
    }
    size, least = chains.get(kind, (4 if kind.value.startswith("four") else 3, 1))
    width = 1 if least == 1 else draw(st.integers(least, min(12, least + 3)))
    top_limit = 12 if width == 1 else 11  # sequences stop at the ace (index 11)
    top = draw(st.integers(width - 1, top_limit))
    main = list(range(top - width + 1, top + 1))
    cards = [c for r in main for c in _set(r, size)]
    added = {Kind.TRIO_SINGLE: 1, Kind.TRIO_PAIR: 1, Kind.FOUR_TWO: 2, Kind.FOUR_TWO_PAIRS: 2}.get(
        kind, width
    )
    if kind in (Kind.SEQUENCE, Kind.PAIR_SEQUENCE, Kind.AIRPLANE):
        return cards
    others = [r for r in range(13) if r not in main]
    if kind in (Kind.TRIO_PAIR, Kind.AIRPLANE_PAIRS, Kind.FOUR_TWO_PAIRS):
        ranks = draw(st.lists(st.sampled_from(others), min_size=added, max_size=added, unique=True))
        return cards + [c for r in ranks for c in _set(r, 2)]
    ranks = draw(st.lists(st.sampled_from(others), min_size=added, max_size=added, unique=True))
    return cards + [_set(r, 1)[0] for r in ranks]


@given(combinations(), st.randoms())
def test_constructed_combinations_are_recognised_in_any_order(cards, rnd):
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    assert classify(shuffled) is not None
    assert {(r.kind, r.rank) for r in readings(shuffled)} == {(r.kind, r.rank) for r in readings(cards)}


@given(combinations(), combinations())
def test_beats_is_never_true_both_ways(a, b):
    assume(not set(a) & set(b))  # one pack: no card in both plays
    assert not (beats(a, b)[0] and beats(b, a)[0])


@given(combinations())
def test_a_bomb_beats_every_non_bomb_non_rocket(cards):
    found = classify(cards)
    assert found is not None
    rank = next(r for r in RANKS if r not in {c[:-1] for c in cards})  # a bomb from the rest of the pack
    bomb = [rank + s for s in SUITS]
    if found.kind not in (Kind.BOMB, Kind.ROCKET):
        assert beats(cards, bomb) == (True, "Bombs beat everything but a higher bomb or the rocket.")


@given(combinations())
def test_the_rocket_beats_everything(cards):
    assume(not {"BJ", "RJ"} & set(cards))
    assert beats(cards, ["BJ", "RJ"])[0]


def test_the_tools_plain_jokers_take_the_colours_left():
    # the picker has one plain joker: the previous play's is the black one, the new play's the red one
    said = run_tool("doudizhu/beats", {"previous": "JK", "play": "JK"})
    assert said["beats"] is True
    with pytest.raises(ToolError, match="The pack has two jokers"):
        run_tool("doudizhu/beats", {"previous": "BJ RJ", "play": "JK"})


@pytest.mark.parametrize(("previous", "play"), [("3S", "3S"), ("7S 7H", "7H 7D 7C"), ("BJ RJ", "RJ")])
def test_a_card_cannot_be_in_both_plays(previous, play):
    # "54 card deck": one pack has one of each card, so the play to beat and the new play share none
    with pytest.raises(CardError, match="cannot be in both plays: the pack has one of each card"):
        beats(previous, play)
