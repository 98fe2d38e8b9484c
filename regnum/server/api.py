"""The HTTP API (see docs/server.md): games, tables, seats, actions, records and replays."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Header, Query, Request
from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from regnum import bots as bot_registry
from regnum import games as game_registry
from regnum import translations
from regnum.engine.errors import UnknownGameError
from regnum.engine.game import JsonDict
from regnum.server.clocks import MAX_INCREMENT, MAX_SECONDS
from regnum.server.errors import NotFound, Unauthorized, Unprocessable
from regnum.server.limits import MAX_ACTION_ID, MAX_MOVE, MAX_NOTATION_CHARS, Limiter, client_key
from regnum.server.tables import (
    CHAT_CHARS,
    MAX_LISTED,
    ClockRequest,
    SeatRequest,
    Table,
    TableService,
    summary,
)

router = APIRouter(prefix="/api")


class Reason(BaseModel):
    """Why an action is not allowed, as the game's words (`State.refusal`): the id of its
    `reason.<id>` text and the parameters to fill it with, like an action's label."""

    id: str
    params: dict[str, Any]


class Refusal(BaseModel):
    """The body of every refusal (4xx): a message meant for a player, and why an illegal action
    is refused as the game's words."""

    detail: str
    reason: Reason | None = None


REFUSALS = {
    400: "The body could not be read as JSON (e.g. nested too deeply, a number too long).",
    401: "No seat key, or not sent as 'Authorization: Bearer <key>'.",
    403: "The key belongs to no seat of the table (an invite opens only its claim, once), "
    "or it is not this seat's turn.",
    404: "No such table (or replay step).",
    409: "The table's state does not allow it: not started, over, a stale move, a table that "
    "cannot be resumed, a record or replay of an unfinished game, a seat already claimed, a "
    "seat a bot plays.",
    413: "The request body is larger than the server takes (1 MiB by default).",
    422: "Malformed or refused input; the detail says what and why.",
    429: "Too many requests, tables or connections from this address; see Retry-After.",
}


def refusals(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The OpenAPI responses of a route's refusals, each with the body it really has (FastAPI
    would describe a 422 by its own validation body); every route may answer 429."""
    return {
        code: {"model": Refusal, "description": REFUSALS[code]} for code in sorted({*codes, 429})
    }


BODY = (400, 413, 422)  # refusals of every route that reads a body
SEAT_DIGITS = 3  # a seat index in the replay route (games have at most a handful of seats)


class SeatBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["human", "bot"]
    name: StrictStr | None = None
    bot: StrictStr | None = None


class ClockBody(BaseModel):
    """`none`, `move` (`seconds` per turn) or `total` (`seconds` per seat, plus `increment`
    after each turn); `bot`: the level that plays a seat whose person ran out of time or left."""

    model_config = ConfigDict(extra="forbid")
    mode: Literal["none", "move", "total"] = "none"
    seconds: Annotated[StrictInt, Field(ge=0, le=MAX_SECONDS)] = 0
    increment: Annotated[StrictInt, Field(ge=0, le=MAX_INCREMENT)] = 0
    bot: StrictStr | None = None


class TableBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: StrictStr
    num_players: StrictInt
    options: dict[str, StrictStr | StrictInt | bool] = Field(default_factory=dict)
    seed: StrictInt | None = None
    seats: list[SeatBody]
    clock: ClockBody | None = None


class ChatBody(BaseModel):
    """`to`: the one other seat a private message is for; null or left out: the whole table."""

    model_config = ConfigDict(extra="forbid")
    text: Annotated[StrictStr, Field(max_length=4 * CHAT_CHARS)]
    to: StrictInt | None = None


class ChatMessage(BaseModel):
    """One message of a table's chat as the API and the WebSocket give it."""

    id: int
    seat: int = Field(description="the seat that said it")
    to: int | None = Field(description="null: said to the table; else the one seat it is for")
    move: int = Field(description="the number of moves played when it was said")
    text: str
    at: str = Field(description="when it was said, UTC, ISO 8601")


class ActionBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: (
        Annotated[StrictInt, Field(ge=0, le=MAX_ACTION_ID)]
        | Annotated[StrictStr, Field(max_length=MAX_NOTATION_CHARS)]
    )
    move: Annotated[StrictInt, Field(ge=0, le=MAX_MOVE)]


class UndoBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    move: Annotated[StrictInt, Field(ge=0, le=MAX_MOVE)]


def service_of(request: Request) -> TableService:
    service: TableService = request.app.state.service
    return service


def count_table(request: Request) -> None:
    """Count a table created or imported by the client (429 beyond its allowance)."""
    limiter: Limiter = request.app.state.limiter
    limiter.table_created(client_key(request.client.host if request.client else None))


def bearer(authorization: str | None) -> str | None:
    if authorization is None:
        return None
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("send the seat token as 'Authorization: Bearer <token>'")
    return token.strip()


Auth = Annotated[str | None, Header()]


async def _seat(service: TableService, table: Table, authorization: str | None) -> int | None:
    return await service.authenticate(table, bearer(authorization))


@router.get("/games", responses=refusals())
def list_games() -> list[JsonDict]:
    out = []
    for game_id in game_registry.ids():
        game = game_registry.get(game_id)
        out.append(
            {
                "id": game.id,
                "name": game.name,
                "aliases": list(game.aliases),
                "min_players": game.min_players,
                "max_players": game.max_players,
                "options": [
                    {
                        "name": s.name,
                        "help": s.help,
                        "choices": list(s.choices),
                        "default": s.default,
                    }
                    for s in game.option_specs
                ],
                "bots": bot_registry.names(game),
            }
        )
    return out


Language = Annotated[
    str | None,
    Query(max_length=35, description="en, fr, de or it; without it, the Accept-Language header "
          "chooses (English when none of ours is asked for)."),
]

AcceptLanguage = Annotated[str | None, Header(include_in_schema=False)]


@router.get("/games/{game_id}/texts", responses=refusals(404, 422))
def game_texts(
    game_id: str,
    lang: Language = None,
    accept_language: AcceptLanguage = None,
) -> dict[str, str]:
    """The game's words for players by id (`Game.texts`): end reasons and score parts of a
    result, cards, tooltips, the narrated log's events, in the language asked for (a text not
    translated yet stays English)."""
    try:
        game = game_registry.get(game_id)
    except UnknownGameError as err:
        raise NotFound(str(err)) from None
    return translations.game_texts(game.id, game.texts, translations.choose(lang, accept_language))


@router.get("/words", responses=refusals(422))
def page_words(
    lang: Language = None,
    accept_language: AcceptLanguage = None,
) -> JsonDict:
    """The pages' words in the language asked for: `words` maps each English text of the pages
    to its translation (empty in English), `languages` the languages offered, by their names."""
    language = translations.choose(lang, accept_language)
    return {
        "language": language,
        "languages": {code: translations.native_name(code) for code in translations.LANGUAGES},
        "words": translations.page_words(language),
    }


@router.post("/tables", status_code=201, responses=refusals(*BODY))
async def create_table(body: TableBody, request: Request) -> JsonDict:
    count_table(request)
    service = service_of(request)
    clock = body.clock
    table, tokens, host_key = await service.create(
        body.game,
        body.num_players,
        dict(body.options),
        body.seed,
        [SeatRequest(s.kind, s.name, s.bot) for s in body.seats],
        None if clock is None else ClockRequest(clock.mode, clock.seconds, clock.increment, clock.bot),
    )
    seats: list[JsonDict] = []
    for seat in table.seats:
        entry: JsonDict = {"index": seat.index, "kind": seat.kind, "name": seat.name}
        if seat.index in tokens:
            entry |= _invite(request, table, tokens[seat.index])
        else:
            entry["bot"] = seat.bot
        seats.append(entry)
    return {"id": table.id, "host_key": host_key, "seats": seats}


def _invite(request: Request, table: Table, token: str) -> JsonDict:
    """An invite's token and link (and the full link with the server's public url)."""
    entry: JsonDict = {"token": token, "invite": f"/tables/{table.id}#seat={token}"}
    public_url: str | None = request.app.state.public_url
    if public_url:  # the address friends reach the server at (`serve --public-url`)
        entry["url"] = public_url + entry["invite"]
    return entry


