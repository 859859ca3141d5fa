"""Oh Hell!: every scoring system with the text's arithmetic, Boerenbridge's 80 and 100, the play-off."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.families.ruleset import GameSetup
from scorekeeper.families.schedules import SCORERS, bounced_total, hand_score
from scorekeeper.games.oh_hell.rules import BOERENBRIDGE_TARGET, preset_options
from tests.games.oh_hell.test_rules import NAMES, RULES, play_hand, refused, send, start


def points(scoring: str, bid: int | None, taken: int, cards: int = 10) -> int:
    return sum(line.points for line in hand_score(scoring, bid, taken, cards))


# --- One system each --------------------------------------------------------------------------------


@pytest.mark.parametrize(("taken", "expected"), [(2, 12), (1, 1), (3, 3)])
def test_default_one_per_trick_plus_ten_for_an_exact_bid(taken, expected):
    # "a player who bid 2 would score 12 points for winning exactly 2 tricks, but only 1 for 1 trick and
    # 3 for 3 tricks"
    assert points("trick_plus_ten", 2, taken) == expected


def test_default_exact_zero_scores_the_ten_bonus():
    # 0 tricks + 10 = 10
    assert points("trick_plus_ten", 0, 0) == 10


@pytest.mark.parametrize("scoring", ["ten_plus_bid", "op_en_neer"])
@pytest.mark.parametrize(("bid", "expected"), [(0, 10), (1, 11), (2, 12)])
def test_blackout_ten_plus_bid_when_exact(scoring, bid, expected):
    # "10 points for zero tricks, 11 for 1 trick, 12 for two tricks"; 10 op en neer: "10 points plus the bid"
    assert points(scoring, bid, bid) == expected


@pytest.mark.parametrize("scoring", ["ten_plus_bid", "op_en_neer"])
def test_blackout_missed_bid_scores_nothing(scoring):
    # "Players who take more or fewer tricks than they bid score nothing."
    assert points(scoring, 2, 3) == 0
    assert points(scoring, 2, 1) == 0
    assert [line.label for line in hand_score(scoring, 2, 1, 10)] == ["missed bid"]


def test_zero_five_exact_zero_scores_five():
    # "the usual 10-point bonus for a successful positive bid but ... only 5 points for ... zero"
    assert points("zero_five", 0, 0) == 5
    assert points("zero_five", 2, 2) == 12  # 2 + 10
    assert points("zero_five", 0, 1) == 1  # missed: 1 per trick


def test_zero_five_plus_cards_dealt():
    # "5 plus the number of cards dealt to each player for a successful zero bid": 5 + 7 = 12
    assert points("zero_five_plus_cards", 0, 0, cards=7) == 12
    assert points("zero_five_plus_cards", 0, 0, cards=1) == 6  # 5 + 1
    assert points("zero_five_plus_cards", 3, 3, cards=7) == 13  # 3 + 10


@pytest.mark.parametrize(
    ("bid", "taken", "expected"),
    [(3, 3, 30), (0, 0, 10), (3, 1, -20), (1, 4, -30), (0, 2, -20)],
)
def test_ten_per_trick_bid_and_minus_ten_per_trick_off(bid, taken, expected):
    # "10 points for each trick bid and won" (3 -> 30); "zero bid wins 10 points";
    # "loses 10 points times the difference" (3 vs 1 -> -20, 1 vs 4 -> -30)
    assert points("ten_per_trick", bid, taken) == expected


@pytest.mark.parametrize(
    ("bid", "taken", "expected"),
    [(2, 2, 25), (0, 0, 5), (2, 4, -15), (3, 2, -10)],
)
def test_five_ten_right_and_wrong(bid, taken, expected):
    # right: 5 + 10 x 2 = 25, 5 + 0 = 5; wrong: -5 - 5 x 2 = -15, -5 - 5 x 1 = -10
    assert points("five_ten", bid, taken) == expected


@pytest.mark.parametrize(("bid", "expected"), [(0, 10), (1, 11), (2, 14), (3, 19), (4, 26)])
def test_squares_exact(bid, expected):
    # "10 points for none, 11 for one, 14 for two, 19 for three, 26 for four"
    assert points("squares", bid, bid) == expected


@pytest.mark.parametrize(("bid", "taken", "expected"), [(2, 3, -1), (1, 4, -9), (4, 2, -4)])
def test_squares_missed_lose_the_square_of_the_difference(bid, taken, expected):
    # -(1 x 1), -(3 x 3), -(2 x 2)
    assert points("squares", bid, taken) == expected


def test_seven_truf_scoring():
    # "10 times the bid" (3 -> 30); "5 times the total number of tricks played for a successful zero bid"
    # (5 cards -> 25); "Unsuccessful players score 1 point per trick won" (bid 3 took 2 -> 2)
    assert points("seven_truf", 3, 3, cards=5) == 30
    assert points("seven_truf", 0, 0, cards=5) == 25
    assert points("seven_truf", 3, 2, cards=5) == 2


def test_boerenbridge_scoring():
    # "1 point for each trick won, plus a bonus of 10": 2 + 10 = 12; missed: 1; "bid and make zero ... 20"
    assert points("boerenbridge", 2, 2) == 12
    assert points("boerenbridge", 2, 1) == 1
    assert points("boerenbridge", 0, 0) == 20
    # "If your score is 80 or more ... just score 1 for each trick you win."
    assert points("boerenbridge", None, 4) == 4


def test_score_lines_explain_each_score():
    lines = hand_score("squares", 3, 3, 10)
    assert [(line.label, line.points) for line in lines] == [("exact bid bonus", 10), ("3 squared", 9)]
    lines = hand_score("five_ten", 2, 4, 10)
    assert [(line.label, line.points) for line in lines] == [("wrong", -5), ("missed by 2: 5 each", -10)]


@given(
    scoring=st.sampled_from(sorted(SCORERS)),
    cards=st.integers(1, 17),
    data=st.data(),
)
def test_an_exact_bid_never_scores_less_than_a_missed_bid_with_the_same_tricks(scoring, cards, data):
    taken = data.draw(st.integers(0, cards))
    other_bid = data.draw(st.integers(0, cards).filter(lambda b: b != taken))
    assert points(scoring, taken, taken, cards) > points(scoring, other_bid, taken, cards)


def test_every_scoring_option_scores_a_whole_game():
    # Same hand for every system: Ann bid 2 took 2, Bob bid 3 took 4, Cid 0/0, Dee 4/4 (10 cards).
    expected = {
        "trick_plus_ten": (12, 4, 10, 14),
        "ten_plus_bid": (12, 0, 10, 14),
        "zero_five": (12, 4, 5, 14),
        "zero_five_plus_cards": (12, 4, 15, 14),  # 5 + 10 cards
        "ten_per_trick": (20, -10, 10, 40),
        "five_ten": (25, -10, 5, 45),
        "squares": (14, -1, 10, 26),
        "boerenbridge": (12, 4, 20, 14),
        "seven_truf": (20, 4, 50, 40),  # zero: 5 x 10 tricks
        "op_en_neer": (12, 0, 10, 14),
    }
    assert set(expected) == set(SCORERS)
    for scoring, row in expected.items():
        state = play_hand(start(4, scoring=scoring), [2, 3, 0, 4], [2, 4, 0, 4])
        assert RULES.score_sheet(state).rows[0].points == row, scoring


# --- Boerenbridge: 80 and over, exactly 100 ------------------------------------------------------------


@pytest.mark.parametrize(
    ("total", "gain", "after"), [(95, 12, 93), (90, 10, 100), (99, 13, 88), (60, 20, 80)]
)
def test_boerenbridge_bounces_back_from_100(total, gain, after):
    # "if you go over 100 you bounce back – your excess over 100 is subtracted from 100": 107 -> 93
    assert bounced_total(total, gain, BOERENBRIDGE_TARGET) == after


def test_boerenbridge_game_80_stops_bidding_and_exactly_100_wins():
    state = RULES.start(GameSetup(NAMES[:4], preset_options("boerenbridge")))
    prompt = RULES.prompt(state)
    # "13 cards each to four players": the whole pack, so no trump is turned; "Bidding is simultaneous."
    assert (prompt.phase, prompt.data["cards"], prompt.data["trump"], prompt.data["hands"]) == (
        "bids",
        13,
        None,
        None,
    )
    for _ in range(3):  # Ann 13 + 10 = 23 a hand, the others make zero: 20 each
        state = play_hand(state, [13, 0, 0, 0], [13, 0, 0, 0])
    state = play_hand(state, [13, 1, 1, 1], [13, 0, 0, 0])  # Ann 69 + 23 = 92, the others miss: 60
    assert RULES.score_sheet(state).totals == (92, 60, 60, 60)

    prompt = RULES.prompt(state)
    assert prompt.data["not_bidding"] == [0] and 0 not in prompt.data["bid_order"]
    error = refused(state, "bids", bids=[2, 0, 0, 0])
    assert (error.message, error.field) == ("Ann has 80 or more points and does not bid.", "bids.0")
    state = play_hand(state, [None, 0, 0, 0], [13, 0, 0, 0])
    # Ann: 92 + 13 = 105, bounced to 100 - 5 = 95 (net +3); the others' zeros: 60 + 20 = 80
    sheet = RULES.score_sheet(state)
    assert sheet.totals == (95, 80, 80, 80)
    row = sheet.rows[-1]
    assert row.notes[0] == "no bid · took 13"
    assert [(line.label, line.points) for line in row.lines[0]] == [
        ("tricks (no bid)", 13),
        ("bounce back from 100", -10),
    ]
    assert not sheet.is_over

    # Everyone is on 80 or more: nobody bids, the tricks are entered straight away.
    assert RULES.prompt(state).phase == "tricks"
    state = send(state, "tricks", taken=[5, 8, 0, 0])  # Ann 95 + 5 = 100, Bob 88, Cid 80, Dee 80
    sheet = RULES.score_sheet(state)
    assert sheet.totals == (100, 88, 80, 80)
    assert sheet.is_over and sheet.winners == (0,) and sheet.target == 100
    assert RULES.prompt(state).title == "Game over · Ann wins with 100 points"


def test_boerenbridge_sequence_starts_again_until_someone_has_100():
    state = start(4, scoring="boerenbridge", sequence="down", max_cards=2, bidding="simultaneous")
    for _ in range(3):  # 2, 1, then 2 again: nobody is near 100
        cards = RULES.prompt(state).data["cards"]
        state = play_hand(state, [0, 0, 0, 0], [cards, 0, 0, 0])
    assert [row.summary.split(" · ")[0] for row in RULES.score_sheet(state).rows] == [
        "2 cards",
        "1 card",
        "2 cards",
    ]
    assert RULES.prompt(state).title.startswith("Hand 4 · 1 card")


def test_boerenbridge_has_no_play_off():
    with pytest.raises(ValueError, match="no play-off"):
        start(4, scoring="boerenbridge", playoff=True)


# --- Ties and the play-off ---------------------------------------------------------------------------


def tied_one_card_game(**options):
    """One 1-card hand for three: Ann (dealer) and Cid make zero (10 each), Bob takes the trick (1)."""
    state = start(3, sequence="down", max_cards=1, **options)
    return play_hand(state, [0, 0, 0], [0, 1, 0])


def test_a_tie_for_first_is_shown_as_a_tie():
    state = tied_one_card_game()
    sheet = RULES.score_sheet(state)
    assert sheet.totals == (10, 1, 10)
    assert sheet.is_over and sheet.winners == (0, 2)
    assert RULES.prompt(state).title == "Game over · Ann and Cid tie with 10"


def test_play_off_deals_more_maximum_hands_and_anyone_may_win():
    # "some deal further hand(s) with the maximum number of cards until a clear winner ...
    # The winner may not be any of those involved in the original tie"
    state = tied_one_card_game(playoff=True)
    prompt = RULES.prompt(state)
    assert prompt.phase == "trump" and prompt.data["playoff"] is True
    assert prompt.title == "Play-off hand 1 · 1 card · trumps to turn · Bob deals"
    # Ann and Cid tie again: both miss (0), Bob (dealer) bids 0 and misses: 1 + 1 = 2.
    state = play_hand(state, [1, 0, 1], [0, 1, 0])
    assert RULES.score_sheet(state).totals == (10, 2, 10)
    assert not RULES.score_sheet(state).is_over
    # Second play-off, Cid deals: Ann and Cid miss, Bob bids 1 and takes it: 2 + 11 = 13.
    state = play_hand(state, [1, 1, 1], [0, 1, 0])
    sheet = RULES.score_sheet(state)
    assert sheet.totals == (10, 13, 10)
    assert sheet.is_over and sheet.winners == (1,)
    assert [row.label for row in sheet.rows] == ["Hand 1", "Play-off hand 1", "Play-off hand 2"]


# --- Played for money ---------------------------------------------------------------------------------


def test_played_for_money_each_settles_the_difference_from_the_average():
    # "If the game is played for money, players pay or receive amounts corresponding to the difference of
    # their scores from the average." Two hands of 1 card, 3 players, 10 hundredths a point.
    state = start(3, sequence="fixed", fixed_hands=2, max_cards=1, stake=10, hook=False)
    state = play_hand(state, [1, 0, 0], [1, 0, 0])  # Ann 11, Bob 10, Cid 10
    state = play_hand(state, [0, 1, 0], [1, 0, 0])  # Ann 12, Bob 10, Cid 20
    sheet = RULES.score_sheet(state)
    assert sheet.is_over and sheet.totals == (12, 10, 20)  # the average is 14
    assert sheet.extras["settlement"] == ["Ann pays 0.20", "Bob pays 0.40", "Cid receives 0.60"]
    assert RULES.prompt(state).title.endswith("· Ann pays 0.20; Bob pays 0.40; Cid receives 0.60")


def test_not_for_money_by_default():
    state = start(3, sequence="fixed", fixed_hands=1, max_cards=1, hook=False)
    state = play_hand(state, [1, 0, 0], [1, 0, 0])
    assert "settlement" not in RULES.score_sheet(state).extras
    assert RULES.prompt(state).title == "Game over · Ann wins with 11 points"
