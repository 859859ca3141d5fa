"""``trick_rules``: a game's trick rules and the per-trick context, as data checked on creation."""

import pytest

from scorekeeper.cards import ACE_HIGH, CardError, Rank, Suit
from scorekeeper.families.tricks.rules import JACK_NINE, NO_JOKERS, TrickContext, TrickRules, rank_order


def test_rank_order_reads_the_texts_notation_highest_first():
    assert rank_order("A 3 K") == (Rank.ACE, Rank.THREE, Rank.KING)
    # "the jack and 9 are promoted"
    assert JACK_NINE[:2] == (Rank.JACK, Rank.NINE)


def test_the_default_rules_are_ace_high_no_trump_follow_suit_without_jokers():
    rules = TrickRules()
    assert (rules.plain_order, rules.trump, rules.must_follow, rules.jokers) == (
        ACE_HIGH,
        None,
        True,
        NO_JOKERS,
    )


def test_strength_counts_from_the_bottom_of_the_trump_or_plain_order():
    rules = TrickRules(plain_order=rank_order("A 10 K Q J 9 8 7"), trump_order=JACK_NINE)
    # Plain: the ace is 8th of 8 from the bottom; as a trump the jack is top (8) and the ace 6th.
    assert rules.strength(Rank.ACE, as_trump=False) == 8
    assert rules.strength(Rank.JACK, as_trump=True) == 8
    assert rules.strength(Rank.ACE, as_trump=True) == 6


def test_a_rank_the_game_does_not_use_has_no_strength():
    with pytest.raises(CardError, match="No card of rank 2"):
        TrickRules(plain_order=ACE_HIGH[:8]).strength(Rank.TWO, as_trump=False)


def test_personal_trumps_exclude_a_common_trump():
    with pytest.raises(ValueError, match="no common trump"):
        TrickRules(trump=Suit.HEARTS, personal_trumps=(Suit.HEARTS, Suit.SPADES))


def test_the_context_defaults_to_nothing_special():
    ctx = TrickContext()
    assert (ctx.leader, ctx.partners, ctx.cinch, ctx.first_trick, ctx.trump_revealed) == (
        0,
        frozenset(),
        False,
        False,
        True,
    )
