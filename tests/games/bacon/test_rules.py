"""Bacon (bacon.txt): each test quotes the sentence it checks, with the arithmetic in a comment.

Seats: Ann 0, Bob 1, Cid 2, Dee 3; Ann & Cid (column 0) against Bob & Dee (column 1). Ann deals first, so
Bob calls first and Ann last.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.bacon.rules import MAJORITY, TRICKS, BaconOptions, deal_score
from scorekeeper.games.tricks import legal_plays_for, rules_for, winner_for
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee")
GAME = Driver("bacon", NAMES, BaconOptions)
start, play, refused = GAME.start, GAME.play, GAME.refused


def call(seat, said, alone=False):
    return ("call", {"player": seat, "call": said, "alone": alone})


def passes(*seats):
    return [call(seat, "pass") for seat in seats]


def picked(declarer, trump="H", alone=False, upcard=1):
    return ("contract", {"declarer": declarer, "trump": trump, "alone": alone, "upcard": upcard})


def tricks(declarers):
    return ("result", {"declarers": declarers})


def deal(declarer, declarers_tricks, alone=False, **options):
    """A fresh game with one pick-up and the declarers' tricks."""
    return play(start(**options), picked(declarer, alone=alone), tricks(declarers_tricks))


# --- The auction ------------------------------------------------------------------------------------------


def test_the_player_left_of_the_dealer_has_the_first_chance_then_round_to_the_dealer():
    # "The player to the left of the dealer has the first chance at accepting the suit of the upcard as the
    # trump suit ... If the player passes, the next player to the left is offered the same options, and so
    # on around to the dealer."
    match = start()
    prompt = GAME.prompt(match)
    assert prompt.phase == "call" and prompt.actor == 1  # Ann deals: Bob is on her left
    assert prompt.title == "Deal 1 · Ann deals · upcard 1" and prompt.data["quick"]
    refused(match, "call", {"player": 2, "call": "pass"}, "It is Bob's turn to call, not Cid's", "player")
    match = play(match, *passes(1, 2, 3))
    assert GAME.prompt(match).actor == 0 and GAME.prompt(match).data["passed"] == [1, 2, 3]
    assert not GAME.prompt(match).data["quick"]  # the calls are being recorded one by one


def test_pick_it_up_makes_the_upcards_suit_trumps_and_ends_the_calls():
    # "They may select this suit as trump by stating “pick it up”, or decline to do so by saying “pass”."
    match = play(start(), call(1, "pass"), call(2, "♥"))
    prompt = GAME.prompt(match)
    assert prompt.phase == "tricks" and prompt.title == "Deal 1 · Cid picked up ♥"
    assert prompt.data | {"declarer": 2, "trump": "H", "declarers": 0, "partner": 0} == prompt.data
    refused(start(), "call", {"player": 1}, "Tap Pass, or the upcard's suit to pick it up", "call")
    refused(start(), "call", {"player": 1, "call": "X"}, "Pick it up: ", "call")


def test_when_the_dealer_passes_a_new_upcard_is_turned():
    # "Should the dealer pass, the upcard is discarded and a new upcard is drawn from the deck stub and the
    # process repeats."
    match = play(start(), *passes(1, 2, 3, 0))
    prompt = GAME.prompt(match)
    assert prompt.actor == 1 and prompt.data["upcard"] == 2 and prompt.data["passed"] == []
    assert prompt.title == "Deal 1 · Ann deals · upcard 2"
    match = play(match, *passes(1, 2), call(3, "S"))  # Dee picks up the second upcard: 4 + 2 passes
    assert GAME.prompt(match).title == "Deal 1 · Dee picked up ♠ (upcard 2)"


def test_four_upcards_passed_acquit_the_hand_and_the_same_dealer_deals_again():
    # "If the fourth upcard is passed on by all four players, the hand is considered acquitted, the cards
    # are thrown in, and a new hand is dealt by the same dealer."
    match = play(start(), *passes(1, 2, 3, 0) * 3, *passes(1, 2, 3))
    assert GAME.prompt(match).data["upcard"] == 4 and GAME.prompt(match).actor == 0
    match = play(match, call(0, "pass"))  # 4 x 4 = 16 passes
    assert match.totals == (0, 0) and not match.played and match.thrown_in == 1
    assert match.deal.number == 2 and match.deal.dealer == 0 and GAME.prompt(match).actor == 1
    quick = play(start(), ("thrown_in", {}))  # the same, in one entry
    assert quick.thrown_in == 1 and quick.deal.dealer == 0
    refused(play(start(), call(1, "pass")), "thrown_in", {}, "recorded one by one")


