"""Issue 15: no input gets a 500. One test per cause the fuzzing found, through the real app, plus the
edge mechanism itself (schemas, pydantic errors as sentences, depth-checked JSON, bounded URL ids)."""

from __future__ import annotations

import pytest

from scorekeeper.core import RuleError, as_int, read_int
from scorekeeper.families.ruleset import validate_teams
from scorekeeper.forms import errors_for_form, payload_from_form
from scorekeeper.web.schemas import MAX_DEPTH, MAX_ID, nesting_depth, openapi_document
from tests.web.helpers import HTMX, make_game, make_table, post_event
from tests.web.helpers import refused as form_refused

JSON = "application/json"


@pytest.fixture
def table(client):
    return make_table(client)


@pytest.fixture
def game(client, table):
    return make_game(client, table["scorer_token"], options={"rounds": 2})


def refused(response, status: int = 400, field: str | None = None) -> str:
    """The refusal's sentence, after checking its status, its shape and its field."""
    assert response.status_code == status, response.text
    body = response.json
    assert set(body) >= {"error", "field"}
    assert body["error"].strip().endswith((".", "”")) and len(body["error"].split()) >= 3, body["error"]
    assert body["field"] == field
    return body["error"]


# --- URL ids beyond the database's integers ---------------------------------------------------------


@pytest.mark.parametrize("number", [2**63, 2**64, 10**40])
def test_an_id_above_the_database_range_is_a_404_with_a_sentence(client, table, number):
    token = table["scorer_token"]
    for url in (f"/api/v1/tables/{token}/games/{number}", f"/api/v1/tables/{token}/games/{number}/events"):
        r = client.get(url)
        assert r.status_code == 404 and "number" in r.json["error"]
    page = client.get(f"/t/{token}/g/{number}")
    assert page.status_code == 404 and "Nothing here has that number" in page.text


def test_the_largest_database_id_is_still_looked_up(client, table):
    r = client.get(f"/api/v1/tables/{table['scorer_token']}/games/{MAX_ID}")
    assert r.status_code == 404 and r.json["error"] == "This table has no such game."


# --- JSON bodies -----------------------------------------------------------------------------------


@pytest.mark.parametrize("opening", ["[", '{"a":'])
def test_deeply_nested_json_is_refused_before_parsing(client, table, game, opening):
    deep = opening * 50_000
    urls = [
        "/api/v1/tables",
        f"/api/v1/tables/{table['scorer_token']}/games/{game['id']}/events",
        "/api/v1/import",
        "/api/v1/tools/slap/pay",
    ]
    for url in urls:
        assert "nested too deeply" in refused(client.post(url, data=deep, content_type=JSON))


