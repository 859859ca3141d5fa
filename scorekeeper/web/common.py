"""What every blueprint needs: the request's database session, table access, htmx-aware rendering."""

from __future__ import annotations

from typing import Any

from flask import abort, current_app, g, make_response, render_template, request
from flask.typing import ResponseReturnValue
from sqlmodel import Session

from scorekeeper.store import repo
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


def table_access(token: str) -> repo.Access:
    """The table behind a share token, or 404."""
    access = repo.table_by_token(db(), token)
    if access is None:
        abort(404, description="No table has that link. Check the address or ask for a new QR code.")
    return access


def scorer_access(token: str) -> repo.Access:
    """Like ``table_access`` but only through the scorer link; the viewer link gets 403."""
    access = table_access(token)
    if not access.can_write:
        abort(403, description="This is a viewer link: it shows the scores but cannot change them.")
    return access


def game_access(token: str, game_id: int, *, write: bool = False) -> tuple[repo.Access, Game]:
    access = scorer_access(token) if write else table_access(token)
    game = repo.game_of_table(db(), access.table, game_id)
    if game is None or repo.get_ruleset(game.ruleset) is None:
        abort(404, description="This table has no such game.")
    return access, game


def is_htmx() -> bool:
    return request.headers.get("HX-Request") == "true"


def page_or_fragment(page: str, fragment: str, status: int = 200, **context: Any) -> ResponseReturnValue:
    """The full page, or only its fragment for an htmx request (``Vary`` tells caches they differ)."""
    response = make_response(render_template(fragment if is_htmx() else page, **context), status)
    response.headers["Vary"] = "HX-Request"
    return response


def public_base() -> str:
    """Where phones reach this server: the configured public URL, else the address of this request."""
    configured = (current_app.config.get("PUBLIC_URL") or "").rstrip("/")
    return configured or request.host_url.rstrip("/")
