"""A gin rummy hand as a table records it (read_knock, Knock)."""

import random

import pytest

from scorekeeper.core import RuleError
from scorekeeper.games.gin_rummy.entries import random_knock, read_knock, read_upcard
from scorekeeper.games.gin_rummy.score import GinOptions
from tests.games.gin_rummy.hands import DEFENDER_9, KNOCKER_10, KNOCKER_GIN, OVER_THE_LIMIT

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
