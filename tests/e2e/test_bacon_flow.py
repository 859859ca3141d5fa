"""Bacon in a real browser, on a phone or a tablet: two deals tapped in on the phone (the calls in turn with
a new upcard and a loner, then the outcome alone with the defenders scoring), while a second browser's
scoreboard follows live: whose call, the contract, the last deal and the pips toward ten."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, no_sideways_scroll, open_board, start_game

#: Every tap on the phone, to count the taps of a deal: ``tap(page, locator)`` records an entry.
tap = TAPS = Taps()


def start_bacon(page: Page) -> None:
    start_game(
        page, "bacon", "input[name='opt.veto'][type=checkbox]", "Deal 1 · Ann deals · upcard 1", exact=True
    )


def test_two_deals_a_loner_and_the_defenders_with_a_live_scoreboard(
    live_server, context_factory, screen, shoot
):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Diner table")
    start_bacon(phone)
    no_sideways_scroll(phone)
    shoot(phone, "bacon-01-calls")

    board = open_board(context_factory, phone)
    expect(board.locator(".bc-board")).to_contain_text("Bob to call")
    expect(board.locator(".bc-pip")).to_have_count(20)

    # Deal 1. Ann deals: the four pass the first upcard; on the second, Bob passes and Cid picks up the
    # heart, alone. Six taps for the calls (the tick for "alone" included), one for the tricks.
    TAPS.clear()
    for caller in ("Bob", "Cid", "Dee", "Ann"):
        expect(phone.locator(".bc-turn legend")).to_contain_text(f"{caller}")
        tap(phone, phone.locator(".bc-pass"))
    expect(phone.locator(".bc-upcard")).to_contain_text("Upcard 2 of 4")
    expect(board.locator(".bc-board")).to_contain_text("Upcard 2 of 4")
    tap(phone, phone.locator(".bc-pass"))
    tap(phone, phone.locator(".bc-turn label.check"), record=False)
    tap(phone, phone.locator(".bc-suits button[value=H]"))
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Cid picked up ♥ (upcard 2) alone")
    expect(board.locator(".bc-took")).to_contain_text("Cid picked up ♥")
    expect(board.locator(".bc-took .bc-tag")).to_have_text("alone")
    no_sideways_scroll(phone)
    shoot(phone, "bacon-02-tricks")
    shoot(board, "bacon-03-board-contract")

    # Cid takes four tricks alone: 1 point, doubled for the loner = 2.
    tap(phone, phone.locator(".bc-side button[value='4']"))
    assert len(TAPS) == 8  # 6 calls and the tick, 1 result: well under a dozen
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · Bob deals · upcard 1")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)").first).to_contain_text(
        "picked up ♥ (upcard 2) alone · took 4"
    )
    expect(board.locator(".bc-last")).to_contain_text("Ann & Cid +2 (loner, doubled)")
    expect(board.locator(".bc-pip.bc-on")).to_have_count(2)

    # Deal 2, called aloud: Dee picked up the spade; Ann & Cid defend and take three: 1 x 2 = 2.
    TAPS.clear()
    tap(phone, phone.locator(".bc-quick summary"), record=False)
    tap(phone, phone.locator("label.bc-chip:has(input[name=declarer])", has_text="Dee"), record=False)
    tap(phone, phone.locator("label.bc-chip:has(input[name=trump][value=S])"), record=False)
    no_sideways_scroll(phone)
    shoot(phone, "bacon-04-called-aloud")
    tap(phone, phone.locator("button[value=contract]"))
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · Dee picked up ♠")
    expect(board.locator(".bc-fact").first).to_contain_text("Bob & Dee need 3 of 5 tricks · spades trumps")
    tap(phone, phone.locator(".bc-side button[value='2']"))  # Bob & Dee 2, so Ann & Cid 3
    assert len(TAPS) == 5
    expect(phone.locator(".phase-title")).to_have_text("Deal 3 · Cid deals · upcard 1")
    expect(board.locator(".bc-last")).to_contain_text(
        "Ann & Cid 3 · Bob & Dee 2 → Ann & Cid +2 (defenders, doubled)"
    )
    expect(board.locator(".total-card").first).to_contain_text("4")
    expect(board.locator(".bc-pip.bc-on")).to_have_count(4)
    expect(board.locator(".bc-track-points").first).to_contain_text("4 / 10")

    sizes = board.evaluate(
        "['.bc-took', '.bc-fact', '.bc-last', '.bc-track-points']"
        ".map(s => parseFloat(getComputedStyle(document.querySelector(s)).fontSize))"
    )
    if screen == "tablet":
        assert min(sizes) >= 24, sizes  # the deal's facts, readable across the table at 1024 px
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "bacon-05-after-two-deals")
    shoot(board, "bacon-06-board-after-two-deals")
