"""New Eleusis (new-eleusis.txt): each test quotes the sentence it checks, with the arithmetic in a comment.

Seats: Ann 0, Bob 1, Cid 2, Dee 3, Eve 4. Ann deals (is God) in round 1, so the scientists clockwise from
her left are Bob, Cid, Dee, Eve; a starter 3H counts three of them: Dee plays first.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.families.log import SECRET, Entry, public_payload, replay, secrets_after
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.new_eleusis.round import decks
from scorekeeper.games.new_eleusis.rules import NewEleusisOptions
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")
ANN, BOB, CID, DEE, EVE = range(5)
GAME = Driver("new-eleusis", NAMES, NewEleusisOptions)
play, refused = GAME.play, GAME.refused
RULE = "alternate red and black"


def start(names=NAMES, **options):
    return GAME.start(names, **options)


def rule(starter="3H", text=RULE, hint=""):
    return ("rule", {"rule": text, "starter": starter, "hint": hint})


def right(cards, **extra):
    return ("play", {"cards": cards, "right": True, **extra})


def wrong(cards, **extra):
    return ("play", {"cards": cards, "right": False, **extra})


def prophet(seat):
    return ("prophet", {"player": seat})


def begun(**options):
    """Round 1 under way: Ann is God, Dee plays first."""
    return play(start(**options), rule())


def filler(count: int, first: int = 0):
    """``count`` plays of one card each, all right, cards ``first`` on of a deck's 52."""
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    cards = [f"{r}{s}" for s in "SDCH" for r in ranks]
    return [right(cards[i % len(cards)]) for i in range(first, first + count)]


# --- Dealer (God) sets up the round -------------------------------------------------------------------------


def test_the_dealer_writes_the_rule_and_turns_a_starter():
    # "Make up and write down a rule ... Turn up one card for a starter."
    match = begun()
    assert match.deal.rule == RULE and match.deal.starter == "3H"
    # "deal 14 cards to every player except yourself"
    assert match.deal.held == (0, 14, 14, 14, 14)
    assert GAME.prompt(match).phase == "play"


def test_the_rule_must_be_written():
    # "Really write down the rule. It helps settle arguments."
    refused(start(), "rule", {"rule": "  ", "starter": "3H"}, "Write down the secret rule", "rule")
    refused(start(), "rule", {"rule": RULE, "starter": ""}, "starter card", "starter")


@pytest.mark.parametrize(
    ("starter", "first"), [("3H", DEE), ("AS", BOB), ("5D", BOB), ("KC", BOB), ("QC", EVE)]
)
def test_the_starter_counts_out_the_first_player(starter, first):
    # "Choose player to start (count clockwise the number of the starter card)": 3 → Bob 1, Cid 2, Dee 3;
    # 5 → round the four scientists once more, Bob; K = 13 = 3 × 4 + 1 → Bob; Q = 12 → Eve.
    assert play(start(), rule(starter)).deal.turn == first


# --- Player (Scientist) -------------------------------------------------------------------------------------


def test_a_right_play_goes_on_the_main_line():
    match = play(begun(), right("7H"))
    assert match.deal.held[DEE] == 13 and match.deal.turn == EVE
    assert [item["card"] for item in GAME.extras(match)["round"]["layout"]] == ["3H", "7H"]


def test_two_penalty_cards_for_each_card_in_a_wrong_sequence():
    # "Give two penalty cards for each card in a wrong sequence": 14 − 3 played + 3 × 2 = 17.
    match = play(begun(), wrong("7H 8H 9H"))
    assert match.deal.held[DEE] == 17
    layout = GAME.extras(match)["round"]["layout"]
    assert [w["card"] for w in layout[0]["wrong"]] == ["7H", "8H", "9H"]  # under the starter


def test_a_sequence_is_two_three_or_four_cards():
    # "you may play a sequence of 2, 3, or 4 cards"
    refused(begun(), "play", {"cards": "2H 3H 4H 5H 6H", "right": True}, "sequence of 2 to 4", "cards")
    refused(begun(), "play", {"cards": "", "right": True}, "Enter the cards played", "cards")


def test_a_card_appears_at_most_once_per_deck():
    # "Shuffle two decks": the starter 3H and two more 3H make three.
    refused(begun(), "play", {"cards": "3H 3H", "right": True}, "more than 2 times", "cards")
    assert play(begun(decks=3), right("3H 3H")).deal.held[DEE] == 12


