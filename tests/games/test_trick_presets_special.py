"""Trick play of the games with unusual ranks or trumps: Belote, Twenty-Nine, Briscola, Briscola Chiamata,
Malilla and Calypso (a trump suit for each player).

Each test is named after the rule sentence it checks; cards are in the project's notation.
"""

import pytest

from scorekeeper.cards import parse_card, parse_cards
from scorekeeper.core import RuleError
from scorekeeper.families.tricks.engine import TrickContext, reveals_trump
from scorekeeper.games.tricks import check_play_for, legal_plays_for, rules_for, winner_for


def legal(game, trump, hand, trick, options=None, **context):
    return legal_plays_for(game, trump, hand, trick, options, context)


def refusal(game, trump, hand, trick, card, options=None, **context):
    """The sentence refusing ``card``; fails the test if the play is accepted."""
    with pytest.raises(RuleError) as caught:
        check_play_for(game, trump, hand, trick, card, options, context)
    return caught.value.message


# --- Belote --------------------------------------------------------------------------------------
# The player is third to play: position 0 is the partner, position 1 an opponent.
PARTNER_LED = {"partners": [0]}


def test_belote_in_the_trump_suit_the_jack_and_9_are_the_top_two():
    # Hearts trumps: J > 9 > A > 10 > K > Q > 8 > 7.
    assert winner_for("belote", "H", ["AH", "9H", "JH", "10H"]) == 2
    assert winner_for("belote", "H", ["AH", "9H", "10H"]) == 1
    assert winner_for("belote", "H", ["10H", "AH", "KH"]) == 1


def test_belote_in_plain_suits_the_10_ranks_above_the_king():
    # Plain: A > 10 > K > Q > J > 9 > 8 > 7.
    assert winner_for("belote", "H", ["KD", "10D", "QD"]) == 1
    assert winner_for("belote", "H", ["9D", "JD", "8D"]) == 1
    assert winner_for("belote", "H", ["10D", "AD", "JD"]) == 1


def test_belote_the_highest_trump_wins_else_the_highest_card_of_the_suit_led():
    assert winner_for("belote", "H", ["AD", "7H", "10D", "KD"]) == 1
    assert winner_for("belote", "H", ["KD", "AC", "10D", "7D"]) == 2


def test_belote_players_must_follow_suit_if_possible():
    assert (
        refusal("belote", "H", "AD 7H", "KD 9H", "7H", None, **PARTNER_LED)
        == "You must follow diamonds: you hold AD."
    )


def test_belote_void_while_an_opponent_is_winning_the_trick_must_trump():
    # KD by the opponent at position 1 is winning; the player holds no diamonds.
    context = {"partners": [0]}
    assert legal("belote", "H", "7H 8C", "7D KD", None, **context) == ["7H"]
    assert refusal("belote", "H", "7H 8C", "7D KD", "8C", None, **context) == (
        "You must trump while an opponent is winning the trick: you hold no diamonds but hold 7H."
    )


def test_belote_void_while_the_partner_is_winning_any_card_may_be_played():
    # The partner's AD (position 0) is winning.
    assert legal("belote", "H", "7H 8C", "AD KD", None, **PARTNER_LED) == ["7H", "8C"]


def test_belote_must_play_a_higher_trump_while_an_opponent_is_winning():
    # The opponent's 9H trumps the partner's KD: JH overtrumps, 7H does not.
    assert legal("belote", "H", "JH 7H 8C", "KD 9H", None, **PARTNER_LED) == ["JH"]
    assert refusal("belote", "H", "JH 7H 8C", "KD 9H", "7H", None, **PARTNER_LED) == (
        "You must overtrump the 9H: you hold JH."
    )


def test_belote_unable_to_overtrump_must_still_trump():
    assert legal("belote", "H", "7H 8C", "KD 9H", None, **PARTNER_LED) == ["7H"]


def test_belote_trump_led_by_an_opponent_must_be_overtrumped_if_possible():
    # Second to play (position 0 is an opponent): 8H led; JH beats it, 7H does not.
    assert legal("belote", "H", "JH 7H", "8H") == ["JH"]