def test_a_table_calling_aloud_enters_only_who_picked_it_up():
    match = play(start(), picked(3, "D", alone=True, upcard=3))
    assert GAME.prompt(match).title == "Deal 1 · Dee picked up ♦ (upcard 3) alone"
    assert match.deal.calls.passes == 8 + 2  # two upcards passed round, then Bob and Cid
    assert play(start(), ("contract", {"declarer": 1, "trump": "S"})).deal.calls.round == 1  # upcard 1
    refused(start(), "contract", {"trump": "S"}, "The player who picked it up is missing", "declarer")
    refused(start(), "contract", {"declarer": 1}, "The upcard's suit: choose a suit", "trump")
    refused(start(), "contract", {"declarer": 1, "trump": "S", "upcard": 5}, "more than 4", "upcard")
    refused(play(start(), call(1, "pass")), "contract", {"declarer": 2, "trump": "S"}, "one by one")


def test_only_a_player_who_picks_it_up_can_go_alone():
    # "When a player chooses to pick up a trump, they have the option to “go alone”."
    refused(start(), "call", {"player": 1, "call": "pass", "alone": "yes"}, "Bob passed: only a player")
    match = play(start(), call(1, "C", alone=True))
    assert match.deal.alone and GAME.prompt(match).title == "Deal 1 · Bob picked up ♣ alone"


# --- The veto ----------------------------------------------------------------------------------------------


def test_a_vetoed_pick_up_is_as_if_the_player_passed():
    # "When a player picks up a trump or declares themselves a loner, their partner has veto power over
    # each of these decisions. The veto is binding and results in the same effect as if the player passed"
    match = play(start(), call(1, "H"), ("veto", {}))  # Dee, Bob's partner, vetoes: Bob passed
    prompt = GAME.prompt(match)
    assert prompt.phase == "call" and prompt.actor == 2 and prompt.data["passed"] == [1]
    assert prompt.data["offered"] == "H"  # the upcard is still the heart
    refused(match, "call", {"player": 2, "call": "S"}, "The upcard is a heart \\(♥\\)", "call")
    match = play(match, call(2, "pass"), call(3, "H"))  # Dee, who vetoed, may pick it up herself
    assert GAME.prompt(match).title == "Deal 1 · Dee picked up ♥"
    match = play(match, tricks(3))
    assert match.played[0].facts["vetoes"] == [{"player": 3, "what": "pick_up"}]
    # The upcard vetoed was the first: the second may be of any suit.
    later = play(start(), call(1, "H"), ("veto", {}), *passes(2, 3, 0), call(1, "S"))
    assert later.deal.trump.value == "S"


def test_a_vetoed_loner_plays_with_the_partner():
    # "... or if they never made the declaration to go alone"
    match = play(start(), picked(2, "S", alone=True), ("veto_alone", {}))
    assert not match.deal.alone and GAME.prompt(match).title == "Deal 1 · Cid picked up ♠"
    refused(match, "veto_alone", {}, "Cid is not going alone")
    match = play(match, tricks(5))  # 2 points, not doubled: the loner was vetoed
    assert match.totals == (2, 0) and match.played[0].facts["vetoes"] == [{"player": 0, "what": "alone"}]


def test_the_dealers_vetoed_pick_up_of_the_fourth_upcard_acquits_the_hand():
    match = play(start(), picked(0, "C", upcard=4), ("veto", {}))  # as if Ann, the dealer, passed
    assert match.thrown_in == 1 and match.deal.dealer == 0 and not match.played


def test_the_veto_is_an_option():
    match = play(start(veto=False), picked(1, alone=True))
    refused(match, "veto", {}, "played without the veto")
    refused(match, "veto_alone", {}, "played without the veto")
    assert GAME.prompt(match).data["veto"] is False


# --- The scoring -------------------------------------------------------------------------------------------


def test_three_or_four_tricks_score_one_and_all_five_two():
    # "Winning three or four tricks over the course of a hand is worth one point, and winning all five
    # tricks is worth two points."
    assert deal(1, 3).totals == (0, 1)  # Bob & Dee took 3 of 5: 1
    assert deal(1, 4).totals == (0, 1)  # 4 of 5: 1
    assert deal(1, 5).totals == (0, 2)  # all five: 2
    row = deal(1, 4).played[0].row
    assert row.points == (0, 1) and row.notes == ("took 1", "picked up ♥ · took 4")
    assert row.summary == "Bob picked up ♥ · Ann & Cid 1, Bob & Dee 4"
    assert [(line.label, line.points) for line in row.lines[1]] == [("4 tricks", 1)]
    assert [(line.label, line.points) for line in row.lines[0]] == [("took 1 trick", 0)]


