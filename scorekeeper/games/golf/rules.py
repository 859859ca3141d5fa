"""Six-card Golf, as in the northwestpages.com rules (``golf-six-card.txt``).

The variant: 2 to 6 players, six cards each laid out as 2 rows of 3, "treated as 3 columns"; a game of
1 to 9 rounds; the lowest total wins. "If both cards in column are same rank - column score is 0",
otherwise the column scores the two card values (A 1, 2-10 face, J 11, Q 12, K 0, joker -2). The table
plays with real cards and reports at the end of each round either every player's six cards (entered top
row left to right, then bottom row, so column ``i`` is cards ``i`` and ``i + 3``) or every player's
round total. A round is one entry; the deal loop deals it, adds it up and ends the game after the last.

Choices where the text is open (options unless said otherwise):

- Jokers are "optional (House Rules: 0, 2, or 4 per deck)": default 0. Colour does not matter in Golf,
  so ``JK``, ``BJ`` and ``RJ`` all count as a joker.
- Two jokers in one column "score 0 or -4": default 0, since they are the same rank; ``minus_four``
  keeps -2 for each.
- "Use 1 deck per every 2, 3, or 4 players": default 4, so decks = ceil(players / 4). The cards entered
  for a round are checked together: a card may appear as often as there are decks.
- Cut-throat (default) or Team Scramble, "Odds against Evens": seats 1, 3, 5 against 2, 4, 6; each
  plays for self and the team's best (lowest) round score is the team's. Any 2 to 6 players may
  scramble: two players make one-player teams, and 3 or 5 make uneven teams, which the best-score rule
  tolerates (the larger team only has one more chance at the best score).
- The "Cut-Throat Penalty for Player Going Out if any other player matches or beats" their round score
  has no size in the text: off by default; ``points`` adds a fixed number (default 10); ``double``
  doubles the round score when it is positive (doubling 0 or less would not be a penalty). It is a
  cut-throat rule, so Team Scramble refuses it. With the penalty on, each round must say who went out.
- A round total entered directly is the layout score before any penalty; it is bounded by what six
  cards can score with the jokers in play.
- How many cards are turned over, the last play after going out and the reshuffle of the draw pile
  happen at the table and do not change the scoring, so they are not recorded.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.cards import standard_52
from scorekeeper.core import RuleError, ScoreLine, as_int, option, read_int_list
from scorekeeper.families.deal.loop import DealGame, Ending, Match, Sides
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, odd_even_teams
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words

# The card-level scoring is the calculator's (``games.golf.layouts``); its names stay importable from here
# too.
from scorekeeper.games.golf.layouts import (
    CARDS_PER_PLAYER,
    column_scores,
    decks_needed,
    layout_bounds,
    paired_columns,
    read_layouts,
)
from scorekeeper.games.golf.layouts import JOKER_PAIRS as JOKER_PAIRS
from scorekeeper.games.golf.layouts import card_value as card_value
from scorekeeper.games.golf.layouts import layout_score as layout_score
from scorekeeper.games.golf.statistics import STATISTICS
from scorekeeper.games.golf.statistics import tallies as game_tallies
from scorekeeper.games.golf.words import describe as golf_words

CUT_THROAT, TEAM_SCRAMBLE = "cut_throat", "team_scramble"
PENALTY_OFF, PENALTY_POINTS, PENALTY_DOUBLE = "off", "points", "double"


# --- Options ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GolfOptions:
    mode: str = option(
        CUT_THROAT,
        "Play",
        choices=((CUT_THROAT, "Cut-throat, each for self"), (TEAM_SCRAMBLE, "Team scramble, odds vs evens")),
        help="In team scramble each team scores its player's best (lowest) round score.",
    )
    rounds: int = option(9, "Rounds", minimum=1, maximum=9)
    jokers_per_deck: int = option(0, "Jokers per deck", choices=((0, "None"), (2, "2"), (4, "4")))
    players_per_deck: int = option(
        4,
        "One deck for every",
        choices=((2, "2 players"), (3, "3 players"), (4, "4 players")),
    )
    joker_pair: str = option(
        "zero",
        "Two jokers in a column",
        choices=(("zero", "Score 0, a pair"), ("minus_four", "Score -4, each -2")),
    )
    out_penalty: str = option(
        PENALTY_OFF,
        "Penalty for going out when matched or beaten",
        choices=((PENALTY_OFF, "Off"), (PENALTY_POINTS, "Add points"), (PENALTY_DOUBLE, "Double the score")),
        help="Cut-throat only: the player who went out is penalised if anyone scores as low or lower.",
    )
    out_penalty_points: int = option(10, "Penalty points", minimum=1, maximum=50)


# --- A round's entry ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _PlayerResult:
    """One player's part of a round on the sheet."""

    points: int
    note: str
    lines: tuple[ScoreLine, ...]
    penalty: int = 0
    went_out: bool = False


