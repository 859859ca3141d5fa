"""Trick play of the ace-high games: Oh Hell, Bourré, Couillon, Nine-Card Don, Bacon, Cramps, Pickle,
including their jokers and duplicate cards.

Each test is named after the rule sentence it checks; cards are in the project's notation.
"""

import pytest

from scorekeeper.core import RuleError
from scorekeeper.games.tricks import check_play_for, legal_plays_for, rules_for, winner_for


def legal(game, trump, hand, trick, options=None, **context):
    return legal_plays_for(game, trump, hand, trick, options, context)


def refusal(game, trump, hand, trick, card, options=None, **context):
    """The sentence refusing ``card``; fails the test if the play is accepted."""
    with pytest.raises(RuleError) as caught:
        check_play_for(game, trump, hand, trick, card, options, context)
    return caught.value.message


# --- Oh Hell -------------------------------------------------------------------------------------


def test_oh_hell_highest_trump_wins():
    # "The player who has played the highest trump card ... wins the trick": 2S is the only spade.
    assert winner_for("oh-hell", "S", ["5H", "AH", "2S", "KH"]) == 2


def test_oh_hell_without_trump_the_highest_card_of_the_suit_led_wins():
    # No trumps: AH beats 5H and KH; 2S does not follow suit.
    assert winner_for("oh-hell", None, ["5H", "AH", "2S", "KH"]) == 1


def test_oh_hell_off_suit_card_never_wins_without_trumps():
    # AD is higher than 2H but diamonds were not led.
    assert winner_for("oh-hell", "S", ["2H", "AD"]) == 0


def test_oh_hell_the_lead_may_be_any_suit_including_trump():
    assert legal("oh-hell", "S", "2S 4D 9H", "") == ["2S", "4D", "9H"]


def test_oh_hell_each_player_must_follow_the_suit_led_if_he_can():
    assert legal("oh-hell", "S", "3H 2S 4D", "5H") == ["3H"]
    assert refusal("oh-hell", "S", "3H 2S 4D", "5H", "2S") == "You must follow hearts: you hold 3H."


def test_oh_hell_names_every_card_of_the_suit_led_held():
    assert refusal("oh-hell", None, "3H 9H 4D", "5H", "4D") == "You must follow hearts: you hold 3H and 9H."


def test_oh_hell_if_not_he_may_play_any_other_card_including_trump():
    assert legal("oh-hell", "S", "2S 4D", "5H") == ["2S", "4D"]


def test_oh_hell_la_podrida_a_player_with_no_card_of_the_suit_led_must_trump():
    options = {"must_trump": True}
    assert legal("oh-hell", "S", "2S 4D", "5H", options) == ["2S"]
    assert refusal("oh-hell", "S", "2S 4D", "5H", "4D", options) == (
        "You must trump: you hold no hearts but hold 2S."
    )


def test_oh_hell_la_podrida_with_no_trumps_either_any_card_may_be_discarded():
    assert legal("oh-hell", "S", "4C 4D", "5H", {"must_trump": True}) == ["4C", "4D"]


def test_oh_hell_la_podrida_still_requires_following_suit_first():
    assert legal("oh-hell", "S", "2S 3H", "5H", {"must_trump": True}) == ["3H"]


def test_oh_hell_bust_if_duplicate_cards_are_played_the_second_played_beats_the_first():
    # Two 5H from the added low cards: the second (index 2) wins.
    assert winner_for("oh-hell", None, ["5H", "3H", "5H"], {"deck": "bust"}) == 2


def test_oh_hell_bust_refuses_a_third_identical_card():
    with pytest.raises(ValueError, match="5H"):
        winner_for("oh-hell", None, ["5H", "5H", "5H"], {"deck": "bust"})


def test_oh_hell_single_pack_refuses_a_duplicate():
    with pytest.raises(ValueError, match="5H appears twice"):
        winner_for("oh-hell", None, ["5H", "5H"])


def test_oh_hell_without_jokers_option_a_joker_is_refused():
    with pytest.raises(ValueError, match="JK is not in the deck"):
        winner_for("oh-hell", None, ["5H", "JK"])


# --- Bourré --------------------------------------------------------------------------------------