def test_a_loner_scores_double():
    # "These scores are doubled if they were achieved by a loner ... (for a total of two points for three or
    # four tricks and four points for a shutout)."
    assert deal(2, 3, alone=True).totals == (2, 0)  # 1 x 2
    assert deal(2, 4, alone=True).totals == (2, 0)  # 1 x 2
    five = deal(2, 5, alone=True)
    assert five.totals == (4, 0)  # 2 x 2
    lines = five.played[0].row.lines[0]
    assert [(line.label, line.points) for line in lines] == [
        ("all five tricks", 2),
        ("doubled for the loner", 2),
    ]
    assert five.played[0].row.notes[0] == "picked up ♥ alone · took 5"


def test_the_defenders_score_double():
    # "These scores are doubled if they were achieved by ... the defenders (for a total of two points for
    # three or four tricks and four points for a shutout)."
    assert deal(1, 2).totals == (2, 0)  # Ann & Cid defend and take 3: 1 x 2
    assert deal(1, 1).totals == (2, 0)  # they take 4: 1 x 2
    shutout = deal(1, 0)
    assert shutout.totals == (4, 0)  # all five: 2 x 2
    assert [line.label for line in shutout.played[0].row.lines[0]] == [
        "all five tricks",
        "doubled for the defenders",
    ]
    # Against a loner the defenders' score is doubled once, as against a partnership: 2 and 4.
    assert deal(1, 2, alone=True).totals == (2, 0)
    assert deal(1, 0, alone=True).totals == (4, 0)


def test_the_score_schedule():
    # 3 or 4 tricks: 1; 5: 2; either doubled for the loner or the defenders.
    assert [sum(line.points for line in deal_score(n, None)) for n in (3, 4, 5)] == [1, 1, 2]
    assert [sum(line.points for line in deal_score(n, "loner")) for n in (3, 4, 5)] == [2, 2, 4]
    assert [sum(line.points for line in deal_score(n, "defenders")) for n in (3, 4, 5)] == [2, 2, 4]


def test_tricks_per_side_add_up_to_five():
    # "This process repeats until five tricks are played"
    match = play(start(), picked(1))
    refused(match, "result", {"tricks": [3, 3]}, "add up to 6, but 5 were played", "tricks")
    refused(match, "result", {"tricks": [6, -1]}, "cannot be more than 5", "tricks.0")
    refused(match, "result", {"tricks": [3]}, "Enter a number for each of 2", "tricks")
    refused(match, "result", {"declarers": 6}, "Bob & Dee's tricks cannot be more than 5", "declarers")
    refused(match, "result", {}, "Enter a number for each of 2", "tricks")
    refused(match, "result", {"declarers": 3, "tricks": [3, 2]}, "disagree: enter them once", "tricks")
    done = play(match, ("result", {"tricks": ["1", "4"]}))  # per side, in the sheet's order
    assert done.totals == (0, 1) and done.played[0].facts["tricks"] == [1, 4]
    both = play(match, ("result", {"declarers": 4, "tricks": [1, 4]}))  # the same, entered twice
    assert both.totals == (0, 1)


def test_the_facts_of_a_deal():
    match = play(start(), *passes(1, 2, 3, 0), call(1, "D", alone=True), tricks(1))
    assert match.played[0].facts == {
        "declarer": 1,
        "trump": "D",
        "upcard": 2,
        "alone": True,
        "declarers": 1,
        "tricks": [4, 1],
        "scorer": 0,
        "points": 2,  # the defenders' 4 tricks: 1 x 2
        "vetoes": [],
    }


# --- The game ----------------------------------------------------------------------------------------------


def test_the_deal_passes_to_the_left():
    match = deal(1, 3)
    assert match.deal.number == 2 and match.deal.dealer == 1 and GAME.prompt(match).actor == 2


def test_the_first_partnership_to_ten_points_wins():
    # "Game play continues until one partnership reaches ten points. That partnership is the winner."
    match = play(start(), picked(0, alone=True), tricks(5), picked(2, alone=True), tricks(5))
    assert match.totals == (8, 0) and not match.is_over  # two loners' shutouts: 4 + 4 = 8
    match = play(match, picked(1), tricks(4))  # Bob & Dee 1
    match = play(match, picked(2), tricks(3))  # 8 + 1 = 9
    assert not match.is_over and match.totals == (9, 1)
    match = play(match, picked(3), tricks(0))  # Ann & Cid defend, take all five: 9 + 4 = 13
    assert match.is_over and match.winners == (0,)
    assert GAME.prompt(match).title == "Game over · Ann & Cid win 13–1"
    refused(match, "call", {"player": 1, "call": "pass"}, "The game is over")


