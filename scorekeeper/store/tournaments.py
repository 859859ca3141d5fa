"""Tournaments of a group: the settings, the entrants, each round's seating and its tables.

A tournament belongs to a group, so it is reached only through the group's tokens: the scorer's is the
director's, the viewer's reads. Seating and standings are the pure layer's (``scorekeeper.tournaments``);
this module keeps what was decided: a round is *seated* (its plan, changed by hand as the director likes),
then *started* (each of its tables an ordinary table of the group with its game, scored on the players'
phones as any game), then *ended* by the director, which fixes how many hand rows of each game count.
The results are never stored: ``store/tournament_results.py`` reads them from the games.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlmodel import Session, select

from scorekeeper.core import RuleError, options_as_dict, parse_options
from scorekeeper.families.ruleset import Ruleset
from scorekeeper.games.registry import get_ruleset
from scorekeeper.store import groups, repo
from scorekeeper.store.models import (
    TABLE_NAME_MAX,
    Entrant,
    PlayerGroup,
    RoundTable,
    Tournament,
    TournamentRound,
    utcnow,
)
from scorekeeper.store.tables import MAX_PLAYERS, add_table, clean_name, link_seats
from scorekeeper.store.writes import write_transaction
from scorekeeper.tournaments import (
    Movement,
    RoundPlan,
    RoundResult,
    Scoring,
    Table,
    Tiebreak,
    plan_round,
    problems,
)

MAX_ROUNDS = 30
MAX_DEALS = 100
MAX_MINUTES = 600
MAX_ENTRANTS = 240


@dataclass(frozen=True)
class Settings:
    """A new tournament as asked for (from the form, unchecked: ``create_tournament`` checks it)."""

    name: Any
    ruleset: Any
    options: Mapping[str, Any]
    movement: Any
    rounds: Any
    deals: Any = None
    minutes: Any = None
    scoring: Any = Scoring.MATCH_POINTS
    tiebreaks: Sequence[Any] = ()
    players: Sequence[int] = ()
    partnerships: Sequence[tuple[int, int]] = ()


def create_tournament(session: Session, group: PlayerGroup, settings: Settings) -> Tournament:
    """A tournament with its entrants: the players ticked, or the fixed partnerships given."""
    ruleset = _ruleset(settings.ruleset)
    movement = _choice(Movement, settings.movement, "movement", "Choose how the entrants are seated.")
    pairs = list(settings.partnerships)
    _check_movement(ruleset, movement, pairs)
    tournament = Tournament(
        group_id=group.id,  # type: ignore[arg-type]
        name=clean_name(settings.name, "Tournament name", TABLE_NAME_MAX),
        ruleset=ruleset.slug,
        options=options_as_dict(parse_options(ruleset.Options, dict(settings.options))),
        movement=movement.value,
        rounds=_whole(settings.rounds, "rounds", "The number of rounds", 1, MAX_ROUNDS),
        deals=_optional_whole(settings.deals, "deals", "The deals per round", MAX_DEALS),
        minutes=_optional_whole(settings.minutes, "minutes", "The time limit", MAX_MINUTES),
        scoring=_choice(Scoring, settings.scoring, "scoring", "Choose how the standings score.").value,
        tiebreaks=[t.value for t in _tiebreaks(settings.tiebreaks)],
        seed=random.SystemRandom().randrange(1, 2**31),
    )
    _check_game(tournament, pairs)
    entries = [(a, b) for a, b in pairs] if pairs else [(m, None) for m in settings.players]
    _check_entries(session, group, entries)
    _check_enough(ruleset, movement, len(entries))
    with write_transaction(session):
        session.add(tournament)
        session.flush()
        session.add_all(Entrant(tournament_id=tournament.id, member_id=a, partner_id=b) for a, b in entries)  # type: ignore[arg-type]
    session.refresh(tournament)
    return tournament


def tournaments_of(session: Session, group: PlayerGroup) -> list[Tournament]:
    query = select(Tournament).where(Tournament.group_id == group.id).order_by(Tournament.id.desc())  # type: ignore[union-attr]
    return list(session.exec(query))


def tournament_of(session: Session, group: PlayerGroup, tournament_id: int) -> Tournament | None:
    """The group's tournament of that id; None for another group's (its id reaches nothing here)."""
    found = session.get(Tournament, tournament_id)
    return found if found is not None and found.group_id == group.id else None


def ruleset_of(tournament: Tournament) -> Ruleset:
    return _ruleset(tournament.ruleset)


def game_title(tournament: Tournament) -> str:
    ruleset = get_ruleset(tournament.ruleset)
    return (
        ruleset.title(parse_options(ruleset.Options, tournament.options)) if ruleset else tournament.ruleset
    )


def table_sizes(tournament: Tournament) -> tuple[int, ...]:
    """The sides a table may have: two in a two-sided movement, the game's player counts otherwise."""
    if tournament.movement != Movement.TABLES:
        return (2,)
    ruleset = ruleset_of(tournament)
    return tuple(range(max(ruleset.min_players, 2), min(ruleset.max_players, MAX_PLAYERS) + 1))