def _jokers_in_play(options: GolfOptions, players: int) -> int:
    return options.jokers_per_deck * decks_needed(players, options.players_per_deck)


def score_bounds(options: GolfOptions, jokers_in_play: int) -> tuple[int, int]:
    """Lowest and highest round total a player may enter (``games.golf.layouts.layout_bounds``)."""
    return layout_bounds(jokers_in_play, options.joker_pair)


def out_penalty(score: int, others: Sequence[int], options: GolfOptions) -> int:
    """Points added to the score of the player who went out (0 when no penalty applies)."""
    # "Penalty for Player Going Out if any other player matches or beats Player's score for the round"
    if options.out_penalty == PENALTY_OFF or not any(other <= score for other in others):
        return 0
    if options.out_penalty == PENALTY_POINTS:
        return options.out_penalty_points
    return max(score, 0)  # double: only a positive score is worth doubling


def _read_went_out(payload: Mapping[str, Any], names: Sequence[str], required: bool) -> int | None:
    value = payload.get("went_out")
    if value is None or value == "":
        if required:
            raise RuleError("Say who went out: the going-out penalty is on.", "went_out")
        return None
    seat = as_int(value, "Who went out", "went_out")
    if not 0 <= seat < len(names):
        raise RuleError("Who went out must be one of the players.", "went_out")
    return seat


@dataclass(frozen=True, slots=True)
class _Round:
    """A round as entered: each player's layout score, as column lines (cards entered) or one line (score
    entered); who went out; and each player's paired columns when the cards were entered."""

    layouts: list[tuple[ScoreLine, ...]]
    went_out: int | None
    paired: list[int] | None = None


def _read_round(match: Match, payload: Mapping[str, Any]) -> _Round:
    """The round's entry read and checked."""
    options: GolfOptions = match.options
    names = match.names
    has_cards, has_scores = payload.get("cards") is not None, payload.get("scores") is not None
    if has_cards == has_scores:
        which = "not both" if has_cards else "one of them"
        raise RuleError(
            f"Enter either each player's six cards or each player's round score, {which}.", "cards"
        )
    went_out = _read_went_out(payload, names, required=options.out_penalty != PENALTY_OFF)
    if has_cards:
        layouts = read_layouts(payload["cards"], names, options.jokers_per_deck, options.players_per_deck)
        lines = [column_scores(layout, options.joker_pair) for layout in layouts]
        return _Round(lines, went_out, [paired_columns(layout, options.joker_pair) for layout in layouts])
    low, high = score_bounds(options, _jokers_in_play(options, len(names)))
    labels = [f"{name}'s round score" for name in names]
    scores = read_int_list(payload, "scores", labels, minimum=low, maximum=high)
    return _Round([(ScoreLine("round score as entered", score),) for score in scores], went_out)


def _player_results(
    options: GolfOptions, layouts: Sequence[tuple[ScoreLine, ...]], went_out: int | None
) -> list[_PlayerResult]:
    """Each player's points, sheet note and breakdown for one round, the going-out penalty included."""
    scores = [sum(line.points for line in lines) for lines in layouts]
    results = []
    for seat, (score, lines) in enumerate(zip(scores, layouts, strict=True)):
        if seat != went_out:
            results.append(_PlayerResult(score, "", lines))
            continue
        penalty = out_penalty(score, scores[:seat] + scores[seat + 1 :], options)
        note = "went out" + (f" · +{penalty} penalty" if penalty else "")
        lines = (*lines, _penalty_line(penalty, options)) if penalty else lines
        results.append(_PlayerResult(score + penalty, note, lines, penalty, went_out=True))
    return results


def _penalty_line(penalty: int, options: GolfOptions) -> ScoreLine:
    how = "score doubled" if options.out_penalty == PENALTY_DOUBLE else "penalty"
    return ScoreLine(f"went out, but was matched or beaten: {how}", penalty)


def _went_out_summary(names: Sequence[str], results: Sequence[_PlayerResult]) -> str:
    """'Ann went out.' or 'Ann went out and was matched or beaten: +10.'"""
    out = next((seat for seat, r in enumerate(results) if r.went_out), None)
    if out is None:
        return ""
    penalty = results[out].penalty
    caught = f" and was matched or beaten: +{penalty}" if penalty else ""
    return f"{names[out]} went out{caught}."


