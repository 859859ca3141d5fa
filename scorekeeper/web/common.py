"""What every blueprint needs: the request's database session, table access, htmx-aware rendering."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from flask import abort, current_app, g, make_response, render_template, request
from flask.typing import ResponseReturnValue
from sqlmodel import Session

from scorekeeper.store import repo, tables, writes
from scorekeeper.store.models import Game


def db() -> Session:
    """One session per request, closed at teardown."""
    if "db_session" not in g:
        g.db_session = Session(current_app.extensions["engine"], expire_on_commit=False)
    return g.db_session


def close_session(_exc: BaseException | None = None) -> None:
    session = g.pop("db_session", None)
    if session is not None:
        session.close()


NO_TABLE = "No table has that link. Check the address or ask for a new QR code."
VIEWER_LINK = "This is a viewer link: it shows the scores but cannot change them."


def table_access(token: str) -> writes.Access:
    """The table behind a share token, or 404."""
    access = tables.table_by_token(db(), token)
    if access is None:
        abort(404, description=NO_TABLE)
    return access


def scorer_access(token: str) -> writes.Access:
    """Like ``table_access`` but only through the scorer link; the viewer link gets 403."""
    access = table_access(token)
    if not access.can_write:
        abort(403, description=VIEWER_LINK)
    return access


def game_access(token: str, game_id: int, *, write: bool = False) -> tuple[writes.Access, Game]:
    """The table and its game ``game_id`` (one query: every entry and page needs both), refused as
    ``table_access`` and ``scorer_access`` refuse, then 404 for a game the table does not have."""
    found = repo.game_by_token(db(), token, game_id)
    if found is None:
        abort(404, description=NO_TABLE)
    access, game = found
    if write and not access.can_write:
        abort(403, description=VIEWER_LINK)
    if game is None or repo.get_ruleset(game.ruleset) is None:
        abort(404, description="This table has no such game.")
    return access, game


def game_for_entry(token: str, game_id: int) -> repo.GameRow:
    """The game an API entry is for, refused as ``game_access(..., write=True)`` refuses and in the same
    order, read as a plain row inside the entry's write transaction (``writes.begin_write``, taken here: the
    look-up and the append then share one transaction; a refusal rolls it back at once)."""
    session = db()
    writes.begin_write(session)
    try:
        found = repo.game_row_by_token(session, token, game_id)
        if found is None:
            abort(404, description=NO_TABLE)
        can_write, game = found
        if not can_write:
            abort(403, description=VIEWER_LINK)
        if game is None or repo.get_ruleset(game.ruleset) is None:
            abort(404, description="This table has no such game.")
    except BaseException:
        session.rollback()
        raise
    return game


def is_htmx() -> bool:
    return request.headers.get("HX-Request") == "true"


# A refused entry (422: it breaks the rules) or a stale write (409: another phone was first) is answered
# to htmx with 200 and this header holding the status a plain form post gets: the browser logs every 4xx
# answer as a console error ("Failed to load resource"), and a refusal is an ordinary part of play, not a
# fault. The re-rendered form carries the sentence either way; plain posts and the JSON API keep their 4xx.
REFUSED_HEADER = "Scorekeeper-Refused"
REFUSALS = (409, 422)


def page_or_fragment(page: str, fragment: str, status: int = 200, **context: Any) -> ResponseReturnValue:
    """The full page, or only its fragment for an htmx request (``Vary`` tells caches they differ)."""
    htmx = is_htmx()
    refused = htmx and status in REFUSALS
    response = make_response(
        render_template(fragment if htmx else page, **context), 200 if refused else status
    )
    response.headers["Vary"] = "HX-Request"
    if refused:
        response.headers[REFUSED_HEADER] = str(status)
    return response


def public_base() -> str:
    """Where phones reach this server: the configured public URL, else the address of this request when it
    is this machine's own (or loopback), else this machine's address (``share.reach``: a forged ``Host``
    never reaches a link)."""
    configured = (current_app.config.get("PUBLIC_URL") or "").rstrip("/")
    if configured:
        return configured
    from scorekeeper.web.share import host_is_trusted, is_loopback, reach

    host = request.host_url.rstrip("/")
    name = urlsplit(host).hostname or ""
    return host if is_loopback(name) or host_is_trusted(name) else reach().base
