"""``trick_winning``: who wins a trick (powers compared tier first), seats, and Twenty-Nine's hidden trump."""

import pytest

from scorekeeper.cards import Suit, parse_card, parse_cards
from scorekeeper.core import RuleError
from scorekeeper.families.tricks.rules import Tie, TrickContext, TrickRules
from scorekeeper.families.tricks.winning import Trick, led_suit, reveals_trump, seats_of, trick_winner


def test_a_trump_beats_the_suit_led_and_a_discard_never_wins():
    rules = TrickRules(trump=Suit.SPADES)
    # 5H led, AD discarded, 2S trumps: the lowest trump beats the ace of the suit led.
    assert trick_winner(parse_cards("5H AD 2S KH"), rules) == 2


def test_powers_are_tier_then_value_and_discards_have_none():
    trick = Trick(parse_cards("5H AD 2S"), TrickRules(trump=Suit.SPADES), [0, 1, 2], TrickContext())
    assert trick.power(1) is None
    assert trick.power(2) > trick.power(0)
    assert trick.trumped


def test_equal_cards_are_settled_by_the_ties_rule():
    plays = parse_cards("KH KH")
    assert trick_winner(plays, TrickRules(ties=Tie.FIRST)) == 0
    assert trick_winner(plays, TrickRules(ties=Tie.LAST)) == 1


def test_the_suit_led_is_the_first_cards_suit():
    assert led_suit(parse_cards("9C 5H"), TrickRules()) is Suit.CLUBS
    assert led_suit([], TrickRules()) is None


def test_seats_run_clockwise_from_the_leader_round_the_table():
    rules = TrickRules(personal_trumps=(Suit.SPADES, Suit.DIAMONDS, Suit.HEARTS, Suit.CLUBS))
    assert seats_of(4, rules, 2, None) == [2, 3, 0, 1]
    assert seats_of(2, TrickRules(), 1, None) == [1, 2]


def test_an_unrevealed_trump_cannot_settle_a_trick_someone_failed_to_follow():
    hidden = TrickRules(hidden_trump=True)
    assert trick_winner(parse_cards("9H JH"), hidden) == 1
    with pytest.raises(RuleError, match="trump must be turned up"):
        trick_winner(parse_cards("9H JS"), hidden)


def test_the_trump_is_revealed_by_the_first_card_off_the_suit_led():
    hidden = TrickRules(hidden_trump=True)
    hidden_ctx = TrickContext(trump_revealed=False)
    assert reveals_trump(parse_cards("9H"), parse_card("JS"), hidden, hidden_ctx)
    assert not reveals_trump(parse_cards("9H"), parse_card("JH"), hidden, hidden_ctx)
    assert not reveals_trump(parse_cards("9H JS"), parse_card("7C"), hidden, hidden_ctx)  # already turned
    assert not reveals_trump(parse_cards("9H"), parse_card("JS"), hidden, TrickContext())
