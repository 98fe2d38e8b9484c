"""The database schema as SQLAlchemy models. The tables themselves are created by the Alembic
migrations in `migrations/versions/`; these classes must stay in step with them.

A table's game is stored as its configuration (game, players, seed, options) plus one row per
accepted action: replaying those rebuilds the state, so nothing else of the game is stored.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class TableRow(Base):
    __tablename__ = "game_tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    num_players: Mapped[int]
    # Seeds are unsigned 64-bit; stored as text because SQL integers are signed.
    seed: Mapped[str] = mapped_column(String(24))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(16), index=True)
    moves: Mapped[int]
    winners: Mapped[list[int] | None] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime]
    # The game's rules version the table was created under; null for tables from before it was
    # stored (migration 0002). A table is only resumed under the version it was played with.
    rules_version: Mapped[int | None] = mapped_column(nullable=True)
    # Migration 0003: the SHA-256 of the creator's host key (re-issues unclaimed invites); the
    # clock the table chose (null: none); when the seat to act began its turn (clocks run from it).
    host_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    clock: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    turn_started: Mapped[datetime | None] = mapped_column(nullable=True)
    # Migration 0005: actions taken back so far (each deletes its row and lowers `moves`).
    undos: Mapped[int] = mapped_column(default=0, server_default="0")
    seats: Mapped[list[SeatRow]] = relationship(order_by="SeatRow.index", lazy="selectin")


class SeatRow(Base):
    __tablename__ = "seats"

    table_id: Mapped[str] = mapped_column(ForeignKey("game_tables.id"), primary_key=True)
    index: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))  # "human" or "bot"
    name: Mapped[str] = mapped_column(String(64))
    bot: Mapped[str | None] = mapped_column(String(32), nullable=True)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    joined: Mapped[bool]
    # Migration 0003: `token_hash` is the invite's, good until the seat is claimed; `key_hash`
    # the claimed seat's key. `clock_ms`: time left on a total clock at the start of the seat's
    # turn. `away`: "timeout" or "left" while a bot plays the seat, else null.
    key_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    clock_ms: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    away: Mapped[str | None] = mapped_column(String(8), nullable=True)
    # Migration 0004: the seats that voted, during this seat's turn, to hand it to the bot.
    votes: Mapped[list[int] | None] = mapped_column(JSON, nullable=True)


class ActionRow(Base):
    __tablename__ = "actions"
    __table_args__ = (UniqueConstraint("table_id", "move_index", name="uq_actions_table_move"),)

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("game_tables.id"), index=True)
    move_index: Mapped[int]
    player: Mapped[int]
    action_id: Mapped[int]
    notation: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime]


class ChatRow(Base):
    __tablename__ = "chat_messages"

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("game_tables.id"), index=True)
    seat: Mapped[int]
    move: Mapped[int]  # the table's move count when it was said (replays show it from there)
    text: Mapped[str] = mapped_column(String(500))
    created_at: Mapped[datetime]
    # Migration 0006: the one seat a private message is for; None for the whole table.
    recipient: Mapped[int | None] = mapped_column(nullable=True)
