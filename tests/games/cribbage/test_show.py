"""The cribbage show, checked against rules/cribbage-five-card.txt (and the six-card variant)."""

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import CardError, standard_52
from scorekeeper.core import RuleError
from scorekeeper.games.cribbage.show import his_heels, show

DECK = [str(c) for c in standard_52()]
RANK_NUMBERS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def rank_number(card: str) -> int:
    return RANK_NUMBERS.get(card[:-1]) or int(card[:-1])


def pips(card: str) -> int:
    return min(rank_number(card), 10)


# --- The show: worked examples of the text ------------------------------------------------------


def test_seven_eight_eight_with_a_nine_starter_is_twelve():
    # "fifteen 2, fifteen 4, and a pair is 6, and a run is 9 and a run is 12"
    result = show("7H 8S 8D", "9C")
    assert result.total == 12
    assert result.breakdown == {"fifteens": 4, "pairs": 2, "runs": 6, "flush": 0, "nobs": 0}
    assert (
        result.said == "fifteen two, fifteen four, and a pair is six, and a run is nine, and a run is twelve"
    )


def test_king_jack_five_five_counts_four_fifteens():
    # K+5, K+5, J+5, J+5 = four fifteens = 8; the two fives are a pair: 8 + 2 = 10
    result = show("KH JS 5D", "5C")
    assert result.breakdown["fifteens"] == 8
    assert result.said.startswith("fifteen two, fifteen four, fifteen six, fifteen eight")
    assert result.total == 10


def test_three_of_a_kind_is_a_pair_royal_worth_six():
    # three pairs of 2 = 6; 7+7 = 14 and K+7+7 = 24 make no fifteen
    result = show("7H 7S 7D", "KC")
    assert [(line.label, line.points) for line in result.pairs] == [("pair royal", 6)]
    assert result.total == 6


def test_four_of_a_kind_is_a_double_pair_royal_worth_twelve():
    # six pairs of 2 = 12 (sevens make no fifteen)
    assert show("7H 7S 7D", "7C").pairs[0].label == "double pair royal"
    assert show("7H 7S 7D", "7C").total == 12


def test_four_fives_count_fifteens_and_the_double_pair_royal():
    # every three of the four fives is a fifteen: 4 x 2 = 8; double pair royal 12: 8 + 12 = 20
    assert show("5H 5S 5D", "5C").total == 20


def test_ace_two_three_is_a_run_of_three():
    # A+2+3+8 = 14 and no two or three of them make 15: the run alone, 3
    result = show("AH 2S 3D", "8C")
    assert result.runs[0].cards == ("AH", "2S", "3D")
    assert result.total == 3


def test_ace_is_low_so_queen_king_ace_is_no_run():
    # Q K A 2: no run; no fifteen (K+A = 11, Q+A+2 = 13)
    assert show("QH KS AD", "2C").total == 0


def test_six_seven_seven_eight_holds_two_runs_two_fifteens_and_a_pair():
    # "two runs of 3 (as well as two fifteens and a pair) and so would score 12": 6 + 4 + 2
    result = show("6H 7S 7D", "8C")
    assert result.breakdown == {"fifteens": 4, "pairs": 2, "runs": 6, "flush": 0, "nobs": 0}
    assert result.total == 12


def test_run_of_four_scores_four_not_the_runs_of_three_inside_it():
    # 9-10-J-Q scores 4; no fifteens (9+10 = 19), no pairs
    result = show("9H 10S JD", "QC")
    assert [line.points for line in result.runs] == [4]
    assert result.total == 4


def test_crib_run_of_five_scores_five():
    # "it is now possible to have a run of five cards, which scores just 5 points"; A+2+3+4+5 = 15 adds 2
    result = show("AH 2S 3D 4C", "5H", crib=True)
    assert result.breakdown["runs"] == 5
    assert result.total == 7


def test_three_card_flush_is_three_and_four_with_the_start_card():
    # 2 6 10 of hearts: no fifteen, pair or run; flush 3, or 4 when the start card is a heart
    assert show("2H 6H 10H", "KS").breakdown["flush"] == 3
    assert show("2H 6H 10H", "QH").breakdown["flush"] == 4


def test_two_hand_cards_and_the_starter_of_a_suit_are_no_flush():
    # "There is no score for having 2 hand cards and the starter all the same suit."
    result = show("2H 6H 10S", "QH")
    assert result.total == 0
    assert result.said == "nineteen (no points)"


def test_crib_flush_counts_only_with_all_five_cards():
    # crib 2 4 6 8 of hearts and a king: all even, so no fifteen; with KH all five match: flush 5,
    # with KS nothing ("a flush in the crib only scores if all four crib cards and the start card" match)
    assert show("2H 4H 6H 8H", "KH", crib=True).breakdown["flush"] == 5
    assert show("2H 4H 6H 8H", "KS", crib=True).breakdown["flush"] == 0


def test_one_for_his_nob_is_the_jack_of_the_start_cards_suit():
    # JH with a heart start card: 1; J+4 = 14, 8+4+2 = 14, no fifteen
    result = show("JH 2C 8D", "4H")
    assert result.nobs[0].cards == ("JH", "4H")
    assert result.total == 1
    assert show("JS 2C 8D", "4H").total == 0