def test_belote_trump_led_and_the_partner_winning_any_trump_follows():
    assert legal("belote", "H", "JH 8H AC", "QH 7H", None, **PARTNER_LED) == ["JH", "8H"]


def test_belote_there_is_no_duty_to_beat_in_a_plain_suit():
    # The opponent's KD leads: AD and 8D both follow suit; only trumps must be higher.
    assert legal("belote", "H", "AD 8D", "KD") == ["AD", "8D"]


def test_belote_uses_the_32_card_pack():
    with pytest.raises(ValueError, match="2H is not in the deck"):
        winner_for("belote", "H", ["2H", "AH"])


def test_belote_needs_a_trump():
    with pytest.raises(ValueError, match="Belote always has a trump suit"):
        winner_for("belote", None, ["AH"])


# --- Twenty-Nine ---------------------------------------------------------------------------------


def test_twenty_nine_jack_and_9_rank_highest_then_ace_10_king_queen_8_7():
    assert winner_for("twenty-nine", None, ["AS", "9S", "JS", "10S"]) == 2
    assert winner_for("twenty-nine", None, ["KS", "10S", "QS"]) == 1
    assert winner_for("twenty-nine", None, ["8S", "AS", "7S"]) == 1


def test_twenty_nine_before_trump_is_revealed_the_highest_card_of_the_suit_led_wins():
    assert winner_for("twenty-nine", None, ["QS", "KS", "7S", "8S"]) == 1


def test_twenty_nine_a_hidden_trump_cannot_settle_a_trick_someone_could_not_follow():
    with pytest.raises(RuleError, match="trump must be turned up"):
        winner_for("twenty-nine", None, ["QS", "7H"])


def test_twenty_nine_once_revealed_the_highest_trump_takes_the_trick():
    assert winner_for("twenty-nine", "H", ["AS", "7H", "JS", "8H"]) == 3


def test_twenty_nine_a_player_does_not_have_to_play_a_trump():
    assert legal("twenty-nine", "H", "7H 8C", "AS") == ["7H", "8C"]
    assert legal("twenty-nine", "H", "7H 8S", "AS") == ["8S"]


def test_twenty_nine_the_first_player_unable_to_follow_suit_reveals_the_trump():
    rules = rules_for("twenty-nine", "H", {})
    hidden = TrickContext(trump_revealed=False)
    trick = parse_cards("AS KS")
    assert reveals_trump(trick, parse_card("7H"), rules, hidden)
    assert reveals_trump(trick, parse_card("8C"), rules, hidden)
    assert not reveals_trump(trick, parse_card("QS"), rules, hidden)
    assert not reveals_trump(parse_cards("AS 8C"), parse_card("7H"), rules, hidden)  # already turned up
    assert not reveals_trump(trick, parse_card("7H"), rules, TrickContext(trump_revealed=True))
    assert not reveals_trump(trick, parse_card("7H"), rules_for("belote", "H", {}), hidden)


# --- Briscola and Briscola Chiamata --------------------------------------------------------------


def test_briscola_the_3_is_second_only_to_the_ace():
    # A > 3 > K > Q > J > 7 > 6 > 5 > 4 > 2.
    assert winner_for("briscola", "S", ["KH", "3H", "QH"]) == 1
    assert winner_for("briscola", "S", ["3H", "AH"]) == 1
    assert winner_for("briscola", "S", ["2H", "7H", "JH"]) == 2  # J > 7 > 2


def test_briscola_the_highest_trump_or_the_highest_card_of_the_suit_led_wins():
    assert winner_for("briscola", "S", ["AH", "2S"]) == 1
    assert winner_for("briscola", "S", ["4H", "AD"]) == 0


def test_briscola_there_is_no_obligation_to_follow_suit():
    assert legal("briscola", "S", "2S 4H 5D", "AH") == ["2S", "4H", "5D"]


def test_briscola_uses_the_40_card_pack():
    with pytest.raises(ValueError, match="10H is not in the deck"):
        winner_for("briscola", "S", ["10H", "AH"])


def test_briscola_chiamata_absolutely_no_requirement_to_follow_suit_or_beat():
    assert legal("briscola-chiamata", "C", "2S 4H 5D", "AH") == ["2S", "4H", "5D"]
    assert winner_for("briscola-chiamata", "C", ["KH", "3H", "2C", "AH"]) == 2


