"""New Eleusis's entries as the table says them: "The secret rule is written; starter: 7 of hearts",
"Bob plays 7 of hearts: right", "Cid declares no play: wrong; 4 of clubs played for them", "Dee becomes
prophet".

The rule is a secret until its round ends: the payload arrives masked, and a masked rule is said as written
and kept, never guessed at. A play names no player (it is whoever's turn it was): the player is named when
the caller knows whose turn it was (``actor``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import as_int, capitalized, filled, plural, read_choice, read_flag
from scorekeeper.families.log import SECRET
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import card_words, cards_words, name_of

OVERRULED = "overruled by God"


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type New Eleusis does not word (undo, redo)."""
    payload, player = event.payload, _player(setup, actor)
    match event.type:
        case "rule":
            return _rule(payload)
        case "end_game":
            return "The game ends early"
        case "play":
            return capitalized(_play(payload, player))
        case "no_play":
            return f"{player} declares no play: {_claim(payload)}"
        case "prophet":
            return f"{name_of(setup.players, payload['player'])} becomes prophet"
        case "go_out":
            return f"{player} goes out"
    return None


def _player(setup: GameSetup, actor: int | None) -> str:
    """Whose turn it was, when the caller knows; else "the player"."""
    return setup.players[actor] if actor is not None and 0 <= actor < setup.size else "The player"


def _rule(payload: Mapping[str, Any]) -> str:
    rule, hint = payload.get("rule"), payload.get("hint")
    said = "The secret rule is written" if rule == SECRET else f"The rule: “{_text(rule)}”"
    hinted = f"; hint: “{_text(hint)}”" if filled(hint) else ""
    return f"{said}{hinted}; starter: {card_words(_text(payload['starter']))}"


def _play(payload: Mapping[str, Any], player: str) -> str:
    """A play by its cards and call, a wrong play by its number of cards, or God's run of right plays."""
    if filled(payload.get("turns")):
        turns = as_int(payload["turns"], "turns")
        return f"{plural(turns, 'right play')} in a row, one card each"
    if filled(payload.get("wrong")):
        return f"{player} plays {plural(as_int(payload['wrong'], 'wrong'), 'card')}: wrong"
    call = "right" if read_flag(payload, "right", "right") else "wrong"
    call = f"called {call}, {OVERRULED}" if read_flag(payload, "overruled", "overruled") else call
    return f"{player} plays {cards_words(payload['cards'])}: {call}"


def _claim(payload: Mapping[str, Any]) -> str:
    """The call on a "no play" claim; when it stands as wrong, the card played from the hand."""
    claim = read_choice(payload, "claim", "claim", ("correct", "wrong"))
    overruled = read_flag(payload, "overruled", "overruled")
    said = f"called {claim}, {OVERRULED}" if overruled else claim
    stands_wrong = (claim == "correct") == overruled
    if stands_wrong and filled(payload.get("card")):
        return f"{said}; {cards_words(payload['card'])} played for them"
    return said


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("not text")
    return " ".join(value.split())
