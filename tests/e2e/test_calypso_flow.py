"""A Calypso deal in a real browser, on a phone or a tablet: the count after the first deal entered with one
tap per player (calypsos in progress) and the two piles typed, the tally checking the 208 as it goes, then
the second deal's count with a calypso completed, while a second browser's scoreboard follows live: each
player's suit and calypso in progress, the piles, the tricks and the standings."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import (
    Taps,
    body_fetches,
    create_table,
    font_px,
    no_sideways_scroll,
    open_board,
    recorded,
    start_game,
)

#: Every tap on the phone, to count the taps of a deal (docs/games/calypso.md).
TAPS = Taps()


def start_calypso(page: Page) -> None:
    start_game(page, "calypso", "select[name='opt.trumps']", "Deal 1 of 4 · Ann deals", exact=True)


def tap(page: Page, name: str, value: int) -> None:
    """One tap on a chip of the count form."""
    TAPS(page, page.locator(f"label:has(input[name='{name}'][value='{value}']) span"), record=False)


def pile(page: Page, seat: int, cards: str) -> int:
    """A side's won-tricks pile typed in its field: how many digits."""
    return TAPS.key_in(page, page.locator(f"input[name='won.{seat}']"), cards)


def test_two_deals_counted_on_the_phone_with_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Trinidad table")
    start_calypso(phone)
    shoot(phone, "cy-01-count")

    board = open_board(context_factory, phone)
    expect(board.locator(".cy-side")).to_have_count(2)
    expect(board.locator(".cy-deal")).to_contain_text(
        "Nothing counted yet Deal 1 in play · 156 cards left in the stock"
    )
    fetched = body_fetches(board)  # from here on the board follows the entries by what is pushed to it

    # Deal 1: Ann 5 spades in progress, Bob 3 diamonds, Cid 4 hearts, Dee 2 clubs (4 taps); piles 19 and
    # 19 (the tally: 5 + 4 + 19 = 28 for Ann & Cid, 3 + 2 + 19 = 24 for Bob & Dee, 52 in all).
    TAPS.clear()
    for seat, count in enumerate((5, 3, 4, 2)):
        tap(phone, f"incomplete.{seat}", count)
    typed = pile(phone, 0, "19")
    # The line under the piles is what the server makes of the counts (play.preview).
    expect(phone.locator("#cy-tally")).to_have_text("Bob & Dee's won-tricks pile is missing.")
    typed += pile(phone, 1, "19")
    expect(phone.locator("#cy-tally")).to_have_text(
        "Ann & Cid +370 7 tricks · Bob & Dee +290 6 tricks · Ann & Cid took 7 tricks, Bob & Dee 6"
    )
    no_sideways_scroll(phone)
    # (A full-page screenshot just before a tap leaves Chromium scrolled elsewhere: shoot after it.)
    TAPS(phone, phone.locator("button:has-text('Record deal 1')"))
    assert (len(TAPS), typed) == (7, 4)  # 4 in progress, 2 pile fields, Record and 4 digits: 11
    shoot(phone, "cy-02-deal-2-form")
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 of 4 · Bob deals")
    # Ann & Cid: (5 + 4) x 20 + 19 x 10 = 370; Bob & Dee: (3 + 2) x 20 + 190 = 290.
    expect(board.locator(".total-card").nth(0)).to_contain_text("370")
    expect(board.locator(".total-card").nth(1)).to_contain_text("290")
    expect(board.locator(".cy-pile-line").first).to_contain_text("Pile 19 cards · 7 tricks in deal 1")
    expect(board.locator(".cy-player-board").first.locator(".cy-run li.cy-in")).to_have_count(5)
    shoot(board, "cy-03-board-after-deal-1")

    # The form starts from the last count: Ann's 5 are checked. A miscount is refused, nothing stored.
    expect(phone.locator("input[name='incomplete.0'][value='5']")).to_be_checked()
    phone.fill("input[name='won.0']", "30")
    phone.fill("input[name='won.1']", "40")
    phone.locator("button:has-text('Record deal 2')").click()
    expect(phone.locator("#err-won")).to_have_text(
        "After deal 2 the counts should hold 104 cards (208 less the 104 not dealt), not 84: count again."
    )

    # Deal 2: Ann completes her calypso (1 tap) and starts another with 1 card (1 tap); Bob now has 6 (1
    # tap); piles 38 and 40. Ann & Cid hold 13 + 1 + 4 + 38 = 56 (56 - 28 = 28 cards: 7 tricks), Bob & Dee
    # 6 + 2 + 40 = 48 (48 - 24 = 24: 6 tricks); 56 + 48 = 104 dealt.
    TAPS.clear()
    tap(phone, "calypsos.0", 1)
    tap(phone, "incomplete.0", 1)
    tap(phone, "incomplete.1", 6)
    typed = pile(phone, 0, "38") + pile(phone, 1, "40")
    expect(phone.locator("#cy-tally")).to_contain_text("Ann & Cid took 7 tricks, Bob & Dee 6")
    shoot(phone, "cy-04-deal-2")
    TAPS.append("Enter")  # Enter records the count, as Record does
    recorded(phone, lambda: phone.press("input[name='won.1']", "Enter"))
    assert (len(TAPS), typed) == (6, 4)  # a calypso, 2 in progress, 2 pile fields, Record and 4 digits: 10
    expect(phone.locator(".phase-title")).to_have_text("Deal 3 of 4 · Cid deals")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)").nth(1)).to_contain_text("calypso: Ann")
    # Ann & Cid: 500 + (1 + 4) x 20 + 38 x 10 = 980; Bob & Dee: (6 + 2) x 20 + 40 x 10 = 560.
    expect(board.locator(".total-card").nth(0)).to_contain_text("980")
    expect(board.locator(".total-card").nth(1)).to_contain_text("560")
    expect(board.locator(".cy-pile-icon.cy-new")).to_have_count(1)
    expect(board.locator(".cy-deal")).to_contain_text(
        "The table after deal 2 of 4 Deal 3 in play · 52 cards left in the stock"
    )
    expect(board.locator(".cy-parts").first).to_have_text("calypsos 500 · in progress 100 · pile 380 = 980")
    expect(board.locator(".cy-last")).to_contain_text(
        "Deal 2: Ann & Cid took 7 tricks, Bob & Dee 6 · calypso for Ann"
    )
    deal_size = font_px(board.locator(".cy-deal"))
    pile_size = font_px(board.locator(".cy-pile-line").first)
    if screen == "tablet":
        assert deal_size >= 24 and pile_size >= 24, (deal_size, pile_size)
    # Two deals' rows on the board, the first kept from the push before: no request for the whole body.
    expect(board.locator(".board-sheet tbody tr:not(.breakdown-row)")).to_have_count(2)
    expect(board.locator(".board-sheet tbody tr:not(.breakdown-row)").nth(1)).to_contain_text("calypso: Ann")
    assert fetched == []
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "cy-05-after-deal-2")
    shoot(board, "cy-06-board-after-deal-2")