def test_nesting_is_counted_outside_strings_only():
    assert nesting_depth('{"a": [[["x"]]]}') == 4
    assert nesting_depth('["' + "[" * 100 + '"]') == 1
    assert nesting_depth('["\\"' + "[" * 100 + '"]') == 1
    assert nesting_depth("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)) == MAX_DEPTH + 1


def test_a_body_that_is_not_json_or_not_an_object_gets_a_sentence(client):
    assert "not valid JSON" in refused(client.post("/api/v1/tables", data="{nope", content_type=JSON))
    assert "not a list" in refused(client.post("/api/v1/tables", json=["Ann", "Bob"]))
    assert "Content-Type" in refused(client.post("/api/v1/tables", data="name=x"), 415)
    r = client.post("/api/v1/tables", data=b'{"name": "\xff"}', content_type=JSON)
    assert r.status_code == 400 and r.json["error"]


@pytest.mark.parametrize(
    "value", ["Infinity", "-Infinity", "NaN", "1e400", "true", "false", "1.0", "2.5", '"1"']
)
def test_expected_seq_must_be_a_json_integer(client, table, game, value):
    url = f"/api/v1/tables/{table['scorer_token']}/games/{game['id']}/events"
    body = '{"type": "round", "payload": {}, "expected_seq": ' + value + "}"
    sentence = refused(client.post(url, data=body, content_type=JSON), field="expected_seq")
    assert "whole number" in sentence or "not a number JSON allows" in sentence


@pytest.mark.parametrize("value", [-1, 10**6, 2**70])
def test_expected_seq_is_bounded(client, table, game, value):
    r = post_event(client, table["scorer_token"], game["id"], "round", {}, value)
    assert r.status_code == 400 and r.json["field"] == "expected_seq"


@pytest.mark.parametrize("value", ["Infinity", "1e400", "true", "1.5", "-1", "99", '"Bob"', "null"])
def test_first_dealer_must_be_a_seat_number(client, table, value):
    url = f"/api/v1/tables/{table['scorer_token']}/games"
    body = '{"ruleset": "golf", "first_dealer": ' + value + "}"
    refused(client.post(url, data=body, content_type=JSON), field="first_dealer")


@pytest.mark.parametrize(
    ("teams", "field"),
    [
        (5, "teams"),
        ("ab", "teams"),
        ([0, 1], "teams.0"),
        ([[0, "a"], [1]], "teams.0.1"),
        ([[0, True], [1, 2]], "teams.0.1"),
        ([[0, 1.0], [2, 3]], "teams.0.1"),
        ([[0, 99], [1, 2]], "teams.0.1"),
        ([[0, 2], [1, 3], [0]], "teams"),
        ([[0, 1, 2, 3]], "teams"),
    ],
)
def test_teams_of_the_wrong_shape_are_refused(client, table, teams, field):
    r = client.post(f"/api/v1/tables/{table['scorer_token']}/games", json={"ruleset": "golf", "teams": teams})
    refused(r, field=field)


def test_good_teams_still_start_a_game(client, table):
    r = client.post(
        f"/api/v1/tables/{table['scorer_token']}/games", json={"ruleset": "golf", "teams": [[0, 2], [1, 3]]}
    )
    assert r.status_code == 201 and r.json["teams"] == [[0, 2], [1, 3]]


def test_option_values_of_the_wrong_type_name_the_option(client, table):
    url = f"/api/v1/tables/{table['scorer_token']}/games"
    sentence = refused(
        client.post(url, json={"ruleset": "golf", "options": {"rounds": [3]}}), field="options.rounds"
    )
    assert "number, yes/no or text" in sentence
    refused(client.post(url, json={"ruleset": "golf", "options": "rounds"}), field="options")


def test_text_fields_are_bounded_and_typed(client, table, game):
    assert "too long" in refused(
        client.post("/api/v1/tables", json={"name": "x" * 500, "players": []}), field="name"
    )
    assert "must be text" in refused(
        client.post("/api/v1/tables", json={"players": [1, 2]}), field="players.0"
    )
    assert "missing" in refused(client.post("/api/v1/tables", json={"name": "x"}), field="players")
    url = f"/api/v1/tables/{table['scorer_token']}/games/{game['id']}/events"
    refused(client.post(url, json={"type": "x" * 41, "expected_seq": 0}), field="type")
    refused(client.post(url, json={"type": "round", "payload": [], "expected_seq": 0}), field="payload")


def test_rule_refusals_keep_their_field_in_the_uniform_shape(client, table):
    r = client.post(
        f"/api/v1/tables/{table['scorer_token']}/games", json={"ruleset": "golf", "options": {"rounds": 12}}
    )
    refused(r, field="rounds")


# --- The payload readers ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["²", "①", "1²", "٣", "-", "", " ", "1_000", "0x10", "1e3", "123456789012"])
def test_as_int_refuses_anything_but_ascii_digits_with_a_sentence(text):
    with pytest.raises(RuleError) as caught:
        as_int(text, "Points", "points")
    assert caught.value.field == "points" and caught.value.message.startswith("Points")


@pytest.mark.parametrize("value", [True, False, 1.0, float("inf"), float("nan"), 10**11, -(10**11), [1], {}])
def test_as_int_refuses_booleans_floats_and_huge_numbers(value):
    with pytest.raises(RuleError):
        as_int(value, "Points")


def test_as_int_reads_what_a_form_or_json_sends():
    assert as_int(" 42 ", "x") == 42 and as_int("-7", "x") == -7 and as_int(10**11 - 1, "x") == 10**11 - 1
    assert read_int({"bid": "3"}, "bid", "Bid", minimum=0, maximum=13) == 3


def test_validate_teams_checks_the_shape_first():
    for teams in (5, "ab", [0, 1], [[0, None], [1]], [[0, True], [1]], [{"a": 1}, [1]]):
        with pytest.raises(RuleError, match="lists of seat numbers"):
            validate_teams(teams, 2)
    assert validate_teams([[0], [1]], 2) == ((0,), (1,))


def test_form_list_indexes_are_ascii_digits_only():
    from werkzeug.datastructures import MultiDict

    payload = payload_from_form(MultiDict([("taken.²", "1"), ("taken.①", "2"), ("taken.1", "3")]))
    assert payload == {"taken": ["", "3"]}


# --- The slap pay tool -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"plays": []}, "Enter the cards turned"),
        ({"plays": ""}, "Enter the cards turned"),
        ({"plays": [[]]}, "pair [player, card]"),
        ({"plays": [[0, "JH", 1]]}, "pair [player, card]"),
    ],
)
def test_the_slap_pay_tool_refuses_an_empty_or_misshapen_pile(client, body, words):
    assert words in refused(client.post("/api/v1/tools/slap/pay", json=body))


