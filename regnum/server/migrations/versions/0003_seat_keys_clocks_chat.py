"""Seats claimed once (a key per claimed seat, the creator's host key), clocks and bots taking
over seats, and the table chat.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_tables") as batch:
        batch.add_column(sa.Column("host_hash", sa.String(64), nullable=True))
        batch.add_column(sa.Column("clock", sa.JSON, nullable=True))
        batch.add_column(sa.Column("turn_started", sa.DateTime, nullable=True))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("key_hash", sa.String(64), nullable=True))
        batch.add_column(sa.Column("clock_ms", sa.BigInteger, nullable=True))
        batch.add_column(sa.Column("away", sa.String(8), nullable=True))
    op.create_table(
        "chat_messages",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("game_tables.id"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("move", sa.Integer, nullable=False),
        sa.Column("text", sa.String(500), nullable=False),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_index("ix_chat_messages_table_id", "chat_messages", ["table_id"])


def downgrade() -> None:
    op.drop_index("ix_chat_messages_table_id", "chat_messages")
    op.drop_table("chat_messages")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("away")
        batch.drop_column("clock_ms")
        batch.drop_column("key_hash")
    with op.batch_alter_table("game_tables") as batch:
        batch.drop_column("turn_started")
        batch.drop_column("clock")
        batch.drop_column("host_hash")