def test_bourre_example_trumped_trick_you_may_follow_with_the_low_card():
    # "spades are trumps and the queen of diamonds is led. The second player trumps with the four of
    # spades. ... you hold the ace and six of diamonds and some spades ... You can and should play your
    # six of diamonds, not the ace." Neither diamond can beat 4S, so both are legal; spades are not.
    assert legal("bourre", "S", "AD 6D 9S 2S", "QD 4S") == ["AD", "6D"]
    assert (
        refusal("bourre", "S", "AD 6D 9S 2S", "QD 4S", "9S")
        == "You must follow diamonds: you hold AD and 6D."
    )


def test_bourre_example_untrumped_trick_you_must_play_the_ace_to_beat_the_queen():
    # "If the second player had played a diamond, you would have been obliged to play the ace of diamonds."
    assert legal("bourre", "S", "AD 6D 9S", "QD 5D") == ["AD"]
    assert refusal("bourre", "S", "AD 6D 9S", "QD 5D", "6D") == "You must beat the QD: you hold AD."


def test_bourre_a_player_unable_to_follow_suit_must_trump():
    assert refusal("bourre", "S", "3S 4C", "5H", "4C") == "You must trump: you hold no hearts but hold 3S."


def test_bourre_if_the_trick_has_been_trumped_you_must_overtrump_if_possible():
    # 7S is winning; 9S beats it, 2S does not.
    assert legal("bourre", "S", "9S 2S 4C", "5H 7S") == ["9S"]
    assert refusal("bourre", "S", "9S 2S 4C", "5H 7S", "2S") == "You must beat the 7S: you hold 9S."


def test_bourre_if_your_trumps_are_not_high_enough_you_must_still_play_a_trump():
    assert legal("bourre", "S", "2S 4C", "5H 7S") == ["2S"]


def test_bourre_no_card_of_the_suit_led_and_no_trumps_any_card_may_be_played():
    assert legal("bourre", "S", "4C 2D", "5H 7S") == ["4C", "2D"]


def test_bourre_highest_trump_wins():
    assert winner_for("bourre", "S", ["QD", "4S", "AD", "9S"]) == 3


def test_bourre_with_a_cinch_you_must_lead_your_highest_trump():
    assert legal("bourre", "S", "AS QS 3H", "", cinch=True) == ["AS"]
    assert refusal("bourre", "S", "AS QS 3H", "", "3H", cinch=True) == (
        "Your hand is a cinch, so you must lead your highest trump: AS."
    )


def test_bourre_cinch_an_adjacent_trump_is_acceptable():
    # "the King from Ace-King or the Jack from King-Jack when the Queen has already been played".
    assert legal("bourre", "S", "AS KS 3H", "", cinch=True) == ["AS", "KS"]
    assert legal("bourre", "S", "KS JS 3H", "", cinch=True, gone=["QS"]) == ["KS", "JS"]
    assert legal("bourre", "S", "KS JS 3H", "", cinch=True) == ["KS"]


def test_bourre_cinch_without_a_trump_leads_anything():
    assert legal("bourre", "S", "3H 4D", "", cinch=True) == ["3H", "4D"]


def test_bourre_cinch_able_to_play_a_trump_to_anothers_lead_must_play_the_highest():
    assert legal("bourre", "S", "KS 9S 4C", "5H", cinch=True) == ["KS"]
    assert refusal("bourre", "S", "KS 9S 4C", "5H", "9S", cinch=True) == (
        "Your hand is a cinch, so you must play your highest trump: KS."
    )


def test_bourre_cinch_holding_the_suit_led_still_follows_suit():
    assert legal("bourre", "S", "3H KS", "5H", cinch=True) == ["3H"]


def test_bourre_cinch_playing_last_no_special_restrictions_just_win_if_you_can():
    # 9S and KS both beat 8S; playing last with a cinch either may be played.
    assert legal("bourre", "S", "KS 9S 4C", "5H 2S 8S", cinch=True, last_to_play=True) == ["KS", "9S"]


# --- Couillon ------------------------------------------------------------------------------------


def test_couillon_a_player_may_play_a_trump_to_any_trick():
    assert legal("couillon", "S", "8H AS 8D", "KH") == ["8H", "AS"]
    assert refusal("couillon", "S", "8H AS 8D", "KH", "8D") == "You must follow hearts or trump: you hold 8H."


