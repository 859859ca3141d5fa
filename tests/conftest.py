"""Shared fixtures: an app on a fresh, migrated SQLite database per test."""

from __future__ import annotations

import pytest

from scorekeeper.app import create_app
from scorekeeper.store.db import upgrade


@pytest.fixture
def app(tmp_path):
    url = f"sqlite:///{tmp_path / 'test.db'}"
    upgrade(url)
    app = create_app(
        {
            "TESTING": True,
            "DATABASE_URL": url,
            "SECRET_KEY": "test",
            "WTF_CSRF_ENABLED": False,
            "SSE_POLL_SECONDS": 0.01,
            "SSE_MAX_SECONDS": 0.2,
        }
    )
    yield app
    app.extensions["engine"].dispose()


@pytest.fixture
def client(app):
    return app.test_client()
