"""Reading and writing tables, games and the event log.

Every write to a game's log goes through ``append_event``: it replays the log with the new entry through
the ruleset first (a rule violation raises ``RuleError`` and nothing is stored), and refuses a write based on
an old sequence number (``StaleWrite``), so two phones entering the same hand never double it.
"""

from __future__ import annotations

import secrets
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from threading import Lock
from typing import Any

from sqlalchemy import func, insert
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlmodel import Session, select

from scorekeeper.core import RuleError, as_int, options_as_dict, parse_options
from scorekeeper.rules.base import Event, GameSetup, Ruleset, validate_teams
from scorekeeper.rules.log import META_TYPES, Effective, Entry, Replay, check_append, replay
from scorekeeper.rules.registry import get_ruleset
from scorekeeper.store.db import IMMEDIATE
from scorekeeper.store.models import (
    AUTHOR_MAX,
    NAME_MAX,
    TABLE_NAME_MAX,
    EventRecord,
    Game,
    GameTable,
    Player,
    utcnow,
)

MAX_PLAYERS = 12
MAX_EVENTS_PER_GAME = 5000
TOKEN_BYTES = 24  # 192 bits, well above the 128 the brief asks for


class StaleWrite(Exception):
    """The write was based on an older sequence number than the log now has."""

    def __init__(self, current_seq: int) -> None:
        super().__init__(f"Someone else recorded something first (entry {current_seq}).")
        self.current_seq = current_seq


@dataclass(frozen=True)
class Access:
    """A table reached through one of its tokens; ``can_write`` only through the scorer token."""

    table: GameTable
    can_write: bool


def begin_write(session: Session) -> None:
    """Start a write transaction that holds the write lock from its first statement.

    On SQLite a transaction that reads and then writes fails at once ("database is locked") if another
    writer committed in between; taking the lock up front makes concurrent writers queue instead.
    """
    session.commit()  # end any read transaction so the write one starts fresh
    session.connection(execution_options={IMMEDIATE: True})


@contextmanager
def write_transaction(session: Session) -> Iterator[None]:
    """One write transaction around the block, holding the write lock from its start (``begin_write``).

    It commits when the block ends and rolls back on any exception, so writes that belong together (an
    import's table, game and log) are stored all together or not at all; a killed process leaves nothing,
    since the database only keeps committed transactions. (The up-front lock is SQLite's BEGIN IMMEDIATE; on
    PostgreSQL this is a plain transaction, whose row locks and the (game, seq) key order writers.)
    """
    begin_write(session)
    try:
        yield
    except BaseException:
        session.rollback()
        raise
    session.commit()


def is_busy(exc: OperationalError) -> bool:
    """Whether a database error only means another writer held the lock past the busy timeout."""
    text = str(exc.orig).lower()
    return "locked" in text or "busy" in text


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


# --- Tables and players -------------------------------------------------------------------------


def clean_name(text: Any, what: str, limit: int) -> str:
    """A trimmed, non-empty name of at most ``limit`` characters, or a ``RuleError``."""
    name = " ".join(str(text or "").split())
    if not name:
        raise RuleError(f"{what} cannot be empty.", what.lower().replace(" ", "_"))
    if len(name) > limit:
        raise RuleError(f"{what} is too long (at most {limit} characters).", what.lower().replace(" ", "_"))
    return name


def clean_players(names: Sequence[Any]) -> list[str]:
    """Non-empty, distinct player names, at most ``MAX_PLAYERS``."""
    players = [clean_name(n, "Player name", NAME_MAX) for n in names if str(n or "").strip()]
    if len(players) > MAX_PLAYERS:
        raise RuleError(f"A table seats at most {MAX_PLAYERS} players.", "players")
    lowered = [p.casefold() for p in players]
    duplicates = sorted({p for p, low in zip(players, lowered, strict=True) if lowered.count(low) > 1})
    if duplicates:
        raise RuleError(f"Two players are called {duplicates[0]}: give each a different name.", "players")
    return players


def create_table(session: Session, name: Any, players: Sequence[Any]) -> GameTable:
    with write_transaction(session):  # a refused name rolls back the (empty) transaction
        table = add_table(session, name, players)
    session.refresh(table)
    return table


def add_table(session: Session, name: Any, players: Sequence[Any]) -> GameTable:
    """Insert a table and its seats inside the caller's write transaction (``write_transaction``)."""
    table = GameTable(
        name=clean_name(name, "Table name", TABLE_NAME_MAX),
        scorer_token=new_token(),
        viewer_token=new_token(),
    )
    cleaned = clean_players(players)
    session.add(table)
    session.flush()
    for seat, player in enumerate(cleaned):
        session.add(Player(table_id=table.id, seat=seat, name=player))
    session.flush()
    return table


