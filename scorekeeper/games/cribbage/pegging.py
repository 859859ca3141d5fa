"""Cribbage: the play of one deal as a table enters it, card by card (``Pegging``): the count, whose turn
it is, who has said go, and each score as it is pegged and said.

Variant and choices: see ``games.cribbage.calculators``. "A player who cannot play without exceeding 31 does
not play a card but says 'Go'"; "If your opponent says Go then you may continue playing". The scoring itself
is ``games.cribbage.play``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from scorekeeper.cards import Card
from scorekeeper.core import RuleError, ScoreLine, capitalized, joined
from scorekeeper.games.cribbage.play import PeggingResult, peg, peg_progress
from scorekeeper.games.cribbage.show import FIVE_CARD, GO, PLAY_LIMIT, SHOW_SIZES, SIX_CARD, number_words

#: At this count or less every card (at most 10) can still be played, so nobody can say go.
ANY_CARD_FITS = PLAY_LIMIT - 10
#: The most one player can peg in one deal's play: the best any one player's cards can score, found by
#: exhaustive search over rank sequences, plus the go and last-card points.
MOST_PEGGED = {FIVE_CARD: 24, SIX_CARD: 42}
#: How a pegging score is said when it wins the game ("pegging out with a fifteen").
_PEGGING_WORDS = {
    "fifteen": "a fifteen",
    "thirty-one": "thirty-one",
    "pair": "a pair",
    "pair royal": "a pair royal",
    "double pair royal": "a double pair royal",
}


@dataclass(frozen=True, slots=True)
class PegMove:
    """One score of the play as it is pegged: who, for which card, the lines, and how it is said ("a
    fifteen and a pair", "the go", "the last card")."""

    seat: int
    card: str
    lines: tuple[ScoreLine, ...]
    said: str


@dataclass(frozen=True, slots=True)
class Pegging:
    """The play of one deal between two players (seats 0 and 1) as a table enters it, card by card.

    ``plays`` are ``(seat, card)`` in order; ``(None, "go")`` marks a six-card count ended by a go.
    ``turn`` is who plays next; ``on_go`` who has said go in the current count; ``over`` whether the play
    has ended. ``verify_turn``, ``verify_play`` and ``verify_go`` refuse an entry with a sentence naming the
    players; ``play`` and ``go`` then follow the count and the turn: "A player who cannot play without
    exceeding 31 does not play a card but says 'Go'", and "If your opponent says Go then you may continue
    playing". Methods take the ``variant``, which the deal's game fixes.
    """

    plays: tuple[tuple[int | None, str], ...] = ()
    turn: int | None = None
    on_go: frozenset[int] = frozenset()
    over: bool = False

    @property
    def cards_played(self) -> tuple[tuple[int, str], ...]:
        return tuple((seat, card) for seat, card in self.plays if seat is not None)

    @property
    def tokens(self) -> tuple[str, ...]:
        """The play in ``peg`` notation."""
        return tuple(card for _, card in self.plays)

    def count(self, variant: str) -> int:
        """The running count of the play so far (0 after a six-card restart)."""
        return _play_count(self.tokens, variant)

    def cards_left(self, variant: str) -> tuple[int, ...]:
        """Cards each player still holds for the play: 3 (five-card) or 4 (six-card) less those played."""
        held = SHOW_SIZES[variant, False]
        played = [seat for seat, _ in self.cards_played]
        return tuple(held - played.count(seat) for seat in range(2))

    def result(self, variant: str) -> PeggingResult:
        """The play so far; the last card is scored once the play is over."""
        return _pegged(self.tokens, variant, self.over)

    def ended(self) -> Pegging:
        return replace(self, turn=None, on_go=frozenset(), over=True)

    def verify_turn(self, player: int | None, names: Sequence[str], variant: str) -> int:
        """The seat whose turn it is; refuse an entry naming another ``player`` (``None``: nobody named)."""
        seat = self.turn
        if player is not None and player != seat:
            why = ""
            if self.cards_left(variant)[player] == 0:
                why = f"{names[player]} has no cards left, so "
            elif player in self.on_go:
                why = f"{names[player]} has said go, so "
            turn = f"it is {names[seat]}'s turn to play, not {names[player]}'s."
            raise RuleError(f"{why}{turn}" if why else capitalized(turn), "player")
        return seat

    def verify_play(
        self, seat: int, card: Card, variant: str, names: Sequence[str], starter: str | None
    ) -> None:
        """Refuse the start card, a card already played, and a card that would take the count past 31."""
        text = str(card)
        if text == starter:
            raise RuleError(f"{text} is the start card: it cannot be played.", "card")
        for player, played in self.cards_played:
            if played == text:
                raise RuleError(f"{text} has already been played this deal, by {names[player]}.", "card")
        before = self.count(variant)
        count = before + card.rank.pip_value
        if count > PLAY_LIMIT:
            # "the total pip value of the cards played by both players must not exceed 31"
            raise RuleError(
                f"{names[seat]} cannot play {card}: the count would go from {before} to {count}, past 31.",
                "card",
            )

    def verify_go(self, seat: int, variant: str, names: Sequence[str]) -> None:
        """Refuse a go while any card can still be played."""
        count = self.count(variant)
        if count <= ANY_CARD_FITS:
            raise RuleError(
                f"{names[seat]} cannot say go at a count of {count}: any card can be played without"
                " passing 31.",
                "card",
            )

    def play(self, seat: int, card: Card, variant: str) -> Pegging:
        """``seat`` plays ``card``, which fits under 31: whose turn it is then, or the count (play) over."""
        count = self.count(variant) + card.rank.pip_value
        played = replace(self, plays=(*self.plays, (seat, str(card))))
        left, other = played.cards_left(variant), 1 - seat
        if count == PLAY_LIMIT:
            # Five-card: "you only play up to 31 once". Six-card: start again at zero.
            return played.ended() if variant == FIVE_CARD else played._restart(seat, left)
        if left[other] and other not in played.on_go:
            return replace(played, turn=other)
        if left[seat]:
            return replace(played, turn=seat)  # "If your opponent says Go then you may continue playing"
        return played._count_over(seat, variant, left)

    def go(self, seat: int, variant: str) -> Pegging:
        """``seat`` says go (the count is past ``ANY_CARD_FITS``): the other plays on, or the count ends."""
        said = replace(self, on_go=self.on_go | {seat})
        left, other = said.cards_left(variant), 1 - seat
        if left[other] and other not in said.on_go:
            return replace(said, turn=other)
        return said._count_over(said.cards_played[-1][0], variant, left)

    def _count_over(self, last: int, variant: str, left: Sequence[int]) -> Pegging:
        """Neither player can play on: the play ends (five-card, or no cards left), or the count restarts
        after a go, which the player of the last card pegs (six-card)."""
        if variant == FIVE_CARD or not any(left):
            return self.ended()
        return replace(self, plays=(*self.plays, (None, GO)))._restart(last, left)

    def _restart(self, last: int, left: Sequence[int]) -> Pegging:
        """Six-card: the count starts again, led by the player after the one who played last."""
        other = 1 - last
        turn = other if left[other] else last if left[last] else None
        if turn is None:
            return self.ended()
        return replace(self, turn=turn, on_go=frozenset())

    def moves(self, variant: str) -> list[PegMove]:
        """Every score of the play in the order pegged: each card's combinations, a go, the last card."""
        if not self.plays:
            return []
        result, seats = self.result(variant), [seat for seat, _ in self.cards_played]
        moves = []
        for seat, play in zip(seats, result.plays, strict=True):
            card = str(play.card)
            made = tuple(line for line in play.lines if line.label != GO)
            if made:
                moves.append(PegMove(seat, card, made, pegging_words(made)))
            moves += [PegMove(seat, card, (line,), "the go") for line in play.lines if line.label == GO]
        if result.last_line:
            moves.append(PegMove(seats[-1], self.cards_played[-1][1], (result.last_line,), "the last card"))
        return moves

    def as_dict(self, variant: str) -> dict[str, Any]:
        """The play for a form: the count now (0 once over), the cards played as ``rows``, the cards each
        player has left, who has said go, and whether go may be said."""
        count = 0 if self.over else self.count(variant)
        return {
            "count": count,
            "plays": self.rows(variant),
            "cards_left": list(self.cards_left(variant)),
            "on_go": sorted(self.on_go),
            "can_go": count > ANY_CARD_FITS,
        }

    def rows(self, variant: str) -> list[dict[str, Any]]:
        """The play so far for a form: each card with its player, the count and what it pegged."""
        if not self.plays:
            return []
        result, seats = self.result(variant), [seat for seat, _ in self.cards_played]
        rows: list[dict[str, Any]] = []
        for seat, play in zip(seats, result.plays, strict=True):
            made = [line for line in play.lines if line.label != GO]
            points, labels = sum(line.points for line in made), [line.label for line in made]
            rows.append(
                {
                    "seat": seat,
                    "card": str(play.card),
                    "count": play.count,
                    "points": points,
                    "labels": labels,
                }
            )
            if any(line.label == GO for line in play.lines):
                rows.append({"seat": seat, "go": True, "points": 1})
            if play.count == PLAY_LIMIT and variant == SIX_CARD:
                rows.append({"seat": seat, "restart": True, "points": 0})
        if result.last_line:
            rows.append({"seat": seats[-1], "last": True, "points": result.last_line.points})
        return rows


@lru_cache(maxsize=4096)
def _pegged(tokens: tuple[str, ...], variant: str, over: bool) -> PeggingResult:
    # Cached: every prompt and sheet of a deal reads its play again.
    return (
        peg(tokens, variant=variant, finished=True) if over else peg_progress(tokens, variant=variant).result
    )


@lru_cache(maxsize=4096)
def _play_count(tokens: tuple[str, ...], variant: str) -> int:
    return peg_progress(tokens, variant=variant).count


def pegging_words(lines: Sequence[ScoreLine]) -> str:
    """How one card's pegging is said: 'a fifteen and a pair', 'a run of four'."""
    words = []
    for line in lines:
        if line.label.startswith("run of "):
            words.append(f"a run of {number_words(int(line.label.removeprefix('run of ')))}")
        else:
            words.append(_PEGGING_WORDS.get(line.label, line.label))
    return joined(words)
