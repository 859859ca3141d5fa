"""``trick_games``: each supported game's trick rules, built from its rules text, and found by name."""

import pytest

from scorekeeper.cards import Rank, Suit
from scorekeeper.families.tricks.engine import NoTwosInFirstTrick, UnledSevens
from scorekeeper.games.trick_games import PRESETS, rules_for


def test_every_preset_builds_rules_with_a_trump():
    for slug in PRESETS:
        trumps = (None,) if slug == "calypso" else (Suit.HEARTS,)
        for trump in trumps:
            assert rules_for(slug, trump).deck or slug == "oh-hell"


def test_briscola_needs_no_following_and_ranks_the_three_second():
    rules = rules_for("briscola", "S")
    # "There is no obligation to follow suit"; A 3 K Q J 7 6 5 4 2.
    assert not rules.must_follow and rules.plain_order[:2] == (Rank.ACE, Rank.THREE)
    assert len(rules.deck) == 40


def test_malilla_must_beat_and_bars_unled_sevens():
    rules = rules_for("malilla", "C")
    assert rules.must_beat and rules.partner_exempt and rules.restrictions == (UnledSevens(),)
    assert rules.plain_order[0] is Rank.SEVEN


def test_chiamatas_first_trick_in_the_dark_is_an_option():
    assert rules_for("briscola-chiamata", "D").restrictions == ()
    dark = rules_for("briscola-chiamata", "D", {"first_trick_in_the_dark": True})
    assert dark.restrictions == (NoTwosInFirstTrick(),)


def test_couillon_may_trump_at_any_time_with_32_cards():
    rules = rules_for("couillon", "H")
    assert rules.trump_any_time and len(rules.deck) == 32


@pytest.mark.parametrize("slug", ["belote", "malilla", "nine-card-don", "bourre"])
def test_games_that_always_have_a_trump_say_so(slug):
    with pytest.raises(ValueError, match="trump"):
        rules_for(slug, None)


def test_an_unknown_game_names_the_known_ones():
    with pytest.raises(ValueError, match="choose one of bacon, belote"):
        rules_for("whist", "H")
