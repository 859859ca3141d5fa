"""Phones racing on one game through the play page: the losers are told another phone was first (409)."""

from __future__ import annotations

import threading

from werkzeug.datastructures import MultiDict

from tests.web.helpers import HTMX, game_state, post_event, refused, table_game

PHONES = 6


def race(app, url: str, fields: list[tuple[str, str]]) -> list:
    """``PHONES`` posts of the same form at once; their answers."""
    start, answers = threading.Barrier(PHONES), []

    def phone() -> None:
        client = app.test_client()
        start.wait()
        answers.append(client.post(url, data=MultiDict(fields), headers=HTMX))

    threads = [threading.Thread(target=phone) for _ in range(PHONES)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def test_racing_undos_one_wins_and_the_others_hear_of_the_other_phone(app, client):
    token, gid, _ = table_game(client, "golf", seated=("Ann", "Bob", "Cid"))
    for seq in range(2):
        assert post_event(client, token, gid, "round", {"scores": [1, 2, 3]}, seq).status_code == 201
    for _ in range(10):
        seq = game_state(client, token, gid)["seq"]
        answers = race(app, f"/t/{token}/g/{gid}/undo", [("expected_seq", str(seq))])
        won = [r for r in answers if r.headers.get("Scorekeeper-Refused") is None]
        lost = [r for r in answers if r not in won]
        assert len(won) == 1, [r.headers.get("Scorekeeper-Refused") for r in answers]
        assert all(refused(r, 409) and "Another phone recorded an entry first" in r.text for r in lost)
        assert game_state(client, token, gid)["seq"] == seq + 1
        # Put it back for the next race.
        assert post_event(client, token, gid, "redo", {}, seq + 1).status_code == 201