def test_couillon_only_with_no_card_of_the_suit_led_any_non_trump_card():
    assert legal("couillon", "S", "AS 8D", "KH") == ["AS", "8D"]


def test_couillon_trumps_led_must_be_followed_with_a_trump():
    assert legal("couillon", "S", "8S 9D", "KS") == ["8S"]
    assert refusal("couillon", "S", "8S 9D", "KS", "9D") == "You must follow spades: you hold 8S."


def test_couillon_aces_rank_highest_and_the_highest_trump_wins():
    assert winner_for("couillon", "S", ["KH", "AH", "7S", "10H"]) == 2
    assert winner_for("couillon", "S", ["KH", "AH", "10H", "7D"]) == 1


def test_couillon_uses_the_32_card_pack():
    with pytest.raises(ValueError, match="6H is not in the deck"):
        winner_for("couillon", "S", ["6H", "AH"])


# --- Nine-Card Don and Bacon ---------------------------------------------------------------------


def test_nine_card_don_the_pitchers_first_lead_fixes_trumps_and_the_highest_trump_wins():
    # Pitcher leads 4C: clubs are trumps for the hand; 2C later trumps a heart lead.
    assert winner_for("nine-card-don", "C", ["4C", "AC", "KC", "2C"]) == 1
    assert winner_for("nine-card-don", "C", ["KH", "AH", "2C", "QH"]) == 2


def test_nine_card_don_must_follow_suit_otherwise_any_card_including_a_trump():
    assert legal("nine-card-don", "C", "3H 2C", "KH") == ["3H"]
    assert legal("nine-card-don", "C", "5D 2C", "KH") == ["5D", "2C"]


def test_nine_card_don_needs_the_trump():
    with pytest.raises(ValueError, match="pitcher led"):
        rules_for("nine-card-don", None, {})


def test_bacon_highest_card_of_the_suit_led_wins_unless_a_trump_was_played():
    assert winner_for("bacon", "D", ["9H", "KH", "2C", "QH"]) == 1
    assert winner_for("bacon", "D", ["9H", "KH", "2D", "QH"]) == 2
    assert legal("bacon", "D", "3H 2D", "9H") == ["3H"]


# --- Cramps, four players ------------------------------------------------------------------------


def test_cramps_there_is_no_trump_the_highest_card_of_the_suit_led_wins():
    assert winner_for("cramps", None, ["QH", "AS", "2H", "KH"]) == 3


def test_royal_cramps_you_may_not_play_trump_if_you_have_a_card_of_the_suit_led():
    assert refusal("cramps", "S", "3H AS", "QH", "AS") == "You must follow hearts: you hold 3H."


def test_royal_cramps_the_highest_trump_takes_the_trick():
    assert winner_for("cramps", "S", ["QH", "2S", "AH", "5S"]) == 3


def test_a_card_not_in_the_hand_is_refused():
    assert refusal("oh-hell", None, "3H", "5H", "9H") == "You do not hold 9H."


# --- Cramps, five to eight players ---------------------------------------------------------------


def test_cramps_jokers_may_be_played_at_any_time():
    # Holding 3H, the joker may still be played to a heart lead.
    assert legal("cramps", None, "JK 3H 4D", "QH", {"players": 5}) == ["JK", "3H"]


def test_cramps_if_a_joker_is_led_other_players_may_play_any_card():
    assert legal("cramps", None, "3H 4D 2S", "JK", {"players": 6}) == ["3H", "4D", "2S"]


def test_cramps_a_joker_takes_a_trick_only_if_it_is_led():
    # Led, it beats AH; played second, it loses to the 3H led.
    assert winner_for("cramps", None, ["JK", "AH", "KH"], {"players": 5}) == 0
    assert winner_for("cramps", None, ["3H", "JK", "2H"], {"players": 5}) == 0


def test_cramps_a_led_joker_is_beaten_by_a_trump():
    # Royal Cramps with spades: 2S trumps the led joker.
    assert winner_for("cramps", "S", ["JK", "AH", "2S"], {"players": 7}) == 2


def test_cramps_two_jokers_the_first_played_is_dominant():
    assert winner_for("cramps", None, ["JK", "JK", "AH"], {"players": 6}) == 0