def test_white_marker_on_each_tenth_card():
    # "Put a white marker on each 10th card played": cards 10 and 20, not the starter.
    match = play(begun(), *filler(20))
    layout = GAME.extras(match)["round"]["layout"]
    assert [i for i, item in enumerate(layout) if item["white"]] == [10, 20]


def test_sudden_death_after_forty_cards_expels_a_wrong_player():
    # "call a 'sudden death' period after 40 cards played. During sudden death, any player who makes a wrong
    # play is expelled." 39 right cards (Dee, Eve, Bob, Cid in turn), then Cid's wrong 40th, Dee's 41st.
    match = play(begun(hand_size=20), *filler(39))
    assert not match.deal.sudden_death
    match = play(match, wrong("2H"))  # the 40th card: played before sudden death, no expulsion
    assert match.deal.sudden_death and not match.deal.expelled
    match = play(match, wrong("4H"))  # Dee, the 41st card
    assert match.deal.expelled == {DEE}
    # The text exempts nobody from the penalty: Dee had 20 − 10 = 10, − 1 + 2 = 11.
    assert match.deal.held[DEE] == 11
    assert match.deal.turn == EVE


def test_the_round_ends_when_all_players_are_expelled():
    # "A round ends when ... (2) all players have been expelled for wrong plays during 'sudden death'"
    match = play(begun(hand_size=20), *filler(40))
    match = play(match, wrong("2H"), wrong("4H"), wrong("5H"), wrong("6H"))
    assert match.deal.number == 2 and len(match.played) == 1
    assert match.played[0].facts["expelled"] == [BOB, CID, DEE, EVE]


def test_no_play_correct_gives_a_hand_with_four_fewer_cards():
    # "A player who correctly claims 'no play' ... is dealt a new hand with 4 fewer cards": 14 − 4 = 10.
    match = play(begun(), ("no_play", {"claim": "correct"}))
    assert match.deal.held[DEE] == 10 and match.deal.turn == EVE


def test_no_play_wrong_plays_a_card_and_deals_five():
    # "If the player is wrong, Prophet or Dealer plays a correct card from the hand and deals the player a 5
    # card penalty": 14 − 1 + 5 = 18, and the card goes on the main line.
    match = play(begun(), ("no_play", {"claim": "wrong", "card": "4S"}))
    assert match.deal.held[DEE] == 18
    assert [item["card"] for item in GAME.extras(match)["round"]["layout"]] == ["3H", "4S"]
    refused(begun(), "no_play", {"claim": "wrong"}, "Enter the card played", "card")


def test_no_play_can_put_the_player_out():
    # "(this may put the player out and end the round)": 4 − 4 = 0.
    match = play(start(hand_size=4), rule(), ("no_play", {"claim": "correct"}))
    assert len(match.played) == 1 and match.played[0].facts["held"][DEE] == 0


# --- Prophet ------------------------------------------------------------------------------------------------


def test_only_the_player_who_just_played_may_declare():
    # "Just after you play ... you may declare yourself Prophet"
    match = play(begun(), right("7H"))
    refused(match, "prophet", {"player": EVE}, "just played", "player")
    refused(match, "prophet", {"player": ANN}, "dealer is God", "player")
    match = play(match, prophet(DEE))
    assert match.deal.prophet == DEE and match.deal.mark == 1
    # "put a black marker on the last card you just played"
    assert GAME.extras(match)["round"]["layout"][1]["black"]


def test_there_is_only_one_prophet_and_only_once_a_round():
    # "(1) there isn't already a prophet, (2) you haven't already been prophet this round"
    match = play(begun(), right("7H"), prophet(DEE), right("8H"))
    refused(match, "prophet", {"player": EVE}, "Dee is already the prophet", "player")
    match = play(match, right("9H", right=False, overruled=True))  # Bob: Dee called it wrong; overruled
    assert match.deal.prophet is None
    match = play(match, right("10H"))  # Cid
    match = play(match, right("JH"))  # Dee again, no longer prophet
    refused(match, "prophet", {"player": DEE}, "already been prophet this round", "player")


def test_a_prophet_needs_two_other_players():
    # "(3) there are still two or more players besides yourself and the dealer": with 3 players, never.
    match = play(start(("Ann", "Bob", "Cid")), rule("AS"), right("7H"))
    refused(match, "prophet", {"player": BOB}, "two or more players", "player")