# --- Entrants -------------------------------------------------------------------------------------------


def entrants_of(session: Session, tournament: Tournament) -> list[Entrant]:
    query = select(Entrant).where(Entrant.tournament_id == tournament.id).order_by(Entrant.id)  # type: ignore[arg-type]
    return list(session.exec(query))


def entrant_names(session: Session, group: PlayerGroup, entrants: Sequence[Entrant]) -> dict[int, str]:
    """Each entrant's name as the pages show it: the player's, or "Ann & Bob" for a partnership."""
    names = {m.id: m.name for m in groups.members_of(session, group)}
    return {
        e.id: names.get(e.member_id, "?") + (f" & {names.get(e.partner_id, '?')}" if e.partner_id else "")  # type: ignore[misc]
        for e in entrants
    }


def playing_in(entrants: Sequence[Entrant], number: int) -> list[int]:
    """The entrants who play round ``number``: joined by then and not withdrawn before it."""
    return [
        e.id  # type: ignore[misc]
        for e in entrants
        if e.joined_round <= number and (e.withdrawn_after is None or e.withdrawn_after >= number)
    ]


def add_late_entrant(
    session: Session, group: PlayerGroup, tournament: Tournament, member_id: int, partner_id: int | None
) -> Entrant:
    """A late arrival: plays from the next round to be seated (a round seated and not started is seated
    again with them)."""
    number = _round_to_change(session, tournament)
    entries = [(member_id, partner_id)]
    _check_entries(session, group, entries, taken=_members_entered(session, tournament))
    if (partner_id is not None) != (tournament.movement == Movement.SWISS and _is_pairs(session, tournament)):
        raise RuleError("Enter a late arrival as the others: one player, or a partnership of two.", "member")
    entrant = Entrant(
        tournament_id=tournament.id, member_id=member_id, partner_id=partner_id, joined_round=number
    )  # type: ignore[arg-type]
    with write_transaction(session):
        session.add(entrant)
        _drop_unstarted(session, tournament)
    return entrant


def withdraw(session: Session, tournament: Tournament, entrant_id: int) -> None:
    """An entrant leaves: they play no round after the last one started (their results so far stay)."""
    number = _round_to_change(session, tournament)
    entrant = session.get(Entrant, entrant_id)
    if entrant is None or entrant.tournament_id != tournament.id:
        raise RuleError("That entrant is not in this tournament.", "entrant")
    if entrant.withdrawn_after is not None:
        raise RuleError("That entrant has already withdrawn.", "entrant")
    with write_transaction(session):
        entrant.withdrawn_after = number - 1
        session.add(entrant)
        _drop_unstarted(session, tournament)


# --- Rounds ---------------------------------------------------------------------------------------------


def rounds_of(session: Session, tournament: Tournament) -> list[TournamentRound]:
    query = select(TournamentRound).where(TournamentRound.tournament_id == tournament.id)
    return list(session.exec(query.order_by(TournamentRound.number)))  # type: ignore[arg-type]


def round_of(session: Session, tournament: Tournament, number: int) -> TournamentRound | None:
    query = select(TournamentRound).where(
        TournamentRound.tournament_id == tournament.id, TournamentRound.number == number
    )
    return session.exec(query).first()


