"""A Royal Cramps hand in a real browser, on a phone or a tablet: the auction in turn (one tap per call), the
trump, one tap per trick as its token card is handed over and one per queen of trumps, while a second
browser's scoreboard follows live: the contract, the token cards marked with who took them, and the bars."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, start_game

#: Every tap on the phone, to count the taps of a hand (docs/games/cramps.md).
TAPS = Taps()


def start_royal_cramps(page: Page) -> None:
    royal = "input[name='opt.royal'][type=checkbox]"
    start_game(page, "cramps", royal, "Hand 1 · bidding", {"opt.royal": True}, exact=True)


def tap(page: Page, selector: str, text: str) -> None:
    """One tap on a button that records an entry."""
    TAPS(page, page.locator(selector, has_text=text).first)


def test_a_royal_hand_tapped_trick_by_trick_with_a_live_scoreboard(
    live_server, context_factory, screen, shoot
):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Cramps table")
    start_royal_cramps(phone)
    shoot(phone, "cramps-01-bidding")

    board = open_board(context_factory, phone)
    expect(board.locator(".cr-token")).to_have_count(13)

    # Ann deals: Bob bids 12, Cid, Dee and Ann pass; Bob names hearts.
    TAPS.clear()
    expect(phone.locator(".auction-call legend")).to_have_text("Bob bids")
    tap(phone, ".auction-call button", "12")
    for _ in range(3):
        tap(phone, ".auction-call button", "Pass")
    expect(phone.locator(".phase-title")).to_have_text("Hand 1 · Bob bid 12 · trumps?")
    shoot(phone, "cramps-02-trump")
    TAPS(phone, phone.locator(".cr-suits button[value=H]"))
    expect(phone.locator(".phase-title")).to_have_text("Hand 1 · Bob bid 12 · ♥ hearts · trick 1")
    expect(board.locator(".cr-fact").first).to_contain_text("12")
    expect(board.locator(".cr-fact .suit-red")).to_have_text("♥")

    # Bob takes the six tricks worth points, Ann the others but the last, which is Cid's.
    takers = ["Ann", "Ann", "Bob", "Bob", "Ann", "Ann", "Bob", "Bob", "Ann", "Ann", "Bob", "Bob", "Cid"]
    for number, name in enumerate(takers, start=1):
        if number == 6:
            expect(board.locator(".cr-token").nth(4)).to_have_attribute(
                "aria-label", "Trick 5: −3, taken by Ann"
            )
            expect(board.locator(".cr-next")).to_have_attribute("aria-label", "Trick 6: 0, next")
            shoot(phone, "cramps-03-tricks")
            shoot(board, "cramps-04-board-tricks")
        tap(phone, ".cr-players button", name)
    expect(phone.locator(".phase-title")).to_have_text("Hand 1 · Bob bid 12 · ♥ hearts · queens")
    expect(board.locator(".cr-taken")).to_have_count(13)
    no_sideways_scroll(phone)
    shoot(phone, "cramps-05-queen")

    # Dee took the queen of hearts: -4. Bob 3 + 3 + 5 + 5 + 7 + 7 = 30 >= 12, made.
    tap(phone, ".cr-players button", "Dee")
    expect(phone.locator(".phase-title")).to_have_text("Hand 2 · bidding")
    assert len(TAPS) == 4 + 1 + 13 + 1  # the calls, the trump, a tap a trick, the queen of trumps
    row = phone.locator("table.sheet tbody tr:not(.breakdown-row)").first
    expect(row).to_contain_text("bid 12 · made · tricks +30")
    # Ann 0 - 1 - 3 + 0 - 5 + 0 = -9; Cid -7; Dee -4: 30 - 9 - 7 - 4 = 10.
    expect(board.locator(".total-card").nth(1)).to_contain_text("30")
    expect(board.locator(".cr-last")).to_contain_text("Hand 1: Ann −9, Bob +30, Cid −7, Dee −4")
    expect(board.locator(".target-points").nth(1)).to_have_text("30 / 31")
    value_size = font_px(board.locator(".cr-value").first)
    if screen == "tablet":
        assert value_size >= 24, value_size  # the tricks' values, readable across the table
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "cramps-06-after-the-hand")
    shoot(board, "cramps-07-board-after-the-hand")