def test_the_prophet_sets_cards_aside_and_does_not_play():
    # "Put the rest of your cards aside"; the turn passes over the prophet.
    match = play(begun(), right("7H"), right("8H"), right("9H"), prophet(BOB))
    assert match.deal.turn == CID
    match = play(match, right("10H"), right("JH"), right("QH"))  # Cid, Dee, Eve
    assert match.deal.turn == CID and match.deal.held[BOB] == 13


def test_an_overruled_call_overthrows_the_prophet():
    # "If you disapprove a call, overthrow the prophet and give him/her 5 penalty cards; the player
    # (scientist) who just played gets no penalty for a wrong play." Bob: 13 + 5 = 18; Cid: 14 − 1 = 13.
    match = play(begun(), right("7H"), right("8H"), right("9H"), prophet(BOB))
    match = play(match, ("play", {"cards": "10H", "right": True, "overruled": True}))
    assert match.deal.prophet is None and match.deal.held[BOB] == 18 and match.deal.held[CID] == 13
    layout = GAME.extras(match)["round"]["layout"]
    assert layout[-1]["wrong"][0]["card"] == "10H"  # God's word: the card was wrong
    # "If overthrown, pick up your cards and resume your role as a player": Bob plays again in turn.
    match = play(match, right("JH"), right("QH"))  # Dee, Eve
    assert match.deal.turn == BOB
    refused(
        begun(), "play", {"cards": "7H", "right": True, "overruled": True}, "There is no prophet", "overruled"
    )


def test_prophet_sudden_death_after_thirty_cards():
    # "Put a black marker on every 10th card played after you became prophet, and call a 'sudden death'
    # period after 30 cards played." Bob becomes prophet on card 3; black markers on cards 3, 13, 23, 33.
    match = play(begun(hand_size=20), *filler(3), prophet(BOB), *filler(29, 3))
    assert not match.deal.sudden_death
    match = play(match, *filler(1, 32))
    # "When there is a prophet, sudden death is based only on the black markers": 33 < 40 cards played.
    assert match.deal.sudden_death and match.deal.played == 33
    layout = GAME.extras(match)["round"]["layout"]
    assert [i for i, item in enumerate(layout) if item["black"]] == [3, 13, 23, 33]


def test_no_play_with_a_prophet():
    base = play(begun(), right("7H"), right("8H"), right("9H"), prophet(BOB))  # Cid to play
    # The prophet calls the claim correct and God approves: 14 − 4 = 10.
    assert play(base, ("no_play", {"claim": "correct"})).deal.held[CID] == 10
    # God overrules a "correct" call: the claim was wrong; God plays a card, no penalty: 14 − 1 = 13.
    match = play(base, ("no_play", {"claim": "correct", "card": "2C", "overruled": True}))
    assert match.deal.held[CID] == 13 and match.deal.prophet is None and match.deal.held[BOB] == 18
    # "[But if prophet calls incorrectly, the card is returned to the player's hand without penalty, and
    # Prophet is overthrown.]"
    match = play(base, ("no_play", {"claim": "wrong", "card": "2C", "overruled": True}))
    assert match.deal.held[CID] == 14 and match.deal.prophet is None and match.deal.played == 3


def test_anyone_may_announce_at_the_end_of_a_turn_as_an_option():
    # "You may announce at the end of someone else's turn that you wish to become prophet."
    match = play(begun(prophet_any_turn=True), right("7H"), prophet(BOB))
    # Dee played, Bob announced: Eve is next.
    assert match.deal.prophet == BOB and match.deal.turn == EVE


def test_going_out_to_become_prophet_as_an_option():
    # "If you have just gone out ... you may forego the bonus for going out and become Prophet instead."
    match = play(start(hand_size=4, prophet_when_out=True), rule(), right("7H 8H 9H 10H"))
    assert GAME.prompt(match).phase == "out" and GAME.prompt(match).actor == DEE
    match = play(match, prophet(DEE))
    assert match.deal.prophet == DEE and match.deal.turn == EVE
    # "If you are overthrown, you will be dealt 8 penalty cards and will again have a hand."
    overthrown = play(match, ("play", {"cards": "2S", "right": True, "overruled": True}))
    assert overthrown.deal.held[DEE] == 8
    # Going out without the choice ends the round at once.
    ended = play(start(hand_size=4, prophet_when_out=True), rule(), right("7H 8H 9H 10H"), ("go_out", {}))
    assert len(ended.played) == 1


# --- Scoring ------------------------------------------------------------------------------------------------


