"""``trick_jokers``: how each game's jokers follow, win and restrict (Pickle, Cramps, Brader, Atkinson)."""

import pytest

from scorekeeper.cards import CardError, Suit, parse_cards
from scorekeeper.core import RuleError
from scorekeeper.families.tricks.jokers import LedJokers, NominatedJokers, PickleJokers, SuitJokers
from scorekeeper.families.tricks.restrictions import JokerLeadLastResort, NoJokersInFirstTrick
from scorekeeper.families.tricks.rules import JOKER_SUIT, NO_JOKERS, TrickContext, TrickRules
from scorekeeper.families.tricks.winning import led_suit, trick_winner


def test_a_pack_without_jokers_refuses_one():
    with pytest.raises(CardError, match="not in the deck"):
        trick_winner(parse_cards("5H JK"), TrickRules(jokers=NO_JOKERS))


def test_pickle_jokers_rank_above_a_9_and_below_a_10_when_no_trump_is_played():
    rules = TrickRules(trump=Suit.SPADES, jokers=PickleJokers())
    assert trick_winner(parse_cards("9H JK 8D"), rules) == 1
    assert trick_winner(parse_cards("9H JK 10D"), rules) == 2  # one scale: the 10 beats the joker
    assert trick_winner(parse_cards("9H JK 2S"), rules) == 2  # a trump in the trick: the joker is nothing


def test_cramps_jokers_win_only_when_led():
    rules = TrickRules(jokers=LedJokers())
    assert trick_winner(parse_cards("JK 5H"), rules) == 0
    assert trick_winner(parse_cards("5H JK"), rules) == 0


def test_brader_jokers_are_a_suit_of_their_own_and_the_only_trump_when_one_is_turned():
    assert led_suit(parse_cards("JK 5H"), TrickRules(jokers=SuitJokers())) == JOKER_SUIT
    assert trick_winner(parse_cards("AH JK"), TrickRules(jokers=SuitJokers(trumps=True))) == 1
    assert SuitJokers(trumps=True).is_trump and not SuitJokers().is_trump


def test_atkinson_jokers_are_nominated_high_or_low_and_bring_their_restrictions():
    rules = TrickRules(jokers=NominatedJokers())
    assert trick_winner(parse_cards("5H JK"), rules, context=TrickContext(joker_high=(True,))) == 1
    assert trick_winner(parse_cards("5H JK"), rules, context=TrickContext(joker_high=(False,))) == 0
    with pytest.raises(RuleError, match="high or low"):
        trick_winner(parse_cards("5H JK"), rules)
    # "If a player was forced to lead a joker, the first suited card played determined the suit."
    assert led_suit(parse_cards("JK 7C"), rules) is Suit.CLUBS
    assert NominatedJokers().restrictions() == (JokerLeadLastResort(), NoJokersInFirstTrick())
