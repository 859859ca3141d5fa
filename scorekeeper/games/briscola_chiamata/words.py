"""Briscola Chiamata's entries as the table says them: "Ann bids the king", "Bob bids 75", "Cid passes", "Ann
wins the bidding with 80", "The king of hearts is called: hearts are trumps", "Dee plays the called card",
"The bidding team takes 70 card points"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.cards import Rank, parse_cards
from scorekeeper.core import as_int, capitalized, filled, plural, read_flag, read_seat
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.trumps import read_suit
from scorekeeper.families.words import card_words

PASS = "pass"
#: Every trick to one team of the deal, as the result's ``all_tricks`` numbers them.
EVERY_TRICK = ("the bidding team takes every trick", "the others take every trick")


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type the game does not word."""
    payload, players = event.payload, setup.players
    match event.type:
        case "bid":
            player, bid = _player(players, payload, "player"), _bid(payload["bid"])
            return f"{player} passes" if bid is None else f"{player} bids {bid}"
        case "contract":
            bid = _bid(payload["bid"])
            return f"{_player(players, payload, 'bidder')} wins the bidding with {bid}" if bid else None
        case "reopen":
            return f"{_player(players, payload, 'player')} reopens the bidding at 61"
        case "redeal":
            return "Everyone passed: the same dealer deals again"
        case "call":
            return _call(payload)
        case "partner":
            return f"{_player(players, payload, 'player')} plays the called card"
        case "result":
            return _result(players, payload)
    return None


def _player(players: Sequence[str], payload: Mapping[str, Any], key: str) -> str:
    return players[read_seat(payload, key, players, "The player")]


def _bid(value: Any) -> str | None:
    """A call: ``None`` for a pass, a rank ("the king"), or card points ("75")."""
    text = str(value).strip().upper()
    if text == PASS.upper():
        return None
    rank = next((r for r in Rank if r.value == text), None)
    return f"the {rank.word}" if rank else str(as_int(text, "The bid"))


def _call(payload: Mapping[str, Any]) -> str:
    """The trump and the rank called; a blank rank is the one the bid fixed (the entry does not say it)."""
    trump = read_suit(payload, "suit")
    rank = str(payload.get("rank") or "").strip().upper()
    if not rank:
        return f"{capitalized(trump.plural)} are trumps; the bid's card is called"
    return f"The {card_words(rank + trump.value)} is called: {trump.plural} are trumps"


def _result(players: Sequence[str], payload: Mapping[str, Any]) -> str:
    """Who played the called card (when not said before), then the bidding team's result, read in the rules'
    order: made or down, else their cards, else every trick to one team, else their card points."""
    shown = (
        f"{_player(players, payload, 'player')} played the called card; "
        if filled(payload.get("player"))
        else ""
    )
    every = payload.get("all_tricks") not in (None, "", "none")
    if filled(payload.get("made")):
        said = (
            "the bidding team made it" if read_flag(payload, "made", "Made") else "the bidding team went down"
        )
        said += f" ({EVERY_TRICK[as_int(payload['all_tricks'], 'The team')]})" if every else ""
    elif filled(payload.get("cards")):
        said = f"the bidding team's cards are counted: {plural(len(parse_cards(payload['cards'])), 'card')}"
    elif every:
        said = EVERY_TRICK[as_int(payload["all_tricks"], "The team")]
    else:
        said = f"the bidding team takes {as_int(payload['points'], 'Card points')} card points"
    return capitalized(shown + said)
