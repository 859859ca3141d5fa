"""creation times keep their time zone

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23 20:50:00

The three ``created_at`` columns were ``TIMESTAMP WITHOUT TIME ZONE`` while the app writes aware UTC times:
PostgreSQL then stored the wall-clock time of its own session time zone (15:36 for a 14:36 UTC entry on a
server set to Europe/Paris). On PostgreSQL they become ``TIMESTAMP WITH TIME ZONE``; the values already
there were written by this app as UTC, so they are read as UTC (``USING created_at AT TIME ZONE 'UTC'``).
Choice: a value already shifted by a server in another zone cannot be told from a right one, so it is kept
as it is. SQLite has no time zone type and keeps text: nothing to change there.
"""

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

TABLES = ("card_table", "game", "event")


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in TABLES:
        op.execute(
            f"ALTER TABLE {table} ALTER COLUMN created_at TYPE TIMESTAMP WITH TIME ZONE "
            "USING created_at AT TIME ZONE 'UTC'"
        )


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in TABLES:
        op.execute(
            f"ALTER TABLE {table} ALTER COLUMN created_at TYPE TIMESTAMP WITHOUT TIME ZONE "
            "USING created_at AT TIME ZONE 'UTC'"
        )
