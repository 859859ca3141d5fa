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

TOKEN_IN_PATH = re.compile(r"(/t/|/groups/|/api/v1/tables/)[^/?#\s\"]+")
# A token anywhere else: at a route that does not exist (/tables/<token>, /T/<token>), in a query string
# (/?t=<token>) or percent-encoded in one (?next=%2Ft%2F<token>). A token is secrets.token_urlsafe(24), 32
# characters of A-Z a-z 0-9 _ -: any word of 16 or more of those characters, standing alone (a %XX escape
# counts as a separator), with at least one capital, digit or underscore, is taken for one. The app's own
# words never are: game and tool slugs are lower case with hyphens ("beggar-my-neighbour"), file names
# have dots. A token with none of A-Z 0-9 _ in 32 characters is a chance of about 1 in 10^12.
TOKEN_SHAPED = re.compile(
    r"(?:(?<![A-Za-z0-9_%-])|(?<=%[0-9A-Fa-f]{2}))"  # the start of a word (after a %XX escape too)
    r"(?=[A-Za-z0-9_-]*[A-Z0-9_])[A-Za-z0-9_-]{16,}(?![A-Za-z0-9_-])"
)
REDACTED = r"\1<token>"


def redact(text: str) -> str:
    """``text`` with the token of every table address in it, and every other token-shaped word, replaced by
    ``<token>``."""
    return TOKEN_SHAPED.sub("<token>", TOKEN_IN_PATH.sub(REDACTED, text))


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
    """Gunicorn's logger, with every access-log atom redacted (gunicorn.conf.py names it), and its error
    log too ("Error handling request /t/...")."""

    atoms_wrapper_class = RedactedAtoms

    def __init__(self, cfg: Any) -> None:
        super().__init__(cfg)
        redact_logger(self.error_log)


class RedactTokens(logging.Filter):
    """A logging filter for the other loggers that name paths: the development server's request lines
    (logger ``werkzeug``) and Flask's "Exception on /t/... [POST]"."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if (redacted := redact(message)) != message:
            record.msg, record.args = redacted, None
        if record.exc_info and not record.exc_text:
            # The traceback, formatted here once (handlers reuse exc_text): an error's text can name the
            # address or the query's parameters ("[parameters: ('<token>',)]").
            record.exc_text = redact(_FORMATTER.formatException(record.exc_info))
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        return True


_FORMATTER = logging.Formatter()


def redact_logger(logger: logging.Logger) -> None:
    """Add the filter to ``logger`` once (create_app may run many times in one process)."""
    if not any(isinstance(f, RedactTokens) for f in logger.filters):
        logger.addFilter(RedactTokens())
