"""The score pad: every setting (the name, players or partnerships, highest or lowest wins, a target at the
end of a round or the moment it is reached, a number of rounds, the table ending it, ties shared or played
off, zero-sum), the refusals with their sentences, and two properties (zero-sum totals add up to 0; the
totals are the sum of the rounds)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.core import RuleError, describe_options, parse_options
from scorekeeper.families.ruleset import Event, GameSetup, running_totals
from scorekeeper.games.registry import get_game
from scorekeeper.games.score_pad.rules import ScorePadOptions, settings_in_words
from tests.games.driver import Driver

FOUR = ("Ann", "Bob", "Cid", "Dee")
PAD = Driver("score-pad", FOUR, ScorePadOptions)


def rounds(match, *scores):
    """Each ``scores`` list recorded as a round."""
    return PAD.play(match, *(("round", {"scores": list(s)}) for s in scores))


def totals(match):
    return PAD.score_sheet(match).totals


def over(match) -> str:
    """The game-over title ("Game over · Ann wins with 120 points"), checked to be over."""
    prompt = PAD.prompt(match)
    assert prompt.phase == "over" and PAD.score_sheet(match).is_over
    return prompt.title


def going_on(match) -> str:
    prompt = PAD.prompt(match)
    assert prompt.phase == "round" and not PAD.score_sheet(match).is_over
    return prompt.title


# --- The game's name --------------------------------------------------------------------------------------


def test_the_name_is_trimmed_kept_on_one_line_and_shown_as_the_games_title():
    options = parse_options(ScorePadOptions, {"name": "  Grandma's \n  rummy\t"})
    assert options.name == "Grandma's rummy"
    assert PAD.title(options) == "Grandma's rummy"
    assert PAD.title(ScorePadOptions()) == "Score pad"  # unnamed
    assert PAD.name == "Score pad (any other game)"  # the catalogue's line


def test_a_name_too_long_or_not_text_is_refused_with_a_sentence():
    with pytest.raises(RuleError, match=r"The game's name is too long \(at most 40 characters\)\."):
        parse_options(ScorePadOptions, {"name": "H" * 41})
    assert parse_options(ScorePadOptions, {"name": "H" * 40 + "   "}).name == "H" * 40  # trimmed first
    with pytest.raises(RuleError, match=r"The game's name must be text\."):
        parse_options(ScorePadOptions, {"name": 7})
    spec = next(s for s in describe_options(ScorePadOptions) if s.name == "name")
    assert (spec.kind, spec.maximum, spec.default) == ("text", 40, "")


def test_the_settings_are_saved_under_the_name_in_words():
    hearts = ScorePadOptions(name="Hearts", wins="lowest")
    assert PAD.saved_as(hearts) == ("Hearts", "lowest wins, ends at 100")
    assert PAD.saved_as(ScorePadOptions()) is None  # nothing to save without a name
    spades = ScorePadOptions(sides="partnerships", target=500, end="target_now", ties="play_on")
    assert settings_in_words(spades) == (
        "partnerships, highest wins, ends the moment a total reaches 500, a tie plays another round"
    )
    assert settings_in_words(ScorePadOptions(end="rounds", rounds=1, zero_sum=True)) == (
        "highest wins, 1 round, zero-sum"
    )
    assert settings_in_words(ScorePadOptions(end="table")) == "highest wins, ends when the table says so"


def test_the_record_is_the_games_own_and_other_games_save_nothing():
    assert get_game("score-pad").ruleset is PAD.ruleset
    golf = get_game("golf").ruleset
    assert golf.title(golf.Options()) == golf.name and golf.saved_as(golf.Options()) is None


# --- Highest wins, a target at the end of the round ------------------------------------------------------


def test_the_default_plays_to_100_at_the_end_of_the_round_and_the_highest_total_wins():
    match = rounds(PAD.start(), [30, 20, 10, 0], [40, 50, 10, 5])
    assert totals(match) == (70, 70, 20, 5)
    assert going_on(match) == "Round 3 · Cid deals"  # Ann dealt round 1
    # Bob reaches 100 first in the round, but the round is played out: Ann ends on 105, Bob on 100.
    match = rounds(match, [35, 30, 0, 0])
    assert over(match) == "Game over · Ann wins with 105 points"
    assert PAD.score_sheet(match).winners == (0,)


def test_two_reaching_the_target_together_the_best_total_wins_and_level_best_totals_share():
    match = rounds(PAD.start(), [90, 90, 90, 0])
    shared = rounds(match, [20, 20, 5, 0])
    assert over(shared) == "Game over · Ann and Bob tie with 110"
    assert PAD.score_sheet(shared).winners == (0, 1)
    one = rounds(match, [20, 15, 5, 0])
    assert over(one) == "Game over · Ann wins with 110 points"


def test_a_tie_at_the_target_plays_another_round_when_ties_play_on():
    match = rounds(PAD.start(ties="play_on"), [100, 100, 3, 0])
    assert going_on(match) == "Round 2 · Bob deals"
    assert over(rounds(match, [1, 0, 0, 0])) == "Game over · Ann wins with 101 points"


def test_two_players_the_result_says_both_totals_and_a_negative_with_a_true_minus():
    match = PAD.start(("Ann", "Bob"), target=50)
    match = rounds(match, [-10, 20], [70, 5])
    assert over(match) == "Game over · Ann wins 60–25"
    low = PAD.start(("Ann", "Bob"), target=10, wins="lowest")
    assert over(rounds(low, [-10, 12])) == "Game over · Ann wins −10 to 12"


# --- Lowest wins ------------------------------------------------------------------------------------------


def test_hearts_lowest_wins_and_the_game_ends_when_a_total_reaches_100():
    match = PAD.start(wins="lowest", name="Hearts")
    match = rounds(match, [26, 0, 0, 0], [0, 13, 13, 0], [26, 0, 0, 0], [13, 0, 13, 0])
    assert totals(match) == (65, 13, 26, 0)
    match = rounds(match, [26, 0, 0, 0], [0, 0, 0, 26])
    assert totals(match) == (91, 13, 26, 26)
    match = rounds(match, [13, 0, 13, 0])  # Ann past 100: the lowest total, Bob's, wins
    assert totals(match) == (104, 13, 39, 26)
    assert over(match) == "Game over · Bob wins with 13 points"
    assert PAD.score_sheet(match).lower_wins and PAD.score_sheet(match).target == 100


def test_lowest_wins_level_lowest_totals_share_or_play_on():
    start = PAD.start(wins="lowest", target=50)
    assert over(rounds(start, [60, 10, 10, 20])) == "Game over · Bob and Cid tie with 10"
    playing_on = rounds(PAD.start(wins="lowest", target=50, ties="play_on"), [60, 10, 10, 20])
    assert going_on(playing_on) == "Round 2 · Bob deals"
    assert over(rounds(playing_on, [0, 5, 0, 0])) == "Game over · Cid wins with 10 points"


def test_lowest_wins_after_a_number_of_rounds():
    match = rounds(PAD.start(wins="lowest", end="rounds", rounds=2), [5, 3, 8, 1])
    assert going_on(match) == "Round 2 of 2 · Bob deals"
    assert over(rounds(match, [0, 0, 0, 9])) == "Game over · Bob wins with 3 points"


# --- The moment the target is reached ---------------------------------------------------------------------


def test_a_target_reached_mid_round_ends_the_game_at_once_and_the_rest_is_not_played():
    match = PAD.start(end="target_now", target=61)
    assert PAD.prompt(match).events == ("round", "part", "end")
    match = rounds(match, [50, 55, 10, 0])
    match = PAD.play(match, ("part", {"scores": [4, 0, 2, 0]}))
    # The round's part is on the sheet and in the totals as it goes.
    sheet = PAD.score_sheet(match)
    assert sheet.totals == (54, 55, 12, 0) and sheet.rows[-1].label == "Round 2"
    assert going_on(match) == "Round 2 · Bob deals"
    match = PAD.play(match, ("part", {"scores": [8, 7, 0, 0]}))  # Ann to 62, Bob to 62: the best of them
    assert over(match) == "Game over · Ann and Bob tie with 62"
    row = PAD.score_sheet(match).rows[-1]
    assert row.points == (12, 7, 2, 0) and row.notes == ("4 + 8", "0 + 7", "2 + 0", "0 + 0")
    assert [line.points for line in row.lines[0]] == [4, 8]


def test_a_round_entered_in_parts_is_closed_by_the_round_entry():
    match = PAD.start(end="target_now", target=100)
    match = PAD.play(match, ("part", {"scores": [10, -5, 0, 0]}), ("round", {"scores": [1, 2, 3, 4]}))
    assert totals(match) == (11, -3, 3, 4)
    assert PAD.score_sheet(match).rows[0].notes == ("10 + 1", "−5 + 2", "0 + 3", "0 + 4")
    assert going_on(match) == "Round 2 · Bob deals"


def test_at_the_end_of_the_round_a_part_is_not_taken():
    match = PAD.start()
    assert PAD.prompt(match).events == ("round", "end")
    PAD.refused(match, "part", {"scores": [1, 2, 3, 4]}, "Now the table records round or end, not part.")


# --- A number of rounds, and the table ending the game -----------------------------------------------------


def test_a_fixed_number_of_rounds_then_a_tie_is_shared_or_played_off():
    match = rounds(PAD.start(end="rounds", rounds=3), [1, 2, 3, 4], [1, 2, 3, 4])
    assert going_on(match) == "Round 3 of 3 · Cid deals"
    assert over(rounds(match, [2, 0, 0, 0])) == "Game over · Dee wins with 8 points"
    assert over(rounds(match, [0, 0, 2, 0])) == "Game over · Cid and Dee tie with 8"
    tie = rounds(PAD.start(end="rounds", rounds=1, ties="play_on"), [5, 5, 0, 0])
    assert going_on(tie) == "Round 2 · to break the tie · Bob deals"
    assert over(rounds(tie, [0, 1, 0, 0])) == "Game over · Bob wins with 6 points"


def test_when_the_table_says_so_the_game_goes_on_until_an_end_entry():
    match = PAD.start(end="table")
    PAD.refused(match, "end", {}, "Nothing is scored yet: record a round before ending the game.")
    match = rounds(match, *([[10, 20, 30, 40]] * 30))
    assert going_on(match) == "Round 31 · Cid deals" and PAD.score_sheet(match).target is None
    assert over(PAD.play(match, ("end", {}))) == "Game over · Dee wins with 1200 points"


def test_an_end_entry_with_scores_typed_records_them_as_the_last_round_first():
    match = rounds(PAD.start(end="table"), [10, 0, 0, 0])
    ended = PAD.play(match, ("end", {"scores": ["0", "15", "0", "0"]}))
    assert over(ended) == "Game over · Bob wins with 15 points"
    assert [row.label for row in PAD.score_sheet(ended).rows] == ["Round 1", "Round 2"]
    blank = PAD.play(match, ("end", {"scores": ["0", "", "0", "0"]}))  # nothing typed: no round
    assert len(PAD.score_sheet(blank).rows) == 1 and PAD.score_sheet(blank).winners == (0,)
    PAD.refused(
        match, "end", {"scores": ["0", "x", "", "0"]}, "Bob's score must be a whole number", "scores.1"
    )


def test_the_table_may_end_any_game_early_and_a_tie_is_stated_or_refused_when_ties_play_on():
    match = rounds(PAD.start(), [30, 30, 10, 0])
    assert over(PAD.play(match, ("end", {}))) == "Game over · Ann and Bob tie with 30"
    playing_on = rounds(PAD.start(ties="play_on"), [30, 30, 10, 0])
    PAD.refused(
        playing_on,
        "end",
        {},
        "Ann and Bob are level at the top: a tie plays another round, so the game cannot end yet.",
    )


def test_ending_a_round_entered_in_parts_counts_its_points():
    match = PAD.start(end="target_now")
    match = PAD.play(match, ("part", {"scores": [5, 9, 0, 0]}), ("end", {}))
    assert over(match) == "Game over · Bob wins with 9 points"
    assert PAD.score_sheet(match).rows[0].points == (5, 9, 0, 0)


def test_nothing_is_taken_once_the_game_is_over():
    match = PAD.play(rounds(PAD.start(end="table"), [1, 0, 0, 0]), ("end", {}))
    PAD.refused(match, "round", {"scores": [1, 2, 3, 4]}, "The game is over")


# --- Zero-sum ---------------------------------------------------------------------------------------------


def test_zero_sum_refuses_a_round_that_does_not_add_up_to_0_with_the_sum():
    match = PAD.start(zero_sum=True)
    PAD.refused(match, "round", {"scores": [5, -3, 2, 0]}, r"^The round adds up to 4, not 0\.$", "scores")
    PAD.refused(match, "round", {"scores": [-5, 3, -2, 0]}, r"^The round adds up to −4, not 0\.$")
    match = rounds(match, [30, -10, -10, -10])
    assert totals(match) == (30, -10, -10, -10)
    parts = PAD.start(zero_sum=True, end="target_now")
    PAD.refused(parts, "part", {"scores": [1, 0, 0, 0]}, r"^These points add up to 1, not 0\.$")
    PAD.refused(parts, "end", {"scores": [1, 0, 0, 0]}, r"^The round adds up to 1, not 0\.$")


# --- Partnerships -----------------------------------------------------------------------------------------


def test_partnerships_score_per_side_from_the_team_labels_or_alternating_seats():
    labelled = PAD.start(sides="partnerships", teams=((0, 1), (2, 3)))
    assert PAD.score_sheet(labelled).columns == ("Ann & Bob", "Cid & Dee")
    match = rounds(labelled, [60, 40], [50, 10])
    assert over(match) == "Game over · Ann & Bob win 110–50"
    alternating = PAD.start(sides="partnerships")
    assert PAD.score_sheet(alternating).columns == ("Ann & Cid", "Bob & Dee")
    six = PAD.start((*FOUR, "Eve", "Fay"), sides="partnerships", teams=((0, 2, 4), (1, 3, 5)))
    assert PAD.score_sheet(rounds(six, [3, -3])).totals == (3, -3)
    PAD.refused(labelled, "round", {"scores": [1, 2, 3, 4]}, r"^Enter a score for each of the 2 sides\.$")


def test_partnerships_need_four_players_and_two_a_side():
    with pytest.raises(RuleError, match=r"^Partnerships need at least four players, two a side\.$"):
        PAD.start(FOUR[:3], sides="partnerships")
    with pytest.raises(RuleError, match=r"^A partnership needs two players or more: Dee would play alone\.$"):
        PAD.start(sides="partnerships", teams=((0, 1, 2), (3,)))


def test_each_player_for_themselves_does_not_use_team_labels():
    match = PAD.start(teams=((0, 1), (2, 3)))
    assert PAD.score_sheet(match).columns == FOUR


# --- Player counts ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [2, 12])
def test_two_to_twelve_players(count):
    names = tuple(f"P{k}" for k in range(1, count + 1))
    match = PAD.start(names, end="rounds", rounds=2)
    match = rounds(match, list(range(count)), [1] * count)
    assert over(match) == f"Game over · P{count} wins " + ("2–1" if count == 2 else "with 12 points")
    assert totals(match) == tuple(k + 1 for k in range(count))
    for outside in (1, 13):
        with pytest.raises(RuleError, match=f"is played by 2 to 12 players, not {outside}"):
            PAD.start(tuple(f"P{k}" for k in range(outside)))


# --- Bad input --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "sentence", "field"),
    [
        ([1, "", 3, 4], r"^Enter Bob's score: 0 if nothing \(a blank is not taken as 0\)\.$", "scores.1"),
        ([1, None, 3, 4], r"^Enter Bob's score", "scores.1"),
        ([1, 2, "three", 4], r"^Cid's score must be a whole number, not “three”\.$", "scores.2"),
        ([1, 2, 3, 4.5], r"^Dee's score must be a whole number", "scores.3"),
        ([1, 2, 3, True], r"^Dee's score must be a whole number\.$", "scores.3"),
        ([1_000_001, 2, 3, 4], r"^Ann's score cannot be more than 1000000\.$", "scores.0"),
        ([-1_000_001, 2, 3, 4], r"^Ann's score cannot be less than -1000000\.$", "scores.0"),
        ([1, 2, 3], r"^Enter a score for each of the 4 players\.$", "scores"),
        ("1 2 3 4", r"^Enter a score for each of the 4 players\.$", "scores"),
    ],
)
def test_bad_input_is_refused_with_a_sentence_at_its_field(scores, sentence, field):
    PAD.refused(PAD.start(), "round", {"scores": scores}, sentence, field)


def test_typed_numbers_are_read_as_the_form_sends_them():
    match = rounds(PAD.start(), [" 7", "-3", "0", "0012"])
    assert totals(match) == (7, -3, 0, 12)


# --- Properties ---------------------------------------------------------------------------------------------

rows_of = st.integers(2, 8).flatmap(
    lambda n: st.lists(st.lists(st.integers(-500, 500), min_size=n - 1, max_size=n - 1), max_size=15)
)


@given(rows_of)
def test_with_zero_sum_on_the_totals_always_add_up_to_0(rows):
    count = len(rows[0]) + 1 if rows else 3
    match = PAD.start(tuple(f"P{k}" for k in range(count)), zero_sum=True, end="table")
    for row in rows:
        match = PAD.apply(match, Event("round", {"scores": [*row, -sum(row)]}))
        assert sum(totals(match)) == 0


@given(
    st.lists(st.lists(st.integers(-(10**6), 10**6), min_size=3, max_size=3), min_size=1, max_size=20),
    st.sampled_from(["target", "target_now", "rounds", "table"]),
    st.sampled_from(["highest", "lowest"]),
)
def test_the_totals_are_the_sum_of_the_rounds(rows, end, wins):
    match = PAD.start(("Ann", "Bob", "Cid"), end=end, wins=wins, target=10**6, rounds=20, ties="play_on")
    played = 0
    for row in rows:
        if PAD.prompt(match).phase == "over":
            break
        match = PAD.apply(match, Event("round", {"scores": row}))
        played += 1
    sheet = PAD.score_sheet(match)
    assert len(sheet.rows) == played
    assert sheet.totals == running_totals(sheet.rows, 3) == tuple(map(sum, zip(*rows[:played], strict=True)))


def test_a_set_up_with_options_built_directly_is_checked_too():
    with pytest.raises(RuleError):
        PAD.ruleset.check_setup(GameSetup(FOUR, ScorePadOptions(name="x" * 41)))
