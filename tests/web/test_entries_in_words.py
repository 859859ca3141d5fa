"""Entries in words where a player reads them: the play page's last entry, a score row's Edit opening the
entries that made it, and the JSON export's words (a secret the table keeps stays masked there too)."""

from __future__ import annotations

from scorekeeper.families.log import SECRET
from tests.web.helpers import make_game, make_table, post_api, post_event, table_game

ROUNDS = {"end": "rounds", "rounds": 5}


def score_pad(client) -> tuple[str, int, str]:
    """A score pad of Ann and Bob with two rounds recorded (entries 1 and 2), the first of them undone and
    entered again (entries 3 and 4)."""
    token, gid, viewer = table_game(client, "score-pad", seated=("Ann", "Bob"), options=ROUNDS)
    for seq, scores in enumerate(([5, 1], [2, 7])):
        assert post_event(client, token, gid, "round", {"scores": scores}, seq).status_code == 201
    return token, gid, viewer


def test_the_play_page_says_the_latest_entry_in_force_with_its_undo(client):
    token, gid, _ = score_pad(client)
    page = client.get(f"/t/{token}/g/{gid}").text
    assert (
        'Last: <strong>Ann scores 2, Bob 7</strong> · <button type="submit" class="undo-last">Undo</button>'
        in page
    )
    client.post(f"/t/{token}/g/{gid}/undo", data={"expected_seq": "2"})
    assert "Last: <strong>Ann scores 5, Bob 1</strong>" in client.get(f"/t/{token}/g/{gid}").text


def test_each_score_row_on_the_play_page_has_its_edit_and_no_other_page_has(client):
    token, gid, viewer = score_pad(client)
    page = client.get(f"/t/{token}/g/{gid}").text
    for row in (0, 1):
        assert (
            f'<a class="edit-row" href="/t/{token}/g/{gid}/hands/{row}" aria-label="Edit Round {row + 1}">'
            in page
        )
    for other in (f"/t/{token}/g/{gid}/sheet", f"/t/{viewer}/g/{gid}/board", f"/t/{token}/g/{gid}/board"):
        assert 'class="edit-row"' not in client.get(other).text


def test_a_rows_edit_lists_the_entries_that_made_it_each_with_its_edit(client):
    token, gid, _ = score_pad(client)
    r = client.get(f"/t/{token}/g/{gid}/hands/1")
    assert r.status_code == 200
    assert "Round 2: its entries" in r.text and "Ann scores 2, Bob 7" in r.text
    assert "Ann scores 5, Bob 1" not in r.text
    assert f'href="/t/{token}/g/{gid}/entries/2/edit#editing" aria-label="Edit entry 2"' in r.text


def test_a_rows_entries_are_for_scorers_and_for_rows_on_the_sheet(client):
    token, gid, viewer = score_pad(client)
    assert client.get(f"/t/{viewer}/g/{gid}/hands/0").status_code == 403
    missing = client.get(f"/t/{token}/g/{gid}/hands/2")
    assert missing.status_code == 404 and "The score sheet has no row 3." in missing.text


def test_a_hands_entries_are_its_calls_and_its_result(client):
    """Bacon: a deal's row is made by its calls (which add no row) and its result."""
    token, gid, _ = table_game(client, "bacon")
    entries = [
        ("call", {"player": 1, "call": "pass"}),
        ("call", {"player": 2, "call": "H"}),
        ("result", {"declarers": 3}),
        ("contract", {"declarer": 3, "trump": "S"}),
    ]
    for seq, (kind, payload) in enumerate(entries):
        assert post_event(client, token, gid, kind, payload, seq).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}/hands/0").text
    said = [
        "Bob passes",
        "Cid picks up the upcard: hearts are trumps",
        "The side that picked up takes 3 tricks",
    ]
    assert all(words in page for words in said) and "Dee picks up" not in page


def test_the_json_export_says_each_entry_in_words_and_imports_with_or_without_them(client):
    token, gid, _ = score_pad(client)
    client.post(f"/t/{token}/g/{gid}/undo", data={"expected_seq": "2"})
    record = client.get(f"/t/{token}/g/{gid}/export.json").json
    assert [e["words"] for e in record["events"]] == ["Ann scores 5, Bob 1", "Ann scores 2, Bob 7", "Undo"]
    assert client.post("/api/v1/import", json=record).status_code == 201
    for event in record["events"]:
        del event["words"]
    assert client.post("/api/v1/import", json=record).status_code == 201


def test_the_exports_words_keep_the_secret_the_table_keeps(client):
    table = make_table(client, ("Ann", "Bob", "Cid", "Dee", "Eve"))
    token = table["scorer_token"]
    gid = make_game(client, token, "new-eleusis", options={"hand_size": 4})["id"]
    rule = {"rule": "each card higher than the last", "hint": "numbers", "starter": "3H"}
    assert post_api(client, token, gid, "rule", rule).status_code == 201
    words = client.get(f"/t/{token}/g/{gid}/export.json").json["events"][0]["words"]
    assert words.startswith("The secret rule is written") and "higher" not in words
    assert SECRET in client.get(f"/t/{token}/g/{gid}/export.json").json["events"][0]["payload"]["rule"]