def scored_round():
    """Hands of 6. Dee 5H right (5); Eve 6S wrong (6 − 1 + 2 = 7); Bob 7D right (5), declares prophet on card
    3; Cid 8C called wrong (7); Dee 9C 10C right (3); Eve JH QH KH right (4); Cid 2S 3S 4S right (4); Dee 5S
    6S 7S right (0): out."""
    return play(
        start(hand_size=6),
        rule(),
        right("5H"),
        wrong("6S"),
        right("7D"),
        prophet(BOB),
        wrong("8C"),
        right("9C 10C"),
        right("JH QH KH"),
        right("2S 3S 4S"),
        right("5S 6S 7S"),
    )


def test_scoring_follows_the_texts_steps():
    record = scored_round().played[0]
    assert record.facts["held"] == [0, 5, 4, 0, 4]
    # 1. "Find the high count": Bob's 5 set aside. Bob 5 − 5 = 0, Cid 5 − 4 = 1, Dee 5 − 0 = 5, Eve 1.
    # 2. "Anyone (except the dealer) with no cards at all gets a 4 point bonus": Dee 5 + 4 = 9.
    # 3. "A True Prophet also gets 1 point for each right card and 2 points for each wrong card played after
    #    s/he became prophet": after card 3, 11 right and 1 wrong (8C): Bob 0 + 11 + 2 = 13.
    # 4. "Dealer's score is the smaller of (a) the highest player's score, or (b) twice the number of cards
    #    played before the True Prophet started": min(13, 2 × 3 = 6) = 6.
    assert record.row.points == (6, 13, 1, 9, 1)
    assert record.row.summary == f"Ann's rule: {RULE}"  # revealed and kept in the record


def test_without_a_true_prophet_the_dealer_scores_the_highest():
    # Dee plays out four cards: high count 4; Dee 4 − 0 + 4 = 8; the others 0; Ann min(8, none) = 8.
    match = play(start(hand_size=4), rule(), right("7H 8H 9H 10H"))
    assert match.played[0].row.points == (8, 0, 0, 8, 0)
    # The option: "twice the number of cards played" with nobody prophet: min(8, 2 × 4) = 8; 2 × 1 = 2.
    match = play(start(hand_size=4, dealer_without_prophet="all_cards"), rule(), right("7H"), wrong("8H"))
    match = play(match, right("9H"), ("no_play", {"claim": "correct"}))  # Cid: 4 − 4 = 0
    # 3 cards played; high count Eve's 4 − 1 + 2 = 5: Cid 5 + 4 = 9; the dealer min(9, 2 × 3 = 6) = 6.
    assert match.played[0].row.points[ANN] == 6 and match.played[0].row.points[CID] == 9


def test_a_prophet_who_went_out_takes_no_bonus():
    # "If you are not [overthrown], add your prophet bonus to high count for your score" (no 4 points).
    match = play(start(hand_size=4, prophet_when_out=True), rule(), right("7H 8H 9H 10H"), prophet(DEE))
    match = play(match, right("2S 3S 4S 5S"))  # Eve goes out: 4 right cards after Dee's marker
    # High count 4 (Bob, Cid). Dee 4 − 0 + 4 right = 8, no bonus; Eve 4 − 0 + 4 = 8; Ann min(8, 2 × 4) = 8.
    assert match.played[0].row.points == (8, 0, 0, 8, 8)


# --- The game -----------------------------------------------------------------------------------------------


def test_the_game_ends_when_everyone_has_dealt_once():
    # "The game ends when everyone has been dealer once"
    match = start(("Ann", "Bob", "Cid"), hand_size=4)
    for starter in ("AS", "AD", "AC"):
        match = play(match, rule(starter), right("7H 8H 9H 10H"))
    assert match.is_over and [r.dealer for r in match.played] == [0, 1, 2]
    refused(match, "rule", {"rule": RULE, "starter": "3H"}, "The game is over")


def test_ending_early_gives_ten_to_those_who_never_dealt():
    # "If you end the game early, anyone who has never been dealer gets 10 extra points."
    refused(start(), "end_game", {}, "Now the table records rule")
    match = play(start(hand_size=4), rule(), right("7H 8H 9H 10H"), ("end_game", {}))
    # Round 1: Ann 8, Dee 8; then Bob, Cid, Dee, Eve never dealt: + 10 each.
    assert match.is_over and match.totals == (8, 10, 10, 18, 10)
    assert match.winners == (DEE,)