def tables_of_round(session: Session, round_: TournamentRound) -> list[RoundTable]:
    query = select(RoundTable).where(RoundTable.round_id == round_.id).order_by(RoundTable.number)  # type: ignore[arg-type]
    return list(session.exec(query))


def plan_of(round_: TournamentRound) -> RoundPlan:
    """The round's seating as the pure layer reads it (from its JSON)."""
    tables = tuple(Table(tuple(tuple(side) for side in sides)) for sides in round_.plan.get("tables", ()))
    return RoundPlan(round_.number, tables, tuple(round_.plan.get("byes", ())))


def plan_json(plan: RoundPlan) -> dict[str, Any]:
    return {
        "tables": [[list(side) for side in table.sides] for table in plan.tables],
        "byes": list(plan.byes),
    }


def seat_next_round(
    session: Session, tournament: Tournament, history: Sequence[RoundResult]
) -> TournamentRound:
    """The app's seating of the next round (``history``: the rounds ended, with their results)."""
    rounds = rounds_of(session, tournament)
    if rounds and rounds[-1].ended_at is None:
        raise RuleError(f"Round {rounds[-1].number} is not over yet: end it before seating the next.")
    number = len(rounds) + 1
    if number > tournament.rounds:
        raise RuleError(f"All {tournament.rounds} rounds have been played.")
    plan = plan_round(
        Movement(tournament.movement),
        playing_in(entrants_of(session, tournament), number),
        history,
        table_sizes=table_sizes(tournament),
        scoring=Scoring(tournament.scoring),
        seed=tournament.seed + number,
    )
    round_ = TournamentRound(tournament_id=tournament.id, number=number, plan=plan_json(plan))  # type: ignore[arg-type]
    with write_transaction(session):
        session.add(round_)
    session.refresh(round_)
    return round_


def swap(session: Session, round_: TournamentRound, first: int, second: int) -> RoundPlan:
    """Exchange two entrants' seats (or a seat and a bye) in a round not yet started."""
    if round_.started_at is not None:
        raise RuleError(f"Round {round_.number} has started: its seats can no longer change.", "swap")
    plan = plan_of(round_)
    if first == second:
        raise RuleError("Choose two different entrants to swap.", "swap")
    if not {first, second} <= set(plan.seated) | set(plan.byes):
        raise RuleError("Both entrants must be in this round's seating.", "swap")
    exchange = {first: second, second: first}
    tables = tuple(
        Table(tuple(tuple(exchange.get(e, e) for e in side) for side in table.sides)) for table in plan.tables
    )
    swapped = RoundPlan(plan.number, tables, tuple(exchange.get(e, e) for e in plan.byes))
    with write_transaction(session):
        round_.plan = plan_json(swapped)
        session.add(round_)
    return swapped


def what_it_breaks(
    tournament: Tournament,
    round_: TournamentRound,
    history: Sequence[RoundResult],
    names: Mapping[int, str],
    entrants: Sequence[Entrant],
) -> list[str]:
    """What the round's seating breaks (a repeat opponent, a second bye, a table of a size the game does
    not take, someone left out), in sentences; empty when nothing."""
    return problems(
        Movement(tournament.movement),
        plan_of(round_),
        history,
        table_sizes=table_sizes(tournament),
        names=names,
        game=game_title(tournament),
        entrants=playing_in(entrants, round_.number),
    )


