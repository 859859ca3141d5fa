"""A game's score progression: on the printed sheet, and opened from the play page and the scoreboard; the
numbers beside the chart are the totals after each hand, the last row the sheet's totals."""

from __future__ import annotations

import re

from tests.web.helpers import post_event, table_game

PAD = {"name": "Hearts", "end": "rounds", "rounds": 10}


def cells(html: str) -> list[list[str]]:
    table = html[html.index('class="sheet progress-table"') :]
    body = table[table.index("<tbody>") : table.index("</tbody>")]
    return [re.findall(r"<td>([^<]*)</td>", row) for row in body.split("</tr>") if "<td>" in row]


def test_the_chart_and_its_numbers_are_the_totals_after_each_hand(client):
    token, gid, viewer = table_game(client, "score-pad", seated=("Ann", "Bob"), options=PAD)
    chart = f"/t/{viewer}/g/{gid}/chart"
    assert "starts once two hands are scored" in client.get(chart).text
    for seq, scores in enumerate(([3, 5], [-2, 4], [7, 0])):
        assert post_event(client, token, gid, "round", {"scores": scores}, seq).status_code == 201
    page = client.get(chart).text
    assert "<svg " in page and "<script" not in page and 'aria-label="Totals after each hand"' in page
    assert re.findall(r"</span>([^<]+)</li>", page) == ["Ann", "Bob"]  # the legend, in the lines' order
    assert cells(page) == [["3", "5"], ["1", "9"], ["8", "9"]]
    totals = client.get(f"/api/v1/tables/{token}/games/{gid}").json["totals"]
    assert cells(page)[-1] == [str(t) for t in totals]
    # The printed sheet draws it in place, its numbers open for print.
    sheet = client.get(f"/t/{viewer}/g/{gid}/sheet").text
    assert "Score progression" in sheet and "<svg " in sheet
    assert '<details class="chart-numbers" open>' in sheet
    # The play page and the scoreboard ask for it when opened, not with every entry.
    play = client.get(f"/t/{token}/g/{gid}").text
    assert f'hx-get="/t/{token}/g/{gid}/chart"' in play and "<svg " not in play.split("chart-toggle")[1][:400]
    board = client.get(f"/t/{viewer}/g/{gid}/board").text
    assert f'hx-get="/t/{viewer}/g/{gid}/chart"' in board and 'id="board-chart"' in board


def test_a_negative_total_is_written_with_the_minus_sign(client):
    token, gid, viewer = table_game(client, "score-pad", seated=("Ann", "Bob"), options=PAD)
    for seq, scores in enumerate(([-3, 5], [-2, 4])):
        post_event(client, token, gid, "round", {"scores": scores}, seq)
    assert cells(client.get(f"/t/{viewer}/g/{gid}/chart").text)[-1] == ["−5", "9"]