def test_decks_follow_the_table():
    # Nine players: 8 hands of 14 and a starter are 113 cards: a third deck.
    names = tuple(f"P{i}" for i in range(9))
    assert decks(GameSetup(names, NewEleusisOptions())) == 3
    with pytest.raises(RuleError, match="another deck"):
        start(names, decks=2)


# --- The secret rule ----------------------------------------------------------------------------------------


def test_the_rule_stays_secret_until_the_round_ends():
    setup = GameSetup(NAMES, NewEleusisOptions(hand_size=4))
    entries = [
        Entry(1, "rule", {"rule": RULE, "starter": "3H"}),
        Entry(2, "play", {"cards": "7H", "right": True}),
    ]
    result = replay(GAME.ruleset, setup, entries)
    after = secrets_after(GAME.ruleset, result)
    assert public_payload(GAME.ruleset, after, 1, "rule", entries[0].payload)["rule"] == SECRET
    assert RULE not in repr(GAME.prompt(result.state)) + repr(GAME.score_sheet(result.state))
    correction = {"target": 1, "payload": {"rule": "a new rule", "starter": "3H"}}
    assert public_payload(GAME.ruleset, after, 3, "correction", correction)["payload"]["rule"] == SECRET
    entries += [Entry(3, "play", {"cards": "8H 9H 10H JH", "right": True})]  # Eve goes out
    result = replay(GAME.ruleset, setup, entries)
    after = secrets_after(GAME.ruleset, result)
    assert public_payload(GAME.ruleset, after, 1, "rule", entries[0].payload)["rule"] == RULE
    # The next round's rule is secret again.
    entries += [Entry(4, "rule", {"rule": "the next rule", "starter": "3H"})]
    result = replay(GAME.ruleset, setup, entries)
    after = secrets_after(GAME.ruleset, result)
    assert public_payload(GAME.ruleset, after, 4, "rule", entries[3].payload)["rule"] == SECRET
    assert public_payload(GAME.ruleset, after, 1, "rule", entries[0].payload)["rule"] == RULE


# --- Invariants ---------------------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 7))
def test_random_rounds_keep_the_texts_invariants(seed, players):
    rng = Random(seed)
    match = start(tuple(f"P{i}" for i in range(players)), hand_size=6)
    while not match.played:
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError:
            continue
        deal = match.deal
        if deal.played and match.played == ():
            assert all(n >= 0 for n in deal.held)  # nobody holds fewer than no cards
    record = match.played[0]
    points, held, dealer = record.row.points, record.facts["held"], record.dealer
    players_points = [p for seat, p in enumerate(points) if seat != dealer]
    # "Everyone except the dealer gets points equal to the high count minus ..." so nobody scores below 0,
    # and whoever holds the high count scores nothing for it.
    assert min(players_points) >= 0
    high = max(n for seat, n in enumerate(held) if seat != dealer)
    holders = [s for s, n in enumerate(held) if n == high and s not in (dealer, record.facts["prophet"])]
    assert all(points[s] == 0 for s in holders)
    # "Dealer's score is the smaller of (a) the highest player's score, or (b) ..."
    assert points[dealer] <= max(players_points)


# --- Plays entered by count: God's runs of right plays, a wrong play's number of cards (issue 23) --------


def run(turns: int):
    return ("play", {"turns": turns})


def wrong_count(cards: int, **extra):
    return ("play", {"wrong": cards, **extra})


def test_a_run_of_right_plays_is_one_entry_a_turn_each_clockwise():
    # "call each play 'right' or 'wrong'": five turns called right, one card each, Dee first:
    # Dee, Eve, Bob, Cid, Dee: Dee 14 − 2 = 12, the others 14 − 1 = 13.
    match = play(begun(), run(5))
    assert match.deal.held == (0, 13, 13, 12, 13) and match.deal.played == 5
    assert match.deal.turn == EVE and match.deal.last == DEE
    assert all(item["card"] == "" for item in GAME.extras(match)["round"]["layout"][1:])


def test_a_wrong_play_by_its_count_takes_two_penalty_cards_a_card():
    # "Give two penalty cards for each card in a wrong sequence": Dee's 3 wrong cards, 14 − 3 + 6 = 17.
    match = play(begun(), wrong_count(3))
    assert match.deal.held[DEE] == 17 and match.deal.played == 3 and match.deal.turn == EVE
    refused(begun(), "play", {"wrong": 5}, "cannot be more than 4", "wrong")
    # Dee holds 4 − 2 = 2 after two right runs of her turns: a wrong sequence of 3 is refused.
    refused(play(start(hand_size=4), rule(), run(8)), "play", {"wrong": 3}, "holds only 2 cards", "wrong")


