"""Couillon (couillon.txt): each test quotes the sentence it checks, with the arithmetic in a comment.

Seats: Ann 0, Bob 1, Cid 2, Dee 3; Ann & Cid (column 0) against Bob & Dee (column 1). Ann deals first, so
Bob calls first, then Cid (the dealer's partner), Dee, and Ann last. The sheet counts +1 per line or mark
removed and −1 per mark added, so a total is five less the work left on that side's half of the board.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.games.card_points import count_points
from scorekeeper.games.couillon.rules import MOST_POINTS, CouillonOptions, Half, multiplier
from scorekeeper.games.tricks import legal_plays_for, winner_for
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee")
GAME = Driver("couillon", NAMES, CouillonOptions)
start, play, refused = GAME.start, GAME.play, GAME.refused


def accepted(taker, trump="H"):
    return ("contract", {"taker": taker, "trump": trump})


def won(winner):
    return ("result", {"winner": winner})


def deals(match, *outcomes):
    """Deals of (who accepted, which side won or "tie")."""
    for taker, winner in outcomes:
        match = play(match, accepted(taker), won(winner))
    return match


def board(match):
    return [list(half) for half in match.played[-1].facts["board"]]


# --- Determining trumps -----------------------------------------------------------------------------------


def test_the_dealers_left_accepts_or_declines_then_the_turn_passes_to_the_left():
    # "The player to the left of the dealer may either accept the suit of the upcard as trump or decline it.
    # If they choose not to accept it, the turn passes to the left, and the dealer's partner then has the
    # right to accept or decline it."
    match = start()
    prompt = GAME.prompt(match)
    assert prompt.phase == "call" and prompt.actor == 1 and prompt.data["quick"]
    refused(match, "call", {"player": 3, "call": "pass"}, "It is Bob's turn to call, not Dee's", "player")
    match = play(match, ("call", {"player": 1, "call": "pass"}))
    assert GAME.prompt(match).actor == 2  # Cid, Ann's partner
    match = play(match, ("call", {"player": 2, "call": "S"}))
    prompt = GAME.prompt(match)
    assert prompt.phase == "result" and prompt.title == "Deal 1 · Cid accepted ♠"
    assert prompt.data["acceptors"] == 0 and prompt.data["trump"] == "S"


def test_a_call_is_a_suit_or_decline():
    match = start()
    refused(match, "call", {"player": 1, "call": ""}, "Tap Decline, or the upcard's suit", "call")
    refused(match, "call", {"player": 1, "call": "X"}, "Accept", "call")


def test_all_four_reject_the_bottom_card_makes_trumps_and_nobody_takes_a_mark():
    # "If all four players reject the upcard as the trump suit, turn up the bottom card of the stub. This
    # suit then becomes the trump suit."
    match = play(start(), *[("call", {"player": s, "call": "pass"}) for s in (1, 2, 3, 0)])
    prompt = GAME.prompt(match)
    assert prompt.phase == "bottom" and prompt.title == "Deal 1 · Ann deals · all declined"
    refused(match, "call", {"player": 1, "call": "pass"}, "Now the table records bottom")
    refused(match, "bottom", {"trump": ""}, "The bottom card: choose a suit", "trump")
    match = play(match, ("bottom", {"trump": "C"}))
    assert GAME.prompt(match).title == "Deal 1 · all declined · bottom card ♣"
    match = play(match, won(1))
    # Nobody accepted: Bob & Dee erase a line (+1), Ann & Cid take no mark (0).
    assert match.played[-1].row.points == (0, 1)
    assert board(match) == [[5, 0], [4, 0]]


def test_the_bottom_card_only_after_four_declines():
    refused(start(), "bottom", {"trump": "C"}, "Now the table records call")


def test_the_outcome_alone_who_accepted_or_nobody():
    match = play(start(), accepted(3, "D"))
    assert GAME.prompt(match).title == "Deal 1 · Dee accepted ♦"
    match = play(start(), ("contract", {"taker": "none", "trump": "S"}))
    assert GAME.prompt(match).phase == "result" and GAME.prompt(match).data["acceptor"] is None
    refused(start(), "contract", {"taker": "", "trump": "S"}, "Tap who accepted trumps, or Nobody", "taker")
    refused(start(), "contract", {"taker": 1, "trump": ""}, "Trumps: choose a suit", "trump")
    started = play(start(), ("call", {"player": 1, "call": "pass"}))
    refused(started, "contract", {"taker": 2, "trump": "S"}, "being recorded one by one", "taker")


# --- Scoring ----------------------------------------------------------------------------------------------


def test_the_winners_erase_a_line():
    # "Whichever team collected more points wins the hand. They erase one of the lines from their half"
    match = deals(start(), (0, 0))  # Ann accepted, Ann & Cid won
    assert match.played[-1].row.points == (1, 0)  # one line erased: +1
    assert board(match) == [[4, 0], [5, 0]]
    assert match.played[-1].row.summary == "Ann accepted ♥ · Ann & Cid won"


def test_the_side_that_accepted_and_lost_adds_a_mark():
    # "If the side that accepted trumps lost, they add a mark to one of the lines."
    match = deals(start(), (1, 0))  # Bob accepted, Ann & Cid won
    assert match.played[-1].row.points == (1, -1)  # Ann & Cid erase a line, Bob & Dee take a mark
    assert board(match) == [[4, 0], [5, 1]]
    assert match.played[-1].row.notes[1] == "accepted ♥ · +1 mark"


def test_a_marked_line_needs_two_wins():
    # "This line now counts double; to be erased, two wins are needed (one to remove the mark, and another
    # to remove the line)."
    match = deals(start(), (1, 0), (1, 1))
    assert board(match)[1] == [5, 0]  # the first win removes the mark: 5 lines, 0 marks
    match = deals(match, (1, 1))
    assert board(match)[1] == [4, 0]  # the second erases the line
    assert match.totals == (1, 1)  # Bob & Dee: −1 + 1 + 1


def test_a_tie_scores_nothing_and_the_next_deal_with_a_winner_counts_double():
    # "If the partnerships scored an equal amount of points, neither team scores for the hand. Instead, the
    # next hand with a winner counts double."
    match = deals(start(), (0, "tie"))
    assert match.played[-1].row.points == (0, 0)
    assert "the next deal with a winner counts double" in match.played[-1].row.summary
    assert GAME.prompt(match).data["times"] == 2
    match = deals(match, (1, 0))  # Bob accepted and lost: doubled
    assert match.played[-1].row.points == (2, -2)  # two lines erased, two marks
    assert board(match) == [[3, 0], [5, 2]]
    assert "(doubled)" in match.played[-1].row.summary
    assert GAME.prompt(match).data["times"] == 1


def test_only_the_win_doubled_as_an_option():
    match = deals(start(doubled="win"), (0, "tie"), (1, 0))
    assert match.played[-1].row.points == (2, -1)  # two lines erased, one mark


def test_several_ties_in_a_row():
    # Default: still double. Option "each": 1 + 2 ties = triple.
    assert deals(start(), (0, "tie"), (0, "tie"), (0, 0)).played[-1].row.points == (2, 0)
    assert deals(start(ties="each"), (0, "tie"), (0, "tie"), (0, 0)).played[-1].row.points == (3, 0)
    assert multiplier([False, True, True, True], "each") == 4 and multiplier([True, False], "each") == 1


def test_every_line_marked_stack_or_no_further_mark():
    assert Half(1, 1).mark(1, "stack")[0] == Half(1, 2)
    half, lines = Half(1, 1).mark(1, "one_per_line")
    assert half == Half(1, 1) and lines[0].points == 0


def test_a_doubled_win_on_the_last_line_erases_just_that_line():
    half, lines = Half(1).win(2)
    assert half == Half(0) and len(lines) == 1


def test_the_game_ends_when_a_partnership_erases_all_of_their_lines():
    # "Game play continues until one partnership erases all of their lines. That team wins the game."
    match = deals(start(), *[(1, 0)] * 4)
    assert not match.is_over and board(match) == [[1, 0], [5, 4]]
    match = deals(match, (1, 0))
    assert match.is_over and match.winners == (0,)
    assert GAME.result(match) == "Ann & Cid win 5 to −5"  # five lines erased; five marks against
    refused(match, "result", {"winner": 0}, "The game is over")


def test_fewer_lines_as_an_option():
    match = deals(start(lines=2), (0, 1), (2, 1))
    assert match.is_over and match.winners == (1,) and match.totals == (-2, 2)


def test_the_deal_passes_to_the_left():
    # "The deal passes to the left"
    match = deals(start(), (0, 0))
    assert match.deal.dealer == 1 and GAME.prompt(match).actor == 2


# --- Card points ------------------------------------------------------------------------------------------


def test_card_points_decide_the_winner():
    # "Aces are worth four points, kings are worth three, queens are worth two, and jacks are worth one."
    # Ann & Cid took AS KH QD (4 + 3 + 2 = 9), Bob & Dee JC AH (1 + 4 = 5): Ann & Cid win.
    ours, theirs = count_points("couillon", "AS KH QD 10S").total, count_points("couillon", "JC AH 9D").total
    assert (ours, theirs) == (9, 5)
    match = play(start(), accepted(1), ("result", {"points": [ours, theirs]}))
    assert match.played[-1].row.points == (1, -1)
    assert match.played[-1].facts["card_points"] == [9, 5]
    assert match.played[-1].facts["card_points_at_most"] == MOST_POINTS
    assert match.played[-1].row.notes == ("9 points · a line erased", "accepted ♥ · 5 points · +1 mark")
    equal = play(start(), accepted(1), ("result", {"points": [7, 7]}))
    assert equal.played[-1].facts["winner"] is None


def test_card_point_refusals():
    match = play(start(), accepted(1))
    refused(match, "result", {"points": [30, 20]}, "40 points at most: 30 \\+ 20 is 50", "points")
    refused(match, "result", {"points": [41, 0]}, "card points", "points.0")
    refused(match, "result", {"points": [9, 5], "winner": 1}, "disagree", "winner")
    refused(match, "result", {}, "Tap the side that collected more points", "winner")
    refused(match, "result", {"winner": 2}, "The side with more points", "winner")


def test_a_trump_may_be_played_to_any_trick():
    # "A player may play a trump to any trick. If they do not have or don't want to play a trump, they must
    # play a card of suit led, if able."
    assert legal_plays_for("couillon", "S", "7S KH AC", "9H") == ["7S", "KH"]
    # "The highest card of the suit led, or the highest trump if any were played, wins the trick."
    assert winner_for("couillon", "S", ["10H", "AH", "7S", "KH"]) == 2


# --- Invariants -------------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["stack", "one_per_line"]), st.sampled_from(["both", "win"]))
def test_the_totals_are_the_lines_less_the_work_left(seed, full_marks, doubled):
    """Every deal: one side at most gains (the winner, by the multiplier unless it runs out of lines), only
    the accepting side loses; a total is always five less that half's lines and marks."""
    rng = Random(seed)
    match = start(full_marks=full_marks, doubled=doubled)
    while not match.is_over:
        match = _random_deal(match, rng)
        record = match.played[-1]
        facts, points = record.facts, record.row.points
        for side in (0, 1):
            lines, marks = facts["board"][side]
            assert match.totals[side] == 5 - lines - marks
            if full_marks == "one_per_line":
                assert marks <= lines
        if facts["winner"] is None:
            assert points == (0, 0)
        else:
            loser = 1 - facts["winner"]
            assert 1 <= points[facts["winner"]] <= facts["times"]
            assert points[loser] <= 0 and (points[loser] == 0 or facts["acceptors"] == loser)
    assert any(half[0] == 0 for half in board(match))


