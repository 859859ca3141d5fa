"""The card notation of ARCHITECTURE.md: parsing, canonical output, decks, deck checks."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import (
    Card,
    CardError,
    Joker,
    Rank,
    Suit,
    check_cards,
    format_cards,
    italian_40,
    parse_card,
    parse_cards,
    parse_suit,
    piquet_32,
    standard_52,
    with_coloured_jokers,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("10H", "10H"),
        ("th", "10H"),
        ("T♥", "10H"),
        ("qs", "QS"),
        ("as", "AS"),
        ("7♦", "7D"),
        ("2♣", "2C"),
        (" kd ", "KD"),
        ("JK", "JK"),
        ("bj", "BJ"),
        ("RJ", "RJ"),
        ("j♠", "JS"),
        ("10♥️", "10H"),
    ],
)
def test_parse_accepts_every_documented_spelling(text, expected):
    assert str(parse_card(text)) == expected


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("1H", "rank"), ("11S", "rank"), ("QX", "suit"), ("", "missing"), ("Q", "suit"), ("x" * 30, "too long")],
)
def test_parse_refuses_with_a_reason(text, fragment):
    with pytest.raises(CardError, match=fragment):
        parse_card(text)


def test_parse_refuses_non_text():
    with pytest.raises(CardError):
        parse_card(7)  # type: ignore[arg-type]


def test_parse_cards_splits_strings_on_spaces_and_commas():
    assert format_cards(parse_cards("AS, 10h  jk;2c")) == ["AS", "10H", "JK", "2C"]


def test_card_properties():
    assert Rank.KING.number == 13 and Rank.KING.pip_value == 10 and Rank.ACE.pip_value == 1
    assert Card(Rank.TEN, Suit.HEARTS).name == "10♥"
    assert Suit.DIAMONDS.is_red and not Suit.CLUBS.is_red
    assert Joker("B").name == "black joker" and Joker().suit is None


def test_deck_sizes():
    assert len(standard_52()) == 52 and len(set(standard_52())) == 52
    assert len(standard_52(jokers=2, copies=2)) == 108
    assert len(piquet_32()) == 32 and len(italian_40()) == 40
    assert Counter(with_coloured_jokers(standard_52()))[Joker("R")] == 1


def test_check_cards_duplicates_and_counts():
    deck = standard_52()
    check_cards(parse_cards("AS KS"), deck, count=2)
    with pytest.raises(CardError, match="appears twice, but the deck has only one"):
        check_cards(parse_cards("AS AS"), deck)
    with pytest.raises(CardError, match="Expected 3 cards, got 2"):
        check_cards(parse_cards("AS KS"), deck, count=3)
    with pytest.raises(CardError, match="not in the deck"):
        check_cards(parse_cards("2S"), piquet_32())
    check_cards(parse_cards("AS AS"), standard_52(copies=2))


def test_plain_joker_matches_coloured_jokers_but_not_too_many():
    deck = with_coloured_jokers(standard_52())
    check_cards(parse_cards("JK JK"), deck)
    with pytest.raises(CardError):
        check_cards(parse_cards("JK JK JK"), deck)


@given(st.lists(st.sampled_from(standard_52(jokers=2)), max_size=20))
def test_canonical_text_round_trips(cards):
    assert parse_cards(format_cards(cards)) == cards
    assert parse_cards(" ".join(format_cards(cards)).lower()) == cards


def test_plain_joker_never_takes_the_coloured_joker_named_later():
    check_cards(parse_cards("JK BJ"), with_coloured_jokers(standard_52()))


@pytest.mark.parametrize("text", ["H", "h", "♥", "♥\ufe0f", " hearts ", "Heart", Suit.HEARTS])
def test_a_suit_may_be_written_as_letter_symbol_or_name(text):
    assert parse_suit(text) is Suit.HEARTS


@pytest.mark.parametrize("text", ["X", "HH", "10H", 3])
def test_a_bad_suit_is_refused_with_a_card_error(text):
    with pytest.raises(CardError, match="suit"):
        parse_suit(text)