def test_cramps_two_identical_cards_the_card_first_played_is_dominant():
    # Six players add 9 to A of a second deck: of the two AH, the first (index 1) wins.
    assert winner_for("cramps", None, ["KH", "AH", "AH", "2H"], {"players": 6}) == 1


@pytest.mark.parametrize(
    ("players", "plays", "problem"),
    [
        (4, ["JK", "AH"], "JK is not in the deck"),  # four players: one deck, no jokers
        (5, ["JK", "JK"], "JK appears twice"),  # five players: one joker
        (5, ["JH", "JH"], "JH appears twice"),  # five players add only Q to A
        (8, ["JK", "AH"], "JK is not in the deck"),  # eight players: two decks, no jokers
    ],
)
def test_cramps_deck_depends_on_the_number_of_players(players, plays, problem):
    with pytest.raises(ValueError, match=problem):
        winner_for("cramps", None, plays, {"players": players})


def test_cramps_eight_players_use_a_second_full_deck():
    assert winner_for("cramps", None, ["2H", "2H"], {"players": 8}) == 0


def test_cramps_players_option_is_checked():
    with pytest.raises(ValueError, match="at most 8"):
        rules_for("cramps", None, {"players": 9})


# --- Pickle --------------------------------------------------------------------------------------


def test_pickle_if_any_trumps_are_present_the_highest_ranking_trump_wins():
    # Spades trumps: 2S beats the joker and every heart.
    assert winner_for("pickle", "S", ["5H", "JK", "2S", "AH"]) == 2


def test_pickle_with_a_joker_and_no_trump_the_highest_ranking_card_of_any_suit_wins():
    # The joker ranks above a 9 but below a 10: JK beats 9D and 5H; 10C beats the joker.
    assert winner_for("pickle", "S", ["5H", "JK", "9D"]) == 1
    assert winner_for("pickle", "S", ["5H", "JK", "10C"]) == 2


def test_pickle_the_last_of_tied_highest_cards_wins():
    # Two aces tie above the joker: the later AC (index 3) wins; two jokers: the later one.
    assert winner_for("pickle", "S", ["5H", "AD", "JK", "AC"]) == 3
    assert winner_for("pickle", "S", ["5H", "JK", "JK", "3H"]) == 2


def test_pickle_a_led_joker_lets_the_highest_card_of_any_suit_win():
    assert winner_for("pickle", "S", ["JK", "QD", "KC", "3H"]) == 2
    assert winner_for("pickle", "S", ["JK", "3D", "4C"]) == 0


def test_pickle_with_neither_trumps_nor_jokers_the_highest_card_of_the_suit_led_wins():
    assert winner_for("pickle", "S", ["5H", "KD", "9H"]) == 2


def test_pickle_if_a_joker_is_led_there_are_no_restrictions():
    assert legal("pickle", "S", "5H 2S 4D", "JK") == ["5H", "2S", "4D"]


def test_pickle_a_joker_is_not_played_while_the_player_can_follow_suit():
    assert refusal("pickle", "S", "JK 3H", "5H", "JK") == "You must follow hearts: you hold 3H."
    assert legal("pickle", "S", "JK 3D", "5H") == ["JK", "3D"]


# --- Oh Hell jokers ------------------------------------------------------------------------------

SUIT_JOKERS = {"deck": "jokers"}
NOMINATED = {"deck": "jokers", "joker_play": "high_low"}


def test_oh_hell_brader_a_led_joker_wins_the_trick_unless_trumped():
    assert winner_for("oh-hell", None, ["JK", "2H", "AH"], SUIT_JOKERS) == 0
    assert winner_for("oh-hell", "S", ["JK", "AH", "2S"], SUIT_JOKERS) == 2


def test_oh_hell_brader_the_two_equal_jokers_the_led_one_wins():
    # Even though of two identical cards the second played wins (Bust), the led joker wins.
    assert winner_for("oh-hell", None, ["JK", "JK"], SUIT_JOKERS) == 0


def test_oh_hell_brader_jokers_are_a_suit_that_must_be_followed():
    assert legal("oh-hell", "S", "JK 3H", "JK", SUIT_JOKERS) == ["JK"]
    assert (
        refusal("oh-hell", "S", "JK 3H", "JK", "3H", SUIT_JOKERS) == "You must follow the joker: you hold JK."
    )


