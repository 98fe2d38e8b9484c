"""The OpenAPI schema tells the truth: every refusal has the body `{"detail": str}` and a status
the schema lists for its route. Checked by hand, and by schemathesis generating requests from the
schema (a bounded, derandomized run, so it is short and the same every time)."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from fastapi import FastAPI
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from regnum.server.app import create_app
from regnum.server.limits import UNLIMITED
from regnum.server.settings import Settings

ROUTES_REFUSING = {
    ("get", "/api/games"): {429},
    ("get", "/api/games/{game_id}/texts"): {404, 422, 429},
    ("get", "/api/words"): {422, 429},
    ("post", "/api/tables"): {400, 413, 422, 429},
    ("get", "/api/tables"): {422, 429},
    ("get", "/api/tables/{table_id}"): {404, 409, 422, 429},
    ("post", "/api/tables/{table_id}/join"): {401, 403, 404, 409, 413, 422, 429},
    ("get", "/api/tables/{table_id}/state"): {401, 403, 404, 409, 422, 429},
    ("post", "/api/tables/{table_id}/actions"): {400, 401, 403, 404, 409, 413, 422, 429},
    ("post", "/api/tables/{table_id}/undo"): {400, 401, 403, 404, 409, 413, 422, 429},
    ("get", "/api/tables/{table_id}/record"): {404, 409, 422, 429},
    ("post", "/api/records"): {400, 413, 422, 429},
    ("get", "/api/tables/{table_id}/replay/{step}"): {401, 403, 404, 409, 422, 429},
    ("post", "/api/tables/{table_id}/seats/{seat}/invite"): {401, 403, 404, 409, 413, 422, 429},
    ("post", "/api/tables/{table_id}/leave"): {401, 403, 404, 409, 413, 422, 429},
    ("post", "/api/tables/{table_id}/seats/{seat}/bot"): {401, 403, 404, 409, 413, 422, 429},
    ("post", "/api/tables/{table_id}/back"): {401, 403, 404, 409, 413, 422, 429},
    ("get", "/api/tables/{table_id}/chat"): {401, 403, 404, 409, 422, 429},
    ("post", "/api/tables/{table_id}/chat"): {400, 401, 403, 404, 409, 413, 422, 429},
}


# Loaded when the module is imported (schemathesis parametrizes the test by its operations), so
# the app it serves is made then, over a database in a temporary directory.
FOLDER = tempfile.mkdtemp(prefix="regnum-openapi-")
atexit.register(shutil.rmtree, FOLDER, ignore_errors=True)
DATABASE = Path(FOLDER) / "regnum.db"
APP = create_app(Settings(database_url=f"sqlite:///{DATABASE}", limits=UNLIMITED))
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)


@pytest.fixture(scope="module")
def app() -> FastAPI:
    return APP


def test_every_refusal_is_listed_with_the_detail_body(app: FastAPI) -> None:
    spec = app.openapi()
    found = {}
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            refusals = {int(s) for s in operation["responses"] if s.startswith("4")}
            found[(method, path)] = refusals
            for status in refusals:
                content = operation["responses"][str(status)]["content"]
                assert content["application/json"]["schema"] == {
                    "$ref": "#/components/schemas/Refusal"
                }, (method, path, status)
    assert found == ROUTES_REFUSING
    assert spec["components"]["schemas"]["Refusal"] == {
        "title": "Refusal",
        "description": "The body of every refusal (4xx): a message meant for a player, and why "
        "an illegal action\nis refused as the game's words.",
        "type": "object",
        "properties": {
            "detail": {"type": "string", "title": "Detail"},
            # an illegal action's reason (`State.refusal`), sent only with one
            "reason": {"anyOf": [{"$ref": "#/components/schemas/Reason"}, {"type": "null"}]},
        },
        "required": ["detail"],
    }
    assert spec["components"]["schemas"]["Reason"]["properties"] == {
        "id": {"type": "string", "title": "Id"},
        "params": {"additionalProperties": True, "type": "object", "title": "Params"},
    }
    assert "HTTPValidationError" not in spec["components"]["schemas"]


def test_the_real_refusals_have_the_documented_body(app: FastAPI, tmp_path: Path) -> None:
    with TestClient(app) as client:
        answers = [
            client.post("/api/tables", content=b"[" * 5000, headers={"content-type": "application/json"}),
            client.post("/api/tables", json={"game": "chess"}),
            client.post("/api/tables/x/join", headers={"Authorization": "Basic abc"}),
            client.get("/api/tables/nope"),
            client.post("/api/records", content=b"x" * (2 * 1024 * 1024)),
            client.get("/api/tables", params={"status": "lost"}),
        ]  # fmt: skip
    assert [a.status_code for a in answers] == [400, 422, 404, 404, 413, 422]
    for answer in answers:
        body: Any = answer.json()
        assert set(body) == {"detail"} and isinstance(body["detail"], str)


@schema.parametrize()
@settings(
    max_examples=15,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_requests_generated_from_the_schema_get_the_answers_it_describes(case: Any) -> None:
    case.call_and_validate(
        checks=[
            not_a_server_error,
            status_code_conformance,
            content_type_conformance,
            response_schema_conformance,
        ]
    )
