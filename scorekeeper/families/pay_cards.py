"""Slap and pay-card calculators for Egyptian Ratscrew (``rules/egyptian-ratscrew.txt``) and Beggar My
Neighbour (``rules/beggar-my-neighbour.txt``).

Pay cards (both games). Players take turns, each turning their top card onto the pile. "Depending on the
letter card played, the next player has a fixed number of chances to play another letter card. For an ace,
there are four chances, three for a king, two for a queen, and one for a jack." A pay card played while
paying cancels the one being paid for, and the next player now pays. When the chances run out, "the
previous player (the one who played the face card) picks up the pile ... and play begins again with her".
``pay_state`` follows a pile from its first card: whose turn it is, how many chances are left, who takes it.
Seats are numbered clockwise from 0; ``counter_clockwise`` is the Caribbean "Suck the Well" direction.
Players who have run out of cards are passed over (``out``).

Slaps (Egyptian Ratscrew). ``slappable`` says whether the top of the pile may be slapped: a pair (the two
top-most cards), a triple ("which will result in you instantly winning the game"), triple sixes ("which
results in everyone losing"), four in a row going up or down (``four_in_a_row``), also "around the
corner" through the ace, K-A-2 (``round_the_corner``), and a joker on top when the game uses jokers ("jokers
can always be slapped"). The text has no sandwich slap, so there is none. ``judge_slap`` settles a slap:
a good one takes the pile (or wins, or loses everyone the game) and the slapper restarts play; someone not
in the game who slaps well enters it. A wrong slap gives the pile to "the player who most recently played
a card", or, when that player slaps his own card, to "the player before him" (read as the seat before him
in the order of play); a wrong slap by someone not in the game is ignored. Slapping wrongly on more than
five consecutive cards puts a player out.

Choices where the text is open: without ``round_the_corner`` the ace ends a run at either end (A-2-3-4,
J-Q-K-A); a triple of sixes beats the plain triple rule; with ``triple_wins`` or ``triple_sixes`` off those
tops count as the pair they contain. Messages number players from 1; JSON indexes count from 0.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import pairwise
from typing import Any

from scorekeeper.cards import AnyCard, Card, CardError, Joker, Rank, check_cards, parse_card, standard_52
from scorekeeper.core import RuleError, joined, option

#: "For an ace, there are four chances, three for a king, two for a queen, and one for a jack."
CHANCES = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
RUN_LENGTH = 4
MAX_WRONG_SLAPS = 5
JOKERS_IN_PACK = 2
_CYCLE = 13


@dataclass(frozen=True, slots=True)
class SlapOptions:
    """Egyptian Ratscrew's slap rules; the defaults are the text's."""

    four_in_a_row: bool = option(True, "Four in a row can be slapped")
    round_the_corner: bool = option(True, "Four in a row may go round the corner (K-A-2)")
    triple_wins: bool = option(True, "Slapping a triple wins the game")
    triple_sixes: bool = option(True, "Triple sixes: everyone loses")
    jokers: bool = option(False, "Play with jokers (a joker can always be slapped)")


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


class SlapKind(StrEnum):
    PAIR = "pair"
    TRIPLE = "triple"
    TRIPLE_SIXES = "triple_sixes"
    RUN = "four_in_a_row"
    JOKER = "joker"


class Outcome(StrEnum):
    TAKE_PILE = "take_pile"
    WIN_GAME = "win_game"
    EVERYONE_LOSES = "everyone_loses"
    PENALTY = "penalty"
    IGNORED = "ignored"


_OUTCOMES = {
    SlapKind.PAIR: Outcome.TAKE_PILE,
    SlapKind.RUN: Outcome.TAKE_PILE,
    SlapKind.JOKER: Outcome.TAKE_PILE,
    SlapKind.TRIPLE: Outcome.WIN_GAME,
    SlapKind.TRIPLE_SIXES: Outcome.EVERYONE_LOSES,
}


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


@dataclass(frozen=True, slots=True)
class SlapVerdict:
    """A settled slap: whether it was good, what follows, who picks up the pile and plays next."""

    correct: bool
    kind: SlapKind | None
    outcome: Outcome
    reason: str
    taker: int | None
    enters_game: bool = False
    out_of_game: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {
            "correct": self.correct,
            "kind": self.kind.value if self.kind else None,
            "outcome": self.outcome.value,
            "reason": self.reason,
            "taker": self.taker,
            "enters_game": self.enters_game,
            "out_of_game": self.out_of_game,
        }


# --- Slaps -----------------------------------------------------------------------------------------


def slappable(pile: Sequence[str | AnyCard], options: SlapOptions | None = None) -> tuple[bool, str]:
    """Whether the pile (bottom card first) may be slapped now, and why, in one sentence."""
    options = options or SlapOptions()
    cards = _read_pile(pile, jokers=options.jokers)
    kind = slap_kind(cards, options)
    return kind is not None, _slap_reason(kind, cards, options)


def slap_kind(cards: Sequence[AnyCard], options: SlapOptions) -> SlapKind | None:
    """What makes the top of the pile slappable, the strongest rule first; ``None`` if nothing does."""
    top = list(cards[-RUN_LENGTH:])
    if top and isinstance(top[-1], Joker):
        return SlapKind.JOKER
    if _same_rank(top[-3:], 3):
        if options.triple_sixes and top[-1].rank is Rank.SIX:
            return SlapKind.TRIPLE_SIXES
        if options.triple_wins:
            return SlapKind.TRIPLE
    if _same_rank(top[-2:], 2):
        return SlapKind.PAIR
    if options.four_in_a_row and _is_run(top, corner=options.round_the_corner):
        return SlapKind.RUN
    return None


def judge_slap(
    plays: Iterable[Play | Sequence[Any] | Mapping[str, Any]],
    slapper: int | None,
    *,
    players: int,
    options: SlapOptions | None = None,
    out: Iterable[int] = (),
    counter_clockwise: bool = False,
    earlier_wrong_slaps: int = 0,
) -> SlapVerdict:
    """Settle a slap on the pile. ``slapper`` is a seat, or ``None`` for someone not in the game; seats in
    ``out`` are not in the game either. ``earlier_wrong_slaps`` counts the consecutive cards this player
    slapped wrongly just before this one."""
    options = options or SlapOptions()
    pile = _read_plays(plays, players=players, jokers=options.jokers)
    if slapper is not None and not 0 <= slapper < players:
        raise RuleError(f"The slap came from an unknown seat ({slapper}); seats are 0 to {players - 1}.")
    gone = frozenset(out)
    cards = [p.card for p in pile]
    kind = slap_kind(cards, options)
    reason = _slap_reason(kind, cards, options)
    outsider = slapper is None or slapper in gone
    if kind is not None:
        return SlapVerdict(True, kind, _OUTCOMES[kind], reason, slapper, enters_game=outsider)
    if outsider or not pile:
        # "if someone who is not in the game slaps something that is not a pair ... they are ignored"
        return SlapVerdict(False, None, Outcome.IGNORED, reason, None)
    last = pile[-1].player
    # "the player who most recently played a card picks up the pile and continues play, unless a player
    # slaps his own card, in which case the player before him picks up the pile and plays"
    taker = last if slapper != last else _step(last, players, gone, 1 if counter_clockwise else -1)
    wrong = earlier_wrong_slaps + 1
    return SlapVerdict(
        False,
        None,
        Outcome.PENALTY,
        f"{reason} {_who(taker)} picks up the pile.",
        taker,
        out_of_game=wrong > MAX_WRONG_SLAPS,
    )


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
    pile = _read_plays(plays, players=players, jokers=options.jokers)
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
            to_play = _step(play.player, players, gone, step)
        elif chances is not None:
            chances -= 1
            if chances == 0:
                # "the person who played the pay card ... takes the whole face up pile"
                taker = to_play = owner
            else:
                to_play = play.player
        else:
            to_play = _step(play.player, players, gone, step)
    return PayState(
        to_play=to_play,
        chances_left=chances,
        pay_card=str(pay_card) if pay_card else None,
        owner=owner,
        taker=taker,
        cards=len(pile),
    )


# --- Helpers ---------------------------------------------------------------------------------------


def _who(seat: int) -> str:
    return f"Player {seat + 1}"


def _step(seat: int, players: int, gone: frozenset[int], step: int) -> int:
    """The next seat in ``step``'s direction that is still in the game."""
    for k in range(1, players + 1):
        candidate = (seat + k * step) % players
        if candidate not in gone:
            return candidate
    return seat


