"""Gin Rummy's hand result, the app (calc/gin*.py, the gin/result tool) against the naive reference written
from the rules text (tests/reference/gin_reference.py): the defender's lay-offs onto the knocker's melds and
the score of a whole hand (knock, undercut, gin, Oklahoma's limit and spade doubling, extra boxes).

The least deadwood of one hand is compared with a brute force in tests/games/gin_rummy/test_melds.py already.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.games.gin_rummy import calculators as gin
from scorekeeper.tools import ToolError, run_tool
from tests.reference import examples
from tests.reference import gin_reference as ref

RUN_STARTS = range(1, 12)  # a run of three starts at the ace .. the jack


def _meld(rnd: Random, free: list[str]) -> list[str]:
    """A random set or run from the free cards, or nothing if the one tried is not free; now and then four of
    a rank next to a run of one of them (two spreads of equal deadwood that take different lay-offs)."""
    if rnd.random() < 0.15:
        n, suit = rnd.randint(4, 10), rnd.choice(ref.SUITS)
        run = [ref.RANKS[m - 1] + suit for m in rnd.choice((range(n - 3, n), range(n + 1, n + 4)))]
        cards = [ref.RANKS[n - 1] + s for s in ref.SUITS] + run
        return cards if set(cards) <= set(free) else []
    if rnd.random() < 0.5:
        rank = rnd.choice(ref.RANKS)
        cards = [c for c in free if ref.rank(c) == rank]
        return rnd.sample(cards, rnd.choice((3, 4))) if len(cards) >= 4 else cards if len(cards) == 3 else []
    suit, start, length = rnd.choice(ref.SUITS), rnd.choice(RUN_STARTS), rnd.choice((3, 3, 4, 5))
    cards = [ref.RANKS[n - 1] + suit for n in range(start, min(start + length, 14))]
    return cards if len(cards) >= 3 and set(cards) <= set(free) else []


def _knocker(rnd: Random, free: list[str]) -> list[str]:
    """Ten cards, mostly melded, the rest low cards: a hand that can (nearly always) knock."""
    hand: list[str] = []
    while len(hand) < rnd.choice((6, 7, 8, 8, 9, 10)):
        meld = _meld(rnd, free)
        if len(hand) + len(meld) <= 10:
            hand += meld
            free[:] = [c for c in free if c not in meld]
    low = [c for c in free if ref.value(c) <= rnd.choice((2, 3, 5, 10))]
    hand += rnd.sample(low if len(low) >= 10 - len(hand) else free, 10 - len(hand))
    free[:] = [c for c in free if c not in hand]
    return hand


def _defender(rnd: Random, knocker: list[str], free: list[str]) -> list[str]:
    """Ten cards, many of them next to the knocker's cards (lay-off candidates), some melds of their own."""
    near = [c for c in free if any(ref.rank(c) == ref.rank(k) or ref._next_to(c, k) for k in knocker)]
    strong = rnd.random() < 0.5  # melds to the hilt: an undercut is likely
    hand = rnd.sample(near, min(len(near), rnd.randint(0, 2 if strong else 6)))
    for _ in range(20 if strong else rnd.choice((0, 1, 2))):
        meld = _meld(rnd, [c for c in free if c not in hand])
        hand += meld if len(hand) + len(meld) <= (10 if strong else 8) else []
    rest = [c for c in free if c not in hand]
    low = [c for c in rest if ref.value(c) <= 4]
    pool = low if (strong or rnd.random() < 0.5) and len(low) >= 10 - len(hand) else rest
    return hand + rnd.sample(pool, 10 - len(hand))


