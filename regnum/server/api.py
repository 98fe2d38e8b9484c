"""The HTTP API (see docs/server.md): games, tables, seats, actions, records and replays."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Header, Request
from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from regnum import bots as bot_registry
from regnum import games as game_registry
from regnum.engine.game import JsonDict
from regnum.server.errors import Unauthorized, Unprocessable
from regnum.server.tables import SeatRequest, Table, TableService, summary

router = APIRouter(prefix="/api")


class SeatBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["human", "bot"]
    name: StrictStr | None = None
    bot: StrictStr | None = None


class TableBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: StrictStr
    num_players: StrictInt
    options: dict[str, StrictStr | StrictInt | bool] = Field(default_factory=dict)
    seed: StrictInt | None = None
    seats: list[SeatBody]


class ActionBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: StrictInt | StrictStr
    move: StrictInt


def service_of(request: Request) -> TableService:
    service: TableService = request.app.state.service
    return service


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


@router.get("/games")
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


@router.post("/tables", status_code=201)
async def create_table(body: TableBody, request: Request) -> JsonDict:
    service = service_of(request)
    table, tokens = await service.create(
        body.game,
        body.num_players,
        dict(body.options),
        body.seed,
        [SeatRequest(s.kind, s.name, s.bot) for s in body.seats],
    )
    seats: list[JsonDict] = []
    for seat in table.seats:
        entry: JsonDict = {"index": seat.index, "kind": seat.kind, "name": seat.name}
        if seat.index in tokens:
            token = tokens[seat.index]
            entry |= {"token": token, "invite": f"/tables/{table.id}#seat={token}"}
        else:
            entry["bot"] = seat.bot
        seats.append(entry)
    return {"id": table.id, "seats": seats}


@router.get("/tables")
async def list_tables(request: Request, status: str | None = None) -> list[JsonDict]:
    return await service_of(request).summaries(status)


@router.get("/tables/{table_id}")
async def get_table(table_id: str, request: Request) -> JsonDict:
    service = service_of(request)
    table = await service.get(table_id)
    return summary(table.stored, table.moves)


@router.post("/tables/{table_id}/join")
async def join(table_id: str, request: Request, authorization: Auth = None) -> JsonDict:
    service = service_of(request)
    table = await service.get(table_id)
    seat = await _seat(service, table, authorization)
    if seat is None:
        raise Unauthorized("joining needs the seat's token ('Authorization: Bearer <token>')")
    return {"seat": seat}


@router.get("/tables/{table_id}/state")
async def state(table_id: str, request: Request, authorization: Auth = None) -> JsonDict:
    service = service_of(request)
    table = await service.get(table_id)
    return await service.payload(table, await _seat(service, table, authorization))


@router.post("/tables/{table_id}/actions")
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


@router.get("/tables/{table_id}/record")
async def record(table_id: str, request: Request) -> JsonDict:
    service = service_of(request)
    return service.record(await service.get(table_id))


@router.post("/records", status_code=201)
async def upload_record(request: Request, data: Annotated[Any, Body()]) -> JsonDict:
    table = await service_of(request).import_record(data)
    return {"id": table.id}


@router.get("/tables/{table_id}/replay/{step}")
async def replay(table_id: str, step: int, request: Request, seat: str = "spectator") -> JsonDict:
    service = service_of(request)
    table = await service.get(table_id)
    if seat == "spectator":
        viewer = None
    elif seat.isdigit():
        viewer = int(seat)
    else:
        raise Unprocessable("seat must be a seat index (0, 1, ...) or 'spectator'")
    return await service.replay(table, step, viewer)
