"""Database tables. Scores are never stored: they are derived by replaying a game's events."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, Column, DateTime, UniqueConstraint
from sqlmodel import Field, SQLModel

NAME_MAX = 40
TABLE_NAME_MAX = 60
AUTHOR_MAX = 40
#: An entry's idempotency key: a UUID made on the phone (36 characters), with room to spare.
ENTRY_KEY_MAX = 64


def utcnow() -> datetime:
    return datetime.now(UTC)


def created_column() -> Any:
    """A creation time that keeps its time zone: TIMESTAMP WITH TIME ZONE on PostgreSQL, so an entry made
    at 14:36 UTC reads back as 14:36 UTC whatever the server's own time zone (migration 0002). SQLite has
    no such type and stores the text it is given, as before."""
    return Field(default_factory=utcnow, sa_column=Column(DateTime(timezone=True), nullable=False))


class PlayerGroup(SQLModel, table=True):
    """People who play together over time (a family, a club, a league): its roster, its tables, and two
    share tokens like a table's (the viewer's can never write)."""

    __tablename__ = "player_group"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=TABLE_NAME_MAX)
    scorer_token: str = Field(index=True, unique=True, max_length=64)
    viewer_token: str = Field(index=True, unique=True, max_length=64)
    created_at: datetime = created_column()


class Member(SQLModel, table=True):
    """A player on a group's roster. Merging the same person typed twice points one at the other
    (``merged_into``): nothing of either's games is rewritten, and the statistics count them as one."""

    id: int | None = Field(default=None, primary_key=True)
    group_id: int = Field(foreign_key="player_group.id", index=True)
    name: str = Field(max_length=NAME_MAX)
    merged_into: int | None = Field(default=None, foreign_key="member.id")
    created_at: datetime = created_column()


class GameTable(SQLModel, table=True):
    """A table of people playing: a name, its players, and the two share tokens; it may belong to a group."""

    __tablename__ = "card_table"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=TABLE_NAME_MAX)
    scorer_token: str = Field(index=True, unique=True, max_length=64)
    viewer_token: str = Field(index=True, unique=True, max_length=64)
    created_at: datetime = created_column()
    group_id: int | None = Field(default=None, foreign_key="player_group.id", index=True)


class Player(SQLModel, table=True):
    """Someone at a table, in seat order; ``team`` is an optional partnership label; ``member`` the group's
    player sitting there (none for a guest, or at a table of no group)."""

    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="card_table.id", index=True)
    seat: int
    name: str = Field(max_length=NAME_MAX)
    team: str = Field(default="", max_length=NAME_MAX)
    member_id: int | None = Field(default=None, foreign_key="member.id", index=True)


class Game(SQLModel, table=True):
    """One game at a table: the ruleset, its options, who sits where, who dealt first."""

    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="card_table.id", index=True)
    ruleset: str = Field(max_length=40)
    options: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    players: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    teams: list[list[int]] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    first_dealer: int = 0
    created_at: datetime = created_column()


class HouseGame(SQLModel, table=True):
    """A game's settings saved at a table under the name the table gave the game ("Hearts": lowest wins,
    ends at 100), offered on the table's new-game form to start it again in one tap. They belong to the
    table until groups exist; ``store/house_games.py`` alone reads and writes them."""

    __tablename__ = "house_game"
    __table_args__ = (UniqueConstraint("table_id", "ruleset", "name_key", name="uq_house_game_name"),)

    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="card_table.id", index=True)
    ruleset: str = Field(max_length=40)
    name: str = Field(max_length=NAME_MAX)
    #: The name case-folded: "hearts" and "Hearts" are one house game (folding may lengthen a name).
    name_key: str = Field(max_length=4 * NAME_MAX)
    options: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    #: When a game was last started with these settings: the most recent are offered first.
    used_at: datetime = created_column()