BUIO = {"first_trick_in_the_dark": True}


def test_prima_mano_al_buio_in_the_first_trick_no_one_may_play_a_two():
    assert legal("briscola-chiamata", "C", "2S 4H", "AH", BUIO, first_trick=True) == ["4H"]
    assert refusal("briscola-chiamata", "C", "2S 4H", "AH", "2S", BUIO, first_trick=True) == (
        "You may not play 2S: only the bidder, playing last, may play a 2 to the first trick."
    )
    assert legal("briscola-chiamata", "C", "2S 4H", "", BUIO, first_trick=True) == ["4H"]


def test_prima_mano_al_buio_the_bidder_playing_last_may_play_a_two():
    context = {"first_trick": True, "bidder": True, "last_to_play": True}
    assert legal("briscola-chiamata", "C", "2S 4H", "AH KH QH 3H", BUIO, **context) == ["2S", "4H"]
    assert legal("briscola-chiamata", "C", "2S 4H", "AH", BUIO, first_trick=True, bidder=True) == ["4H"]


def test_prima_mano_al_buio_twos_are_free_after_the_first_trick():
    assert legal("briscola-chiamata", "C", "2S 4H", "AH", BUIO) == ["2S", "4H"]
    assert legal("briscola-chiamata", "C", "2S 4H", "AH", None, first_trick=True) == ["2S", "4H"]


# --- Malilla -------------------------------------------------------------------------------------


def test_malilla_the_7_is_the_highest_ranking_card():
    # 7 > A > K > Q > J > 6 > 5 > 4 > 3 > 2.
    assert winner_for("malilla", "S", ["AH", "7H", "KH"]) == 1
    assert winner_for("malilla", "S", ["JH", "6H", "QH"]) == 2


def test_malilla_the_highest_trump_or_highest_card_of_the_suit_led_wins():
    assert winner_for("malilla", "S", ["7H", "2S", "AH"]) == 1


def test_malilla_you_must_follow_suit():
    assert refusal("malilla", "S", "2H 3D", "KH", "3D") == "You must follow hearts: you hold 2H."


def test_malilla_if_an_opponent_is_winning_you_must_beat_it_if_legal():
    # The opponent's KH leads; AH beats it, 2H does not.
    assert legal("malilla", "S", "AH 2H", "KH") == ["AH"]
    assert refusal("malilla", "S", "AH 2H", "KH", "2H") == "You must beat the KH: you hold AH."


def test_malilla_no_duty_to_beat_a_partners_winning_card():
    assert legal("malilla", "S", "AH 2H", "KH", None, partners=[0]) == ["AH", "2H"]


def test_malilla_void_must_beat_the_opponent_with_a_trump():
    assert legal("malilla", "S", "2S 3D", "KH") == ["2S"]
    assert refusal("malilla", "S", "2S 3D", "KH", "3D") == "You must beat the KH: you hold 2S."


def test_malilla_unable_to_beat_any_card_may_be_played():
    # The opponent's 7S (position 1) is the highest trump: nothing beats it.
    assert legal("malilla", "S", "2S 3D", "KH 7S", None, partners=[0]) == ["2S", "3D"]


def test_malilla_you_cannot_play_a_7_of_a_non_trump_suit_not_yet_led():
    assert legal("malilla", "S", "7C 2D", "KH", None, partners=[0]) == ["2D"]
    assert refusal("malilla", "S", "7C 2D", "KH", "7C", None, partners=[0]) == (
        "You may not play 7C: clubs have not been led yet this hand."
    )


def test_malilla_a_7_of_a_suit_already_led_may_be_played():
    assert legal("malilla", "S", "7C 2D", "KH", None, partners=[0], suits_led=["C"]) == ["7C", "2D"]


def test_malilla_the_7_of_trumps_may_always_be_played():
    assert legal("malilla", "S", "7S 2D", "KH", None, partners=[0]) == ["7S", "2D"]


def test_malilla_if_the_7_is_the_only_card_available_the_rule_is_waived():
    assert legal("malilla", "S", "7C 7D", "KH", None, partners=[0]) == ["7C", "7D"]


