"""Alembic environment: always run programmatically by `regnum.server.db.migrate`, which passes
the open connection in `config.attributes["connection"]` (there is no alembic.ini)."""

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
