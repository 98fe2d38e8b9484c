"""The ASGI application: `create_app(settings)` wires the database, the table service, the bots,
the WebSocket hub, the HTTP API and the pages of `regnum/web/`."""

from __future__ import annotations

import asyncio
import math
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

import regnum
from regnum import translations
from regnum.server import bus, collector
from regnum.server.api import router
from regnum.server.bot_seats import BotSeats
from regnum.server.db import checkpoint_every, make_engine, migrate
from regnum.server.drawing import Drawer
from regnum.server.errors import NotFound, Refused, TooManyRequests
from regnum.server.hub import Hub
from regnum.server.limits import Guard, Limiter
from regnum.server.rulebook import rules_index, rules_page
from regnum.server.settings import Settings
from regnum.server.tables import TableService

WEB = Path(__file__).resolve().parent.parent / "web"
PAGES = {"lobby": "lobby.html", "table": "table.html", "replay": "replay.html"}
LANGUAGE_COOKIE = "regnum_lang"  # set by the pages' language switch (static/js/words.js) too
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600


def _validation_message(err: RequestValidationError) -> str:
    """FastAPI's list of validation errors as one sentence for a player."""
    parts = []
    for problem in err.errors():
        where = ".".join(str(p) for p in problem.get("loc", ()) if p != "body")
        if problem.get("type") == "json_invalid":
            return "malformed JSON in the request body"
        parts.append(f"{where}: {problem.get('msg')}" if where else str(problem.get("msg")))
    return "invalid request: " + "; ".join(parts)


def _page(name: str) -> FileResponse:
    path = WEB / PAGES[name]
    if not path.is_file():
        raise NotFound(f"the {name} page is not installed")
    return FileResponse(path, media_type="text/html")


def _in_language(request: Request, asked: str | None, page: Callable[[str], str]) -> HTMLResponse:
    """A server-made page in the reader's language: the one asked for in the address (then
    remembered in the cookie the pages' language switch sets), the remembered one, or the
    browser's."""
    language = translations.choose(
        asked if asked in translations.LANGUAGES else request.cookies.get(LANGUAGE_COOKIE),
        request.headers.get("accept-language"),
    )
    response = HTMLResponse(page(language))
    if asked in translations.LANGUAGES:
        response.set_cookie(LANGUAGE_COOKIE, language, max_age=LANGUAGE_COOKIE_AGE, samesite="lax")
    return response


def create_app(settings: Settings) -> FastAPI:
    engine = make_engine(settings.database_url, background_checkpoints=True)
    drawer = Drawer(settings.render_workers)
    service = TableService(
        engine,
        drawer,
        settings.idle_seconds,
        settings.max_loaded,
        open_seconds=settings.open_hours * 3600,
    )
    bots = BotSeats(service, settings.bot_workers, settings.bot_delay)
    hub = Hub(service)
    listener = None
    if bus.shared(settings.database_url):  # other processes may serve the same tables
        listener = bus.Listener(settings.database_url, service.announced, service.announced_all)
        service.origin = listener.origin

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        migrate(engine)
        service.listeners[:] = [hub.changed, bots.wake]
        service.chat_listeners[:] = [hub.said]
        service.in_use = lambda table_id: hub.watching(table_id) or bots.playing(table_id)
        sweeper = asyncio.create_task(service.sweep())
        checkpointer = None
        if engine.dialect.name == "sqlite":
            checkpointer = asyncio.create_task(
                checkpoint_every(engine, settings.checkpoint_seconds)
            )
        thawer = None
        if settings.thaw_seconds is not None:
            collector.start()
            thawer = asyncio.create_task(collector.thaw_every(settings.thaw_seconds))
        if listener is not None:
            listener.start()
            await listener.ready(timeout=10.0)
        await service.resume_all()  # each resumed table's bots and clock run again
        yield
        sweeper.cancel()
        if checkpointer is not None:
            checkpointer.cancel()
        if thawer is not None:
            thawer.cancel()
            collector.stop()
        if listener is not None:
            await listener.close()
        await bots.close()
        service.close()
        drawer.close()
        engine.dispose()

    app = FastAPI(title="regnum", version=regnum.__version__, lifespan=lifespan)
    app.state.service = service
    app.state.public_url = settings.public_url
    app.state.limiter = Limiter(settings.limits)
    app.add_middleware(Guard, limiter=app.state.limiter)
    app.include_router(router)

    @app.exception_handler(Refused)
    async def _refused(_request: Request, err: Refused) -> JSONResponse:
        headers = {}
        if isinstance(err, TooManyRequests) and err.retry_after:
            headers["Retry-After"] = str(math.ceil(err.retry_after))
        return JSONResponse(err.body(), status_code=err.status, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, err: RequestValidationError) -> JSONResponse:
        return JSONResponse({"detail": _validation_message(err)}, status_code=422)

    @app.websocket("/ws/tables/{table_id}")
    async def table_socket(websocket: WebSocket, table_id: str, token: str | None = None) -> None:
        await hub.serve(websocket, table_id, token)

    @app.get("/", include_in_schema=False)
    def lobby() -> FileResponse:
        return _page("lobby")

    @app.get("/tables/{table_id}", include_in_schema=False)
    def table_page(table_id: str) -> FileResponse:
        return _page("table")

    @app.get("/tables/{table_id}/replay", include_in_schema=False)
    def replay_page(table_id: str) -> FileResponse:
        return _page("replay")

    @app.get("/rules", include_in_schema=False)
    def rules_index_page(request: Request, lang: str | None = None) -> HTMLResponse:
        return _in_language(request, lang, lambda language: rules_index(WEB, language))

    @app.get("/rules/{game}", include_in_schema=False)
    def rules_of(request: Request, game: str, lang: str | None = None) -> HTMLResponse:
        return _in_language(request, lang, lambda language: rules_page(WEB, game, language))

    app.mount("/static", StaticFiles(directory=WEB / "static", check_dir=False), name="static")
    return app