def table_by_token(session: Session, token: str) -> Access | None:
    if not token or len(token) > 64:
        return None
    table = session.exec(select(GameTable).where(GameTable.scorer_token == token)).first()
    if table:
        return Access(table, can_write=True)
    table = session.exec(select(GameTable).where(GameTable.viewer_token == token)).first()
    return Access(table, can_write=False) if table else None


def players_of(session: Session, table: GameTable) -> list[Player]:
    return list(session.exec(select(Player).where(Player.table_id == table.id).order_by(Player.seat)))


def set_players(session: Session, table: GameTable, names: Sequence[Any], teams: Sequence[Any] = ()) -> None:
    """Replace the table's seating (games already started keep their own copy of the seats)."""
    cleaned = clean_players(names)
    team_labels = [" ".join(str(t or "").split())[:NAME_MAX] for t in teams] + [""] * len(cleaned)
    begin_write(session)
    for old in players_of(session, table):
        session.delete(old)
    for seat, player in enumerate(cleaned):
        session.add(Player(table_id=table.id, seat=seat, name=player, team=team_labels[seat]))
    session.commit()


def games_of(session: Session, table: GameTable) -> list[Game]:
    return list(session.exec(select(Game).where(Game.table_id == table.id).order_by(Game.id.desc())))


# --- Games ----------------------------------------------------------------------------------------


def ruleset_of(game: Game) -> Ruleset:
    ruleset = get_ruleset(game.ruleset)
    if ruleset is None:
        raise LookupError(f"Unknown game {game.ruleset!r}.")
    return ruleset


def setup_of(game: Game) -> GameSetup:
    ruleset = ruleset_of(game)
    return GameSetup(
        players=tuple(game.players),
        options=parse_options(ruleset.Options, game.options),
        first_dealer=game.first_dealer,
        teams=tuple(tuple(t) for t in game.teams),
    )


def build_setup(
    slug: str, players: Sequence[str], options: dict[str, Any] | None, first_dealer: Any, teams: Any
) -> tuple[Ruleset, GameSetup]:
    """Validate everything needed to start a game; raise ``RuleError`` with the reason."""
    ruleset = get_ruleset(str(slug))
    if ruleset is None:
        raise RuleError("Choose a game from the catalogue.", "ruleset")
    cleaned = clean_players(players)
    try:
        dealer = as_int(first_dealer or 0, "The first dealer")  # never int(): true, 1e400 are not seats
    except (TypeError, ValueError):
        raise RuleError("The first dealer must be one of the players.", "first_dealer") from None
    team_seats = validate_teams(teams, len(cleaned)) if teams else ()
    setup = GameSetup(tuple(cleaned), parse_options(ruleset.Options, options), dealer, team_seats)
    ruleset.check_setup(setup)
    return ruleset, setup


def start_game(
    session: Session,
    table: GameTable,
    slug: str,
    players: Sequence[str],
    options: dict[str, Any] | None = None,
    first_dealer: Any = 0,
    teams: Any = None,
) -> Game:
    ruleset, setup = build_setup(slug, players, options, first_dealer, teams)
    with write_transaction(session):
        game = add_game(session, table, ruleset, setup)
    session.refresh(game)
    return game


def add_game(session: Session, table: GameTable, ruleset: Ruleset, setup: GameSetup) -> Game:
    """Insert a game (already checked by ``build_setup``) inside the caller's write transaction."""
    game = Game(
        table_id=table.id,
        ruleset=ruleset.slug,
        options=options_as_dict(setup.options),
        players=list(setup.players),
        teams=[list(t) for t in setup.teams],
        first_dealer=setup.first_dealer,
    )
    session.add(game)
    session.flush()
    return game


def game_of_table(session: Session, table: GameTable, game_id: int) -> Game | None:
    game = session.get(Game, game_id)
    return game if game and game.table_id == table.id else None


# --- The event log --------------------------------------------------------------------------------


def entries_of(session: Session, game: Game) -> list[Entry]:
    """The log as plain entries (only the columns the replay needs: no ORM objects to build)."""
    columns = (EventRecord.seq, EventRecord.type, EventRecord.payload, EventRecord.author)
    rows = session.exec(select(*columns).where(EventRecord.game_id == game.id).order_by(EventRecord.seq))
    return [Entry(seq, type_, payload, author) for seq, type_, payload, author in rows]


def records_of(session: Session, game: Game) -> list[EventRecord]:
    return list(
        session.exec(select(EventRecord).where(EventRecord.game_id == game.id).order_by(EventRecord.seq))
    )


def latest_seq(session: Session, game_id: int) -> int:
    seq = session.exec(select(func.max(EventRecord.seq)).where(EventRecord.game_id == game_id)).one()
    return seq or 0


