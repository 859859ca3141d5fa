"""Five-Card Cribbage as a whole game: the cut, his heels, the play card by card, the show, the end at
61, the board's pegs, and the six-card option. Worked examples are the rules text's own."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import standard_52
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.deal.loop import Match
from scorekeeper.families.log import Entry, replay
from scorekeeper.families.ruleset import Event, GameSetup, running_totals
from scorekeeper.games import registry
from scorekeeper.games.cribbage.calculators import peg
from scorekeeper.games.cribbage.rules import (
    MOST_PEGGED,
    Cribbage,
    CribbageOptions,
    cards_left,
)

RULES = Cribbage()
PLAYERS = ("Ann", "Bob")
ANN, BOB = 0, 1


def start(**options) -> Match:
    return RULES.start(GameSetup(PLAYERS, parse_options(CribbageOptions, options)))


def six_card(**options) -> Match:
    return start(variant="six-card", three_for_last=False, **options)


def apply(state: Match, type_: str, **payload) -> Match:
    return RULES.apply(state, Event(type_, payload))


def refused(state: Match, type_: str, **payload) -> RuleError:
    with pytest.raises(RuleError) as caught:
        apply(state, type_, **payload)
    return caught.value


def plays(state: Match, *cards: str) -> Match:
    """Cards played in turn order ("go" for a go by the player whose turn it is)."""
    for card in cards:
        state = apply(state, "go") if card == "go" else apply(state, "play", card=card)
    return state


def dealt(dealer: int = BOB, starter: str = "2D", state: Match | None = None) -> Match:
    """A first deal with the cut made and the start card turned (Bob deals: Ann leads)."""
    state = apply(state or start(), "cut", dealer=dealer)
    return apply(state, "starter", card=starter)


def totals(state: Match) -> tuple[int, ...]:
    return RULES.score_sheet(state).totals


def lines(state: Match, seat: int, deal: int = -1) -> list[tuple[str, int]]:
    row = RULES.score_sheet(state).rows[deal]
    return [(line.label, line.points) for line in row.lines[seat]]


def pegging_points(state: Match) -> list[int]:
    """Each card's points in the current deal, in the order played (from the form's data)."""
    return [p["points"] for p in RULES.prompt(state).data["plays"] if "card" in p]


# --- Registration, options and set-up ------------------------------------------------------------


def test_registered_for_exactly_two_players():
    assert registry.get_ruleset("cribbage") is not None
    assert registry.get_ruleset("cribbage").name == "Five-Card Cribbage"
    for players in (("Ann",), ("Ann", "Bob", "Cid")):
        with pytest.raises(RuleError, match="is played by 2 players, not"):
            RULES.check_setup(GameSetup(players, CribbageOptions()))


def test_three_for_last_with_six_card_is_refused():
    options = parse_options(CribbageOptions, {"variant": "six-card"})
    with pytest.raises(RuleError, match="Three for last is a five-card rule") as caught:
        RULES.check_setup(GameSetup(PLAYERS, options))
    assert caught.value.field == "three_for_last"


def test_target_follows_the_variant_unless_set():
    assert RULES.score_sheet(start()).target == 61
    assert RULES.score_sheet(six_card()).target == 121
    assert RULES.score_sheet(six_card(target=61)).target == 61


# --- The cut -------------------------------------------------------------------------------------


def test_lower_cut_deals_and_the_other_pegs_three_for_last():
    # "The player cutting the lower card deals, and the other player immediately pegs 3 points"
    state = apply(start(), "cut", cards=["KD", "7H"])
    assert RULES.score_sheet(state).dealer == BOB
    assert totals(state) == (3, 0)
    assert lines(state, ANN) == [("three for last", 3)]
    assert RULES.prompt(state).phase == "starter"


def test_ace_is_low_in_the_cut():
    state = apply(start(), "cut", cards=["2S", "AH"])
    assert RULES.score_sheet(state).dealer == BOB


def test_equal_ranks_cut_again():
    error = refused(start(), "cut", cards=["7S", "7H"])
    assert error.message == "Both cut a seven: cut again."
    assert refused(start(), "cut", cards=["AS", "AH"]).message == "Both cut an ace: cut again."
    assert "cannot both cut 7S" in refused(start(), "cut", cards=["7S", "7S"]).message


def test_cut_by_dealer_only_and_bad_cut_entries():
    state = apply(start(), "cut", dealer="1")
    assert RULES.score_sheet(state).dealer == BOB and totals(state) == (3, 0)
    assert "not both" in refused(start(), "cut", cards=["7S", "8H"], dealer=0).message
    assert refused(start(), "cut", cards=["", ""]).field == "cards"
    assert refused(start(), "cut", cards=["7S", ""]).field == "cards.1"
    assert refused(start(), "cut", cards=["7S", "XX"]).field == "cards.1"


def test_three_for_last_is_only_on_the_first_deal_and_can_be_turned_off():
    assert totals(apply(start(three_for_last=False), "cut", dealer=0)) == (0, 0)
    state = quick_deal(dealt(), [0, 0], 0, 0, 0)
    state = quick_deal(apply(state, "starter", card="2D"), [0, 0], 0, 0, 0)
    assert totals(state) == (3, 0)


def test_first_dealer_of_the_setup_is_not_used():
    setup = GameSetup(PLAYERS, CribbageOptions(), first_dealer=1)
    state = apply(RULES.start(setup), "cut", cards=["3C", "9C"])
    assert RULES.score_sheet(state).dealer == ANN


# --- The start card --------------------------------------------------------------------------------


def test_his_heels_pegs_two_for_the_dealer_at_once():
    # "If the start card is a jack, the dealer immediately pegs 2 points"
    state = dealt(dealer=BOB, starter="JC")
    assert totals(state) == (3, 2)
    assert lines(state, BOB) == [("two for his heels", 2)]
    assert totals(dealt(dealer=BOB, starter="QC")) == (3, 0)


def test_the_boards_line_writes_the_start_card_with_its_suit_symbol():
    state = dealt(starter="5C")
    assert RULES.progress(state) == "Start card 5♣ · count 0 · Ann to play"
    assert RULES.score_sheet(state).rows[-1].summary == "start card 5♣"


def test_start_card_must_be_one_card():
    state = apply(start(), "cut", dealer=BOB)
    assert refused(state, "starter", card="").message == "Enter the start card, such as 7H."
    assert refused(state, "starter", card="JC QC").message == "Enter only the start card: one card, not 2."


# --- The play: the text's worked examples, card by card ---------------------------------------------


def test_run_example_four_two_three_five_six():
    # "The player of the 3 scores 3 for a run, then the player of the 5 scores 4, and the player of
    # the 6 scores 5." Ann leads: Ann 4, Bob 2, Ann 3 (+3), Bob 5 (+4), Ann 6 (+5), count 20.
    state = plays(dealt(), "4S", "2H", "3D", "5C", "6S")
    assert pegging_points(state) == [0, 0, 3, 4, 5]
    assert RULES.prompt(state).data["count"] == 20
    assert totals(state) == (3 + 3 + 5, 4)


def test_run_example_four_two_three_four_three():
    # "The player of the second 4 scores 3 for the run 2-3-4. The player of the second 3 scores nothing."
    state = plays(dealt(), "4S", "2H", "3D", "4C", "3S")
    assert pegging_points(state) == [0, 0, 3, 3, 0]


def test_run_example_four_two_six_five_three():
    # "The final 3 scores 5 points for a 5-card run. Nothing is scored before then."
    state = plays(dealt(), "4S", "2H", "6D", "5C", "3S")
    assert pegging_points(state) == [0, 0, 0, 0, 5]
    assert lines(state, ANN)[-1] == ("pegging 3♠: run of 5", 5)


def test_fifteen_pair_pair_royal_and_double_pair_royal_in_the_play():
    # 7 7 (pair 2) 7 (pair royal 6) 7 (double pair royal 12), count 28; Ann's ace 29; Bob's 2 makes 31.
    state = plays(dealt(starter="KH"), "7S", "7H", "7D", "7C")
    assert pegging_points(state) == [0, 2, 6, 12]
    state = plays(state, "AS", "2C")
    assert pegging_points(state) == [0, 2, 6, 12, 0, 2]
    assert totals(state) == (3 + 6, 2 + 12 + 2)
    state = plays(dealt(starter="KH"), "10S", "5H")  # "Fifteen two"
    assert pegging_points(state) == [0, 2]


def test_thirty_one_scores_two_not_two_and_one_and_ends_the_five_card_play():
    # "If the play ends at exactly 31, the player who played the last card pegs 2 points instead of 1"
    # K Q J = 30 would leave no room; here: Ann K 10, Bob Q 20, Ann 9 29, Bob 2 31.
    state = plays(dealt(starter="AH"), "KS", "QS", "9S", "2C")
    assert lines(state, BOB) == [("pegging 2♣: thirty-one", 2)]
    assert RULES.prompt(state).phase == "show_pone"  # "you only play up to 31 once"
    assert totals(state) == (3, 2)


def test_last_card_scores_one():
    # Ann K 10, Bob Q 20, Ann 9 29; Bob cannot play: go; Ann cannot either: the 9 is the last card.
    state = plays(dealt(starter="AH"), "KS", "QS", "9S", "go", "go")
    assert lines(state, ANN) == [("three for last", 3), ("pegging 9♠: last card", 1)]
    assert RULES.prompt(state).phase == "show_pone"
    # All six cards played below 31: the last one scores 1.
    state = plays(dealt(starter="KH"), "AS", "AH", "2S", "3D", "4S", "5D")
    assert lines(state, BOB)[-1] == ("pegging 5♦: last card", 1)


# --- Turn order and go --------------------------------------------------------------------------------


def test_non_dealer_leads_and_turns_alternate():
    state = dealt(dealer=BOB)
    assert RULES.prompt(state).actor == ANN
    state = apply(state, "play", card="4S", player=0)
    assert RULES.prompt(state).actor == BOB
    error = refused(state, "play", card="5S", player=0)
    assert error.message == "It is Bob's turn to play, not Ann's." and error.field == "player"


def test_after_a_go_the_other_player_carries_on():
    # "If your opponent says Go then you may continue playing cards and scoring"
    state = plays(dealt(starter="AH"), "KS", "QS", "6S", "go")  # 26: Bob says go
    assert RULES.prompt(state).actor == ANN
    assert RULES.prompt(state).data["on_go"] == [BOB]
    assert "Bob has said go" in refused(state, "play", card="2S", player=1).message
    thirty_one = plays(state, "5S")  # 31: Ann pegs 2, the play ends
    assert lines(thirty_one, ANN)[-1] == ("pegging 5♠: thirty-one", 2)
    assert RULES.prompt(thirty_one).phase == "show_pone"
    last = plays(state, "2S")  # 28: Ann's last card; Bob is on go, so the play ends
    assert lines(last, ANN)[-1] == ("pegging 2♠: last card", 1)


def test_go_is_refused_while_any_card_fits():
    state = plays(dealt(), "KS", "AS")  # 11
    error = refused(state, "go")
    assert error.message == "Ann cannot say go at a count of 11: any card can be played without passing 31."
    assert refused(plays(state, "QS"), "go").message.startswith("Bob cannot say go at a count of 21")


def test_go_can_be_entered_as_the_card_played():
    state = plays(dealt(starter="AH"), "KS", "QS", "9S")
    by_card = apply(state, "play", card="GO", player=1)
    assert by_card == apply(state, "go")


def test_a_player_with_no_cards_left_is_skipped():
    # Ann A 1, Bob K 11, Ann 2 13, Bob K 23, Ann 3 26: Ann has played her three cards.
    state = plays(dealt(starter="QH"), "AS", "KS", "2S", "KH", "3S")
    assert cards_left(state.deal, "five-card") == (0, 1)
    assert RULES.prompt(state).actor == BOB
    assert "Ann has no cards left" in refused(state, "play", card="4D", player=0).message
    # Bob's last card would pass 31: go. Ann has no card to play on with, so the play ends and
    # her 3 was the last card.
    ended = plays(state, "go")
    assert RULES.prompt(ended).phase == "show_pone"
    assert lines(ended, ANN)[-1] == ("pegging 3♠: last card", 1)
    # With a card that fits, Bob plays it and pegs the last card himself (30).
    ended = plays(state, "4D")
    assert lines(ended, BOB)[-1] == ("pegging 4♦: last card", 1)
    assert RULES.prompt(ended).phase == "show_pone"


def test_refused_cards_in_the_play():
    state = plays(dealt(starter="5H"), "KS", "QS", "9S")  # 29
    error = refused(state, "play", card="5D")
    assert error.message == "Bob cannot play 5D: the count would go from 29 to 34, past 31."
    assert error.field == "card"
    assert refused(state, "play", card="QS").message == "QS has already been played this deal, by Bob."
    assert refused(state, "play", card="5H").message == "5H is the start card: it cannot be played."
    assert refused(state, "play", card="").message == "Enter the card Bob plays, such as 7H."
    assert "not a card" in refused(state, "play", card="ZZ").message
    assert "Now the table records play or go or pegging points, not show" in refused(state, "show").message


def test_quick_entry_of_the_pegging():
    state = apply(dealt(), "pegging_points", points=["5", "4"])
    assert totals(state) == (3 + 5, 4)
    assert RULES.prompt(state).phase == "show_pone"
    assert lines(state, BOB) == [("pegging, entered as points", 4)]
    error = refused(dealt(), "pegging_points", points=[25, 0])
    assert error.message == "Ann's pegging points cannot be more than 24." and error.field == "points.0"
    assert "Cards have been played" in refused(plays(dealt(), "4S"), "pegging_points", points=[1, 1]).message


def test_quick_entry_that_would_take_both_to_61_is_refused():
    state = at_58_and_59()
    assert totals(state) == (58, 59)
    error = refused(state, "pegging_points", points=[3, 2])
    assert error.message.startswith("Ann and Bob would both reach 61")
    state = apply(state, "pegging_points", points=[0, 2])
    assert RULES.prompt(state).title == "Game over · Bob wins 61–58, pegging out"


# --- The show ------------------------------------------------------------------------------------------


def shows_after(state: Match, pone: str, dealer: str) -> Match:
    state = apply(state, "show", cards=pone)
    return apply(state, "show", cards=dealer)


def show_lines(state: Match, seat: int, part: str) -> list[tuple[str, int]]:
    return [(label, points) for label, points in lines(state, seat) if label.startswith(part)]


def quick_pegged(starter: str = "5C") -> Match:
    return apply(dealt(starter=starter), "pegging_points", points=[0, 0])


def test_king_jack_five_five_counts_four_fifteens():
    # "king, jack, five, five would count 8 points (four fifteens ...)": Ann's K J 5 with a 5 start.
    state = apply(quick_pegged("5C"), "show", cards="KS JD 5H")
    fifteens = [line for line in show_lines(state, ANN, "hand: fifteen")]
    assert len(fifteens) == 4 and sum(p for _, p in fifteens) == 8
    assert totals(state) == (3 + 8 + 2, 0)  # and a pair of fives


def test_six_seven_seven_eight_is_twelve_as_hand_and_as_crib():
    # "A hand such as 6-7-7-8 contains two runs of 3 (as well as two fifteens and a pair) ... 12"
    state = apply(quick_pegged("8C"), "show", cards="6S 7H 7D")
    assert sum(p for _, p in show_lines(state, ANN, "hand")) == 12
    state = shows_after(quick_pegged("KC"), "AS 2S 3D", "AH 2H 4C")
    state = apply(state, "show", cards="6D 7C 7S 8H")  # the crib with a king start: still 12
    assert sum(p for _, p in show_lines(state, BOB, "crib")) == 12


def test_seven_eight_eight_with_a_nine_start_is_twelve():
    # "if your hand is 7 8 8 and the start card is a 9 ... 12 points to peg"
    state = apply(quick_pegged("9C"), "show", cards="7S 8H 8D")
    assert sum(p for _, p in show_lines(state, ANN, "hand")) == 12


def test_hand_flush_three_or_four_and_crib_flush_only_five():
    # "If all three cards of the hand are the same suit, 3 points ... with the start card ... 4 points"
    state = shows_after(quick_pegged("KC"), "2H 4H 9H", "2C 4C 9C")
    assert show_lines(state, ANN, "hand: flush") == [("hand: flush", 3)]
    assert show_lines(state, BOB, "hand: flush") == [("hand: flush", 4)]
    # "a flush in the crib only scores if all four crib cards and the start card are of the same suit"
    crib_four = apply(state, "show", cards="3S 6S 8S QS")
    assert not show_lines(crib_four, BOB, "crib: flush")
    state = shows_after(quick_pegged("KD"), "2H 4H 9H", "2C 4C 9C")
    crib_five = apply(state, "show", cards="3D 6D 8D QD")
    assert show_lines(crib_five, BOB, "crib: flush") == [("crib: flush", 5)]


def test_one_for_his_nob():
    state = apply(quick_pegged("4D"), "show", cards="JD 2S 7C")
    assert show_lines(state, ANN, "hand: his nob") == [("hand: his nob", 1)]


def test_show_order_and_next_deal():
    state = quick_pegged()
    assert RULES.prompt(state).phase == "show_pone" and RULES.prompt(state).actor == ANN
    state = apply(state, "show", points=4)
    assert RULES.prompt(state).phase == "show_dealer" and RULES.prompt(state).actor == BOB
    state = apply(state, "show", points=6)
    assert RULES.prompt(state).phase == "show_crib" and RULES.prompt(state).actor == BOB
    state = apply(state, "show", points="2")
    prompt = RULES.prompt(state)
    assert prompt.phase == "starter" and RULES.score_sheet(state).dealer == ANN  # the deal alternates
    row = RULES.score_sheet(state).rows[0]
    assert row.label == "Deal 1 · Bob's crib"
    assert row.notes == ("last 3 · pegging 0 · hand 4", "pegging 0 · hand 6 · crib 2")
    assert row.points == (7, 8)


def test_refused_shows():
    state = quick_pegged("5C")
    assert (
        refused(state, "show", cards="5H 6D").message
        == "Ann's hand has 3 cards besides the start card, not 2."
    )
    assert (
        refused(state, "show", cards="5C 6D 7D").message == "Ann's hand cannot hold 5C: it is the start card."
    )
    assert (
        refused(state, "show", cards="6D 6D 7D").message
        == "Ann's hand: 6D appears twice, but the deck has only one."
    )
    assert "not both" in refused(state, "show", cards="5H 6D 7D", points=3).message
    assert "one or the other" in refused(state, "show").message
    assert refused(state, "show", points=21).message == "Ann's hand cannot be more than 20."
    state = apply(state, "show", cards="5H 6D 7D")
    assert (
        refused(state, "show", cards="7D 8C 9C").message == "Bob's hand cannot hold 7D: it is in Ann's hand."
    )
    state = apply(state, "show", cards="8C 9C 10C")
    assert (
        refused(state, "show", cards="AS 2S 3S").message
        == "The crib has 4 cards besides the start card, not 3."
    )
    assert refused(state, "show", points=30).message == "The crib cannot be more than 29."


def test_shown_hands_must_agree_with_the_play():
    state = plays(dealt(starter="AH"), "KS", "QS", "9S", "go", "go")  # Ann K 9, Bob Q
    assert RULES.prompt(state).data["must_hold"] == ["KS", "9S"]
    assert RULES.prompt(state).data["seen"] == ["AH", "QS"]  # Ann's own cards stay pickable
    error = refused(state, "show", cards="KS 2C 3C")
    assert error.message == "Ann's hand must hold 9S, which Ann played."
    error = refused(state, "show", cards="KS 9S QS")
    assert error.message == "Ann's hand cannot hold QS: Bob played it."
    state = apply(state, "show", cards="KS 9S 3C")  # a five-card hand may hold an unplayed card
    state = apply(state, "show", cards="QS 8C 8D")
    assert (
        refused(state, "show", cards="KS 2D 3D 4D").message == "The crib cannot hold KS: it is in Ann's hand."
    )


def test_crib_cannot_hold_a_played_card_when_hands_were_counted_as_points():
    state = plays(dealt(starter="AH"), "KS", "QS", "9S", "go", "go")
    state = apply(apply(state, "show", points=0), "show", points=0)
    assert refused(state, "show", cards="QS 2D 3D 4D").message == "The crib cannot hold QS: Bob played it."


# --- Whole games to 61 ---------------------------------------------------------------------------------


def quick_deal(state: Match, pegging, pone: int, dealer: int, crib: int, starter=None) -> Match:
    """A deal entered as numbers; ``starter`` turns the start card first."""
    if starter:
        state = apply(state, "starter", card=starter)
    state = apply(state, "pegging_points", points=list(pegging))
    for points in (pone, dealer, crib):
        state = apply(state, "show", points=points)
    return state


def at_58_and_59() -> Match:
    """Ann 58, Bob 59, deal 3 (Ann's crib) ready for the play."""
    state = apply(start(three_for_last=False), "cut", dealer=ANN)
    # Deal 1, Ann's crib: pegging 10 each, Bob's hand 20, Ann's 20, crib 28.        Ann 58, Bob 30
    state = quick_deal(state, [10, 10], 20, 20, 28, starter="2D")
    # Deal 2, Bob's crib: Bob pegs 9, his hand 20.                                   Ann 58, Bob 59
    state = quick_deal(state, [0, 9], 0, 20, 0, starter="3D")
    return apply(state, "starter", card="4D")


def test_full_game_ending_mid_pegging():
    events = [
        # Ann cuts 9H, Bob 4C: Bob deals; Ann pegs 3 for last.                    Ann 3, Bob 0
        ("cut", {"cards": ["9H", "4C"]}),
        # Deal 1, Bob's crib, start 5D.
        ("starter", {"card": "5D"}),
        # Ann 10S 10; Bob 5S 15 (fifteen 2); Ann 5H 20 (pair 2); Bob 5C 25 (pair royal 6);
        # Ann 6H 31 (thirty-one 2): the play ends.                               Ann 7, Bob 8
        *[("play", {"card": c}) for c in ("10S", "5S", "5H", "5C", "6H")],
        # Ann's hand 10S 5H 6H + 5D: fifteens 10-5H, 10-5D (4), pair of fives 2 = 6      Ann 13
        ("show", {"cards": "10S 5H 6H"}),
        # Bob's hand 5S 5C QC + 5D: Q with each 5 (6), 5-5-5 (2), pair royal 6 = 14     Bob 22
        ("show", {"cards": "5S 5C QC"}),
        # Crib KH QH 9C 8S + 5D: K-5, Q-5 = 4                                             Bob 26
        ("show", {"cards": "KH QH 9C 8S"}),
        # Deal 2, Ann's crib: pegging Ann 3, Bob 5; Bob's hand 10, Ann's 8, crib 6.  Ann 30, Bob 41
        ("starter", {"card": "2S"}),
        ("pegging_points", {"points": [3, 5]}),
        ("show", {"points": 10}),
        ("show", {"points": 8}),
        ("show", {"points": 6}),
        # Deal 3, Bob's crib: pegging Ann 4, Bob 2; Ann's hand 12, Bob's 8, crib 5.  Ann 46, Bob 56
        ("starter", {"card": "9D"}),
        ("pegging_points", {"points": [4, 2]}),
        ("show", {"points": 12}),
        ("show", {"points": 8}),
        ("show", {"points": 5}),
        # Deal 4, Ann's crib, start 4H; Bob leads: Bob 7C 7; Ann 8D 15 (2)          Ann 48
        # Bob 9S 24 (run 7-8-9: 3)                                                  Bob 59
        # Ann 3C 27; Bob 4D 31 (thirty-one 2): Bob reaches 61 and wins.             Bob 61
        ("starter", {"card": "4H"}),
        *[("play", {"card": c}) for c in ("7C", "8D", "9S", "3C", "4D")],
    ]
    log = [Entry(i + 1, t, p) for i, (t, p) in enumerate(events)]
    setup = GameSetup(PLAYERS, CribbageOptions())
    result = replay(RULES, setup, log)
    assert result.sheet.totals == (48, 61)
    assert [row.points for row in result.sheet.rows] == [(13, 26), (17, 15), (16, 15), (2, 5)]
    assert result.sheet.is_over and result.sheet.winners == (BOB,)
    assert result.prompt.phase == "over"
    assert result.prompt.title == "Game over · Bob wins 61–48, pegging out with thirty-one"
    assert result.sheet.extras["pegs"] == [[48, 46], [61, 59]]
    assert result.sheet.extras["last"] == [2, 2]
    with pytest.raises(RuleError, match="The game is over: nothing more can be entered"):
        replay(RULES, setup, [*log, Entry(len(log) + 1, "play", {"card": "KS"})])


def test_full_game_ending_on_his_heels():
    state = apply(start(), "cut", dealer=ANN)  # Bob pegs 3 for last                 Ann 0, Bob 3
    # Deal 1, Ann's crib: pegging 10 each; Bob's hand 20, Ann's 20, crib 29.        Ann 59, Bob 33
    state = quick_deal(state, [10, 10], 20, 20, 29, starter="2C")
    # Deal 2, Bob's crib: nothing pegged; Ann's hand 0, Bob's 20, crib 0.            Ann 59, Bob 53
    state = quick_deal(state, [0, 0], 0, 20, 0, starter="7C")
    assert totals(state) == (59, 53)
    # Deal 3, Ann's crib: the start card is a jack: two for his heels.                Ann 61
    state = apply(state, "starter", card="JS")
    assert totals(state) == (61, 53)
    assert RULES.prompt(state).title == "Game over · Ann wins 61–53, with two for his heels"
    assert RULES.score_sheet(state).rows[-1].points == (2, 0)
    assert refused(state, "play", card="5S").message == "The game is over: nothing more can be entered."


def test_full_game_ending_in_the_non_dealers_show():
    state = apply(start(), "cut", dealer=ANN)
    state = quick_deal(state, [10, 10], 20, 20, 29, starter="2C")  # Ann 59, Bob 33
    # Deal 2, Bob's crib: Bob pegs 5 (38); Ann, the non-dealer, shows 4 first: 63, and wins
    # before Bob counts his hand or crib.
    state = apply(state, "starter", card="7C")
    state = apply(state, "pegging_points", points=[0, 5])
    state = apply(state, "show", cards="4S 4H 4D")  # pair royal 6 + ... with 7C: 4+4+7 fifteens x3 = 6: 12
    assert totals(state) == (71, 38)
    assert RULES.prompt(state).title == "Game over · Ann wins 71–38, counting the non-dealer's hand first"
    error = refused(state, "show", cards="8S 9S 10S")
    assert error.message == "The game is over: nothing more can be entered."
    assert RULES.score_sheet(state).winners == (ANN,)


def test_pegs_show_the_latest_score():
    state = plays(dealt(starter="KH"), "4S", "2H", "3D", "5C", "6S")  # Ann 3 (last) +3 +5, Bob +4
    assert RULES.score_sheet(state).extras == {
        "pegs": [[11, 6], [4, 0]],
        "layout": "same_end",
        "target": 61,
        "last": [5, 4],
    }
    assert RULES.score_sheet(start(board_layout="opposite_ends")).extras["layout"] == "opposite_ends"
    assert RULES.score_sheet(start()).extras["pegs"] == [[0, 0], [0, 0]]


def test_undo_through_the_log_takes_back_a_card():
    setup = GameSetup(PLAYERS, CribbageOptions())
    base = [
        Entry(1, "cut", {"dealer": 1}),
        Entry(2, "starter", {"card": "2D"}),
        Entry(3, "play", {"card": "7S"}),
    ]
    played = replay(RULES, setup, [*base, Entry(4, "play", {"card": "8S"})])
    assert played.sheet.totals == (3, 2) and played.prompt.data["count"] == 15
    undone = replay(RULES, setup, [*base, Entry(4, "play", {"card": "8S"}), Entry(5, "undo", {})])
    assert undone.sheet.totals == (3, 0) and undone.prompt.actor == BOB
    assert undone.prompt.data["count"] == 7


# --- Six-card cribbage ------------------------------------------------------------------------------


def test_six_card_deal_with_restarts_after_go_and_thirty_one():
    state = apply(six_card(), "cut", dealer=BOB)
    assert totals(state) == (0, 0)  # no three for last
    state = apply(state, "starter", card="4H")
    # Ann K 10, Bob Q 20, Ann 9 29; Bob go, Ann go: Ann's 9 pegs 1 for the go.       Ann 1
    state = plays(state, "KS", "QS", "9S", "go", "go")
    assert totals(state) == (1, 0)
    prompt = RULES.prompt(state)
    assert prompt.data["count"] == 0 and prompt.actor == BOB  # the count restarts, Bob leads
    # Bob 7H 7; Ann 8D 15 (2); Bob 8S 23 (pair 2); Ann 8C 31 (pair royal 6 + 31 2)   Ann 11, Bob 2
    state = plays(state, "7H", "8D", "8S", "8C")
    assert totals(state) == (11, 2)
    assert RULES.prompt(state).actor == BOB and RULES.prompt(state).data["count"] == 0
    # Bob's last card 2C: the count is 2, every card is played: last card 1.             Bob 3
    state = plays(state, "2C")
    assert totals(state) == (11, 3)
    assert RULES.prompt(state).phase == "show_pone"
    tokens = ["KS", "QS", "9S", "go", "7H", "8D", "8S", "8C", "2C"]
    assert peg(tokens, variant="six-card").total == 14
    assert lines(state, ANN) == [
        ("pegging 9♠: go", 1),
        ("pegging 8♦: fifteen", 2),
        ("pegging 8♣: thirty-one", 2),
        ("pegging 8♣: pair royal", 6),
    ]
    # Four-card hands in the six-card show: Ann holds the four she played.
    error = refused(state, "show", cards="KS 9S 8D")
    assert error.message == "Ann's hand has 4 cards besides the start card, not 3."
    state = apply(state, "show", cards="KS 9S 8D 8C")
    assert RULES.prompt(state).data["size"] == 4


def test_six_card_game_is_played_to_121():
    state = apply(six_card(), "cut", dealer=ANN)
    # Deal 1, Ann's crib: pegging 10 each, hands 20 each, crib 20.                   Ann 50, Bob 30
    state = quick_deal(state, [10, 10], 20, 20, 20, starter="2C")
    # Deal 2, Bob's crib, the same.                                                    Ann 80, Bob 80
    state = quick_deal(state, [10, 10], 20, 20, 20, starter="3C")
    # Deal 3, Ann's crib: pegging 10 each, hands 20 each, crib 10.                   Ann 120, Bob 110
    state = quick_deal(state, [10, 10], 20, 20, 10, starter="4C")
    assert totals(state) == (120, 110)
    assert RULES.prompt(state).phase == "starter"  # 61 is long past: the game goes on to 121
    # Deal 4, Bob's crib: Ann pegs 1.                                                  Ann 121
    state = apply(state, "starter", card="5C")
    state = apply(state, "pegging_points", points=[1, 0])
    assert RULES.prompt(state).title == "Game over · Ann wins 121–110, pegging out"


# --- Properties ---------------------------------------------------------------------------------------


def simulate(rng: random.Random, variant: str, dealer: int = BOB) -> tuple[Match, list]:
    """A deal's play with random legal choices: cards dealt at random, each player plays a random card
    that fits, or says go."""
    state = start() if variant == "five-card" else six_card()
    state = apply(state, "cut", dealer=dealer)
    deck = [str(c) for c in standard_52()]
    rng.shuffle(deck)
    held = 3 if variant == "five-card" else 4
    hands = [deck[:held], deck[held : 2 * held]]
    state = apply(state, "starter", card=deck[2 * held])
    played = []
    while RULES.prompt(state).phase == "pegging":
        prompt = RULES.prompt(state)
        seat, count = prompt.actor, prompt.data["count"]
        assert count <= 31
        fits = [c for c in hands[seat] if count + min(_rank(c), 10) <= 31]
        if fits:
            card = rng.choice(fits)
            hands[seat].remove(card)
            state = apply(state, "play", card=card, player=seat)
            played.append((seat, card))
        else:
            state = apply(state, "go", player=seat)
    return state, played


def _rank(card: str) -> int:
    return {"A": 1, "J": 11, "Q": 12, "K": 13}.get(card[:-1]) or int(card[:-1])


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(["five-card", "six-card"]))
def test_random_plays_never_pass_31_and_score_as_the_calculator(rng, variant):
    state, played = simulate(rng, variant)
    deal = state.deal
    assert [c for _, c in deal.cards_played] == [c for _, c in played]
    result = peg(deal.tokens, variant=variant)
    assert all(p.count <= 31 for p in result.plays)
    pegged = [sum(p for label, p in lines(state, seat) if label.startswith("pegging")) for seat in (ANN, BOB)]
    assert sum(pegged) == result.total
    if variant == "five-card":
        # Five-card never restarts, so the cards alone say what was scored.
        assert peg([c for _, c in played]).total == result.total
        assert len(played) <= 6
    else:
        assert len(played) == 8  # six-card plays every card
    # Each card's points go to the player who played it.
    for seat in (ANN, BOB):
        mine = {c for s, c in played if s == seat}
        expected = sum(p.points for p in result.plays if str(p.card) in mine)
        if result.last_line and played[-1][0] == seat:
            expected += result.last
        assert pegged[seat] == expected <= MOST_PEGGED[variant]


