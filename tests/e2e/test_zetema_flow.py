"""A Zetema hand in a real browser, on a phone or a tablet: discards by one tap on their rank (the fifth jack
forms a zetema), a meld tapped in on the card grid and its discard, while a second browser's scoreboard
follows live: the rank piles, the declarations and the totals toward 300."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import create_table, font_px, no_sideways_scroll, open_board, recorded, start_game


def start_zetema(page: Page) -> None:
    start_game(
        page, "zetema", "select[name='opt.doubled_suit']", "Hand 1 · Ann deals · stock 52 · Bob's turn"
    )


def discard(page: Page, rank: str) -> None:
    """One tap: the rank's button."""
    recorded(page, page.locator(f".zt-ranks button[value='{rank}']").click)


def test_a_zetema_and_a_meld_with_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Zetema table", ["Ann", "Bob"])
    start_zetema(phone)
    shoot(phone, "zt-01-turn")

    board = open_board(context_factory, phone)
    expect(board.locator(".zt-pile")).to_have_count(13)

    # Bob, Ann, Bob, Ann discard jacks; the board counts the jack pile.
    for _ in range(4):
        discard(phone, "J")
    expect(phone.locator(".zt-ranks button[value=J]")).to_contain_text("zetema!")
    expect(board.locator(".zt-pile.zt-fifth")).to_contain_text("J")
    # Bob discards the fifth jack: a zetema of jacks, 20.
    discard(phone, "J")
    bob = board.locator(".zt-side").nth(1)
    expect(board.locator(".total-card .points").nth(1)).to_have_text("20")
    # The device says what is left to the target, not the total again.
    expect(bob.locator(".zt-total")).to_contain_text("280 to 300")
    expect(board.locator(".zt-declared")).to_contain_text("zetema of jacks")
    expect(phone.locator(".zt-ranks button[value=J]")).to_be_disabled()
    no_sideways_scroll(phone)
    shoot(board, "zt-02-board-zetema")

    # Ann shows a sequence, tapped in on the card grid, then discards its 9.
    phone.locator(".zt-declare summary").click()
    phone.locator("input[name=cards]").click()
    for card in ("4H", "5S", "6D", "7C", "8H", "9S"):
        phone.locator(f".entry-picker .pick[data-card='{card}']").click()
    expect(phone.locator("input[name=cards]")).to_have_value("4H 5S 6D 7C 8H 9S")
    shoot(phone, "zt-03-meld")
    recorded(phone, phone.locator(".zt-buttons button[value=meld]").click)
    expect(phone.locator(".zt-meld-shown")).to_contain_text("4H 5S 6D 7C 8H 9S")
    expect(phone.locator(".zt-ranks button[value=K]")).to_be_disabled()
    ann = board.locator(".zt-side").nth(0)
    expect(board.locator(".total-card .points").nth(0)).to_have_text("20")
    expect(ann.locator(".zt-total")).to_contain_text("280 to 300")
    expect(board.locator(".zt-declared li").first).to_contain_text("sequence")
    discard(phone, "9")
    expect(phone.locator(".phase-title")).to_contain_text("Bob's turn")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)").first).to_contain_text("melds 20")
    size, fact = font_px(ann.locator(".zt-total")), font_px(board.locator(".zt-fact"))
    assert size >= 24 and fact >= 24, (size, fact)
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "zt-04-after-the-meld")
    shoot(board, "zt-05-board-after-the-meld")
