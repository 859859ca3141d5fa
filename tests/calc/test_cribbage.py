"""Cribbage show and pegging, checked against rules/cribbage-five-card.txt (and the six-card variant)."""

from itertools import accumulate, combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.calc.cribbage import (
    FIVE_CARD,
    SIX_CARD,
    Pegging,
    Shown,
    his_heels,
    is_go,
    peg,
    peg_progress,
    pegging_words,
    read_cut,
    read_show,
    show,
    shown_what,
)
from scorekeeper.cards import CardError, parse_card, standard_52
from scorekeeper.core import RuleError, ScoreLine

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


# --- Pegging ---------------------------------------------------------------------------------------


def test_pegging_run_example_four_two_three_five_six():
    # "The player of the 3 scores 3 for a run, then the player of the 5 scores 4, and the player of the 6
    # scores 5."
    result = peg(["4S", "2H", "3D", "5C", "6S"])
    assert result.as_dict()["points"] == [0, 0, 3, 4, 5]
    assert result.as_dict()["counts"] == [4, 6, 9, 14, 20]


def test_pegging_run_example_four_two_three_four_three():
    # 4-2-3 scores 3, 2-3-4 scores 3, "the second 3 scores nothing because the 3 does not complete a run"
    assert peg(["4S", "2H", "3D", "4C", "3S"]).as_dict()["points"] == [0, 0, 3, 3, 0]


def test_pegging_run_example_four_two_six_five_three():
    # "The final 3 scores 5 points for a 5-card run. Nothing is scored before then"
    assert peg(["4S", "2H", "6D", "5C", "3S"]).as_dict()["points"] == [0, 0, 0, 0, 5]


def test_pegging_fifteen_scores_two():
    # 10 + 5 = 15: fifteen two
    assert peg(["KS", "5H"]).plays[1].lines[0].label == "fifteen"
    assert peg(["KS", "5H"]).as_dict()["points"] == [0, 2]


def test_pegging_thirty_one_scores_two_and_no_last_card():
    # K K (pair 2), 10 + 10 + 8 + 3 = 31 (2); "It is not possible to make both these scores at once":
    # last 0, total 2 + 2 = 4
    result = peg(["KS", "KH", "8D", "3C"]).as_dict()
    assert result["points"] == [0, 2, 0, 2]
    assert (result["last"], result["total"]) == (0, 4)


def test_pegging_last_card_below_thirty_one_scores_one():
    # 10 + 10 + 9 = 29: the player of the 9 pegs 1 for last card; total 0 + 1
    result = peg(["KS", "QH", "9D"]).as_dict()
    assert (result["last"], result["total"]) == (1, 1)
    assert result["lines"][-1] == {"label": "last card", "points": 1, "cards": ["9D"], "play": 2}


def test_pegging_pair_pair_royal_double_pair_royal():
    # 7, 7 (pair 2), 7 (pair royal 6), 7 (double pair royal 12), count 28, last card 1: total 21
    result = peg(["7S", "7H", "7D", "7C"]).as_dict()
    assert result["points"] == [0, 2, 6, 12]
    assert result["total"] == 21


def test_pegging_ten_and_queen_are_no_pair():
    # "a 10 and a queen do NOT make a pair even though they are both worth 10 points"
    assert peg(["10S", "QH"]).as_dict()["points"] == [0, 0]


def test_pegging_queen_king_ace_is_no_run():
    # "ace is low so for example ace-king-queen is not a run"
    assert peg(["QS", "KH", "AD"]).as_dict()["points"] == [0, 0, 0]


def test_pegging_pair_needs_the_same_rank_immediately_before():
    # 7, 8, 7: no pair (the 8 intervenes); 7+8 = 15 scores 2 on the 8
    assert peg(["7S", "8H", "7D"]).as_dict()["points"] == [0, 2, 0]


def test_pegging_card_past_thirty_one_is_refused():
    # 10 + 10 + 10 = 30, a 2 would make 32
    with pytest.raises(CardError, match="2H cannot be played: it would take the count from 30 to 32"):
        peg(["KS", "QS", "JS", "2H"])


def test_five_card_play_stops_at_thirty_one():
    # "you only play up to 31 once"
    with pytest.raises(CardError, match="2H cannot be played: the play ended when the count reached 31"):
        peg(["KS", "QS", "JS", "AC", "2H"])


def test_five_card_play_ends_when_neither_can_go():
    result = peg(["KS", "QS", "9S", "go"]).as_dict()
    assert (result["last"], result["total"]) == (1, 1)
    with pytest.raises(CardError, match="neither player could play on"):
        peg(["KS", "QS", "9S", "go", "AH"])


