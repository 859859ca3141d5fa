"""Gunicorn settings for Scorekeeper (``make run`` passes this file; gunicorn also reads it by itself when
started from this folder). Command-line flags override what is here."""

# Access log lines without the tables' tokens: /t/<token>/g/3 instead of the real address.
logger_class = "scorekeeper.access_log.RedactingLogger"
