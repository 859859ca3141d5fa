"""The web layer: thin Flask blueprints over the rules and the store."""

from __future__ import annotations

from flask import Flask, Response, request
from flask_compress import Compress
from flask_wtf.csrf import CSRFProtect

csrf = CSRFProtect()
compress = Compress()


def register(app: Flask) -> None:
    """Bind extensions, blueprints, error pages and template helpers to ``app``."""
    from scorekeeper.web import (
        api,
        api_tools,
        board,
        errors,
        groups,
        health,
        home,
        metrics,
        offline,
        play,
        records,
        share,
        table_board,
        tables,
        templating,
        tools,
        tournaments,
    )
    from scorekeeper.web.common import close_session

    csrf.init_app(app)
    # Pages, fragments, JSON, CSS and JS go compressed to phones that ask for it; the scoreboard's
    # event stream is never buffered (its mimetype is not in the list, and streams are left alone).
    app.config.setdefault("COMPRESS_STREAMS", False)
    compress.init_app(app)
    app.after_request(_let_static_files_be_compressed)  # runs before Flask-Compress's own hook
    for module in (
        home,
        tables,
        play,
        board,
        table_board,
        share,
        records,
        tools,
        groups,
        tournaments,
        offline,
    ):
        app.register_blueprint(module.bp)
    app.register_blueprint(health.bp)  # /healthz: no token, no form, nothing to protect from CSRF
    metrics.install(app)  # /metrics (loopback only unless METRICS_FROM), and the counters' hooks
    for module in (api, api_tools):
        app.register_blueprint(module.bp)
        csrf.exempt(module.bp)  # the API authenticates by the table token in the URL, not a cookie
    errors.register(app)
    templating.register(app)
    app.teardown_appcontext(close_session)


def _let_static_files_be_compressed(response: Response) -> Response:
    """Static files are streamed from disk, which Flask-Compress leaves alone; CSS and JS compress to a
    third, so read them into the response for it (a few small files, kept by browsers once fetched)."""
    if request.endpoint == "static" and response.status_code == 200:
        response.direct_passthrough = False
        stream = response.response  # the file send_file opened; reading it replaces it with the bytes
        response.set_data(response.get_data())
        if hasattr(stream, "close"):
            stream.close()
    return response
