"""Egyptian Ratscrew and Beggar My Neighbour: slaps and pay cards."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import parse_options
from scorekeeper.families import pay_cards
from scorekeeper.families.tools import (
    Setting,
    Slot,
    ToolError,
    cards_of,
    choice,
    tool,
)
from scorekeeper.games.egyptian_ratscrew import slaps


@tool(
    "slap/check",
    "Egyptian Ratscrew: can I slap?",
    "The pile from the bottom card up: pairs, triples, triple sixes, four in a row, jokers.",
    [Slot("pile", "The pile, bottom card first", 1, 54, ordered=True, jokers=True)],
)
def slap_check(payload: Mapping[str, Any]) -> dict[str, Any]:
    options = parse_options(slaps.SlapOptions, payload.get("options") or {})
    ok, reason = slaps.slappable(cards_of(payload, "pile"), options)
    return {"slappable": ok, "said": reason}


PLAYER_COUNTS = tuple((str(n), f"{n} players") for n in range(2, 9))


@tool(
    "slap/pay",
    "Beggar My Neighbour / Ratscrew: who takes the pile?",
    "The cards turned in order since the pile was empty: the chances left to pay, and who takes the pile.",
    [Slot("plays", "Cards in the order turned", 1, 54, ordered=True, jokers=True)],
    [Setting("players", "Players", PLAYER_COUNTS, "2")],
)
def slap_pay(payload: Mapping[str, Any]) -> dict[str, Any]:
    players = int(choice(payload, "players", [c for c, _ in PLAYER_COUNTS], "2"))
    options = parse_options(pay_cards.PayOptions, payload.get("options") or {})
    plays = payload.get("plays")
    if isinstance(plays, list) and plays and all(isinstance(p, list | tuple | Mapping) for p in plays):
        state = pay_cards.pay_state(_pairs(plays), options, players=players)  # explicit (player, card) pairs
    else:
        state = _pay_in_turn(cards_of(payload, "plays", what="the cards turned, in order"), options, players)
    data = state.as_dict()
    if data["taker"] is not None:
        said = f"Player {data['taker'] + 1} takes the pile of {data['cards']} cards."
    elif data["chances_left"] is not None:
        chances = data["chances_left"]
        said = f"Player {data['to_play'] + 1} has {chances} more chance(s) to turn a court card or ace."
    else:
        said = f"Player {data['to_play'] + 1} plays next."
    return {**data, "said": said}


def _pairs(plays: list[Any]) -> list[Any]:
    """Explicit plays, each ``[player, card]`` or ``{"player": …, "card": …}``, checked for that shape."""
    for play in plays:
        if not isinstance(play, Mapping) and len(play) != 2:
            raise ToolError('Give each play as a pair [player, card], such as [0, "JH"].')
    return plays


def _pay_in_turn(cards: list[str], options: Any, players: int) -> Any:
    """Follow the cards as turned, each by whoever's turn it is (player 1 first)."""
    if not cards:
        # An empty list is no pile at all: nobody has turned a card, so there is nothing to follow.
        raise ToolError("Enter the cards turned, in order.")
    plays: list[tuple[int, str]] = []
    state, turn = None, 0
    for card in cards:
        if turn is None:
            raise ToolError(f"The pile was already won before {card} was turned.")
        plays.append((turn, card))
        state = pay_cards.pay_state(plays, options, players=players)
        turn = state.to_play if state.taker is None else None
    return state
