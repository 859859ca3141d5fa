"""Gin Rummy's entries in words: "Ann knocks with 5 against Bob's 14", "Ann goes gin against Bob's 24", "Ann
knocks with 8; Bob undercuts with 5" (Oklahoma adds the up-card), and "Hand cancelled: the stock fell to two
cards". With three or four players the defender depends on the deal, which an entry alone does not say, so
only the counts are said of them ("Ann knocks with 5 against 14")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import read_seat
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import card_words, name_of
from scorekeeper.games.gin_rummy.entries import Knock, read_knock
from scorekeeper.games.gin_rummy.options import CANCELLED, HAND, OKLAHOMA, gin_options
from scorekeeper.games.gin_rummy.score import GIN, UNDERCUT


def describe(setup: GameSetup, event: Event, actor: int | None = None) -> str | None:
    if event.type == HAND:
        return _hand(setup, event.payload)
    if event.type == CANCELLED:
        whose = f"{name_of(setup.players, event.payload['player'])}'s game" if setup.size == 4 else "Hand"
        return f"{whose} cancelled: the stock fell to two cards"
    return None


def _hand(setup: GameSetup, payload: Mapping[str, Any]) -> str:
    """A knock said with both deadwood counts (worked out from the cards where they were entered)."""
    players, options = setup.players, setup.options
    knocker = read_seat(payload, "knocker", players, "The knocker")
    # The defender, for the counts' reading only: known by name where two play.
    defender = (knocker + 1) % setup.size
    knock = read_knock(
        payload, (knocker, defender), players, gin_options(options), oklahoma=options.variant == OKLAHOMA
    )
    (mine, theirs), name = knock.counts, players[knocker]
    against = f"{players[defender]}'s {theirs}" if setup.size == 2 else str(theirs)
    if knock.result.outcome == GIN:
        said = f"{name} goes gin against {against}"
    elif knock.result.outcome == UNDERCUT:
        said = f"{name} knocks with {mine}; {_defender(setup, defender)} undercuts with {theirs}"
    else:
        said = f"{name} knocks with {mine} against {against}"
    return said + _upcard(knock)


def _defender(setup: GameSetup, defender: int) -> str:
    return setup.players[defender] if setup.size == 2 else "the other player"


def _upcard(knock: Knock) -> str:
    """Oklahoma Gin's up-card, which set the knock limit."""
    return f" (up-card {card_words(str(knock.upcard))})" if knock.upcard is not None else ""
