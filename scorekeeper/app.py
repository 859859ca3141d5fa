"""The Flask application factory."""

from __future__ import annotations

import logging
import os
import secrets
import tempfile
import time
from pathlib import Path
from typing import Any, NoReturn

import click
from flask import Flask, Request, Response
from flask.sessions import NullSession, SecureCookieSession, SecureCookieSessionInterface
from sqlalchemy.engine import make_url
from sqlalchemy.exc import SQLAlchemyError
from werkzeug.middleware.proxy_fix import ProxyFix

from scorekeeper.access_log import redact_logger
from scorekeeper.store.db import make_engine, upgrade

ROOT = Path(__file__).resolve().parent.parent

# Scripts only from the app itself: no inline <script>, no onclick=, no eval (htmx runs with allowEval off);
# WebAssembly may be compiled ('wasm-unsafe-eval', no JavaScript eval): the phone's offline engine (Pyodide).
# Styles keep 'unsafe-inline' for the style="width: ..%" of the scoreboards' progress bars, nothing else.
# Referrer "same-origin": table links carry their token, so other sites get no Referer at all, while the
# app's own requests keep theirs (Flask-WTF checks it on HTTPS).
SECURITY_HEADERS = {
    "Content-Security-Policy": "; ".join(
        [
            "default-src 'self'",
            "script-src 'self' 'wasm-unsafe-eval'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ]
    ),
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
}


class NoSession(NullSession):
    """The session of a JSON API request: empty, and writing to it is a programming error."""

    def _fail(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise RuntimeError("The JSON API has no cookie session: it authenticates by the token in the URL.")

    __setitem__ = __delitem__ = clear = pop = popitem = update = setdefault = _fail  # type: ignore[assignment]


class PageSessions(SecureCookieSessionInterface):
    """Flask's signed cookie session, opened only for the pages. The JSON API (``/api/``) authenticates by
    the table token in its URL and is exempt from CSRF, so it never reads or writes the session: skipping it
    saves building the signing serializer and parsing the cookie on every entry (docs/benchmarks.md)."""

    null_session_class = NoSession

    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:
        if request.path.startswith("/api/"):
            return self.make_null_session(app)
        return super().open_session(app, request)


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Build the app. Settings come from ``instance/config.py``, ``SCOREKEEPER_*`` env vars, or tests."""
    app = Flask(
        __name__,
        instance_path=str(ROOT / "instance"),
        instance_relative_config=True,
        template_folder=str(ROOT / "templates"),
        static_folder=str(ROOT / "static"),
    )
    app.session_interface = PageSessions()
    app.config.from_mapping(
        DATABASE_URL=f"sqlite:///{Path(app.instance_path) / 'scorekeeper.db'}",
        PUBLIC_URL="",  # e.g. "http://192.168.1.20:8000"; default: the address the request came to
        MAX_CONTENT_LENGTH=512 * 1024,
        SSE_POLL_SECONDS=0.1,  # SQLite: how often each process's change watcher looks (one query)
        SSE_MAX_SECONDS=300,  # streams end after this; the browser reconnects by itself
        SSE_MAX_STREAMS=1500,  # open scoreboards per worker process; past it 503 + Retry-After
        SSE_SAFETY_POLL_SECONDS=5.0,  # PostgreSQL: a full look besides LISTEN/NOTIFY, this often
        DB_POOL_SIZE=None,  # server databases: connections kept per worker process (SQLAlchemy's 5)
        DB_MAX_OVERFLOW=None,  # and opened beyond it when all are busy (SQLAlchemy's 10)
        TRUSTED_PROXIES=0,  # proxies in front whose X-Forwarded-For/-Proto/-Host are believed
        ALLOWED_HOSTS="",  # "scores.example.org,10.0.0.5": other Host headers get 400 (web/share.py)
        SESSION_COOKIE_SAMESITE="Lax",
        WTF_CSRF_TIME_LIMIT=None,
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
        app.config.from_prefixed_env("SCOREKEEPER")
    else:
        app.config.from_mapping(test_config)
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _instance_secret(Path(app.instance_path))

    app.extensions["engine"] = make_engine(
        app.config["DATABASE_URL"], app.config["DB_POOL_SIZE"], app.config["DB_MAX_OVERFLOW"]
    )
    _trust_proxies(app)
    from scorekeeper.web import register
    from scorekeeper.web.schemas import install

    install(app)  # bounded ids in URLs, depth-checked JSON: before the blueprints' routes are added
    register(app)
    app.after_request(_security_headers)
    from scorekeeper.web.share import host_guard

    if (check_host := host_guard(app.config["ALLOWED_HOSTS"])) is not None:
        app.before_request(check_host)
    redact_logger(app.logger)  # "Exception on /t/<token>/..." (gunicorn's access log: gunicorn.conf.py)
    redact_logger(logging.getLogger("werkzeug"))  # the development server's request lines

    @app.cli.command("init-db")
    def init_db() -> None:
        """Create or migrate the database schema (existing games are kept)."""
        url = app.config["DATABASE_URL"]
        prepare_database(url, app.extensions["engine"])
        click.echo(f"Database ready: {database_name(url)}")

    @app.cli.command("backup")
    @click.argument("target", required=False, type=click.Path(dir_okay=False, path_type=Path))
    def backup_db(target: Path | None) -> None:
        """Copy the SQLite database to TARGET (default: backups/ beside it), safe while serving."""
        from scorekeeper.store.backup import BackupError, backup

        try:
            done = backup(app.config["DATABASE_URL"], target)
        except BackupError as exc:
            raise click.ClickException(str(exc)) from None
        click.echo(
            f"Backed up to {done.path}: {done.tables} tables, {done.games} games, {done.entries} entries."
        )

    @app.cli.command("rebuild-summaries")
    def rebuild_summaries() -> None:
        """Summarise every finished game of every group's tables again from the logs (the statistics read
        the summaries; they are derived, and this rebuilds them after a change in how a game counts)."""
        from sqlmodel import Session

        from scorekeeper.store.summaries import rebuild

        with Session(app.extensions["engine"]) as session:
            made = rebuild(session)
        click.echo(f"Summaries rebuilt: {made} finished games of the groups' tables.")

    return app


READ_ONLY_SIGNS = ("readonly", "read-only", "read only", "permission denied", "unable to open database file")


def database_name(url: str) -> str:
    """The database as a person names it: a SQLite file's path, a server's URL without its password."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return (parsed.database or ":memory:").removeprefix("file:").split("?", 1)[0]
    return parsed.render_as_string(hide_password=True)


def prepare_database(url: str, engine: Any) -> None:
    """Migrate the schema (``alembic upgrade head``) and check the database can be written, or stop with one
    sentence (``click.ClickException``: "Error: …" and status 1), never a traceback. A database on a
    read-only file, folder or mount fails the migration when it has one to do, and the write look
    (store/disk.py) when it has none: either way no entry could be stored, so the server does not start."""
    from scorekeeper.store import disk

    where = database_name(url)
    fix = "make it (and its folder) writable by this user, or set SCOREKEEPER_DATABASE_URL to one that is."
    try:
        upgrade(url)
    except (SQLAlchemyError, OSError) as exc:
        cause = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        if disk.is_disk_full(exc):
            raise click.ClickException(
                f"The database {where} cannot be written (its disk is full): {fix}"
            ) from None
        if any(sign in cause.lower() for sign in READ_ONLY_SIGNS):
            raise click.ClickException(f"The database {where} cannot be written ({cause}): {fix}") from None
        raise click.ClickException(f"The database {where} could not be prepared ({cause}).") from None
    if (reason := disk.why_not_writable(engine)) is not None:
        reason = reason.split(": ", 1)[-1]  # the driver's words, not SQLAlchemy's class name
        raise click.ClickException(f"The database {where} cannot be written ({reason}): {fix}")


def _trust_proxies(app: Flask) -> None:
    """Believe X-Forwarded-For/-Proto/-Host from the ``TRUSTED_PROXIES`` nearest proxies (0: none, so a
    client cannot pose as another address or scheme by sending the headers itself)."""
    setting = app.config["TRUSTED_PROXIES"]
    try:
        count = int(setting or 0)
    except (TypeError, ValueError):
        count = -1
    if count < 0:
        raise ValueError(f"SCOREKEEPER_TRUSTED_PROXIES must be a whole number of proxies, not {setting!r}.")
    if count:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=count, x_proto=count, x_host=count)  # type: ignore[method-assign]


