"""saved house games

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01 10:00:00

A table's score-pad settings saved under the name the table gave its game ("Hearts"), offered on its
new-game form in one tap (``store/house_games.py``). One row per table, ruleset and case-folded name.
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "house_game",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("ruleset", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("name_key", sa.String(length=160), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["table_id"], ["card_table.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("table_id", "ruleset", "name_key", name="uq_house_game_name"),
    )
    with op.batch_alter_table("house_game", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_house_game_table_id"), ["table_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("house_game", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_house_game_table_id"))
    op.drop_table("house_game")
