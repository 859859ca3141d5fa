"""Egyptian Ratscrew's slaps (``rules/egyptian-ratscrew.txt``): which tops of the pile may be slapped, and
what a slap does. The pay cards it shares with Beggar My Neighbour are ``families.pay_cards``, which also
reads the piles (``read_plays``, ``read_pile``) and finds the seats (``next_seat``) for it.

``slappable`` says whether the top of the pile may be slapped: a pair (the two top-most cards), a triple
("which will result in you instantly winning the game"), triple sixes ("which results in everyone
losing"), four in a row going up or down (``four_in_a_row``), also "around the corner" through the ace,
K-A-2 (``round_the_corner``), and a joker on top when the game uses jokers ("jokers can always be
slapped"). The text has no sandwich slap, so there is none. ``judge_slap`` settles a slap: a good one takes
the pile (or wins, or loses everyone the game) and the slapper restarts play; someone not in the game who
slaps well enters it. A wrong slap gives the pile to "the player who most recently played a card", or, when
that player slaps his own card, to "the player before him" (read as the seat before him in the order of
play); a wrong slap by someone not in the game is ignored. Slapping wrongly on more than five consecutive
cards puts a player out.

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

from scorekeeper.cards import AnyCard, Card, Joker, Rank
from scorekeeper.core import RuleError, joined, option
from scorekeeper.families.pay_cards import Play, next_seat, player_name, read_pile, read_plays

RUN_LENGTH = 4
MAX_WRONG_SLAPS = 5
_CYCLE = 13


@dataclass(frozen=True, slots=True)
class SlapOptions:
    """Egyptian Ratscrew's slap rules; the defaults are the text's."""

    four_in_a_row: bool = option(True, "Four in a row can be slapped")
    round_the_corner: bool = option(True, "Four in a row may go round the corner (K-A-2)")
    triple_wins: bool = option(True, "Slapping a triple wins the game")
    triple_sixes: bool = option(True, "Triple sixes: everyone loses")
    jokers: bool = option(False, "Play with jokers (a joker can always be slapped)")


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
    cards = read_pile(pile, jokers=options.jokers)
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
    pile = read_plays(plays, players=players, jokers=options.jokers)
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
    taker = last if slapper != last else next_seat(last, players, gone, 1 if counter_clockwise else -1)
    wrong = earlier_wrong_slaps + 1
    return SlapVerdict(
        False,
        None,
        Outcome.PENALTY,
        f"{reason} {player_name(taker)} picks up the pile.",
        taker,
        out_of_game=wrong > MAX_WRONG_SLAPS,
    )


# --- Helpers ---------------------------------------------------------------------------------------


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
