"""A deal of Gin Rummy as recorded: its state (``GinDeal``, the ``Pairing`` of each game still to record),
reading a hand or a cancelled game from an entry (``read_hand``, ``read_cancelled``), and the sheet row a
deal makes (``player_row``, ``team_row``) with the boxes it wins (``deal_boxes``).

Variant and choices: see ``games.gin_rummy.rules``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scorekeeper.core import RuleError, ScoreLine, as_int, joined, read_int
from scorekeeper.families.deal.loop import (
    Deal,
    Sides,
    column_row,
    difference_only,
)
from scorekeeper.families.ruleset import HandRow
from scorekeeper.games.gin_rummy.calculators import Knock, read_knock
from scorekeeper.games.gin_rummy.options import OKLAHOMA, GinRummyOptions, gin_options

# --- A deal ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GinDeal(Deal):
    """A hand (two or three players) or a deal of two games (four players) as far as it is recorded.

    With four players ``dealer`` is a seat of the dealing team, and ``cancelled`` lists the pairs whose game
    was cancelled and dealt again (with two or three players a cancelled hand is a row with no game).
    """

    games: tuple[Knock, ...] = ()
    cancelled: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Pairing:
    """A game still to be recorded: the two players and its dealer."""

    players: tuple[int, int]
    dealer: int

    def title(self, names: Sequence[str]) -> str:
        return f"{names[self.players[0]]} v {names[self.players[1]]}"


# --- Reading a hand ----------------------------------------------------------------------------------


def _given(payload: Mapping[str, Any], key: str) -> bool:
    return payload.get(key) not in (None, "", [])


def read_hand(
    names: Sequence[str], options: GinRummyOptions, payload: Mapping[str, Any], pending: Sequence[Pairing]
) -> Knock:
    """A knock in one of the games still to record, by both players' cards or by the two counts, scored by
    ``games.gin_rummy.calculators``."""
    if not _given(payload, "knocker"):
        raise RuleError("Say who knocked.", "knocker")
    knocker = read_int(payload, "knocker", "The knocker", minimum=0, maximum=len(names) - 1)
    game = next((game for game in pending if knocker in game.players), None)
    if game is None:
        playing = joined([names[s] for g in pending for s in g.players], "or")
        if len(names) == 3:
            reason = f"{names[knocker]} dealt and sits out this hand"
        else:
            reason = f"{names[knocker]}'s game is already recorded for this deal"
        raise RuleError(f"{reason}: the knocker is {playing}.", "knocker")
    seats = (knocker, game.players[1] if knocker == game.players[0] else game.players[0])
    return read_knock(payload, seats, names, gin_options(options), oklahoma=options.variant == OKLAHOMA)


def read_cancelled(names: Sequence[str], payload: Mapping[str, Any], pending: Sequence[Pairing]) -> Pairing:
    """The game cancelled: the only one, or with four players the one a player of it names."""
    if len(pending) == 1 and not _given(payload, "player"):
        return pending[0]
    if not _given(payload, "player"):
        games = joined([g.title(names) for g in pending], "or")
        raise RuleError(f"Say which game was cancelled: {games}.", "player")
    seat = as_int(payload["player"], "The cancelled game", "player")
    for game in pending:
        if seat in game.players:
            return game
    raise RuleError("Name a player of a game still to be recorded in this deal.", "player")


# --- What the sheet says ------------------------------------------------------------------------------


def player_row(names: Sequence[str], deal: GinDeal) -> HandRow:
    """A hand of the two- or three-player game: the winner's points, what each player showed."""
    label, notes = f"Hand {deal.number}", {deal.dealer: "dealt"} if len(names) == 3 else {}
    if not deal.games:
        summary = f"Cancelled: the stock fell to two cards. {names[deal.dealer]} deals again."
        return column_row(label, len(names), summary, notes=notes)
    game = deal.games[0]
    lines = dict(zip((game.knocker, game.defender), game.shown_lines(), strict=True))
    lines[game.winner] = (*lines[game.winner], *game.result.lines)
    notes[game.winner] = game.note
    if game.result.outcome == "undercut":
        notes[game.knocker] = "knocked"
    points = {game.winner: game.points}
    return column_row(label, len(names), game.sentence(names), points=points, notes=notes, lines=lines)


def team_row(names: Sequence[str], sides: Sides, deal: GinDeal) -> HandRow:
    """A deal of the partnership game: "if both players on a team won, the team scores the total of their
    points. If one player from each team won, the team with the higher score scores the difference"."""
    won = [[g for g in deal.games if sides.of(g.winner) == team] for team in (0, 1)]
    points = difference_only([sum(g.points for g in games) for games in won])
    notes = tuple(
        ", ".join(f"{names[g.winner]} {g.result.outcome} {g.points}" for g in games) for games in won
    )
    lines = []
    for team, games in enumerate(won):
        own = [ScoreLine(f"{g.matchup(names)}: {g.result.summary}", g.points) for g in games]
        if points[team]:
            own += [ScoreLine(f"less {g.matchup(names)}", -g.points) for g in won[1 - team]]
        else:
            own = [replace(line, label=f"{line.label} (netted)", points=0) for line in own]
        lines.append(tuple(own))
    sentences = [g.sentence(names) for g in deal.games]
    if deal.cancelled:
        again = joined([f"{names[a]} v {names[b]}" for a, b in deal.cancelled])
        sentences.insert(0, f"Cancelled and dealt again: {again}.")
    scored = [f"{sides.names[i]} score {p}." for i, p in enumerate(points) if p]  # one team, or neither
    sentences += scored or ["The teams' points cancel out: no score."]
    return HandRow(f"Deal {deal.number}", points, notes, tuple(lines), " ".join(sentences))


def deal_boxes(sides: Sides, deal: GinDeal, points: Sequence[int | None]) -> tuple[int, ...]:
    """Boxes won in one row: the hand's winner's (with Oklahoma's extra boxes), or one for the team that
    scored the deal plus its players' extra boxes from that deal."""
    if not sides.is_team(0):
        return tuple(
            sum(g.result.boxes for g in deal.games if g.winner == seat) for seat in range(len(sides.names))
        )
    return tuple(
        1 + sum(g.result.boxes - 1 for g in deal.games if sides.of(g.winner) == team) if scored else 0
        for team, scored in enumerate(points)
    )
