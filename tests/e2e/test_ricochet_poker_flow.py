"""A Ricochet Poker hand in a real browser, on a phone or a tablet: one tap per card dealt face up, the
lowest hand's buy in one tap, the dealer stopped when the hand is no longer lowest, folds, and the pot paid,
while a second browser's scoreboard shows every hand, the one to act and the pot, live."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board

#: Every tap on the phone, to count the taps of a hand (docs/games/ricochet-poker.md).
TAPS = Taps()


def deal(page: Page, *cards: str) -> None:
    """One tap per card on the card grid: the form submits itself."""
    for card in cards:
        TAPS(page, page.locator(f".entry-picker .pick[data-card='{card}']"))


def test_a_hand_with_buys_and_folds_and_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Back room")
    phone.select_option("select[name=ruleset]", "ricochet-poker")
    expect(phone.locator("input[name='opt.ante']")).to_be_visible()
    phone.click("button:has-text('Start game')")
    title = phone.locator(".phase-title")
    expect(title).to_contain_text("Deal face up to Bob")  # Ann deals: Bob first

    board = open_board(context_factory, phone)
    expect(board.locator(".rp-pot strong")).to_have_text("4")  # four antes

    TAPS.clear()
    deal(phone, "KS", "JH", "8D", "7C")
    expect(title).to_contain_text("Ann is lowest: buy or fold")
    expect(board.locator(".rp-lowest .rp-name")).to_have_text("Ann")
    no_sideways_scroll(phone)
    shoot(phone, "rp-01-turn")

    # Ann buys three (one tap); 2♦ keeps her lowest, 9♥ does not: the dealer stops.
    TAPS(phone, phone.locator(".rp-counts button", has_text="3"))
    expect(title).to_contain_text("Deal Ann a bought card (1 of 3)")
    deal(phone, "2D")
    expect(board.locator(".rp-buying .rp-hand")).to_have_text("buying: 1 of 3")
    deal(phone, "9H")
    expect(title).to_contain_text("Dee is lowest: buy or fold")
    expect(board.locator(".rp-pot strong")).to_have_text("7")
    shoot(board, "rp-02-board")
    card_size = font_px(board.locator(".rp-card").first)
    assert card_size >= 24, card_size

    # Dee folds; Ann buys two and catches a 2 (a pair); Cid and Bob fold: Ann takes 4 + 3 + 2 = 9.
    TAPS(phone, phone.locator("button", has_text="Dee folds"))
    TAPS(phone, phone.locator(".rp-counts button", has_text="2"))
    deal(phone, "2S")
    TAPS(phone, phone.locator("button", has_text="Cid folds"))
    TAPS(phone, phone.locator("button", has_text="Bob folds"))
    assert len(TAPS) == 7 + 5  # one a card dealt (4 first, 3 bought), one a turn (2 buys, 3 folds)
    expect(title).to_contain_text("Deal face up to Cid")  # Bob deals hand 2
    expect(phone.locator("button", has_text="End the session")).to_be_visible()
    expect(board.locator(".rp-pot strong")).to_have_text("4")  # the next hand's antes
    expect(board.locator(".total-card .points")).to_have_text(["3", "−1", "−1", "−1"])
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "rp-03-next-hand")
    shoot(board, "rp-04-board-next-hand")