def test_oh_hell_brader_a_joker_not_led_cannot_win():
    assert winner_for("oh-hell", None, ["5H", "JK"], SUIT_JOKERS) == 0
    assert (
        refusal("oh-hell", None, "JK 3H", "5H", "JK", SUIT_JOKERS) == "You must follow hearts: you hold 3H."
    )


def test_oh_hell_brader_la_podrida_void_in_jokers_must_trump():
    options = {**SUIT_JOKERS, "must_trump": True}
    assert refusal("oh-hell", "S", "2S 3H", "JK", "3H", options) == (
        "You must trump: you hold no joker but hold 2S."
    )


def test_oh_hell_brader_if_a_joker_is_turned_up_the_other_joker_is_the_only_trump():
    options = {**SUIT_JOKERS, "joker_trump": True}
    assert winner_for("oh-hell", None, ["5H", "AH", "JK"], options) == 2
    assert legal("oh-hell", None, "JK 2D", "5H", {**options, "must_trump": True}) == ["JK"]


def test_oh_hell_turned_up_joker_needs_jokers_as_a_suit_and_no_trump_suit():
    with pytest.raises(ValueError, match="only trump"):
        rules_for("oh-hell", "S", {**SUIT_JOKERS, "joker_trump": True})
    with pytest.raises(ValueError, match="only trump"):
        rules_for("oh-hell", None, {"joker_trump": True})


def test_oh_hell_atkinson_a_joker_nominated_high_automatically_wins():
    # High beats even the trump 2S; low automatically loses, so AH wins.
    assert winner_for("oh-hell", "S", ["5H", "JK", "2S"], NOMINATED, {"joker_high": [True]}) == 1
    assert winner_for("oh-hell", "S", ["5H", "JK", "AH"], NOMINATED, {"joker_high": [False]}) == 2


def test_oh_hell_atkinson_the_second_joker_is_the_opposite_of_the_first():
    # First joker low, so the second (index 2) is high and wins.
    assert winner_for("oh-hell", None, ["5H", "JK", "JK", "AH"], NOMINATED, {"joker_high": [False]}) == 2
    with pytest.raises(RuleError, match="second joker is low"):
        winner_for("oh-hell", None, ["5H", "JK", "JK"], NOMINATED, {"joker_high": [True, True]})


def test_oh_hell_atkinson_a_joker_must_be_nominated():
    with pytest.raises(RuleError, match="Say whether the JK played is high or low"):
        winner_for("oh-hell", None, ["5H", "JK"], NOMINATED)


def test_oh_hell_atkinson_a_joker_may_be_played_even_if_the_player_could_follow_suit():
    assert legal("oh-hell", "S", "JK 3H 4D", "5H", NOMINATED) == ["JK", "3H"]


def test_oh_hell_atkinson_jokers_could_not_be_led_unless_the_player_had_no_other_cards():
    assert (
        refusal("oh-hell", "S", "JK 3H", "", "JK", NOMINATED)
        == "You may not lead the JK while you hold other cards."
    )
    assert legal("oh-hell", "S", "JK", "", NOMINATED) == ["JK"]


def test_oh_hell_atkinson_jokers_could_not_be_played_in_the_first_trick():
    assert refusal("oh-hell", "S", "JK 3D", "5H", "JK", NOMINATED, first_trick=True) == (
        "You may not play the JK: jokers may not be played to the first trick."
    )


def test_oh_hell_atkinson_a_low_joker_led_alone_wins_nothing_yet_and_is_reported_as_first():
    assert winner_for("oh-hell", None, ["JK"], NOMINATED, {"joker_high": [False]}) == 0


def test_oh_hell_atkinson_after_a_forced_joker_lead_the_first_suited_card_sets_the_suit():
    # The low joker is led; 5D is the first suited card, so diamonds were "led": 5D beats AH.
    assert winner_for("oh-hell", None, ["JK", "5D", "AH"], NOMINATED, {"joker_high": [False]}) == 1
    assert legal("oh-hell", None, "3D 4H", "JK", NOMINATED) == ["3D", "4H"]
    assert legal("oh-hell", None, "3D 4H", "JK 5D", NOMINATED) == ["3D"]
