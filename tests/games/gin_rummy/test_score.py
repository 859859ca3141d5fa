"""The score of a gin rummy hand, from the cards or the counts, checked against rules/gin-rummy.txt."""

import pytest

from scorekeeper.cards import CardError
from scorekeeper.core import RuleError
from scorekeeper.games.gin_rummy.score import GinOptions, hand_result, score_counts
from tests.games.gin_rummy.hands import DEFENDER_9, KNOCKER_10, KNOCKER_GIN, OVER_THE_LIMIT

# --- The score of a hand ---------------------------------------------------------------------------


def test_knocker_with_lower_count_scores_the_difference():
    # defender: 5-7S, J-KD melded; 10H JH 9S 8D unmatched = 37; knocker 10: 37 - 10 = 27
    result = hand_result(KNOCKER_10, "5S 6S 7S JD QD KD 10H JH 9S 8D")
    assert (result.outcome, result.winner, result.points) == ("knock", "knocker", 27)
    assert result.summary == "difference 37 - 10 = 27"


def test_undercut_scores_difference_plus_ten():
    # "the knocker's count is greater ...: the knocker's opponent scores the difference between the
    # counts plus a 10 point bonus": 10 - 9 = 1, + 10 = 11
    result = hand_result(KNOCKER_10, DEFENDER_9)
    assert (result.outcome, result.winner, result.points) == ("undercut", "defender", 11)
    assert result.summary == "difference 10 - 9 = 1, plus the undercut bonus 10 = 11"
    assert [(line.label, line.points) for line in result.lines] == [
        ("difference 10 - 9", 1),
        ("undercut bonus", 10),
    ]


def test_equal_counts_are_an_undercut():
    # "If the knocker did not go gin, and the counts are equal ... the knocker has been undercut": 0 + 10
    result = hand_result(KNOCKER_10, "5S 6S 7S JD QD KD 10H JH QH 10S")
    assert (result.outcome, result.points) == ("undercut", 10)
    assert result.summary == "difference 10 - 10 = 0, plus the undercut bonus 10 = 10"


def test_lay_offs_can_turn_a_knock_into_an_undercut():
    # the 6C lays off on 7-8-9C: defender 0 against the knocker's 10: 10 - 0 + 10 = 20
    result = hand_result(KNOCKER_10, "5S 6S 7S JD QD KD 10H JH QH 6C")
    assert (result.outcome, result.points) == ("undercut", 20)


def test_gin_scores_the_bonus_plus_the_defenders_count():
    # "a bonus 20 points, plus the opponent's count in unmatched cards": 20 + 9 = 29
    result = hand_result(KNOCKER_GIN, DEFENDER_9)
    assert (result.outcome, result.winner, result.points) == ("gin", "knocker", 29)
    assert result.summary == "gin bonus 20, plus the defender's deadwood 9 = 29"


def test_no_lay_offs_against_gin_in_the_score():
    # the 6C would extend 7-10C but may not: 20 + 6 = 26
    result = hand_result(KNOCKER_GIN, "5S 6S 7S JD QD KD 10H JH QH 6C")
    assert result.points == 26


def test_gin_is_never_undercut():
    # "Even if the other player has no unmatched cards at all, the person going gin gets the 20 point bonus"
    result = hand_result(KNOCKER_GIN, "5S 6S 7S JD QD KD 10H JH QH KH")
    assert (result.outcome, result.winner, result.points) == ("gin", "knocker", 20)


@pytest.mark.parametrize(
    ("gin_bonus", "undercut_bonus", "gin_points", "undercut_points"),
    [
        (20, 10, 29, 11),  # the standard bonuses
        (25, 20, 34, 21),  # "the bonus for going gin is 25 (rather than 20) and ... undercut is 20"
        (25, 25, 34, 26),  # "the bonus for an undercut, the bonus for going gin ... are all 25 points"
    ],
)
def test_bonus_variants(gin_bonus, undercut_bonus, gin_points, undercut_points):
    options = GinOptions(gin_bonus=gin_bonus, undercut_bonus=undercut_bonus)
    assert hand_result(KNOCKER_GIN, DEFENDER_9, options=options).points == gin_points  # bonus + 9
    assert hand_result(KNOCKER_10, DEFENDER_9, options=options).points == undercut_points  # 1 + bonus


def test_oklahoma_spade_upcard_doubles_the_score_bonuses_included():
    # undercut 1 + 10 = 11, doubled 22; gin 20 + 9 = 29, doubled 58
    result = hand_result(KNOCKER_10, DEFENDER_9, oklahoma_upcard="KS")
    assert result.points == 22
    assert (
        result.summary
        == "difference 10 - 9 = 1, plus the undercut bonus 10 = 11, doubled as the up-card was a spade = 22"
    )
    assert hand_result(KNOCKER_GIN, DEFENDER_9, oklahoma_upcard="KS").points == 58
    assert hand_result(KNOCKER_GIN, DEFENDER_9, oklahoma_upcard="KH").points == 29


def test_oklahoma_upcard_limits_the_knock():
    with pytest.raises(
        RuleError, match="The knocker cannot knock: the least deadwood is 10, more than the 7"
    ):
        hand_result(KNOCKER_10, DEFENDER_9, oklahoma_upcard="7H")


def test_knock_over_the_limit_is_refused():
    with pytest.raises(RuleError, match="more than the 10 allowed"):
        hand_result(OVER_THE_LIMIT, DEFENDER_9)


