"""A long game's play page shows the latest rows and entries; the score sheet and the board show them all."""

from __future__ import annotations

from tests.web.helpers import post_event, table_game


def test_the_play_page_shows_the_latest_twelve_rows_and_links_the_rest(client):
    token, gid, viewer = table_game(
        client, "score-pad", seated=("Ann", "Bob"), options={"end": "rounds", "rounds": 100}
    )
    for seq in range(60):
        assert post_event(client, token, gid, "round", {"scores": [seq, 1]}, seq).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "48 earlier rows: the score sheet has them all" in page
    assert '>Round 49 <a class="edit-row"' in page and ">Round 48 " not in page
    assert f'href="/t/{token}/g/{gid}/hands/59" aria-label="Edit Round 60"' in page
    assert "Entries (60, latest 50 shown; all in the JSON export)" in page
    assert page.count('class="edit-entry"') == 50
    sheet = client.get(f"/t/{token}/g/{gid}/sheet").text
    board = client.get(f"/t/{viewer}/g/{gid}/board").text
    assert all(">Round 1<" in text and ">Round 60<" in text for text in (sheet, board))
