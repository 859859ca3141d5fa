"""Beggar My Neighbour (beggar-my-neighbour.txt): each test quotes the sentence it checks, with the
arithmetic in a comment.

Seats: Ann 0, Bob 1 (and Cid 2). Ann deals the first game, so Bob turns the first card.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import format_cards, standard_52
from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.beggar_my_neighbour.rules import BeggarOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("beggar-my-neighbour")
ANN, BOB, CID = 0, 1, 2
ENDLESS = ["---K---Q-KQAJ-----AAJ--J--", "----------Q----KQ-J-----KA"]


def start(players=("Ann", "Bob"), **options):
    return GAME.start(GameSetup(tuple(players), BeggarOptions(**options)))


def play(match, *entries):
    for type_, payload in entries:
        match = GAME.apply(match, Event(type_, payload))
    return match


def cards(match, *ranks):
    return play(match, *(("card", {"card": r}) for r in ranks))


def refused(match, type_, payload, text: str, field: str | None = "any") -> RuleError:
    with pytest.raises(RuleError, match=text) as caught:
        GAME.apply(match, Event(type_, payload))
    assert caught.value.message.endswith(".")
    if field != "any":
        assert caught.value.field == field
    return caught.value


def table(match):
    return match.deal.table


# --- Starting a game --------------------------------------------------------------------------------------


def test_the_pack_is_divided_in_half_and_the_players_turn_in_turn() -> None:
    # "Divide a standard pack of 52 cards roughly in half": 26 + 26; Ann deals, so Bob turns first
    match = play(start(), ("start", {}))
    assert table(match).counts == (26, 26) and table(match).to_play == BOB
    match = cards(match, "7")
    assert table(match).to_play == ANN and table(match).counts == (26, 25)


def test_roughly_in_half_counts_entered_must_add_up() -> None:
    match = play(start(), ("start", {"counts": [27, 25]}))
    assert table(match).counts == (27, 25)
    # 27 + 24 = 51, not 52
    refused(start(), "start", {"counts": [27, 24]}, "add up to 51 cards but the pack has 52", "counts")


def test_three_players_one_has_an_extra_card() -> None:
    # "with three players one player will have an extra card": 18 + 17 + 17 = 52, Bob dealt first
    match = play(start(("Ann", "Bob", "Cid")), ("start", {}))
    assert table(match).counts == (17, 18, 17)


# --- The pile referee ---------------------------------------------------------------------------------------


def test_the_texts_example() -> None:
    # "A plays a queen; B plays a six and then a jack; A plays an ace; B plays 3,7,king; A plays 10,4,6.
    # The king has been paid for so B takes the centre pile." Here A is Bob (who turns first), B is Ann.
    match = play(start(), ("start", {}))
    match = cards(match, "Q", "6", "J", "A", "3", "7", "K")
    assert GAME.prompt(match).data["said"] == "Bob pays for Ann's K: 3 chances left"
    match = cards(match, "10", "4", "6")
    # each turned 5 cards; Ann takes the 10 on the pile: Ann 26 - 5 + 10 = 31, Bob 26 - 5 = 21
    assert table(match).counts == (31, 21) and table(match).pile == ()
    assert table(match).to_play == ANN  # "then continues the game by playing their top card"
    assert GAME.prompt(match).data["said"] == "Ann took the pile of 10 cards and plays next"
    assert match.deal.tricks == 1 and match.deal.cards == 10


@pytest.mark.parametrize(("rank", "chances"), [("A", 4), ("K", 3), ("Q", 2), ("J", 1)])
def test_payment_rates(rank: str, chances: int) -> None:
    # "4 ordinary cards for an ace, 3 ... for a king, 2 ... for a queen, 1 ... for a jack"
    match = cards(play(start(), ("start", {})), rank, *["5"] * (chances - 1))
    assert table(match).chances == 1
    match = cards(match, "8")
    # Bob takes his pay card and Ann's `chances` cards
    assert table(match).counts == (26 - chances, 26 + chances)


def test_a_five_of_a_kind_pile_is_refused_and_nothing_changes() -> None:
    match = cards(play(start(), ("start", {})), "7", "7", "7", "7")
    refused(match, "card", {"card": "7"}, "All four 7s are already on the pile", "card")
    refused(match, "card", {"card": "7H"}, "already on the pile", "card")
    refused(match, "card", {"card": "JK"}, "not in the deck", "card")
    refused(match, "card", {"card": "7", "player": ANN}, "Bob's turn to turn a card, not Ann's", "card")
    refused(match, "card", {"card": ""}, "Tap the card turned", "card")


def test_the_player_who_first_runs_out_loses() -> None:
    # "The player who first runs out of cards loses."; Bob holds 1 card, Ann 51: Bob turns a 2, Ann a 3,
    # and Bob has nothing to turn: Ann wins the game (1 win)
    match = play(start(), ("start", {"counts": [51, 1]}))
    match = cards(match, "2", "3")
    record = match.played[-1]
    assert record.row.points == (1, 0) and record.facts["winner"] == ANN  # the loser's cell is 0, not blank
    assert record.facts["out_order"] == [BOB] and record.facts["cards"] == 2
    assert match.deal.number == 2 and match.deal.table is None  # the next game opens; Bob deals


def test_a_last_card_that_is_a_pay_card_may_still_win_the_pile() -> None:
    # Bob's last card is a jack; Ann pays 1 ordinary card; Bob takes the 2 cards and plays on
    match = cards(play(start(), ("start", {"counts": [51, 1]})), "J", "4")
    assert table(match).counts == (50, 2) and not match.played


def test_more_players_the_next_player_pays_and_the_order_out_is_kept() -> None:
    # "When a pay card is played, the following player plays the required number of cards"
    match = play(start(("Ann", "Bob", "Cid")), ("start", {"counts": [50, 1, 1]}))
    match = cards(match, "2")  # Bob's last card: Cid next
    match = cards(match, "3")  # Cid's last card: Ann next
    assert table(match).to_play == ANN
    match = cards(match, "4")  # Ann turns; Bob must play and has none: out, then Cid: out
    record = match.played[-1]
    assert record.facts["out_order"] == [BOB, CID] and record.facts["winner"] == ANN
    assert record.row.notes == ("won", "3rd", "2nd")


def test_a_payer_who_runs_out_leaves_the_rest_to_the_next_player() -> None:
    three = ("Ann", "Bob", "Cid")
    match = play(start(three), ("start", {"counts": [25, 26, 1]}))
    match = cards(match, "K", "2")  # Bob's king; Cid pays his last card: 2 chances left, Cid out
    assert table(match).to_play == ANN and table(match).chances == 2 and table(match).out == {CID}
    option = play(start(three, owner_takes=True), ("start", {"counts": [25, 26, 1]}))
    option = cards(option, "K", "2")  # the option: Bob takes the pile at once
    assert table(option).counts == (25, 27, 0) and table(option).to_play == BOB


def test_counter_clockwise_suck_the_well() -> None:
    # "The direction of play in the Caribbean version "Suck the Well" is counter-clockwise"
    match = play(start(("Ann", "Bob", "Cid"), counter_clockwise=True), ("start", {}))
    assert table(match).to_play == CID
    assert table(cards(match, "5")).to_play == BOB


def test_a_recount_must_add_up_with_the_pile() -> None:
    match = cards(play(start(), ("start", {})), "5", "6")
    # 25 + 25 + 2 on the pile = 52
    assert table(play(match, ("counts", {"counts": [24, 26]}))).counts == (24, 26)
    refused(match, "counts", {"counts": [26, 26]}, "with 2 cards on the pile, but the pack has 52", "counts")


# --- The result entered, and the play-out ------------------------------------------------------------------


def test_the_winner_entered_and_the_match_to_three_wins() -> None:
    match = start()
    for _ in range(3):
        match = play(match, ("result", {"winner": ANN, "cards": 240}))
    # 1 + 1 + 1 = 3 wins: the match
    assert match.is_over and match.winners == (0,) and match.totals == (3, 0)
    assert match.played[0].row.summary == "Ann wins · 240 cards"


def test_the_order_out_entered_must_make_sense() -> None:
    three = start(("Ann", "Bob", "Cid"))
    match = play(three, ("result", {"winner": ANN, "out_order": [CID, BOB]}))
    assert match.played[0].row.notes == ("won", "2nd", "3rd")
    refused(three, "result", {"winner": ANN, "out_order": [ANN]}, "Ann won, so did not run out", "out_order")
    refused(three, "result", {"winner": ANN, "out_order": [BOB, BOB]}, "only once", "out_order")
    refused(three, "result", {"winner": 5}, "cannot be more than 2", "winner")


def test_stopping_a_refereed_game_keeps_its_length() -> None:
    match = cards(play(start(), ("start", {})), "5", "6", "7")
    match = play(match, ("result", {"winner": BOB}))
    assert match.played[0].facts["cards"] == 3 and match.played[0].facts["tricks"] == 0


def test_a_deal_that_never_ends() -> None:
    # "the game can go on for a long time – possibly indefinitely": Casella's deal (2024) repeats the
    # position after trick 4 at trick 66: nobody scores, and the next game opens
    match = play(start(), ("playout", {"stacks": ENDLESS[::-1]}))  # Bob, turning first, holds the first
    record = match.played[0]
    assert record.row.points == (0, 0) and record.facts["endless"]
    assert "never ends" in record.row.summary and match.deal.number == 2


def test_a_played_out_game_scores_its_winner() -> None:
    pack = format_cards(standard_52())
    match = play(start(), ("playout", {"stacks": [pack[0::2], pack[1::2]]}))
    facts = match.played[0].facts
    assert facts["played_out"] and facts["winner"] in (0, 1) and facts["cards"] > 0
    refused(start(), "playout", {"stacks": [pack[:26]]}, "Enter 2 stacks", "stacks")
    refused(start(), "playout", {"stacks": [pack[:26], pack[:26]]}, "appears twice", "stacks")


# --- Invariants ---------------------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.randoms(use_true_random=False))
def test_the_counts_always_add_up_to_the_pack(players: int, rng: Random) -> None:
    """Whatever is turned, each player's count and the pile add up to 52, and one win per game."""
    match = start(tuple(f"P{i}" for i in range(players)), wins=1)
    match = play(match, ("start", {}))
    for _ in range(400):
        if match.is_over:
            break
        event = GAME.random_entry(match, rng)
        if event.type != "card":
            continue
        try:
            match = GAME.apply(match, event)
        except RuleError:
            continue
        if match.deal and match.deal.table:
            t = match.deal.table
            assert sum(t.counts) + len(t.pile) == 52
    assert sum(t or 0 for t in match.totals) <= 1
