"""A Bourré deal in a real browser, on a phone or a tablet: the trump turned up, play or pass in turn (one
tap each, with the discards), the tricks on steppers, while a second browser's scoreboard follows live:
the pot with what is in it, and who plays (each player's chips are the totals, said once)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, start_game

#: Every tap on the phone, to count the taps of a deal (docs/games/bourre.md).
TAPS = Taps()

#: The lines the first word of an element is laid out on (more than one: broken mid-word).
WORD_LINES = (
    "e => { const r = new Range(); r.selectNodeContents(e.firstChild); return r.getClientRects().length; }"
)


def start_bourre(page: Page) -> None:
    start_game(page, "bourre", "input[name='opt.double_ante'][type=checkbox]", "Deal 1 · Ann deals · pot 4")


def call(page: Page, text: str) -> None:
    """One tap on the caller's buttons (Pass, or Play with the discards)."""
    TAPS(page, page.locator(".bo-call button", has_text=text).first)


def test_a_deal_played_on_the_phone_with_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Bayou table", ["Ann", "Bartholomew", "Cid", "Dee"])
    start_bourre(phone)
    shoot(phone, "bourre-01-trump")

    board = open_board(context_factory, phone)
    expect(board.locator(".bo-pot-now")).to_have_text("4")
    expect(board.locator(".bo-in-pot")).to_have_text("4 antes")

    TAPS.clear()
    TAPS(phone, phone.locator(".bo-suits button[value=H]"))
    expect(phone.locator(".bo-call legend")).to_have_text("Bartholomew: play or pass?")
    expect(board.locator(".bo-suit")).to_have_text("♥")

    # Bartholomew plays discarding 3, Cid passes, Dee stands pat, Ann (dealer) passes.
    call(phone, "Play, discard 3")
    call(phone, "Pass")
    expect(board.locator(".bo-player").nth(1)).to_contain_text("plays · draws 3")
    expect(board.locator(".bo-player").nth(2)).to_contain_text("passed")
    shoot(phone, "bourre-02-declare")
    call(phone, "Play, stand pat")
    call(phone, "Pass")
    expect(phone.locator(".phase-title")).to_contain_text("the tricks")
    no_sideways_scroll(phone)

    # Bartholomew takes 3 tricks, Dee 2: he wins the pot of 4 (−1 ante + 4 = +3).
    bart = phone.locator("input[name='taken.1']")
    for _ in range(3):
        TAPS(phone, bart.locator("xpath=following-sibling::button"), record=False)
    dee = phone.locator("input[name='taken.3']")
    for _ in range(2):
        TAPS(phone, dee.locator("xpath=following-sibling::button"), record=False)
    expect(phone.locator("#bo-sum")).to_contain_text(
        "Pot 4: Bartholomew wins"
    )  # the server's line (play.preview)
    shoot(phone, "bourre-03-tricks")
    TAPS(phone, phone.locator("button:has-text('Record the tricks')"))
    assert len(TAPS) == 1 + 4 + 5 + 1  # the trump, 4 calls, 5 tricks on the steppers, Record
    expect(phone.locator(".phase-title")).to_contain_text("Deal 2 · Bartholomew deals · pot 4")

    # The next deal's antes are in the pot; each player's chips are only the totals (+3, the others −1).
    expect(board.locator(".bo-in-pot")).to_have_text("4 antes")
    expect(board.locator(".bo-player").nth(1)).to_contain_text("last: 3 · won")
    name = board.locator(".bo-player").nth(1).locator(".bo-name")
    expect(name).to_contain_text("Bartholomew deals")
    assert name.evaluate(WORD_LINES) == 1, "Bartholomew is broken mid-word"
    size = font_px(name)
    status = font_px(board.locator(".bo-status").first)
    assert size >= 24 and status >= 24, (size, status)
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "bourre-04-after-the-deal")
    shoot(board, "bourre-05-board")
