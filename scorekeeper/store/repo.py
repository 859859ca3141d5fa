"""Games and their event log: starting a game, finding it by a table's token, appending to its log.

Every write to a game's log goes through ``append_event``: it replays the log with the new entry through
the ruleset first (a rule violation raises ``RuleError`` and nothing is stored), and refuses a write based on
an old sequence number (``StaleWrite``), so two phones entering the same hand never double it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import and_, bindparam, func
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from scorekeeper.core import RuleError, as_int, options_as_dict, parse_options
from scorekeeper.families.log import (
    META_TYPES,
    REDO,
    UNDO,
    Entry,
    Replay,
    check_append,
    extend,
    replay,
    step,
)
from scorekeeper.families.ruleset import GameSetup, Ruleset, validate_teams
from scorekeeper.games.registry import get_ruleset
from scorekeeper.store import changes, house_games, summaries
from scorekeeper.store.models import (
    AUTHOR_MAX,
    ENTRY_KEY_MAX,
    EventRecord,
    Game,
    GameTable,
    utcnow,
)
from scorekeeper.store.replay_cache import ReplayCache
from scorekeeper.store.tables import clean_players, one_line
from scorekeeper.store.writes import Access, AlreadyStored, StaleWrite, begin_write, write_transaction

MAX_EVENTS_PER_GAME = 5000

# The statements every entry runs, built once: SQLAlchemy then reuses their compiled form without
# rebuilding them and their cache keys on each request (a third of their cost; docs/benchmarks.md).
_LATEST_SEQ = select(func.max(EventRecord.seq)).where(EventRecord.game_id == bindparam("game_id"))
#: A plain Core INSERT of one log row: the row is never read back as an object, so no unit of work.
INSERT_ENTRY = EventRecord.__table__.insert()


# --- Games ----------------------------------------------------------------------------------------


def ruleset_of(game: Game | GameRow) -> Ruleset:
    ruleset = get_ruleset(game.ruleset)
    if ruleset is None:
        raise LookupError(f"Unknown game {game.ruleset!r}.")
    return ruleset


def setup_of(game: Game | GameRow) -> GameSetup:
    ruleset = ruleset_of(game)
    return GameSetup(
        players=tuple(game.players),
        options=parse_options(ruleset.Options, ruleset.stored_options(game.options)),
        first_dealer=game.first_dealer,
        teams=tuple(tuple(t) for t in game.teams),
    )


def title_of(game: Game | GameRow) -> str:
    """The game's name as every page, list and export shows it: its ruleset's, or the one the table gave
    it (the score pad's "Hearts": ``Ruleset.title``); a game whose ruleset is gone shows its slug."""
    ruleset = get_ruleset(game.ruleset)
    if ruleset is None:
        return game.ruleset
    return ruleset.title(setup_of(game).options)


def build_setup(
    slug: str,
    players: Sequence[str],
    options: dict[str, Any] | None,
    first_dealer: Any,
    teams: Any,
    *,
    stored: bool = False,
) -> tuple[Ruleset, GameSetup]:
    """Validate everything needed to start a game; raise ``RuleError`` with the reason. ``stored``: the
    options were stored with a game (an imported record, a rematch), so an option added since keeps the
    game's old meaning (``Ruleset.stored_options``)."""
    ruleset = get_ruleset(str(slug))
    if ruleset is None:
        raise RuleError("Choose a game from the catalogue.", "ruleset")
    if stored and isinstance(options, dict):
        options = ruleset.stored_options(options)
    cleaned = clean_players(players)
    try:
        dealer = as_int(first_dealer or 0, "The first dealer")  # never int(): true, 1e400 are not seats
    except (TypeError, ValueError):
        raise RuleError("The first dealer must be one of the players.", "first_dealer") from None
    team_seats = validate_teams(teams, len(cleaned)) if teams else ()
    setup = GameSetup(tuple(cleaned), parse_options(ruleset.Options, options), dealer, team_seats)
    ruleset.check_setup(setup)
    if not stored:
        ruleset.check_new_game(setup)
    return ruleset, setup


def start_game(
    session: Session,
    table: GameTable,
    slug: str,
    players: Sequence[str],
    options: dict[str, Any] | None = None,
    first_dealer: Any = 0,
    teams: Any = None,
    *,
    stored: bool = False,
) -> Game:
    ruleset, setup = build_setup(slug, players, options, first_dealer, teams, stored=stored)
    with write_transaction(session):
        game = add_game(session, table, ruleset, setup)
        house_games.remember(session, table, ruleset, setup)  # a named score pad's settings, to offer again
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


def _table_and_game(token_column: Any) -> Any:
    """The table whose ``token_column`` is :token, with its game :game_id if it has one (else None)."""
    at_table = and_(Game.table_id == GameTable.id, Game.id == bindparam("game_id"))
    return select(GameTable, Game).outerjoin(Game, at_table).where(token_column == bindparam("token"))


_GAME_BY_SCORER = _table_and_game(GameTable.scorer_token)
_GAME_BY_VIEWER = _table_and_game(GameTable.viewer_token)


def game_by_token(session: Session, token: str, game_id: int) -> tuple[Access, Game | None] | None:
    """The table behind a token and its game ``game_id`` (None when the table has no such game) in one
    query, as every entry needs both; None when no table has that token."""
    if not token or len(token) > 64:
        return None
    for statement, can_write in ((_GAME_BY_SCORER, True), (_GAME_BY_VIEWER, False)):
        found = session.exec(statement, params={"token": token, "game_id": game_id}).first()
        if found is not None:
            return Access(found[0], can_write), found[1]
    return None


@dataclass(frozen=True, slots=True)
class GameRow:
    """A game's columns as a plain row, for an entry: what ``append_event``, ``current`` and the API's
    answer read of a ``Game`` (same names), without building ORM objects (docs/benchmarks.md)."""

    id: int
    table_id: int
    ruleset: str
    options: dict[str, Any]
    players: list[str]
    teams: list[list[int]]
    first_dealer: int
    created_at: datetime


_GAME_COLUMNS = [Game.__table__.c[name] for name in GameRow.__slots__]  # type: ignore[attr-defined]


def _game_row_by(token_column: Any) -> Any:
    """Core SELECT: whether a table has :token in ``token_column``, and its game :game_id's columns."""
    tables, games = GameTable.__table__, Game.__table__  # type: ignore[attr-defined]
    at_table = and_(games.c.table_id == tables.c.id, games.c.id == bindparam("game_id"))
    return (
        select(tables.c.id, *_GAME_COLUMNS)
        .select_from(tables.outerjoin(games, at_table))
        .where(token_column == bindparam("token"))
    )


_GAME_ROW_BY_SCORER = _game_row_by(GameTable.__table__.c.scorer_token)  # type: ignore[attr-defined]
_GAME_ROW_BY_VIEWER = _game_row_by(GameTable.__table__.c.viewer_token)  # type: ignore[attr-defined]


def game_row_by_token(session: Session, token: str, game_id: int) -> tuple[bool, GameRow | None] | None:
    """Like ``game_by_token``, as plain rows on the session's connection (no ORM objects): whether the
    token is the scorer's and the game (None when the table has no such game); None for no table."""
    if not token or len(token) > 64:
        return None
    connection = session.connection()
    for statement, can_write in ((_GAME_ROW_BY_SCORER, True), (_GAME_ROW_BY_VIEWER, False)):
        found = connection.execute(statement, {"token": token, "game_id": game_id}).first()
        if found is not None:
            return can_write, (GameRow(*found[1:]) if found[1] is not None else None)
    return None


def game_of_table(session: Session, table: GameTable, game_id: int) -> Game | None:
    game = session.get(Game, game_id)
    return game if game and game.table_id == table.id else None


# --- The event log --------------------------------------------------------------------------------


def entries_of(session: Session, game: Game | GameRow) -> list[Entry]:
    """The log as plain entries (only the columns the replay needs: no ORM objects to build)."""
    columns = (EventRecord.seq, EventRecord.type, EventRecord.payload, EventRecord.author)
    rows = session.exec(select(*columns).where(EventRecord.game_id == game.id).order_by(EventRecord.seq))
    return [Entry(seq, type_, payload, author) for seq, type_, payload, author in rows]


def records_of(session: Session, game: Game, *, latest: int | None = None) -> list[EventRecord]:
    """The game's stored entries in order; ``latest``: only the last so many (the play page's list)."""
    query = select(EventRecord).where(EventRecord.game_id == game.id)
    if latest is None:
        return list(session.exec(query.order_by(EventRecord.seq)))
    return list(reversed(session.exec(query.order_by(EventRecord.seq.desc()).limit(latest)).all()))


def last_entry_time(session: Session, game_id: int) -> datetime | None:
    """When the game's latest entry was made (a finished game's end, for its rebuilt summary)."""
    query = select(EventRecord.created_at).where(EventRecord.game_id == game_id)
    return session.exec(query.order_by(EventRecord.seq.desc()).limit(1)).first()  # type: ignore[attr-defined]


def latest_seq(session: Session, game_id: int) -> int:
    seq = session.exec(_LATEST_SEQ, params={"game_id": game_id}).one()
    return seq or 0


def current(session: Session, game: Game | GameRow) -> Replay:
    """The game as it stands now: replayed from its log, or the cached replay of the same log."""
    seq = latest_seq(session, game.id)
    cached = _REPLAYS.get(cache_key(session, game), seq)
    if cached is not None:
        return cached
    result = replay(ruleset_of(game), setup_of(game), entries_of(session, game))
    _REPLAYS.put(cache_key(session, game), result)
    return result


def replay_to(session: Session, game: Game | GameRow, seq: int) -> Replay:
    """The game as it stood just after entry ``seq`` (an earlier answer given again)."""
    entries = [e for e in entries_of(session, game) if e.seq <= seq]
    return replay(ruleset_of(game), setup_of(game), entries)


def cache_key(session: Session, game: Game | GameRow) -> tuple[str, int, int, str]:
    """Games are told apart by database (tests and tools may open several), id, table and creation time:
    SQLite gives a new row the id of a deleted one, so after a table is deleted (on any worker) a new
    game may have an old game's id and table id, and must not find that game's replay in this worker."""
    return str(session.get_bind().url), game.id, game.table_id, str(game.created_at)


_REPLAYS = ReplayCache()


def _check_append(
    session: Session,
    game: Game | GameRow,
    ruleset: Ruleset,
    before: Replay | None,
    new: Entry,
    *,
    from_form: bool = False,
) -> Replay:
    """``log.check_append`` of an undo, redo or correction, from the replay before it where this process
    holds it (else the log is read and replayed). An undo or redo then resolves in one step (``log.step``),
    reusing the state of a replay still cached whose events in force are the same (the game as it stood
    before) instead of folding the log from the start.
    """
    if before is None:
        before = replay(ruleset, setup_of(game), entries_of(session, game))
    if new.type in (UNDO, REDO):
        key = cache_key(session, game)
        return step(ruleset, setup_of(game), before, new, lambda effective: _REPLAYS.find(key, effective))
    return check_append(ruleset, setup_of(game), before.entries, new, from_form=from_form)


def append_event(
    session: Session,
    game: Game | GameRow,
    event_type: Any,
    payload: Any,
    *,
    expected_seq: Any,
    author: Any = "",
    write_begun: bool = False,
    from_form: bool = False,
    entry_key: Any = None,
) -> Replay:
    """Validate and store one entry; return the game as it stands after it.

    Raises ``StaleWrite`` if ``expected_seq`` is not the log's latest sequence number, and ``RuleError``
    if the entry breaks the rules. In both cases nothing is stored. ``write_begun``: the caller already
    holds the write transaction (``begin_write``; it looked the game up inside it, saving a transaction)
    and rolls it back if this raises before taking it over. ``from_form``: the entry comes from the play
    page's form (``payloads.apply_checked``: the fields the game does not read are left out, not refused).
    ``entry_key``: the key the phone made for this entry; if the game's log already holds an entry of that
    key, ``AlreadyStored`` is raised (before any other check: a retry's expected number is out of date by the
    entry itself) and nothing is stored.
    """
    key = entry_key_of(entry_key)
    if not isinstance(event_type, str) or not event_type or len(event_type) > 40:
        raise RuleError("The entry has no valid type.", "type")
    if not isinstance(payload, dict):
        raise RuleError("The entry's details must be a JSON object.", "payload")
    try:
        expected = as_int(expected_seq, "expected_seq")  # a RuleError is a ValueError
    except (TypeError, ValueError):
        raise RuleError("The entry must say which entry it follows (expected_seq).", "expected_seq") from None
    if not write_begun:
        begin_write(session)
    locked = lock_game(session, game)
    if key is not None:
        _refuse_repeat(session, game.id, key)
    # A replay cached at the expected number proves the log reaches it; whether another phone wrote
    # after it is then left to the unique (game, seq) key at the insert below, saving a read. Not where
    # the game row is locked: there the read is what keeps a stale write from ever reaching the key
    # (PostgreSQL logs an ERROR for every unique violation, one per 409).
    cached = _REPLAYS.get(cache_key(session, game), expected)
    seq = expected if cached is not None and not locked else latest_seq(session, game.id)
    if expected != seq:
        session.rollback()
        raise StaleWrite(seq)
    if seq >= MAX_EVENTS_PER_GAME:
        session.rollback()
        raise RuleError(f"A game holds at most {MAX_EVENTS_PER_GAME} entries.")
    entry = Entry(seq + 1, event_type, payload, one_line(author)[:AUTHOR_MAX])
    ruleset = ruleset_of(game)
    try:
        if cached is not None and entry.type not in META_TYPES:
            result = extend(ruleset, cached, entry, from_form=from_form)
        else:
            result = _check_append(session, game, ruleset, cached, entry, from_form=from_form)
    except RuleError:
        session.rollback()
        raise
    entry = result.entries[-1]  # as it is stored: its payload less the blank fields the game does not read
    row = {"game_id": game.id, "seq": entry.seq, "type": entry.type, "payload": entry.payload}
    try:
        # A plain INSERT: the log's rows are never read back as objects here, so no unit of work.
        session.execute(
            INSERT_ENTRY, {**row, "author": entry.author, "entry_key": key, "created_at": utcnow()}
        )
        summaries.after_entry(session, game, ruleset, lambda: setup_of(game), cached, result)
        changes.notify_in_transaction(session, game.id, entry.seq)  # PostgreSQL: delivered on commit
        session.commit()
    except IntegrityError:  # another writer took this number (or this key) between our read and write
        session.rollback()
        if key is not None:
            _refuse_repeat(session, game.id, key)
        raise StaleWrite(latest_seq(session, game.id)) from None
    _REPLAYS.put(cache_key(session, game), result)
    changes.committed(session.get_bind(), game.id, entry.seq)  # this process's boards: at once
    return result


#: What an entry key may hold: a UUID or any such token of letters, digits, "-" and "_".
ENTRY_KEY = re.compile(rf"[A-Za-z0-9_-]{{8,{ENTRY_KEY_MAX}}}")


def entry_key_of(value: Any) -> str | None:
    """The entry key a request gave (``None``: none given); a RuleError if it is not one."""
    if value is None or value == "":
        return None
    if not isinstance(value, str) or not ENTRY_KEY.fullmatch(value):
        raise RuleError(
            f"The entry's key must be 8 to {ENTRY_KEY_MAX} letters, digits, '-' or '_' (a UUID).", "entry_key"
        )
    return value


def stored_seq_of_key(session: Session, game_id: int, key: str) -> int | None:
    """The place in the log of the game's entry made with this key, if there is one."""
    query = select(EventRecord.seq).where(EventRecord.game_id == game_id, EventRecord.entry_key == key)
    return session.execute(query).scalar_one_or_none()


def _refuse_repeat(session: Session, game_id: int, key: str) -> None:
    seq = stored_seq_of_key(session, game_id, key)
    if seq is not None:
        session.rollback()
        raise AlreadyStored(seq)


def lock_game(session: Session, game: Game | GameRow) -> bool:
    """On a server database, lock the game's row for this transaction (``SELECT ... FOR UPDATE``), so two
    writers of one game queue here and the second reads the first's entry before checking its expected
    number. SQLite needs nothing: BEGIN IMMEDIATE already queued the whole database. True if locked."""
    if session.get_bind().dialect.name == "sqlite":
        return False
    session.execute(select(Game.id).where(Game.id == game.id).with_for_update())
    return True


def is_game_event(entry_type: str) -> bool:
    return entry_type not in META_TYPES
