"""Schemathesis against the published OpenAPI document: no input to the JSON API ever gets a 5xx, and
every refusal (4xx) carries a sentence in ``error``.

Bodies and path parameters are generated from the document's schemas, valid ones (positive mode) and
invalid ones (negative mode): wrong types, booleans and floats for integers, numbers out of range,
missing fields.
Three path tokens in four are a real table's scorer token, and game ids are half the time a real game,
so the examples reach the views, not only the 404 for an unknown link.
"""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode

from scorekeeper.games.registry import all_rulesets
from scorekeeper.tools import TOOLS
from scorekeeper.web.schemas import openapi_document
from tests.web.helpers import make_game, make_table

#: Examples per operation and kind: valid inputs for all 13 operations, invalid ones for the 10 that take
#: any (a body or a path parameter): 23 × 50, up to 1,150 requests (operations without inputs stop early);
#: about 20 s of CPU (measured: 102 s wall while 8 helpers shared the 2 cores).
EXAMPLES = 50
GAMES = sorted(r.slug for r in all_rulesets())
CALCULATORS = sorted(TOOLS)
CASES = [
    (method.upper(), path, mode)
    for path, ops in openapi_document()["paths"].items()
    for method, op in ops.items()
    for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)
    if mode is GenerationMode.POSITIVE or "parameters" in op or "requestBody" in op
]


@pytest.fixture
def real(client):
    """A table with a game in progress, for the generated requests to reach."""
    table = make_table(client)
    game = make_game(client, table["scorer_token"], "oh-hell")
    return table["scorer_token"], game["id"]


def _aim(case, token: str, game_id: int, toss: int) -> None:
    """Point most generated tokens, half the ids and slugs at the real table, game, games and calculators."""
    params = case.path_parameters or {}
    if "token" in params and toss % 4:
        params["token"] = token
    if "game_id" in params and toss % 2:
        params["game_id"] = game_id
    if "slug" in params and toss % 2:
        names = CALCULATORS if case.path.startswith("/tools") else GAMES
        params["slug"] = names[toss % len(names)]


def _check(case, response) -> None:
    assert response.status_code < 500, (case.method, case.formatted_path, case.body, response.text[:300])
    if 400 <= response.status_code < 500:
        sentence = response.json().get("error")
        assert isinstance(sentence, str) and sentence.strip(), (case.formatted_path, response.text[:300])
        assert sentence.rstrip().endswith((".", "?", "!", ")", "”")), sentence


@pytest.mark.parametrize(("method", "path", "mode"), CASES, ids=[f"{m} {p} {g.value}" for m, p, g in CASES])
def test_no_input_gets_a_server_error_and_every_refusal_says_why(app, real, method, path, mode):
    operation = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", app)[path][method]

    @given(case=operation.as_strategy(generation_mode=mode), toss=st.integers(0, 999))
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    def run(case, toss):
        _aim(case, *real, toss)
        _check(case, case.call())

    run()