def test_the_slap_pay_tool_still_follows_a_pile(client):
    r = client.post("/api/v1/tools/slap/pay", json={"plays": ["JH", "2C"], "players": "2"})
    assert r.status_code == 200 and r.json["taker"] == 0 and "takes the pile" in r.json["said"]


# --- Play form refusals that used to show no message ----------------------------------------------------


def test_a_form_refusal_of_a_hidden_field_is_shown_above_the_form(client, table, game):
    url = f"/t/{table['scorer_token']}/g/{game['id']}/entries"
    for seq in ("", "x", "1e400", "²", "Infinity"):
        r = client.post(url, headers=HTMX, data={"event_type": "round", "expected_seq": seq})
        assert form_refused(r) and "expected_seq" in r.text and 'class="error banner"' in r.text, seq
    r = client.post(url, headers=HTMX, data={"event_type": "x" * 50, "expected_seq": "0"})
    assert form_refused(r) and "no valid type" in r.text and 'class="error banner"' in r.text


def test_an_entry_on_a_finished_game_says_the_game_is_over(client, table):
    game = make_game(client, table["scorer_token"], options={"rounds": 1})
    token, gid = table["scorer_token"], game["id"]
    r = post_event(client, token, gid, "round", {"scores": [1, 2, 3, 4]}, 0)
    assert r.status_code == 201 and r.json["is_over"], r.json
    page = client.post(
        f"/t/{token}/g/{gid}/entries", headers=HTMX, data={"event_type": "round", "expected_seq": "1"}
    )
    assert form_refused(page) and "The game is over" in page.text


def test_errors_for_form_places_hidden_fields_above_the_form():
    assert errors_for_form(RuleError("Stale.", "expected_seq")) == {"form": "Stale."}
    assert errors_for_form(RuleError("Bad type.", "type")) == {"form": "Bad type."}
    assert errors_for_form(RuleError("Whole entry.")) == {"form": "Whole entry."}
    assert errors_for_form(RuleError("Too many.", "taken.2")) == {"taken.2": "Too many."}


# --- The OpenAPI document ---------------------------------------------------------------------------


def test_the_openapi_document_is_served_and_describes_the_bodies(client):
    r = client.get("/api/v1/openapi.json")
    assert r.status_code == 200 and r.json == openapi_document()
    doc = r.json
    assert doc["openapi"].startswith("3.1") and "/tables/{token}/games/{game_id}/events" in doc["paths"]
    event = doc["components"]["schemas"]["NewEvent"]
    assert event["properties"]["expected_seq"]["type"] == "integer" and "expected_seq" in event["required"]
    game_id = doc["paths"]["/tables/{token}/games/{game_id}"]["get"]["parameters"][1]
    assert game_id["schema"]["maximum"] == MAX_ID
    assert "/import" in doc["paths"]
