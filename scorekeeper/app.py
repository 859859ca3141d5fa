"""The Flask application factory."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

import click
from flask import Flask

from scorekeeper.store.db import make_engine, upgrade

ROOT = Path(__file__).resolve().parent.parent


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Build the app. Settings come from ``instance/config.py``, ``SCOREKEEPER_*`` env vars, or tests."""
    app = Flask(
        __name__,
        instance_path=str(ROOT / "instance"),
        instance_relative_config=True,
        template_folder=str(ROOT / "templates"),
        static_folder=str(ROOT / "static"),
    )
    app.config.from_mapping(
        DATABASE_URL=f"sqlite:///{Path(app.instance_path) / 'scorekeeper.db'}",
        PUBLIC_URL="",  # e.g. "http://192.168.1.20:8000"; default: the address the request came to
        MAX_CONTENT_LENGTH=512 * 1024,
        SSE_POLL_SECONDS=0.25,
        SSE_MAX_SECONDS=300,  # streams end after this; the browser reconnects by itself
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

    app.extensions["engine"] = make_engine(app.config["DATABASE_URL"])
    from scorekeeper.web import register

    register(app)

    @app.cli.command("init-db")
    def init_db() -> None:
        """Create or migrate the database schema (existing games are kept)."""
        upgrade(app.config["DATABASE_URL"])
        click.echo(f"Database ready: {app.config['DATABASE_URL']}")

    return app


def _instance_secret(instance: Path) -> str:
    """A secret key kept in ``instance/secret_key`` so sessions survive restarts."""
    path = instance / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()
