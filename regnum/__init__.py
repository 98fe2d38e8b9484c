"""regnum: rules engines, bots and tools for three medieval strategy board games."""

from regnum import core

# the compiled or the pure-Python core, chosen before any of its modules is imported
core.select()

__version__ = "0.1.0"