def current(session: Session, game: Game) -> Replay:
    """The game as it stands now: replayed from its log, or the cached replay of the same log."""
    seq = latest_seq(session, game.id)
    cached = _REPLAYS.get(_key(session, game), seq)
    if cached is not None:
        return cached
    result = replay(ruleset_of(game), setup_of(game), entries_of(session, game))
    _REPLAYS.put(_key(session, game), result)
    return result


def _key(session: Session, game: Game) -> tuple[str, int]:
    """Games are told apart by database and id (tests and tools may open several databases)."""
    return str(session.get_bind().url), game.id


class ReplayCache:
    """Replays by (game, sequence number): a rebuildable projection of the append-only log.

    A log never changes below its latest sequence number, so a replay cached for ``(game, seq)`` stays
    true for ever; each process keeps its own, and losing it only costs a replay.
    """

    def __init__(self, size: int = 128) -> None:
        self._items: OrderedDict[tuple[tuple[str, int], int], Replay] = OrderedDict()
        self._size = size
        self._lock = Lock()

    def get(self, game: tuple[str, int], seq: int) -> Replay | None:
        with self._lock:
            found = self._items.get((game, seq))
            if found is not None:
                self._items.move_to_end((game, seq))
            return found

    def put(self, game: tuple[str, int], result: Replay) -> None:
        with self._lock:
            self._items[(game, result.seq)] = result
            self._items.move_to_end((game, result.seq))
            while len(self._items) > self._size:
                self._items.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


_REPLAYS = ReplayCache()


def _extend(ruleset: Ruleset, cached: Replay, entry: Entry) -> Replay:
    """The replay after one more game event, from the replay before it (no need to fold the whole log)."""
    state = ruleset.apply(cached.state, Event(entry.type, dict(entry.payload)))
    return Replay(
        state=state,
        effective=(*cached.effective, Effective(entry.seq, Event(entry.type, dict(entry.payload)))),
        prompt=ruleset.prompt(state),
        sheet=ruleset.score_sheet(state),
        can_undo=True,
        can_redo=False,
        seq=entry.seq,
        entries=(*cached.entries, entry),
    )


def append_event(
    session: Session,
    game: Game,
    event_type: Any,
    payload: Any,
    *,
    expected_seq: Any,
    author: Any = "",
) -> Replay:
    """Validate and store one entry; return the game as it stands after it.

    Raises ``StaleWrite`` if ``expected_seq`` is not the log's latest sequence number, and ``RuleError``
    if the entry breaks the rules. In both cases nothing is stored.
    """
    if not isinstance(event_type, str) or not event_type or len(event_type) > 40:
        raise RuleError("The entry has no valid type.", "type")
    if not isinstance(payload, dict):
        raise RuleError("The entry's details must be a JSON object.", "payload")
    try:
        expected = as_int(expected_seq, "expected_seq")  # a RuleError is a ValueError
    except (TypeError, ValueError):
        raise RuleError("The entry must say which entry it follows (expected_seq).", "expected_seq") from None
    begin_write(session)
    # A replay cached at the expected number proves the log reaches it; whether another phone wrote
    # after it is then left to the unique (game, seq) key at the insert below, saving a read.
    cached = _REPLAYS.get(_key(session, game), expected)
    seq = expected if cached is not None else latest_seq(session, game.id)
    if expected != seq:
        session.rollback()
        raise StaleWrite(seq)
    if seq >= MAX_EVENTS_PER_GAME:
        session.rollback()
        raise RuleError(f"A game holds at most {MAX_EVENTS_PER_GAME} entries.")
    entry = Entry(seq + 1, event_type, payload, str(author or "")[:AUTHOR_MAX])
    ruleset = ruleset_of(game)
    try:
        if cached is not None and entry.type not in META_TYPES:
            result = _extend(ruleset, cached, entry)
        else:
            log = cached.entries if cached is not None else entries_of(session, game)
            result = check_append(ruleset, setup_of(game), log, entry)
    except RuleError:
        session.rollback()
        raise
    row = {"game_id": game.id, "seq": entry.seq, "type": entry.type, "payload": entry.payload}
    try:
        # A plain INSERT: the log's rows are never read back as objects here, so no unit of work.
        session.execute(insert(EventRecord).values(**row, author=entry.author, created_at=utcnow()))
        session.commit()
    except IntegrityError:  # another writer took this sequence number between our read and write
        session.rollback()
        raise StaleWrite(latest_seq(session, game.id)) from None
    _REPLAYS.put(_key(session, game), result)
    return result


def is_game_event(entry_type: str) -> bool:
    return entry_type not in META_TYPES
