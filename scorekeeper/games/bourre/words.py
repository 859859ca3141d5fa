"""Bourré's entries as the table says them: "The dealer turns up the ace of hearts: hearts are trumps", "Ann
plays, discarding 2", "Bob passes", "Ann and Cid play", "Cid draws 3 cards", "Ann takes 3 tricks, Cid 2",
"Bob reneged: Bob matches the pot, as if bourré"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.core import as_int, capitalized, joined, plural, read_flag, read_seat
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.trumps import read_suit, read_turned
from scorekeeper.families.words import card_words
from scorekeeper.games.bourre.deal import DECK, PASS, PLAY
from scorekeeper.games.bourre.entries import read_seats


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    """The entry in words, or ``None`` for an entry type Bourré does not word."""
    payload, players = event.payload, setup.players
    match event.type:
        case "trump":
            return _trump(payload)
        case "declare":
            return _call(players, payload)
        case "players":
            return _players(players, read_seats(payload, "playing", players))
        case "draw":
            return _draw(_player(players, payload, "player"), as_int(payload["discard"], "The discards"))
        case "premature":
            offender = _player(players, payload, "offender")
            return f"{offender} spoke before their turn: {offender} forfeits the next turn to deal"
        case "renege":
            return _renege(_player(players, payload, "player"), read_flag(payload, "corrected", "Corrected"))
        case "tricks":
            return _tricks(players, payload["taken"])
        case "end_session":
            return "The table calls the end of the session"
    return None


def _player(players: Sequence[str], payload: Mapping[str, Any], key: str) -> str:
    return players[read_seat(payload, key, players, "The player")]


def _trump(payload: Mapping[str, Any]) -> str:
    """The dealer's last card turned up, or only its suit."""
    if payload.get("card") in (None, ""):
        return f"{capitalized(read_suit(payload, 'suit').plural)} are trumps"
    card = read_turned(payload, "card", DECK)
    return f"The dealer turns up the {card_words(str(card))}: {card.suit.plural} are trumps"


def _call(players: Sequence[str], payload: Mapping[str, Any]) -> str:
    """Pass, play, or play discarding so many cards (the declaring round with the discards)."""
    player, call = _player(players, payload, "player"), str(payload["call"]).strip().lower()
    if call in (PASS, PLAY):
        return f"{player} {call}es" if call == PASS else f"{player} plays"
    return f"{player} plays, discarding {as_int(call, 'The discards')}"


def _players(players: Sequence[str], playing: Sequence[int]) -> str:
    """Who plays, all at once (the dealer plays alone when everyone else passes)."""
    if not playing:
        return "Everyone passes: the dealer plays alone"
    return f"{joined([players[seat] for seat in sorted(playing)])} {'plays' if len(playing) == 1 else 'play'}"


def _draw(player: str, discards: int) -> str:
    return f"{player} draws {plural(discards, 'card')}" if discards else f"{player} keeps the hand"


def _renege(player: str, corrected: bool) -> str:
    """The text's penalties: the pot matched "as though the player had gone bourré", or, taken back in time,
    no right to the pot and no next turn to deal."""
    if corrected:
        return f"{player} reneged and took the card back: {player} cannot win the pot and loses the next deal"
    return f"{player} reneged: {player} matches the pot, as if bourré"


def _tricks(players: Sequence[str], taken: Sequence[Any]) -> str:
    """ "Ann takes 3 tricks, Cid 2": the players who took a trick (the others took none)."""
    filled = [
        (name, as_int(count, name))
        for name, count in zip(players, taken, strict=False)
        if count not in (None, "")
    ]
    counts = [(name, count) for name, count in filled if count]
    if not counts:
        raise ValueError("no trick taken")
    (first, most), rest = counts[0], counts[1:]
    return ", ".join([f"{first} takes {plural(most, 'trick')}", *(f"{name} {n}" for name, n in rest)])
