"""A game of Briscola for four (two partnerships) in a real browser, on a phone or a tablet: the upcard's
suit in one tap, one side's card points (the other side's shown as the rest of 120), two deals to the end,
while a second browser's scoreboard follows live: the trump, the deal table and the totals."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, recorded, start_game

#: Every tap on the phone, to count the taps of a deal (docs/games/briscola.md).
TAPS = Taps()


def start_briscola(page: Page) -> None:
    start_game(page, "briscola", "select[name='opt.tie_breaker']", "Deal 1 of ")


def test_two_deals_with_the_upcard_and_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Bar table")
    start_briscola(phone)
    shoot(phone, "bs-01-play")

    board = open_board(context_factory, phone)
    expect(board.locator(".bs-now")).to_contain_text("Deal 1 of 2")

    # One tap: the upcard is a heart.
    TAPS.clear()
    TAPS(phone, phone.locator(".bs-suits button[value=H]"))
    expect(phone.locator(".phase-title")).to_contain_text("trump ♥")
    expect(board.locator(".bs-trump-fact strong")).to_have_text("♥")

    # Ann & Cid took 68 card points: Bob & Dee 120 - 68 = 52.
    typed = TAPS.key_in(phone, phone.locator("input[name=points]"), "68", tap_field=False)  # on the keypad
    # The line under the field is the server's score of the deal as it is typed (play.preview).
    expect(phone.locator("#cp-rest")).to_contain_text("Ann & Cid +68 took 68 · Bob & Dee +52 took 52")
    no_sideways_scroll(phone)
    shoot(phone, "bs-02-points")
    TAPS.append("Enter")  # Enter records the points, as Record does
    recorded(phone, lambda: phone.press("input[name=points]", "Enter"))
    assert (len(TAPS), typed) == (2, 2)  # the upcard and Record, 2 digits on the keypad: 4
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 of 2 · Bob deals")
    expect(board.locator(".bs-deals tbody tr")).to_have_count(1)
    expect(board.locator(".bs-best")).to_have_text("68")
    size = font_px(board.locator(".bs-now"))
    cell = font_px(board.locator(".bs-best"))
    assert size >= 24 and cell >= 24, (size, cell)
    shoot(board, "bs-03-board-after-deal-1")

    # Deal 2, no upcard noted: Bob & Dee's side entered, 70 -> Ann & Cid 50. Totals 118-122.
    TAPS.clear()
    TAPS(phone, phone.locator(".cp-sides label", has_text="Bob & Dee"), record=False)
    typed = TAPS.key_in(phone, phone.locator("input[name=points]"), "70", tap_field=False)
    expect(phone.locator("#cp-rest")).to_contain_text("Ann & Cid +50 took 50 · Bob & Dee +70 took 70")
    TAPS(phone, phone.locator("#cp-record"))
    assert (len(TAPS), typed) == (2, 2)  # the other side and Record, 2 digits: 4
    expect(phone.locator(".phase-title")).to_contain_text("Bob & Dee win 122–118")
    expect(board.locator(".bs-deals tbody tr")).to_have_count(2)
    expect(board.locator(".target-points").nth(1)).to_have_text("122")
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "bs-04-over")
    shoot(board, "bs-05-board-over")


def test_three_players_enter_two_and_leave_one_blank(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Three table", players=["Ann", "Bob", "Cid"])
    start_briscola(phone)
    expect(phone.locator("#cp-rest")).to_contain_text("Leave one blank")
    # Ann 55, Cid 45: Bob has the rest, 120 - 100 = 20.
    TAPS.clear()
    typed = TAPS.key_in(phone, phone.locator("input[name='points.0']"), "55")
    typed += TAPS.key_in(phone, phone.locator("input[name='points.2']"), "45")
    no_sideways_scroll(phone)
    shoot(phone, "bs-06-three-players")
    TAPS(phone, phone.locator("#cp-record"))
    assert (len(TAPS), typed) == (3, 4)  # two fields and Record, 4 digits: 7
    expect(phone.locator(".phase-title")).to_contain_text("Deal 2 of 3 · Bob deals")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)").first).to_contain_text("55–20–45")
