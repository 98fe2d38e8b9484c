"""Server fixtures: a database URL per test (an SQLite file, and PostgreSQL when
REGNUM_TEST_POSTGRES_URL names one), and TestClients on apps built over it."""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from regnum.server.app import create_app
from regnum.server.limits import UNLIMITED
from regnum.server.settings import Settings

POSTGRES_ENV = "REGNUM_TEST_POSTGRES_URL"

ClientFactory = Callable[..., AbstractContextManager[TestClient]]


def _postgres_url() -> str:
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{POSTGRES_ENV} is not set: CI must run the PostgreSQL tests (.ci/run)")
        pytest.skip(f"{POSTGRES_ENV} is not set")
    return url


@pytest.fixture
def sqlite_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    return f"sqlite:///{tmp_path_factory.mktemp('db') / 'regnum.db'}"


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A fresh schema in the test PostgreSQL database, dropped afterwards (tests may run in
    parallel against one database)."""
    base = _postgres_url()
    schema = f"regnum_test_{secrets.token_hex(6)}"
    admin = create_engine(base)
    with admin.begin() as connection:
        connection.execute(text(f"CREATE SCHEMA {schema}"))
    url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as connection:
            connection.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest) -> str:
    """Each persistence test runs against SQLite and against PostgreSQL."""
    name = "sqlite_url" if request.param == "sqlite" else "postgres_url"
    url: str = request.getfixturevalue(name)
    return url


@pytest.fixture
def make_client() -> ClientFactory:
    """`with make_client(url) as client:` — a running app (start-up and shut-down included)."""

    def build(url: str, **settings: Any) -> TestClient:
        # Tests play far faster than people from one address: no per-address limits unless a
        # test sets them (tests/server/test_hardening.py does).
        settings.setdefault("limits", UNLIMITED)
        return TestClient(create_app(Settings(database_url=url, **settings)))

    return build


@pytest.fixture
def client(sqlite_url: str, make_client: ClientFactory) -> Iterator[TestClient]:
    with make_client(sqlite_url) as running:
        yield running