def _player_row(label: str, names: Sequence[str], results: Sequence[_PlayerResult]) -> HandRow:
    return HandRow(
        label=label,
        points=tuple(r.points for r in results),
        notes=tuple(r.note for r in results),
        lines=tuple(r.lines for r in results),
        summary=_went_out_summary(names, results),
    )


def _team_row(label: str, names: Sequence[str], sides: Sides, results: Sequence[_PlayerResult]) -> HandRow:
    # "At end of round, team's player with best (lowest) score is used as score for team"
    points, notes, lines = [], [], []
    for team in sides.seats:
        best = min(results[s].points for s in team)
        points.append(best)
        notes.append(
            ", ".join(
                f"{names[s]} {results[s].points}" + (" (best)" if results[s].points == best else "")
                for s in team
            )
        )
        first_best = next(s for s in team if results[s].points == best)
        lines.append(
            tuple(
                ScoreLine(f"{names[first_best]} · {ln.label}", ln.points, ln.cards)
                for ln in results[first_best].lines
            )
        )
    return HandRow(label, tuple(points), tuple(notes), tuple(lines), _went_out_summary(names, results))


# --- The ruleset -------------------------------------------------------------------------------------


class Golf(DealGame[GolfOptions]):
    slug = "golf"
    name = "Six-card Golf"
    min_players, max_players = 2, 6
    Options = GolfOptions
    summary = "Six cards in three columns; pairs score nothing; lowest total after up to nine rounds wins."
    rules_file = "golf-six-card.txt"
    phases = (Phase("round", ("round",)),)
    payload_hint = "Enter each player's cards or round score."
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state)

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        options = setup.options
        if options.mode == TEAM_SCRAMBLE and options.out_penalty != PENALTY_OFF:
            raise RuleError(
                "The going-out penalty is a cut-throat rule: turn it off for team scramble.", "out_penalty"
            )

    def ending(self, options: GolfOptions) -> Ending:
        # "Each Game consists of 1 to 9 rounds"; "Winning player/team is whoever has the lowest score"
        return Ending(deals=options.rounds, lower_wins=True)

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(golf_words, setup, event, actor) or super().describe(setup, event, actor)

    def sides(self, setup: GameSetup) -> Sides:
        if setup.options.mode == TEAM_SCRAMBLE:
            # "Team Scramble - Odds against Evens": seats 1, 3, 5 against 2, 4, 6, whatever teams are set
            return Sides.partnerships(replace(setup, teams=odd_even_teams(setup.size)))
        return Sides.players(setup)

    def on_round(self, match: Match, payload: Mapping[str, Any]) -> Match:
        entered = _read_round(match, payload)
        results = _player_results(match.options, entered.layouts, entered.went_out)
        label, names = f"Round {match.deal.number}", match.names
        if match.options.mode == TEAM_SCRAMBLE:
            row = _team_row(label, names, self.sides(match.setup), results)
        else:
            row = _player_row(label, names, results)
        facts = {"player_points": [r.points for r in results], "paired_columns": entered.paired}
        return self.finish_deal(match, row, facts=facts)

    def deal_prompt(self, match: Match) -> Prompt:
        options: GolfOptions = match.options
        data = {
            "round": match.deal.number,
            "rounds": options.rounds,
            "dealer": match.deal.dealer,
            "needs_went_out": options.out_penalty != PENALTY_OFF,
            "cards_per_player": CARDS_PER_PLAYER,
        }
        return self.ask("round", self.progress(match), data=data)

    def progress(self, match: Match) -> str:
        deal = match.deal
        return f"Round {deal.number} of {match.options.rounds} · {match.names[deal.dealer]} deals"

    def extras(self, match: Match) -> dict[str, Any]:
        return {"player_rounds": [list(record.facts["player_points"]) for record in match.played]}

    def random_entry(self, match: Match, rng: Random) -> Event:
        """Six cards each from the decks in play, or round scores within bounds; now and then who went out."""
        options: GolfOptions = match.options
        players = match.setup.size
        payload: dict[str, Any] = {}
        if rng.random() < 0.5:
            decks = decks_needed(players, options.players_per_deck)
            pack = standard_52(jokers=options.jokers_per_deck, copies=decks)
            rng.shuffle(pack)
            hands = [pack[seat * CARDS_PER_PLAYER : (seat + 1) * CARDS_PER_PLAYER] for seat in range(players)]
            payload["cards"] = [" ".join(str(card) for card in hand) for hand in hands]
        else:
            low, high = score_bounds(options, _jokers_in_play(options, players))
            payload["scores"] = [rng.randint(low, high) for _ in range(players)]
        if options.out_penalty != PENALTY_OFF or rng.random() < 0.3:
            payload["went_out"] = rng.randrange(players)
        return Event("round", payload)
