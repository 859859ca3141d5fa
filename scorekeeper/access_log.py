"""Keep table tokens out of the logs.

A table's token is its password: whoever has ``/t/<token>/`` (or ``/api/v1/tables/<token>/``) scores or
watches that table. Access logs are kept, rotated, copied and shown around far more freely than a
password, so every log line the server writes has the token replaced by ``<token>``, in the request line,
the path, the Referer (a page's own address) and any header or variable a custom format names.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from gunicorn.glogging import Logger, SafeAtoms

TOKEN_IN_PATH = re.compile(r"(/t/|/api/v1/tables/)[^/?#\s\"]+")
REDACTED = r"\1<token>"


def redact(text: str) -> str:
    """``text`` with the token of every table address in it replaced by ``<token>``."""
    return TOKEN_IN_PATH.sub(REDACTED, text)


class RedactedAtoms(SafeAtoms):
    """Gunicorn's access-log atoms, each redacted (and its quotes escaped, as ``SafeAtoms`` does) when the
    log format reads it.

    Lazily, because gunicorn offers every request header, response header and WSGI variable as an atom
    (some fifty per request) and a format names about ten: redacting them all up front cost about 55 µs of
    CPU per request, more than writing the line (docs/benchmarks.md, "Where an entry's time goes").
    """

    def __init__(self, atoms: dict[str, Any]) -> None:
        dict.__init__(self, atoms)  # as they are: SafeAtoms would escape every value up front

    def __getitem__(self, key: str) -> Any:
        value = super().__getitem__(key)
        return redact(value).replace('"', '\\"') if isinstance(value, str) else value


class RedactingLogger(Logger):
    """Gunicorn's logger, with every access-log atom redacted (gunicorn.conf.py names it)."""

    atoms_wrapper_class = RedactedAtoms


class RedactTokens(logging.Filter):
    """A logging filter for the other loggers that name paths: the development server's request lines
    (logger ``werkzeug``) and Flask's "Exception on /t/... [POST]"."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if TOKEN_IN_PATH.search(message):
            record.msg, record.args = redact(message), None
        return True


def redact_logger(logger: logging.Logger) -> None:
    """Add the filter to ``logger`` once (create_app may run many times in one process)."""
    if not any(isinstance(f, RedactTokens) for f in logger.filters):
        logger.addFilter(RedactTokens())