def _check_turn(play: Play, to_play: int | None, taker: int | None, out: frozenset[int]) -> None:
    if taker is not None:
        raise RuleError(f"{_who(taker)} has won the pile and picks it up before anyone plays on.")
    if play.player in out:
        raise RuleError(f"{_who(play.player)} is out of cards and cannot play {play.card}.")
    if to_play is not None and play.player != to_play:
        raise RuleError(f"{_who(play.player)} played {play.card} out of turn: it was {_who(to_play)}'s turn.")


def _same_rank(cards: Sequence[AnyCard], count: int) -> bool:
    ranks = {c.rank for c in cards if isinstance(c, Card)}
    return len(cards) == count and all(isinstance(c, Card) for c in cards) and len(ranks) == 1


def _is_run(cards: Sequence[AnyCard], *, corner: bool) -> bool:
    """Four in a row going up or down; the ace ends a run at either end, or turns the corner K-A-2."""
    if len(cards) != RUN_LENGTH or not all(isinstance(c, Card) for c in cards):
        return False
    numbers = [c.rank.number for c in cards if isinstance(c, Card)]  # ace 1
    lines = [[14 if n == 1 else n for n in numbers], numbers]
    for direction in (1, -1):
        if corner and all((b - a - direction) % _CYCLE == 0 for a, b in pairwise(numbers)):
            return True
        if any(all(b - a == direction for a, b in pairwise(line)) for line in lines):
            return True
    return False