@router.get("/tables", responses=refusals(422))
async def list_tables(
    request: Request, status: str | None = None, ids: str | None = None
) -> list[JsonDict]:
    """`ids` (comma-separated, at most 200): only these tables, e.g. a browser's own."""
    service = service_of(request)
    if ids is not None:
        wanted = [i for i in ids.split(",") if i]
        if len(wanted) > MAX_LISTED:
            raise Unprocessable(f"at most {MAX_LISTED} tables at once")
        return await service.summaries_of(wanted)
    return await service.summaries(status)


@router.get("/tables/{table_id}", responses=refusals(404, 409, 422))
async def get_table(table_id: str, request: Request) -> JsonDict:
    service = service_of(request)
    table = await service.get(table_id)
    return summary(table.stored, table.moves)


@router.post("/tables/{table_id}/join", responses=refusals(401, 403, 404, 409, 413, 422))
async def join(table_id: str, request: Request, authorization: Auth = None) -> JsonDict:
    """With an invite: claim its seat, once. The answer carries the seat's key (`key`), which
    is given only here; the invite stops working. With a key: the seat's index."""
    service = service_of(request)
    table = await service.get(table_id)
    token = bearer(authorization)
    if token is None:
        raise Unauthorized("joining needs the seat's invite ('Authorization: Bearer <token>')")
    seat, key = await service.claim(table, token)
    return {"seat": seat} if key is None else {"seat": seat, "key": key}


@router.post(
    "/tables/{table_id}/seats/{seat}/invite", responses=refusals(401, 403, 404, 409, 413, 422)
)
async def reinvite(
    table_id: str, seat: int, request: Request, authorization: Auth = None
) -> JsonDict:
    """For the table's creator (Bearer: the host key given at creation): a new invite for a
    seat nobody claimed yet; the old one stops working. A claimed seat is refused (409)."""
    service = service_of(request)
    table = await service.get(table_id)
    token = await service.reinvite(table, bearer(authorization), seat)
    return {"seat": seat, **_invite(request, table, token)}


async def _own_seat(service: TableService, table: Table, authorization: str | None) -> int:
    seat = await _seat(service, table, authorization)
    if seat is None:
        raise Unauthorized("this needs the seat's key ('Authorization: Bearer <key>')")
    return seat


async def _seat_change(
    request: Request, table_id: str, authorization: str | None, leaving: bool
) -> JsonDict:
    service = service_of(request)
    table = await service.get(table_id)
    seat = await _own_seat(service, table, authorization)
    await (service.leave if leaving else service.take_back)(table, seat)
    return summary(table.stored, table.moves)


@router.post("/tables/{table_id}/leave", responses=refusals(401, 403, 404, 409, 413, 422))
async def leave(table_id: str, request: Request, authorization: Auth = None) -> JsonDict:
    """Resign: a bot of the table's level plays the seat to the end."""
    return await _seat_change(request, table_id, authorization, leaving=True)


@router.post("/tables/{table_id}/back", responses=refusals(401, 403, 404, 409, 413, 422))
async def take_back(table_id: str, request: Request, authorization: Auth = None) -> JsonDict:
    """Take the seat back from the bot that plays it since the person's time ran out."""
    return await _seat_change(request, table_id, authorization, leaving=False)


@router.post(
    "/tables/{table_id}/seats/{seat}/bot", responses=refusals(401, 403, 404, 409, 413, 422)
)
async def vote_bot(
    table_id: str, seat: int, request: Request, authorization: Auth = None
) -> JsonDict:
    """Vote (Bearer: your seat's key) to hand the seat to act, a person's, to the table's bot;
    when every other person at the table has voted during that turn, the bot plays it."""
    service = service_of(request)
    table = await service.get(table_id)
    await service.vote_bot(table, await _own_seat(service, table, authorization), seat)
    return summary(table.stored, table.moves)


