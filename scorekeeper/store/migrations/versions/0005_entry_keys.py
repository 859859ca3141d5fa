"""entries' idempotency keys

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-28 06:10:00

Each entry may carry the key the phone made for it, unique within its game: a retried or repeated POST of
the same entry is answered with the stored one instead of being stored twice. Existing entries have none.
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("event") as batch:
        batch.add_column(sa.Column("entry_key", sa.String(length=64), nullable=True))
        batch.create_unique_constraint("uq_event_game_entry_key", ["game_id", "entry_key"])


def downgrade() -> None:
    with op.batch_alter_table("event") as batch:
        batch.drop_constraint("uq_event_game_entry_key", type_="unique")
        batch.drop_column("entry_key")