def start_round(
    session: Session, group: PlayerGroup, tournament: Tournament, round_: TournamentRound
) -> None:
    """Open each table of the seating as a table of the group with its game, and start the clock: all the
    tables in one transaction (the pieces of ``groups.create_group_table`` and ``repo.start_game``), so a
    round starts whole or not at all."""
    if round_.started_at is not None:
        raise RuleError(f"Round {round_.number} has already started.")
    entrants = {e.id: e for e in entrants_of(session, tournament)}
    names = {m.id: m.name for m in groups.members_of(session, group)}
    tables = []
    for number, table in enumerate(plan_of(round_).tables, start=1):
        members, teams = seating(table, entrants)
        players = [names[m] for m in members]
        try:
            ruleset, setup = repo.build_setup(tournament.ruleset, players, tournament.options, 0, teams)
        except RuleError as exc:
            raise RuleError(f"Table {number}: {exc.message}", "round") from None
        tables.append((number, players, ruleset, setup))
    started = utcnow()
    with write_transaction(session):
        for number, players, ruleset, setup in tables:
            name = f"{tournament.name[:32]} · round {round_.number} · table {number}"
            game_table = add_table(session, name, players)
            game_table.group_id = group.id
            session.add(game_table)
            session.flush()
            link_seats(session, game_table)
            game = repo.add_game(session, game_table, ruleset, setup)
            session.add(
                RoundTable(round_id=round_.id, number=number, table_id=game_table.id, game_id=game.id)
            )  # type: ignore[arg-type]
        round_.started_at = started
        round_.ends_at = started + timedelta(minutes=tournament.minutes) if tournament.minutes else None
        session.add(round_)


def seating(table: Table, entrants: Mapping[int, Entrant]) -> tuple[list[int], list[list[int]] | None]:
    """The players of a table in seat order and, where a side has two, the teams by seat: sides take
    turns round the table (partners sit opposite: A1 B1 A2 B2)."""
    sides = [[m for e in side for m in _members(entrants[e])] for side in table.sides]
    order = [side[i] for i in range(max(map(len, sides))) for side in sides if i < len(side)]
    if all(len(side) == 1 for side in sides):
        return order, None
    seat = {member: index for index, member in enumerate(order)}
    return order, [[seat[m] for m in side] for side in sides]


def end_round(session: Session, round_: TournamentRound, counted: Mapping[int, int], *, ready: bool) -> None:
    """End a started round: ``counted`` is how many hand rows of each table's game count (by table id);
    ``ready`` whether every table has finished or the time is up (else refused with a sentence)."""
    if round_.started_at is None:
        raise RuleError(f"Round {round_.number} has not started.")
    if round_.ended_at is not None:
        raise RuleError(f"Round {round_.number} has already ended.")
    if not ready:
        raise RuleError(
            f"Round {round_.number} is still being played: end it when every table has finished"
            + (" or its time is up." if round_.ends_at else ".")
        )
    with write_transaction(session):
        for table in tables_of_round(session, round_):
            table.counted = counted.get(table.id, 0)  # type: ignore[arg-type]
            session.add(table)
        round_.ended_at = utcnow()
        session.add(round_)


def time_left(round_: TournamentRound, now: datetime | None = None) -> timedelta | None:
    """How long the round has left (never below zero); None without a time limit."""
    if round_.ends_at is None:
        return None
    ends = round_.ends_at if round_.ends_at.tzinfo else round_.ends_at.replace(tzinfo=UTC)  # SQLite's
    return max(ends - (now or utcnow()), timedelta(0))


def time_is_up(round_: TournamentRound, now: datetime | None = None) -> bool:
    left = time_left(round_, now)
    return left is not None and left == timedelta(0)


# --- Helpers --------------------------------------------------------------------------------------------


def _members(entrant: Entrant) -> list[int]:
    return [entrant.member_id] + ([entrant.partner_id] if entrant.partner_id is not None else [])


def _ruleset(slug: Any) -> Ruleset:
    ruleset = get_ruleset(str(slug or ""))
    if ruleset is None:
        raise RuleError("Choose a game from the catalogue.", "ruleset")
    return ruleset


def _choice(kind: Any, value: Any, field: str, sentence: str) -> Any:
    try:
        return kind(value)
    except ValueError:
        raise RuleError(sentence, field) from None


def _whole(value: Any, field: str, what: str, low: int, high: int) -> int:
    text = str(value if value is not None else "").strip()
    if not text.isdigit() or not low <= int(text) <= high:
        raise RuleError(f"{what} must be a whole number from {low} to {high}.", field)
    return int(text)


def _optional_whole(value: Any, field: str, what: str, high: int) -> int | None:
    """A whole number, or None when left empty (no deal limit: play to the end; no time limit)."""
    if value is None or str(value).strip() in ("", "0"):
        return None
    return _whole(value, field, what, 1, high)