def _random_deal(match, rng):
    taker = rng.choice([0, 1, 2, 3, "none"])
    return play(match, ("contract", {"taker": taker, "trump": "S"}), won(rng.choice([0, 1, "tie"])))


def test_the_won_trick_piles_tapped_in_are_counted():
    # "Aces are worth four points, kings are worth three, queens are worth two, and jacks are worth one. Tens
    # and nines have no point value." Ann & Cid: AS KS QS JS = 4 + 3 + 2 + 1 = 10 against AH 10H 9H 7H = 4:
    # Ann & Cid win the hand and erase a line.
    match = play(start(), accepted(0), ("result", {"cards": ["AS KS QS JS", "AH 10H 9H 7H"]}))
    assert match.played[-1].facts["card_points"] == [10, 4]
    assert match.played[-1].facts["winner"] == 0


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        (["AS KS QS", ""], "Tricks have four cards, so Ann & Cid's 3 cards are not whole tricks"),
        (["AS KS QS JS AH KH QH JH AD KD QD JD", "AC KC QC JC 10C 9C 8C 7C"], "Only 4 tricks are played"),
        (["AS KS QS JS", "AS 10H 9H 7H"], "AS"),
    ],
)
def test_won_trick_piles_that_cannot_be_are_refused(cards, message):
    refused(play(start(), accepted(0)), "result", {"cards": cards}, message)
