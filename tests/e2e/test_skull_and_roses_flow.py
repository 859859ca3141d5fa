"""Two Skull & Roses rounds in a real browser, on a phone or a tablet: cards placed one tap each, a
challenge raised and a skull found (a card lost), then a burn out won (the mat flipped), while a second
browser's scoreboard follows live: the cards down, the bid, the discs left and the roses side."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, start_game

#: Every tap on the phone, to count the taps of a round (docs/games/skull-and-roses.md).
TAPS = Taps()


def start_skull_and_roses(page: Page) -> None:
    start_game(
        page,
        "skull-and-roses",
        "input[name='opt.burn_out_ends'][type=checkbox]",
        "Round 1 · Ann starts · placing",
    )


def tap(page: Page, selector: str, text: str) -> None:
    """One tap that records an entry."""
    TAPS(page, page.locator(selector, has_text=text).first)


def test_a_round_lost_to_a_skull_and_a_burn_out_won_with_a_live_scoreboard(
    live_server, context_factory, screen, shoot
):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Skull table")
    start_skull_and_roses(phone)
    shoot(phone, "sr-01-placing")

    board = open_board(context_factory, phone)
    expect(board.locator(".sr-mat")).to_have_count(4)
    shoot(board, "sr-02-board-start")

    # Ann and Bob place a card each (2 + 2 + 1 + 1 = 6 down); Cid challenges with a bid of 3.
    TAPS.clear()
    tap(phone, ".sr-put", "Ann places a card")
    tap(phone, ".sr-put", "Bob places a card")
    expect(board.locator(".sr-now")).to_contain_text("6")
    tap(phone, ".sr-challenge button", "3")
    expect(phone.locator(".auction-lead")).to_contain_text("Cid bids 3 of 6 cards on the mats")
    expect(board.locator(".sr-seat.sr-challenger .sr-name")).to_have_text("Cid")
    # Dee passes, Ann raises to 4, Bob and Cid pass: Ann is the challenger, with 4 to flip.
    tap(phone, ".auction-pass", "passes")
    expect(phone.locator(".auction-call legend")).to_contain_text("Ann raises")
    tap(phone, ".auction-call .choice-grid button", "4")
    tap(phone, ".auction-pass", "passes")
    expect(board.locator(".sr-seat.sr-passed")).to_have_count(2)
    shoot(board, "sr-03-board-bidding")
    tap(phone, ".auction-pass", "passes")
    expect(phone.locator(".phase-title")).to_have_text("Round 1 · Ann must flip 4 roses")
    no_sideways_scroll(phone)
    shoot(phone, "sr-04-reveal")

    # Ann flips her own two roses, then finds Dee's skull: Dee takes one of Ann's cards, 3 left.
    tap(phone, ".sr-skulls button", "Dee")
    assert len(TAPS) == 2 + 1 + 4 + 1  # 2 cards placed, the challenge, 4 calls, the reveal
    expect(phone.locator(".phase-title")).to_have_text("Round 2 · Ann starts · placing · 4 cards down")
    ann = board.locator(".sr-seat").nth(0)
    expect(ann.locator(".sr-disc.sr-lost")).to_have_count(1)
    expect(ann.locator(".sr-tag")).to_have_text("3 cards")
    expect(board.locator(".sr-last")).to_have_text(
        "Ann bid 4 and met Dee's skull: Dee takes one of Ann's cards, 3 cards left"
    )

    # Round 2: Ann burns out at once, 4 of 4, and flips four roses: her mat turns to the roses side.
    TAPS.clear()
    tap(phone, ".sr-challenge button", "4")
    expect(phone.locator(".phase-title")).to_have_text("Round 2 · Ann must flip 4 roses")
    tap(phone, "button[name=won]", "All roses")
    assert len(TAPS) == 2  # the challenge (a burn out: no calls) and the reveal
    expect(phone.locator(".phase-title")).to_have_text("Round 3 · Ann starts · placing · 4 cards down")
    expect(ann.locator(".sr-rose")).to_have_count(1)
    expect(ann.locator(".sr-wins")).to_have_text("1/2 bets")
    rows = phone.locator("table.sheet tbody tr:not(.breakdown-row)")
    expect(rows.nth(0)).to_contain_text("bid 4 · Dee's skull · 3 cards left")
    expect(rows.nth(1)).to_contain_text("bid 4 · won")

    fact_size = font_px(board.locator(".sr-fact").first)
    tag_size = font_px(ann.locator(".sr-tag"))
    mat_height = ann.locator(".sr-mat").bounding_box()["height"]
    assert fact_size >= 24 and mat_height >= 80, (fact_size, mat_height)
    if board.viewport_size["width"] >= 1024:
        assert tag_size >= 24, tag_size
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "sr-05-after-two-rounds")
    shoot(board, "sr-06-board-after-two-rounds")