def random_entry(rng: random.Random, state: Match) -> tuple[str, dict]:
    phase = RULES.prompt(state).phase
    if phase == "cut":
        return "cut", {"dealer": rng.randrange(2)}
    if phase == "starter":
        return "starter", {"card": rng.choice(["JS", "2C", "5D", "KH"])}
    if phase == "pegging":
        return "pegging_points", {"points": [rng.randrange(0, 12), rng.randrange(0, 12)]}
    return "show", {"points": rng.randrange(0, 21)}


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_random_games_keep_their_invariants(rng):
    state = start()
    for _ in range(80):
        if RULES.prompt(state).phase == "over":
            break
        type_, payload = random_entry(rng, state)
        try:
            state = apply(state, type_, **payload)
        except RuleError as exc:
            assert "would both reach 61" in exc.message
            continue
        sheet = RULES.score_sheet(state)
        assert sheet.totals == running_totals(sheet.rows, 2)
        for front, rear in sheet.extras["pegs"]:
            assert front >= rear >= 0
        reached = [t for t in sheet.totals if t >= 61]
        assert len(reached) <= 1 and bool(reached) == sheet.is_over
    sheet = RULES.score_sheet(state)
    if sheet.is_over:
        assert RULES.prompt(state).phase == "over"
        with pytest.raises(RuleError, match="The game is over"):
            apply(state, "show", points=0)