def _slap_reason(kind: SlapKind | None, cards: Sequence[AnyCard], options: SlapOptions) -> str:
    top = cards[-1] if cards else None
    if kind is None:
        if not cards:
            return "The pile is empty: there is nothing to slap."
        return f"{top} on top makes no {_patterns(options)}: slapping now is a mistake."
    rank = top.rank.word if isinstance(top, Card) else ""
    reasons = {
        SlapKind.JOKER: f"{top} is on top, and jokers can always be slapped.",
        SlapKind.TRIPLE_SIXES: "Triple sixes: everyone loses, and the cards must be burned by midnight.",
        SlapKind.TRIPLE: f"A triple of {rank}s: the first to slap wins the game.",
        SlapKind.PAIR: f"A pair of {rank}s: the first to slap takes the pile.",
        SlapKind.RUN: f"Four in a row, {_run_text(cards)}: the first to slap takes the pile.",
    }
    return reasons[kind]


def _patterns(options: SlapOptions) -> str:
    """The slappable patterns in play: 'pair, triple or four in a row'."""
    names = ["pair"]
    if options.triple_wins or options.triple_sixes:
        names.append("triple")
    if options.four_in_a_row:
        names.append("four in a row")
    return joined(names, "or")


def _run_text(cards: Sequence[AnyCard]) -> str:
    return "-".join(c.rank.value for c in cards[-RUN_LENGTH:] if isinstance(c, Card))


def _read_pile(pile: Sequence[str | AnyCard], *, jokers: bool) -> list[AnyCard]:
    cards = [c if isinstance(c, Card | Joker) else parse_card(c) for c in pile]
    _check_jokers(cards, jokers)
    check_cards(cards, standard_52(jokers=JOKERS_IN_PACK if jokers else 0))
    return cards


def _check_jokers(cards: Sequence[AnyCard], jokers: bool) -> None:
    joker = next((c for c in cards if isinstance(c, Joker)), None)
    if joker is not None and not jokers:
        raise CardError(f"{joker} is on the pile, but this game is played without jokers.")


def _read_plays(
    plays: Iterable[Play | Sequence[Any] | Mapping[str, Any]], *, players: int, jokers: bool
) -> list[Play]:
    """Plays from ``Play``s, ``[player, card]`` pairs or ``{"player": .., "card": ..}`` objects."""
    if players < 2:
        raise RuleError(f"These games need at least two players, not {players}.", "players")
    pile = [_read_play(p, players) for p in plays]
    _read_pile([p.card for p in pile], jokers=jokers)
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
