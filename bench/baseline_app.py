"""The baseline: the least a Flask app can do to store one entry in SQLite and answer in JSON.

One route inserts a row with the standard ``sqlite3`` module (WAL and ``synchronous=NORMAL``, as the real
app sets) and returns the row id with 201. Connections are kept and reused, as the real app's connection
pool does (opening one per request, as in Flask's tutorial, costs more CPU than the insert itself and
would flatter the app). The database file is named by ``BENCH_BASELINE_DB``; ``create_schema`` makes it
before gunicorn starts.
Run: ``gunicorn 'bench.baseline_app:create_app()'``.
"""

from __future__ import annotations

import json
import os
import queue
import sqlite3

from flask import Flask, jsonify, request

DB_ENV = "BENCH_BASELINE_DB"


def create_schema(path: str) -> None:
    """The one table, in WAL mode (a setting kept in the file)."""
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute(
            "CREATE TABLE IF NOT EXISTS entry (id INTEGER PRIMARY KEY, body TEXT NOT NULL, "
            "created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)"
        )
    conn.close()


def connect(path: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=15, isolation_level=None, check_same_thread=False)
    conn.execute("PRAGMA synchronous=NORMAL")
    return conn


class Pool:
    """Idle connections for reuse, one taken per request (a new one when none is idle)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.idle: queue.LifoQueue[sqlite3.Connection] = queue.LifoQueue()

    def take(self) -> sqlite3.Connection:
        try:
            return self.idle.get_nowait()
        except queue.Empty:
            return connect(self.path)

    def give_back(self, conn: sqlite3.Connection) -> None:
        self.idle.put(conn)


def create_app() -> Flask:
    app = Flask(__name__)
    pool = Pool(os.environ[DB_ENV])

    @app.get("/health")
    def health():
        """Readiness probe for the benchmark runner."""
        return jsonify(ok=True)

    @app.post("/entries")
    def insert():
        """Store the JSON body as one row; 201 with its id."""
        data = request.get_json(silent=True)
        if not isinstance(data, dict):
            return jsonify(error="Send a JSON object."), 400
        conn = pool.take()
        try:
            conn.execute("BEGIN IMMEDIATE")
            row_id = conn.execute("INSERT INTO entry (body) VALUES (?)", (json.dumps(data),)).lastrowid
            conn.execute("COMMIT")
        except BaseException:
            conn.close()  # in an unknown state: not reused
            raise
        pool.give_back(conn)
        return jsonify(id=row_id), 201

    return app