def test_five_card_play_has_at_most_six_cards():
    with pytest.raises(CardError, match="at most 6 cards, not 7"):
        peg(["AS", "AH", "2S", "2H", "3S", "3H", "4S"])


def test_six_card_count_restarts_after_thirty_one():
    # 10 5 (15: 2) 10 6 (31: 2), restart: 2 3 4 (run 3) A (run 4), count 10, last card 1: total 12
    result = peg(["10S", "5S", "KH", "6D", "2C", "3C", "4C", "AH"], variant="six-card").as_dict()
    assert result["points"] == [0, 2, 0, 2, 0, 0, 3, 4]
    assert result["counts"] == [10, 15, 25, 31, 2, 5, 9, 10]
    assert (result["last"], result["total"]) == (1, 12)


def test_six_card_go_scores_one_and_restarts_the_count():
    # K Q 9 = 29, go: the 9 pegs 1; restart: 5 10 = 15 scores 2; last card 1: total 4
    result = peg(["KS", "QS", "9S", "go", "5H", "10H"], variant="six-card").as_dict()
    assert result["points"] == [0, 0, 1, 0, 2]
    assert result["counts"] == [10, 20, 29, 5, 15]
    assert result["total"] == 4


def test_six_card_runs_and_pairs_do_not_cross_a_restart():
    # 9 10 J (run 3), 2 makes 9 + 10 + 10 + 2 = 31 (2); the count restarts, so the next 2 is no pair
    result = peg(["9S", "10S", "JS", "2H", "2D"], variant="six-card").as_dict()
    assert result["points"] == [0, 0, 3, 2, 0]


def test_a_go_at_count_zero_changes_nothing():
    assert peg(["go", "KS", "5H"]).as_dict()["points"] == [0, 2]


def test_unfinished_play_has_no_last_card_yet():
    assert peg(["KS", "QS"], finished=False).as_dict()["last"] == 0


def test_pegging_duplicate_card_is_refused():
    with pytest.raises(CardError, match="KS appears twice"):
        peg(["KS", "KS"])


# --- The play under way (peg_progress) ------------------------------------------------------------


def test_progress_gives_the_count_and_no_last_card_yet():
    progress = peg_progress(["KS", "5H"])
    assert (progress.count, progress.over) == (15, "")
    assert progress.result.as_dict()["points"] == [0, 2] and progress.result.last == 0


def test_progress_scores_a_six_card_go_as_soon_as_it_is_called():
    # K Q 9 = 29, neither can play: the 9 pegs 1 for the go now, and the count starts again at 0.
    progress = peg_progress(["KS", "QS", "9S", "go"], variant="six-card")
    assert progress.count == 0 and progress.result.as_dict()["points"] == [0, 0, 1]
    # The same points as once the next card is played.
    later = peg(["KS", "QS", "9S", "go", "5H"], variant="six-card", finished=False)
    assert later.as_dict()["points"][:3] == [0, 0, 1]


def test_progress_after_thirty_one():
    assert peg_progress(["KS", "KH", "8D", "3C"]).over == "the count reached 31"
    six = peg_progress(["KS", "KH", "8D", "3C"], variant="six-card")
    assert (six.count, six.over) == (0, "")


def test_progress_of_a_five_card_play_ended_by_go():
    progress = peg_progress(["KS", "QS", "9S", "go"])
    assert progress.over == "neither player could play on" and progress.count == 29


def test_progress_of_no_play_and_peg_unchanged():
    assert peg_progress([]).count == 0
    assert peg(["KS", "QS", "9S", "go"], variant="six-card").as_dict()["last"] == 1


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


def brute_force_play_points(cards: list[str]) -> int:
    """What the latest card pegs: count 15/31, same ranks just before it, longest run of latest cards."""
    number = [rank_number(c) for c in cards]
    count = sum(pips(c) for c in cards)
    points = 2 * (count in (15, 31))
    same = next((k for k in range(len(number), 0, -1) if len(set(number[-k:])) == 1), 1)
    points += {2: 2, 3: 6, 4: 12}.get(same, 0)
    for k in range(len(number), 2, -1):
        if sorted(number[-k:]) == list(range(min(number[-k:]), min(number[-k:]) + k)):
            return points + k
    return points


@settings(max_examples=300, deadline=None)
@given(st.permutations(DECK))
def test_five_card_pegging_agrees_with_brute_force(deck):
    played: list[str] = []
    for card in deck[:6]:
        if sum(map(pips, [*played, card])) > 31:
            break
        played.append(card)
    result = peg(played).as_dict()
    assert result["points"] == [brute_force_play_points(played[: i + 1]) for i in range(len(played))]
    assert result["counts"] == list(accumulate(map(pips, played)))
    assert result["last"] == (0 if result["counts"][-1] == 31 else 1)
    assert result["total"] == sum(result["points"]) + result["last"]


