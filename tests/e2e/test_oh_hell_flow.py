"""The main flow in a real browser: a table of four plays three Oh Hell! hands on a phone or tablet,
including a dealer bid refused by the hook and an undo, while a second browser's scoreboard follows live."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import create_table, recorded, viewer_url


def start_oh_hell(page: Page) -> None:
    page.select_option("select[name=ruleset]", "oh-hell")
    expect(page.locator("select[name='opt.sequence']")).to_be_visible()
    page.select_option("select[name='opt.sequence']", "up")
    page.select_option("select[name='opt.trump']", "spades")
    page.click("button:has-text('Start game')")
    expect(page.locator(".phase-title")).to_contain_text("Hand 1")


def bid(page: Page, value: int) -> None:
    recorded(page, page.locator(".choice-grid button", has_text=str(value)).first.click)


def record_tricks(page: Page, taken: list[int]) -> None:
    for seat, count in enumerate(taken):
        page.fill(f"input[name='taken.{seat}']", str(count))
    recorded(page, lambda: page.click("button:has-text('Record tricks')"))


def test_three_hands_with_a_refused_dealer_bid_an_undo_and_a_live_scoreboard(
    live_server, context_factory, shoot
):
    phone = context_factory().new_page()
    create_table(phone, live_server)
    shoot(phone, "01-table")
    start_oh_hell(phone)
    shoot(phone, "02-first-bid")

    # A second device opens the viewer link and the game's scoreboard.
    board = context_factory().new_page()
    board.goto(viewer_url(phone))
    board.click("a:has-text('Scoreboard')")
    expect(board.locator("#live-status")).to_have_text("live")

    # Hand 1, one card, Ann deals: Bob 0, Cid 1, Dee 0; Ann may not bid 0 (bids would total 1 = tricks).
    for value in (0, 1, 0):
        bid(phone, value)
    expect(phone.locator(".next")).to_contain_text("Ann")
    phone.locator(".choice-grid button", has_text="0").first.click()  # refused: nothing is recorded
    expect(phone.locator("p.error")).to_contain_text("may not bid 0")
    shoot(phone, "03-hook-refused")
    bid(phone, 1)
    record_tricks(phone, [0, 0, 1, 0])
    # Ann bid 1 took 0: 0; Bob 0/0: 10; Cid 1/1: 11; Dee 0/0: 10 (1 per trick + 10 for an exact bid).
    expect(board.locator(".total-card").nth(2)).to_contain_text("11")
    expect(board.locator(".total-card").nth(1)).to_contain_text("10")

    # Hand 2, two cards, Bob deals. Cid bids 2 by mistake, undoes it, bids 1.
    expect(phone.locator(".phase-title")).to_contain_text("Hand 2")
    bid(phone, 2)
    phone.click("button:has-text('Undo')")
    expect(phone.locator(".next")).to_contain_text("Cid")
    for value in (1, 0, 0):  # Cid, Dee, Ann
        bid(phone, value)
    bid(phone, 0)  # Bob, dealer: total 1 of 2 tricks, allowed
    record_tricks(phone, [0, 1, 1, 0])
    # Ann 0/0 +10 = 10; Bob 0/1: 1 -> 11; Cid 1/1: 11 -> 22; Dee 0/0: 10 -> 20.
    expect(board.locator(".total-card").nth(2)).to_contain_text("22")

    # Hand 3, three cards, Cid deals.
    for value in (1, 1, 0, 0):  # Dee, Ann, Bob, Cid
        bid(phone, value)
    record_tricks(phone, [1, 0, 0, 2])
    # Ann 1/1: 11 -> 21; Bob 0/0: 10 -> 21; Cid 0/0: 10 -> 32; Dee 1/2: 2 -> 22.
    expect(board.locator(".total-card").nth(0)).to_contain_text("21")
    expect(board.locator(".total-card").nth(2)).to_contain_text("32")
    expect(board.locator(".total-card.leader")).to_contain_text("Cid")
    shoot(phone, "04-after-three-hands")
    shoot(board, "05-scoreboard")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)")).to_have_count(3)
