"""Card points: the count of captured cards."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from scorekeeper.families.tools import (
    SUITS,
    Setting,
    Slot,
    ToolError,
    cards_of,
    choice,
    flag,
    tool,
)
from scorekeeper.games import card_points

POINT_GAMES = tuple((slug, slug.replace("-", " ").capitalize()) for slug in card_points.game_slugs())


#: Games whose card points depend on the other cards played in the hand (Pickle's lowest trump).
IN_PLAY_GAMES = tuple(
    slug for slug in card_points.game_slugs() if card_points.schedule_for(slug).lowest_trump is not None
)


@tool(
    "points/count",
    "Card points: count a pile",
    "The card points in one side's captured cards, for each game that counts them.",
    [
        Slot("cards", "Captured cards", 1, 60, jokers=True),
        Slot(
            "in_play",
            "The other cards played in the hand (their trumps are enough)",
            0,
            54,
            jokers=True,
            games=IN_PLAY_GAMES,
        ),
    ],
    [
        Setting("game", "Game", POINT_GAMES, POINT_GAMES[0][0]),
        Setting("trump", "Trumps", SUITS, ""),
        Setting(
            "last_trick", "Last trick", (("false", "not taken"), ("true", "taken by this side")), "false"
        ),
    ],
)
def points_count(payload: Mapping[str, Any]) -> dict[str, Any]:
    game = choice(payload, "game", card_points.game_slugs(), POINT_GAMES[0][0])
    options = payload.get("options") or {}
    if not isinstance(options, Mapping):
        raise ToolError('"options" must be an object.')
    tricks = payload.get("tricks")
    cards = cards_of(payload, "cards")
    result = card_points.count_points(
        game,
        cards,
        trump=payload.get("trump") or None,
        last_trick=flag(payload, "last_trick"),
        tricks=int(tricks) if tricks not in (None, "") else None,
        in_play=_played_with(cards, payload),
        options=options,
    )
    data = result.as_dict()
    return {
        **data,
        "deck_total": card_points.deck_total(game, options=options),
        "said": f"{data['total']} points.",
    }


def _played_with(captured: list[str], payload: Mapping[str, Any]) -> list[str] | None:
    """Every card played in the hand (``in_play``), the side's own captured cards included.

    Pickle: "the lowest card of trumps in play counts 15". The captured cards were played, so they count
    whether or not ``in_play`` lists them again (the page's picker takes each card once); only trumps
    decide which is lowest, so the other players' trumps are enough. ``None`` when not given at all (an
    empty list says that nobody else played a card that matters).
    """
    if payload.get("in_play") in (None, ""):
        return None
    others = Counter(_any_joker(card) for card in cards_of(payload, "in_play", required=False))
    return list((others | Counter(_any_joker(card) for card in captured)).elements())


def _any_joker(card: str) -> str:
    """Point games do not tell jokers apart, so a black or red joker is a joker (one card, not two)."""
    return "JK" if card in ("BJ", "RJ") else card