# --- The play of a deal, entry by entry (Pegging) ------------------------------------------------

NAMES = ("Ann", "Bob")


def played(*plays: tuple[int, str], variant: str = FIVE_CARD, lead: int = 1) -> Pegging:
    """The play after each (seat, card); Bob (1) leads unless ``lead`` says otherwise."""
    play = Pegging(turn=lead)
    for seat, card in plays:
        play = play.play(seat, parse_card(card), variant)
    return play


def refused(check) -> tuple[str, str | None]:
    with pytest.raises(RuleError) as error:
        check()
    return error.value.message, error.value.field


def test_the_turn_alternates_and_each_card_pegs_as_the_calculator_says():
    # Bob 7H (7), Ann 8S (15: "fifteen two"), Bob 8D (23: a pair).
    play = played((1, "7H"), (0, "8S"))
    assert (play.turn, play.count(FIVE_CARD), play.cards_left(FIVE_CARD)) == (1, 15, (2, 2))
    assert play.as_dict(FIVE_CARD) == {
        "count": 15,
        "plays": [
            {"seat": 1, "card": "7H", "count": 7, "points": 0, "labels": []},
            {"seat": 0, "card": "8S", "count": 15, "points": 2, "labels": ["fifteen"]},
        ],
        "cards_left": [2, 2],
        "on_go": [],
        "can_go": False,
    }
    moves = played((1, "7H"), (0, "8S"), (1, "8D")).moves(FIVE_CARD)
    assert [(m.seat, m.card, m.said, m.lines[0].label) for m in moves] == [
        (0, "8S", "a fifteen", "fifteen"),
        (1, "8D", "a pair", "pair"),
    ]


def test_a_go_lets_the_other_player_carry_on_and_five_card_ends_when_neither_can():
    # Bob KS 10, Ann QS 20, Bob 9S 29: Ann cannot play on, says go; Bob plays his last card AS (30)
    # and, with neither able to play, the five-card play is over: Bob has the last card.
    play = played((1, "KS"), (0, "QS"), (1, "9S"))
    after_go = play.go(0, FIVE_CARD)
    assert (after_go.turn, after_go.on_go) == (1, frozenset({0}))
    over = after_go.play(1, parse_card("AS"), FIVE_CARD)
    assert over.over and over.turn is None
    assert over.result(FIVE_CARD).last_line == ScoreLine("last card", 1, ("AS",))
    assert over.moves(FIVE_CARD)[-1].said == "the last card"


def test_six_card_restarts_the_count_after_a_go_with_one_for_the_go():
    # The same play in six-card: after Bob's AS (30) neither can play on, so Bob pegs 1 for the go and
    # the count starts again from 0, led by Ann.
    play = played((1, "KS"), (0, "QS"), (1, "9S"), variant=SIX_CARD).go(0, SIX_CARD)
    play = play.play(1, parse_card("AS"), SIX_CARD).go(1, SIX_CARD)
    assert (play.count(SIX_CARD), play.turn, play.over, play.plays[-1]) == (0, 0, False, (None, "go"))
    assert [(m.seat, m.card, m.said) for m in play.moves(SIX_CARD)] == [(1, "AS", "the go")]
    assert play.rows(SIX_CARD)[-1] == {"seat": 1, "go": True, "points": 1}
    # Five-card: 31 ends the play ("you only play up to 31 once"); six-card: the next player leads again.
    assert played((1, "KS"), (0, "QS"), (1, "AS"), (0, "10D")).over
    again = played((1, "KS"), (0, "QS"), (1, "AS"), (0, "10D"), variant=SIX_CARD)
    assert (again.over, again.turn, again.count(SIX_CARD)) == (False, 1, 0)


def test_entries_out_of_turn_or_past_31_are_refused():
    play = played((1, "KS"), (0, "QS"), (1, "9S"))  # count 29, Ann to play
    assert play.verify_turn(None, NAMES, FIVE_CARD) == 0
    assert refused(lambda: play.verify_turn(1, NAMES, FIVE_CARD)) == (
        "It is Ann's turn to play, not Bob's.",
        "player",
    )
    assert refused(lambda: play.go(0, FIVE_CARD).verify_turn(0, NAMES, FIVE_CARD))[0] == (
        "Ann has said go, so it is Bob's turn to play, not Ann's."
    )
    assert refused(lambda: play.verify_play(0, parse_card("5S"), FIVE_CARD, NAMES, "2C")) == (
        "Ann cannot play 5S: the count would go from 29 to 34, past 31.",
        "card",
    )
    assert refused(lambda: play.verify_play(0, parse_card("KS"), FIVE_CARD, NAMES, "2C"))[0] == (
        "KS has already been played this deal, by Bob."
    )
    assert refused(lambda: play.verify_play(0, parse_card("2C"), FIVE_CARD, NAMES, "2C"))[0] == (
        "2C is the start card: it cannot be played."
    )
    play.verify_go(0, FIVE_CARD, NAMES)  # at 29 a go is allowed
    assert refused(lambda: Pegging(turn=1).verify_go(1, FIVE_CARD, NAMES))[0] == (
        "Bob cannot say go at a count of 0: any card can be played without passing 31."
    )


