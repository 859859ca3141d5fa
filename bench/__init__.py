"""``python -m bench``: performance figures for the web app, printed and never asserted.

One run starts the real app under gunicorn on a fresh SQLite database and a minimal Flask + sqlite3
baseline beside it under the same settings, and prints, from alternating short windows on the two: event
submissions per second and latency with 8 clients, the server CPU time per entry of each, and the ratios
app/baseline (median of the rounds and their spread); the scoreboard's render time for a 100-hand game,
the bytes a phone downloads for the play page and the scoreboard, and the submit-to-scoreboard push
latency.
Traffic goes only to 127.0.0.1; every loop is bounded in count and time; every process started is
stopped. See ``docs/benchmarks.md``.
"""
