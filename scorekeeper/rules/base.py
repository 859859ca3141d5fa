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
new one. Undo, redo and corrections are handled once for all games by ``rules.log``.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from scorekeeper.cards import AnyCard, CardError, check_cards, parse_cards

# --- Errors and events ---------------------------------------------------------------------------


class RuleError(ValueError):
    """An entry breaks the rules. ``message`` is one sentence a player understands.

    ``field`` names the form field at fault (e.g. ``"bid"``, ``"taken.2"``) so the page can show the
    message next to it; ``None`` means the entry as a whole.
    """

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


@dataclass(frozen=True, slots=True)
class Event:
    """A fact the table reports. ``payload`` is plain JSON data, validated by the ruleset."""

    type: str
    payload: Mapping[str, Any] = field(default_factory=dict)


# --- Options -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """How one option is shown in the catalogue and on the game-setup form."""

    name: str
    label: str
    default: Any
    kind: str  # "choice", "int", "bool"
    choices: tuple[tuple[Any, str], ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""

    def as_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["choices"] = [{"value": v, "label": lab} for v, lab in self.choices]
        return data


def option(
    default: Any,
    label: str,
    *,
    choices: Iterable[tuple[Any, str]] | None = None,
    minimum: int | None = None,
    maximum: int | None = None,
    help: str = "",
) -> Any:
    """Declare a field of a ruleset's frozen ``Options`` dataclass, with what the form needs."""
    return field(
        default=default,
        metadata={
            "label": label,
            "choices": tuple(choices) if choices is not None else (),
            "minimum": minimum,
            "maximum": maximum,
            "help": help,
        },
    )


def number_choices(*values: int) -> tuple[tuple[int, str], ...]:
    """Choices of a numeric option labelled by the numbers themselves: ``number_choices(20, 25)``."""
    return tuple((v, str(v)) for v in values)


def describe_options(options_cls: type) -> list[OptionSpec]:
    """The catalogue entry of each option of an ``Options`` dataclass."""
    specs = []
    for f in dataclasses.fields(options_cls):
        meta = f.metadata
        kind = "choice" if meta.get("choices") else "bool" if isinstance(f.default, bool) else "int"
        specs.append(
            OptionSpec(
                name=f.name,
                label=meta.get("label", f.name),
                default=f.default,
                kind=kind,
                choices=meta.get("choices", ()),
                minimum=meta.get("minimum"),
                maximum=meta.get("maximum"),
                help=meta.get("help", ""),
            )
        )
    return specs


def parse_options(options_cls: type[OptionsT], raw: Mapping[str, Any] | None) -> OptionsT:
    """Build validated options from JSON or form data. Unknown names and bad values are errors.

    Booleans accept true/false, "on"/"off", "1"/"0"; integers accept their decimal text.
    """
    raw = dict(raw or {})
    specs = {s.name: s for s in describe_options(options_cls)}
    unknown = sorted(set(raw) - set(specs))
    if unknown:
        raise RuleError(f"Unknown option: {', '.join(unknown)}.", unknown[0])
    values = {name: _coerce_option(specs[name], value) for name, value in raw.items()}
    return options_cls(**values)


def options_as_dict(options: Any) -> dict[str, Any]:
    """JSON-ready form of an options instance."""
    return dataclasses.asdict(options)


_TRUE = {"true", "on", "1", "yes"}
_FALSE = {"false", "off", "0", "no", ""}


def _coerce_option(spec: OptionSpec, value: Any) -> Any:
    if spec.kind == "bool":
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in _TRUE | _FALSE:
            return text in _TRUE
        raise RuleError(f"{spec.label}: expected yes or no.", spec.name)
    if spec.kind == "choice":
        for choice, _label in spec.choices:
            if value == choice or str(value) == str(choice):
                return choice
        allowed = ", ".join(label for _, label in spec.choices)
        raise RuleError(f"{spec.label}: choose one of {allowed}.", spec.name)
    number = as_int(value, spec.label, spec.name)
    if spec.minimum is not None and number < spec.minimum:
        raise RuleError(f"{spec.label} must be at least {spec.minimum}.", spec.name)
    if spec.maximum is not None and number > spec.maximum:
        raise RuleError(f"{spec.label} must be at most {spec.maximum}.", spec.name)
    return number


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
class ScoreLine:
    """One reason behind a score: ``ScoreLine("fifteen", 2, ("7H", "8S"))``."""

    label: str
    points: int
    cards: tuple[str, ...] = ()


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


@dataclass(frozen=True, slots=True)
class Prompt:
    """What the table records next.

    ``phase`` picks the entry form (``templates/games/<slug>/_<phase>.html``); ``events`` are the
    event types accepted now; ``actor`` is the seat whose turn it is, if one; ``data`` carries what
    the form needs (hand size, allowed bids, ...).
    """

    phase: str
    title: str
    events: tuple[str, ...] = ()
    actor: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)


OptionsT = TypeVar("OptionsT")
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

    def check_setup(self, setup: GameSetup) -> None:
        """Refuse a set-up the game cannot be played with (override to add option-specific checks)."""
        n = setup.size
        if not self.min_players <= n <= self.max_players:
            raise RuleError(
                f"{self.name} is played by {self.min_players} to {self.max_players} players, not {n}.",
                "players",
            )
        if not 0 <= setup.first_dealer < n:
            raise RuleError("The first dealer must be one of the players.", "first_dealer")
        if not isinstance(setup.options, self.Options):
            raise RuleError(f"These options are not {self.name} options.", "options")
        # Options built directly (not parsed) are checked against their choices and bounds too.
        parse_options(self.Options, options_as_dict(setup.options))

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
            "options": [s.as_dict() for s in describe_options(self.Options)],
        }