def test_a_jack_start_card_is_his_heels_not_his_nob():
    # "If the start card is a jack, the dealer immediately pegs 2 points"
    assert show("2C 8D 4S", "JH").breakdown["nobs"] == 0
    assert his_heels("JH") == 2
    assert his_heels("QH") == 0


def test_the_same_card_counts_in_several_combinations():
    # 5 5 10 with a J: fifteens 5+10, 5+10, 5+J, 5+J = 8; pair 2 -> 10
    assert show("5H 5S 10D", "JC").total == 10


def test_said_counts_runs_of_four_flushes_and_nobs_aloud():
    # six-card hand 3 4 5 9 with a 6: 4+5+6 = 15 and 9+6 = 15 (4), run of four 3-4-5-6 (4): 8
    result = show("3H 4H 5H 9S", "6S", variant="six-card")
    assert result.said == "fifteen two, fifteen four, and a run of four is eight"
    result = show("4H 5H 6H JH", "9H", variant="six-card")
    # 4+5+6 = 15, 6+9 = 15, 5+J = 15: 6; run 4-5-6: 3; flush 5 (with starter); nob 1 -> 15
    assert result.total == 15
    assert result.said == (
        "fifteen two, fifteen four, fifteen six, and a run is nine, and a flush is fourteen, "
        "and one for his nob is fifteen"
    )


def test_six_card_hand_of_four_fives_and_the_jack_is_twenty_nine():
    # the highest hand: fifteens 8 (four fives) + 8 (jack with each five) = 16, pairs 12, nob 1 = 29
    result = show("5H 5S 5D JC", "5C", variant="six-card")
    assert result.total == 29
    assert result.said.endswith("twenty-nine")


def test_six_card_flush_is_four_in_hand_and_five_with_the_start_card_crib_only_five():
    assert show("2H 4H 6H 10H", "QS", variant="six-card").breakdown["flush"] == 4
    assert show("2H 4H 6H 10H", "QH", variant="six-card").breakdown["flush"] == 5
    assert show("2H 4H 6H 10H", "QS", variant="six-card", crib=True).breakdown["flush"] == 0


def test_show_as_dict_has_the_json_shape():
    data = show("7H 8S 8D", "9C").as_dict()
    assert set(data) == {"total", "breakdown", "lines", "said"}
    assert data["lines"][0] == {"label": "fifteen", "points": 2, "cards": ["7H", "8S"]}
    assert sum(line["points"] for line in data["lines"]) == data["total"]


@pytest.mark.parametrize(
    ("hand", "starter", "kwargs", "message"),
    [
        ("7H 8S", "9C", {}, "has 3 cards besides the start card, not 2"),
        ("7H 8S 8D 2C", "9C", {}, "not 4"),
        ("7H 8S 8D", "9C", {"crib": True}, "A crib has 4 cards"),
        ("7H 7H 8D", "9C", {}, "7H appears twice"),
        ("7H 8S 8D", "8S", {}, "8S appears twice"),
        ("7H 1S 8D", "9C", {}, "“1S” is not a card"),
        ("7H JK 8D", "9C", {}, "JK is not in the deck"),
    ],
)
def test_bad_show_cards_are_refused_with_a_reason(hand, starter, kwargs, message):
    with pytest.raises(CardError, match=message):
        show(hand, starter, **kwargs)


def test_unknown_variant_is_refused():
    with pytest.raises(RuleError, match="five-card or six-card"):
        show("7H 8S 8D", "9C", variant="seven-card")


# --- Invariants --------------------------------------------------------------------------------------


def brute_force_show(cards: list[str]) -> int:
    """Fifteens, pairs and runs of a show, from every subset: a run counts unless inside a longer run."""
    number = [rank_number(c) for c in cards]
    subsets = [s for size in range(2, len(cards) + 1) for s in combinations(range(len(cards)), size)]
    fifteens = sum(2 for s in subsets if sum(min(number[i], 10) for i in s) == 15)
    pairs = sum(2 for s in subsets if len(s) == 2 and number[s[0]] == number[s[1]])
    runs = [
        set(s)
        for s in subsets
        if len(s) >= 3
        and len({number[i] for i in s}) == len(s)
        and max(number[i] for i in s) - min(number[i] for i in s) == len(s) - 1
    ]
    return fifteens + pairs + sum(len(r) for r in runs if not any(r < other for other in runs))


@settings(max_examples=300, deadline=None)
@given(
    st.permutations(DECK).map(lambda d: d[:5]), st.sampled_from([(False, "five-card"), (True, "five-card")])
)
def test_show_agrees_with_brute_force_on_fifteens_pairs_runs(cards, crib_variant):
    crib, variant = crib_variant
    held, starter = (cards[:4], cards[4]) if crib else (cards[:3], cards[3])
    result = show(held, starter, crib=crib, variant=variant)
    combinations_only = result.total - result.breakdown["flush"] - result.breakdown["nobs"]
    assert combinations_only == brute_force_show([*held, starter])


@settings(max_examples=200, deadline=None)
@given(st.permutations(DECK).map(lambda d: d[:5]), st.randoms(use_true_random=False))
def test_show_score_does_not_depend_on_card_order(cards, rng):
    held, starter = cards[:4], cards[4]
    shuffled = list(held)
    rng.shuffle(shuffled)
    assert (
        show(shuffled, starter, variant="six-card").as_dict()
        == show(held, starter, variant="six-card").as_dict()
    )
