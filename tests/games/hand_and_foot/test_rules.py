"""Hand and Foot, hand by hand, each test quoting the sentence of hand-and-foot.txt it checks."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.hand_and_foot.rules import HandAndFoot, HandAndFootOptions

GAME = HandAndFoot()
PLAYERS = ("Ann", "Bob", "Cid", "Dee")  # Ann & Cid (side 0) against Bob & Dee (side 1)


def start(**options):
    return GAME.start(GameSetup(PLAYERS, parse_options(HandAndFootOptions, options)))


def play(match, *entries):
    for type_, payload in entries:
        match = GAME.apply(match, Event(type_, payload))
    return match


def result(**overrides):
    """Ann goes out: Ann & Cid 2 clean, 2 dirty, 1 wild, melds worth 800; Bob & Dee 1 clean, melds 150."""
    base = {
        "clean": [2, 1],
        "dirty": [2, 0],
        "wild": [1, 0],
        "red_threes": [1, 0],
        "melded": [800, 150],
        "left": [0, 40, 15, 25],
        "went_out": 0,
        "feet": True,
        "permission": True,
    }
    return ("result", base | overrides)


def test_a_hand_scores_melds_bonuses_and_cards_left():
    match = play(start(), result())
    # Ann & Cid: melds 800 + 2 clean x 500 + 2 dirty x 300 + 1 wild x 1500 + 1 red 3 x 100 + going out 100
    # - Cid's 15 left = 800 + 1000 + 600 + 1500 + 100 + 100 - 15 = 4085.
    # Bob & Dee: melds 150 + 1 clean x 500 - (40 + 25) = 585.
    assert match.totals == (4085, 585)
    row = match.played[0].row
    assert [(ln.label, ln.points) for ln in row.lines[0]] == [
        ("melded cards", 800),
        ("1 wild pile", 1500),
        ("2 clean piles", 1000),
        ("2 dirty piles", 600),
        ("1 red 3", 100),
        ("going out", 100),
        ("cards left in hand", -15),
    ]
    assert row.notes == ("2 clean · 2 dirty · 1 wild · out", "1 clean")


def test_melds_and_cards_left_may_be_tapped_in_as_cards():
    cards = {"melded": ["800", ""], "melded_cards": ["", "KS KH KD KC KS KH KD AS AH AD 2C"]}
    match = play(start(), result(**cards, clean=[2, 1], left=None, left_cards=["", "3S JK", "7H", ""]))
    # Bob & Dee: K x 7 = 70 + A x 3 = 60 + 2C 20 = 150, 1 clean 500, less 3S 5 + JK 50 = 595.
    assert match.totals[1] == 595
    assert match.played[0].row.lines[1][0].cards[:2] == ("KS", "KH")


@pytest.mark.parametrize(
    ("hand", "minimum"), [(1, 50), (2, 90), (3, 120), (4, 150)]
)  # "First round: 50 points ... Fourth round: 150 points"
def test_first_melds_must_meet_the_rounds_minimum(hand, minimum):
    match = start()
    for _ in range(hand - 1):
        match = play(match, result())
    assert match.deal.minimum == minimum
    with pytest.raises(RuleError, match=f"at least {minimum} points, not {minimum - 5}") as caught:
        play(match, ("opening", {"side": 1, "points": minimum - 5}))
    assert caught.value.field == "points"
    opened = play(match, ("opening", {"side": 1, "points": minimum}))
    assert opened.deal.opening_of(1) == minimum


def test_first_melds_as_melds_are_checked_meld_by_meld():
    # "A meld can contain no more than one wild card in a meld of three, four, or five cards"
    with pytest.raises(RuleError, match="at most 1 wild card, not 2"):
        play(start(), ("opening", {"side": 0, "melds": ["AS AH 2C JK"]}))
    # AS AH AD 60 < 90? no: hand 1 needs 50: 3 x 20 = 60.
    assert play(start(), ("opening", {"side": 0, "melds": ["AS AH AD"]})).deal.opening_of(0) == 60
    with pytest.raises(RuleError, match="already laid their first melds"):
        play(start(), ("opening", {"side": 0, "points": 60}), ("opening", {"side": 0, "points": 70}))


def test_a_side_that_melded_at_all_melded_at_least_the_minimum():
    match = play(start(), result())  # hand 2: 90
    with pytest.raises(RuleError, match="first melds alone must be worth at least 90") as caught:
        play(match, result(melded=[800, 85], clean=[2, 0]))
    assert caught.value.field == "melded.1"
    opened = play(match, ("opening", {"side": 1, "points": 200}))
    with pytest.raises(RuleError, match="first melds alone were worth 200, more than the 150"):
        play(opened, result())


def test_going_out_needs_the_piles():
    # "they must have completed two clean piles, two dirty piles, and one wild pile"
    with pytest.raises(RuleError, match="you have 2 clean piles, 2 dirty piles and 0 wild piles") as caught:
        play(start(), result(wild=[0, 0], melded=[800, 150]))
    assert caught.value.field == "went_out"


def test_going_out_needs_both_feet_and_permission():
    # "both players must have played at least part of one turn with their foot piles"
    with pytest.raises(RuleError, match="both partners must have played from their feet") as caught:
        play(start(), result(feet=False))
    assert caught.value.field == "feet"
    # "the player wishing to go out must have received permission to go out from their partner"
    with pytest.raises(RuleError, match="Ann needs Cid's “Yes”"):
        play(start(), result(permission=False))


@pytest.mark.parametrize("unsaid", [{}, {"feet": None, "permission": ""}])
def test_a_player_who_went_out_met_the_conditions_the_table_checks(unsaid):
    # Going out is entered once it has happened: the table let it happen, so both feet were played and the
    # partner said "Yes" (going out anyway after a "No" is a penalty, entered as such). Unsaid, they hold.
    entry = {key: value for key, value in result()[1].items() if key not in ("feet", "permission")}
    assert play(start(), ("result", entry | unsaid)).totals == (4085, 585)


def test_the_player_who_went_out_holds_nothing():
    with pytest.raises(RuleError, match="Ann went out and holds no cards") as caught:
        play(start(), result(left=[5, 0, 0, 0]))
    assert caught.value.field == "left.0"


def test_a_hand_may_end_with_nobody_out():
    # "In the uncommon event that the stock is depleted ... the hand ends and is scored as outlined below."
    match = play(start(), result(went_out="", feet=None, permission=None, wild=[0, 0]))
    # 800 + 1000 + 600 + 100 - 15 = 2485: no going-out bonus.
    assert match.totals[0] == 2485
    assert match.played[0].row.summary.startswith("nobody went out")


def test_exact_deal_bonus_goes_to_the_partnership():
    # "If a player managed to pull exactly 22 cards from the stock, they immediately score a 100-point bonus."
    match = play(start(), ("exact_deal", {"player": 3}), result())
    assert match.totals == (4085, 685)  # 585 + 100
    with pytest.raises(RuleError, match="already recorded"):
        play(start(), ("exact_deal", {"player": 3}), ("exact_deal", {"player": 3}))


@pytest.mark.parametrize(
    ("penalty", "points"),
    [
        ("went_out_after_no", -100),  # "Attempting to go out anyway when a partner says no: –100 points."
        ("could_not_go_out", -100),  # "Not being able to go out after having asked “May I go out?”: –100"
        ("bad_discard_draw", -50),  # "Attempting to draw from the discard pile when unable to use the upcard"
    ],
)
def test_penalties_are_charged_to_the_partnership(penalty, points):
    match = play(start(), ("penalty", {"player": 1, "penalty": penalty}), result())
    assert match.totals[1] == 585 + points


def test_red_threes_score_100_each_or_200_as_an_option():
    # "Red threes: 100 points each." (and "Red 3s ... 100 points" in the card table)
    assert play(start(red_three_points=200), result()).totals[0] == 4085 + 100


@pytest.mark.parametrize(
    ("overrides", "field", "message"),
    [
        ({"melded": [805, 150], "left": [0, 41, 15, 25]}, "left.1", "multiple of 5"),
        ({"melded": [300, 150]}, "melded.0", "piles hold cards worth at least 310"),  # 70 + 100 + 140
        ({"red_threes": [6, 5]}, "red_threes.0", "Five packs hold 10 red 3s, not 11"),
        ({"wild": [3, 2], "melded": [1500, 1000]}, "wild.0", "need at least 37 wild cards"),
        ({"melded_cards": ["", "3S 3C 3S"], "melded": [800, ""]}, "melded_cards.1", "black 3s never are"),
        ({"left_cards": ["", "3H", "", ""], "left": None}, "left_cards.1", "red 3s are laid out at once"),
        ({"went_out": 7}, "went_out", "cannot be more than 3"),
        ({"clean": [2, -1]}, "clean.1", "cannot be less than 0"),
    ],
)
def test_impossible_entries_are_refused(overrides, field, message):
    with pytest.raises(RuleError, match=message) as caught:
        play(start(), result(**{k: v for k, v in overrides.items()}))
    assert caught.value.field == field


def test_four_hands_and_the_highest_total_wins():
    # "The game ends after four hands have been played. The partnership with the highest score ... wins"
    match = play(start(), *[result()] * 4)
    assert match.is_over and match.winners == (0,)
    assert GAME.result(match) == "Ann & Cid win 16340–2340"  # 4 x 4085, 4 x 585


def test_a_tie_is_shared_or_played_off():
    level = result(
        clean=[1, 1],
        dirty=[0, 0],
        wild=[0, 0],
        red_threes=[0, 0],
        melded=[150, 150],
        left=[0] * 4,
        went_out="",
    )
    assert play(start(), *[level] * 4).winners == (0, 1)
    on = play(start(tie="play_on"), *[level] * 4)
    assert not on.is_over and on.deal.minimum == 150 and "tie-breaker" in GAME.progress(on)
    assert play(on, result()).winners == (0,)


def test_the_deal_passes_to_the_left():
    # "all cards are shuffled, and the deal passes to the left"
    assert play(start(), result()).deal.dealer == 1


@settings(max_examples=30, deadline=None)
@given(
    clean=st.integers(0, 4),
    dirty=st.integers(0, 4),
    wild=st.integers(0, 1),
    extra=st.integers(0, 100),
    threes=st.integers(0, 4),
    left=st.lists(st.integers(0, 40), min_size=4, max_size=4),
)
def test_a_sides_score_is_melds_plus_bonuses_less_cards_left(clean, dirty, wild, extra, threes, left):
    melded = max(35 * clean + 50 * dirty + 140 * wild, 50) + 5 * extra
    entry = result(
        clean=[clean, 0],
        dirty=[dirty, 0],
        wild=[wild, 0],
        melded=[melded, 0],
        red_threes=[threes, 0],
        left=[5 * n for n in left],
        went_out="",
    )
    match = play(start(), entry)
    bonuses = 500 * clean + 300 * dirty + 1500 * wild + 100 * threes
    assert match.totals[0] == melded + bonuses - 5 * (left[0] + left[2])
    assert match.totals[1] == -5 * (left[1] + left[3])
    row = match.played[0].row
    assert all(sum(ln.points for ln in lines) == p for lines, p in zip(row.lines, row.points, strict=True))


def test_nothing_is_stored_by_a_refusal():
    match = start()
    with pytest.raises(RuleError):
        GAME.apply(match, Event("result", {"clean": ["x", 0]}))
    assert match == replace(match)
    assert not match.played
