"""Where the trump comes from (rules/trumps.py): suits read, the hidden trump, the card turned."""

from __future__ import annotations

import pytest

from scorekeeper.cards import Rank, Suit, parse_card, piquet_32, standard_52
from scorekeeper.core import RuleError
from scorekeeper.families.deal.loop import (
    Sides,
)
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.families.trumps import (
    HiddenTrump,
    TrumpSource,
    read_suit,
    read_trump,
    read_turned,
    rotating_trump,
)
from tests.games.refusals import refusal

NAMES = ("Ann", "Bob", "Cid", "Dee")
TEAMS = Sides.partnerships(GameSetup(NAMES, None))


def test_hidden_trump_and_reading_suits():
    trump = HiddenTrump()
    assert not trump.revealed and trump.words() == "trump hidden"
    shown = trump.reveal(Suit.HEARTS, 3, 8)
    assert shown.words() == "♥ hearts, shown at trick 3"
    with pytest.raises(RuleError, match="already shown"):
        shown.reveal(Suit.SPADES, 4, 8)
    with pytest.raises(RuleError, match="1 to 8"):
        trump.reveal(Suit.SPADES, 9, 8)
    assert read_suit({"trump": "♥"}, "trump") is Suit.HEARTS
    assert read_suit({"trump": ""}, "trump", required=False) is None
    with pytest.raises(RuleError, match="choose a suit"):
        read_suit({}, "trump")


def test_where_the_trump_comes_from():
    turned = TrumpSource(turned=True, no_trump_ranks=frozenset({Rank.TWO, Rank.SIX}))
    # "hands in which all cards are dealt ... are played without trumps": no card is left to turn
    assert turned.turns_card(40, 52) and not turned.turns_card(52, 52)
    assert turned.of_card(parse_card("7H")) is Suit.HEARTS and turned.of_card(parse_card("6H")) is None
    assert turned.of_card(parse_card("JK")) is None and turned.fixed(3) is None
    assert TrumpSource(suit=Suit.SPADES).fixed(7) is Suit.SPADES
    assert not TrumpSource(suit=Suit.SPADES).turns_card(1, 52)
    # Kachuful: "Kari (spades), Chukat (diamonds), Falli (clubs), Lal (hearts)", then no trumps if chosen
    kachuful = (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS)
    assert [rotating_trump(kachuful, i) for i in (0, 3, 4)] == [Suit.SPADES, Suit.HEARTS, Suit.SPADES]
    assert [rotating_trump(kachuful, i, no_trump=True) for i in (4, 5)] == [None, Suit.SPADES]
    assert TrumpSource(rotation=kachuful, no_trump_deal=True).fixed(9) is None


def test_the_card_turned_for_trumps():
    assert str(read_turned({"upcard": "10h"}, "upcard", standard_52())) == "10H"
    one = "Enter the one card turned for trumps, such as 7H."
    assert refusal(read_turned, {"upcard": "7H 8H"}, "upcard", standard_52()) == (one, "upcard")
    assert refusal(read_turned, {"upcard": "2C"}, "upcard", piquet_32())[1] == "upcard"


def test_read_trump_takes_a_suit_or_no_trump():
    assert read_trump({"t": "h"}, "t") is Suit.HEARTS and read_trump({"t": "♠"}, "t") is Suit.SPADES
    assert read_trump({"t": "none"}, "t") is None and read_trump({"t": "NT"}, "t") is None
    with pytest.raises(RuleError, match="Trumps: choose a suit, or no trump") as caught:
        read_trump({}, "t")
    assert caught.value.field == "t"
    with pytest.raises(RuleError, match="not a suit"):
        read_trump({"t": "X"}, "t", "The trump")
