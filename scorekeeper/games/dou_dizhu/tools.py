"""Dou Dizhu: combinations."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import joined, plural
from scorekeeper.families.tools import (
    Setting,
    Slot,
    ToolError,
    cards_of,
    tool,
)
from scorekeeper.games.dou_dizhu import combinations as doudizhu


@tool(
    "doudizhu/classify",
    "Dou Dizhu: what is this combination?",
    "Singles, pairs, trios, sequences, airplanes, four with two, bombs and the rocket.",
    [Slot("cards", "The cards played", 1, 20, jokers=True)],
)
def doudizhu_classify(payload: Mapping[str, Any]) -> dict[str, Any]:
    result = doudizhu.classify_as_dict(_doudizhu_cards(payload, "cards"))
    said = (
        f"That is {result.get('name') or result['type']}."
        if result["type"]
        else "That is not a legal combination."
    )
    return {**result, "said": said}


@tool(
    "doudizhu/beats",
    "Dou Dizhu: does it beat the last play?",
    "The previous play, then the new one.",
    [Slot("previous", "Previous play", 1, 20, jokers=True), Slot("play", "New play", 1, 20, jokers=True)],
)
def doudizhu_beats(payload: Mapping[str, Any]) -> dict[str, Any]:
    previous = _doudizhu_cards(payload, "previous")
    ok, reason = doudizhu.beats(previous, _doudizhu_cards(payload, "play", taken=previous))
    return {"beats": ok, "reason": reason, "said": reason}


def _doudizhu_cards(payload: Mapping[str, Any], key: str, taken: list[str] | None = None) -> list[str]:
    """Dou Dizhu tells its jokers apart: the picker's plain joker is the black one, a second the red one,
    leaving out a joker already named or ``taken`` (the previous play's)."""
    cards = cards_of(payload, key)
    free = [j for j in ("BJ", "RJ") if j not in cards and j not in (taken or [])]
    plain = [i for i, c in enumerate(cards) if c == "JK"]
    if len(plain) > len(free):
        raise ToolError("The pack has two jokers, a black and a red one: no more can be played.")
    for i in plain:
        cards[i] = free.pop(0)
    return cards


BID_CHOICES = tuple((str(b), f"bid {b}") for b in doudizhu.BIDS)
BOMB_CHOICES = tuple((str(n), plural(n, "bomb")) for n in range(doudizhu.MAX_BOMBS + 1))
ROCKET_CHOICES = (("0", "no rocket"), ("1", "the rocket"))


@tool(
    "doudizhu/multiplier",
    "Dou Dizhu: what is the round worth?",
    "The bid, doubled for every bomb and rocket played: choose how many, or tap their cards (both count).",
    [Slot("played", "Cards of the bombs and rocket played", 0, 54, jokers=True)],
    [
        Setting("bid", "The bid", BID_CHOICES, "1"),
        Setting("bombs", "Bombs played", BOMB_CHOICES, "0"),
        Setting("rockets", "Rocket played", ROCKET_CHOICES, "0"),
    ],
)
def doudizhu_multiplier(payload: Mapping[str, Any]) -> dict[str, Any]:
    """ "The bid is multiplied by two every time a bomb or rocket is played during the round": the counts
    chosen plus the bombs and rocket whose cards were tapped, through the calculator's ``multiplier``."""
    bombs, rockets = _doublings_in(_doudizhu_cards(payload, "played") if payload.get("played") else [])
    bombs += _count(payload, "bombs")
    rockets += _count(payload, "rockets")
    value = doudizhu.multiplier(bombs, rockets, bid=_count(payload, "bid", default=1))
    return {**value.as_dict(), "said": _value_words(value)}


def _count(payload: Mapping[str, Any], key: str, default: int = 0) -> int:
    """A number from JSON (``2``) or the page's choice (``"2"``)."""
    value = payload.get(key)
    if value is None or value == "":
        return default
    if isinstance(value, bool) or not (str(value).strip().isascii() and str(value).strip().isdigit()):
        raise ToolError(f'"{key}" must be a whole number, not {value!r}.')
    return int(value)


def _doublings_in(cards: list[str]) -> tuple[int, int]:
    """The bombs (all four of a rank) and the rocket (both jokers) in the cards tapped; any other card is
    refused, since only bombs and the rocket double the bid."""
    by_rank: dict[str, list[str]] = {}
    for card in cards:
        by_rank.setdefault("jokers" if card in ("BJ", "RJ") else card[:-1], []).append(card)
    bombs = rockets = 0
    for group in by_rank.values():
        found = doudizhu.classify(group)
        if found is None or found.kind not in (doudizhu.Kind.BOMB, doudizhu.Kind.ROCKET):
            raise ToolError(
                f"{' '.join(group)} is not a bomb or the rocket: tap all four of a rank, or both jokers."
            )
        bombs += found.kind is doudizhu.Kind.BOMB
        rockets += found.kind is doudizhu.Kind.ROCKET
    return bombs, rockets


def _value_words(value: doudizhu.RoundValue) -> str:
    """'Bid 2, doubled for 1 bomb and the rocket: × 4, worth 8. The landlord wins 8 from each peasant
    (16 in all), or pays each 8.'"""
    doublings = [plural(value.bombs, "bomb")] if value.bombs else []
    doublings += ["the rocket"] if value.rockets else []
    doubled = f", doubled for {joined(doublings)}: × {value.multiplier}" if doublings else ""
    return (
        f"Bid {value.bid}{doubled}, worth {value.value}. The landlord wins {value.value} from each peasant "
        f"({value.landlord_wins} in all), or pays each {value.opponents_win}."
    )
