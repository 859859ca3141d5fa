"""A house game of Hearts on the score pad, on a phone: named on the new-game form, three rounds typed (one
score stepped with +), one round corrected from its form, then exported as JSON and CSV; the name is on the
play page and the scoreboard, and the totals are right everywhere. Then the saved house game is offered on
the table page and starts a new game in one tap."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.conftest import VIEWPORTS
from tests.e2e.steps import Taps, create_table, no_sideways_scroll, start_game

#: Every tap on the phone, to count the taps of a round (docs/games/score-pad.md).
TAPS = Taps()


def record_round(page: Page, number: int, scores: list[int | None]) -> int:
    """Type each player's score (``None``: leave the field as it is), record the round: the digits typed."""
    typed = 0
    for seat, score in enumerate(scores):
        if score is not None:
            typed += TAPS.key_in(page, page.locator(f"input[name='scores.{seat}']"), str(score))
    TAPS(page, page.locator("button", has_text=f"Record round {number}"))
    return typed


def download(page: Page, link: str) -> str:
    """The text of the file a link downloads."""
    with page.expect_download() as caught:
        page.locator("a", has_text=link).first.click()
    return Path(caught.value.path()).read_text(encoding="utf-8-sig")


def test_three_rounds_of_hearts_one_corrected_then_exported(live_server, contexts):
    phone = contexts(VIEWPORTS["phone"]).new_page()
    create_table(phone, live_server, "Hearts night")
    options = {"opt.name": "Hearts", "opt.wins": "lowest"}
    start_game(phone, "score-pad", "input[name='opt.name']", "Round 1 · Ann deals", options, exact=True)
    expect(phone.locator(".crumb").last).to_have_text("Hearts")
    expect(phone).to_have_title("Hearts · Hearts night")

    # Round 1: Bob's 2 stepped with two taps on +, the others typed.
    bob = phone.locator(".player-row", has_text="Bob")
    TAPS.clear()
    TAPS(phone, bob.locator("button[data-step=up]"), record=False)
    TAPS(phone, bob.locator("button[data-step=up]"), record=False)
    expect(phone.locator("input[name='scores.1']")).to_have_value("2")
    typed = record_round(phone, 1, [13, None, 11, 0])
    assert (len(TAPS), typed) == (6, 5)  # 2 on +, 3 fields (13, 11, 0), Record and 5 digits
    # Round 2: the queen of spades written down against Cid (the table meant Bob). Round 3.
    record_round(phone, 2, [0, 0, 26, 0])
    TAPS.clear()
    typed = record_round(phone, 3, [5, 9, 6, 6])
    assert (len(TAPS), typed) == (5, 4)  # 4 fields, Record and 4 digits
    expect(phone.locator(".phase-title")).to_have_text("Round 4 · Dee deals")
    total = phone.locator("table.sheet tfoot")
    expect(total).to_contain_text("18")
    expect(total).to_contain_text("43")

    # The correction: entry 2 opened from the entries list, its form filled as it was, Bob's 26.
    phone.locator("details.entries summary").click()
    phone.locator("a[aria-label='Edit entry 2']").click()
    expect(phone.locator("input[name='scores.2']")).to_have_value("26")
    phone.fill("input[name='scores.1']", "26")
    phone.fill("input[name='scores.2']", "0")
    phone.locator("button", has_text="Save entry 2: the round").click()
    expect(phone.locator(".notice.done")).to_contain_text("Corrected entry 2")
    no_sideways_scroll(phone)

    # Ann 13 + 0 + 5 = 18, Bob 2 + 26 + 9 = 37, Cid 11 + 0 + 6 = 17, Dee 0 + 0 + 6 = 6: Dee leads.
    board = contexts(VIEWPORTS["phone"]).new_page()
    board.goto(phone.url + "/board")
    expect(board).to_have_title("Scoreboard · Hearts · Hearts night")
    expect(board.locator(".total-card .points")).to_have_text(["18", "37", "17", "6"])
    expect(board.locator(".total-card.leader .who")).to_contain_text("Dee")
    expect(board.locator(".board-status .hint")).to_have_text("Lowest score wins. Target 100.")

    record = json.loads(download(phone, "Export JSON"))
    assert record["game"]["name"] == "Hearts" and record["game"]["options"]["wins"] == "lowest"
    assert record["scores"]["totals"] == [18, 37, 17, 6]
    assert [hand["points"] for hand in record["scores"]["hands"]] == [
        [13, 2, 11, 0],
        [0, 26, 0, 0],
        [5, 9, 6, 6],
    ]
    rows = list(csv.reader(download(phone, "Export CSV").splitlines()))
    assert rows[0] == ["Hand", "Ann", "Bob", "Cid", "Dee", "Notes"]
    # The game goes on (no one has reached 100): the totals close the sheet, no empty Winners row after.
    assert rows[-1] == ["Total", "18", "37", "17", "6", ""]

    # The table page offers the saved house game; one tap starts it again with the same settings.
    phone.locator(".crumb", has_text="Hearts night").click()
    saved = phone.locator("button.house-game")
    expect(saved).to_have_text("Hearts: lowest wins, ends at 100")
    no_sideways_scroll(phone)
    saved.click()
    expect(phone.locator(".phase-title")).to_have_text("Round 1 · Ann deals")
    expect(phone.locator(".crumb").last).to_have_text("Hearts")
