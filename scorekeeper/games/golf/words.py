"""Golf's entries in words: a round is each player's score, added up from the six cards where they were
entered, and who went out: "Ann scores 21, Bob 15, Cid 26; Bob went out"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import each_number, name_of
from scorekeeper.games.golf.layouts import layout_score, read_layouts


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    if event.type != "round":
        return None
    payload = event.payload
    scores = _scores(setup, payload)
    went_out = payload.get("went_out")
    out = f"; {name_of(setup.players, went_out)} went out" if went_out not in (None, "") else ""
    return each_number(setup.players, scores, "scores") + out


def _scores(setup: GameSetup, payload: Mapping[str, Any]) -> list[Any]:
    """Each player's round score as entered, or as the six cards entered score."""
    if payload.get("cards") is None:
        return list(payload["scores"])
    options = setup.options
    layouts = read_layouts(payload["cards"], setup.players, options.jokers_per_deck, options.players_per_deck)
    return [layout_score(layout, options.joker_pair) for layout in layouts]
