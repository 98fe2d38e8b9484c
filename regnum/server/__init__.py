"""The web server: lobby, tables, seats and moves over HTTP and WebSocket, stored in a database.

`create_app(settings)` in `app.py` builds the ASGI application; `regnum serve` runs it with uvicorn.
The server reaches games only through the engine contract and bots only through `regnum.bots`.
"""
