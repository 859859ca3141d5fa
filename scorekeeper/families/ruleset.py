"""The ruleset interface every game implements, and the helpers many games share.

A game is a ruleset, its options, the seated players and an ordered list of events. Every score is
derived by folding the events through the ruleset::

    state = ruleset.start(setup)
    for event in events:
        state = ruleset.apply(state, event)   # raises RuleError, state unchanged, if illegal
    sheet = ruleset.score_sheet(state)        # per-hand rows, totals, winners, is the game over
    prompt = ruleset.prompt(state)            # what the table records next ("Bids for hand 3")

Example, a two-line ruleset where each event adds points to one player::

    @dataclass(frozen=True)
    class TallyOptions:
        target: int = option(100, "Play to", minimum=1, maximum=1000)

    class Tally(Ruleset[TallyOptions, tuple[int, ...]]):
        slug, name, min_players, max_players = "tally", "Tally", 2, 8
        Options = TallyOptions
        def start(self, setup): return (0,) * len(setup.players)
        def on_score(self, state, payload): ...   # one on_<event type> method per event

Rulesets are pure: no Flask, no database, no I/O. States are immutable values; ``apply`` returns a
new one. Undo, redo and corrections are handled once for all games by ``families.log``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from random import Random
from typing import Any, ClassVar, Generic, TypeVar

from scorekeeper.core import OptionsT, RuleError, ScoreLine, describe_options, options_as_dict, parse_options
from scorekeeper.families.statistics import Statistic, Tally
from scorekeeper.families.words import plain_words

# --- Events -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Event:
    """A fact the table reports. ``payload`` is plain JSON data, validated by the ruleset."""

    type: str
    payload: Mapping[str, Any] = field(default_factory=dict)


# --- The game set-up, the score sheet and the prompt -----------------------------------------------


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Who sits where, who deals first, the chosen options and partnerships (seat indexes)."""

    players: tuple[str, ...]
    options: Any
    first_dealer: int = 0
    teams: tuple[tuple[int, ...], ...] = ()

    @property
    def size(self) -> int:
        return len(self.players)


@dataclass(frozen=True, slots=True)
class HandRow:
    """One line of the score sheet: a hand's points per column, and what earned them.

    ``notes`` per column are short texts for the sheet ("bid 2 · took 2"); ``lines`` per column
    are the full breakdown shown on demand.
    """

    label: str
    points: tuple[int | None, ...]
    notes: tuple[str, ...] = ()
    lines: tuple[tuple[ScoreLine, ...], ...] = ()
    summary: str = ""


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """Everything a scoreboard shows. Columns are players, or teams where the game scores teams."""

    columns: tuple[str, ...]
    rows: tuple[HandRow, ...]
    totals: tuple[int, ...]
    lower_wins: bool = False
    is_over: bool = False
    winners: tuple[int, ...] = ()
    dealer: int | None = None
    in_progress: str | None = None
    target: int | None = None
    extras: Mapping[str, Any] = field(default_factory=dict)

    @property
    def leaders(self) -> tuple[int, ...]:
        """Columns currently in front (several when tied)."""
        return best_columns(self.totals, lower_wins=self.lower_wins)

    @property
    def in_front(self) -> tuple[int, ...]:
        """The leaders a scoreboard marks: nobody before the first row, nor while everyone is level (a star
        on every name says nothing)."""
        leaders = self.leaders
        return leaders if self.rows and len(leaders) < len(self.columns) else ()


@dataclass(frozen=True, slots=True)
class Phase:
    """One step of a game, declared as data: the events it takes, its entry form, and its hint.

    ``template`` is the form's template; empty means ``games/<slug>/_<name>.html``. Shared forms of a
    family name theirs (``games/_side_points.html``). The web layer and the conformance tests read a
    ruleset's ``phases``, so a phase without a form cannot ship.
    """

    name: str
    events: tuple[str, ...]
    hint: str = ""
    template: str = ""


@dataclass(frozen=True, slots=True)
class Prompt:
    """What the table records next.

    ``phase`` names one of the ruleset's declared ``phases`` (or ``"over"``); ``events`` are the event
    types accepted now (some of the phase's); ``actor`` is the seat whose turn it is, if one; ``data``
    carries what the form needs (hand size, allowed bids, ...); ``hint`` is the phase's one-line help.
    """

    phase: str
    title: str
    events: tuple[str, ...] = ()
    actor: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    hint: str = ""


OVER = "over"


# --- Direction of play ------------------------------------------------------------------------------