class EventRecord(SQLModel, table=True):
    """One line of a game's append-only log. Rows are inserted, never updated or deleted."""

    __tablename__ = "event"
    __table_args__ = (
        UniqueConstraint("game_id", "seq", name="uq_event_game_seq"),
        UniqueConstraint("game_id", "entry_key", name="uq_event_game_entry_key"),
    )

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    seq: int
    type: str = Field(max_length=40)
    payload: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    author: str = Field(default="", max_length=AUTHOR_MAX)
    #: The key the phone gave the entry when it was made (``repo.append_event``): a retried or repeated POST
    #: of the same entry finds it here and is answered with it instead of storing it twice. Empty (NULL) for
    #: entries made without one (older entries, scripts); NULLs never collide in the unique key.
    entry_key: str | None = Field(default=None, max_length=ENTRY_KEY_MAX)
    created_at: datetime = created_column()


class GameSummary(SQLModel, table=True):
    """A finished game of a group's table, as its statistics read it: who sat where (the group's players),
    totals, places, the game's own counts, the totals after each hand. Derived from the game's log when it
    ends, removed if an undo reopens it, and rebuildable from the logs (``flask rebuild-summaries``): the
    group's pages add these up instead of replaying every log."""

    __tablename__ = "game_summary"

    game_id: int = Field(foreign_key="game.id", primary_key=True)
    group_id: int = Field(foreign_key="player_group.id", index=True)
    ruleset: str = Field(max_length=40)
    finished_at: datetime = created_column()
    players: int
    result: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))


class Tournament(SQLModel, table=True):
    """A club night of one game over rounds, run by a group (its scorer link is the director's). The
    entrants, rounds and tables are rows of their own; the standings are never stored: they are derived
    from the round tables' games (``store/tournaments.py``)."""

    id: int | None = Field(default=None, primary_key=True)
    group_id: int = Field(foreign_key="player_group.id", index=True)
    name: str = Field(max_length=TABLE_NAME_MAX)
    ruleset: str = Field(max_length=40)
    options: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    #: ``tournaments.Movement``: swiss, partners or tables.
    movement: str = Field(max_length=20)
    rounds: int
    #: Hand rows a table plays each round; None: each table plays its game to the end.
    deals: int | None = None
    #: A round's time limit; None: none.
    minutes: int | None = None
    #: ``tournaments.Scoring``, and the ``tournaments.Tiebreak`` values in the order chosen.
    scoring: str = Field(max_length=20)
    tiebreaks: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    #: Seeds each round's seating, so the app's plan for a round can be read again.
    seed: int = 0
    created_at: datetime = created_column()


class Entrant(SQLModel, table=True):
    """One entrant of a tournament: a player of the group's roster, or two for a fixed partnership. Late
    arrivals join at a later round; a withdrawal plays no round after ``withdrawn_after``."""

    __tablename__ = "tournament_entrant"

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    member_id: int = Field(foreign_key="member.id")
    partner_id: int | None = Field(default=None, foreign_key="member.id")
    joined_round: int = 1
    withdrawn_after: int | None = None


class TournamentRound(SQLModel, table=True):
    """A round: its seating (``plan``: a ``tournaments.RoundPlan`` as JSON), seated first and changed by
    hand until ``started_at``; ``ends_at`` is its time limit's end; ``ended_at`` when the director ended
    it."""

    __tablename__ = "tournament_round"
    __table_args__ = (UniqueConstraint("tournament_id", "number", name="uq_tournament_round_number"),)

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", index=True)
    number: int
    plan: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    started_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))
    ends_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))
    ended_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))


class RoundTable(SQLModel, table=True):
    """One table of a started round: an ordinary table of the group and its game. ``counted`` is how many
    hand rows of the game count for the round, fixed when the round ends (None while it is played)."""

    __tablename__ = "tournament_table"
    __table_args__ = (UniqueConstraint("round_id", "number", name="uq_tournament_table_number"),)

    id: int | None = Field(default=None, primary_key=True)
    round_id: int = Field(foreign_key="tournament_round.id", index=True)
    number: int
    table_id: int = Field(foreign_key="card_table.id")
    game_id: int = Field(foreign_key="game.id")
    counted: int | None = None