@router.get(
    "/tables/{table_id}/chat",
    response_model=list[ChatMessage],
    responses=refusals(401, 403, 404, 409, 422),
)
async def chat(table_id: str, request: Request, authorization: Auth = None) -> list[JsonDict]:
    """The table's chat, oldest first: `{"id","seat","to","move","text","at"}` (`move`: the
    number of moves played when it was said; `to`: null, or the seat a private message is for).
    Private messages only with the key (Bearer) of their sender or recipient."""
    service = service_of(request)
    table = await service.get(table_id)
    return service.chat(table, await _seat(service, table, authorization))


@router.post(
    "/tables/{table_id}/chat",
    status_code=201,
    response_model=ChatMessage,
    responses=refusals(*BODY, 401, 403, 404, 409),
)
async def say(
    table_id: str, body: ChatBody, request: Request, authorization: Auth = None
) -> JsonDict:
    """Say something at the table (seats only; everyone reads it), or, with `to`, to one other
    person's seat (only the two seats read it). Plain text, at most 500 characters; five
    messages at once per seat, then one every three seconds (429)."""
    service = service_of(request)
    table = await service.get(table_id)
    seat = await _own_seat(service, table, authorization)
    line = await service.say(table, seat, body.text, body.to)
    return line.public()


@router.get("/tables/{table_id}/state", responses=refusals(401, 403, 404, 409, 422))
async def state(table_id: str, request: Request, authorization: Auth = None) -> JsonDict:
    service = service_of(request)
    table = await service.get(table_id)
    return await service.payload(table, await _seat(service, table, authorization))


@router.post("/tables/{table_id}/actions", responses=refusals(*BODY, 401, 403, 404, 409))
async def act(
    table_id: str, body: ActionBody, request: Request, authorization: Auth = None
) -> JsonDict:
    service = service_of(request)
    table = await service.get(table_id)
    seat = await _seat(service, table, authorization)
    if seat is None:
        raise Unauthorized("acting needs the seat's token ('Authorization: Bearer <token>')")
    await service.act(table, seat, body.action, body.move)
    return await service.payload(await service.get(table_id), seat)


@router.post("/tables/{table_id}/undo", responses=refusals(*BODY, 401, 403, 404, 409))
async def undo(
    table_id: str, body: UndoBody, request: Request, authorization: Auth = None
) -> JsonDict:
    """Take back your last action (Bearer: your seat's key; `move`: the move number you saw):
    only within your turn, while nothing hidden was shown or drawn and nobody else acted (the
    payload's `undo` counts how many may go). Answers with your new payload."""
    service = service_of(request)
    table = await service.get(table_id)
    seat = await _own_seat(service, table, authorization)
    await service.undo(table, seat, body.move)
    return await service.payload(await service.get(table_id), seat)


@router.get("/tables/{table_id}/record", responses=refusals(404, 409, 422))
async def record(table_id: str, request: Request) -> JsonDict:
    service = service_of(request)
    return service.record(await service.get(table_id))


@router.post("/records", status_code=201, responses=refusals(*BODY))
async def upload_record(request: Request, data: Annotated[Any, Body()]) -> JsonDict:
    count_table(request)
    table = await service_of(request).import_record(data)
    return {"id": table.id}


@router.get("/tables/{table_id}/replay/{step}", responses=refusals(401, 403, 404, 409, 422))
async def replay(
    table_id: str,
    step: int,
    request: Request,
    seat: str = "spectator",
    authorization: Auth = None,
) -> JsonDict:
    """The position after `step` actions as `seat` saw it; its `chat` holds that seat's private
    messages only when the request carries the seat's key (Bearer)."""
    service = service_of(request)
    table = await service.get(table_id)
    if seat == "spectator":
        viewer = None
    elif seat.isascii() and seat.isdigit() and len(seat) <= SEAT_DIGITS:
        viewer = int(seat)
    else:  # not '²' (a digit to str.isdigit, not to int) nor 5,000 digits
        raise Unprocessable("seat must be a seat index (0, 1, ...) or 'spectator'")
    return await service.replay(table, step, viewer, await _seat(service, table, authorization))
