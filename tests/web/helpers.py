"""The one driver of the web tests: create tables and games through the API, post entries through the play
form as the browser does or through the JSON API, read a game's state, entries and live scoreboard.

A game's test file imports what it uses; files whose tests read shorter say ``game_state as state`` and so on.
"""

from __future__ import annotations

from werkzeug.datastructures import MultiDict

PLAYERS = ("Ann", "Bob", "Cid", "Dee")


def make_table(client, players=PLAYERS, name="Test table") -> dict:
    response = client.post("/api/v1/tables", json={"name": name, "players": list(players)})
    assert response.status_code == 201, response.json
    return response.json


def make_game(client, token: str, ruleset="golf", options=None, players=None, first_dealer=0) -> dict:
    body = {"ruleset": ruleset, "options": options or {}, "first_dealer": first_dealer}
    if players:
        body["players"] = players
    response = client.post(f"/api/v1/tables/{token}/games", json=body)
    assert response.status_code == 201, response.json
    return response.json


def table_game(client, ruleset: str, seated=PLAYERS, **game) -> tuple[str, int, str]:
    """A new table of ``seated`` and a ``ruleset`` game on it (``game``: ``make_game``'s options, players,
    first_dealer): the scorer token, the game's id and the viewer token."""
    table = make_table(client, players=seated)
    created = make_game(client, table["scorer_token"], ruleset, **game)
    return table["scorer_token"], created["id"], table["viewer_token"]


def post_event(client, token: str, game_id: int, type_: str, payload: dict, expected_seq: int):
    return client.post(
        f"/api/v1/tables/{token}/games/{game_id}/events",
        json={"type": type_, "payload": payload, "expected_seq": expected_seq},
    )


HTMX = {"HX-Request": "true"}


def game_state(client, token: str, game_id: int) -> dict:
    """The API's view of a game: seq, next prompt, score sheet."""
    return client.get(f"/api/v1/tables/{token}/games/{game_id}").json


def game_events(client, token: str, game_id: int) -> list[dict]:
    """The game's stored entries, as the API lists them."""
    return client.get(f"/api/v1/tables/{token}/games/{game_id}/events").json["events"]


def post_form(client, token: str, game_id: int, fields: list[tuple[str, str]], button=None, event_type=None):
    """Post the play form as the browser does: the hidden fields first (``event_type``, by default the
    first entry the game asks for, and the seq), then the page's fields in order, then the ``button``
    pressed when it names an entry of its own (its ``event_type`` value)."""
    current = game_state(client, token, game_id)
    hidden = [
        ("event_type", event_type or current["next"]["events"][0]),
        ("expected_seq", str(current["seq"])),
    ]
    pressed = [("event_type", button)] if button else []
    data = MultiDict([*hidden, *fields, *pressed])
    return client.post(f"/t/{token}/g/{game_id}/entries", headers=HTMX, data=data)


def post_api(client, token: str, game_id: int, type_: str, payload: dict):
    """An entry through the JSON API at the game's current seq."""
    return post_event(client, token, game_id, type_, payload, game_state(client, token, game_id)["seq"])


def live_board(client, viewer: str, game_id: int) -> str:
    """The scoreboard fragment the board page polls."""
    return client.get(f"/t/{viewer}/g/{game_id}/board/live", headers=HTMX).text


def refused(response, status: int = 422) -> bool:
    """A refused form post: ``status`` for a plain post; for htmx, 200 with the Scorekeeper-Refused
    header naming that status (scorekeeper.web.common.REFUSED_HEADER: no 4xx for the browser console to
    log). The header is sent only on the paths that store nothing, so it proves
    the refusal as the status did."""
    if response.request.headers.get("HX-Request") == "true":
        return response.status_code == 200 and response.headers.get("Scorekeeper-Refused") == str(status)
    return response.status_code == status and "Scorekeeper-Refused" not in response.headers