def _security_headers(response: Response) -> Response:
    """Every response says what the browser may load and who may frame it; a view that sets its own
    header keeps it."""
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    return response


def _instance_secret(instance: Path) -> str:
    """A secret key kept in ``instance/secret_key`` so sessions survive restarts.

    Two servers starting at once on a fresh ``instance/`` must end with the same key, or each rejects the
    other's sessions and CSRF tokens: the key is written whole to a private temporary file, then hard-linked
    to its name, which succeeds for exactly one process; the others read the winner's key.
    """
    path = instance / "secret_key"
    if not path.exists():
        _publish_once(path, secrets.token_hex(32))
    return _read_key(path)


def _publish_once(path: Path, text: str) -> None:
    """Create ``path`` holding ``text`` unless it exists; readers never see it half written."""
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".secret_key.")  # O_EXCL, mode 0600
    try:
        with os.fdopen(fd, "w") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        try:
            os.link(temp, path)  # atomic, and never replaces a key another process published first
        except FileExistsError:
            pass
        except OSError:  # a file system without hard links: exclusive create, readers wait for the text
            _create_exclusive(path, text)
    finally:
        os.unlink(temp)


def _create_exclusive(path: Path, text: str) -> None:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    with os.fdopen(fd, "w") as out:
        out.write(text)


def _read_key(path: Path, wait_seconds: float = 2.0) -> str:
    """The key in ``path``; an empty file (a key being written, only without hard links) is waited for."""
    deadline = time.monotonic() + wait_seconds
    while not (key := path.read_text().strip()):
        if time.monotonic() > deadline:
            raise RuntimeError(f"{path} is empty: delete it and start again to make a new key.")
        time.sleep(0.01)
    return key
