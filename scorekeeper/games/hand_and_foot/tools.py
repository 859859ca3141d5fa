"""Hand and Foot: is this a meld (or which pile), may I take the discard pile, and a partnership's score for
a hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import Card, Rank
from scorekeeper.families.card_points import card_value, read_cards
from scorekeeper.families.tools import Setting, Slot, ToolError, cards_of, choice, flag, lines_json, tool
from scorekeeper.games.hand_and_foot import discards, melds
from scorekeeper.games.hand_and_foot.melds import OPENING_MINIMUMS

COUNTS = tuple((str(n), str(n)) for n in range(11))


@tool(
    "hand-and-foot/meld",
    "Hand and Foot: meld or pile?",
    "Three to seven cards of one rank (2s and jokers wild): is it a meld, a clean, dirty or wild pile?",
    [Slot("meld", "The meld", 3, 7, jokers=True)],
    repeat_cards=True,
)
def hand_and_foot_meld(payload: Mapping[str, Any]) -> dict[str, Any]:
    meld = melds.hand_and_foot_meld(cards_of(payload, "meld"))
    rank = meld.rank.word + "s" if meld.rank else "wild cards"
    bonus = f", +{meld.bonus} for the pile" if meld.bonus else ""
    return {
        "kind": meld.kind.value,
        "value": meld.value,
        "bonus": meld.bonus,
        "wilds": meld.wilds,
        "said": f"A {meld.kind.value} of {rank}: cards worth {meld.value}{bonus}.",
    }


ROUNDS = tuple((str(n), f"{n}: first melds worth {least}") for n, least in enumerate(OPENING_MINIMUMS, 1))


@tool(
    "hand-and-foot/pile",
    "Hand and Foot: may I take the pile?",
    "The discard pile's top card and your hand: can the top card be melded with two of your cards (and, for"
    " your side's first meld, reach the round's minimum)?",
    [
        Slot("top", "Top card of the discard pile", 1, 1, jokers=True),
        Slot("hand", "Your hand", 2, 60, jokers=True),
    ],
    [
        Setting("opened", "Your side has melded this hand", (("false", "not yet"), ("true", "yes")), "false"),
        Setting("round", "Round", ROUNDS, "1"),
    ],
    repeat_cards=True,
)
def hand_and_foot_pile(payload: Mapping[str, Any]) -> dict[str, Any]:
    top = cards_of(payload, "top", what="the top card of the discard pile")
    if len(top) != 1:
        raise ToolError(f"The discard pile has one card on top, not {len(top)}.")
    rounds = [value for value, _ in ROUNDS]
    round_number = int(choice({"round": str(payload.get("round") or 1)}, "round", rounds, "1"))
    answer = discards.may_take_pile(
        top[0],
        cards_of(payload, "hand", what="the cards in your hand"),
        opened=flag(payload, "opened"),
        round_number=round_number,
    )
    return {
        "may_take": answer.may_take,
        "meld": list(answer.meld),
        "opening": answer.opening,
        "minimum": answer.minimum,
        "said": answer.said,
    }


@tool(
    "hand-and-foot/score",
    "Hand and Foot: a partnership's hand score",
    "The melded cards (or the piles counted), red 3s and the cards left in hand; bonuses per the text.",
    [
        Slot("melded", "Melded cards (piles included)", 0, 60, jokers=True),
        Slot("red_threes", "Red 3s", 0, 10),
        Slot("left_in_hand", "Cards left in hand", 0, 60, jokers=True),
    ],
    [
        Setting("clean", "Clean piles", COUNTS, "0"),
        Setting("dirty", "Dirty piles", COUNTS, "0"),
        Setting("wild", "Wild piles", COUNTS, "0"),
        Setting("went_out", "Went out", (("false", "no"), ("true", "yes (+100)")), "false"),
        Setting("exact_deals", "Exact 22-card deals", COUNTS[:3], "0"),
        Setting("red_three_points", "A red 3 scores", (("100", "100"), ("200", "200")), "100"),
    ],
    repeat_cards=True,
)
def hand_and_foot_score(payload: Mapping[str, Any]) -> dict[str, Any]:
    """The melded cards added up, with the piles as counted (the cards alone cannot say which are piles)."""
    deck = melds.CARD_POINTS.deck
    melded = read_cards(cards_of(payload, "melded", required=False), deck)
    for card in melded:
        if isinstance(card, Card) and card.rank == Rank.THREE:
            why = "red 3s are laid out as bonuses" if card.suit.is_red else "black 3s never are"
            raise ToolError(f"{card} cannot be melded: {why}.")
    piles = {kind: _number(payload, kind.value.split()[0], 10) for kind in _KINDS}
    value = sum(card_value(melds.CARD_POINTS, c) for c in melded)
    least = sum(melds.PILE_LEAST_VALUE[kind] * n for kind, n in piles.items())
    if value < least:
        raise ToolError(f"Those piles hold cards worth at least {least}; the melded cards are worth {value}.")
    threes = cards_of(payload, "red_threes", required=False)
    for card in threes:
        if card not in ("3H", "3D"):
            raise ToolError(f"{card} is not a red 3.")
    held = cards_of(payload, "left_in_hand", required=False)
    melds.check_held(read_cards(held, deck))
    melds.check_one_side([*melded, *read_cards([*threes, *held], deck)])
    penalties = payload.get("penalties") or []
    if not isinstance(penalties, list):
        raise ToolError(f'"penalties" must be a list of: {", ".join(melds.PENALTIES)}.')
    went_out = flag(payload, "went_out")
    if went_out:
        melds.check_piles_to_go_out(piles)
    result = melds.score_hand_and_foot_counts(
        piles,
        melded=value,
        melded_cards=[str(c) for c in melded],
        red_threes=len(threes),
        red_three_cards=threes,
        held=sum(card_value(melds.CARD_POINTS, c) for c in read_cards(held, deck)),
        held_cards=held,
        went_out=went_out,
        exact_deals=_number(payload, "exact_deals", 2),
        penalties=penalties,
        red_three_points=100 * (1 + (_number(payload, "red_three_points", 200) == 200)),
    )
    return {"total": result.total, "lines": lines_json(result.lines), "said": f"{result.total} points."}


_KINDS = (melds.PileKind.CLEAN, melds.PileKind.DIRTY, melds.PileKind.WILD)


def _number(payload: Mapping[str, Any], key: str, most: int) -> int:
    """A small count from a setting (form text) or a JSON number."""
    value = payload.get(key) or 0
    if isinstance(value, bool) or not (str(value).isascii() and str(value).isdigit()) or int(value) > most:
        raise ToolError(f'"{key}" must be a whole number from 0 to {most}.')
    return int(value)
