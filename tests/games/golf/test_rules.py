"""Six-card Golf: card values, column scoring, the round entry, options, penalty, scramble and game end."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import CardError, Joker, parse_cards, standard_52
from scorekeeper.core import RuleError, ScoreLine, parse_options
from scorekeeper.families.deal.loop import Match
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games import registry
from scorekeeper.games.golf.rules import (
    Golf,
    GolfOptions,
    card_value,
    column_scores,
    layout_score,
    out_penalty,
    score_bounds,
)

RULES = Golf()
ANN_BOB_CID = ("Ann", "Bob", "Cid")
FOUR = ("Ann", "Bob", "Cid", "Dan")


def start(players=ANN_BOB_CID, first_dealer: int = 0, **options) -> Match:
    return RULES.start(GameSetup(tuple(players), parse_options(GolfOptions, options), first_dealer))


def play(state: Match, **payload) -> Match:
    return RULES.apply(state, Event("round", payload))


def refused(state: Match, **payload) -> RuleError:
    with pytest.raises(RuleError) as caught:
        play(state, **payload)
    return caught.value


def cards(text: str):
    return parse_cards(text)


# Filler layouts with no card in common between players, so deck limits never interfere.
#   2S 3S 4S / 5S 6S 7S = 7 + 9 + 11 = 27
#   2H 3H 4H / 5H 6H 7H = 27,  2D 3D 4D / 5D 6D 7D = 27,  2C 3C 4C / 5C 6C 7C = 27
FILLER = ["2S 3S 4S 5S 6S 7S", "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C"]


# --- Point value per card ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "value"),
    [
        ("AS", 1),
        ("2H", 2),
        ("3D", 3),
        ("4C", 4),
        ("5S", 5),
        ("6H", 6),
        ("7D", 7),
        ("8C", 8),
        ("9S", 9),
        ("10H", 10),
        ("JD", 11),
        ("QC", 12),
        ("KS", 0),
        ("JK", -2),
        ("BJ", -2),
        ("RJ", -2),
    ],
)
def test_point_value_per_card_table(card, value):
    assert card_value(cards(card)[0]) == value


# --- Scoring at end of each round: columns -------------------------------------------------------------


def test_same_rank_column_scores_zero():
    # 7H over 7S: "If both cards in column are same rank - column score is 0"
    lines = column_scores(cards("7H 2S 3S 7S 4S 5S"))
    assert lines[0] == ScoreLine("column 1: 7H + 7S pair", 0, ("7H", "7S"))


def test_queens_pair_scores_zero_not_twenty_four():
    # QH + QS would be 12 + 12 = 24, but a pair is 0
    assert layout_score(cards("QH KS KD QS KH KC")) == 0


def test_different_rank_column_scores_sum_of_values():
    # KH over 5D: 0 + 5 = 5; JD over QC: 11 + 12 = 23; AS over 10H: 1 + 10 = 11
    lines = column_scores(cards("KH JD AS 5D QC 10H"))
    assert [line.points for line in lines] == [5, 23, 11]
    assert lines[0] == ScoreLine("column 1: KH + 5D", 5, ("KH", "5D"))
    assert lines[2].label == "column 3: AS + 10H"


def test_round_score_is_sum_of_three_columns():
    # 7H/7S pair 0, 3C/9D 3 + 9 = 12, KD/JK 0 - 2 = -2  ->  0 + 12 - 2 = 10
    assert layout_score(cards("7H 3C KD 7S 9D JK")) == 10


def test_joker_with_another_card_scores_minus_two():
    # JK over 5D: -2 + 5 = 3
    assert column_scores(cards("JK 2S 3S 5D 4S 6S"))[0].points == 3


@pytest.mark.parametrize(("joker_pair", "points", "label"), [("zero", 0, " pair"), ("minus_four", -4, "")])
def test_two_jokers_in_a_column_house_rule(joker_pair, points, label):
    # "Column score is 0 or -4": a pair (0) or -2 + -2 = -4; colour does not matter
    line = column_scores(cards("BJ 2S 3S RJ 4S 6S"), joker_pair)[0]
    assert line == ScoreLine(f"column 1: BJ + RJ{label}", points, ("BJ", "RJ"))


def test_column_is_card_i_over_card_i_plus_three():
    # Top row 2S 3S 4S, bottom 2H 3H 4H: columns are pairs 2/2, 3/3, 4/4 -> 0
    assert layout_score(cards("2S 3S 4S 2H 3H 4H")) == 0
    # Same cards with rows entered pairwise: 2S/3H, 2H/4S, 3S/4H -> 5 + 6 + 7 = 18
    assert layout_score(cards("2S 2H 3S 3H 4S 4H")) == 18


def test_layout_needs_six_cards():
    with pytest.raises(CardError, match="6 cards, not 5"):
        column_scores(cards("2S 3S 4S 2H 3H"))


def test_unknown_joker_pair_rule_is_refused():
    with pytest.raises(ValueError, match="minus_four"):
        layout_score(cards("2S 3S 4S 2H 3H 4H"), "minus_two")


ANY_CARD = st.sampled_from([*standard_52(jokers=1), Joker("B"), Joker("R")])
LAYOUTS = st.lists(ANY_CARD, min_size=6, max_size=6)
JOKER_PAIRS = st.sampled_from(["zero", "minus_four"])


@given(LAYOUTS, JOKER_PAIRS, st.integers(0, 2))
def test_swapping_the_cards_of_a_column_keeps_the_score(layout, joker_pair, column):
    swapped = list(layout)
    swapped[column], swapped[column + 3] = swapped[column + 3], swapped[column]
    assert layout_score(swapped, joker_pair) == layout_score(layout, joker_pair)


@given(LAYOUTS, JOKER_PAIRS, st.permutations(range(3)))
def test_reordering_columns_keeps_the_score(layout, joker_pair, order):
    moved = [layout[i] for i in order] + [layout[i + 3] for i in order]
    assert layout_score(moved, joker_pair) == layout_score(layout, joker_pair)


@given(LAYOUTS, JOKER_PAIRS)
def test_layout_score_bounds(layout, joker_pair):
    # Lowest: three joker columns, -2 each (K + joker), or -4 each when two jokers keep -2 apiece.
    # Highest: Q + J in every column, 3 * 23 = 69.
    low = -6 if joker_pair == "zero" else -12
    assert low <= layout_score(layout, joker_pair) <= 69


@pytest.mark.parametrize(
    ("joker_pair", "jokers", "low"),
    [("zero", 0, 0), ("zero", 2, -4), ("zero", 8, -6), ("minus_four", 4, -8), ("minus_four", 8, -12)],
)
def test_score_bounds_follow_the_jokers_in_play(joker_pair, jokers, low):
    # each usable joker saves 2: zero -> at most one per column, minus_four -> two per column
    assert score_bounds(GolfOptions(joker_pair=joker_pair), jokers) == (low, 69)


# --- Game set-up and options ---------------------------------------------------------------------------


def test_golf_is_registered():
    assert isinstance(registry.get_ruleset("golf"), Golf)
    assert (Golf.slug, Golf.name, Golf.min_players, Golf.max_players) == ("golf", "Six-card Golf", 2, 6)


def test_default_options_are_the_common_reading():
    options = parse_options(GolfOptions, {})
    assert options == GolfOptions(
        mode="cut_throat",
        rounds=9,
        jokers_per_deck=0,
        players_per_deck=4,
        joker_pair="zero",
        out_penalty="off",
        out_penalty_points=10,
    )


@pytest.mark.parametrize(
    ("name", "bad"),
    [
        ("rounds", 0),
        ("rounds", 10),
        ("jokers_per_deck", 1),
        ("players_per_deck", 5),
        ("joker_pair", "minus_two"),
        ("mode", "teams"),
        ("out_penalty", "triple"),
        ("out_penalty_points", 0),
        ("out_penalty_points", 51),
    ],
)
def test_options_out_of_range_are_refused(name, bad):
    with pytest.raises(RuleError) as caught:
        parse_options(GolfOptions, {name: bad})
    assert caught.value.field == name


def test_options_from_a_form_are_read_as_numbers():
    options = parse_options(GolfOptions, {"rounds": "5", "jokers_per_deck": "2", "players_per_deck": "3"})
    assert (options.rounds, options.jokers_per_deck, options.players_per_deck) == (5, 2, 3)


@pytest.mark.parametrize("players", [("Ann",), ("A", "B", "C", "D", "E", "F", "G")])
def test_two_to_six_players(players):
    with pytest.raises(RuleError, match="2 to 6 players"):
        start(players)


def test_options_built_directly_are_still_checked():
    with pytest.raises(RuleError) as caught:
        RULES.start(GameSetup(ANN_BOB_CID, GolfOptions(rounds=12)))
    assert caught.value.field == "rounds"


def test_going_out_penalty_is_cut_throat_only():
    with pytest.raises(RuleError, match="cut-throat") as caught:
        start(FOUR, mode="team_scramble", out_penalty="points")
    assert caught.value.field == "out_penalty"


# --- Prompt and dealer rotation ---------------------------------------------------------------------------


def test_prompt_for_the_first_round():
    prompt = RULES.prompt(start(first_dealer=1))
    assert (prompt.phase, prompt.title, prompt.events, prompt.actor) == (
        "round",
        "Round 1 of 9 · Bob deals",
        ("round",),
        None,
    )
    assert prompt.data == {
        "round": 1,
        "rounds": 9,
        "dealer": 1,
        "needs_went_out": False,
        "cards_per_player": 6,
    }


def test_deal_rotates_left_each_round():
    # first dealer Cid (seat 2) of 3 -> round 2 dealt by Ann (seat 0), round 3 by Bob
    state = start(first_dealer=2)
    state = play(state, scores=[1, 2, 3])
    assert RULES.prompt(state).title == "Round 2 of 9 · Ann deals"
    assert RULES.score_sheet(state).dealer == 0
    state = play(state, scores=[1, 2, 3])
    assert RULES.prompt(state).data["dealer"] == 1


def test_prompt_asks_who_went_out_when_penalty_is_on():
    assert RULES.prompt(start(out_penalty="double")).data["needs_went_out"] is True


# --- Entering a round by cards ---------------------------------------------------------------------------


def test_round_by_cards_scores_each_layout():
    # Ann 7H 3C KD / 7S 9D JK = 0 + 12 - 2 = 10 (2 jokers per deck)
    # Bob as a list, lower case and T for ten: AS/10S 11, KC/KH pair 0, QD/JC 23 -> 34
    # Cid FILLER[2] = 27
    state = start(jokers_per_deck=2)
    state = play(
        state,
        cards=["7H 3C KD 7S 9D JK", ["as", "kc", "qd", "ts", "kh", "jc"], FILLER[2]],
    )
    sheet = RULES.score_sheet(state)
    assert sheet.rows[0].points == (10, 34, 27)
    assert sheet.totals == (10, 34, 27)
    assert sheet.rows[0].lines[0][1] == ScoreLine("column 2: 3C + 9D", 12, ("3C", "9D"))
    assert sheet.extras == {"player_rounds": [[10, 34, 27]]}


@pytest.mark.parametrize("joker_pair", ["zero", "minus_four"])
def test_round_by_cards_uses_the_joker_pair_option(joker_pair):
    # Ann JK/JK column: 0 (zero) or -4 (minus_four); 3S/4S 7, 5S/6S 11 -> 18 or 14
    state = start(jokers_per_deck=2, joker_pair=joker_pair)
    state = play(state, cards=["JK 3S 5S JK 4S 6S", FILLER[1], FILLER[2]])
    assert RULES.score_sheet(state).rows[0].points[0] == (18 if joker_pair == "zero" else 14)


def test_wrong_number_of_cards_names_the_player():
    error = refused(start(), cards=["2S 3S 4S 5S 6S", FILLER[1], FILLER[2]])
    assert (error.message, error.field) == ("Ann: expected 6 cards, got 5.", "cards.0")


def test_unknown_card_names_the_player():
    error = refused(start(), cards=[FILLER[0], "2H 3H 4H 5H 6H 1H", FILLER[2]])
    assert error.message.startswith("Bob: “1H” is not a card")
    assert error.field == "cards.1"


def test_missing_player_entries_are_refused():
    error = refused(start(), cards=[FILLER[0]])
    assert (error.message, error.field) == (
        "Enter six cards for each player: Bob and Cid have none.",
        "cards.1",
    )
    error = refused(start(), cards=[FILLER[0], None, FILLER[2]])
    assert (error.message, error.field) == ("Bob: expected 6 cards, got 0.", "cards.1")


def test_more_layouts_than_players_are_refused():
    error = refused(start(), cards=FILLER)
    assert error.message == "There are 3 players, but 4 sets of cards were entered."


def test_cards_must_be_text():
    error = refused(start(), cards=[FILLER[0], 7, FILLER[2]])
    assert error.field == "cards.1"
    assert refused(start(), cards="2S 3S").field == "cards"


def test_cards_or_scores_but_not_both_nor_neither():
    assert "not both" in refused(start(), cards=FILLER[:3], scores=[1, 2, 3]).message
    assert "one of them" in refused(start()).message


# --- Decks: "Use 1 deck per every 2, 3, or 4 players" ---------------------------------------------------


def test_one_deck_holds_each_card_once_across_all_players():
    # 3 players, 1 deck per 4 players -> 1 deck: Ann's AS and Bob's AS cannot both be real
    error = refused(start(), cards=["AS 3S 4S 5S 6S 7S", "AS 3H 4H 5H 6H 7H", FILLER[2]])
    assert error.message == "AS is entered 2 times this round (Ann and Bob), but 1 deck holds only 1."
    assert error.field == "cards.1"


def test_one_player_cannot_hold_the_same_card_twice_from_one_deck():
    error = refused(start(), cards=["AS AS 4S 5S 6S 7S", FILLER[1], FILLER[2]])
    assert error.message == "AS is entered 2 times this round (Ann ×2), but 1 deck holds only 1."


def test_two_decks_for_three_players_at_two_per_deck():
    # ceil(3 / 2) = 2 decks: two AS are fine (Ann AS/5S 6, 3S/6S 9, 4S/7S 11 -> 26), three are not
    two = ["AS 3S 4S 5S 6S 7S", "AS 3H 4H 5H 6H 7H", FILLER[2]]
    state = play(start(players_per_deck=2), cards=two)
    assert RULES.score_sheet(state).rows[0].points[0] == 26
    three = [*two[:2], "AS 3D 4D 5D 6D 7D"]
    error = refused(start(players_per_deck=2), cards=three)
    assert error.message == "AS is entered 3 times this round (Ann, Bob and Cid), but 2 decks hold only 2."
    assert error.field == "cards.2"


@pytest.mark.parametrize(
    ("players", "players_per_deck", "decks"), [(4, 4, 1), (4, 2, 2), (6, 3, 2), (6, 2, 3)]
)
def test_full_decks_are_not_rounded_up(players, players_per_deck, decks):
    # 4 / 4 = 1 deck, 4 / 2 = 2, 6 / 3 = 2, 6 / 2 = 3: one KS more than the decks hold is refused
    names = tuple(f"P{i}" for i in range(players))
    suits = ["S", "H", "D", "C", "S", "H"]
    low = ["2 3 4 5 6", "2 3 4 5 6", "2 3 4 5 6", "2 3 4 5 6", "8 9 10 J Q", "8 9 10 J Q"]
    layouts = [" ".join(f"{r}{suit}" for r in ranks.split()) for ranks, suit in zip(low, suits, strict=True)]
    entry = [f"KS {layout}" for layout in layouts[:players]]
    error = refused(start(names, players_per_deck=players_per_deck), cards=entry)
    holds = "holds" if decks == 1 else "hold"
    assert error.message.endswith(f"but {decks} deck{'s' * (decks > 1)} {holds} only {decks}.")


FIVE = ("Ann", "Bob", "Cid", "Dan", "Eve")
FIVE_REST = ["2S 3S 4S 5S 6S", "2H 3H 4H 5H 6H", "2D 3D 4D 5D 6D", "2C 3C 4C 5C 6C", "8S 9S 10S JS QS"]
FIVE_OWN = ["7S", "7H", "7D", "7C", "8H"]


def kings_of_spades(holders: int) -> list[str]:
    """Five layouts where the first ``holders`` players each hold KS and nothing else repeats."""
    return [f"{'KS' if i < holders else FIVE_OWN[i]} {rest}" for i, rest in enumerate(FIVE_REST)]


@pytest.mark.parametrize(("players_per_deck", "decks"), [(4, 2), (3, 2), (2, 3)])
def test_five_players_decks(players_per_deck, decks):
    # 5 players: ceil(5/4) = 2, ceil(5/3) = 2, ceil(5/2) = 3 decks -> as many KS, not one more
    state = start(FIVE, players_per_deck=players_per_deck)
    assert len(play(state, cards=kings_of_spades(decks)).played) == 1
    error = refused(state, cards=kings_of_spades(decks + 1))
    assert error.message.startswith(f"KS is entered {decks + 1} times this round")
    assert error.message.endswith(f"but {decks} decks hold only {decks}.")
    assert error.field == f"cards.{decks}"


def test_jokers_per_deck_limit():
    # 1 deck with 2 jokers: a plain and a coloured joker are fine, a third joker is not
    state = start(jokers_per_deck=2)
    play(state, cards=["JK 3S 4S 5S 6S 7S", "BJ 3H 4H 5H 6H 7H", FILLER[2]])
    error = refused(state, cards=["JK 3S 4S 5S 6S 7S", "BJ 3H 4H 5H 6H 7H", "RJ 3D 4D 5D 6D 7D"])
    assert (
        error.message == "Jokers are entered 3 times this round (Ann, Bob and Cid), but 1 deck holds only 2."
    )


def test_four_jokers_per_deck():
    state = start(jokers_per_deck=4, joker_pair="minus_four")
    state = play(state, cards=["JK 3S JK JK 4S JK", FILLER[1], FILLER[2]])
    # JK/JK -4, 3S/4S 7, JK/JK -4 -> -1
    assert RULES.score_sheet(state).rows[0].points[0] == -1


def test_no_jokers_by_default():
    error = refused(start(), cards=["JK 3S 4S 5S 6S 7S", FILLER[1], FILLER[2]])
    assert (error.message, error.field) == ("Ann: JK is a joker, but this game has no jokers.", "cards.0")


# --- Entering a round by totals ----------------------------------------------------------------------------


def test_round_by_scores_accepts_form_text():
    state = play(start(), scores=["12", 7, "-0"])
    assert RULES.score_sheet(state).rows[0].points == (12, 7, 0)
    assert RULES.score_sheet(state).rows[0].lines[0] == (ScoreLine("round score as entered", 12),)


def test_round_scores_are_bounded_by_what_six_cards_can_score():
    # no jokers: 0 .. 3 * 23 = 69
    error = refused(start(), scores=[70, 1, 2])
    assert (error.message, error.field) == ("Ann's round score cannot be more than 69.", "scores.0")
    assert refused(start(), scores=[1, -1, 2]).message == "Bob's round score cannot be less than 0."
    # 2 jokers, pairing to 0: two columns of K + joker -> -4
    assert RULES.score_sheet(play(start(jokers_per_deck=2), scores=[-4, 0, 0])).totals[0] == -4
    assert refused(start(jokers_per_deck=2), scores=[-5, 0, 0]).field == "scores.0"


def test_round_scores_need_one_per_player():
    assert refused(start(), scores=[1, 2]).message == "Enter a number for each of 3 players."
    assert refused(start(), scores=[1, "x", 2]).field == "scores.1"


# --- Who went out, and the cut-throat penalty -----------------------------------------------------------


def test_went_out_is_optional_and_noted_without_penalty():
    sheet = RULES.score_sheet(play(start(), scores=[10, 5, 7], went_out=0))
    assert sheet.rows[0].points == (10, 5, 7)
    assert sheet.rows[0].notes == ("went out", "", "")
    assert sheet.rows[0].summary == "Ann went out."


@pytest.mark.parametrize("bad", [3, -1, "x", True])
def test_went_out_must_be_a_player(bad):
    assert refused(start(), scores=[1, 2, 3], went_out=bad).field == "went_out"


def test_went_out_required_when_penalty_is_on():
    error = refused(start(out_penalty="points"), scores=[1, 2, 3])
    assert (error.message, error.field) == ("Say who went out: the going-out penalty is on.", "went_out")


@pytest.mark.parametrize(("others", "penalised"), [([5, 9], True), ([8, 9], True), ([9, 10], False)])
def test_penalty_when_another_player_matches_or_beats(others, penalised):
    # Ann went out with 8: Bob 5 beats, Bob 8 matches -> 8 + 10 = 18; 9 and 10 do not -> 8
    state = play(start(out_penalty="points"), scores=[8, *others], went_out="0")
    row = RULES.score_sheet(state).rows[0]
    assert row.points[0] == (18 if penalised else 8)
    assert row.notes[0] == ("went out · +10 penalty" if penalised else "went out")


def test_penalty_points_are_an_option():
    # Bob went out with 4, Cid 4 matches: 4 + 25 = 29
    state = play(start(out_penalty="points", out_penalty_points=25), scores=[6, 4, 4], went_out=1)
    sheet = RULES.score_sheet(state)
    assert sheet.rows[0].points == (6, 29, 4)
    assert sheet.rows[0].summary == "Bob went out and was matched or beaten: +25."
    assert sheet.extras["player_rounds"] == [[6, 29, 4]]


@pytest.mark.parametrize(("score", "expected"), [(7, 14), (0, 0), (-2, -2)])
def test_double_penalty_only_doubles_a_positive_score(score, expected):
    # 7 doubled = 14; 0 and -2 are not raised by doubling, so they stand (Bob matches or beats: -4)
    state = play(start(out_penalty="double", jokers_per_deck=4), scores=[score, -4, 20], went_out=0)
    assert RULES.score_sheet(state).rows[0].points[0] == expected


def test_penalty_line_follows_the_column_lines():
    # Ann 2S..7S = 27 went out, Bob 27 matches -> 27 + 10 = 37
    state = start(out_penalty="points")
    state = play(state, cards=FILLER[:3], went_out=0)
    lines = RULES.score_sheet(state).rows[0].lines[0]
    assert [line.points for line in lines] == [7, 9, 11, 10]
    assert lines[-1].label == "went out, but was matched or beaten: penalty"


def test_out_penalty_off_never_adds():
    assert out_penalty(30, [0], GolfOptions()) == 0


# --- Team scramble: odds against evens --------------------------------------------------------------------


def test_team_scramble_scores_each_teams_best_player():
    # Ann & Cid (seats 1, 3 as players count) vs Bob & Dan: min(4, 9) = 4, min(12, 7) = 7
    state = play(start(FOUR, mode="team_scramble"), scores=[4, 12, 9, 7])
    sheet = RULES.score_sheet(state)
    assert sheet.columns == ("Ann & Cid", "Bob & Dan")
    assert sheet.rows[0].points == (4, 7)
    assert sheet.rows[0].notes == ("Ann 4 (best), Cid 9", "Bob 12, Dan 7 (best)")
    assert sheet.extras == {"player_rounds": [[4, 12, 9, 7]]}


def test_team_scramble_lines_are_the_best_players_columns():
    state = play(start(FOUR, mode="team_scramble"), cards=["KS KH 4S KD KC 7S", *FILLER[1:]])
    # Ann KS/KD 0, KH/KC 0, 4S/7S 11 -> 11
    lines = RULES.score_sheet(state).rows[0].lines[0]
    assert lines[2] == ScoreLine("Ann · column 3: 4S + 7S", 11, ("4S", "7S"))


def test_team_scramble_with_uneven_teams():
    # 3 players: Ann & Cid vs Bob alone; 5 players: Ann, Cid, Eve vs Bob, Dan
    sheet = RULES.score_sheet(play(start(mode="team_scramble"), scores=[20, 10, 15]))
    assert (sheet.columns, sheet.rows[0].points) == (("Ann & Cid", "Bob"), (15, 10))
    sheet = RULES.score_sheet(play(start(FIVE, mode="team_scramble"), scores=[9, 8, 7, 6, 5]))
    assert (sheet.columns, sheet.rows[0].points) == (("Ann & Cid & Eve", "Bob & Dan"), (5, 6))


def test_team_scramble_for_two_players_is_one_each():
    sheet = RULES.score_sheet(play(start(("Ann", "Bob"), mode="team_scramble"), scores=[3, 5]))
    assert (sheet.columns, sheet.totals) == (("Ann", "Bob"), (3, 5))


def test_team_scramble_is_odds_against_evens_whatever_teams_are_set():
    setup = GameSetup(FOUR, GolfOptions(mode="team_scramble"), 0, ((0, 1), (2, 3)))
    assert RULES.score_sheet(RULES.start(setup)).columns == ("Ann & Cid", "Bob & Dan")


# --- Game end: "Winning player/team is whoever has the lowest score" ------------------------------------


def test_lowest_total_wins_after_the_last_round():
    # Ann 10 + 5 = 15, Bob 3 + 20 = 23, Cid 8 + 8 = 16
    state = play(play(start(rounds=2), scores=[10, 3, 8]), scores=[5, 20, 8])
    sheet = RULES.score_sheet(state)
    assert (sheet.totals, sheet.lower_wins, sheet.is_over, sheet.winners) == ((15, 23, 16), True, True, (0,))
    assert (sheet.dealer, sheet.in_progress) == (None, None)
    assert [row.label for row in sheet.rows] == ["Round 1", "Round 2"]
    prompt = RULES.prompt(state)
    assert (prompt.phase, prompt.events, prompt.title) == ("over", (), "Game over · Ann wins with 15 points")


def test_ties_are_shown_as_ties():
    state = play(start(rounds=1), scores=[4, 4, 9])
    assert RULES.score_sheet(state).winners == (0, 1)
    assert RULES.prompt(state).title == "Game over · Ann and Bob tie with 4"


def test_no_winner_before_the_last_round():
    sheet = RULES.score_sheet(play(start(rounds=2), scores=[1, 2, 3]))
    assert (sheet.is_over, sheet.winners, sheet.leaders) == (False, (), (0,))
    assert sheet.in_progress == "Round 2 of 2 · Bob deals"


def test_no_round_after_the_last():
    state = play(start(rounds=1), scores=[1, 2, 3])
    assert refused(state, scores=[1, 2, 3]).message == "The game is over: nothing more can be entered."


def test_nine_rounds_by_default():
    state = start()
    for _ in range(9):
        state = play(state, scores=[1, 2, 3])
    sheet = RULES.score_sheet(state)
    assert (sheet.is_over, sheet.totals) == (True, (9, 18, 27))


def test_only_round_events_are_accepted():
    with pytest.raises(RuleError, match="round"):
        RULES.apply(start(), Event("bid", {"bid": 2}))


def test_refused_entry_leaves_the_state_unchanged():
    state = play(start(), scores=[1, 2, 3])
    before = RULES.score_sheet(state)
    refused(state, scores=[1, 2, 999])
    assert RULES.score_sheet(state) == before
    assert len(state.played) == 1


@given(
    st.sampled_from(["cut_throat", "team_scramble"]),
    st.integers(2, 6),
    st.lists(st.lists(st.integers(0, 69), min_size=6, max_size=6), min_size=1, max_size=9),
)
def test_totals_are_the_sum_of_rows_and_teams_take_their_best(mode, players, rounds):
    names = tuple(f"P{i}" for i in range(players))
    state = start(names, mode=mode)
    for scores in rounds:
        state = play(state, scores=scores[:players])
    sheet = RULES.score_sheet(state)
    if mode == "team_scramble":
        teams = (range(0, players, 2), range(1, players, 2))
        for row, scores in zip(sheet.rows, rounds, strict=True):
            assert row.points == tuple(min(scores[s] for s in team) for team in teams)
    for col, total in enumerate(sheet.totals):
        assert total == sum(row.points[col] for row in sheet.rows)


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"mode": "team_scramble", "jokers_per_deck": 2},
        {"jokers_per_deck": 4, "players_per_deck": 2, "joker_pair": "minus_four", "out_penalty": "double"},
    ],
)
@pytest.mark.parametrize("players", [2, 6])
def test_random_entries_are_legal_rounds_to_the_end(options, players):
    state = start(tuple(f"P{i}" for i in range(players)), **options)
    rng = random.Random(f"{options}{players}")
    while RULES.prompt(state).phase != "over":
        state = RULES.apply(state, RULES.random_entry(state, rng))  # a refused entry raises
    assert len(state.played) == 9 and RULES.score_sheet(state).is_over
