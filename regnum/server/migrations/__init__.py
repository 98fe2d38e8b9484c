"""Alembic migrations of the server database (run by `regnum.server.db.migrate`)."""