@pytest.mark.parametrize(
    ("knocker", "upcard", "extra_boxes", "boxes"),
    [
        (KNOCKER_10, "KH", False, 1),  # the hand's winner always takes one box
        (KNOCKER_10, "KH", True, 2),  # "a player who undercuts the knocker scores an extra box"
        (KNOCKER_GIN, "KH", True, 3),  # "a player who goes gin scores two extra boxes"
        (KNOCKER_10, "KS", True, 3),  # "If the up-card was a spade, you get two extra boxes for an undercut
        (KNOCKER_GIN, "KS", True, 5),  # and four extra boxes for going gin."
    ],
)
def test_oklahoma_extra_boxes(knocker, upcard, extra_boxes, boxes):
    options = GinOptions(extra_boxes=extra_boxes)
    assert hand_result(knocker, DEFENDER_9, options=options, oklahoma_upcard=upcard).boxes == boxes


# Knocker deadwood 6 either way: run 2-3-4H leaving 3S 3D, or three 3s leaving 2H 4H.
EITHER_WAY = "2H 3H 4H 3S 3D 9S 10S JS QS KS"
# Defender, no melds: 3 + 10 + 10 + 10 + 9 + 8 + 6 + 5 + 1 + 2 = 64; the 3C fits only a set of 3s.
HOLDS_3C = "3C KD QH JC 9D 8C 6S 5C AD 2C"


def test_knocker_spread_defaults_to_the_one_allowing_fewest_lay_offs():
    # the run spread keeps the 3C off the table: 64 - 6 = 58
    assert hand_result(EITHER_WAY, HOLDS_3C).points == 58


def test_knocker_declared_spread_is_used():
    # with three 3s on the table the 3C is laid off: 61 - 6 = 55
    melds = [["3H", "3S", "3D"], ["9S", "10S", "JS", "QS", "KS"]]
    assert hand_result(EITHER_WAY, HOLDS_3C, knocker_melds=melds).points == 55


def test_declared_melds_must_be_melds_of_the_knockers_cards():
    with pytest.raises(RuleError, match="2H 3H 9S is not a meld"):
        hand_result(EITHER_WAY, HOLDS_3C, knocker_melds=[["2H", "3H", "9S"]])
    with pytest.raises(RuleError, match="hold 5H, which the knocker does not show"):
        hand_result(EITHER_WAY, HOLDS_3C, knocker_melds=[["3H", "4H", "5H"]])


def test_both_hands_need_ten_different_cards():
    with pytest.raises(CardError, match="The defender must show 10 cards, not 9"):
        hand_result(KNOCKER_10, DEFENDER_9.rsplit(" ", 1)[0])
    with pytest.raises(CardError, match="10D appears twice"):
        hand_result(KNOCKER_10, DEFENDER_9.replace("9S", "10D"))


def test_hand_result_as_dict_shape():
    data = hand_result(KNOCKER_10, DEFENDER_9).as_dict()
    assert set(data) == {"outcome", "winner", "points", "boxes", "summary", "lines", "knocker", "defender"}
    assert data["knocker"]["unmatched"] == ["10D"]
    assert data["defender"]["deadwood"] == 9


@pytest.mark.parametrize(
    ("field", "bad"), [("gin_bonus", 30), ("undercut_bonus", 15), ("knock_limit", 11), ("knock_limit", -1)]
)
def test_invalid_options_are_refused(field, bad):
    with pytest.raises(RuleError, match="cannot be"):
        GinOptions(**{field: bad})


# --- Scoring from the counts alone (quick tables) ----------------------------------------------------


@pytest.mark.parametrize(
    ("knocker", "defender"),
    [(KNOCKER_10, DEFENDER_9), (KNOCKER_GIN, DEFENDER_9), (KNOCKER_10, "5S 6S 7S JD QD KD 10H JH 9S 8D")],
)
@pytest.mark.parametrize("upcard", [None, "KS", "KH"])
def test_score_counts_agrees_with_the_cards(knocker, defender, upcard):
    by_cards = hand_result(knocker, defender, oklahoma_upcard=upcard, options=GinOptions(extra_boxes=True))
    by_counts = score_counts(
        by_cards.knocker.deadwood,
        by_cards.defender.deadwood,
        oklahoma_upcard=upcard,
        options=GinOptions(extra_boxes=True),
    )
    assert (by_counts.outcome, by_counts.winner, by_counts.points, by_counts.boxes) == (
        by_cards.outcome,
        by_cards.winner,
        by_cards.points,
        by_cards.boxes,
    )
    assert by_counts.summary == by_cards.summary


def test_score_counts_gin_is_a_count_of_zero_and_is_never_undercut():
    # "Even if the other player has no unmatched cards at all, the person going gin gets the 20 point bonus"
    result = score_counts(0, 0)
    assert (result.outcome, result.winner, result.points) == ("gin", "knocker", 20)


def test_score_counts_refuses_a_knock_over_the_limit_and_negative_counts():
    with pytest.raises(RuleError, match="more than the 7 allowed"):
        score_counts(8, 20, oklahoma_upcard="7D")
    with pytest.raises(RuleError, match="only gin allows a knock"):
        score_counts(1, 20, oklahoma_upcard="AD", options=GinOptions(ace_means_gin=True))
    with pytest.raises(RuleError, match="deadwood cannot be -1"):
        score_counts(3, -1)