class Direction(StrEnum):
    """Which way play goes round the table: the deal, the bidding, the turns and the next dealer.

    Seats are always entered clockwise ("the players in seat order (clockwise)", as the home page asks), so
    seat ``s + 1`` is the left-hand neighbour of seat ``s``. A clockwise game passes to the left (to the
    next seat); a counter-clockwise game ("Deal and play are counter-clockwise") to the right (the seat
    before). Every game declares its own (``Ruleset.direction``); these helpers are the only place that
    turns it into seat numbers.
    """

    CLOCKWISE = "clockwise"
    COUNTER_CLOCKWISE = "counter-clockwise"

    @property
    def step(self) -> int:
        """+1 or -1: how a seat number moves to the next player in this direction."""
        return 1 if self is Direction.CLOCKWISE else -1

    @property
    def side(self) -> str:
        """'left' or 'right': the side of a player where the next one in this direction sits."""
        return "left" if self is Direction.CLOCKWISE else "right"

    @property
    def reverse(self) -> Direction:
        return Direction.COUNTER_CLOCKWISE if self is Direction.CLOCKWISE else Direction.CLOCKWISE

    def after(self, seat: int, players: int, places: int = 1) -> int:
        """The seat ``places`` players after ``seat`` in this direction (the next player: one place)."""
        return (seat + self.step * places) % players

    def before(self, seat: int, players: int, places: int = 1) -> int:
        """The seat ``places`` players before ``seat`` in this direction (whose turn came before)."""
        return self.after(seat, players, -places)

    def order_after(self, seat: int, players: int) -> list[int]:
        """Every seat in this direction, starting with the one after ``seat`` and ending with ``seat``: the
        order of the bidding and of the first trick when ``seat`` deals ("from the dealer's left/right")."""
        return [self.after(seat, players, k) for k in range(1, players + 1)]

    def order_from(self, seat: int, players: int) -> list[int]:
        """Every seat in this direction, starting with ``seat`` (a trick led by ``seat``)."""
        return [self.after(seat, players, k) for k in range(players)]

    def words(self, whose: str = "the dealer's") -> str:
        """The side named: "the dealer's left" or "the dealer's right"."""
        return f"{whose} {self.side}"


CLOCKWISE = Direction.CLOCKWISE
COUNTER_CLOCKWISE = Direction.COUNTER_CLOCKWISE


StateT = TypeVar("StateT")