# --- Payload readers: turn untrusted JSON into checked values -------------------------------------


def as_int(value: Any, label: str, field_name: str | None = None) -> int:
    """An integer from JSON or form text, or a ``RuleError`` naming ``label``."""
    if isinstance(value, bool):
        raise RuleError(f"{label} must be a whole number.", field_name)
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit() and len(value) < 12:
        return int(value.strip())
    if value is None or value == "":
        raise RuleError(f"{label} is missing.", field_name)
    raise RuleError(f"{label} must be a whole number, not “{str(value)[:20]}”.", field_name)


def read_int(
    payload: Mapping[str, Any],
    key: str,
    label: str,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    field_name: str | None = None,
) -> int:
    """``payload[key]`` as an integer within bounds."""
    name = field_name or key
    value = as_int(payload.get(key), label, name)
    if minimum is not None and value < minimum:
        raise RuleError(f"{label} cannot be less than {minimum}.", name)
    if maximum is not None and value > maximum:
        raise RuleError(f"{label} cannot be more than {maximum}.", name)
    return value


def read_int_list(
    payload: Mapping[str, Any],
    key: str,
    labels: Sequence[str],
    *,
    minimum: int | None = None,
    maximum: int | None = None,
) -> tuple[int, ...]:
    """``payload[key]`` as one integer per label (e.g. per player), each within bounds."""
    values = payload.get(key)
    if not isinstance(values, list | tuple) or len(values) != len(labels):
        raise RuleError(f"Enter a number for each of {len(labels)} players.", key)
    return tuple(
        read_int({key: v}, key, label, minimum=minimum, maximum=maximum, field_name=f"{key}.{i}")
        for i, (v, label) in enumerate(zip(values, labels, strict=True))
    )


def read_cards(
    value: Any,
    deck: Sequence[AnyCard],
    *,
    count: int | None = None,
    field_name: str,
    who: str = "",
) -> list[AnyCard]:
    """A list of cards (list of strings or one string) checked against ``deck``."""
    if not isinstance(value, str | list | tuple):
        raise RuleError("Enter the cards as a list such as 10H QS JK.", field_name)
    try:
        cards = parse_cards(value)
        check_cards(cards, deck, count=count)
    except CardError as exc:
        message = str(exc)
        if who:
            lowered = message[1:2].islower()  # a sentence ("Expected …"), not a card ("AH appears twice")
            message = f"{who}: {message[0].lower() if lowered else message[0]}{message[1:]}"
        raise RuleError(message, field_name) from exc
    return cards


def read_flag(payload: Mapping[str, Any], key: str, label: str) -> bool:
    """``payload[key]`` as yes or no: JSON booleans, or form text such as "on", "yes", "1"; absent is no."""
    value = payload.get(key)
    if value is None or isinstance(value, bool):
        return bool(value)
    text = str(value).strip().lower()
    if text in _TRUE | _FALSE:
        return text in _TRUE
    raise RuleError(f"{label}: expected yes or no.", key)


def read_choice(payload: Mapping[str, Any], key: str, label: str, choices: Iterable[str]) -> str:
    """``payload[key]`` as one of ``choices``."""
    allowed = list(choices)
    value = payload.get(key)
    if value not in allowed:
        raise RuleError(f"{label}: choose one of {', '.join(allowed)}.", key)
    return value


def read_seat(payload: Mapping[str, Any], key: str, players: Sequence[str], label: str) -> int:
    """``payload[key]`` as a seat index."""
    return read_int(payload, key, label, minimum=0, maximum=len(players) - 1)


def expect_event(event: Event, prompt: Prompt) -> None:
    """Refuse an event the current phase does not accept."""
    if event.type not in prompt.events:
        if prompt.phase == "over":
            raise RuleError("The game is over: nothing more can be entered.")
        wanted = " or ".join(e.replace("_", " ") for e in prompt.events) or "nothing"
        raise RuleError(f"Now the table records {wanted}, not {event.type.replace('_', ' ')}.")


# --- Shared mechanics: seats, dealers, teams, targets, ties ----------------------------------------


def next_seat(seat: int, players: int, step: int = 1) -> int:
    """The seat ``step`` places to the left (clockwise)."""
    return (seat + step) % players


def dealer_of_hand(first_dealer: int, hand_index: int, players: int) -> int:
    """Dealer of the ``hand_index``-th hand (0-based) when the deal passes to the left."""
    return (first_dealer + hand_index) % players


def order_from_left_of(seat: int, players: int) -> list[int]:
    """Every seat, starting left of ``seat`` and ending with ``seat`` (bidding order from dealer)."""
    return [(seat + k) % players for k in range(1, players + 1)]


def odd_even_teams(players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Seats 1, 3, 5 … against seats 2, 4, 6 … (0-based: even indexes against odd)."""
    return tuple(range(0, players, 2)), tuple(range(1, players, 2))


def team_name(players: Sequence[str], seats: Iterable[int]) -> str:
    """'Ann & Bob' for a partnership."""
    return " & ".join(players[s] for s in seats)


def validate_teams(teams: Sequence[Sequence[int]], players: int) -> tuple[tuple[int, ...], ...]:
    """Each seat in exactly one team, at least two teams, none empty."""
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


def plural(count: int, word: str, many: str | None = None) -> str:
    """'1 trick', '3 tricks'."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def joined(items: Sequence[str], last: str = "and") -> str:
    """'a, b and c'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"
