"""Pay cards, shared by Beggar My Neighbour (``rules/beggar-my-neighbour.txt``) and Egyptian Ratscrew
(``rules/egyptian-ratscrew.txt``); ``families.piles`` keeps its table's count with them. Egyptian Ratscrew's
slaps are that game's own (``games/egyptian_ratscrew/slaps.py``); they read their piles with ``read_plays``
and ``read_pile`` from here.

Players take turns, each turning their top card onto the pile. "Depending on the letter card played, the
next player has a fixed number of chances to play another letter card. For an ace, there are four chances,
three for a king, two for a queen, and one for a jack." A pay card played while paying cancels the one being
paid for, and the next player now pays. When the chances run out, "the previous player (the one who played
the face card) picks up the pile ... and play begins again with her". ``pay_state`` follows a pile from its
first card: whose turn it is, how many chances are left, who takes it. Seats are numbered clockwise from 0;
``counter_clockwise`` is the Caribbean "Suck the Well" direction. Players who have run out of cards are
passed over (``out``).

Choices where the text is open: messages number players from 1; JSON indexes count from 0.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import AnyCard, Card, CardError, Joker, Rank, check_cards, parse_card, standard_52
from scorekeeper.core import RuleError, option

#: "For an ace, there are four chances, three for a king, two for a queen, and one for a jack."
CHANCES = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
JOKERS_IN_PACK = 2


@dataclass(frozen=True, slots=True)
class PayOptions:
    """Table conventions for paying for court cards and aces."""

    counter_clockwise: bool = option(False, "Play passes counter-clockwise (Suck the Well)")
    jokers: bool = option(False, "Play with jokers (ordinary cards when paying)")


@dataclass(frozen=True, slots=True)
class Play:
    """One card turned onto the pile, and the seat that played it."""

    player: int
    card: AnyCard

    def as_dict(self) -> dict[str, Any]:
        return {"player": self.player, "card": str(self.card)}


@dataclass(frozen=True, slots=True)
class PayState:
    """Where the paying stands. ``owner`` played the pay card being paid for, ``chances_left`` are the
    payer's; ``taker`` is set once the chances ran out (the owner then takes the pile and plays next)."""

    to_play: int | None
    chances_left: int | None
    pay_card: str | None
    owner: int | None
    taker: int | None
    cards: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "chances_left": self.chances_left,
            "taker": self.taker,
            "to_play": self.to_play,
            "pay_card": self.pay_card,
            "owner": self.owner,
            "cards": self.cards,
        }


# --- Pay cards -------------------------------------------------------------------------------------


def pay_state(
    plays: Iterable[Play | Sequence[Any] | Mapping[str, Any]],
    options: PayOptions | None = None,
    *,
    players: int,
    out: Iterable[int] = (),
) -> PayState:
    """Follow the pile from its first card: whose turn, the chances left, and who takes the pile.

    Raises ``RuleError`` for a card played out of turn or after the pile was won.
    """
    options = options or PayOptions()
    pile = read_plays(plays, players=players, jokers=options.jokers)
    gone = frozenset(out)
    step = -1 if options.counter_clockwise else 1
    to_play: int | None = None
    owner: int | None = None
    pay_card: AnyCard | None = None
    chances: int | None = None
    taker: int | None = None
    for play in pile:
        _check_turn(play, to_play, taker, gone)
        if isinstance(play.card, Card) and play.card.rank in CHANCES:
            # "the next player has a fixed number of chances to play another letter card"
            owner, pay_card, chances = play.player, play.card, CHANCES[play.card.rank]
            to_play = next_seat(play.player, players, gone, step)
        elif chances is not None:
            chances -= 1
            if chances == 0:
                # "the person who played the pay card ... takes the whole face up pile"
                taker = to_play = owner
            else:
                to_play = play.player
        else:
            to_play = next_seat(play.player, players, gone, step)
    return PayState(
        to_play=to_play,
        chances_left=chances,
        pay_card=str(pay_card) if pay_card else None,
        owner=owner,
        taker=taker,
        cards=len(pile),
    )


# --- Reading piles, seats --------------------------------------------------------------------------


def player_name(seat: int) -> str:
    """A seat as the messages name it, counting from 1."""
    return f"Player {seat + 1}"


def next_seat(seat: int, players: int, gone: frozenset[int], step: int) -> int:
    """The next seat in ``step``'s direction that is still in the game."""
    for k in range(1, players + 1):
        candidate = (seat + k * step) % players
        if candidate not in gone:
            return candidate
    return seat


def _check_turn(play: Play, to_play: int | None, taker: int | None, out: frozenset[int]) -> None:
    if taker is not None:
        raise RuleError(f"{player_name(taker)} has won the pile and picks it up before anyone plays on.")
    if play.player in out:
        raise RuleError(f"{player_name(play.player)} is out of cards and cannot play {play.card}.")
    if to_play is not None and play.player != to_play:
        played = f"{player_name(play.player)} played {play.card} out of turn"
        raise RuleError(f"{played}: it was {player_name(to_play)}'s turn.")


def read_pile(pile: Sequence[str | AnyCard], *, jokers: bool) -> list[AnyCard]:
    """The pile's cards, each at most once from one pack (two jokers in it when the game uses them)."""
    cards = [c if isinstance(c, Card | Joker) else parse_card(c) for c in pile]
    _check_jokers(cards, jokers)
    check_cards(cards, standard_52(jokers=JOKERS_IN_PACK if jokers else 0))
    return cards


def _check_jokers(cards: Sequence[AnyCard], jokers: bool) -> None:
    joker = next((c for c in cards if isinstance(c, Joker)), None)
    if joker is not None and not jokers:
        raise CardError(f"{joker} is on the pile, but this game is played without jokers.")


def read_plays(
    plays: Iterable[Play | Sequence[Any] | Mapping[str, Any]], *, players: int, jokers: bool
) -> list[Play]:
    """Plays from ``Play``s, ``[player, card]`` pairs or ``{"player": .., "card": ..}`` objects."""
    if players < 2:
        raise RuleError(f"These games need at least two players, not {players}.", "players")
    pile = [_read_play(p, players) for p in plays]
    read_pile([p.card for p in pile], jokers=jokers)
    return pile


def _read_play(play: Play | Sequence[Any] | Mapping[str, Any], players: int) -> Play:
    if isinstance(play, Play):
        seat, card = play.player, play.card
    elif isinstance(play, Mapping):
        seat, card = play.get("player"), play.get("card")
    else:
        seat, card = play
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise RuleError(f"A card was played by an unknown player ({seat!r}); seats are 0 to {players - 1}.")
    return Play(seat, card if isinstance(card, Card | Joker) else parse_card(card))
