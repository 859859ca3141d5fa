"""Cribbage pegging (the play scored card by card), checked against rules/cribbage-five-card.txt."""

from itertools import accumulate

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import CardError, standard_52
from scorekeeper.games.cribbage.play import peg, peg_progress

DECK = [str(c) for c in standard_52()]
RANK_NUMBERS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def rank_number(card: str) -> int:
    return RANK_NUMBERS.get(card[:-1]) or int(card[:-1])


def pips(card: str) -> int:
    return min(rank_number(card), 10)


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
