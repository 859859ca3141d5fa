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

from gunicorn.glogging import Logger

TOKEN_IN_PATH = re.compile(r"(/t/|/api/v1/tables/)[^/?#\s\"]+")
REDACTED = r"\1<token>"


def redact(text: str) -> str:
    """``text`` with the token of every table address in it replaced by ``<token>``."""
    return TOKEN_IN_PATH.sub(REDACTED, text)


class RedactingLogger(Logger):
    """Gunicorn's logger, with every access-log atom redacted (gunicorn.conf.py names it)."""

    def atoms(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> dict[str, Any]:
        atoms = super().atoms(resp, req, environ, request_time)
        return {key: redact(value) if isinstance(value, str) else value for key, value in atoms.items()}


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