def _tiebreaks(values: Sequence[Any]) -> list[Tiebreak]:
    chosen = [_choice(Tiebreak, v, "tiebreaks", "Choose the tie-breaks from the list.") for v in values if v]
    if len(set(chosen)) != len(chosen):
        raise RuleError("Choose each tie-break once.", "tiebreaks")
    return chosen


def _check_movement(ruleset: Ruleset, movement: Movement, pairs: Sequence[tuple[int, int]]) -> None:
    counts = range(ruleset.min_players, ruleset.max_players + 1)
    if movement is Movement.TABLES and pairs:
        raise RuleError(
            "Tables of individuals take no partnerships: tick the players instead.", "partnerships"
        )
    if movement is Movement.PARTNERS and (not ruleset.uses_teams or 4 not in counts):
        raise RuleError(f"{ruleset.name} is not a game of two partnerships of two.", "movement")
    if movement is Movement.PARTNERS and pairs:
        raise RuleError(
            "Rotating partners take individuals: tick the players, give no partnerships.", "partnerships"
        )
    if movement is Movement.SWISS and pairs and (not ruleset.uses_teams or 4 not in counts):
        raise RuleError(f"{ruleset.name} is not played by two partnerships of two.", "partnerships")
    if movement is Movement.SWISS and not pairs and 2 not in counts:
        raise RuleError(
            f"{ruleset.name} is not a two-player game: give fixed partnerships, or seat tables of players.",
            "movement",
        )


def _check_game(tournament: Tournament, pairs: Sequence[tuple[int, int]]) -> None:
    """The game as a table of the tournament would start it (its options with the fewest seats a table
    has), so that options no game can start with are refused now, not at the first round."""
    partnership = tournament.movement == Movement.PARTNERS or bool(pairs)
    seats = 4 if partnership else min(table_sizes(tournament))
    teams = [[0, 2], [1, 3]] if partnership else None
    players = [f"Seat {n}" for n in range(1, seats + 1)]
    repo.build_setup(tournament.ruleset, players, tournament.options, 0, teams)


def _check_entries(
    session: Session,
    group: PlayerGroup,
    entries: Sequence[tuple[int, int | None]],
    taken: frozenset[int] | set[int] = frozenset(),
) -> None:
    roster = {m.id for m in groups.roster(session, group)}
    members = [m for pair in entries for m in pair if m is not None]
    if any(m not in roster for m in members):
        raise RuleError("A player chosen is not on the group's roster.", "players")
    if len(set(members)) != len(members) or set(members) & taken:
        raise RuleError(
            "A player can enter once only: each is one entrant, or in one partnership.", "players"
        )
    if len(entries) > MAX_ENTRANTS:
        raise RuleError(f"A tournament takes at most {MAX_ENTRANTS} entrants.", "players")


def _check_enough(ruleset: Ruleset, movement: Movement, count: int) -> None:
    least = {Movement.SWISS: 2, Movement.PARTNERS: 4}.get(movement, ruleset.min_players)
    if count < least:
        raise RuleError(f"Enter at least {least} to fill one table.", "players")


def _members_entered(session: Session, tournament: Tournament) -> set[int]:
    return {m for e in entrants_of(session, tournament) for m in _members(e)}


def _is_pairs(session: Session, tournament: Tournament) -> bool:
    return any(e.partner_id is not None for e in entrants_of(session, tournament))


def _round_to_change(session: Session, tournament: Tournament) -> int:
    """The round a late arrival or a withdrawal takes effect from: the next one not yet started."""
    rounds = rounds_of(session, tournament)
    if rounds and rounds[-1].started_at is not None and rounds[-1].ended_at is None:
        raise RuleError(f"Round {rounds[-1].number} is being played: wait until it ends.", "entrant")
    started = [r for r in rounds if r.started_at is not None]
    return len(started) + 1


def _drop_unstarted(session: Session, tournament: Tournament) -> None:
    """A round seated but not started is seated again after its entrants changed (the director seats it
    again): drop its plan, inside the caller's transaction."""
    for round_ in rounds_of(session, tournament):
        if round_.started_at is None:
            session.delete(round_)