@st.composite
def hands(draw: st.DrawFn) -> dict[str, Any]:
    rnd = Random(draw(st.integers(0, 2**32)))  # one seed: a small input for Hypothesis
    free = list(ref.DECK)
    knocker = _knocker(rnd, free)
    defender = _defender(rnd, knocker, free)
    upcard = draw(st.one_of(st.none(), st.sampled_from(ref.DECK)))  # it may have been drawn: in a hand
    options = {
        "gin_bonus": draw(st.sampled_from((20, 25))),
        "undercut_bonus": draw(st.sampled_from((10, 20, 25))),
        "knock_limit": 10 if upcard else draw(st.sampled_from((10, 10, 10, 7, 5, 0))),
        "ace_means_gin": draw(st.booleans()),
        "extra_boxes": draw(st.booleans()),
    }
    return {"knocker": knocker, "defender": defender, "upcard": upcard, "options": options}


def reference(hand: dict[str, Any]) -> ref.Result:
    o = hand["options"]
    return ref.hand_result(
        hand["knocker"],
        hand["defender"],
        upcard=hand["upcard"],
        gin_bonus=o["gin_bonus"],
        undercut_bonus=o["undercut_bonus"],
        limit=o["knock_limit"],
        ace_means_gin=o["ace_means_gin"],
        extra_boxes=o["extra_boxes"],
    )


def app(hand: dict[str, Any]) -> gin.HandResult:
    options = gin.GinOptions(**hand["options"])
    return gin.hand_result(hand["knocker"], hand["defender"], options=options, oklahoma_upcard=hand["upcard"])


def summary(result: gin.HandResult) -> ref.Result:
    return ref.Result(
        result.outcome,
        result.winner,
        result.points,
        result.boxes,
        result.knocker.deadwood,
        result.defender.deadwood,
    )


@settings(max_examples=examples(300))
@given(hands())
def test_a_hand_scores_as_the_reference(hand):
    try:
        want = reference(hand)
    except ref.Refused:
        with pytest.raises(RuleError) as refused:
            app(hand)
        assert str(refused.value).strip()
        return
    got = app(hand)
    assert summary(got) == want
    check_spread(hand, got.as_dict())


def check_spread(hand: dict[str, Any], shown: dict[str, Any]) -> None:
    """The spreads shown add up: every card once, melds that are melds, lay-offs that fit the knocker's
    melds (none against gin), and the deadwood the sum of the unmatched cards."""
    k, d = shown["knocker"], shown["defender"]
    knocker_melds = [frozenset(m) for m in k["melds"]]
    laid = [c for lay in d["lay_offs"] for c in lay["cards"]]
    assert sorted([*(c for m in k["melds"] for c in m), *k["unmatched"]]) == sorted(hand["knocker"])
    assert sorted([*(c for m in d["melds"] for c in m), *laid, *d["unmatched"]]) == sorted(hand["defender"])
    assert all(ref.is_meld(m) for m in k["melds"] + d["melds"])
    assert k["deadwood"] == sum(map(ref.value, k["unmatched"]))
    assert d["deadwood"] == sum(map(ref.value, d["unmatched"]))
    assert not laid or k["deadwood"] > 0  # "If a player goes gin, the opponent is not allowed to lay off"
    assert ref.layable(knocker_melds, frozenset(laid)) == frozenset(laid)
    for lay in d["lay_offs"]:  # each group fits the meld it names, with the groups before it
        grown = knocker_melds[lay["meld"]] | frozenset(lay["cards"])
        assert ref.is_meld(sorted(grown)), (lay, k["melds"])


def _or_refused(hand: dict[str, Any]) -> ref.Result | None:
    try:
        return reference(hand)
    except ref.Refused:
        return None


