"""The score pad: any other game (Hearts, Canasta, a house game), scored round by round as the table says.

No rules text: the table plays its own game and the pad keeps the score. It is an ordinary game on the deal
loop, so undo, redo, corrections, the live board, exports, import and rematch work as for every game. Its
parts are the families': ``Sides`` (each player, or partnerships from the team labels), ``Ending`` (a target,
a number of rounds, lowest wins, ties), ``end_if_reached`` (a target reached in the middle of a round) and
``result_sentence`` (the winners, ties stated: "Ann and Bob tie with 69").

Each round is one entry, ``round`` ``{"scores": [n, …]}``: a whole number per column (player or side),
negative allowed, at most a million either way. Choices (the options unless said otherwise):

- **A blank is refused**, with a sentence naming whose score is missing; it is never taken as 0. Each field
  of the form starts at 0, so "nothing this round" is left as it is, and a score cleared and forgotten is
  caught rather than recorded as nothing.
- **Zero-sum** (off by default): each entry must add up to 0, or it is refused with "The round adds up to
  4, not 0."; the totals then always add up to 0.
- **Who wins**: the highest or the lowest total.
- **The end**: a target reached at the end of a round (the default, 100: with lowest wins, the game ends
  when a total reaches it and the lowest total wins, as in Hearts); the moment a target is reached (the
  round may then be entered in parts, ``part`` ``{"scores": …}``, as the points are made; the entry that
  takes a total to the target ends the game and the rest of the round is not played); a fixed number of
  rounds; or when the table says so.
- **Ending by hand**: in every mode the table may end the game with an ``end`` entry (once a round is
  scored); the best total then wins. Scores sent with it (``{"scores": […]}``, as the form sends its fields
  with every button) are recorded first as the last round, unless they are all blank or 0; points already
  entered for a round in parts count too.
- **Ties**: level best totals share the win (stated: "Ann and Bob tie with 69"), or play another round
  until the tie is broken (an ``end`` entry is then refused while the best totals are level). With a
  target, several columns reaching it together are settled the same way: the best total wins.
- **Partnerships** (at least four players, two or more a side): the team labels given when the game
  starts, or partners alternating round the table (seats 1, 3, 5 against 2, 4, 6). Team labels given
  when each player scores alone are not used.
- **The game's name** ("Hearts", one line, at most 40 characters, trimmed): shown wherever a game's name
  is (``Ruleset.title``), and the settings are saved under it at the table (``Ruleset.saved_as``,
  ``store/house_games.py``) to be offered on the next new-game form in one tap.
- The deal passes to the left each round, so the board says who deals next.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from random import Random
from typing import Any

from scorekeeper.core import RuleError, ScoreLine, as_int, filled, joined, option, read_int
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Sides, Tie
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, best_columns
from scorekeeper.families.words import own_words
from scorekeeper.games.score_pad import words

SLUG = "score-pad"
#: The name of an unnamed game on every page (the catalogue says what the pad is for).
UNNAMED = "Score pad"
NAME_MAX = 40
#: The most a score may be, either way, in one entry.
SCORE_LIMIT = 1_000_000

PLAYERS, PARTNERSHIPS = "players", "partnerships"
HIGHEST, LOWEST = "highest", "lowest"
TARGET, TARGET_NOW, ROUNDS, TABLE = "target", "target_now", "rounds", "table"
SHARE, PLAY_ON = "share", "play_on"

ROUND, PART, END = "round", "part", "end"


# --- Options ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ScorePadOptions:
    name: str = option(
        "",
        "The game's name",
        maximum=NAME_MAX,
        help="As the table calls it (Hearts, Canasta, a house game): shown on every page and export, and "
        "its settings are saved at this table to start it again in one tap.",
    )
    sides: str = option(
        PLAYERS,
        "Who scores",
        choices=((PLAYERS, "Each player"), (PARTNERSHIPS, "Partnerships (by team labels)")),
    )
    wins: str = option(
        HIGHEST, "Who wins", choices=((HIGHEST, "Highest total wins"), (LOWEST, "Lowest total wins"))
    )
    end: str = option(
        TARGET,
        "The game ends",
        choices=(
            (TARGET, "When a total reaches the target, at the end of the round"),
            (TARGET_NOW, "The moment a total reaches the target"),
            (ROUNDS, "After a number of rounds"),
            (TABLE, "When the table says so"),
        ),
        help="The table can also end any game early with “End the game”.",
    )
    target: int = option(100, "Target", minimum=1, maximum=SCORE_LIMIT)
    rounds: int = option(10, "Number of rounds", minimum=1, maximum=500)
    ties: str = option(
        SHARE,
        "A tie for the win",
        choices=((SHARE, "Is shared"), (PLAY_ON, "Plays another round")),
    )
    zero_sum: bool = option(False, "Zero-sum: each round's scores add up to 0")


def settings_in_words(options: ScorePadOptions) -> str:
    """The settings a table would say: 'lowest wins, ends at 100'."""
    said = ["partnerships"] if options.sides == PARTNERSHIPS else []
    said.append("lowest wins" if options.wins == LOWEST else "highest wins")
    said.append(
        {
            TARGET: f"ends at {options.target}",
            TARGET_NOW: f"ends the moment a total reaches {options.target}",
            ROUNDS: f"{options.rounds} round{'s' if options.rounds != 1 else ''}",
            TABLE: "ends when the table says so",
        }[options.end]
    )
    if options.zero_sum:
        said.append("zero-sum")
    if options.ties == PLAY_ON:
        said.append("a tie plays another round")
    return ", ".join(said)


# --- A round ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PadRound(Deal):
    """A round in progress: the scores entered for it so far (in parts, when the target counts the moment
    it is reached), one tuple per entry."""

    parts: tuple[tuple[int, ...], ...] = ()


def read_scores(payload: Mapping[str, Any], sides: Sides) -> tuple[int, ...]:
    """One whole number per column; a blank is refused, never taken as 0."""
    values = payload.get("scores")
    names = sides.names
    if not isinstance(values, list | tuple) or len(values) != len(names):
        what = "side" if any(sides.is_team(c) for c in range(len(names))) else "player"
        raise RuleError(f"Enter a score for each of the {len(names)} {what}s.", "scores")
    scores = []
    for column, (name, value) in enumerate(zip(names, values, strict=True)):
        field = f"scores.{column}"
        if not filled(value):
            raise RuleError(f"Enter {name}'s score: 0 if nothing (a blank is not taken as 0).", field)
        label = f"{name}'s score"
        scores.append(
            read_int({"v": value}, "v", label, minimum=-SCORE_LIMIT, maximum=SCORE_LIMIT, field_name=field)
        )
    return tuple(scores)


def any_points(values: Any) -> bool:
    """Whether scores were typed: some value other than a blank or 0 (an end entry then records them; a
    value that is no number counts, to be refused with its sentence)."""
    if not isinstance(values, list | tuple):
        return filled(values)
    return any(filled(v) and _not_zero(v) for v in values)


def _not_zero(value: Any) -> bool:
    try:
        return as_int(value, "") != 0
    except RuleError:
        return True


def check_zero_sum(scores: Sequence[int], what: str) -> None:
    """'The round adds up to 4, not 0.' (``what``: 'The round adds', 'These points add')."""
    total = sum(scores)
    if total:
        raise RuleError(f"{what} up to {_number(total)}, not 0.", "scores")


def round_row(number: int, parts: Sequence[Sequence[int]]) -> HandRow:
    """A round's row: each column's points, the sum of its parts (a note and a line per part when the
    round was entered in several)."""
    columns = list(zip(*parts, strict=True))
    points = tuple(sum(column) for column in columns)
    if len(parts) == 1:
        return HandRow(f"Round {number}", points)
    notes = tuple(_parts_words(column) for column in columns)
    lines = tuple(
        tuple(ScoreLine(f"entry {k}", p) for k, p in enumerate(column, start=1)) for column in columns
    )
    return HandRow(f"Round {number}", points, notes, lines)


def _parts_words(points: Sequence[int]) -> str:
    """'10 + 4 − 2'."""
    words = _number(points[0])
    for p in points[1:]:
        words += f" + {p}" if p >= 0 else f" − {-p}"
    return words


def _number(value: int) -> str:
    """A number as printed: a true minus sign."""
    return f"−{-value}" if value < 0 else str(value)


# --- The ruleset -------------------------------------------------------------------------------------


class ScorePad(DealGame[ScorePadOptions]):
    slug = SLUG
    name = "Score pad (any other game)"
    min_players, max_players = 2, 12
    uses_teams = True
    Options = ScorePadOptions
    summary = (
        "For any game not in the catalogue: name it, then enter each round's scores (negative allowed). "
        "Highest or lowest wins; a target, a number of rounds, or the table ends it."
    )
    phases = (Phase("round", (ROUND, PART, END), hint="Each round's score per player or side."),)
    payload_hint = "Enter each player's or side's score for the round."

    # --- The set-up ---

    def title(self, options: ScorePadOptions) -> str:
        return options.name or UNNAMED

    def saved_as(self, options: ScorePadOptions) -> tuple[str, str] | None:
        return (options.name, settings_in_words(options)) if options.name else None

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        if setup.options.sides != PARTNERSHIPS:
            return
        if setup.size < 4:
            raise RuleError("Partnerships need at least four players, two a side.", "sides")
        alone = [setup.players[team[0]] for team in self.sides(setup).seats if len(team) < 2]
        if alone:
            raise RuleError(
                f"A partnership needs two players or more: {joined(alone)} would play alone.", "teams"
            )

    def sides(self, setup: GameSetup) -> Sides:
        return Sides.partnerships(setup) if setup.options.sides == PARTNERSHIPS else Sides.players(setup)

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        wording = partial(words.describe, sides=self.sides(setup))
        return own_words(wording, setup, event, actor) or super().describe(setup, event, actor)

    def ending(self, options: ScorePadOptions) -> Ending:
        lower, ties = options.wins == LOWEST, Tie.PLAY_ON if options.ties == PLAY_ON else Tie.HIGHER
        if options.end == ROUNDS:
            return Ending(deals=options.rounds, lower_wins=lower, ties=ties)
        if options.end == TABLE:
            return Ending(lower_wins=lower, ties=ties)
        return Ending(target=options.target, lower_wins=lower, ties=ties)

    def new_deal(self, match: Match, number: int, dealer: int) -> PadRound:
        return PadRound(number, dealer)

    # --- The entries ---

    def on_round(self, match: Match, payload: Mapping[str, Any]) -> Match:
        parts = (*match.deal.parts, self._entered(match, payload, "The round adds"))
        return self.finish_deal(match, round_row(match.deal.number, parts))

    def on_part(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # Only offered when the target counts the moment it is reached (the prompt's events).
        parts = (*match.deal.parts, self._entered(match, payload, "These points add"))
        ended = self.end_if_reached(match, round_row(match.deal.number, parts))
        return ended if ended is not match else replace(match, deal=replace(match.deal, parts=parts))

    def on_end(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # Scores typed with the end are the last round's (the form sends its fields with every button), as
        # are points already entered for this round in parts; then the best total wins.
        parts = match.deal.parts
        if any_points(payload.get("scores")):
            parts = (*parts, self._entered(match, payload, "The round adds"))
        if parts:
            match = self.finish_deal(match, round_row(match.deal.number, parts))
            if match.is_over:
                return match
        if not match.played:
            raise RuleError("Nothing is scored yet: record a round before ending the game.")
        now = replace(self.ending(match.options), target=None, deals=0)
        winners = now.winners(match.totals, len(match.played))
        if winners is None:
            names = self.sides(match.setup).names
            level = best_columns(match.totals, lower_wins=now.lower_wins)
            raise RuleError(
                f"{joined([names[c] for c in level])} are level at the top: a tie plays another round, so "
                "the game cannot end yet."
            )
        return replace(match, deal=None, winners=winners)

    def _entered(self, match: Match, payload: Mapping[str, Any], what: str) -> tuple[int, ...]:
        scores = read_scores(payload, self.sides(match.setup))
        if match.options.zero_sum:
            check_zero_sum(scores, what)
        return scores

    # --- What the pages show ---

    def deal_prompt(self, match: Match) -> Prompt:
        options: ScorePadOptions = match.options
        events = (ROUND, PART, END) if options.end == TARGET_NOW else (ROUND, END)
        data = {
            "round": match.deal.number,
            "parts": len(match.deal.parts),
            "limit": SCORE_LIMIT,
            "zero_sum": options.zero_sum,
        }
        return self.ask("round", self.progress(match), data=data, events=events)

    def progress(self, match: Match) -> str | None:
        deal, options = match.deal, match.options
        if deal is None:
            return None
        number = f"Round {deal.number}"
        if options.end == ROUNDS:
            number += f" of {options.rounds}" if deal.number <= options.rounds else " · to break the tie"
        return f"{number} · {match.names[deal.dealer]} deals"

    def deal_row(self, match: Match) -> HandRow | None:
        """A round entered in parts is on the sheet, and in the totals, as it goes."""
        deal = match.deal
        return round_row(deal.number, deal.parts) if deal.parts else None

    # --- The simulation test ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        """A round's scores (mostly positive, so targets are reached; adding up to 0 when zero-sum), in
        parts now and then when the target counts at once, the end of the game (often when the table
        ends it, rarely otherwise; with or without a last round), and now and then a refused entry (a
        blank, a sum that is not 0)."""
        options: ScorePadOptions = match.options
        ending = match.played and rng.random() < (0.2 if options.end == TABLE else 0.02)
        if ending and rng.random() < 0.5:
            return Event(END, {})
        columns = len(match.totals)
        if options.zero_sum:
            scores = [rng.randint(-40, 40) for _ in range(columns - 1)]
            scores.append(-sum(scores))
        else:
            scores = [rng.randint(-5, 30) for _ in range(columns)]
        payload: list[Any] = list(scores)
        if rng.random() < 0.03:
            payload[rng.randrange(columns)] = ""  # refused: a blank
        elif options.zero_sum and rng.random() < 0.03:
            payload[0] += 1  # refused: not zero-sum
        kind = END if ending else PART if options.end == TARGET_NOW and rng.random() < 0.4 else ROUND
        return Event(kind, {"scores": payload})
