"""Groups (a family, a club, a league): their roster of players, their tables, their share links.

A group's players are ``Member`` rows. A table of the group seats them by name: a seat whose name is a
player's on the roster is that player (``tables.link_seats``), any other seat is a guest. Renaming a player
changes the roster only; merging two players (the same person typed twice) points one at the other, so no
game's log or seat is rewritten and the merge can be read back. Nothing here is reachable without the
group's own token; a table's tokens never reach its group.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam
from sqlmodel import Session, select

from scorekeeper.core import RuleError, one_line
from scorekeeper.store.models import NAME_MAX, TABLE_NAME_MAX, GameTable, Member, PlayerGroup
from scorekeeper.store.tables import add_table, clean_name, link_seats, name_key, new_token
from scorekeeper.store.writes import write_transaction

MAX_MEMBERS = 500


@dataclass(frozen=True)
class GroupAccess:
    """A group reached through one of its tokens; ``can_write`` only through the scorer token."""

    group: PlayerGroup
    can_write: bool

    @property
    def token(self) -> str:
        """The token this access came by: links on its pages keep to it (a viewer's stay a viewer's)."""
        return self.group.scorer_token if self.can_write else self.group.viewer_token


_BY_SCORER = select(PlayerGroup).where(PlayerGroup.scorer_token == bindparam("token"))
_BY_VIEWER = select(PlayerGroup).where(PlayerGroup.viewer_token == bindparam("token"))


def group_by_token(session: Session, token: str) -> GroupAccess | None:
    if not token or len(token) > 64:
        return None
    for statement, can_write in ((_BY_SCORER, True), (_BY_VIEWER, False)):
        found = session.exec(statement, params={"token": token}).first()
        if found is not None:
            return GroupAccess(found, can_write)
    return None


def create_group(session: Session, name: Any, players: Sequence[Any] = ()) -> PlayerGroup:
    """A new group with its first players (none is fine: players are added as they come)."""
    with write_transaction(session):
        named = clean_name(name, "Group name", TABLE_NAME_MAX)
        group = PlayerGroup(name=named, scorer_token=new_token(), viewer_token=new_token())
        session.add(group)
        session.flush()
        for player in _new_names(session, group, players):
            session.add(Member(group_id=group.id, name=player))
    session.refresh(group)
    return group


def members_of(session: Session, group: PlayerGroup) -> list[Member]:
    """Every player the group ever had, merged ones too (the statistics read them as who they became)."""
    return list(session.exec(select(Member).where(Member.group_id == group.id).order_by(Member.id)))


def roster(session: Session, group: PlayerGroup) -> list[Member]:
    """The group's players now (merged ones left out), by name."""
    return sorted(
        (m for m in members_of(session, group) if m.merged_into is None), key=lambda m: name_key(m.name)
    )


def member_of(session: Session, group: PlayerGroup, member_id: int) -> Member | None:
    member = session.get(Member, member_id)
    return member if member is not None and member.group_id == group.id else None


def canonical_ids(members: Sequence[Member]) -> dict[int, int]:
    """Each player's id to the id of the player they count as: themselves, or the one they were merged into
    (followed to its end: A merged into B, B into C, all count as C)."""
    parent = {m.id: m.merged_into for m in members if m.id is not None}
    resolved: dict[int, int] = {}
    for member_id in parent:
        seen, current = [], member_id
        while parent.get(current) is not None and current not in seen:
            seen.append(current)
            current = parent[current]  # type: ignore[assignment]
        resolved[member_id] = current
    return resolved


def add_members(session: Session, group: PlayerGroup, names: Sequence[Any]) -> list[Member]:
    """Add players to the roster; a name already on it is refused with a sentence."""
    with write_transaction(session):
        added = [Member(group_id=group.id, name=name) for name in _new_names(session, group, names)]
        session.add_all(added)
    return added


def rename_member(session: Session, group: PlayerGroup, member: Member, name: Any) -> None:
    """A new name on the roster; the games keep the names they were played under, and the tables' seats
    theirs (each seat stays linked to the player), and count for the player."""
    new = clean_name(name, "Name", NAME_MAX)
    others = {name_key(m.name) for m in roster(session, group) if m.id != member.id}
    if name_key(new) in others:
        raise RuleError(f"{new} is already on the roster: merge the two instead.", "name")
    with write_transaction(session):
        member.name = new
        session.add(member)


def merge_members(session: Session, group: PlayerGroup, keep: Member, merged: Member) -> None:
    """Count ``merged`` as ``keep`` from now on, in every statistic, past games included."""
    if keep.id == merged.id:
        raise RuleError("Choose two different players to merge.", "into")
    if keep.group_id != group.id or merged.group_id != group.id:
        raise RuleError("Both players must be on this group's roster.", "into")
    if keep.merged_into is not None or merged.merged_into is not None:
        raise RuleError("One of the two players was already merged into another.", "into")
    with write_transaction(session):
        merged.merged_into = keep.id
        session.add(merged)


def tables_of(session: Session, group: PlayerGroup) -> list[GameTable]:
    query = select(GameTable).where(GameTable.group_id == group.id).order_by(GameTable.id.desc())  # type: ignore[union-attr]
    return list(session.exec(query))


def create_group_table(
    session: Session, group: PlayerGroup, name: Any, member_ids: Sequence[int], guests: Sequence[Any] = ()
) -> GameTable:
    """A table of the group seating these players of the roster (in this order) and guests after them."""
    by_id = {m.id: m for m in roster(session, group)}
    unknown = [i for i in member_ids if i not in by_id]
    if unknown:
        raise RuleError("A player chosen is not on the group's roster.", "members")
    names = [by_id[i].name for i in member_ids] + [g for g in guests if str(g or "").strip()]
    with write_transaction(session):
        table = add_table(session, name, names)
        table.group_id = group.id
        session.add(table)
        session.flush()
        link_seats(session, table)
    session.refresh(table)
    return table


def _new_names(session: Session, group: PlayerGroup, names: Sequence[Any]) -> list[str]:
    cleaned = [clean_name(n, "Player name", NAME_MAX) for n in names if one_line(n)]
    keys = [name_key(n) for n in cleaned]
    twice = sorted({n for n, k in zip(cleaned, keys, strict=True) if keys.count(k) > 1})
    if twice:
        raise RuleError(f"{twice[0]} is there twice: give each player one name.", "players")
    taken = {name_key(m.name) for m in roster(session, group)} if group.id is not None else set()
    for name in cleaned:
        if name_key(name) in taken:
            raise RuleError(f"{name} is already on the roster.", "players")
    if len(taken) + len(cleaned) > MAX_MEMBERS:
        raise RuleError(f"A group holds at most {MAX_MEMBERS} players.", "players")
    return cleaned
