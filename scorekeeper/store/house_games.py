"""Saved house games: a game's settings kept at a table under the name the table gave the game, offered on
the table's new-game form to start it again in one tap ("Hearts: lowest wins, ends at 100").

A ruleset says what it saves (``Ruleset.saved_as``: the score pad, once named); every other game saves
nothing, the catalogue already offers it. Starting a game (``repo.start_game``: the table page, the API,
a rematch) saves its settings or refreshes them, inside the same write transaction. One row per table,
ruleset and name (case folded), the most recently used offered first.

Until groups exist the saved games belong to the table. Everything that reads or writes them is in this
module, so the groups issue moves them to the group here and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from scorekeeper.core import RuleError, options_as_dict, parse_options
from scorekeeper.families.ruleset import GameSetup, Ruleset
from scorekeeper.games.registry import get_ruleset
from scorekeeper.store.models import GameTable, HouseGame, utcnow
from scorekeeper.store.writes import write_transaction

#: Saved games offered on the new-game form, the most recently used first.
MAX_OFFERED = 8


@dataclass(frozen=True, slots=True)
class Offer:
    """A saved house game as the new-game form offers it."""

    id: int
    ruleset: str
    name: str
    settings: str  # "lowest wins, ends at 100"

    @property
    def label(self) -> str:
        return f"{self.name}: {self.settings}"


def remember(session: Session, table: GameTable, ruleset: Ruleset, setup: GameSetup) -> None:
    """Save the settings of a game being started at ``table``, inside the caller's write transaction, under
    the name its ruleset gives them (nothing when it gives none); the same name again takes the new
    settings and the newest spelling."""
    saved = ruleset.saved_as(setup.options)
    if saved is None:
        return
    name, options = saved[0], options_as_dict(setup.options)
    found = _by_name(session, table, ruleset.slug, name)
    if found is not None:
        found.name, found.options, found.used_at = name, options, utcnow()
        session.add(found)
        session.flush()
        return
    try:
        with session.begin_nested():  # a game with the same name started at the same instant elsewhere
            session.add(
                HouseGame(
                    table_id=table.id, ruleset=ruleset.slug, name=name, name_key=_key(name), options=options
                )
            )
    except IntegrityError:
        pass  # that one is saved: the settings are the other start's


def offered(session: Session, table: GameTable) -> list[Offer]:
    """The table's saved games, the most recently used first; settings no ruleset reads any more (a game
    renamed or removed, an option gone) are left out, not shown broken."""
    rows = session.exec(
        select(HouseGame)
        .where(HouseGame.table_id == table.id)
        .order_by(HouseGame.used_at.desc(), HouseGame.id.desc())  # type: ignore[attr-defined]
        .limit(MAX_OFFERED)
    )
    offers = []
    for row in rows:
        ruleset = get_ruleset(row.ruleset)
        try:
            saved = ruleset.saved_as(_options(ruleset, row)) if ruleset else None
        except RuleError:
            saved = None
        if saved is not None:
            offers.append(Offer(row.id, row.ruleset, saved[0], saved[1]))
    return offers


def saved_game(session: Session, table: GameTable, house_id: object) -> tuple[Ruleset, dict] | None:
    """The ruleset and the options (as stored) of the table's saved game ``house_id``, or ``None``."""
    row = _of_table(session, table, house_id)
    ruleset = get_ruleset(row.ruleset) if row else None
    return (ruleset, dict(row.options)) if row and ruleset else None


def forget(session: Session, table: GameTable, house_id: object) -> bool:
    """Remove the table's saved game ``house_id``; whether there was one."""
    with write_transaction(session):
        row = _of_table(session, table, house_id)
        if row is not None:
            session.delete(row)
    return row is not None


def _options(ruleset: Ruleset, row: HouseGame):
    return parse_options(ruleset.Options, ruleset.stored_options(row.options))


def _key(name: str) -> str:
    return name.casefold()


def _by_name(session: Session, table: GameTable, slug: str, name: str) -> HouseGame | None:
    return session.exec(
        select(HouseGame).where(
            HouseGame.table_id == table.id, HouseGame.ruleset == slug, HouseGame.name_key == _key(name)
        )
    ).first()


def _of_table(session: Session, table: GameTable, house_id: object) -> HouseGame | None:
    text = str(house_id or "")
    if not text.isascii() or not text.isdigit() or len(text) > 10:
        return None
    row = session.get(HouseGame, int(text))
    return row if row is not None and row.table_id == table.id else None
