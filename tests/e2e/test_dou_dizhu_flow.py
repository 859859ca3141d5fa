"""A Dou Dizhu deal in a real browser, on a phone or a tablet: the first bidder named with the first call,
the calls in turn (one tap each), a bomb and the rocket tapped as played, and who went out first, while a
second browser's scoreboard follows live: the landlord, the multiplier ×1, ×2, ×4 and the totals."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, start_game

#: Every tap on the phone, to count the taps of a deal (docs/games/dou-dizhu.md).
TAPS = Taps()

THREE = ["Ann", "Bob", "Cid"]


def start_dou_dizhu(page: Page) -> None:
    start_game(page, "dou-dizhu", "select[name='opt.scoring']", "Deal 1 · bidding")


def call(page: Page, bid: str) -> None:
    """One tap on the call buttons (a bid or Pass)."""
    TAPS(page, page.locator(".auction-call button", has_text=bid).first)


def test_a_deal_with_a_bomb_and_the_rocket_and_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Tea house", players=THREE)
    start_dou_dizhu(phone)
    shoot(phone, "ddz-01-bidding")

    board = open_board(context_factory, phone)
    expect(board.locator(".ddz-seat")).to_have_count(3)

    # Bob was dealt the face-up card: he bids 1 (two taps), Cid passes, Ann bids 2: Ann is landlord.
    TAPS.clear()
    TAPS(phone, phone.locator(".auction-first label", has_text="Bob"), record=False)
    call(phone, "1")
    expect(phone.locator(".auction-call legend")).to_have_text("Cid calls")
    expect(phone.locator(".auction-call .choice-grid button", has_text="1")).to_have_count(0)  # higher only
    expect(board.locator(".ddz-now")).to_contain_text("Bob")
    call(phone, "Pass")
    call(phone, "2")
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Ann is landlord · bid 2")
    expect(board.locator(".ddz-landlord-name")).to_have_text("Ann")
    expect(board.locator(".ddz-multiplier")).to_have_text("×1")
    shoot(phone, "ddz-02-play")

    # "The original bid of two is doubled to four after the bomb is played, and doubled again to eight when
    # the rocket is played."
    TAPS(phone, phone.locator(".ddz-buttons button", has_text="Bomb"))
    expect(board.locator(".ddz-multiplier")).to_have_text("×2")
    expect(board.locator(".ddz-value")).to_have_text("4")
    TAPS(phone, phone.locator(".ddz-buttons button", has_text="Rocket"))
    expect(phone.locator(".ddz-stake")).to_have_text("Ann is landlord · bid 2 × 4 = 8")
    expect(board.locator(".ddz-multiplier")).to_have_text("×4")
    expect(board.locator(".ddz-value")).to_have_text("8")
    no_sideways_scroll(phone)
    shoot(phone, "ddz-03-stake")
    shoot(board, "ddz-04-board-stake")
    value_size = font_px(board.locator(".ddz-value"))
    assert value_size >= 24, value_size

    # Cid, a peasant, goes out first: the peasants win 8 each; Ann pays 16.
    TAPS(phone, phone.locator(".ddz-players button", has_text="Cid"))
    assert len(TAPS) == 2 + 2 + 1 + 1 + 1  # the first call and its bidder, 2 calls, bomb, rocket, result
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · bidding")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)").first).to_contain_text(
        "landlord · bid 2 × 4 = 8 · lost"
    )
    totals = board.locator(".ddz-total")
    expect(totals).to_have_text(["−16", "+8", "+8"])
    expect(board.locator(".ddz-legend")).to_contain_text("1 deal played of 9")
    total_size = font_px(totals.first)
    assert total_size >= 24, total_size
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "ddz-05-after-the-deal")
    shoot(board, "ddz-06-board-after-the-deal")
