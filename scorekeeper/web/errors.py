"""Error pages: a sentence a person understands, never a stack trace; JSON under /api."""

from __future__ import annotations

from flask import Flask, jsonify, render_template, request
from flask_wtf.csrf import CSRFError
from werkzeug.exceptions import HTTPException

MESSAGES = {
    400: "That request could not be understood.",
    403: "This link cannot change anything here.",
    404: "There is nothing at this address.",
    405: "That action is not allowed here.",
    413: "That is too much data to send at once.",
}


def register(app: Flask) -> None:
    app.register_error_handler(CSRFError, _csrf_error)
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(Exception, _unexpected)


def _respond(status: int, message: str):
    if request.path.startswith("/api/"):
        return jsonify(error=message), status
    if status >= 500 and request.headers.get("HX-Request") == "true":
        # A form sent by htmx (the play page's): the sentence at the top of the page it came from, whose
        # form stays as it was (base.html swaps 5xx answers; the error page would replace the form).
        banner = render_template("_error_banner.html", message=message)
        return banner, status, {"HX-Retarget": "#play", "HX-Reswap": "afterbegin"}
    return render_template("error.html", status=status, message=message), status


def _http_error(exc: HTTPException):
    default = MESSAGES.get(exc.code or 500, exc.name)
    generic = type(exc).description
    message = exc.description if exc.description and exc.description != generic else default
    return _respond(exc.code or 500, message)


def _csrf_error(_exc: CSRFError):
    return _respond(400, "This form has expired. Reload the page and try again.")


def _unexpected(exc: Exception):
    if isinstance(exc, HTTPException):
        return _http_error(exc)
    from flask import current_app

    from scorekeeper.store import disk

    if disk.is_disk_full(exc):
        # Not "nothing you entered was lost": the entry was not stored. 507 Insufficient Storage.
        disk.note_disk_full()
        current_app.logger.error("Disk full: %s %s was not saved: %s", request.method, request.path, exc)
        return _respond(507, disk.DISK_FULL)

    # The address, so the log says where; its token is redacted by the log's filter (access_log.py).
    where = request.full_path.rstrip("?")
    current_app.logger.exception("Unhandled error at %s %s", request.method, where, exc_info=exc)
    return _respond(500, "Something went wrong on our side; nothing you entered was lost.")
