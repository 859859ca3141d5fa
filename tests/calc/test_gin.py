"""Gin rummy deadwood, knocking, lay-offs and hand scores, checked against rules/gin-rummy.txt."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.calc.gin import (
    GinOptions,
    arrange,
    can_knock,
    deadwood,
    hand_result,
    lay_offs,
    random_knock,
    read_knock,
    read_upcard,
    score_counts,
)
from scorekeeper.cards import CardError
from scorekeeper.core import RuleError

RANK_NUMBERS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def rank_number(card: str) -> int:
    return RANK_NUMBERS.get(card[:-1]) or int(card[:-1])


def value(card: str) -> int:
    return min(rank_number(card), 10)


# Knocker: A-2-3 of hearts, three 4s, 7-8-9 of clubs, and the 10D unmatched: deadwood 10.
KNOCKER_10 = "AH 2H 3H 4S 4D 4C 7C 8C 9C 10D"
# The same with the 10C in a 7-8-9-10 club run: gin.
KNOCKER_GIN = "AH 2H 3H 4S 4D 4C 7C 8C 9C 10C"
# Defender: 5-6-7 of spades, J-Q-K of diamonds, 10-J-Q of hearts and the 9S, which fits no knocker meld: 9.
DEFENDER_9 = "5S 6S 7S JD QD KD 10H JH QH 9S"
# A-2-3-4 of hearts, 7-8-9-10 of clubs, 5D 6D unmatched: 11.
OVER_THE_LIMIT = "AH 2H 3H 4H 7C 8C 9C 10C 5D 6D"


# --- Deadwood -------------------------------------------------------------------------------------


def test_deadwood_counts_ace_one_number_cards_their_value_courts_ten():
    # no meld: 1 + 3 + 5 + 7 + 9 + 10 + 10 + 2 + 4 + 6 = 57
    assert deadwood("AS 3D 5C 7H 9S JD KC 2H 4S 6D").deadwood == 57


def test_a_card_belongs_to_one_meld_only():
    # "you can use the 7H either to make a set of three sevens or a heart sequence, but not both": the run
    # 7-8-9H leaves 7D 7S (14) + QD 2C 4C 6S (22) = 36; the set would leave 8H 9H (17) + 22 = 39
    result = deadwood("7D 7S 7H 8H 9H KS QD 2C 4C 6S")
    assert [list(map(str, m)) for m in result.melds] == [["7H", "8H", "9H"]]
    assert result.deadwood == 7 + 7 + 10 + 10 + 2 + 4 + 6


@pytest.mark.parametrize("sixth", ["7C", "10H"])
def test_a_sixth_card_makes_both_the_set_and_the_run(sixth):
    # "To form a set and a sequence you would need a sixth card – either a club 7 or a heart 10":
    # six cards melded, QD 2C 4C 6S left: 10 + 2 + 4 + 6 = 22
    result = deadwood(f"7D 7S 7H 8H 9H {sixth} QD 2C 4C 6S")
    assert len(result.melds) == 2
    assert result.deadwood == 22


def test_ace_is_low_so_ace_two_three_is_a_run_and_queen_king_ace_is_not():
    assert deadwood("AH 2H 3H 4S 4D 4C 7C 8C 9C 10C").deadwood == 0
    # Q K A of hearts melds nothing: 10 + 10 + 1 and the rest as melded before
    assert deadwood("QH KH AH 4S 4D 4C 7C 8C 9C 10C").deadwood == 21


def test_gin_with_two_five_card_runs_is_legal():
    # "it is possible and perfectly legal to go gin with two 5-card sequences"
    result = deadwood("AH 2H 3H 4H 5H 6S 7S 8S 9S 10S")
    assert result.deadwood == 0
    assert result.is_gin


def test_eleven_cards_name_the_best_discard():
    # after drawing: discard the KC and the two runs are gin
    result = deadwood("AH 2H 3H 4H 5H 6S 7S 8S 9S 10S KC")
    assert str(result.discard) == "KC"
    assert result.as_dict() == {
        "deadwood": 0,
        "melds": [["AH", "2H", "3H", "4H", "5H"], ["6S", "7S", "8S", "9S", "10S"]],
        "unmatched": [],
        "discard": "KC",
    }


def test_eleven_melded_cards_discard_from_a_four_card_meld():
    # all 11 cards melded (4 + 3 + 4): throwing an end card of a 4-card run still leaves gin
    result = deadwood("AH 2H 3H 4H 5S 5D 5C 8S 9S 10S JS")
    assert result.deadwood == 0
    assert str(result.discard) in {"AH", "4H", "8S", "JS"}


@pytest.mark.parametrize("count", [9, 12])
def test_a_hand_needs_ten_or_eleven_cards(count):
    cards = ["AH", "2H", "3H", "4H", "5H", "6S", "7S", "8S", "9S", "10S", "KC", "QC"][:count]
    with pytest.raises(CardError, match=f"10 cards, or 11 before the discard, not {count}"):
        deadwood(cards)


def test_a_duplicate_card_is_refused():
    with pytest.raises(CardError, match="AH appears twice"):
        deadwood("AH AH 3H 4H 5H 6S 7S 8S 9S 10S")


# --- Knocking -------------------------------------------------------------------------------------


def test_knock_with_ten_deadwood_but_not_eleven():
    assert can_knock(KNOCKER_10) == (True, "You can knock with 10 deadwood (at most 10 allowed).")
    # A-4H and 7-10C melded, 5D + 6D = 11 unmatched: one too many
    ok, reason = can_knock(OVER_THE_LIMIT)
    assert not ok
    assert reason == "The least deadwood is 11, more than the 10 allowed to knock."


def test_knock_after_drawing_names_the_discard():
    # 11 cards: throw the 10D, keep 5S: deadwood 5
    assert can_knock(KNOCKER_10 + " 5S") == (
        True,
        "You can knock with 5 deadwood, discarding 10D (at most 10 allowed).",
    )


def test_knocking_with_no_deadwood_is_gin():
    assert can_knock(KNOCKER_GIN) == (True, "You can go gin.")


@pytest.mark.parametrize(
    ("upcard", "limit_reached"),
    [("7H", False), ("10H", True), ("QD", True)],  # "Pictures denote 10 as usual."
)
def test_oklahoma_upcard_sets_the_knock_limit(upcard, limit_reached):
    # "if a seven is turned up, in order to knock you must reduce your count to 7 or fewer": 10 > 7
    assert can_knock(KNOCKER_10, oklahoma_upcard=upcard)[0] is limit_reached


def test_oklahoma_seven_upcard_allows_seven():
    # 7D unmatched: 7 <= 7
    assert can_knock("AH 2H 3H 4S 4D 4C 7C 8C 9C 7D", oklahoma_upcard="7H")[0]


def test_oklahoma_ace_upcard_means_one_or_only_gin():
    hand = "AH 2H 3H 4S 4D 4C 7C 8C 9C AD"  # AD unmatched: 1
    assert can_knock(hand, oklahoma_upcard="AS")[0]
    # "Some play that if an ace is turned up you may only knock if you can go gin."
    assert can_knock(hand, oklahoma_upcard="AS", ace_means_gin=True) == (
        False,
        "Only gin allows a knock, and the least deadwood is 1.",
    )
    assert can_knock(KNOCKER_GIN, oklahoma_upcard="AS", ace_means_gin=True)[0]


# --- Lay-offs -------------------------------------------------------------------------------------


def test_lay_off_the_fourth_card_of_a_set():
    # "by adding a fourth card of the same rank to a group of three": 7C goes, KS (10) stays
    result = lay_offs([["7S", "7D", "7H"]], ["7C", "KS"])
    assert [lay.as_dict() for lay in result.lay_offs] == [{"cards": ["7C"], "meld": 0}]
    assert result.deadwood == 10


def test_lay_off_consecutive_cards_on_either_end_of_a_run():
    # "further consecutive cards of the same suit to either end of a sequence": 3H 4H below, 8H 9H above
    result = lay_offs([["5H", "6H", "7H"]], ["3H", "4H", "8H", "9H", "10S"])
    assert sorted(lay.as_dict()["cards"] for lay in result.lay_offs) == [["3H", "4H"], ["8H", "9H"]]
    assert result.deadwood == 10


def test_no_lay_off_on_the_knockers_deadwood():
    # "if the knocker has a pair of twos as deadwood and the opponent has a third two, this cannot be laid
    # off". Knocker: 5-8H, three kings, 2S 2D AC unmatched (5). Defender lays off 9H only: 2C + 3D + 5D +
    # 7S + 9S + JC + QC + 10D + 4S = 60; the knocker scores 60 - 5 = 55.
    result = hand_result("5H 6H 7H 8H KS KD KC 2S 2D AC", "2C 9H 3D 5D 7S 9S JC QC 10D 4S")
    assert "2C" in result.as_dict()["defender"]["unmatched"]
    assert result.as_dict()["defender"]["lay_offs"] == [{"cards": ["9H"], "meld": 0}]
    assert (result.winner, result.points) == ("knocker", 55)


def test_defender_melds_and_lays_off_together_for_least_deadwood():
    # four 8s and the 9H against 5-6-7H: keeping the four 8s leaves 9H (9); melding 8S 8D 8C and laying off
    # 8H then 9H leaves nothing
    result = lay_offs([["5H", "6H", "7H"]], ["8H", "8S", "8D", "8C", "9H"])
    assert result.deadwood == 0
    assert result.as_dict()["lay_offs"] == [{"cards": ["8H", "9H"], "meld": 0}]


def test_no_lay_offs_against_gin():
    # "If a player goes gin, the opponent is not allowed to lay off any cards." (melds hold all 10 cards)
    result = lay_offs([["AH", "2H", "3H"], ["4S", "4D", "4C"], ["7C", "8C", "9C", "10C"]], ["JC", "4H"])
    assert result.lay_offs == ()
    assert result.deadwood == 14


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


# --- Invariants --------------------------------------------------------------------------------------


def is_meld(block: list[str]) -> bool:
    numbers = sorted(rank_number(c) for c in block)
    same_rank = len(set(numbers)) == 1 and len(block) in (3, 4)
    suits = {c[-1] for c in block}
    run = len(block) >= 3 and len(suits) == 1 and numbers == list(range(numbers[0], numbers[0] + len(block)))
    return same_rank or run


def partitions(cards: list[str]):
    """Every way to split the cards into blocks."""
    if not cards:
        yield []
        return
    first, rest = cards[0], cards[1:]
    for partition in partitions(rest):
        yield [[first], *partition]
        for i in range(len(partition)):
            yield [*partition[:i], [first, *partition[i]], *partition[i + 1 :]]


def brute_force_deadwood(cards: list[str]) -> int:
    """Least total value of the blocks that are not melds, over every partition."""
    return min(sum(value(c) for block in p if not is_meld(block) for c in block) for p in partitions(cards))


SMALL_POOL = [r + s for r in ["A", "2", "3", "4", "5", "6"] for s in "SHDC"]  # dense: melds are common
POOL_28 = [r + s for r in ["A", "2", "3", "4", "5", "6", "7"] for s in "SHDC"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(SMALL_POOL), min_size=1, max_size=8, unique=True))
def test_least_deadwood_equals_brute_force_over_all_partitions(cards):
    result = arrange(cards)
    assert result.deadwood == brute_force_deadwood(cards)
    spread = [list(map(str, m)) for m in result.melds]
    assert all(is_meld(m) for m in spread)
    assert sorted([c for m in spread for c in m] + [str(c) for c in result.unmatched]) == sorted(cards)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(POOL_28), min_size=11, max_size=11, unique=True))
def test_eleven_card_discard_is_the_best_of_the_eleven_removals(cards):
    result = deadwood(cards)
    removals = [deadwood([c for c in cards if c != out]).deadwood for out in cards]
    assert result.deadwood == min(removals)
    assert deadwood([c for c in cards if c != str(result.discard)]).deadwood == result.deadwood


@settings(max_examples=100, deadline=None)
@given(st.permutations(POOL_28).map(lambda d: (d[:10], d[10:20])))
def test_lay_offs_only_extend_knocker_melds_and_never_raise_deadwood(hands):
    knocker, defender = hands
    melds = [list(map(str, m)) for m in arrange(knocker).melds]
    result = lay_offs(melds, defender)
    assert result.deadwood <= arrange(defender).deadwood
    extended = {i: list(m) for i, m in enumerate(melds)}
    for lay in result.lay_offs:
        extended[lay.meld] += map(str, lay.cards)
    assert all(is_meld(m) for m in extended.values())


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


# --- A hand as a table records it (read_knock, Knock) ----------------------------------------------

NAMES = ("Ann", "Bob", "Cid")


def knock(payload, seats=(0, 1), options=None, oklahoma=False):
    return read_knock(payload, seats, NAMES, options or GinOptions(), oklahoma=oklahoma)


def refusal(payload, **kwargs):
    with pytest.raises(RuleError) as error:
        knock(payload, **kwargs)
    return error.value.message, error.value.field


def test_a_knock_by_counts_says_what_happened():
    # Ann knocks with 4, Bob has 9 after lay-offs: Ann scores the difference 9 - 4 = 5.
    hand = knock({"knocker_count": 4, "defender_count": 9})
    assert (hand.winner, hand.loser, hand.points, hand.counts, hand.by_cards) == (0, 1, 5, (4, 9), False)
    assert hand.sentence(NAMES) == "Ann knocked with 4; Bob had 9: Ann scores difference 9 - 4 = 5."
    assert hand.note == "knock" and hand.matchup(NAMES) == "Ann v Bob"
    assert hand.as_dict(NAMES) == {
        "sentence": "Ann knocked with 4; Bob had 9: Ann scores difference 9 - 4 = 5.",
        "details": ["Ann: deadwood 4", "Bob: deadwood 9 after lay-offs"],
        "by_cards": False,
    }


def test_gin_ticked_without_a_count_is_a_count_of_zero():
    # "A player who goes gin scores a bonus 20 points, plus the opponent's count": 20 + 12 = 32.
    hand = knock({"gin": "on", "defender_count": "12"}, seats=(1, 0))
    assert (
        hand.sentence(NAMES)
        == "Bob went gin; Ann had 12: Bob scores gin bonus 20, plus the defender's deadwood 12 = 32."
    )


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        (
            {"knocker_count": 4, "defender_count": 9, "knocker_cards": "AH"},
            ("Enter both players' cards or the two deadwood counts, not both.", "knocker_cards"),
        ),
        ({}, ("Enter both players' cards or the two deadwood counts, one or the other.", "knocker_cards")),
        (
            {"knocker_count": 12, "defender_count": 9},
            ("Ann cannot knock with 12 deadwood: the limit is 10.", "knocker_count"),
        ),
        (
            {"gin": True, "knocker_count": 3, "defender_count": 9},
            ("Gin means no deadwood: Ann's count must be 0, not 3.", "knocker_count"),
        ),
        (
            {"knocker_cards": KNOCKER_10, "defender_cards": "5S 6S 7S JD QD KD 10H JH QH 10D"},
            ("10D is in both Ann's and Bob's cards.", "defender_cards"),
        ),
        (
            {"knocker_cards": OVER_THE_LIMIT, "defender_cards": DEFENDER_9},
            ("Ann cannot knock with 11 deadwood: the limit is 10.", "knocker_cards"),
        ),
        (
            {"upcard": "7D", "knocker_count": 1, "defender_count": 9},
            ("The up-card only counts in Oklahoma Gin: leave it empty.", "upcard"),
        ),
    ],
)
def test_entries_that_break_the_rules_are_refused_with_a_sentence(payload, expected):
    assert refusal(payload) == expected


def test_oklahoma_the_up_card_sets_the_limit():
    # "the value of the original face up card determines the maximum count": 7D allows 7, not 8.
    okla = {"oklahoma": True, "options": GinOptions(ace_means_gin=True)}
    assert refusal({"upcard": "7D", "knocker_count": 8, "defender_count": 9}, **okla) == (
        "Ann cannot knock with 8 deadwood: the limit is 7 (7♦ turned up).",
        "knocker_count",
    )
    assert refusal({"upcard": "AS", "knocker_count": 1, "defender_count": 9}, **okla)[0] == (
        "Ann cannot knock with 1 deadwood: A♠ turned up, so only gin may knock."
    )
    assert refusal({"knocker_count": 1, "defender_count": 9}, **okla)[0] == (
        "Enter the up-card: in Oklahoma Gin it sets the knock limit."
    )
    assert read_upcard(["7D"], oklahoma=True) == read_upcard("7d", oklahoma=True)
    for wrong in ("7D 8D", 5, "JK"):
        with pytest.raises(RuleError, match=r"Enter one up-card, such as 7D\."):
            read_upcard(wrong, oklahoma=True)
    assert read_upcard("", oklahoma=False) is None


def test_a_hand_by_cards_shows_the_melds_lay_offs_and_deadwood():
    # Ann knocks with 10 (the 10D); Bob lays the 6C off on her 7-8-9 of clubs and has 0: undercut,
    # 10 - 0 = 10 plus the undercut bonus 10 = 20.
    hand = knock({"knocker_cards": KNOCKER_10, "defender_cards": "5S 6S 7S JD QD KD 10H JH QH 6C"})
    assert hand.by_cards and hand.counts == (10, 0) and hand.winner == 1
    mine, theirs = hand.shown_lines()
    assert [line.label for line in mine] == ["melds AH 2H 3H · 4S 4D 4C · 7C 8C 9C", "deadwood 10"]
    assert [line.label for line in theirs] == [
        "melds 5S 6S 7S · 10H JH QH · JD QD KD",
        "laid off 6C on 7C 8C 9C",
        "deadwood 0",
    ]
    assert theirs[1].cards == ("6C",) and all(line.points == 0 for line in mine + theirs)


def test_a_spade_up_card_doubles_and_the_note_says_so():
    # Gin 20 + 9 = 29, doubled under the 10S = 58; extra boxes: 1 + 2 gin, doubled = 5.
    payload = {"knocker_cards": KNOCKER_GIN, "defender_cards": DEFENDER_9, "upcard": "10S"}
    hand = knock(payload, options=GinOptions(extra_boxes=True), oklahoma=True)
    assert hand.points == 58 and hand.note == "gin · ♠ doubled · 5 boxes"
    assert hand.sentence(NAMES).startswith("Up-card 10♠. Ann went gin; Bob had 9:")


@pytest.mark.parametrize("oklahoma", [False, True])
def test_random_knocks_are_entries_a_table_could_make(oklahoma):
    rng = random.Random(5)
    for _ in range(200):
        payload = random_knock(rng, oklahoma=oklahoma, ace_means_gin=True)
        hand = knock(payload, options=GinOptions(ace_means_gin=True), oklahoma=oklahoma)
        assert hand.counts == (payload["knocker_count"], payload["defender_count"])
