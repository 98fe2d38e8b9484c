"""regnum: rules engines, bots and tools for three medieval strategy board games."""

__version__ = "0.1.0"