def test_the_target_is_an_option():
    match = play(start(target=2), picked(0), tricks(5))
    assert match.is_over and GAME.score_sheet(match).target == 2
    with pytest.raises(RuleError, match="at most 30"):
        parse_options(BaconOptions, {"target": 31})


def test_partners_sit_across_from_one_another():
    # "Players on the same partnership are seated across from one another, so that proceeding around the
    # table in turn order, the partnerships alternate."
    with pytest.raises(RuleError, match="Ann with Cid, Bob with Dee") as caught:
        GAME.ruleset.start(GameSetup(NAMES, BaconOptions(), teams=((0, 1), (2, 3))))
    assert caught.value.field == "teams"
    labelled = GAME.ruleset.start(GameSetup(NAMES, BaconOptions(), teams=((1, 3), (0, 2))))
    assert play(labelled, picked(1), tricks(3)).totals == (1, 0)
    with pytest.raises(RuleError, match="played by 4 players, not"):
        GAME.ruleset.start(GameSetup(NAMES[:3], BaconOptions()))


def test_the_scoreboard_extras():
    match = start()
    assert GAME.extras(match) == {
        "target": 10,
        "calling": {"upcard": 1, "next": 1},
        "contract": None,
        "last": None,
    }
    match = play(match, picked(2, "S", alone=True))
    contract = GAME.extras(match)["contract"]
    assert contract == {"declarer": 2, "trump": "S", "upcard": 1, "alone": True, "declarers": 0}
    match = play(match, tricks(4))
    assert GAME.extras(match)["last"]["points"] == 2 and GAME.extras(match)["calling"]["next"] == 2


def test_the_trick_rules_follow_suit_and_the_highest_trump_wins():
    # "each person playing a card of the same suit as the card led, if able ... the highest card of the suit
    # led wins the trick, unless a card of the trump suit was played, in which case the highest trump wins"
    assert winner_for("bacon", "S", ["10H", "AH", "2S", "KH"]) == 2
    assert winner_for("bacon", "S", ["10H", "AH", "2C", "KH"]) == 1
    assert winner_for("bacon", "D", ["9H", "KH", "2C"]) == 1  # a loner's trick: three cards
    assert legal_plays_for("bacon", "S", "3H 2S AC", "9H") == ["3H"]
    with pytest.raises(ValueError, match="Unknown option: deck"):
        rules_for("bacon", "S", {"deck": "piquet"})
    assert rules_for("bacon", "S", {"target": 5}).trump.value == "S"  # the game's options are accepted


# --- Every deal, whatever is entered -----------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.booleans(), st.integers(1, 12))
def test_tricks_add_up_to_five_and_exactly_one_side_scores_each_deal(seed, veto, target):
    # Every deal: the tricks per side add up to five; exactly one side scores, 1, 2 or 4 points.
    match, rng = start(veto=veto, target=target), Random(seed)
    for _ in range(400):
        if match.is_over:
            break
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError as exc:
            assert exc.message.endswith(".")
    assert match.is_over
    for record in match.played:
        facts, points = record.facts, record.row.points
        assert sum(facts["tricks"]) == TRICKS
        assert [p > 0 for p in points].count(True) == 1 and min(points) == 0
        assert points[facts["scorer"]] == facts["points"] in (1, 2, 4)
        assert facts["tricks"][facts["scorer"]] >= MAJORITY
        assert veto or not facts["vetoes"]
    assert match.totals == tuple(sum(r.row.points[i] for r in match.played) for i in (0, 1))


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 1), st.integers(0, 3), st.booleans(), st.integers(0, TRICKS))
def test_each_result_scores_by_the_schedule(dealer, declarer, alone, taken):
    # Declarers take ``taken``; the side with three or more scores 1 (3, 4) or 2 (5), doubled for a loner
    # or the defenders.
    match = GAME.ruleset.start(GameSetup(NAMES, BaconOptions(), first_dealer=dealer))
    match = play(match, picked(declarer, alone=alone), tricks(taken))
    side = declarer % 2
    scorer, won = (side, taken) if taken >= MAJORITY else (1 - side, TRICKS - taken)
    base = 2 if won == TRICKS else 1
    doubled = scorer != side or alone
    expected = [0, 0]
    expected[scorer] = base * (2 if doubled else 1)
    assert list(match.totals) == expected
