"""Gin Rummy as a whole game: every rule sentence of gin-rummy.txt that is recorded, Oklahoma Gin, three
players and four in partnerships, full games replayed from events, and properties of any game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.deal.loop import Match
from scorekeeper.families.ruleset import Event, GameSetup, running_totals
from scorekeeper.games import registry
from scorekeeper.games.gin_rummy.rules import GinRummy, GinRummyOptions, target_score

RULES = GinRummy()
TWO, THREE, FOUR = ("Ann", "Bob"), ("Ann", "Bob", "Cid"), ("Ann", "Bob", "Cid", "Dee")

# Knocker: A-2-3 of hearts, three 4s, 7-8-9 of clubs, and the 10D unmatched: deadwood 10.
KNOCKER_10 = "AH 2H 3H 4S 4D 4C 7C 8C 9C 10D"
# The same with 7D unmatched: deadwood 7.
KNOCKER_7 = "AH 2H 3H 4S 4D 4C 7C 8C 9C 7D"
# The same with the 10C in a 7-8-9-10 club run: gin.
KNOCKER_GIN = "AH 2H 3H 4S 4D 4C 7C 8C 9C 10C"
# A-2-3-4 of hearts, 7-8-9-10 of clubs, 5D 7D unmatched: 12.
KNOCKER_12 = "AH 2H 3H 4H 7C 8C 9C 10C 5D 7D"
# Defender: 5-6-7S, J-Q-KD, 10-J-QH melded, the 9S unmatched: 9.
DEFENDER_9 = "5S 6S 7S JD QD KD 10H JH QH 9S"
# 5-7S, J-KD melded; 10H JH 9S 8D unmatched = 37.
DEFENDER_37 = "5S 6S 7S JD QD KD 10H JH 9S 8D"
# 5-7S, J-KD, 10-QH melded; the 10S unmatched: 10.
DEFENDER_10 = "5S 6S 7S JD QD KD 10H JH QH 10S"
# Every card melded: 5-7S, J-KD, 10H-KH.
DEFENDER_0 = "5S 6S 7S JD QD KD 10H JH QH KH"
# The 6C would extend the knocker's 7-8-9C run: 6 deadwood, 0 after the lay-off.
DEFENDER_6C = "5S 6S 7S JD QD KD 10H JH QH 6C"


def start(players=TWO, first_dealer: int = 0, teams=(), **options) -> Match:
    setup = GameSetup(tuple(players), parse_options(GinRummyOptions, options), first_dealer, teams)
    return RULES.start(setup)


def hand(state: Match, knocker: int, *, upcard: str | None = None, **payload) -> Match:
    body = {"knocker": knocker, **payload}
    if upcard:
        body["upcard"] = upcard
    return RULES.apply(state, Event("hand", body))


def counts(state: Match, knocker: int, mine: int, theirs: int, **extra) -> Match:
    return hand(state, knocker, knocker_count=mine, defender_count=theirs, **extra)


def cards(state: Match, knocker: int, mine: str, theirs: str, **extra) -> Match:
    return hand(state, knocker, knocker_cards=mine, defender_cards=theirs, **extra)


def cancel(state: Match, **payload) -> Match:
    return RULES.apply(state, Event("cancelled", payload))


def refused(function, *args, **kwargs) -> RuleError:
    with pytest.raises(RuleError) as caught:
        function(*args, **kwargs)
    return caught.value


def last_row(state: Match):
    return RULES.score_sheet(state).rows[-1]


def dealer(state: Match) -> int:
    return RULES.score_sheet(state).dealer


def test_registered_with_its_slug():
    assert registry.get_ruleset("gin-rummy") is not None
    assert (RULES.name, RULES.min_players, RULES.max_players) == ("Gin Rummy", 2, 4)


# --- Scoring one hand -------------------------------------------------------------------------------


def test_knocker_with_the_lower_count_scores_the_difference():
    # "If the knocker's count is lower, the knocker scores the difference": 37 - 10 = 27
    state = cards(start(), 0, KNOCKER_10, DEFENDER_37)
    row = last_row(state)
    assert row.points == (27, None)
    assert row.notes == ("knock", "")
    assert row.summary == "Ann knocked with 10; Bob had 37: Ann scores difference 37 - 10 = 27."
    # by counts: 30 - 5 = 25
    assert last_row(counts(start(), 1, 5, 30)).points == (None, 25)


def test_equal_counts_are_an_undercut():
    # "the counts are equal ... the knocker has been undercut": 10 - 10 = 0, plus 10
    row = last_row(cards(start(), 0, KNOCKER_10, DEFENDER_10))
    assert row.points == (None, 10)
    assert row.notes == ("knocked", "undercut")
    assert last_row(counts(start(), 0, 6, 6)).points == (None, 10)


def test_undercut_scores_the_difference_plus_the_bonus():
    # "the knocker's opponent scores the difference between the counts plus a 10 point bonus": 1 + 10
    row = last_row(cards(start(), 0, KNOCKER_10, DEFENDER_9))
    assert row.points == (None, 11)
    assert row.summary == (
        "Ann knocked with 10; Bob undercut with 9: Bob scores difference 10 - 9 = 1, "
        "plus the undercut bonus 10 = 11."
    )


@pytest.mark.parametrize(("bonus", "points"), [(10, 11), (20, 21), (25, 26)])
def test_undercut_bonus_options(bonus, points):
    # "the bonus for an undercut is 20 (rather than 10)"; "... all 25 points"
    assert last_row(counts(start(undercut_bonus=bonus), 0, 10, 9)).points == (None, points)


def test_lay_offs_count_for_the_defender():
    # the 6C is laid off on 7-8-9C: 0 against the knocker's 10 is an undercut, 10 + 10 = 20
    row = last_row(cards(start(), 0, KNOCKER_10, DEFENDER_6C))
    assert row.points == (None, 20)
    assert any(line.label == "laid off 6C on 7C 8C 9C" for line in row.lines[1])


@pytest.mark.parametrize(("bonus", "points"), [(20, 29), (25, 34)])
def test_gin_scores_the_bonus_plus_the_defenders_count(bonus, points):
    # "a bonus 20 points, plus the opponent's count in unmatched cards"; "the bonus for going gin is 25"
    row = last_row(cards(start(gin_bonus=bonus), 0, KNOCKER_GIN, DEFENDER_9))
    assert row.points == (points, None)
    assert row.notes[0] == "gin"
    assert last_row(counts(start(gin_bonus=bonus), 0, 0, 9, gin=True)).points == (points, None)


def test_no_lay_off_against_gin():
    # "If a player goes gin, the opponent is not allowed to lay off any cards": 20 + 6 (the 6C stays)
    row = last_row(cards(start(), 0, KNOCKER_GIN, DEFENDER_6C))
    assert row.points == (26, None)
    assert not any(line.label.startswith("laid off") for line in row.lines[1])


def test_gin_is_never_undercut_even_by_no_deadwood():
    # "Even if the other player has no unmatched cards at all, the person going gin gets the 20 point
    # bonus the other player scores nothing."
    assert last_row(cards(start(), 0, KNOCKER_GIN, DEFENDER_0)).points == (20, None)
    assert last_row(counts(start(), 0, 0, 0, gin="yes")).points == (20, None)


def test_a_count_of_zero_is_gin_and_gin_needs_zero():
    # "Knocking with no unmatched cards at all is called going gin"
    assert last_row(counts(start(), 0, 0, 7)).notes[0] == "gin"
    error = refused(counts, start(), 0, 3, 7, gin="on")
    assert (error.message, error.field) == (
        "Gin means no deadwood: Ann's count must be 0, not 3.",
        "knocker_count",
    )
    # gin ticked with no knocker count at all is 0
    assert last_row(hand(start(), 0, gin="on", defender_count=7)).points == (27, None)


def test_a_knock_over_ten_is_refused():
    # "the total value of your deadwood must be 10 points or less"
    error = refused(cards, start(), 0, KNOCKER_12, DEFENDER_9)
    assert (error.message, error.field) == (
        "Ann cannot knock with 12 deadwood: the limit is 10.",
        "knocker_cards",
    )
    error = refused(counts, start(), 1, 11, 30)
    assert (error.message, error.field) == (
        "Bob cannot knock with 11 deadwood: the limit is 10.",
        "knocker_count",
    )


def test_cancelled_hand_scores_nothing_and_the_same_dealer_deals_again():
    # "the hand is cancelled, there is no score, and the same dealer deals again"
    state = cancel(start(first_dealer=1))
    row = last_row(state)
    assert row.points == (None, None)
    assert row.summary == "Cancelled: the stock fell to two cards. Bob deals again."
    assert dealer(state) == 1
    assert RULES.prompt(state).title == "Hand 2 · Bob deals"


# --- Dealers ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rule", "dealers"),
    [
        # Ann deals; Bob wins hand 1 and Ann hand 2 (undercut), then Ann hand 3.
        ("loser", [0, 0, 1, 1]),  # "the dealer is the loser of the previous hand"
        ("winner", [0, 1, 0, 0]),  # "the winner of each hand deals the next"
        ("alternate", [0, 1, 0, 1]),  # "the turn to deal alternates"
    ],
)
def test_next_dealer_options(rule, dealers):
    state = start(next_dealer=rule)
    seen = [dealer(state)]
    for knocker, mine, theirs in [(1, 2, 20), (1, 8, 5), (0, 1, 9)]:
        state = counts(state, knocker, mine, theirs)
        seen.append(dealer(state))
    assert seen == dealers


def test_first_dealer_comes_from_the_setup():
    assert RULES.prompt(start(first_dealer=1)).title == "Hand 1 · Bob deals"


# --- End of the game -----------------------------------------------------------------------------------


def four_gins(**options) -> Match:
    # Ann goes gin four times, Bob holding 5 each time: 25 a hand, 100 after four.
    state = start(**options)
    for _ in range(4):
        state = counts(state, 0, 0, 5)
    return state


def test_game_bonus_and_boxes_after_reaching_100():
    # Ann 25 + 25 + 25 = 75, Bob 20 (undercut 10 - 0 + 10), then Ann gin 25 = 100: the game ends.
    state = start()
    for knocker, mine, theirs in [(0, 0, 5), (0, 0, 5), (0, 0, 5), (0, 10, 0), (0, 0, 5)]:
        state = counts(state, knocker, mine, theirs)
    sheet = RULES.score_sheet(state)
    assert sheet.is_over
    labels = [row.label for row in sheet.rows]
    assert labels[-2:] == ["Game bonus", "Boxes"]
    # Ann 100 + game 100 + 4 boxes × 20 = 280; Bob 20 + 1 box 20 = 40; Bob pays Ann 240
    assert sheet.rows[-2].points == (100, None)
    assert sheet.rows[-1].points == (80, 20)
    assert sheet.totals == (280, 40)
    assert sheet.winners == (0,)
    assert sheet.extras["settlement"] == ["Bob pays Ann 240"]
    assert RULES.prompt(state).title == "Game over · Ann reached 100 · Bob pays Ann 240"
    assert sheet.rows[-1].summary.endswith("Bob pays Ann 240.")
    with pytest.raises(RuleError, match="The game is over"):
        counts(state, 0, 0, 5)


def test_shutout_game_bonus_is_200():
    # "If the loser failed to score anything at all during the game, then the winner's bonus is 200"
    sheet = RULES.score_sheet(four_gins())
    assert sheet.rows[-2].points == (200, None)
    assert sheet.totals == (100 + 200 + 80, 0)
    assert sheet.extras["settlement"] == ["Bob pays Ann 380"]


def test_shutout_doubling_option():
    # "the winner's entire score is doubled": (100 + 100 + 80) × 2 = 560
    sheet = RULES.score_sheet(four_gins(shutout="double_score"))
    assert [row.label for row in sheet.rows[-3:]] == ["Game bonus", "Boxes", "Shutout"]
    assert sheet.rows[-3].points == (100, None) and sheet.rows[-1].points == (280, None)
    assert sheet.totals == (560, 0)


@pytest.mark.parametrize(("box", "expected"), [(20, 80), (25, 100)])
def test_box_bonus_per_hand_won(box, expected):
    # "each player adds a further 20 points for each hand they won"; "... all 25 points"
    assert RULES.score_sheet(four_gins(box_bonus=box)).rows[-1].points == (expected, None)


def test_boxes_do_not_count_toward_100():
    # "These additional points cannot be counted as part of the 100 needed to win the game."
    # Ann wins 9 hands (99, and 9 boxes worth 180): the game goes on.
    state = start()
    for n in range(9):  # three gins of 20 + 5, then six knocks of 9 - 5: 75 + 24 = 99
        state = counts(state, 0, 0 if n < 3 else 5, 5 if n < 3 else 9)
    sheet = RULES.score_sheet(state)
    assert sheet.totals == (99, 0) and not sheet.is_over
    assert sheet.extras["boxes"] == [9, 0]
    state = counts(state, 1, 1, 9)  # Bob 8: still not over
    assert not RULES.score_sheet(state).is_over
    state = counts(state, 0, 9, 13)  # Ann 4 more: 139, over
    assert RULES.score_sheet(state).is_over


def test_the_lower_final_score_pays_even_the_player_who_reached_the_target():
    # "the player with the lower score pays the player with the higher score"
    # Bob wins 10 small hands (10 × 1 = 10 and 10 boxes = 200); Ann reaches 100 with two big gins.
    state = start()
    for _ in range(10):
        state = counts(state, 1, 4, 5)
    state = counts(state, 0, 0, 30)
    state = counts(state, 0, 0, 40)
    sheet = RULES.score_sheet(state)
    # Ann 50 + 60 = 110, game 100, 2 boxes 40 = 250; Bob 10 + 10 boxes 200 = 210
    assert sheet.totals == (250, 210)
    assert sheet.extras["settlement"] == ["Bob pays Ann 40"]
    state = start()
    for _ in range(14):
        state = counts(state, 1, 4, 5)
    state = counts(state, 0, 0, 30)
    state = counts(state, 0, 0, 40)
    sheet = RULES.score_sheet(state)
    # Ann 250; Bob 14 + 14 × 20 = 294: Ann pays Bob 44, and Bob is the sheet's winner
    assert sheet.totals == (250, 294) and sheet.winners == (1,)
    assert sheet.extras["settlement"] == ["Ann pays Bob 44"]


# --- Oklahoma Gin --------------------------------------------------------------------------------------


def okla(**options) -> Match:
    return start(variant="oklahoma", **options)


def test_oklahoma_upcard_sets_the_knock_limit():
    # "if a seven is turned up, in order to knock you must reduce your count to 7 or fewer"
    row = last_row(cards(okla(), 0, KNOCKER_7, DEFENDER_9, upcard="7D"))
    assert row.points == (2, None)
    assert row.summary.startswith("Up-card 7♦. Ann knocked with 7")
    error = refused(cards, okla(), 0, KNOCKER_10, DEFENDER_9, upcard="7D")
    assert error.message == "Ann cannot knock with 10 deadwood: the limit is 7 (7♦ turned up)."
    error = refused(counts, okla(), 0, 12, 30, upcard="7D")
    assert error.message == "Ann cannot knock with 12 deadwood: the limit is 7 (7♦ turned up)."


@pytest.mark.parametrize("picture", ["JH", "QH", "KH", "10H"])
def test_oklahoma_pictures_denote_ten(picture):
    assert last_row(counts(okla(), 0, 10, 30, upcard=picture)).points == (20, None)


def test_oklahoma_ace_allows_one_or_only_gin():
    assert last_row(counts(okla(), 0, 1, 30, upcard="AH")).points == (29, None)
    # "Some play that if an ace is turned up you may only knock if you can go gin."
    error = refused(counts, okla(ace_means_gin=True), 0, 1, 30, upcard="AH")
    assert error.message == "Ann cannot knock with 1 deadwood: A♥ turned up, so only gin may knock."
    assert last_row(counts(okla(ace_means_gin=True), 0, 0, 30, upcard="AH")).points == (50, None)


def test_oklahoma_spade_upcard_doubles_the_hand_bonuses_included():
    # "the final score for that deal (including any undercut or gin bonus) is doubled"
    assert last_row(counts(okla(), 0, 10, 9, upcard="KS")).points == (None, 22)  # (1 + 10) × 2
    row = last_row(cards(okla(), 0, KNOCKER_GIN, DEFENDER_9, upcard="QS"))
    assert row.points == (58, None)  # (20 + 9) × 2
    assert row.notes[0] == "gin · ♠ doubled"


def test_oklahoma_target_is_150():
    # "The target score for winning Oklahoma Gin is generally set at 150 rather than 100."
    assert target_score(parse_options(GinRummyOptions, {"variant": "oklahoma"}), 2) == 150
    state = okla()
    for _ in range(4):
        state = counts(state, 0, 0, 5, upcard="KH")
    assert not RULES.score_sheet(state).is_over  # 100 is not enough
    assert RULES.score_sheet(state).target == 150
    assert target_score(parse_options(GinRummyOptions, {"variant": "oklahoma", "target": 200}), 2) == 200


@pytest.mark.parametrize(
    ("mine", "theirs", "upcard", "boxes"),
    [
        (5, 20, "KH", 1),  # a knock: just the box for the hand
        (10, 9, "KH", 2),  # "a player who undercuts the knocker scores an extra box"
        (0, 9, "KH", 3),  # "a player who goes gin scores two extra boxes"
        (10, 9, "KS", 3),  # "If the up-card was a spade, you get two extra boxes for an undercut
        (0, 9, "KS", 5),  # and four extra boxes for going gin."
    ],
)
def test_oklahoma_extra_boxes(mine, theirs, upcard, boxes):
    state = counts(okla(extra_boxes=True), 0, mine, theirs, upcard=upcard)
    assert sum(RULES.score_sheet(state).extras["boxes"]) == boxes
    without = counts(okla(), 0, mine, theirs, upcard=upcard)
    assert sum(RULES.score_sheet(without).extras["boxes"]) == 1


def test_oklahoma_needs_the_upcard_and_standard_refuses_it():
    error = refused(counts, okla(), 0, 3, 30)
    assert (error.message, error.field) == (
        "Enter the up-card: in Oklahoma Gin it sets the knock limit.",
        "upcard",
    )
    assert refused(counts, okla(), 0, 3, 30, upcard="7D 8D").message == "Enter one up-card, such as 7D."
    assert refused(counts, okla(), 0, 3, 30, upcard="ZZ").field == "upcard"
    assert refused(counts, start(), 0, 3, 30, upcard="7D").field == "upcard"
    # a cancelled Oklahoma hand needs no up-card
    assert last_row(cancel(okla())).points == (None, None)


# --- Options and set-up ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["ace_means_gin", "extra_boxes"])
def test_oklahoma_only_options_are_refused_in_standard_gin(name):
    setup = GameSetup(TWO, parse_options(GinRummyOptions, {name: True}))
    error = refused(RULES.check_setup, setup)
    assert error.field == name and "Oklahoma Gin rule" in error.message


@pytest.mark.parametrize("rule", ["winner", "alternate"])
def test_three_players_only_loser_deals(rule):
    setup = GameSetup(THREE, parse_options(GinRummyOptions, {"next_dealer": rule}))
    assert refused(RULES.check_setup, setup).field == "next_dealer"


def test_four_players_need_two_partnerships_of_two():
    setup = GameSetup(FOUR, GinRummyOptions(), 0, ((0,), (1, 2, 3)))
    assert refused(RULES.check_setup, setup).message == "Four players play as two partnerships of two."


def test_usual_targets():
    options = GinRummyOptions()
    assert [target_score(options, n) for n in (2, 3, 4)] == [100, 100, 125]


def test_action_on_the_50th_card_changes_no_score():
    plain, action = start(), start(action_on_50th_card=True)
    for knocker, mine, theirs in [(0, 5, 20), (1, 0, 9)]:
        plain, action = counts(plain, knocker, mine, theirs), counts(action, knocker, mine, theirs)
    plain, action = cancel(plain), cancel(action)
    assert RULES.score_sheet(plain).rows == RULES.score_sheet(action).rows
    assert RULES.prompt(action).data["action_on_50th_card"] is True


# --- Refused entries -------------------------------------------------------------------------------------


def test_a_card_in_both_hands_is_refused():
    error = refused(cards, start(), 0, KNOCKER_10, DEFENDER_9.replace("9S", "10D"))
    assert (error.message, error.field) == ("10D is in both Ann's and Bob's cards.", "defender_cards")


def test_wrong_card_counts_are_refused():
    error = refused(cards, start(), 0, KNOCKER_10, DEFENDER_9.rsplit(" ", 1)[0])
    assert (error.message, error.field) == ("Bob: expected 10 cards, got 9.", "defender_cards")
    error = refused(cards, start(), 0, KNOCKER_10 + " KS", DEFENDER_9)
    assert error.field == "knocker_cards"
    assert refused(cards, start(), 0, KNOCKER_10.replace("10D", "AH"), DEFENDER_9).message == (
        "Ann: AH appears twice, but the deck has only one."
    )


def test_cards_and_counts_together_or_neither_are_refused():
    assert "not both" in refused(hand, start(), 0, knocker_cards=KNOCKER_10, knocker_count=3).message
    assert "one or the other" in refused(hand, start(), 0).message


def test_knocker_must_be_given_and_playing():
    assert refused(hand, start(), "", knocker_count=3, defender_count=9).message == "Say who knocked."
    assert refused(counts, start(), 2, 3, 9).field == "knocker"
    error = refused(counts, start(THREE), 0, 3, 9)
    assert error.message == "Ann dealt and sits out this hand: the knocker is Bob or Cid."


@pytest.mark.parametrize(("mine", "theirs", "field"), [(-1, 9, "knocker_count"), (3, 99, "defender_count")])
def test_counts_are_within_0_and_98(mine, theirs, field):
    assert refused(counts, start(), 0, mine, theirs).field == field


def test_payload_must_be_a_mapping():
    with pytest.raises(RuleError):
        RULES.apply(start(), Event("hand", ["x"]))  # type: ignore[arg-type]


# --- Full games, replayed from events --------------------------------------------------------------------


def test_two_player_game_to_100():
    state = start()  # Ann deals
    state = counts(state, 1, 5, 30)  # Bob 25 (Bob 25); Ann lost, Ann deals
    state = counts(state, 0, 8, 6)  # undercut: Bob 2 + 10 = 12 (Bob 37); Ann deals
    state = cancel(state)  # no score; Ann deals again
    assert dealer(state) == 0
    state = cards(state, 0, KNOCKER_GIN, DEFENDER_9)  # Ann gin 20 + 9 = 29 (Ann 29); Bob deals
    assert dealer(state) == 1
    state = counts(state, 1, 3, 50)  # Bob 47 (Bob 84); Ann deals
    state = counts(state, 1, 0, 12, gin=True)  # Bob gin 32 (Bob 116): over
    sheet = RULES.score_sheet(state)
    # Hands: Ann 29, Bob 116. Game bonus Bob 100 (Ann scored). Boxes: Bob 4 × 20, Ann 1 × 20.
    # Bob 116 + 100 + 80 = 296, Ann 29 + 20 = 49: Ann pays Bob 247.
    assert [row.points for row in sheet.rows] == [
        (None, 25),
        (None, 12),
        (None, None),
        (29, None),
        (None, 47),
        (None, 32),
        (None, 100),
        (20, 80),
    ]
    assert sheet.totals == (49, 296)
    assert sheet.winners == (1,)
    assert RULES.prompt(state).title == "Game over · Bob reached 100 · Ann pays Bob 247"


def test_oklahoma_game_to_150():
    state = okla(extra_boxes=True, ace_means_gin=True)
    state = cards(state, 0, KNOCKER_7, DEFENDER_9, upcard="7D")  # Ann 9 - 7 = 2, 1 box; Bob deals
    state = counts(state, 1, 10, 4, upcard="KS")  # undercut (6 + 10) × 2 = 32: Ann 34, 1 + 2 boxes
    assert refused(counts, state, 1, 1, 40, upcard="AC").field == "knocker_count"  # ace: gin only
    state = counts(state, 1, 0, 40, upcard="AC")  # Bob gin 20 + 40 = 60, 1 + 2 boxes
    state = counts(state, 0, 0, 30, upcard="QS")  # Ann gin (20 + 30) × 2 = 100: 134, 1 + 4 boxes
    assert not RULES.score_sheet(state).is_over
    state = counts(state, 0, 5, 25, upcard="5H")  # Ann 20: 154, 1 box: over (150)
    sheet = RULES.score_sheet(state)
    # Ann: 154 + 100 + 10 boxes × 20 = 454; Bob: 60 + 3 boxes × 20 = 120; Bob pays Ann 334
    assert sheet.extras["boxes"] == [10, 3]
    assert sheet.totals == (454, 120)
    assert sheet.extras["settlement"] == ["Bob pays Ann 334"]


def test_three_player_game():
    state = start(THREE)  # Ann deals, sits out
    assert RULES.prompt(state).title == "Hand 1 · Ann deals · Bob v Cid"
    state = counts(state, 1, 5, 25)  # Bob 20; Cid lost and deals: Ann v Bob
    assert RULES.prompt(state).title == "Hand 2 · Cid deals · Ann v Bob"
    assert (
        refused(counts, state, 2, 1, 9).message
        == "Cid dealt and sits out this hand: the knocker is Ann or Bob."
    )
    state = counts(state, 0, 2, 10)  # Ann 8; Bob deals: Ann v Cid
    state = cancel(state)  # Bob deals again: Ann v Cid
    assert RULES.prompt(state).title == "Hand 4 · Bob deals · Ann v Cid"
    state = counts(state, 2, 0, 30)  # Cid gin 50; Ann deals: Bob v Cid
    state = counts(state, 2, 9, 9)  # undercut: Bob 10 (30); Cid deals: Ann v Bob
    assert last_row(state).notes == ("dealt", "undercut", "knocked")
    state = counts(state, 1, 0, 60)  # Bob gin 80: 110, over
    sheet = RULES.score_sheet(state)
    # Ann 8 + 20 = 28; Bob 110 + 100 + 3 × 20 = 270; Cid 50 + 20 = 70
    assert sheet.totals == (28, 270, 70)
    assert sheet.extras["settlement"] == ["Ann pays Bob 242", "Cid pays Bob 200"]


def test_four_player_partnership_game_to_125():
    state = start(FOUR)  # Ann & Cid against Bob & Dee; Ann's team deals
    sheet = RULES.score_sheet(state)
    assert sheet.columns == ("Ann & Cid", "Bob & Dee") and sheet.target == 125
    assert RULES.prompt(state).title == "Deal 1 · Ann v Bob, Ann deals · Cid v Dee, Cid deals"
    state = counts(state, 2, 4, 20)  # Cid 16 (either game first)
    assert RULES.prompt(state).title == "Deal 1 · Ann v Bob, Ann deals"
    assert refused(counts, state, 3, 1, 9).field == "knocker"  # Cid v Dee is recorded
    state = counts(state, 0, 5, 30)  # Ann 25
    # "if both players on a team won, the team scores the total": 16 + 25 = 41
    assert last_row(state).points == (41, None)
    assert RULES.prompt(state).title == "Deal 2 · Ann v Dee, Dee deals · Cid v Bob, Bob deals"
    state = counts(state, 3, 0, 10)  # Dee gin 30
    state = counts(state, 2, 3, 13)  # Cid 10
    # "If one player from each team won, the team with the higher score scores the difference": 30 - 10
    assert last_row(state).points == (None, 20)
    state = counts(state, 0, 0, 40)  # Ann gin 60 (Ann v Bob again; Ann's team deals)
    state = counts(state, 3, 2, 12)  # Dee 10: Ann & Cid 50 (91)
    assert RULES.prompt(state).title.startswith("Deal 4 · Ann v Dee, Dee deals")
    state = cancel(state, player=2)  # Cid v Bob cancelled: dealt again
    state = counts(state, 0, 1, 36)  # Ann 35
    state = counts(state, 2, 0, 0)  # Cid gin 20: 55 (146), over
    sheet = RULES.score_sheet(state)
    assert sheet.rows[3].summary.startswith("Cancelled and dealt again: Cid v Bob.")
    # Ann & Cid: 146 + 100 + 3 boxes × 20 = 306; Bob & Dee: 20 + 1 box = 40
    assert sheet.totals == (306, 40)
    assert sheet.extras["settlement"] == ["Bob & Dee pay Ann & Cid 266"]


def test_four_players_equal_split_scores_nothing_and_the_same_team_deals():
    state = start(FOUR, first_dealer=1)  # Bob & Dee deal
    state = counts(state, 0, 5, 15)  # Ann 10
    state = counts(state, 3, 5, 15)  # Dee 10
    assert last_row(state).points == (None, None)
    assert RULES.prompt(state).title.startswith("Deal 2 · Ann v Dee, Dee deals")


def test_four_players_with_chosen_teams_and_a_cancel_needing_its_game():
    state = start(FOUR, teams=((0, 1), (2, 3)))
    assert RULES.score_sheet(state).columns == ("Ann & Bob", "Cid & Dee")
    assert RULES.prompt(state).title == "Deal 1 · Ann v Cid, Ann deals · Bob v Dee, Bob deals"
    error = refused(cancel, state)
    assert error.message == "Say which game was cancelled: Ann v Cid or Bob v Dee."


# --- Properties ---------------------------------------------------------------------------------------------

HANDS = st.lists(
    st.tuples(st.integers(0, 3), st.integers(0, 10), st.integers(0, 98), st.booleans()), max_size=60
)


@settings(max_examples=60, deadline=None)
@given(
    players=st.sampled_from([TWO, THREE, FOUR]),
    hands=HANDS,
    options=st.sampled_from([{}, {"shutout": "double_score"}, {"target": 125}]),
)
def test_any_game_adds_up_and_ends_at_the_target(players, hands, options):
    state = start(players, **options)
    target = RULES.score_sheet(state).target
    for choice, mine, theirs, cancelled in hands:
        if RULES.prompt(state).phase == "over":
            break
        before = RULES.score_sheet(state)
        assert all(total < target for total in before.totals)  # not over yet: nobody reached it
        if cancelled and choice == 0:
            state = cancel(state, player=RULES.prompt(state).data["knockers"][0])
            continue
        knockers = RULES.prompt(state).data["knockers"]
        state = counts(state, knockers[choice % len(knockers)], mine, theirs)
        sheet = RULES.score_sheet(state)
        if len(players) == 2:
            scored = [p for p in sheet.rows[len(before.rows)].points if p is not None]
            assert len(scored) == 1 and scored[0] > 0  # exactly one player scores a hand
    sheet = RULES.score_sheet(state)
    assert sheet.totals == running_totals(sheet.rows, len(sheet.columns))
    hand_totals = sheet.extras["hand_totals"]
    assert sheet.is_over == any(total >= target for total in hand_totals)
    assert sheet.is_over == (RULES.prompt(state).phase == "over")
    if sheet.is_over:
        assert sum(total >= target for total in hand_totals) == 1
