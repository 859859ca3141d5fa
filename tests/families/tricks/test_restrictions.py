"""``trick_restrictions``: games' own bars on cards, waived when nothing else is left."""

from scorekeeper.cards import Suit, parse_card, parse_cards
from scorekeeper.families.tricks.engine import Turn
from scorekeeper.families.tricks.restrictions import (
    CinchHighestTrump,
    NoTwosInFirstTrick,
    UnledSevens,
    card_names,
    prefer,
)
from scorekeeper.families.tricks.rules import TrickContext, TrickRules


def turn(hand, trick, rules, **context):
    return Turn(parse_cards(hand), parse_cards(trick), rules, TrickContext(**context))


def test_prefer_keeps_the_wanted_cards_or_says_none_is_wanted():
    cards = parse_cards("2H 3S 4H")
    assert prefer(cards, lambda c: c.suit is Suit.HEARTS) == parse_cards("2H 4H")
    assert prefer(cards, lambda c: c.suit is Suit.CLUBS) is None


def test_card_names_names_each_card_once():
    assert card_names(parse_cards("9H 9H 3H")) == "9H and 3H"


def test_malillas_unled_sevens_are_barred_until_their_suit_is_led():
    rules = TrickRules(trump=Suit.SPADES)
    narrowing = UnledSevens().narrow(turn("7C 4D", "5H", rules), parse_cards("7C 4D"))
    assert narrowing.kept == parse_cards("4D")
    assert "clubs have not been led" in narrowing.reason(parse_card("7C"))
    assert UnledSevens().narrow(turn("7C 4D", "5H", rules, suits_led=frozenset({Suit.CLUBS})), []) is None
    # "In the rare case that this is the only card available ... waived."
    assert UnledSevens().narrow(turn("7C", "5H", rules), parse_cards("7C")) is None


def test_twos_are_barred_in_the_first_trick_except_to_the_bidder_playing_last():
    rules = TrickRules(trump=Suit.SPADES, must_follow=False)
    hand = parse_cards("2C 4D")
    assert NoTwosInFirstTrick().narrow(turn("2C 4D", "5H", rules, first_trick=True), hand).kept == hand[1:]
    last = turn("2C 4D", "5H", rules, first_trick=True, bidder=True, last_to_play=True)
    assert NoTwosInFirstTrick().narrow(last, hand) is None


def test_a_cinch_must_play_its_highest_trump_or_an_adjacent_one():
    rules = TrickRules(trump=Suit.SPADES)
    hand = parse_cards("AS KS 9S 4H")
    narrowing = CinchHighestTrump().narrow(turn("AS KS 9S 4H", "", rules, cinch=True), hand)
    assert narrowing.kept == parse_cards("AS KS")  # "the King from Ace-King ... is acceptable"
    assert "must lead your highest trump" in narrowing.reason(parse_card("9S"))
    assert CinchHighestTrump().narrow(turn("AS 9S", "5H", rules, cinch=True, last_to_play=True), hand) is None
