"""tournaments: entrants, rounds and each round's tables

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-28 06:30:00

A tournament belongs to a group; its entrants are the group's players (one, or two for a fixed
partnership); each round keeps its seating as JSON and, once started, one ordinary table and game of the
group per table of the seating. Nothing existing changes.
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournament",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("group_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=60), nullable=False),
        sa.Column("ruleset", sa.String(length=40), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("movement", sa.String(length=20), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("deals", sa.Integer(), nullable=True),
        sa.Column("minutes", sa.Integer(), nullable=True),
        sa.Column("scoring", sa.String(length=20), nullable=False),
        sa.Column("tiebreaks", sa.JSON(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["group_id"], ["player_group.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("tournament") as batch:
        batch.create_index(batch.f("ix_tournament_group_id"), ["group_id"], unique=False)
    op.create_table(
        "tournament_entrant",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("member_id", sa.Integer(), nullable=False),
        sa.Column("partner_id", sa.Integer(), nullable=True),
        sa.Column("joined_round", sa.Integer(), nullable=False),
        sa.Column("withdrawn_after", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournament.id"]),
        sa.ForeignKeyConstraint(["member_id"], ["member.id"]),
        sa.ForeignKeyConstraint(["partner_id"], ["member.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("tournament_entrant") as batch:
        batch.create_index(batch.f("ix_tournament_entrant_tournament_id"), ["tournament_id"], unique=False)
    op.create_table(
        "tournament_round",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("plan", sa.JSON(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("ends_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournament.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("tournament_id", "number", name="uq_tournament_round_number"),
    )
    with op.batch_alter_table("tournament_round") as batch:
        batch.create_index(batch.f("ix_tournament_round_tournament_id"), ["tournament_id"], unique=False)
    op.create_table(
        "tournament_table",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("counted", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["round_id"], ["tournament_round.id"]),
        sa.ForeignKeyConstraint(["table_id"], ["card_table.id"]),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("round_id", "number", name="uq_tournament_table_number"),
    )
    with op.batch_alter_table("tournament_table") as batch:
        batch.create_index(batch.f("ix_tournament_table_round_id"), ["round_id"], unique=False)


def downgrade() -> None:
    op.drop_table("tournament_table")
    op.drop_table("tournament_round")
    op.drop_table("tournament_entrant")
    op.drop_table("tournament")
