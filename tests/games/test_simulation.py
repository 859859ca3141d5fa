"""The simulation test: every registered game played to its end with random entries, invariants checked.

Modelled on OpenSpiel's ``games_sim_test``: no hand-written scenario, just many games of every registered
ruleset, from every player count and from the default and random options, each played with
``Ruleset.random_entry`` until the prompt's phase is ``"over"``. A refused entry (``RuleError``) is drawn
again; a game that keeps refusing, or never ends, fails. On the way:

- every prompt names a declared phase (or ``"over"``) and takes a subset of its events, and the entry drawn
  is of a type the prompt takes, with a JSON payload that can be stored as it is (``apply_checked``: plain
  data, every filled field read by the game);
- the sheet has one total per column, the totals are the sum of the rows, and the game is over exactly
  when the prompt says so;
- at a sample of steps and at the end: a replay of the log gives the state the entries gave one at a time,
  undo then redo changes nothing, and a JSON export of the game, imported again, gives back the same log
  (or, if it changed on the way, replays to the identical sheet); at the end, an undo is the log without
  its last entry and gives back the state before it;
- once over: the winners are some of the columns, nothing is accepted and every entry is refused with
  "The game is over";
- a played deal's card points (``DealRecord.facts``), where it records them, are each within the deck's
  points and add up to them (or, where part of the pack is never dealt, stay within the most the cards in
  play can hold: ``card_points_at_most``).

``make test`` runs a few hundred games (``FAST_GAMES`` per ruleset); ``make test-slow`` runs the ``slow``
test, with many more. A failure names the game, players, options, seed and step; ``rerun(seed)`` plays
that one game again.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from random import Random
from typing import Any

import pytest

from scorekeeper.core import RuleError, describe_options, options_as_dict, parse_options
from scorekeeper.families.deal.loop import DealGame, Ending, Match
from scorekeeper.families.game import Game as GameRecord
from scorekeeper.families.log import REDO, UNDO, Entry, replay, resolve
from scorekeeper.families.payloads import PayloadError, apply_checked
from scorekeeper.families.ruleset import (
    OVER,
    Event,
    GameSetup,
    HandRow,
    Phase,
    Prompt,
    Ruleset,
    ScoreSheet,
    running_totals,
    validate_teams,
)
from scorekeeper.games import registry
from scorekeeper.games.registry import all_rulesets
from scorekeeper.store.repo import build_setup

RULESETS = all_rulesets()

#: Games per ruleset in ``make test`` (spread over its player counts) and in the slow test (300: CI's
#: 30 minutes hold make test-slow's other parts too).
FAST_GAMES = 24
SLOW_GAMES = 300
#: An entry cap no real game comes near: a game still going after it never ends.
MAX_ENTRIES = 5000
#: Refusals in a row before a game counts as stuck.
MAX_REFUSALS = 200
#: The log checks (replays) run after the 7th entry, then each time the game has grown by half (or by 7
#: entries), and at the end: every check replays the whole log, so long games would otherwise spend their
#: time replaying.
CHECK_EVERY = 7
#: Attempts to draw random options a set-up accepts, before the defaults are used.
OPTION_ATTEMPTS = 30


# --- Set-ups ---------------------------------------------------------------------------------------


def player_names(count: int) -> tuple[str, ...]:
    return tuple(f"P{seat + 1}" for seat in range(count))


def random_option_values(ruleset: Ruleset, rng: Random) -> dict[str, Any]:
    """Some options drawn at random from the catalogue (the others left at their defaults).

    Numbers are drawn between the option's minimum and twice its default (a default of 0, often "worked out
    by the game", gives way to at most 12), within its maximum, so a random game is never much longer than
    a default one.
    """
    values: dict[str, Any] = {}
    for spec in describe_options(ruleset.Options):
        if rng.random() < 0.3:
            continue
        if spec.kind == "choice":
            values[spec.name] = rng.choice(spec.choices)[0]
        elif spec.kind == "bool":
            values[spec.name] = rng.random() < 0.5
        elif spec.kind == "text":  # a name (the score pad's game): it changes nothing of the play
            values[spec.name] = rng.choice(("", "Hearts", "  Grandma's   rummy "))
        else:
            low = spec.minimum if spec.minimum is not None else min(spec.default, 0)
            high = spec.maximum if spec.maximum is not None else spec.default
            high = min(high, 2 * spec.default if spec.default > 0 else low + 12)
            values[spec.name] = rng.randint(low, max(low, high))
    return values


def random_teams(ruleset: Ruleset, players: int, rng: Random) -> tuple[tuple[int, ...], ...]:
    """Partnerships of equal size chosen at random, half of the time (else the game's default seating)."""
    if not ruleset.uses_teams or players < 4 or players % 2 or rng.random() < 0.5:
        return ()
    seats = list(range(players))
    rng.shuffle(seats)
    half = players // 2
    return validate_teams([sorted(seats[:half]), sorted(seats[half:])], players)


def make_setup(ruleset: Ruleset, players: int, rng: Random, *, defaults: bool) -> GameSetup:
    """A set-up the ruleset accepts for a new game: the default options, or random ones ``check_setup`` and
    ``check_new_game`` accept."""
    names = player_names(players)
    first_dealer = rng.randrange(players)
    plain = GameSetup(names, ruleset.Options(), first_dealer)
    if defaults:
        return plain
    for _ in range(OPTION_ATTEMPTS):
        try:
            options = parse_options(ruleset.Options, random_option_values(ruleset, rng))
            setup = GameSetup(names, options, first_dealer, random_teams(ruleset, players, rng))
            ruleset.check_setup(setup)
            ruleset.check_new_game(setup)
        except RuleError:
            continue
        return setup
    return plain


# --- One game ----------------------------------------------------------------------------------------


@dataclass
class Game:
    """A game being played: its set-up, the accepted entries (a log) and the state they lead to."""

    ruleset: Ruleset
    setup: GameSetup
    seed: str
    state: Any = None
    entries: list[Entry] = field(default_factory=list)
    #: The state before the last entry (what an undo must give back).
    before_last: Any = None

    def describe(self) -> str:
        """How to find this game again, for the failure message."""
        options = options_as_dict(self.setup.options)
        recent = [(e.type, dict(e.payload)) for e in self.entries[-5:]]
        return (
            f"{self.ruleset.slug}, {self.setup.size} players, options {options}, teams {self.setup.teams}, "
            f"first dealer {self.setup.first_dealer}, seed {self.seed!r}, after {len(self.entries)} "
            f"entries; the last ones: {recent}"
        )


def play_and_check(ruleset: Ruleset, setup: GameSetup, seed: str) -> Game:
    """Play one game to its end with random entries, checking every invariant on the way."""
    game = Game(ruleset, setup, seed, ruleset.start(setup))
    rng = Random(seed)
    try:
        _play(game, rng)
    except Exception as exc:
        exc.add_note(f"Simulated game: {game.describe()}; play it again with rerun({seed!r}).")
        raise
    return game


def rerun(seed: str) -> Game:
    """Play again the game of a failure message, from its seed alone (``"fast/golf/3/17"``)."""
    _salt, slug, players, number = seed.split("/")
    ruleset = registry.get_ruleset(slug)
    setup = make_setup(ruleset, int(players), Random(seed), defaults=number == "0")
    return play_and_check(ruleset, setup, seed)


def _play(game: Game, rng: Random) -> None:
    ruleset, next_check = game.ruleset, CHECK_EVERY
    checked_rows: tuple[HandRow, ...] = ()
    while True:
        prompt = ruleset.prompt(game.state)
        check_prompt(ruleset, game.setup, prompt)
        sheet = ruleset.score_sheet(game.state)
        check_sheet(game.setup, prompt, sheet, checked_rows)
        checked_rows = sheet.rows
        if prompt.phase == OVER:
            break
        assert len(game.entries) < MAX_ENTRIES, f"The game did not end after {MAX_ENTRIES} entries."
        game.before_last = game.state
        game.state, event = _accepted_entry(game, prompt, rng)
        game.entries.append(Entry(len(game.entries) + 1, event.type, event.payload))
        if len(game.entries) == next_check:
            check_log(game)
            next_check += max(CHECK_EVERY, next_check // 2)
    check_log(game, final=True)
    check_over(game)
    check_card_points(game.state)


def _accepted_entry(game: Game, prompt: Prompt, rng: Random) -> tuple[Any, Event]:
    """Draw random entries until one is accepted: the state after it, and the entry."""
    for _ in range(MAX_REFUSALS):
        event = game.ruleset.random_entry(game.state, rng)
        check_entry(event, prompt)
        try:
            state, stored = apply_checked(game.ruleset, game.state, event)
        except PayloadError as exc:
            raise AssertionError(f"The entry {event} could not be stored: {exc.message}") from exc
        except RuleError as exc:
            assert exc.message.strip(), "A refusal must say why, in a sentence."
            refused = exc
        else:
            return state, Event(event.type, stored)
    raise AssertionError(
        f"The game is stuck: {MAX_REFUSALS} random entries in a row were refused, the last "
        f"{event} with {refused.message!r}."
    )


# --- The invariants ------------------------------------------------------------------------------------


def check_prompt(ruleset: Ruleset, setup: GameSetup, prompt: Prompt) -> None:
    """The prompt names a declared phase and takes some of its events (nothing once over)."""
    if prompt.phase == OVER:
        assert prompt.events == (), f"Once the game is over nothing is taken, not {prompt.events}."
        return
    declared = {phase.name: phase for phase in ruleset.phases}
    assert prompt.phase in declared, f"Phase {prompt.phase!r} is not declared in {sorted(declared)}."
    phase = declared[prompt.phase]
    assert prompt.events, f"Phase {prompt.phase!r} takes no event: the table could record nothing."
    assert set(prompt.events) <= set(phase.events), (
        f"Phase {prompt.phase!r} declares {phase.events}, but the prompt takes {prompt.events}."
    )
    assert prompt.hint == phase.hint, f"Phase {prompt.phase!r}: build the prompt with ruleset.ask()."
    assert prompt.actor is None or 0 <= prompt.actor < setup.size, f"No seat {prompt.actor} at the table."


def check_entry(event: Event, prompt: Prompt) -> None:
    """A random entry is one the prompt takes, and its payload is JSON (it is stored and exported)."""
    assert isinstance(event, Event), f"random_entry returned {event!r}, not an Event."
    assert event.type in prompt.events, f"random_entry drew {event.type!r}; the prompt takes {prompt.events}."
    try:
        json.dumps(event.payload)
    except (TypeError, ValueError) as exc:
        raise AssertionError(f"The payload of {event} cannot be stored as JSON: {exc}") from exc


def check_sheet(setup: GameSetup, prompt: Prompt, sheet: ScoreSheet, checked: Sequence[HandRow] = ()) -> None:
    """One total per column, the totals are the sum of the rows, over exactly when the prompt says so.

    ``checked``: the rows of the sheet checked at the step before; a row still in its place (the same
    object, rows being immutable) is not checked again.
    """
    columns = len(sheet.columns)
    assert columns and len(sheet.totals) == columns, f"{len(sheet.totals)} totals for {columns} columns."
    for index, row in enumerate(sheet.rows):
        if index >= len(checked) or row is not checked[index]:
            check_row(row, columns)
    assert sheet.totals == running_totals(sheet.rows, columns), (
        f"The totals {sheet.totals} are not the sum of the rows {running_totals(sheet.rows, columns)}."
    )
    over = prompt.phase == OVER
    assert sheet.is_over == over, (
        f"The sheet says over={sheet.is_over}, the prompt's phase is {prompt.phase}."
    )
    if over:
        assert sheet.winners, "The game is over but nobody won."
        assert len(set(sheet.winners)) == len(sheet.winners), f"Winners listed twice: {sheet.winners}."
        assert set(sheet.winners) <= set(range(columns)), f"Winners {sheet.winners} are not columns."
    else:
        assert not sheet.winners, f"Winners {sheet.winners} before the game is over."
        assert sheet.dealer is None or 0 <= sheet.dealer < setup.size, f"No seat {sheet.dealer} deals."


def check_row(row: HandRow, columns: int) -> None:
    """A row has a value per column, and notes and breakdowns per column where it has them."""
    assert len(row.points) == columns, (
        f"Row {row.label!r} has {len(row.points)} points for {columns} columns."
    )
    assert len(row.notes) in (0, columns), f"Row {row.label!r} has {len(row.notes)} notes for {columns}."
    assert len(row.lines) in (0, columns), f"Row {row.label!r} has {len(row.lines)} breakdowns for {columns}."
    for points, lines in zip(row.points, row.lines, strict=False):
        if lines and points is not None:
            assert sum(line.points for line in lines) == points, (
                f"Row {row.label!r}: the breakdown {lines} does not add up to {points}."
            )


def check_log(game: Game, *, final: bool = False) -> None:
    """Replays agree with the game as played; undo, redo and a JSON round trip change nothing.

    One replay does three checks: it folds the log with an undo and a redo at its end, so it must give
    the state the entries led to one at a time (replays are deterministic and agree with play), and undo
    then redo must change nothing. The JSON round trip must give back the same set-up and, value for value
    and type for type, the same entries: a pure ruleset then replays them to the same game, so only a log
    that changed on the way is replayed again (to say whether the game notices). ``final``: also check
    that an undo is the log without its last entry, by the state before that entry was played.
    """
    ruleset, setup, entries = game.ruleset, game.setup, game.entries
    seq = len(entries)
    again = replay(ruleset, setup, [*entries, Entry(seq + 1, UNDO), Entry(seq + 2, REDO)])
    assert again.state == game.state, (
        "A replay of the log (with an undo and a redo at its end) does not give the state the entries led to."
    )
    assert (again.sheet, again.prompt) == (ruleset.score_sheet(game.state), ruleset.prompt(game.state)), (
        "Undo then redo changed the game (or two replays of one log differ)."
    )
    imported_setup, imported_entries = json_round_trip(ruleset, setup, entries)
    assert imported_setup == setup, f"The set-up changed in a JSON round trip: {imported_setup}."
    if not same_values(imported_entries, entries):
        try:
            imported = replay(ruleset, imported_setup, imported_entries)
        except RuleError as exc:
            raise AssertionError(f"The game exported to JSON and imported again is refused: {exc}") from exc
        assert (imported.sheet, imported.prompt) == (again.sheet, again.prompt), (
            "The game exported to JSON and imported again does not replay to the same sheet."
        )
    if final and entries:
        assert resolve([*entries, Entry(seq + 1, UNDO)])[0] == resolve(entries[:-1])[0], (
            "Undo is not the same as the log without its last entry."
        )
        undone = replay(ruleset, setup, [*entries, Entry(seq + 1, UNDO)])
        assert undone.state == game.before_last, "Undo does not give back the state before the last entry."


def same_values(a: Any, b: Any) -> bool:
    """Equal, and of the same types all the way down (``(0,)`` and ``[0]``, ``1`` and ``True`` differ)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, Entry):
        return (a.seq, a.type) == (b.seq, b.type) and same_values(dict(a.payload), dict(b.payload))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_values(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(same_values(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def json_round_trip(
    ruleset: Ruleset, setup: GameSetup, entries: Sequence[Entry]
) -> tuple[GameSetup, list[Entry]]:
    """The game as an exported record (the JSON the export writes) and read back as the import does."""
    record = json.loads(
        json.dumps(
            {
                "game": {
                    "ruleset": ruleset.slug,
                    "options": options_as_dict(setup.options),
                    "players": list(setup.players),
                    "teams": [list(team) for team in setup.teams],
                    "first_dealer": setup.first_dealer,
                },
                "events": [{"seq": e.seq, "type": e.type, "payload": e.payload} for e in entries],
            }
        )
    )
    data = record["game"]
    _, imported = build_setup(
        data["ruleset"], data["players"], data["options"], data["first_dealer"], data["teams"] or None
    )
    return imported, [Entry(e["seq"], e["type"], e["payload"]) for e in record["events"]]


def check_over(game: Game) -> None:
    """Once over, every entry of every phase is refused: the game is over."""
    ruleset = game.ruleset
    for event_type in sorted({e for phase in ruleset.phases for e in phase.events}):
        with pytest.raises(RuleError, match="The game is over"):
            ruleset.apply(game.state, Event(event_type, {}))


def check_card_points(state: Any) -> None:
    """Each side's card points in a played deal are within the deck's points and add up to them."""
    if not isinstance(state, Match):
        return
    for number, record in enumerate(state.played, start=1):
        facts = record.facts
        if "card_points" in facts and "card_points_at_most" in facts:
            # Part of the pack is never dealt (Pickle): the cards in play hold at most this many points.
            points, most = list(facts["card_points"]), facts["card_points_at_most"]
            assert min(points) >= 0 and sum(points) <= most, f"Deal {number}: card points {points} > {most}."
        if "card_points" not in facts or "deck_points" not in facts:
            continue
        points, deck = list(facts["card_points"]), facts["deck_points"]
        assert all(0 <= p <= deck for p in points), f"Deal {number}: card points {points} outside 0..{deck}."
        assert sum(points) == deck, f"Deal {number}: card points {points} do not add up to {deck}."


# --- The games to play ----------------------------------------------------------------------------------


def require_random_entry(ruleset: Ruleset) -> None:
    """A game without random entries cannot be simulated: that is a failure, not a skip."""
    if type(ruleset).random_entry is Ruleset.random_entry:
        pytest.fail(
            f"{ruleset.name} ({ruleset.slug}) has no random_entry(state, rng): every registered game must "
            "draw random entries for the simulation test (see Ruleset.random_entry in rules/base.py).",
            pytrace=False,
        )


def cases(games: int, per_case: int) -> list:
    """``games`` games of every ruleset, shared among its player counts, in cases of at most ``per_case``
    games (so that ``-n 2`` spreads a game with one player count over both cores)."""
    found = []
    for ruleset in RULESETS:
        per_count = -(-games // (ruleset.max_players - ruleset.min_players + 1))
        for players in range(ruleset.min_players, ruleset.max_players + 1):
            for first in range(0, per_count, per_case):
                numbers = range(first, min(first + per_case, per_count))
                batch = f"-{first // per_case + 1}" if per_count > per_case else ""
                found.append(pytest.param(ruleset, players, numbers, id=f"{ruleset.slug}-{players}p{batch}"))
    return found


def set_ups(ruleset: Ruleset, players: int, numbers: range, salt: str) -> Iterator[tuple[GameSetup, str]]:
    """The set-up and seed of each numbered game: game 0 with the default options, the others random."""
    for number in numbers:
        seed = f"{salt}/{ruleset.slug}/{players}/{number}"
        yield make_setup(ruleset, players, Random(seed), defaults=number == 0), seed


@pytest.mark.parametrize(("ruleset", "players", "numbers"), cases(FAST_GAMES, 12))
def test_random_games_end_and_keep_every_invariant(ruleset, players, numbers):
    require_random_entry(ruleset)
    for setup, seed in set_ups(ruleset, players, numbers, "fast"):
        play_and_check(ruleset, setup, seed)


@pytest.mark.slow
@pytest.mark.parametrize(("ruleset", "players", "numbers"), cases(SLOW_GAMES, 50))
def test_many_more_random_games(ruleset, players, numbers):
    require_random_entry(ruleset)
    for setup, seed in set_ups(ruleset, players, numbers, "slow"):
        play_and_check(ruleset, setup, seed)


def test_every_registered_game_and_player_count_is_simulated():
    played = {(case.values[0].slug, case.values[1]) for case in cases(FAST_GAMES, 12)}
    wanted = {(r.slug, n) for r in all_rulesets() for n in range(r.min_players, r.max_players + 1)}
    assert played == wanted
    for ruleset in RULESETS:
        numbers = [n for case in cases(FAST_GAMES, 12) if case.values[0] is ruleset for n in case.values[2]]
        assert len(numbers) >= FAST_GAMES, f"{ruleset.slug}: {len(numbers)} games"
    assert all(r.phases for r in RULESETS), "Every game declares its phases."


# --- The harness itself, on a small game of its own (not registered) ----------------------------------


@dataclass(frozen=True)
class TallyOptions:
    """No options."""


class Tally(DealGame[TallyOptions]):
    """Each deal one player scores 1 to 3 points, or the deal is thrown in; first to 10 wins."""

    slug, name, min_players, max_players = "tally", "Tally", 2, 3
    Options = TallyOptions
    phases = (Phase("deal", ("score", "thrown_in"), hint="Who scored?"),)

    def ending(self, options: Any) -> Ending:
        return Ending(target=10)

    def deal_prompt(self, match: Match) -> Prompt:
        return self.ask("deal", f"Deal {match.deal.number}")

    def on_score(self, match: Match, payload: Any) -> Match:
        seat, points = payload.get("seat"), payload.get("points")
        if not isinstance(seat, int) or not 0 <= seat < match.setup.size or points not in (1, 2, 3):
            raise RuleError("Say who scored 1 to 3 points.")
        row = HandRow(
            f"Deal {match.deal.number}", tuple(points if s == seat else 0 for s in range(len(match.totals)))
        )
        return self.finish_deal(match, row, facts={"card_points": [points, 3 - points], "deck_points": 3})

    def on_thrown_in(self, match: Match, payload: Any) -> Match:
        return self.redeal(match)

    def random_entry(self, match: Match, rng: Random) -> Event:
        if rng.random() < 0.1:
            return Event("thrown_in", {})
        return Event("score", {"seat": rng.randrange(match.setup.size + 1), "points": rng.randint(0, 3)})


def tally_setup(players: int = 3) -> GameSetup:
    return GameSetup(player_names(players), TallyOptions())


@pytest.fixture
def tally(monkeypatch):
    """Tally in the registry for the length of a test (the JSON round trip imports through it)."""
    monkeypatch.setitem(registry._games(), Tally.slug, GameRecord(Tally()))


def test_the_harness_plays_a_sound_game_to_its_end(tally):
    game = play_and_check(Tally(), tally_setup(), "tally")
    assert Tally().score_sheet(game.state).is_over and game.entries


class StuckTally(Tally):
    def random_entry(self, match: Match, rng: Random) -> Event:
        return Event("score", {"seat": 0, "points": 4})


class SideTally(Tally):
    """Scores its rows in a column of their own, so the totals are not the sum of the rows."""

    def score_sheet(self, match: Match) -> ScoreSheet:
        return replace(super().score_sheet(match), totals=tuple(t + 1 for t in match.totals))


class WrongPhaseTally(Tally):
    def random_entry(self, match: Match, rng: Random) -> Event:
        return Event("bid", {})


class LeakyCardsTally(Tally):
    def on_score(self, match: Match, payload: Any) -> Match:
        match = super().on_score(match, payload)
        last = match.played[-1]
        leaky = replace(last, facts={"card_points": [2, 2], "deck_points": 3})
        return replace(match, played=(*match.played[:-1], leaky))


class UnsortedTally(Tally):
    """Scores a deal differently when replayed from a JSON log (a tuple in the payload becomes a list)."""

    def random_entry(self, match: Match, rng: Random) -> Event:
        return Event("score", {"seat": (0,), "points": 1} if rng.random() < 0.5 else {"seat": 1, "points": 1})

    def on_score(self, match: Match, payload: Any) -> Match:
        if isinstance(payload.get("seat"), tuple):
            payload = {**payload, "seat": 0}
        elif isinstance(payload.get("seat"), list):
            raise RuleError("Say who scored.")
        return super().on_score(match, payload)


class DriftingTally(Tally):
    """Scores by how often it has been asked before, so a replay does not give the game as played."""

    calls = 0

    def on_score(self, match: Match, payload: Any) -> Match:
        DriftingTally.calls += 1
        return super().on_score(match, {**payload, "points": 1 + DriftingTally.calls % 3})


@pytest.mark.parametrize(
    ("ruleset", "problem"),
    [
        (DriftingTally(), "does not give the state the entries led to"),
        (StuckTally(), "The game is stuck"),
        (SideTally(), "are not the sum of the rows"),
        (WrongPhaseTally(), "random_entry drew 'bid'"),
        (LeakyCardsTally(), "do not add up to 3"),
        (UnsortedTally(), "exported to JSON"),
    ],
    ids=lambda x: type(x).__name__ if isinstance(x, Ruleset) else "",
)
def test_the_harness_catches_a_broken_game(tally, ruleset, problem):
    with pytest.raises(AssertionError, match=problem) as caught:
        play_and_check(ruleset, tally_setup(), "broken")
    assert any("Simulated game: tally, 3 players" in note for note in caught.value.__notes__)


def test_a_failing_game_is_played_again_from_its_seed_alone(tally):
    first, again = rerun("fast/tally/3/1"), rerun("fast/tally/3/1")
    assert first.setup == again.setup and first.entries == again.entries
    assert rerun("fast/tally/2/0").setup.options == TallyOptions()


def test_a_game_without_random_entries_fails_with_a_clear_message():
    class Silent(Tally):
        random_entry = Ruleset.random_entry

    with pytest.raises(pytest.fail.Exception, match="Tally \\(tally\\) has no random_entry"):
        require_random_entry(Silent())


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.slug)
def test_random_set_ups_are_accepted_and_vary_the_options(ruleset):
    drawn = set()
    for number in range(20):
        players = ruleset.min_players + number % (ruleset.max_players - ruleset.min_players + 1)
        setup = make_setup(ruleset, players, Random(number), defaults=False)
        ruleset.check_setup(setup)
        ruleset.check_new_game(setup)
        assert parse_options(ruleset.Options, options_as_dict(setup.options)) == setup.options
        drawn.add(json.dumps(options_as_dict(setup.options), sort_keys=True))
    if describe_options(ruleset.Options):
        assert len(drawn) > 1, "Random set-ups should not all fall back to the default options."
