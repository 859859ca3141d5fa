"""Trick play: who wins a trick, and is a card legal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import parse_cards
from scorekeeper.core import RuleError
from scorekeeper.families.tools import (
    SUITS,
    Setting,
    Slot,
    ToolError,
    cards_of,
    choice,
    tool,
)
from scorekeeper.games import tricks as trick_questions

TRICK_GAMES = tuple((game.slug, game.name) for game in trick_questions.trick_games())


def _trick_args(
    payload: Mapping[str, Any],
) -> tuple[str, str | None, Mapping[str, Any], Mapping[str, Any] | None]:
    game = choice(payload, "game", [slug for slug, _ in TRICK_GAMES], "oh-hell")
    options, context = payload.get("options") or {}, payload.get("context")
    if not isinstance(options, Mapping):
        raise ToolError('"options" must be an object.')
    return game, payload.get("trump") or None, options, context


@tool(
    "trick/winner",
    "Who won that trick?",
    "Tap the cards in the order they were played (the leader's first).",
    [Slot("plays", "Cards in the order played", 2, 8, ordered=True, jokers=True)],
    [Setting("game", "Game", TRICK_GAMES, "oh-hell"), Setting("trump", "Trumps", SUITS, "")],
)
def trick_winner(payload: Mapping[str, Any]) -> dict[str, Any]:
    game, trump, options, context = _trick_args(payload)
    plays = cards_of(payload, "plays")
    winner = trick_questions.winner_for(game, trump, plays, options, context)
    return {
        "winner": winner,
        "card": plays[winner],
        "said": f"The {parse_cards([plays[winner]])[0].name} wins (card {winner + 1} played).",
    }


@tool(
    "trick/legal",
    "May I play that card?",
    "Your hand, the cards already in the trick, and the card you want to play.",
    [
        Slot("hand", "Your hand", 1, 13, jokers=True),
        Slot("trick", "Cards already played to the trick", 0, 7, ordered=True, jokers=True),
        Slot("card", "The card you want to play", 1, 1, jokers=True),
    ],
    [Setting("game", "Game", TRICK_GAMES, "oh-hell"), Setting("trump", "Trumps", SUITS, "")],
)
def trick_legal(payload: Mapping[str, Any]) -> dict[str, Any]:
    game, trump, options, context = _trick_args(payload)
    hand, trick = cards_of(payload, "hand"), cards_of(payload, "trick", required=False)
    card = cards_of(payload, "card")
    if len(card) != 1:
        raise ToolError("Choose the one card you want to play.")
    legal = trick_questions.legal_plays_for(game, trump, hand, trick, options, context)
    try:
        trick_questions.check_play_for(game, trump, hand, trick, card[0], options, context)
    except RuleError as exc:
        return {"legal": False, "said": exc.message, "legal_plays": legal}
    return {"legal": True, "said": f"Yes: {card[0]} may be played.", "legal_plays": legal}