def test_malilla_it_is_always_ok_to_lead_a_7():
    assert legal("malilla", "S", "7C 2D", "") == ["7C", "2D"]


def test_malilla_a_7_following_suit_is_not_restricted():
    assert legal("malilla", "S", "7H 2D", "KH") == ["7H"]


# --- Calypso -------------------------------------------------------------------------------------
# Default trumps by seat: 0 spades, 1 diamonds, 2 hearts, 3 clubs (spades and hearts are partners).
SPADE, DIAMOND, HEART, CLUB = 0, 1, 2, 3


def calypso(leader, plays, **options):
    return winner_for("calypso", None, plays.split(), options, {"leader": leader})


def test_calypso_leader_led_own_trump_and_was_the_only_one_to_play_it_wins():
    # "if the diamond player led a diamond, and everyone played diamonds, the diamond player wins the
    # trick, regardless of the rank of the cards played": 5D beats AD.
    assert calypso(DIAMOND, "5D KD AD QD") == 0


def test_calypso_leader_led_own_trump_a_discard_of_another_players_trump_does_not_win():
    # "If the diamond player led a diamond, and the only player not to play diamonds was the club player,
    # who played a spade, the diamond player would still win."
    assert calypso(DIAMOND, "5D KD AS QD") == 0


def test_calypso_trump_led_against_a_void_players_own_trump_the_higher_card_wins():
    # "if the diamond player led the J♦, and the spade player played the Q♠, the spade player would win".
    assert calypso(DIAMOND, "JD 3D 4D QS") == 3
    # ... and the J♦ wins against a lower spade trump.
    assert calypso(DIAMOND, "JD 3D 4D 10S") == 0


def test_calypso_a_non_trump_lead_followed_by_all_the_highest_card_of_the_suit_led_wins():
    # Hearts led by the club player: the heart player's 10H does not "trump"; the spade player's KH wins.
    assert calypso(CLUB, "9H KH 2H 10H") == 1


def test_calypso_a_void_player_playing_own_trump_wins():
    # "the spade player leads the 9♥. If the club player is out of hearts and instead plays the 4♣".
    assert calypso(SPADE, "9H JH AH 4C") == 3


def test_calypso_several_trumps_the_highest_ranked_trump_takes_the_trick():
    # "the spade player leads the 9♥, which is followed by the 4♣ from the club player, and the 6♦ from
    # the diamond player. The diamond player would win."
    assert calypso(SPADE, "9H 6D AH 4C") == 1


def test_calypso_if_two_cards_tie_the_one_played_first_takes_the_trick():
    # Two identical KH: the first (index 1). Two trumps of rank 6: the 6D played first.
    assert calypso(SPADE, "9H KH KH 2H") == 1
    assert calypso(SPADE, "9H 6D 3H 6C") == 1


def test_calypso_a_card_of_another_players_trump_suit_discarded_does_not_win():
    # The diamond player, void in hearts, discards a club: clubs are not his trump.
    assert calypso(SPADE, "9H 5C 2H 3H") == 0


def test_calypso_seats_follow_the_trumps_option():
    # With trumps by seat "HCSD" seat 0 holds hearts: the 2H played by seat 0 (index 3) trumps.
    assert calypso(1, "9D 3D 4D 2H", trumps="HCSD") == 3


def test_calypso_must_follow_suit_if_able_otherwise_any_card():
    context = {"leader": SPADE}
    assert legal("calypso", None, "2H 5D", "9H", None, **context) == ["2H"]
    assert (
        refusal("calypso", None, "2H 5D", "9H", "5D", None, **context)
        == "You must follow hearts: you hold 2H."
    )
    assert legal("calypso", None, "5D 4C", "9H", None, **context) == ["5D", "4C"]


def test_calypso_has_no_common_trump():
    with pytest.raises(ValueError, match="their own trump suit"):
        rules_for("calypso", "S", {})


def test_calypso_trumps_option_must_be_four_different_suits():
    with pytest.raises(ValueError, match="choose one of"):
        rules_for("calypso", None, {"trumps": "SSHC"})