class Ruleset(ABC, Generic[OptionsT, StateT]):
    """One game. Subclasses set the class attributes and implement the four methods."""

    slug: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type]
    summary: ClassVar[str] = ""
    rules_file: ClassVar[str] = ""
    #: True where partnerships are part of the game (the set-up form then asks for teams).
    uses_teams: ClassVar[bool] = False
    #: True where the game's first entry decides the first dealer (a cut), so the set-up's is not used.
    first_dealer_by_cut: ClassVar[bool] = False
    #: What the set-up form calls the seat that begins: "First dealer", or the text's word where nobody deals.
    first_dealer_label: ClassVar[str] = "First dealer"
    #: Which way the deal, the bidding, the turns and the next deal go, as the rules text says; seats are
    #: entered clockwise, so a counter-clockwise game starts at the dealer's right (the seat before).
    direction: ClassVar[Direction] = Direction.CLOCKWISE
    #: Options added after games of this ruleset were stored, with the value that keeps a stored game's old
    #: meaning where its options (in the database or an exported record) lack them; new games take the
    #: option's default (``stored_options``).
    stored_defaults: ClassVar[Mapping[str, Any]] = {}
    #: The phases of the game, in the order a deal meets them.
    phases: ClassVar[tuple[Phase, ...]] = ()
    #: Payload fields the table keeps secret, by event type (New Eleusis's rule): every page, API answer and
    #: export of the log shows them masked (``families.log.public_payload``) until ``secrets_kept_from``
    # allows.
    secret_fields: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    #: What only this game's rules can count about each player (``families/statistics.py``), shown on the
    #: group's pages; ``tallies`` counts them in a game's final state.
    statistics: ClassVar[tuple[Statistic, ...]] = ()

    def tallies(self, state: StateT) -> Sequence[Tally]:
        """Each seat's counts of ``statistics`` in this state (a finished game's, usually), in seat order."""
        return ()

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        """The entry as a player at the table would say it ("Ann bids 2"), for the entries list, the undo and
        redo messages and the exports. ``actor``: the seat whose turn it was, when the caller knows it. The
        default says the payload's fields plainly (``families.words.plain_words``); a game whose entries read
        better in its own words overrides this in its ``words.py``."""
        return plain_words(setup.players, event.type, event.payload, actor)

    def stored_options(self, raw: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options of a stored game (a database row or an exported record), before parsing: an option
        it lacks because it was added later takes its ``stored_defaults`` value, so the game replays as it
        was scored."""
        return {**self.stored_defaults, **(raw or {})}

    def direction_at(self, setup: GameSetup) -> Direction:
        """The direction of play in seat numbers at this table: the declared ``direction``. A game whose
        records were once entered another way overrides it from an option kept with the game (Briscola
        Chiamata's old records, entered in the order of play)."""
        return self.direction

    def title(self, options: Any) -> str:
        """The game's name as every page, list and export shows a game played with these options: the
        ruleset's ``name``, except where the table names the game itself (the score pad's "Hearts")."""
        return self.name

    def saved_as(self, options: Any) -> tuple[str, str] | None:
        """The name these settings are saved under at the table, to be offered again in one tap, and the
        settings in words: ``("Hearts", "lowest wins, ends at 100")``. ``None`` (every game of the
        catalogue): nothing to save, the catalogue already offers the game."""
        return None

    def phase(self, name: str) -> Phase:
        """The declared phase called ``name``."""
        for phase in self.phases:
            if phase.name == name:
                return phase
        raise KeyError(f"{self.slug} declares no phase {name!r}")

    def secrets_kept_from(self, state: StateT, events: Sequence[Event]) -> int | None:
        """Where the secrets still kept begin in ``events`` (the events in force, in order): entries made
        after the event before that index show their ``secret_fields`` masked. ``None``: nothing is secret."""
        return None

    def template_for(self, phase_name: str) -> str:
        """The entry form of a phase."""
        return self.phase(phase_name).template or f"games/{self.slug}/_{phase_name}.html"

    def ask(
        self,
        phase_name: str,
        title: str,
        *,
        actor: int | None = None,
        data: Mapping[str, Any] | None = None,
        events: Sequence[str] | None = None,
    ) -> Prompt:
        """The prompt of a declared phase (``events``: the subset accepted now, default all of them)."""
        phase = self.phase(phase_name)
        accepted = phase.events if events is None else tuple(events)
        if not set(accepted) <= set(phase.events):
            raise KeyError(f"{self.slug}: phase {phase_name!r} does not take {accepted}")
        return Prompt(phase.name, title, accepted, actor, data or {}, phase.hint)

    def game_over(self, title: str, data: Mapping[str, Any] | None = None) -> Prompt:
        """The prompt once the game has ended: nothing more is accepted."""
        return Prompt(OVER, title, (), None, data or {})

    @property
    def player_counts(self) -> str:
        """How many play, in words: "4" (Bacon), "2 to 6" (Golf)."""
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players} to {self.max_players}"

    def check_setup(self, setup: GameSetup) -> None:
        """Refuse a set-up the game cannot be played with (override to add option-specific checks)."""
        n = setup.size
        if not self.min_players <= n <= self.max_players:
            raise RuleError(f"{self.name} is played by {self.player_counts} players, not {n}.", "players")
        if not 0 <= setup.first_dealer < n:
            raise RuleError("The first dealer must be one of the players.", "first_dealer")
        if not isinstance(setup.options, self.Options):
            raise RuleError(f"These options are not {self.name} options.", "options")
        # Options built directly (not parsed) are checked against their choices and bounds too.
        parse_options(self.Options, options_as_dict(setup.options))

    def check_new_game(self, setup: GameSetup) -> None:
        """Refuse the set-up of a new game on rules added after games were stored (override): unlike
        ``check_setup``, it is not asked of a stored game, which must still replay."""

    #: The state class, built from the set-up alone by the default ``start``.
    State: ClassVar[type]

    def start(self, setup: GameSetup) -> StateT:
        """The state before any event (the default: the checked set-up in a fresh ``State``)."""
        self.check_setup(setup)
        return self.State(setup)

    #: What to say when an entry's payload is not an object at all.
    payload_hint: ClassVar[str] = "The entry is not in a form the game understands."

    def apply(self, state: StateT, event: Event) -> StateT:
        """The state after ``event``; raise ``RuleError`` if the event breaks the rules.

        Refuses an event the current phase does not accept, or whose payload is not an object, then
        hands the payload to the game's ``on_<event type>(state, payload)`` method.
        """
        expect_event(event, self.prompt(state))
        if not isinstance(event.payload, Mapping):
            raise RuleError(self.payload_hint)
        return getattr(self, f"on_{event.type}")(state, event.payload)

    def random_entry(self, state: StateT, rng: Random) -> Event:
        """An entry a table could make now, drawn at random from the current phase's events.

        The simulation test (``tests/games/test_simulation.py``) plays every registered game to its end
        with these; most should be legal, and a refused one is simply drawn again.
        """
        raise NotImplementedError(f"{self.slug} has no random entries for the simulation test")

    @abstractmethod
    def prompt(self, state: StateT) -> Prompt:
        """What the table records next (``phase="over"`` once the game has ended)."""

    @abstractmethod
    def score_sheet(self, state: StateT) -> ScoreSheet:
        """Per-hand rows, totals, winners and whether the game is over."""

    def catalogue_entry(self) -> dict[str, Any]:
        """What the game catalogue (page and API) shows for this game."""
        return {
            "slug": self.slug,
            "name": self.name,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "summary": self.summary,
            "uses_teams": self.uses_teams,
            "direction": self.direction.value,
            "options": [s.as_dict() for s in describe_options(self.Options)],
        }


def expect_event(event: Event, prompt: Prompt) -> None:
    """Refuse an event the current phase does not accept."""
    if event.type not in prompt.events:
        if prompt.phase == "over":
            raise RuleError("The game is over: nothing more can be entered.")
        wanted = " or ".join(e.replace("_", " ") for e in prompt.events) or "nothing"
        raise RuleError(f"Now the table records {wanted}, not {event.type.replace('_', ' ')}.")


# --- Shared mechanics: seats, dealers, teams, targets, ties ----------------------------------------


def dealer_of_hand(first_dealer: int, hand_index: int, players: int) -> int:
    """Dealer of the ``hand_index``-th hand (0-based) when the deal passes to the left."""
    return CLOCKWISE.after(first_dealer, players, hand_index)


def order_from_left_of(seat: int, players: int) -> list[int]:
    """Every seat, starting left of ``seat`` and ending with ``seat`` (bidding order from dealer)."""
    return CLOCKWISE.order_after(seat, players)


def order_from_right_of(seat: int, players: int) -> list[int]:
    """Every seat, starting right of ``seat`` and ending with ``seat`` (a counter-clockwise game)."""
    return COUNTER_CLOCKWISE.order_after(seat, players)


def odd_even_teams(players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Seats 1, 3, 5 … against seats 2, 4, 6 … (0-based: even indexes against odd)."""
    return tuple(range(0, players, 2)), tuple(range(1, players, 2))


def team_name(players: Sequence[str], seats: Iterable[int]) -> str:
    """'Ann & Bob' for a partnership."""
    return " & ".join(players[s] for s in seats)


def validate_teams(teams: Sequence[Sequence[int]], players: int) -> tuple[tuple[int, ...], ...]:
    """Each seat in exactly one team, at least two teams, none empty.

    ``teams`` comes from a request, so its shape is checked first: a list of lists of seat numbers.
    """
    if not isinstance(teams, list | tuple) or not all(
        isinstance(team, list | tuple) and all(isinstance(s, int) and not isinstance(s, bool) for s in team)
        for team in teams
    ):
        raise RuleError("Give the teams as lists of seat numbers, such as [[0, 2], [1, 3]].", "teams")
    seen = [s for team in teams for s in team]
    if len(teams) < 2 or any(not t for t in teams):
        raise RuleError("Teams need at least two sides with a player each.", "teams")
    if sorted(seen) != list(range(players)):
        raise RuleError("Every player must be in exactly one team.", "teams")
    return tuple(tuple(t) for t in teams)


def best_columns(totals: Sequence[int], *, lower_wins: bool = False) -> tuple[int, ...]:
    """Indexes of the best total (all of them on a tie); empty if there are no totals."""
    if not totals:
        return ()
    best = min(totals) if lower_wins else max(totals)
    return tuple(i for i, t in enumerate(totals) if t == best)


def reached_target(totals: Sequence[int], target: int) -> tuple[int, ...]:
    """Columns whose total is at or above ``target``."""
    return tuple(i for i, t in enumerate(totals) if t >= target)


def running_totals(rows: Iterable[HandRow], columns: int) -> tuple[int, ...]:
    """Sum of each column over the rows (``None`` counts as 0)."""
    totals = [0] * columns
    for row in rows:
        for i, p in enumerate(row.points):
            totals[i] += p or 0
    return tuple(totals)
