"""groups, their players, and finished games' summaries

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-28 03:40:00

A group (a family, a club) owns a roster of players (``member``) and tables; a table's seats may name the
group's player sitting there; each finished game of a group's table keeps a summary its statistics add up.
Existing tables belong to no group and keep working as before (the new columns are empty).
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "player_group",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=60), nullable=False),
        sa.Column("scorer_token", sa.String(length=64), nullable=False),
        sa.Column("viewer_token", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("player_group") as batch:
        batch.create_index(batch.f("ix_player_group_scorer_token"), ["scorer_token"], unique=True)
        batch.create_index(batch.f("ix_player_group_viewer_token"), ["viewer_token"], unique=True)
    op.create_table(
        "member",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("group_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("merged_into", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["group_id"], ["player_group.id"]),
        sa.ForeignKeyConstraint(["merged_into"], ["member.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("member") as batch:
        batch.create_index(batch.f("ix_member_group_id"), ["group_id"], unique=False)
    with op.batch_alter_table("card_table") as batch:
        batch.add_column(sa.Column("group_id", sa.Integer(), nullable=True))
        batch.create_index(batch.f("ix_card_table_group_id"), ["group_id"], unique=False)
        batch.create_foreign_key("fk_card_table_group", "player_group", ["group_id"], ["id"])
    with op.batch_alter_table("player") as batch:
        batch.add_column(sa.Column("member_id", sa.Integer(), nullable=True))
        batch.create_index(batch.f("ix_player_member_id"), ["member_id"], unique=False)
        batch.create_foreign_key("fk_player_member", "member", ["member_id"], ["id"])
    op.create_table(
        "game_summary",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("group_id", sa.Integer(), nullable=False),
        sa.Column("ruleset", sa.String(length=40), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"]),
        sa.ForeignKeyConstraint(["group_id"], ["player_group.id"]),
        sa.PrimaryKeyConstraint("game_id"),
    )
    with op.batch_alter_table("game_summary") as batch:
        batch.create_index(batch.f("ix_game_summary_group_id"), ["group_id"], unique=False)


def downgrade() -> None:
    op.drop_table("game_summary")
    with op.batch_alter_table("player") as batch:
        batch.drop_constraint("fk_player_member", type_="foreignkey")
        batch.drop_index(batch.f("ix_player_member_id"))
        batch.drop_column("member_id")
    with op.batch_alter_table("card_table") as batch:
        batch.drop_constraint("fk_card_table_group", type_="foreignkey")
        batch.drop_index(batch.f("ix_card_table_group_id"))
        batch.drop_column("group_id")
    op.drop_table("member")
    op.drop_table("player_group")