@settings(max_examples=examples(150))
@given(hands())
def test_the_tool_and_the_table_entry_agree(hand):
    """The gin/result tool (which takes the bonuses and the knock limit, not the ace or box options) and a
    hand entered at the table (``read_knock`` by cards, every option) score as the reference."""
    o, upcard = hand["options"], hand["upcard"]
    plain = _or_refused({**hand, "options": o | {"ace_means_gin": False, "extra_boxes": False}})
    payload = {"knocker": hand["knocker"], "defender": hand["defender"], "oklahoma_upcard": upcard}
    payload |= {k: str(o[k]) for k in ("gin_bonus", "undercut_bonus", "knock_limit")}
    if plain is None:
        with pytest.raises(ToolError):
            run_tool("gin/result", payload)
    else:
        got = run_tool("gin/result", payload)
        assert (got["outcome"], got["winner"], got["points"]) == (plain.outcome, plain.winner, plain.points)
    want = _or_refused(hand)
    entry = {"knocker_cards": hand["knocker"], "defender_cards": hand["defender"], "upcard": upcard}
    read = (entry, (1, 0), ["Ann", "Bob"], gin.GinOptions(**o))
    if want is None:
        with pytest.raises(RuleError):
            gin.read_knock(*read, oklahoma=upcard is not None)
        return
    knock = gin.read_knock(*read, oklahoma=upcard is not None)
    assert knock.points == want.points
    assert knock.winner == (1 if want.winner == "knocker" else 0)
    assert knock.counts == (want.knocker_deadwood, want.defender_deadwood)


# --- The text's examples ----------------------------------------------------------------------------------

# Knocker: four 4s and 7-8-9-10C melded, the 2S and 2C unmatched: 4.
KNOCKER_TWOS = ["4S", "4D", "4C", "4H", "7C", "8C", "9C", "10C", "2S", "2C"]
DEFENDER = "5S 6D KS QH JD 10S 9H 8S 3D 7H"


def both(knocker: str | list[str], defender: str, **options: Any) -> tuple[ref.Result, ref.Result]:
    k = knocker if isinstance(knocker, list) else knocker.split()
    hand = {"knocker": k, "defender": defender.split(), "upcard": options.pop("upcard", None)}
    hand["options"] = {"gin_bonus": 20, "undercut_bonus": 10, "knock_limit": 10} | options
    hand["options"] |= {"ace_means_gin": False, "extra_boxes": False} | options
    return reference(hand), summary(app(hand))


def test_cards_cannot_be_laid_off_on_deadwood():
    # "if the knocker has a pair of twos as deadwood and the opponent has a third two, this cannot be laid off
    # on the twos to make a set": the 2D stays in the defender's count, 2 + 5 + 6 + 10 * 4 + 9 + 8 + 3 = 73
    want, got = both(KNOCKER_TWOS, "2D 5S 6D KS QH JD 10S 9H 8S 3H")
    assert want == got == ref.Result("knock", "knocker", 73 - 4, 1, 4, 73)


def test_lay_offs_extend_either_end_of_a_run_one_after_another():
    # "further consecutive cards of the same suit to either end of a sequence": 4H, then 5H, then 6H onto
    # A-2-3H (or 4H as the fourth 4: "adding a fourth card of the same rank to a group of three"), 10C above
    # 7-8-9C and 6C below it; K-K-K melded, AS AC left: 2, equal to the knocker's 2, an undercut: 0 + 10
    want, got = both("AH 2H 3H 4S 4D 4C 7C 8C 9C 2S", "4H 5H 6H 10C 6C KS KD KH AS AC")
    assert want == got == ref.Result("undercut", "defender", 10, 1, 2, 2)


def test_the_knocker_spreads_what_lets_the_defender_lay_off_least():
    # Open in the text; the app's documented choice: of the least-deadwood spreads, the one that lets the
    # defender lay off least. Four 8s and 5-6-7H (9H has nowhere to go), not three 8s and 5-8H (9H would
    # lay off): the defender keeps JS 10D 9H = 29, the 4H laid off on 5-6-7H.
    want, got = both("8S 8D 8C 8H 5H 6H 7H 2C 2D 3C", "4H 9H KS KD KC QS QD QC JS 10D")
    assert want == got == ref.Result("knock", "knocker", 29 - 7, 1, 7, 29)


def test_going_gin_with_two_five_card_sequences_and_no_lay_off():
    # "it is possible and perfectly legal to go gin with two 5-card sequences"; "If a player goes gin, the
    # opponent is not allowed to lay off any cards": 6S and 10D would fit, yet count 6 + 10 + 3 + 3 = 22
    want, got = both("AS 2S 3S 4S 5S 5D 6D 7D 8D 9D", "6S 10D 3H 3C KH KC KD QH QC QD")
    assert want == got == ref.Result("gin", "knocker", 20 + 22, 1, 0, 22)


