"""The web layer: thin Flask blueprints over the rules and the store."""

from __future__ import annotations

from flask import Flask
from flask_wtf.csrf import CSRFProtect

csrf = CSRFProtect()


def register(app: Flask) -> None:
    """Bind extensions, blueprints, error pages and template helpers to ``app``."""
    from scorekeeper.web import (
        api,
        api_tools,
        board,
        errors,
        home,
        play,
        records,
        share,
        tables,
        templating,
        tools,
    )
    from scorekeeper.web.common import close_session

    csrf.init_app(app)
    for module in (home, tables, play, board, share, records, tools):
        app.register_blueprint(module.bp)
    for module in (api, api_tools):
        app.register_blueprint(module.bp)
        csrf.exempt(module.bp)  # the API authenticates by the table token in the URL, not a cookie
    errors.register(app)
    templating.register(app)
    app.teardown_appcontext(close_session)
