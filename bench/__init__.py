"""``python -m bench``: performance figures for the web app, printed and never asserted.

One run starts the real app under gunicorn on a fresh SQLite database, then a minimal Flask + sqlite3
baseline under the same settings, and prints: event submissions per second and latency with 8 clients
(and the ratio app/baseline), the scoreboard's render time for a 100-hand game, the bytes a phone
downloads for the play page and the scoreboard, and the submit-to-scoreboard push latency.
Traffic goes only to 127.0.0.1; every loop is bounded in count and time; every process started is
stopped. See ``docs/benchmarks.md``.
"""
