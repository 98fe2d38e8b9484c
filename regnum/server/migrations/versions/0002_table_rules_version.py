"""The rules version a table is played under.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("game_tables", sa.Column("rules_version", sa.Integer, nullable=True))


def downgrade() -> None:
    op.drop_column("game_tables", "rules_version")
