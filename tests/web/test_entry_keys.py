"""Entry keys: a phone's retried or repeated entry is stored once, through the play page and the JSON API, and
when the repeats race each other."""

from __future__ import annotations

import threading
import uuid

from werkzeug.datastructures import MultiDict

from tests.web.helpers import HTMX, game_events, game_state, table_game

SCORES = [(f"scores.{seat}", str(seat + 1)) for seat in range(3)]
ROUND = [("event_type", "round"), ("_mode", "scores"), *SCORES]


def form_post(client, token: str, gid: int, key: str, seq: int = 0):
    fields = [*ROUND, ("expected_seq", str(seq)), ("entry_key", key)]
    return client.post(f"/t/{token}/g/{gid}/entries", data=MultiDict(fields), headers=HTMX)


def api_post(client, token: str, gid: int, key: str | None, seq: int = 0):
    headers = {"Idempotency-Key": key} if key else {}
    body = {"type": "round", "payload": {"scores": [1, 2, 3]}, "expected_seq": seq}
    return client.post(f"/api/v1/tables/{token}/games/{gid}/events", json=body, headers=headers)


def test_a_form_entry_sent_again_with_its_key_is_kept_once(client):
    token, gid, _ = table_game(client, "golf", seated=("Ann", "Bob", "Cid"))
    key = str(uuid.uuid4())
    first = form_post(client, token, gid, key)
    assert first.status_code == 200 and "Scorekeeper-Refused" not in first.headers
    again = form_post(client, token, gid, key)  # the answer was lost: the outbox sends it again
    assert again.status_code == 200 and "Scorekeeper-Refused" not in again.headers
    assert "Entry 1 was already recorded: it is kept once." in again.text
    assert [e["seq"] for e in game_events(client, token, gid)] == [1]
    # A new key is a new entry (the next round), refused only if stale as ever.
    assert form_post(client, token, gid, str(uuid.uuid4()), seq=1).status_code == 200
    assert game_state(client, token, gid)["seq"] == 2


def test_the_api_repeats_its_first_answer_for_a_key_it_holds(client):
    token, gid, _ = table_game(client, "golf", seated=("Ann", "Bob", "Cid"))
    key = uuid.uuid4().hex
    first = api_post(client, token, gid, key)
    assert first.status_code == 201 and "Idempotent-Replayed" not in first.headers
    assert api_post(client, token, gid, None, seq=1).status_code == 201  # the game goes on meanwhile
    again = api_post(client, token, gid, key)
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.json == first.json  # the game as it stood after that entry, not as it stands now
    assert game_state(client, token, gid)["seq"] == 2


def test_a_key_is_per_game(client):
    token, gid, _ = table_game(client, "golf", seated=("Ann", "Bob", "Cid"))
    other_token, other, _ = table_game(client, "golf", seated=("Ann", "Bob", "Cid"))
    key = str(uuid.uuid4())
    assert api_post(client, token, gid, key).status_code == 201
    assert "Idempotent-Replayed" not in api_post(client, other_token, other, key).headers
    assert game_state(client, other_token, other)["seq"] == 1


def test_a_malformed_key_is_refused_with_a_sentence_and_nothing_is_stored(client):
    token, gid, _ = table_game(client, "golf", seated=("Ann", "Bob", "Cid"))
    for bad in ("short", "x" * 65, "has space in it", "semi;colon!"):
        answer = api_post(client, token, gid, bad)
        assert answer.status_code == 400 and "entry's key" in answer.json["error"]
        page = form_post(client, token, gid, bad)
        assert page.headers["Scorekeeper-Refused"] == "422" and "entry&#39;s key" in page.text
    assert game_events(client, token, gid) == []


def race(app, token: str, gid: int, key: str, seq: int) -> list:
    """Six repeats of one entry at once, half through the play page and half through the API."""
    start, answers = threading.Barrier(6), []

    def phone(api: bool) -> None:
        own = app.test_client()
        start.wait()
        answers.append((api_post if api else form_post)(own, token, gid, key, seq))

    threads = [threading.Thread(target=phone, args=(i % 2 == 0,)) for i in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def test_repeats_racing_each_other_store_the_entry_once(app, client):
    token, gid, _ = table_game(client, "golf", seated=("Ann", "Bob", "Cid"))
    for seq in range(5):
        answers = race(app, token, gid, str(uuid.uuid4()), seq)
        # Every repeat is answered as a success (none is told another phone was first): they are one entry.
        assert all(a.status_code in (200, 201) and "Scorekeeper-Refused" not in a.headers for a in answers)
        assert [e["seq"] for e in game_events(client, token, gid)] == list(range(1, seq + 2))
