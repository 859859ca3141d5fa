"""A Malilla deal in a real browser, on a phone or a tablet: the dealer's face-up 7 of hearts in two taps
(its bonus of 5 on the scoreboard at once), then Bob & Dee's 42 points, while a second browser's
scoreboard follows live: trumps, the bonus, the last deal and the bars toward 35."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, recorded, start_game

#: Every tap on the phone, to count the taps of a deal (docs/games/malilla.md).
TAPS = Taps()


def start_malilla(page: Page) -> None:
    start_game(page, "malilla", "select[name='opt.points']", "Deal 1 · Ann deals")


def font_size(page: Page, selector: str) -> float:
    return font_px(page.locator(selector).first)


def test_a_deal_with_the_bonus_at_once_and_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Cantina table")
    start_malilla(phone)
    no_sideways_scroll(phone)
    shoot(phone, "ml-01-turnup")

    board = open_board(context_factory, phone)
    expect(board.locator(".ml-fact")).to_contain_text("Waiting for the dealer’s face-up card")

    # Ann turns up the 7 of hearts: two taps, rank then suit. "The 7 is also the most valuable card": 5.
    TAPS.clear()
    TAPS(phone, phone.locator(".ml-chip", has_text="7").first, record=False)
    TAPS(phone, phone.locator(".ml-suits button[value=H]"))
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Ann turned 7♥ · bonus 5")
    expect(board.locator(".ml-trump")).to_have_text("♥")
    expect(board.locator(".ml-fact")).to_contain_text("Ann & Cid +5 at once")
    expect(board.locator(".target-points").first).to_have_text("5 / 35")
    shoot(board, "ml-02-board-turned")

    # Bob & Dee took 42, Ann & Cid 70 - 42 = 28: Bob & Dee score 42 - 35 = 7.
    TAPS(phone, phone.locator(".cp-sides .radio-chip", has_text="Bob & Dee"), record=False)
    typed = TAPS.key_in(phone, phone.locator("input[name=points]"), "42", tap_field=False)  # on the keypad
    # The line under the field is the server's score of the deal as it is typed (play.preview).
    outcome = "Ann & Cid +5 took 28 · bonus 5 · Bob & Dee +7 took 42 · +7"
    expect(phone.locator("#cp-rest")).to_contain_text(outcome)
    no_sideways_scroll(phone)
    shoot(phone, "ml-03-result")
    TAPS.append("Enter")  # Enter records the points, as Record does
    recorded(phone, lambda: phone.press("input[name=points]", "Enter"))
    assert (len(TAPS), typed) == (4, 2)  # rank, suit, the other team, Record and 2 digits: 6
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · Bob deals")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)").first).to_contain_text("took 42 · +7")

    expect(board.locator(".ml-last")).to_contain_text("Ann & Cid took 28 · Bob & Dee took 42")
    expect(board.locator(".ml-last")).to_contain_text("Bob & Dee +7")
    expect(board.locator(".target-points").nth(1)).to_have_text("7 / 35")
    for selector in (".ml-fact", ".ml-last", ".target-points"):
        assert font_size(board, selector) >= 24, selector
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "ml-04-after-the-deal")
    shoot(board, "ml-05-board-after-the-deal")
