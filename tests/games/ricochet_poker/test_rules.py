"""Ricochet Poker (ricochet-poker.txt): each test quotes the sentence it checks, with the arithmetic.

The text's example reads its suit symbols as [ = spades, ] = hearts, { = diamonds, } = clubs (as the
calculator's tests do). Seats 0-3 are its Players 1-4; Player 4 deals, so Player 1 is dealt first.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.registry import get_ruleset
from scorekeeper.games.ricochet_poker.rules import RicochetOptions

GAME = get_ruleset("ricochet-poker")
P1, P2, P3, P4 = range(4)


def start(players=4, dealer=3, **options):
    names = tuple(f"Player {n + 1}" for n in range(players))
    return GAME.start(GameSetup(names, RicochetOptions(**options), first_dealer=dealer))


def play(match, *entries):
    for entry in entries:
        if isinstance(entry, str):
            entry = ("card", {"card": entry})
        match = GAME.apply(match, Event(*entry))
    return match


def buy(count):
    return ("buy", {"count": count})


FOLD = ("fold", {})


def refused(match, type_, payload, text, field="any"):
    with pytest.raises(RuleError, match=text) as caught:
        GAME.apply(match, Event(type_, payload))
    if field != "any":
        assert caught.value.field == field
    return caught.value


def example_so_far():
    """The example of play up to "It is Player 4's turn once again"."""
    return play(
        start(),
        # "Their starting hands are K[, J], 8{, and 7}. The starting pot contains 4 ante chips."
        "KS", "JH", "8D", "7C",
        # "He pays three chips into the pot, and receives a 2{ and a 9], at which point the dealer stops"
        buy(3), "2D", "9H",
        # "Player 3 is now lowest with the 8{. She folds."
        FOLD,
        # "He buys two cards (the maximum, because he already has three). The first card is a 2["
        buy(2), "2S",
        # "He buys two cards, receiving the 9{ and Q[. This is not enough ... so Player 2 is out."
        buy(2), "9D", "QS",
        # "Player 1 ... buys four cards trying to beat the pair of 2s. She gets three cards, drawing 5{8[8}."
        buy(4), "5D", "8S", "8C",
    )  # fmt: skip


class TestExampleOfPlay:
    def test_ante_forms_the_pot_and_the_lowest_card_acts_first(self):
        match = play(start(), "KS", "JH", "8D", "7C")
        assert match.deal.ledger.pot == 4  # 4 players x 1 chip
        prompt = GAME.prompt(match)
        assert prompt.phase == "turn" and prompt.actor == P4  # "Player 4 is lowest with the 7}"
        assert prompt.data["max_buy"] == 4  # one card held, hand limit five

    def test_the_dealer_stops_when_the_hand_is_no_longer_lowest(self):
        match = play(start(), "KS", "JH", "8D", "7C", buy(3), "2D")
        # 7-2 is still below the 8: the dealer goes on (card 2 of 3)
        assert GAME.prompt(match).phase == "draw"
        assert GAME.prompt(match).title == "Deal Player 4 a bought card (2 of 3)"
        match = play(match, "9H")  # 9-7-2 beats the 8: the dealer stops, one card paid for and not dealt
        prompt = GAME.prompt(match)
        assert prompt.phase == "turn" and prompt.actor == P3
        # "Even if you paid for more cards than you got, you don't get any chips back": 4 + 3
        assert match.deal.ledger.pot == 7

    def test_player_4_may_buy_only_two_more(self):
        match = play(start(), "KS", "JH", "8D", "7C", buy(3), "2D", "9H", FOLD)
        assert GAME.prompt(match).actor == P4
        refused(
            match, "buy", {"count": 3}, "Player 4 holds 3 cards: buy at most 2", "count"
        )  # "your hand can never be more than five"

    def test_player_2_is_out_after_all_the_cards_paid_for(self):
        match = example_so_far()
        assert match.deal.out == ("", "out", "folded", "")

    def test_player_4_again_with_one_card_to_buy(self):
        match = example_so_far()
        prompt = GAME.prompt(match)
        # "It is Player 4's turn once again, and he can now buy one more card"
        assert prompt.actor == P4 and prompt.data["max_buy"] == 1
        # 4 antes + 3 + 2 + 2 + 4 chips paid for cards
        assert match.deal.ledger.pot == 15
        assert match.deal.ledger.balances == (-5, -3, -1, -6)
        assert [p["hand"] for p in prompt.data["players"]] == [
            "pair of 8s",
            "queen high",
            "8 high",
            "pair of 2s",
        ]

    def test_finishing_the_example_pays_the_pot(self):
        # Player 4 catches a 9 (two pair), Player 1 buys her last card and stays lowest: she is out.
        match = play(example_so_far(), buy(1), "9C", buy(1), "3H")
        assert match.deal is not None and match.deal.number == 2  # the next hand is open
        record = match.played[0]
        assert record.facts["winners"] == [P4] and record.facts["pot_won"] == 17  # 15 + 1 + 1
        # Player 4 paid 1 + 3 + 2 + 1 = 7 and took 17: +10; Player 1 paid 1 + 4 + 1
        assert match.totals == (-6, -3, -1, 10)
        assert sum(match.totals) + record.facts["pot"] == 0
        assert record.row.notes[P4] == "7C 2D 9H 2S 9C · two pair, 9s and 2s"


def test_a_buyer_still_beaten_is_out_and_identical_hands_left_split():
    # The 2C is lowest and buys one card, a king: K-2 is still below the aces. "If you get all the cards you
    # paid for, and your hand is still beaten, then you're out." The two aces left are identical: split.
    match = play(start(players=3, dealer=2), "AS", "AH", "2C", buy(1), "KD")
    record = match.played[0]
    assert record.facts["winners"] == [0, 1] and record.facts["pot_won"] == 4  # 3 antes + 1 card
    assert record.row.notes[2] == "2C KD · king high · out"
    assert match.totals == (1, 1, -2)  # 4 chips split 2 and 2


def test_a_tie_for_best_hand_ends_the_hand_and_splits():
    # Two players: AS and AH are identical hands by rank; the hand ends at once and they split the 2 antes.
    match = play(start(players=2, dealer=1), "AS", "AH")
    assert match.played[0].facts["winners"] == [0, 1]
    assert match.totals == (0, 0)
    # Three antes between two: 1 each and the odd chip to the first from the dealer's left.
    match = play(start(players=3, dealer=2), "AS", "AH", "2C", FOLD)
    assert match.played[0].facts["winners"] == [0, 1]
    assert match.totals == (1, 0, -1)  # Player 1 (left of the dealer) gets 2 of the 3 chips


# "suit is used to break ties between identical hands until the end, at which point identical winning hands
# split the pot" read the other way (option ``tied_hands="play_on"``): suits decide who acts until nobody
# can improve, and only then do equal hands split.
PLAY_ON = {"tied_hands": "play_on"}


def test_by_default_hands_equal_but_for_suits_end_the_hand():
    match = play(start(players=2, dealer=1), "2C", "2D")
    assert match.played[0].facts["winners"] == [0, 1] and match.totals == (0, 0)


def test_played_on_the_suit_lowest_of_equal_hands_acts():
    # 2C and 2D are equal but for suits: clubs are lower, so Player 1 acts. She buys one card, a king: K-2
    # beats 2, the dealer stops, and Player 2 is lowest; he folds and Player 1 takes the 2 antes and her chip.
    match = play(start(players=2, dealer=1, **PLAY_ON), "2C", "2D")
    assert match.deal is not None and GAME.prompt(match).actor == P1
    match = play(match, buy(1), "KH")
    assert GAME.prompt(match).actor == P2
    match = play(match, FOLD)
    assert match.played[0].facts["winners"] == [P1] and match.totals == (1, -1)


def test_played_on_a_buyer_equal_but_for_suits_is_still_beaten():
    # Player 2 (2D) buys one card against 3C-2C and draws the 3D: 3-2 against 3-2, clubs lower, so his hand
    # is no longer the lowest: the dealer stops there, and Player 1 acts again.
    match = play(start(players=2, dealer=1, **PLAY_ON), "2C", "2D", buy(1), "3C", buy(1), "3D")
    assert match.deal.buyer is None and GAME.prompt(match).actor == P1
    # Bought one, got one, still lowest by suit alone: out, as any hand still beaten.
    match = play(start(players=2, dealer=1, **PLAY_ON), "2D", "2C", buy(1), "3D", buy(1), "3C")
    assert match.played[0].facts["winners"] == [P2]
    assert match.played[0].row.notes[P1] == "2D 3C · 3 high · out"


def test_played_on_equal_hands_split_once_the_lowest_cannot_buy():
    # Each draws the other level, rank for rank, until both hold 7-5-4-3-2 (five cards, the limit) and the
    # suit-lowest (Player 1: 7H against 7S) cannot buy: nobody can improve, and the equal hands split.
    match = play(
        start(players=2, dealer=1, **PLAY_ON),
        "2C", "2D",
        buy(4), "3C",  # 3-2 beats 2: the dealer stops after one of four
        buy(4), "3D",  # 3-2 against 3-2: clubs lower, so Player 1 is lowest again
        buy(3), "4C",
        buy(3), "4D",
        buy(2), "5C",
        buy(2), "5D",
        buy(1), "7H",
        buy(1), "7S",
    )  # fmt: skip
    record = match.played[0]
    assert record.facts["winners"] == [P1, P2]
    # 2 antes + 4+4+3+3+2+2+1+1 bought = 22, 11 each; each paid 1 + 4+3+2+1 = 11
    assert record.facts["pot_won"] == 22 and match.totals == (0, 0)
    # Read the default way, the hand ended at once with 2C and 2D, which split the 2 antes.


def test_played_on_a_lowest_at_the_limit_among_unequal_hands_is_out_as_ever():
    match = play(
        start(players=2, dealer=1, **PLAY_ON),
        "2C", "3D",
        buy(1), "4H",
        buy(4), "5S",
        buy(3), "6C",
        buy(3), "7D",
        buy(2), "8S",
        buy(1), "9H",
        buy(1), "10D",
        buy(1), "JC",
    )  # fmt: skip
    assert match.played[0].facts["winners"] == [1]


def test_the_odd_chip_may_stay_in_the_pot():
    match = play(start(players=3, dealer=2, odd_chip_carried=True), "AS", "AH", "2C", FOLD)
    assert match.totals == (0, 0, -1)
    assert match.deal.ledger.pot == 1 + 3  # the odd chip and the next hand's antes


def test_a_lowest_hand_at_the_limit_is_out():
    # Each buys a card or more and just overtakes the other, until Player 1 holds five cards and is lowest:
    # "your hand can never be more than five cards", so she cannot buy and is out; Player 2 wins.
    match = play(
        start(players=2, dealer=1),
        "2C", "3D",
        buy(1), "4H",  # 4-2 beats 3
        buy(4), "5S",  # 5-3 beats 4-2: the dealer stops after one of four
        buy(3), "6C",
        buy(3), "7D",
        buy(2), "8S",
        buy(1), "9H",
        buy(1), "10D",  # Player 1: 10-8-6-4-2, five cards
        buy(1), "JC",  # Player 2: J-9-7-5-3 beats it
    )  # fmt: skip
    record = match.played[0]
    assert record.facts["winners"] == [1]
    assert record.row.notes[0].endswith("· out")
    # 2 antes + 1+4+3+3+2+1+1+1 bought = 18; Player 2 paid 1+4+3+1+1 = 10, Player 1 paid 1+1+3+2+1 = 8
    assert record.facts["pot_won"] == 18
    assert match.totals == (-8, 8)


def test_refusals():
    match = play(start(), "KS", "JH", "8D", "7C")
    refused(match, "card", {"card": "KS"}, "buy or fold, not card")  # it is Player 4's turn to choose
    refused(match, "buy", {"count": 0}, "cannot be less than 1", "count")
    refused(play(match, buy(1)), "card", {"card": "KS"}, "already on the table", "card")
    refused(play(match, buy(1)), "card", {"card": "JK"}, "not in the deck", "card")  # no bugs by default
    refused(play(start(), "KS"), "card", {"card": "KS"}, "already on the table", "card")


def test_the_session_ends_when_the_table_says_so_or_after_the_agreed_hands():
    two_hands = play(start(players=2, dealer=1, hands=2), "AS", "AH", "KS", "KH")
    assert two_hands.is_over
    match = play(start(players=2, dealer=1), "AS", "2H", FOLD)
    assert "end" in GAME.prompt(match).events
    refused(play(match, "KD"), "end", {}, "between hands")
    over = play(match, ("end", {}))
    assert over.is_over and over.winners == (0,)
    assert GAME.result(over) == "Player 1 is ahead with +1"


def test_two_card_start_and_bugs():
    match = play(start(players=2, dealer=1, start_cards=2, bugs=True), "JK", "KH", "AS", "KD")
    # JK + AS: a pair of aces against a pair of kings; deals alternate from the dealer's left
    assert [p["hand"] for p in GAME.prompt(match).data["players"]] == ["pair of aces", "pair of kings"]
    assert GAME.prompt(match).actor == 1


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 8), st.sampled_from(["end", "play_on"]))
def test_chips_are_conserved_in_random_sessions(seed, players, tied_hands):
    """Either reading of tied hands: chips are conserved, and every hand ends (the session with it)."""
    rng = Random(seed)
    match = start(players=players, dealer=0, hands=3, tied_hands=tied_hands)
    for _ in range(400):
        if match.is_over:
            break
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError:
            continue
        pot = match.deal.ledger.pot if match.deal else match.played[-1].facts["pot"]
        balances = match.deal.ledger.balances if match.deal else match.totals
        assert sum(balances) + pot == 0
    assert match.is_over
