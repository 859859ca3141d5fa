"""``games.tricks``: each trick game's rules, declared in its record (``Game.tricks``), found by name for
forms and the API.

The entry points are tested game by game in test_trick_presets_whist.py and test_trick_presets_special.py,
and against the references of tests/reference/. Here: the records, what each game seats, and the rules
each game's text gives.
"""

import pytest

from scorekeeper.cards import Rank, Suit
from scorekeeper.core import RuleError
from scorekeeper.families.tricks.engine import NoTwosInFirstTrick, UnledSevens
from scorekeeper.games import tricks
from scorekeeper.games.registry import all_games
from scorekeeper.games.tricks import rules_for

TRICK_SLUGS = [g.slug for g in tricks.trick_games()]


def test_the_trick_games_are_the_records_with_trick_play():
    assert sorted(g.slug for g in all_games() if g.tricks is not None) == TRICK_SLUGS
    assert len(TRICK_SLUGS) == 13 and "zetema" not in TRICK_SLUGS


def test_every_trick_game_seats_its_players():
    # Cramps: the table's own count, 4 to 8, makes up the pack; Bourré "in theory" up to eight.
    assert tricks.most_cards_in_a_trick("cramps", {"players": 6}) == 6
    assert tricks.most_cards_in_a_trick("bourre") == 8
    # Briscola Chiamata seats a sixth player who sits out each deal: five cards to a trick.
    assert tricks.most_cards_in_a_trick("briscola-chiamata") == 5


def test_a_trick_with_more_cards_than_players_is_refused():
    with pytest.raises(RuleError, match="at most 4 cards in Belote"):
        tricks.winner_for("belote", "H", "7H 8H 9H 10H JH")


def test_a_hand_larger_than_the_game_deals_is_refused():
    with pytest.raises(RuleError, match=r"A hand in Briscola holds at most 3 cards; you entered 4\."):
        tricks.legal_plays_for("briscola", "H", "AH 3H KH QH", "")


def test_a_trick_tool_takes_the_games_own_options_and_refuses_others():
    assert rules_for("briscola-chiamata", "D", {"first_trick_in_the_dark": "true"}).restrictions
    with pytest.raises(RuleError, match="Unknown option"):
        rules_for("malilla", "C", {"first_trick_in_the_dark": True})


def test_every_trick_game_builds_rules_with_a_trump():
    for slug in TRICK_SLUGS:
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
