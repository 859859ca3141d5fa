"""Which Belote declaration ranks higher: the "How high?" dialogue over the four seats, and which team
scores which declarations (``rules/belote.txt``).

"First, the player to the dealer's left speaks, stating the type of the highest declaration they have";
a higher type takes over, the same type brings "How high?", and a player who "cannot beat a declaration"
says "good". "Belote and rebelote are always scored. However, only the team holding the highest
declaration may score for the other declarations." The order of types and heights, and the choices where
the text is open, are in ``games.belote.declarations`` (``Declaration.type_order`` and ``height``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import CardError, Suit, check_cards, piquet_32
from scorekeeper.core import next_seat
from scorekeeper.games.belote.declarations import (
    SEATS,
    Declaration,
    Kind,
    declarations_in,
    read_allowed,
    read_hand,
    read_trump,
)

#: Two identical highest plain runs of opposing teams: the earlier speaker holds it, or neither team scores.
EQUAL_RUNS = ("first", "none")


@dataclass(frozen=True, slots=True)
class DeclarationRanking:
    """Declarations of the four seats, settled. Team 0 is seats 0 and 2, team 1 seats 1 and 3."""

    declarations: tuple[tuple[Declaration, ...], ...]
    best_seat: int | None
    best: Declaration | None
    scored: tuple[tuple[tuple[int, Declaration], ...], tuple[tuple[int, Declaration], ...]]
    dialogue: tuple[tuple[int, str], ...]

    @property
    def team(self) -> int | None:
        """The team holding the highest declaration (``None`` when nobody has one)."""
        return None if self.best_seat is None else team_of(self.best_seat)

    @property
    def points(self) -> tuple[int, int]:
        return tuple(sum(d.points for _, d in team) for team in self.scored)  # type: ignore[return-value]

    def as_dict(self) -> dict[str, Any]:
        return {
            "declarations": [[d.as_dict() for d in seat] for seat in self.declarations],
            "best": None if self.best is None else {"seat": self.best_seat, **self.best.as_dict()},
            "team": self.team,
            "points": list(self.points),
            "scored": [[{"seat": s, **d.as_dict()} for s, d in team] for team in self.scored],
            "dialogue": [{"seat": s, "says": words} for s, words in self.dialogue],
        }


def team_of(seat: int) -> int:
    """Partners sit opposite: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat % 2


def rank_declarations(
    hands: Sequence[str | Iterable[str]],
    trump: Suit | str,
    *,
    dealer: int = 0,
    allowed: str = "all",
) -> DeclarationRanking:
    """Run the "How high?" dialogue over the four hands and say which team scores which declarations."""
    if len(hands) != SEATS:
        raise CardError(f"Belote declarations need the four hands, not {len(hands)}.")
    if not 0 <= dealer < SEATS:
        raise ValueError(f"The dealer is seat 0 to 3, not {dealer}.")
    parsed = [read_hand(h, seat=i) for i, h in enumerate(hands)]
    check_cards([c for hand in parsed for c in hand], piquet_32())
    suit, rule = read_trump(trump), read_allowed(allowed)
    return settle_declarations([declarations_in(hand, suit, rule) for hand in parsed], dealer=dealer)


def settle_declarations(
    found: Sequence[Sequence[Declaration]], *, dealer: int = 0, equal_runs: str = "first"
) -> DeclarationRanking:
    """The "How high?" dialogue and who scores, over declarations already known, one sequence per seat.

    For tables that say their declarations by type instead of showing the hands (build them with
    ``four_of_a_kind``, ``sequence`` and ``belote``); ``rank_declarations`` finds them in the hands first.
    ``equal_runs``: when the highest is two identical plain runs of opposing teams, ``"first"`` (the
    earlier speaker holds it) or ``"none"`` (neither team scores its runs and fours).
    """
    if len(found) != SEATS:
        raise ValueError(f"Belote declarations need the four seats, not {len(found)}.")
    if equal_runs not in EQUAL_RUNS:
        raise ValueError(f"Equal runs must be one of {', '.join(EQUAL_RUNS)}, not {equal_runs!r}.")
    seats = tuple(tuple(declarations) for declarations in found)
    best_seat, dialogue = _dialogue(seats, dealer, equal_runs)
    best = _highest(seats[best_seat]) if best_seat is not None else None
    return DeclarationRanking(seats, best_seat, best, _scored(seats, best_seat), tuple(dialogue))


def _highest(declarations: Sequence[Declaration]) -> Declaration | None:
    """A seat's highest four or run (belote takes no part)."""
    ranked = [d for d in declarations if d.kind is not Kind.BELOTE]
    return max(ranked, key=lambda d: (d.type_order, d.height), default=None)


def _dialogue(
    found: Sequence[Sequence[Declaration]], dealer: int, equal_runs: str = "first"
) -> tuple[int | None, list[tuple[int, str]]]:
    """Who holds the highest declaration, and what each player says on the way. With ``equal_runs`` "none",
    identical highest plain runs of the two teams leave nobody holding it."""
    lines: list[tuple[int, str]] = []
    holder: int | None = None
    level = False  # the holder's run is matched by an opponent's identical run
    for step in range(1, SEATS + 1):
        seat = next_seat(dealer, SEATS, step)  # "First, the player to the dealer's left speaks"
        mine = _highest(found[seat])
        current = _highest(found[holder]) if holder is not None else None
        if mine is None:
            lines.append((seat, "good" if current else "nothing"))
        elif current is None or mine.type_order > current.type_order:
            lines.append((seat, mine.type_name))
            holder, level = seat, False
        elif mine.type_order < current.type_order:
            lines.append((seat, "good"))
        else:
            # "the next player responds with 'How high?', upon which the first player states the rank"
            lines += [(seat, "How high?"), (holder, current.height_name)]
            if mine.height > current.height:
                lines.append((seat, mine.height_name))
                holder, level = seat, False
            elif mine.height == current.height and equal_runs == "none":
                lines.append((seat, "equal"))
                level = level or team_of(seat) != team_of(holder)
            else:
                lines.append((seat, "good"))
    return (None if level else holder), lines


def _scored(
    found: Sequence[Sequence[Declaration]], best_seat: int | None
) -> tuple[tuple[tuple[int, Declaration], ...], tuple[tuple[int, Declaration], ...]]:
    """Each team's scoring declarations: belote always, the rest only for the team holding the highest."""
    teams: tuple[list[tuple[int, Declaration]], list[tuple[int, Declaration]]] = ([], [])
    winner = None if best_seat is None else team_of(best_seat)
    for seat, declarations in enumerate(found):
        for d in declarations:
            if d.kind is Kind.BELOTE or team_of(seat) == winner:
                teams[team_of(seat)].append((seat, d))
    return tuple(teams[0]), tuple(teams[1])
