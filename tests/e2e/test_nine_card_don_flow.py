"""A Nine-Card Don deal in a real browser, on a phone or a tablet: the pitcher's lead for trumps (one tap),
the scoring cards as they are captured (one tap each) and the game (one tap), while a second browser's
scoreboard follows live: the trumps, each side's captures, the totals and the pegs on the cribbage board."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, start_game

#: Every tap on the phone, to count the taps of a deal (docs/games/nine-card-don.md).
TAPS = Taps()


def start_nine_card_don(page: Page) -> None:
    start_game(
        page, "nine-card-don", "select[name='opt.board_layout']", "Deal 1 · Bob pitches · leads for trumps"
    )


def capture(page: Page, side: int, card: str) -> None:
    """One tap: the side's button for the card."""
    TAPS(page, page.locator(f".ncd-side button[value='{side} {card}']"))


def test_a_deal_of_captures_and_game_with_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Don table")
    start_nine_card_don(phone)
    shoot(phone, "ncd-01-lead")

    board = open_board(context_factory, phone)
    expect(board.locator(".ncd-wait")).to_have_text("to be led")
    expect(board.locator(".crib-board-card")).to_be_visible()

    # Bob pitches a heart: hearts are trumps.
    TAPS.clear()
    TAPS(phone, phone.locator(".ncd-suits button[value=H]"))
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Bob pitches · trumps ♥ hearts")
    expect(board.locator(".ncd-suit")).to_have_text("♥")
    shoot(phone, "ncd-02-play")

    # Bob & Dee take the 9♥ (9) and the 5♠ (5); Ann & Cid the A♥ (4) and the 5♥ (10).
    capture(phone, 1, "9H")
    capture(phone, 0, "AH")
    capture(phone, 1, "5S")
    capture(phone, 0, "5H")
    expect(phone.locator(".ncd-side button[value='1 5H']")).to_have_count(0)  # captured: no longer offered
    ann_and_cid, bob_and_dee = (
        board.locator(".ncd-side-total").nth(0),
        board.locator(".ncd-side-total").nth(1),
    )
    expect(ann_and_cid.locator(".ncd-got")).to_contain_text("+14")
    expect(bob_and_dee.locator(".ncd-got")).to_contain_text("+14")
    expect(bob_and_dee.locator(".ncd-total")).to_contain_text("14")
    no_sideways_scroll(phone)
    shoot(board, "ncd-03-board-captures")

    # After the ninth trick Ann & Cid have more for game: 14 + 8 = 22 against 14.
    TAPS(phone, phone.locator(".ncd-higher button", has_text="Ann & Cid"))
    assert len(TAPS) == 1 + 4 + 1  # trumps, 4 scoring cards captured, game
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · Cid pitches · leads for trumps")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)").first).to_contain_text(
        "trumps 14 · game 8"
    )
    expect(ann_and_cid.locator(".ncd-total")).to_contain_text("22")
    expect(board.locator(".crib-legend")).to_contain_text("Ann & Cid: front peg 22, rear peg 14")
    size = font_px(ann_and_cid.locator(".ncd-total"))
    assert size >= 24, size
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "ncd-04-after-the-deal")
    shoot(board, "ncd-05-board-after-the-deal")