def test_gin_is_never_undercut():
    # "Even if the other player has no unmatched cards at all, the person going gin gets the 20 point bonus"
    want, got = both("AS 2S 3S 4S 5S 5D 6D 7D 8D 9D", "AH 2H 3H 4H KH KC KD QH QC QD", gin_bonus=25)
    assert want == got == ref.Result("gin", "knocker", 25, 1, 0, 0)


def test_oklahoma_seven_turned_up_limits_the_knock_to_seven():
    # "So if a seven is turned up, in order to knock you must reduce your count to 7 or fewer."
    defender = DEFENDER
    seven = "AH 2H 3H 4S 4D 4C 7C 8C 9C 8D"  # 8 unmatched
    with pytest.raises(ref.Refused):
        both(seven, defender, upcard="7D")
    with pytest.raises(RuleError, match="more than the 7 allowed"):
        app({"knocker": seven.split(), "defender": defender.split(), "upcard": "7D", "options": {}})
    want, got = both("AH 2H 3H 4S 4D 4C 7C 8C 9C 6D", defender.replace("6D", "7D"), upcard="7D")
    assert want == got and got.knocker_deadwood == 6


def test_oklahoma_spade_doubles_the_score_bonuses_included():
    # "If the original face up card is a spade, the final score for that deal (including any undercut or gin
    # bonus) is doubled"; extra boxes "two extra boxes for an undercut and four extra boxes for going gin"
    want, got = both("AS 2S 3S 4S 5S 5D 6D 7D 8D 9D", "6S 10D 3H 3C KH KC KD QH QC QD", upcard="KS")
    assert want == got and got.points == 2 * (20 + 22)
    want, got = both(
        "AS 2S 3S 4S 5S 5D 6D 7D 8D 9D", "6S 10D 3H 3C KH KC KD QH QC QD", upcard="KS", extra_boxes=True
    )
    assert want == got and got.boxes == 1 + 4


def test_an_ace_turned_up_may_mean_gin_only():
    # "Some play that if an ace is turned up you may only knock if you can go gin."
    with pytest.raises(RuleError):
        app(
            {
                "knocker": KNOCKER_TWOS,
                "defender": DEFENDER.split(),
                "upcard": "AD",
                "options": {"ace_means_gin": True},
            }
        )


# --- Refusals ---------------------------------------------------------------------------------------------

TEN = "AH 2H 3H 4S 4D 4C 7C 8C 9C 10D"


@pytest.mark.parametrize(
    "payload",
    [
        {"knocker": TEN, "defender": "10D 6D KS QH JD 10S 9H 8S 4H 7H"},  # a card in both hands
        {"knocker": TEN, "defender": "5S 5S KS QH JD 10S 9H 8S 4H 7H"},  # a card twice
        {"knocker": TEN, "defender": "5S 6D KS QH JD 10S 9H 8S 4H"},  # "Each player is dealt ten cards"
        {"knocker": TEN + " 5C", "defender": "5S 6D KS QH JD 10S 9H 8S 4H 7H"},
        {"knocker": TEN, "defender": "JK 6D KS QH JD 10S 9H 8S 4H 7H"},  # "One standard deck of 52 cards"
        {"knocker": "AH 2H 3H 4S 4D 4C 7C 8C JD KD", "defender": "5S 6D KS QH 8D 10S 9H 8S 4H 7H"},  # 21
        {"knocker": TEN, "defender": "5S 6D KS QH JD 10S 9H 8S 4H 7H", "oklahoma_upcard": "5D"},  # 10 > 5
        {"knocker": TEN, "defender": "5S 6D KS QH JD 10S 9H 8S 4H 7H", "oklahoma_upcard": "XX"},
    ],
)
def test_the_tool_refuses_with_a_sentence(payload):
    with pytest.raises(ToolError) as refused:
        run_tool("gin/result", payload)
    assert str(refused.value).strip()