def test_entries_by_count_score_as_the_same_plays_named():
    # A round ending when Dee goes out: the same calls named card by card and entered by count.
    named = play(
        start(hand_size=4), rule(), right("5H"), wrong("6S"), right("7D"), right("8C"), right("9C"),
        wrong("10S JS"), *(right(card) for card in ("2C", "3C", "4C", "5C", "6C", "7C", "8D")),
    )  # fmt: skip
    counted = play(start(hand_size=4), rule(), run(1), wrong_count(1), run(3), wrong_count(2), run(7))
    assert named.played[0].row == counted.played[0].row
    # Dee, Eve, Bob, Cid: Dee goes out on her fourth right card, the run's seventh play; high count Eve's
    # 4 − 1 + 2 − 2 + 4 − 1 = 6: Dee 6 + 4 = 10.
    assert counted.played[0].row.points[DEE] == 10
    before = play(start(hand_size=4), rule(), run(1), wrong_count(1), run(3), wrong_count(2))
    refused(before, "play", {"turns": 8}, "The round ended after 7 plays of the run: enter 7.", "turns")


def test_a_run_with_a_prophet_counts_for_the_prophet_and_sudden_death():
    # "A True Prophet also gets 1 point for each right card": Bob prophet after card 3, then 30 right cards
    # in one run bring the prophet's sudden death ("after 30 cards played").
    match = play(begun(hand_size=20), run(3), prophet(BOB), run(30))
    assert match.deal.sudden_death and match.deal.played == 33
    refused(match, "play", {"turns": 2, "overruled": "yes"}, "entered alone, not in a run", "overruled")
    expelled = match.deal.turn
    match = play(match, wrong_count(1))  # "any player who makes a wrong play is expelled"
    assert match.deal.expelled == {expelled}


def test_an_overruled_wrong_count_is_right_and_overthrows_the_prophet():
    # "If you disapprove a call, overthrow the prophet and give him/her 5 penalty cards; the player who
    # just played gets no penalty": Cid's card called wrong by Bob, God disapproves: Cid 14 − 1 = 13.
    match = play(begun(), run(3), prophet(BOB), wrong_count(1, overruled="yes"))
    assert match.deal.prophet is None and match.deal.held[BOB] == 18 and match.deal.held[CID] == 13


def test_a_forty_one_turn_round_in_nineteen_entries():
    # The browser flow's round (tests/e2e/test_new_eleusis_flow.py), ten cards each: 41 turns in 18 entries
    # of plays, and the prophet. Before Dee becomes prophet (cards 1 to 14): Dee 10 − 4 = 6, Eve 10 − 3 = 7,
    # Bob 10 − 2 + 2 = 10 (a wrong pair), Cid 10 − 2 + 1 = 9. After: Eve a wrong pair and eight right:
    # 7 − 1 + 2 − 8 = 0, out on turn 41; Bob 10 − 7 + 2 = 5; Cid 9 − 6 + 3 = 6.
    match = play(begun(hand_size=10), right("5H"), *FORTY_ONE)
    assert sum(p.get("turns", 1) for kind, p in [right("5H"), *FORTY_ONE] if kind == "play") == 41
    record = match.played[0]
    assert record.facts["held"] == [0, 5, 6, 6, 0] and record.facts["played"] == 14 + 29
    # High count 6: Bob 1, Cid 0, Eve 6 + 4 = 10; Dee, True Prophet, after her black marker 22 right
    # cards x 1 and 7 wrong x 2: 0 + 22 + 14 = 36; Ann min(36, 2 x 14) = 28.
    assert record.row.points == (28, 1, 0, 36, 10)


#: Dee, Eve, Bob, Cid in turn from Ann's starter 3H, after Dee's first card (5H, right); Dee declares
#: prophet after her play of turn 13, then Eve, Bob, Cid play on.
FORTY_ONE = [
    run(6), wrong("6S"), run(2), wrong_count(2), run(2), prophet(DEE),
    run(3), wrong_count(2), wrong_count(1), run(3), wrong_count(1), run(4), wrong_count(1), run(3),
    wrong_count(1), run(5), wrong_count(1), run(4),
]  # fmt: skip
