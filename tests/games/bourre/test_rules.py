"""Bourré (bourre.txt): each test quotes the sentence it checks, with the arithmetic in a comment.

The text's example has seven players A to G; G deals first, so A declares first. Elsewhere four players,
Ann 0, Bob 1, Cid 2, Dee 3, Ann dealing: Bob declares first and Ann last.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.bourre.rules import BourreOptions
from scorekeeper.games.registry import get_ruleset
from scorekeeper.games.tricks import rules_for

GAME = get_ruleset("bourre")
NAMES = ("Ann", "Bob", "Cid", "Dee")
A, B, C, D, E, F, G = range(7)


def start(names=NAMES, dealer=0, **options):
    return GAME.start(GameSetup(tuple(names), BourreOptions(**options), first_dealer=dealer))


def play(match, *entries):
    for type_, payload in entries:
        match = GAME.apply(match, Event(type_, payload))
    return match


def refused(match, type_, payload, text, field="any"):
    with pytest.raises(RuleError, match=text) as caught:
        GAME.apply(match, Event(type_, payload))
    assert caught.value.message.endswith(".")
    if field != "any":
        assert caught.value.field == field
    return caught.value


def trump(suit="H"):
    return ("trump", {"suit": suit})


def players(*seats):
    return ("players", {"playing": list(seats)})


def tricks(*taken):
    return ("tricks", {"taken": list(taken)})


def declare(seat, call):
    return ("declare", {"player": seat, "call": call})


def pot(match):
    return match.deal.ledger.pot


def balances(match):
    return match.deal.ledger.balances


# --- The text's example -----------------------------------------------------------------------------------


def test_the_texts_three_deals_pot_7_13_30_65_with_each_balance():
    match = start("ABCDEFG", dealer=G)
    # "Deal 1: All seven players ante so there are 7 chips in the pot."
    assert pot(match) == 7 and GAME.prompt(match).title.startswith("Deal 1 · G deals · pot 7")
    # "B, C, E and G play ... E wins 3 tricks, B and G win one each and C is bourré. E takes the 7 chips
    # from the pot. C must pay 7 chips to the next pot. All players must ante ... except for C."
    match = play(match, trump(), players(B, C, E, G), tricks(0, 1, 0, 0, 3, 0, 1))
    assert pot(match) == 13  # 7 from C + 6 antes
    row = GAME.score_sheet(match).rows[0]
    assert row.points == (-1, -1, -8, -1, 6, -1, -1)  # E: −1 ante + 7; C: −1 ante − 7
    assert row.notes[C] == "0 tricks · bourré" and row.notes[E] == "3 tricks · wins"
    assert row.summary == "Pot 7: E wins · 7 carried"
    # "Deal 2: With 13 chips in the pot, A, B, E and F play ... A and F take 2 tricks each, B takes one and
    # E none. This is a split pot ... E has to add 13 chips to the pot, and B, C, D and G each ante"
    match = play(match, trump(), players(A, B, E, F), tricks(2, 1, 0, 0, 0, 2, 0))
    assert pot(match) == 30  # 13 + 13 + 4
    assert GAME.score_sheet(match).rows[1].notes[A] == "2 tricks · split"
    # "Deal 3: Only C, D and E play, and D wins all five tricks. D takes the 30 chips ... C and E must each
    # pay 30 chips ... everyone except C and E must pay an ante ... the pot now contains 65 chips."
    match = play(match, trump(), players(C, D, E), tricks(0, 0, 0, 5, 0, 0, 0))
    assert pot(match) == 65  # 30 + 30 + 5
    # A: 3 antes (none after tying); B, G: 4 antes; C: ante, 7, ante, 30; D: 4 antes, +30;
    # E: ante, +7, ante, 13, 30; F: 3 antes
    assert balances(match) == (-3, -4, -39, 26, -38, -3, -4)
    assert sum(balances(match)) + pot(match) == 0
    board = GAME.score_sheet(match).extras  # the balances are the sheet's totals, not said twice
    assert board["pot"] == 65 and board["deal"]["carried"] == 60 and board["deal"]["antes"] == 5
    assert "balances" not in board and "balances" not in board["deal"]


# --- Play or pass ---------------------------------------------------------------------------------------


def test_declaring_in_turn_from_the_dealers_left_with_the_discards():
    # "Beginning with the player to dealer's left, each player in clockwise order must declare whether he
    # or she will pass or play, and if playing, how many cards he or she wishes to discard."
    match = play(start(), trump())
    prompt = GAME.prompt(match)
    assert prompt.phase == "declare" and prompt.actor == B
    refused(match, "declare", {"player": C, "call": "pass"}, "Bob's turn to say, not Cid's", "player")
    refused(match, "declare", {"player": B, "call": 6}, "cannot be more than 5", "call")
    refused(match, "declare", {"player": B}, "Choose pass, or the cards discarded", "call")
    match = play(match, declare(B, 3), declare(C, "pass"), declare(D, 0), declare(A, 5))
    assert GAME.prompt(match).phase == "tricks" and match.deal.playing == (B, D, A)
    assert dict(match.deal.draws) == {B: 3, D: 0, A: 5}


def test_the_lone_player_takes_the_pot_without_playing():
    # "If only one player elects to play, all the others passing, the lone player is deemed to have won all
    # five tricks by default, and this player therefore collects the whole pot"
    match = play(start(), trump(), declare(B, "pass"), declare(C, 2), declare(D, "pass"), declare(A, "pass"))
    row = GAME.score_sheet(match).rows[0]
    assert row.points == (-1, -1, 3, -1)  # Cid: −1 ante + 4
    assert row.notes[C] == "lone player · wins" and match.played[0].facts["taken"][C] == 5


def test_the_dealer_collects_when_all_the_others_pass():
    # "If all players other than the dealer pass, the dealer should of course play and collect the pot."
    match = play(start(), trump(), declare(B, "pass"), declare(C, "pass"), declare(D, "pass"))
    assert GAME.score_sheet(match).rows[0].points == (3, -1, -1, -1)  # 4 antes, Ann's −1 + 4
    # Entered all at once, nobody playing: the dealer likewise.
    match = play(start(), trump(), players())
    assert GAME.score_sheet(match).rows[0].points == (3, -1, -1, -1)


def test_a_turned_up_ace_obliges_the_dealer_to_play():
    # "If the turned up trump card is an ace, the dealer must play."
    match = play(start(), ("trump", {"card": "AS"}), declare(B, 1), declare(C, "pass"), declare(D, "pass"))
    refused(match, "declare", {"player": A, "call": "pass"}, "Ann turned up the ace of trumps", "call")
    refused(play(start(), ("trump", {"card": "AS"})), "players", {"playing": [1, 2]}, "must play", "playing")
    # A sixth card that belongs to no one obliges nobody.
    match = play(start(trump_card="nobody"), ("trump", {"card": "AS"}), players(B, C))
    assert match.deal.playing == (B, C)


def test_the_players_entered_at_once_and_its_refusals():
    match = play(start(), trump())
    refused(match, "players", {"playing": [1, 1]}, "Each player is listed once", "playing")
    refused(match, "players", {"playing": [7]}, "cannot be more than 3", "playing")
    # The form sends a box per player, blank where not ticked.
    match = play(match, ("players", {"playing": ["", "1", "", "3"]}))
    assert match.deal.playing == (B, D) and GAME.prompt(match).phase == "tricks"
    match = play(start(), trump(), declare(B, "pass"))
    refused(match, "players", {"playing": [2, 3]}, "records declare or premature, not players")


# --- The tricks and the pot -------------------------------------------------------------------------------


def test_tricks_must_add_up_to_the_five_dealt_and_a_passed_player_takes_none():
    match = play(start(), trump(), players(B, C, D))
    refused(match, "tricks", {"taken": [0, 2, 2, 0]}, "add up to 4: 5 were played", "taken")
    refused(match, "tricks", {"taken": [1, 2, 2, 0]}, "Ann passed and took no trick", "taken.0")
    refused(match, "tricks", {"taken": [0, 6, 0, 0]}, "cannot be more than 5", "taken.1")
    refused(match, "tricks", {"taken": [0, 1, 2, 2, 0]}, "each of 4 players", "taken")
    assert len(match.played) == 0
    # "The pot can be won with two tricks if three other players take one trick each."
    match = play(start(names=("Ann", "Bob", "Cid", "Dee", "Eve")), trump(), players(1, 2, 3, 4))
    match = play(match, tricks(0, 2, 1, 1, 1))
    assert match.played[0].facts["winner"] == 1


def test_a_limit_caps_the_win_and_the_bourre():
    # "if the limit is 20 chips, then when the pot contains more than 20 chips, a player who wins takes only
    # 20 chips from the pot, and a player who is bourré pays only 20 chips."
    match = start("ABCDEFG", dealer=G, limit=20)
    match = play(match, trump(), players(A, B), tricks(0, 5, 0, 0, 0, 0, 0))  # A bourré: 7
    match = play(match, trump(), players(A, C), tricks(0, 0, 5, 0, 0, 0, 0))  # pot 7 + 6 = 13, A: 13
    match = play(match, trump(), players(A, D), tricks(0, 0, 0, 5, 0, 0, 0))  # pot 13 + 6 = 19, A: 19
    assert pot(match) == 25  # 19 + 6 antes
    match = play(match, trump(), players(A, E), tricks(0, 0, 0, 0, 5, 0, 0))
    facts = match.played[-1].facts
    assert facts["stake"] == 20 and match.played[-1].row.points[E] == 19  # −1 ante + 20, not 25
    assert match.played[-1].row.points[A] == -20  # bourré pays 20 (no ante after a bourré)
    assert facts["pot"] == 25 - 20 + 20  # 5 left + A's 20


def test_a_split_pot_stays_and_the_tied_players_do_not_ante():
    # "If there is a tie for most tricks ... no one takes the pot ... the players who tied for most tricks
    # do not post an ante for the next deal."
    match = play(
        start(names=("Ann", "Bob", "Cid", "Dee", "Eve")), trump(), players(1, 2, 3), tricks(0, 2, 2, 1, 0)
    )
    assert pot(match) == 5 + 3  # the 5 antes stay; Ann, Dee and Eve ante
    assert balances(match) == (-2, -1, -1, -2, -2)


# --- Variants -----------------------------------------------------------------------------------------------


def test_double_ante_each_player_who_plays_pays_a_second_chip_and_everyone_antes():
    # "any player who decides to play must pay an additional chip ... it is normal to require an initial
    # ante from all players, including those who paid for a bourré"
    match = play(start(double_ante=True), trump(), declare(B, 2), declare(C, "pass"), declare(D, 1))
    assert pot(match) == 4 + 2
    assert GAME.score_sheet(match).extras["deal"]["in_pot"] == "4 antes · 2 to play"  # the board's line
    match = play(match, declare(A, "pass"), tricks(0, 5, 0, 0))
    assert GAME.score_sheet(match).rows[0].points == (-1, 4, -1, -8)  # Bob −2 + 6; Dee −2 − 6
    assert pot(match) == 6 + 4  # Dee's 6, and four antes
    assert GAME.score_sheet(match).extras["deal"]["in_pot"] == "6 carried · 4 antes"


def test_separate_rounds_play_or_pass_then_the_discards():
    # "First each player in turn declares either "play" ... or "pass". After everyone has declared, there
    # is a second round in which those who decided to play discard cards"
    match = play(start(declaring="separate"), trump(), declare(B, "play"), declare(C, "pass"))
    refused(match, "declare", {"player": D, "call": 2}, "Choose play or pass", "call")
    match = play(match, declare(D, "play"), declare(A, "play"))
    prompt = GAME.prompt(match)
    assert prompt.phase == "draw" and prompt.actor == B
    refused(match, "draw", {"player": D, "discard": 1}, "Bob's turn to draw", "player")
    match = play(match, ("draw", {"player": B, "discard": 5}), ("draw", {"player": D, "discard": 0}))
    match = play(match, ("draw", {"player": A, "discard": 2}))
    assert GAME.prompt(match).phase == "tricks" and dict(match.deal.draws) == {B: 5, D: 0, A: 2}


def test_simultaneous_declaration_takes_everyone_at_once():
    # "all players decide independently whether they will play or pass ... All reveal their decisions
    # simultaneously and then those who decided to play discard in rotation as usual."
    match = play(start(declaring="simultaneous"), trump())
    assert GAME.prompt(match).events[0] == "players"
    refused(match, "declare", {"player": B, "call": "play"}, "not declare")
    match = play(match, players(C, A))
    assert GAME.prompt(match).phase == "draw" and GAME.prompt(match).actor == C


def test_four_card_bourre_stay_draw_play_again_and_a_renege_pays_twice():
    # "Players must have at least one trump or at least one club ... to play, which costs one chip. ...
    # up to 3 cards can be discarded, but not all four. After the draw, players have another chance to
    # pass; those who want to play must pay an additional chip. ... The penalty for a renege is twice the
    # pot."
    match = play(start(four_card=True), trump(), players(B, C, D))
    assert pot(match) == 4 + 3
    refused(match, "draw", {"player": B, "discard": 4}, "cannot be more than 3", "discard")
    for seat in (B, C, D):
        match = play(match, ("draw", {"player": seat, "discard": 3}))
    match = play(match, declare(B, "play"), declare(C, "pass"), declare(D, "play"))
    assert pot(match) == 7 + 2 and match.deal.playing == (B, D)
    match = play(match, ("renege", {"player": D, "corrected": False}))
    refused(match, "tricks", {"taken": [0, 3, 0, 2]}, "add up to 5: 4 were played", "taken")
    match = play(match, tricks(0, 3, 0, 1))
    assert GAME.score_sheet(match).rows[0].points == (-1, 6, -2, -21)  # Bob −3 + 9; Dee −3 − 2 × 9
    assert match.played[0].row.notes[D] == "1 trick · renege"


def test_the_last_player_left_in_the_second_round_takes_the_pot():
    match = play(start(four_card=True), trump(), players(B, C))
    match = play(match, ("draw", {"player": B, "discard": 0}), ("draw", {"player": C, "discard": 1}))
    match = play(match, declare(B, "pass"))
    row = GAME.score_sheet(match).rows[0]
    assert row.points == (-1, -2, 4, -1) and row.notes[C] == "lone player · wins"  # Cid: −3 + 4 + 2 + 1


# --- Reneges and early announcements ----------------------------------------------------------------------


def test_an_uncorrected_renege_pays_the_pot_as_a_bourre():
    # "If the renege is not corrected before the next player plays a card, the penalty is to pay an amount
    # equal to the size of the pot, exactly as though the player had gone bourré."
    match = play(start(), trump(), players(B, C), ("renege", {"player": B, "corrected": False}))
    refused(match, "renege", {"player": B}, "already recorded", "player")
    refused(match, "renege", {"player": D}, "Dee passed and played no card", "player")
    match = play(match, tricks(0, 3, 2, 0))
    assert match.played[0].row.points == (-1, -1, -1, -1)  # Bob: −1 + 4 − 4, a reneging winner still wins
    assert pot(match) == 4 + 3  # Bob is excused from the ante, as after a bourré


def test_a_corrected_renege_forfeits_the_pot_and_the_next_deal():
    # "you forfeit the right to win the pot, even if you take most tricks, and you forfeit your next turn to
    # deal, but you do not have to match the pot (unless you win no tricks)."
    match = play(start(), trump(), players(B, C), ("renege", {"player": B, "corrected": True}))
    match = play(match, tricks(0, 3, 2, 0))
    assert match.played[0].row.points == (-1, -1, -1, -1) and pot(match) == 8  # the pot stays
    assert match.deal.dealer == C  # Bob's turn to deal is skipped
    match = play(match, trump(), players(A, D), tricks(5, 0, 0, 0))
    assert match.deal.dealer == D  # then the deal goes on to the left
    # Option: the pot goes to the next best player.
    match = play(
        start(corrected_renege="next"), trump(), players(B, C), ("renege", {"player": B, "corrected": True})
    )
    assert play(match, tricks(0, 3, 2, 0)).played[0].row.points == (-1, -1, 3, -1)


def test_an_early_announcement_forfeits_the_next_turn_to_deal():
    # "You should be careful not to make any premature announcement ... The penalty is to forfeit your next
    # turn to deal."
    match = play(start(), trump(), ("premature", {"offender": B}))
    refused(match, "premature", {"offender": B}, "already forfeits", "offender")
    match = play(match, players(C, D), tricks(0, 0, 3, 2))
    assert match.deal.dealer == C and match.played[0].facts["owed"] == []


# --- The session --------------------------------------------------------------------------------------------


def test_the_session_ends_when_the_table_says_so_with_an_empty_pot():
    match = play(start(), trump(), players(B, C), tricks(0, 3, 2, 0))
    match = play(match, ("end_session", {}))
    assert GAME.prompt(match).phase == "over" and match.winners == (B,)
    assert GAME.result(match) == "Bob is up 3 chips" and sum(match.totals) == 0


def test_with_chips_carried_the_session_ends_after_the_next_clean_pot():
    match = play(start(), trump(), players(B, C), tricks(0, 5, 0, 0))  # Cid bourré: 4 carried
    match = play(match, ("end_session", {}))
    assert not match.is_over and GAME.prompt(match).data["ending"]
    refused(match, "end_session", {}, "already ending")
    match = play(match, trump(), players(B, C), tricks(0, 2, 3, 0))  # pot 4 + 4 antes (not Cid's)... won
    assert match.is_over and sum(match.totals) == 0


def test_an_agreed_number_of_deals_and_the_pot_left_under_a_limit_is_shared():
    match = start(deals=1, limit=2)
    match = play(match, trump(), players(B, C), tricks(0, 5, 0, 0))  # pot 4: Bob takes 2, Cid bourré pays 2
    assert not match.is_over and pot(match) == 4 + 3  # not a clean pot: play on
    match = play(match, trump(), players(B, D), tricks(0, 5, 0, 0))  # pot 7: Bob 2, Dee bourré 2
    assert not match.is_over and pot(match) == 7 + 3
    match = play(match, trump(), players(B))  # Bob alone takes 2 of 10: the 8 left are shared, 2 each
    assert match.is_over and match.played[-1].facts["pot"] == 0 and sum(match.totals) == 0
    assert [line.label for line in match.played[-1].row.lines[A]] == ["ante", "the pot left is shared"]


# --- Properties ---------------------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 8), st.booleans(), st.booleans(), st.integers(0, 5))
def test_chips_are_conserved_and_the_session_settles_to_zero(seed, count, four_card, double_ante, limit):
    rng = Random(seed)
    names = tuple(f"P{i}" for i in range(count))
    match = start(names, four_card=four_card, double_ante=double_ante, limit=limit, deals=3)
    for _ in range(400):
        if match.is_over:
            break
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError:
            continue
        if match.deal is not None:
            assert sum(balances(match)) + pot(match) == 0 and pot(match) >= 0
    assert match.is_over and sum(match.totals) == 0


def test_the_trick_preset_is_the_games_own():
    rules = rules_for("bourre", "S", {"four_card": True})
    assert rules.must_beat and rules.must_trump_when_void