def test_how_a_pegging_score_is_said():
    assert pegging_words([ScoreLine("fifteen", 2), ScoreLine("pair", 2)]) == "a fifteen and a pair"
    assert pegging_words([ScoreLine("run of 4", 4)]) == "a run of four"
    assert is_go(" GO ") and not is_go("5H") and not is_go(None)


# --- The cut and the show, as entered ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ({"dealer": 1}, 1),
        # "The player cutting the lower card deals" (ace low): 5H beats KD, AD beats KH.
        ({"cards": ["5H", "KD"]}, 0),
        ({"cards": ["KH", "AD"]}, 1),
    ],
)
def test_the_cut_decides_the_first_dealer(payload, expected):
    assert read_cut(payload, NAMES)[0] == expected


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ({"cards": ["AH", "AD"]}, ("Both cut an ace: cut again.", "cards")),
        ({"cards": ["AH", "AH"]}, ("Ann and Bob cannot both cut AH: the pack has one.", "cards.1")),
        ({"cards": ["AH", "2D"], "dealer": 0}, ("Enter the cards cut or who deals, not both.", "dealer")),
        ({}, ("Enter the card each player cut, or who deals first.", "cards")),
        ({"cards": ["7H"]}, ("Enter the card each of the two players cut.", "cards")),
        ({"cards": ["7H", ""]}, ("Enter the card Bob cut, such as 7H.", "cards.1")),
    ],
)
def test_a_cut_that_cannot_decide_is_refused(payload, expected):
    assert refused(lambda: read_cut(payload, NAMES)) == expected


# Bob (1) led 7H and 8D, Ann (0) played 8S; the start card is 5S.
PLAYED = Pegging(plays=((1, "7H"), (0, "8S"), (1, "8D")), over=True)


def shown(payload, seat=1, crib=False, before=()):
    return read_show(payload, FIVE_CARD, seat, crib, NAMES, starter="5S", play=PLAYED, shown=before)


def test_a_hand_is_shown_by_its_cards_or_its_points():
    # Bob's 7H 8D 9C with the 5S: fifteen two (7 + 8), and a run of three is five.
    hand = shown({"cards": "7H 9C 8D"})
    assert (hand.points, hand.part, hand.cards) == (5, "hand", ("7H", "9C", "8D"))
    assert [line.label for line in hand.lines] == ["hand: fifteen", "hand: run of 3"]
    assert hand.as_dict(NAMES)["said"] == "fifteen two, and a run is five"
    table = shown({"points": 5})
    assert table == Shown(1, False, (), None, 5)
    assert table.lines == (ScoreLine("hand: counted at the table", 5),)
    assert table.as_dict(NAMES) == {
        "what": "Bob's hand",
        "cards": [],
        "points": 5,
        "said": "counted at the table",
        "lines": [],
    }
    assert shown_what(NAMES, 0, False) == "Ann's hand" and shown_what(NAMES, 1, True) == "the crib"


@pytest.mark.parametrize(
    ("payload", "seat", "crib", "expected"),
    [
        ({"cards": "JC QC 4D"}, 0, False, "Ann's hand must hold 8S, which Ann played."),
        ({"cards": "7H 9C"}, 1, False, "Bob's hand has 3 cards besides the start card, not 2."),
        ({"points": 25}, 1, False, "Bob's hand cannot be more than 20."),
        (
            {"cards": "8D 7H 9C", "points": 3},
            1,
            False,
            "Enter the 3 cards of Bob's hand or the points it counts, not both.",
        ),
        ({}, 1, True, "Enter the 4 cards of the crib or the points it counts, one or the other."),
        ({"cards": "5C 9C 7H 2S"}, 1, True, "The crib cannot hold 7H: Bob played it."),
        ({"cards": "5S 9C 3D 2S"}, 1, True, "The crib cannot hold 5S: it is the start card."),
        ({"cards": "5C 9C 10D 2S"}, 1, True, "The crib cannot hold 10D: it is in Ann's hand."),
    ],
)
def test_a_show_that_cannot_be_so_is_refused(payload, seat, crib, expected):
    before = (Shown(0, False, ("10D", "2C", "3C"), None, 0),)
    assert refused(lambda: shown(payload, seat, crib, before))[0] == expected
